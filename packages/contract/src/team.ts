/**
 * Members of an organisation, invitations sent from the users screen, and access requests
 * (decision 061). Spec §4 account-user states: pending, verified, active, not verified, failed.
 */
import { array, boolean, enums, literal, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { Email, IsoDate } from './common.ts';
import { results } from './envelope.ts';
import { PermissionValue } from './roles.ts';

export const memberStates = ['pending', 'verified', 'active', 'not_verified', 'failed'] as const;
export type MemberState = (typeof memberStates)[number];

export const TEAM_MESSAGES = {
  inviteeNotFound: 'There is no Rabt account for this email. Only customers who already have an account can be invited.',
  alreadyMember: 'This person is already a member of the organisation.',
  lastOwner: 'The organisation needs at least one owner. Make someone else an owner first.',
  invitationExpired: 'This invitation has expired. Ask the organisation for a new one.',
  invitationUsed: 'This invitation has already been used.',
  roleRequired: 'Choose a role',
} as const;

/** One row of the users screen: a member, or an invitation not accepted yet (pending / failed). */
export const Member = object({
  /** Membership id, or invitation id when kind is 'invitation'. */
  id: string(),
  kind: enums(['member', 'invitation']),
  customer_id: nullable(string()),
  name: string(),
  email: string(),
  phone: nullable(string()),
  role: string(),
  role_name: string(),
  permissions: array(PermissionValue),
  state: enums(memberStates),
  /** null: every workspace. */
  workspace_ids: nullable(array(string())),
  last_active_at: nullable(IsoDate),
  created_at: IsoDate,
  is_you: boolean(),
  /** A member over the plan's user limit after a downgrade: their role cannot be changed (decision 075). */
  read_only: optional(boolean()),
});
export type Member = Infer<typeof Member>;
export const MemberResponse = results(Member);
export const MemberListResponse = results(array(Member));

export const UpdateMemberRequest = object({
  role: size(string(), 1, 64),
  workspace_ids: optional(nullable(array(size(string(), 1, 64)))),
});
export type UpdateMemberRequest = Infer<typeof UpdateMemberRequest>;

export const InviteMemberRequest = object({
  email: Email,
  role: size(string(), 1, 64),
  workspace_ids: optional(nullable(array(size(string(), 1, 64)))),
});
export type InviteMemberRequest = Infer<typeof InviteMemberRequest>;

export const RemovedResponse = results(object({ id: string(), removed: literal(true) }));

export const accessRequestStates = ['pending', 'approved', 'declined'] as const;
export type AccessRequestState = (typeof accessRequestStates)[number];

/** A member asking for more access (after a permission-denied page), or a customer asking to join. */
export const AccessRequest = object({
  id: string(),
  kind: enums(['join', 'access']),
  customer_id: string(),
  name: string(),
  email: string(),
  permission: nullable(PermissionValue),
  path: nullable(string()),
  message: nullable(string()),
  state: enums(accessRequestStates),
  role: nullable(string()),
  created_at: IsoDate,
  decided_at: nullable(IsoDate),
});
export type AccessRequest = Infer<typeof AccessRequest>;
export const AccessRequestResponse = results(AccessRequest);
export const AccessRequestListResponse = results(array(AccessRequest));

/** POST access-requests (a member, Account-Id): what they were refused. */
export const CreateAccessRequest = object({
  permission: optional(nullable(PermissionValue)),
  path: optional(nullable(size(string(), 0, 500))),
  message: optional(nullable(size(string(), 0, 1000))),
});
export type CreateAccessRequest = Infer<typeof CreateAccessRequest>;

/** POST access-requests/join (any signed-in customer): answers the same whether or not the account exists. */
export const JoinRequest = object({ account_id: size(string(), 1, 64), message: optional(nullable(size(string(), 0, 1000))) });
export type JoinRequest = Infer<typeof JoinRequest>;

export const ApproveAccessRequest = object({ role: size(string(), 1, 64) });
export type ApproveAccessRequest = Infer<typeof ApproveAccessRequest>;

export const AcceptedResponse = results(object({ accepted: boolean() }));

/** GET account/permissions: what the signed-in member may do in the Account-Id organisation. */
export const MyPermissions = object({
  role: string(),
  role_name: string(),
  permissions: array(PermissionValue),
  /** null: every workspace. */
  workspace_ids: nullable(array(string())),
});
export type MyPermissions = Infer<typeof MyPermissions>;
export const MyPermissionsResponse = results(MyPermissions);
