/**
 * What each /api route takes and answers, for the OpenAPI document (decision 065). Keyed
 * `METHOD /api/path` exactly as Fastify registers it; the test fails when a registered route has
 * no entry here (or an entry names a route that does not exist), so the reference cannot go stale.
 */
import * as c from '@rabt/contract';
import type { Struct } from 'superstruct';

export interface Operation {
  summary: string;
  tag: string;
  request?: Struct<unknown, unknown>;
  response?: Struct<unknown, unknown>;
  /** Documented query parameters (name → description). */
  query?: Record<string, string>;
  /** Answers something other than JSON. */
  produces?: string;
  status?: number;
}

type S = Struct<unknown, unknown>;
const op = (tag: string, summary: string, response?: unknown, request?: unknown, extra: Partial<Operation> = {}): Operation => ({
  tag,
  summary,
  ...(response ? { response: response as S } : {}),
  ...(request ? { request: request as S } : {}),
  ...extra,
});

export const operations: Record<string, Operation> = {
  'GET /api/health': op('system', 'Database ping; also sets the XSRF-TOKEN cookie', c.HealthResponse),
  'GET /api/openapi.json': op('system', 'This document'),
  'GET /api/docs': op('system', 'The interactive API reference (HTML)', undefined, undefined, { produces: 'text/html' }),

  'POST /api/auth/login': op('auth', 'Sign in', c.LoginResponse, c.LoginRequest),
  'POST /api/auth/register': op('auth', 'Create an account', c.RegisterResponse, c.RegisterRequest, { status: 201 }),
  'POST /api/auth/forgot': op('auth', 'Send a password reset link', c.ForgotResponse, c.ForgotRequest),
  'GET /api/auth/validate-reset/:customerId/:token': op('auth', 'Check a reset link', c.ValidateResetResponse),
  'POST /api/auth/complete-reset': op(
    'auth',
    'Set a new password from a reset link',
    c.CompleteResetResponse,
    c.CompleteResetRequest,
  ),
  'POST /api/auth/verify-email': op('auth', 'Verify the email address', c.VerifyEmailResponse, c.VerifyEmailRequest),
  'POST /api/auth/resend-verification': op('auth', 'Send the verification mail again', c.ResendVerificationResponse),
  'POST /api/auth/logout': op('auth', 'End this session', c.LogoutResponse),

  'GET /api/customer': op('customer', 'The signed-in customer', c.CustomerResponse),
  'PUT /api/customer': op('customer', 'Update the profile', c.UpdateCustomerResponse, c.UpdateCustomerRequest),
  'PUT /api/customer/password': op('customer', 'Change the password', c.ChangePasswordResponse, c.ChangePasswordRequest),
  'PUT /api/customer/email': op('customer', 'Change the email (re-verified)', c.ChangeEmailResponse, c.ChangeEmailRequest),
  'DELETE /api/customer': op(
    'customer',
    'Delete the account (reason + CONFIRM)',
    c.DeleteAccountResponse,
    c.DeleteAccountRequest,
  ),
  'GET /api/customer/notifications': op('customer', 'Which emails the customer receives', c.NotificationSettingsResponse),
  'PUT /api/customer/notifications': op('customer', 'Change them', c.NotificationSettingsResponse, c.NotificationSettings),
  'GET /api/customer/sessions': op('customer', 'Live sessions with device and last use', c.SessionListResponse),
  'DELETE /api/customer/sessions': op('customer', 'Sign out every other session', c.SignedOutResponse),
  'DELETE /api/customer/sessions/:id': op('customer', 'Sign out one session', c.SignedOutResponse),

  'GET /api/accounts': op('organisations', 'Organisations the customer belongs to', c.AccountListResponse),
  'POST /api/accounts': op('organisations', 'Create an organisation', undefined, c.CreateAccountRequest, { status: 201 }),
  'GET /api/invitations': op('organisations', 'Invitations to the signed-in customer', c.InvitationListResponse),
  'POST /api/invitations/:id/accept': op('organisations', 'Accept an invitation', c.InvitationDecisionResponse),
  'POST /api/invitations/:id/decline': op('organisations', 'Decline an invitation', c.InvitationDecisionResponse),
  'GET /api/account/permissions': op(
    'organisations',
    'Your role and permissions in the Account-Id organisation',
    c.MyPermissionsResponse,
  ),
  'GET /api/account/business': op('organisations', 'Business and invoice details', c.BusinessDetailsResponse),
  'PUT /api/account/business': op('organisations', 'Change them', c.BusinessDetailsResponse, c.BusinessDetailsRequest),

  'GET /api/roles': op('team', 'Built-in and custom roles', c.RoleListResponse),
  'POST /api/roles': op('team', 'Create a custom role', c.RoleResponse, c.RoleRequest, { status: 201 }),
  'GET /api/roles/:id': op('team', 'One role', c.RoleResponse),
  'PUT /api/roles/:id': op('team', 'Change a custom role (send the version you loaded)', c.RoleResponse, c.UpdateRoleRequest),
  'DELETE /api/roles/:id': op('team', 'Delete a custom role nobody has', c.DeleteRoleResponse),
  'GET /api/members': op('team', 'Members and open invitations', c.MemberListResponse),
  'POST /api/members': op('team', 'Invite an existing customer', c.MemberResponse, c.InviteMemberRequest, { status: 201 }),
  'PUT /api/members/:id': op('team', "Change a member's role and workspaces", c.MemberResponse, c.UpdateMemberRequest),
  'DELETE /api/members/:id': op('team', 'Remove a member or withdraw an invitation', c.RemovedResponse),
  'DELETE /api/members/me': op('team', 'Leave the organisation', c.LeaveAccountResponse),
  'GET /api/access-requests': op('team', 'Requests to join or for more access', c.AccessRequestListResponse),
  'POST /api/access-requests': op('team', 'Ask for more access', c.AccessRequestResponse, c.CreateAccessRequest, { status: 201 }),
  'POST /api/access-requests/join': op('team', 'Ask to join an organisation', c.AcceptedResponse, c.JoinRequest, { status: 202 }),
  'POST /api/access-requests/:id/approve': op('team', 'Approve with a role', c.AccessRequestResponse, c.ApproveAccessRequest),
  'POST /api/access-requests/:id/decline': op('team', 'Decline', c.AccessRequestResponse),

  'GET /api/workspaces': op('workspaces', 'Workspaces you may use', c.WorkspaceListResponse),
  'POST /api/workspaces': op('workspaces', 'Create a workspace', c.WorkspaceResponse, c.WorkspaceRequest, { status: 201 }),
  'GET /api/workspaces/:id': op('workspaces', 'One workspace', c.WorkspaceResponse),
  'PUT /api/workspaces/:id': op('workspaces', 'Rename or make default', c.WorkspaceResponse, c.WorkspaceRequest),
  'DELETE /api/workspaces/:id': op(
    'workspaces',
    'Delete (not the default); moves content to move_to',
    c.DeleteWorkspaceResponse,
    undefined,
    {
      query: { move_to: 'Workspace that receives the links, QR codes and cards (required when not empty)' },
    },
  ),

  'GET /api/apps': op('apps', 'API apps and their keys', c.AppListResponse),
  'POST /api/apps': op('apps', 'Create an app', c.AppResponse, c.AppRequest, { status: 201 }),
  'GET /api/apps/:id': op('apps', 'One app', c.AppResponse),
  'PUT /api/apps/:id': op('apps', 'Rename or describe', c.AppResponse, c.AppRequest),
  'DELETE /api/apps/:id': op('apps', 'Delete the app and its keys', c.DeleteAppResponse),
  'POST /api/apps/:id/keys': op(
    'apps',
    'Create a key (the secret is in this answer only)',
    c.CreatedApiKeyResponse,
    c.CreateApiKeyRequest,
    {
      status: 201,
    },
  ),
  'DELETE /api/apps/:id/keys/:keyId': op('apps', 'Revoke a key', c.ApiKeyResponse),

  'GET /api/plans': op('billing', 'The plan catalogue', c.PlanListResponse),
  'GET /api/billing/subscription': op('billing', "The account's subscription", c.CurrentSubscriptionResponse),
  'POST /api/billing/subscription': op('billing', 'Subscribe or change plan', c.SubscriptionResponse, c.SubscribeRequest),
  'GET /api/billing/entitlements': op('billing', 'Plan features, limits and usage', c.EntitlementsResponse),

  'GET /api/links': op('links', 'Links of the account (paged, filterable)', c.LinkListResponse, undefined, {
    query: { page: 'Page number', per_page: 'Rows per page', q: 'Search', workspace_id: 'Only this workspace' },
  }),
  'GET /api/links/domains': op('links', 'Short domains usable for new links', c.LinkDomainsResponse),
  'POST /api/links': op('links', 'Create a link', c.LinkResponse, c.CreateLinkRequest, { status: 201 }),
  'GET /api/links/:id': op('links', 'One link', c.LinkResponse),
  'PUT /api/links/:id': op('links', 'Change a link', c.LinkResponse, c.UpdateLinkRequest),
  'DELETE /api/links/:id': op('links', 'Delete a link', c.DeleteLinkResponse),
  'POST /api/links/imports': op('links', 'Import links from CSV (multipart or text/csv)', c.ImportJobResponse, undefined, {
    status: 202,
  }),
  'GET /api/links/imports/:id': op('links', "An import's progress", c.ImportJobResponse),
  'GET /api/links/imports/:id/report.csv': op('links', 'Refused rows as CSV', undefined, undefined, { produces: 'text/csv' }),

  'GET /api/domains': op('domains', 'Branded domains', c.DomainListResponse),
  'POST /api/domains': op('domains', 'Add a domain', c.DomainResponse, c.AddDomainRequest, { status: 201 }),
  'GET /api/domains/:id': op('domains', 'One domain with records and problems', c.DomainResponse),
  'POST /api/domains/:id/verify': op('domains', 'Start or retry verification', c.DomainResponse),
  'DELETE /api/domains/:id': op('domains', 'Remove a domain and its links', c.DeleteDomainResponse),
  'GET /api/domains/:id/certificate': op('domains', 'The uploaded certificate', c.CertificateResponse),
  'PUT /api/domains/:id/certificate': op('domains', 'Upload a certificate and key', c.DomainResponse, c.UploadCertificateRequest),
  'DELETE /api/domains/:id/certificate': op('domains', 'Stop serving HTTPS', c.DomainResponse),
};
