/** The organisations a customer belongs to, and invitations to join more (onboard-invitation screen). */
import { ErrorCode, TEAM_MESSAGES } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { json } from '../../db/codec.ts';
import { appError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';
import { requireAuth, type RoutePolicy } from '../../types.ts';
import { planLimit } from '../billing/plans.ts';
import { findPendingInvitation, invitationProblem, invitationWorkspaces, listPendingInvitations } from './invitations.ts';
import { resolveRole } from './roles.ts';
import { countMembers, isMember, listAccounts } from './queries.ts';
import { mailTeamChange } from './notify.ts';

/** Needed to pick or join an organisation, so reachable before any account has a plan. */
const CHOOSING: RoutePolicy = { access: 'signed-in', verified: true, tenant: 'none', plan: false };

const invitationNotFound = () => appError(ErrorCode.INVITATION_NOT_FOUND, 'This invitation no longer exists.');

/** An expired or already used invitation is refused with its own code (decision 061). */
async function refuseInvitation(app: FastifyInstance, id: string, email: string): Promise<never> {
  const problem = await invitationProblem(app.db, id, email);
  if (problem === 'used') throw appError(ErrorCode.INVITATION_USED, TEAM_MESSAGES.invitationUsed);
  if (problem === 'expired') throw appError(ErrorCode.INVITATION_EXPIRED, TEAM_MESSAGES.invitationExpired);
  throw invitationNotFound();
}

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.get('/accounts', { config: { policy: CHOOSING } }, async (request) => ({
    results: await listAccounts(app.db, requireAuth(request.auth).customer.id),
  }));

  app.get('/invitations', { config: { policy: CHOOSING } }, async (request) => ({
    results: await listPendingInvitations(app.db, requireAuth(request.auth).customer.email),
  }));

  app.post<{ Params: { id: string } }>('/invitations/:id/accept', { config: { policy: CHOOSING } }, async (request) => {
    const { customer } = requireAuth(request.auth);
    const invitation = await findPendingInvitation(app.db, request.params.id.slice(0, 64), customer.email);
    if (!invitation) return refuseInvitation(app, request.params.id.slice(0, 64), customer.email);
    const now = isoNow();
    const closeInvitation = (db: typeof app.db) =>
      db
        .updateTable('invitations')
        .set({ accepted_at: now })
        .where('id', '=', invitation.id)
        .where('account_id', '=', invitation.account_id)
        .execute();
    // Already a member (e.g. invited twice): accepting only closes the invitation. Checked before
    // the plan limit (a member takes no new seat) and before inserting: a unique violation inside
    // the transaction would leave it aborted on PostgreSQL.
    if (await isMember(app.db, invitation.account_id, customer.id)) {
      await closeInvitation(app.db);
      return { results: { accepted: true, account_id: invitation.account_id } };
    }
    const role = await resolveRole(app.db, invitation.account_id, invitation.raw_role);
    const workspaceIds = await invitationWorkspaces(app.db, invitation.account_id, invitation.id);
    const limit = invitation.plan_id === null ? null : planLimit(invitation.plan_id, 'users');
    if (limit !== null && (await countMembers(app.db, invitation.account_id)) >= limit) {
      throw appError(ErrorCode.PLAN_USERS_LIMIT, 'Plan users limit reached');
    }
    const joined = await app.db.transaction().execute(async (trx) => {
      // A concurrent accept of another invitation may have added the membership since the check:
      // ON CONFLICT DO NOTHING keeps the transaction usable on both databases.
      const inserted = await trx
        .insertInto('memberships')
        .values({
          id: newId(),
          account_id: invitation.account_id,
          customer_id: customer.id,
          role: role.id,
          permissions: json.encode(role.permissions),
          created_at: now,
          workspace_ids: workspaceIds,
        })
        .onConflict((oc) => oc.columns(['account_id', 'customer_id']).doNothing())
        .executeTakeFirst();
      await closeInvitation(trx);
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    });
    if (joined) mailTeamChange(app, invitation.account_id, 'joined', customer.id);
    return { results: { accepted: true, account_id: invitation.account_id } };
  });

  app.post<{ Params: { id: string } }>('/invitations/:id/decline', { config: { policy: CHOOSING } }, async (request) => {
    const { customer } = requireAuth(request.auth);
    const invitation = await findPendingInvitation(app.db, request.params.id.slice(0, 64), customer.email);
    if (!invitation) return refuseInvitation(app, request.params.id.slice(0, 64), customer.email);
    await app.db
      .updateTable('invitations')
      .set({ declined_at: isoNow() })
      .where('id', '=', invitation.id)
      .where('account_id', '=', invitation.account_id)
      .execute();
    return { results: { accepted: false, account_id: invitation.account_id } };
  });
}
