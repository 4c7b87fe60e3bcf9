import { array, boolean, enums, nullable, object, string, type Infer } from 'superstruct';
import { IsoDate } from './common.ts';
import { results } from './envelope.ts';
import { allPermissions, builtInRoles, type BuiltInRole } from './permissions.ts';

/** A membership's role: one of the built-in roles (permissions.ts). */
export const membershipRoles = builtInRoles;
export type MembershipRole = BuiltInRole;

/** An organisation the signed-in customer belongs to. */
export const Account = object({
  id: string(),
  name: string(),
  role: enums(membershipRoles),
  /** What this member may do here (`resource:action`); the app hides what is not listed. */
  permissions: array(enums(allPermissions)),
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
