import { array, boolean, enums, nullable, object, string, type Infer } from 'superstruct';
import { IsoDate } from './common.ts';
import { results } from './envelope.ts';

export const membershipRoles = ['owner', 'admin', 'member'] as const;
export type MembershipRole = (typeof membershipRoles)[number];

/** Spec §6 names two permission scopes. */
export const permissionScopes = ['administration', 'publish'] as const;
export type PermissionScope = (typeof permissionScopes)[number];

/** An organisation the signed-in customer belongs to. */
export const Account = object({
  id: string(),
  name: string(),
  role: enums(membershipRoles),
  permissions: array(enums(permissionScopes)),
  plan: nullable(string()),
  default_workspace_id: string(),
  created_at: IsoDate,
});
export type Account = Infer<typeof Account>;
export const AccountListResponse = results(array(Account));

export const Invitation = object({
  id: string(),
  account_id: string(),
  account_name: string(),
  invited_by: string(),
  role: enums(membershipRoles),
  created_at: IsoDate,
});
export type Invitation = Infer<typeof Invitation>;
export const InvitationListResponse = results(array(Invitation));
export const InvitationDecisionResponse = results(object({ accepted: boolean(), account_id: string() }));
