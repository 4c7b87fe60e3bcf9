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

/** The query every analytics view takes. */
const analyticsQuery: Record<string, string> = {
  from: 'First day (YYYY-MM-DD)',
  to: 'Last day (YYYY-MM-DD)',
  tz: 'IANA time zone of the days',
  workspace_id: 'Only this workspace',
  link_id: 'Only this link',
  card_id: 'Only this card (its page views and contact saves)',
  domain_id: 'Only this domain',
  country: 'Only this country (ISO code or unknown)',
  device: 'Only this device',
  channel: 'Only this channel',
  level: 'country, region or city (locations, with country)',
  compare: 'Also the previous period (true or false)',
};

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
  'PUT /api/customer/email': op(
    'customer',
    'Change the email: pending until the new address is verified',
    c.ChangeEmailResponse,
    c.ChangeEmailRequest,
  ),
  'GET /api/customer/email': op('customer', 'The change of email waiting for verification, if any', c.EmailChangeResponse),
  'DELETE /api/customer/email': op('customer', 'Cancel the pending change of email', c.EmailChangeResponse),
  'POST /api/customer/email/resend': op('customer', 'Send the pending change of email a new link', c.EmailChangeResponse),
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
  'PUT /api/account/logo': op('organisations', 'Upload the logo (raw image/jpeg or image/png body)', c.BusinessDetailsResponse),
  'DELETE /api/account/logo': op('organisations', 'Remove the logo', c.BusinessDetailsResponse),
  'GET /api/accounts/:id/logo': op('organisations', 'The logo (public)', undefined, undefined, { produces: 'image/jpeg' }),

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
      query: { move_to: 'Workspace that receives the links, QR codes, cards and companies (required when not empty)' },
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
  'GET /api/billing/config': op(
    'billing',
    'Which card form to show (provider and publishable key)',
    c.BillingClientConfigResponse,
  ),
  'GET /api/billing': op(
    'billing',
    'Overview: plan, period, usage, primary card, next invoice, recent payments',
    c.BillingOverviewResponse,
  ),
  'POST /api/billing/subscription/preview': op(
    'billing',
    'What a plan change would cost and when it takes effect',
    c.ChangePreviewResponse,
    c.ChangeSubscriptionRequest,
  ),
  'POST /api/billing/subscription/change': op(
    'billing',
    'Subscribe, upgrade (now, prorated), downgrade (period end) or switch interval',
    c.SubscriptionChangeResponse,
    c.ChangeSubscriptionRequest,
  ),
  'POST /api/billing/subscription/cancel': op(
    'billing',
    'Cancel at period end (revocable) or now',
    c.CancelResultResponse,
    c.CancelSubscriptionRequest,
  ),
  'POST /api/billing/subscription/resume': op('billing', 'Revoke a scheduled cancellation or downgrade', c.CancelResultResponse),
  'GET /api/billing/payment-methods': op('billing', "The account's cards (one primary)", c.PaymentMethodListResponse),
  'POST /api/billing/payment-methods': op(
    'billing',
    'Add a card (local: test numbers; stripe: an Elements token)',
    c.PaymentMethodResponse,
    c.AddPaymentMethodRequest,
    { status: 201 },
  ),
  'PATCH /api/billing/payment-methods/:id': op(
    'billing',
    'Change the cardholder name or expiry',
    c.PaymentMethodResponse,
    c.UpdatePaymentMethodRequest,
  ),
  'DELETE /api/billing/payment-methods/:id': op('billing', 'Remove a card', c.PaymentMethodListResponse),
  'POST /api/billing/payment-methods/:id/primary': op('billing', 'Make this card the primary card', c.PaymentMethodListResponse),
  'POST /api/billing/payment-methods/:id/confirm': op(
    'billing',
    'Finish the 3-D Secure challenge of a card being added',
    c.PaymentMethodResponse,
    c.ConfirmChallengeRequest,
  ),
  'POST /api/billing/payments/:id/confirm': op(
    'billing',
    'Finish the 3-D Secure challenge of a payment',
    c.SubscriptionChangeResponse,
    c.ConfirmChallengeRequest,
  ),
  'GET /api/billing/payments': op('billing', 'Payments history', c.PaymentListResponse),
  'GET /api/billing/address': op('billing', 'Billing address and tax ID (null until set)', c.BillingAddressResponse),
  'PUT /api/billing/address': op(
    'billing',
    'Save the billing address and tax ID (validated per country)',
    c.BillingAddressResponse,
    c.BillingAddressRequest,
  ),
  'GET /api/billing/invoices': op('billing', 'Invoices, newest first', c.InvoiceListResponse),
  'GET /api/billing/invoices/:id': op('billing', 'One invoice', c.InvoiceResponse),
  'POST /api/billing/invoices/:id/pay': op('billing', 'Pay an unpaid invoice with the primary card', c.InvoiceResponse),
  'GET /api/billing/invoices/:id/pdf': op('billing', 'The invoice as a PDF', undefined, undefined, {
    produces: 'application/pdf',
    query: { lang: 'en (default) or ar (Arabic, right to left)' },
  }),

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

  'GET /api/qrs': op('qrs', 'QR codes of the account (paged, filterable), newest first', c.QrListResponse, undefined, {
    query: {
      page: 'Page number',
      per_page: 'Rows per page',
      q: 'Search by name',
      type: 'Only this type (url, wifi, pdf, image)',
      workspace_id: 'Only this workspace',
    },
  }),
  'POST /api/qrs': op(
    'qrs',
    'Create a code: JSON for url, wifi and card (card_id: a card of the account, else "A QR card is required"), multipart (type, name, file, design as JSON) for pdf and image',
    c.QrResponse,
    c.CreateUrlQrRequest,
    { status: 201 },
  ),
  'GET /api/qrs/:id': op('qrs', 'One code', c.QrResponse),
  'PUT /api/qrs/:id': op(
    'qrs',
    'Change name, workspace, design, destination (url) or network (wifi)',
    c.QrResponse,
    c.UpdateQrRequest,
  ),
  'PUT /api/qrs/:id/file': op('qrs', 'Replace the PDF or image (multipart field "file")', c.QrResponse),
  'DELETE /api/qrs/:id': op('qrs', 'Delete the code, its short link and its files'),
  'GET /api/qrs/:id/download': op('qrs', 'The code as a file', undefined, undefined, {
    produces: 'image/svg+xml',
    query: { format: 'svg (default), png or pdf', size: 'Size in pixels (png)' },
  }),
  'GET /api/qrs/:id/scans': op('qrs', 'Scans per day, last 30 days', c.QrScansResponse),

  'GET /api/companies': op('companies', "The account's companies with their card counts", c.CompanyListResponse, undefined, {
    query: { workspace_id: 'Only this workspace (default: every workspace the caller may use)' },
  }),
  'POST /api/companies': op('companies', 'Create a company', c.CompanyResponse, c.CompanyInput, { status: 201 }),
  'GET /api/companies/:id': op('companies', 'One company', c.CompanyResponse),
  'PUT /api/companies/:id': op('companies', "Replace the company's fields", c.CompanyResponse, c.CompanyInput),
  'DELETE /api/companies/:id': op(
    'companies',
    'Delete; refused (COMPANY_IN_USE) while cards use it unless moved',
    c.DeleteCompanyResponse,
    undefined,
    { query: { move_to: 'Company that receives its cards' } },
  ),
  'PUT /api/companies/:id/logo': op('companies', 'Upload the logo (raw image/jpeg or image/png body)', c.CompanyResponse),
  'DELETE /api/companies/:id/logo': op('companies', 'Remove the logo', c.CompanyResponse),
  'GET /api/companies/:id/logo': op('companies', 'The logo (public)', undefined, undefined, { produces: 'image/jpeg' }),

  'GET /api/cards': op('cards', "The account's cards with views and saves", c.CardListResponse, undefined, {
    query: { workspace_id: 'Only this workspace (default: every workspace the caller may use)' },
  }),
  'POST /api/cards': op('cards', 'Create a card', c.CardResponse, c.CardInput, { status: 201 }),
  'GET /api/cards/:id': op('cards', 'One card', c.CardResponse),
  'PUT /api/cards/:id': op('cards', "Replace the card's fields", c.CardResponse, c.CardInput),
  'DELETE /api/cards/:id': op('cards', 'Delete the card (its views and saves stay in analytics)', c.DeleteCardResponse),
  'PUT /api/cards/:id/photo': op('cards', 'Upload the photo (raw image/jpeg or image/png body)', c.CardResponse),
  'DELETE /api/cards/:id/photo': op('cards', 'Remove the photo', c.CardResponse),
  'GET /api/cards/:id/photo': op('cards', 'The photo (public)', undefined, undefined, { produces: 'image/jpeg' }),
  'GET /api/cards/:id/qr.svg': op('cards', "The card's QR code (public)", undefined, undefined, { produces: 'image/svg+xml' }),

  'GET /api/analytics/overview': op(
    'analytics',
    'Totals (and the previous period), series, summaries and top links',
    c.AnalyticsOverviewResponse,
    undefined,
    { query: analyticsQuery },
  ),
  'GET /api/analytics/devices': op('analytics', 'Devices breakdown', c.AnalyticsBreakdownResponse, undefined, {
    query: analyticsQuery,
  }),
  'GET /api/analytics/locations': op('analytics', 'Locations breakdown', c.AnalyticsBreakdownResponse, undefined, {
    query: analyticsQuery,
  }),
  'GET /api/analytics/channels': op('analytics', 'Channels breakdown', c.AnalyticsBreakdownResponse, undefined, {
    query: analyticsQuery,
  }),
  'GET /api/analytics/top': op('analytics', 'The most visited links, QR codes and cards', c.AnalyticsTopResponse, undefined, {
    query: analyticsQuery,
  }),
  'GET /api/analytics/live': op('analytics', 'Clicks per minute over the last 30 minutes', c.AnalyticsLiveResponse),
  'GET /api/analytics/export.csv': op('analytics', 'Any view (or the raw clicks) as CSV', undefined, undefined, {
    produces: 'text/csv',
    query: { view: 'overview (default), locations, devices, channels, top or raw (the clicks)', ...analyticsQuery },
  }),
  'GET /api/icons': op(
    'icons',
    "A site's icon, fetched by the server from the site itself first (404 when none loads)",
    undefined,
    undefined,
    {
      produces: 'image/*',
      query: { url: 'The page address (http or https, at most 500 characters)' },
    },
  ),
  'GET /api/analytics/settings': op('analytics', 'How long raw clicks are kept', c.AnalyticsSettingsResponse),
  'PUT /api/analytics/settings': op(
    'analytics',
    'Change the raw-click retention (rollups are kept)',
    c.AnalyticsSettingsResponse,
    c.UpdateAnalyticsSettingsRequest,
  ),

  'GET /api/domains': op('domains', 'Branded domains', c.DomainListResponse),
  'POST /api/domains': op('domains', 'Add a domain', c.DomainResponse, c.AddDomainRequest, { status: 201 }),
  'GET /api/domains/:id': op('domains', 'One domain with records and problems', c.DomainResponse),
  'POST /api/domains/:id/verify': op('domains', 'Start or retry verification', c.DomainResponse),
  'DELETE /api/domains/:id': op('domains', 'Remove a domain and its links', c.DeleteDomainResponse),
  'GET /api/domains/:id/certificate': op('domains', 'The uploaded certificate', c.CertificateResponse),
  'PUT /api/domains/:id/certificate': op('domains', 'Upload a certificate and key', c.DomainResponse, c.UploadCertificateRequest),
  'DELETE /api/domains/:id/certificate': op('domains', 'Stop serving HTTPS', c.DomainResponse),
};
