/** Pending invitations to join an account, matched on the signed-in customer's address. */
import type { Invitation, MembershipRole } from '@rabt/contract';
import { membershipRoles } from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { json } from '../../db/codec.ts';
import { newId } from '../../lib/ids.ts';
import { DAY, isoIn, isoNow } from '../../lib/time.ts';
import { permissionsOf } from './queries.ts';

export const INVITATION_TTL = 14 * DAY;

function pending(db: Db, email: string) {
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
    role: (membershipRoles as readonly string[]).includes(r.role) ? (r.role as MembershipRole) : 'viewer',
    created_at: r.created_at,
  };
}

export async function listPendingInvitations(db: Db, email: string): Promise<Invitation[]> {
  const rows = await pending(db, email).orderBy('invitations.id').execute();
  return rows.map(toContract);
}

export async function findPendingInvitation(db: Db, id: string, email: string) {
  const row = await pending(db, email).where('invitations.id', '=', id).executeTakeFirst();
  return row ? { ...toContract(row), plan_id: row.plan_id } : undefined;
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
