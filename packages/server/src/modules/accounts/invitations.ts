/** Pending invitations to join an account, matched on the signed-in customer's address. */
import type { Invitation, MembershipRole } from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { json } from '../../db/codec.ts';
import { newId } from '../../lib/ids.ts';
import { DAY, isoIn, isoNow } from '../../lib/time.ts';
import { permissionsOf } from './queries.ts';
import { normaliseRoleKey } from './roles.ts';

export const INVITATION_TTL = 14 * DAY;

function pending(db: Db, email: string) {
  // tenancy: the invitee's view: invitations to this email address from any organisation.
  return db
    .selectFrom('invitations')
    .innerJoin('accounts', 'accounts.id', 'invitations.account_id')
    .leftJoin('customers as inviter', 'inviter.id', 'invitations.invited_by')
    .select([
      'invitations.id',
      'invitations.account_id',
      'invitations.role',
      'invitations.created_at',
      'accounts.name as account_name',
      'accounts.plan_id',
      'inviter.name as inviter_name',
    ])
    .where('invitations.email', '=', email.toLowerCase())
    .where('invitations.accepted_at', 'is', null)
    .where('invitations.declined_at', 'is', null)
    .where('invitations.expires_at', '>', isoNow())
    .where('accounts.deleted_at', 'is', null);
}

type PendingRow = Awaited<ReturnType<ReturnType<typeof pending>['execute']>>[number];

function toContract(r: PendingRow): Invitation {
  return {
    id: r.id,
    account_id: r.account_id,
    account_name: r.account_name,
    invited_by: r.inviter_name ?? '',
    role: normaliseRoleKey(r.role),
    created_at: r.created_at,
  };
}

export async function listPendingInvitations(db: Db, email: string): Promise<Invitation[]> {
  const rows = await pending(db, email).orderBy('invitations.id').execute();
  return rows.map(toContract);
}

export async function findPendingInvitation(db: Db, id: string, email: string) {
  const row = await pending(db, email).where('invitations.id', '=', id).executeTakeFirst();
  return row ? { ...toContract(row), raw_role: row.role, plan_id: row.plan_id } : undefined;
}

/** Why an invitation addressed to `email` is not pending: used, expired, or unknown. */
export async function invitationProblem(db: Db, id: string, email: string): Promise<'used' | 'expired' | 'missing'> {
  // tenancy: the invitee's view, by invitation id and their own email address.
  const row = await db
    .selectFrom('invitations')
    .select(['accepted_at', 'declined_at', 'expires_at'])
    .where('id', '=', id)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (!row) return 'missing';
  if (row.accepted_at || row.declined_at) return 'used';
  return row.expires_at <= isoNow() ? 'expired' : 'missing';
}

export async function invitationWorkspaces(db: Db, accountId: string, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('invitations')
    .select('workspace_ids')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.workspace_ids ?? null;
}

/** Used by the team screens later, by tests and by operators today. */
export async function createInvitation(
  db: Db,
  input: { accountId: string; email: string; role: MembershipRole; invitedBy: string | null },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('invitations')
    .values({
      id,
      account_id: input.accountId,
      email: input.email.toLowerCase(),
      role: input.role,
      permissions: json.encode(permissionsOf(input.role)),
      invited_by: input.invitedBy,
      created_at: isoNow(),
      expires_at: isoIn(INVITATION_TTL),
      accepted_at: null,
      declined_at: null,
    })
    .execute();
  return id;
}
