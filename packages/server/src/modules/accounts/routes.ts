/** The organisations a customer belongs to, and invitations to join more (onboard-invitation screen). */
import { ErrorCode } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { json } from '../../db/codec.ts';
import { appError, isUniqueViolation } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';
import { requireAuth, type RoutePolicy } from '../../types.ts';
import { planLimit } from '../billing/plans.ts';
import { findPendingInvitation, listPendingInvitations } from './invitations.ts';
import { countMembers, listAccounts, permissionsOf } from './queries.ts';

/** Needed to pick or join an organisation, so reachable before any account has a plan. */
const CHOOSING: RoutePolicy = { access: 'signed-in', verified: true, tenant: 'none', plan: false };

const invitationNotFound = () => appError(ErrorCode.INVITATION_NOT_FOUND, 'This invitation no longer exists.');

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
    if (!invitation) throw invitationNotFound();
    const limit = invitation.plan_id === null ? null : planLimit(invitation.plan_id, 'users');
    if (limit !== null && (await countMembers(app.db, invitation.account_id)) >= limit) {
      throw appError(ErrorCode.PLAN_USERS_LIMIT, 'Plan users limit reached');
    }
    const now = isoNow();
    await app.db.transaction().execute(async (trx) => {
      try {
        await trx
          .insertInto('memberships')
          .values({
            id: newId(),
            account_id: invitation.account_id,
            customer_id: customer.id,
            role: invitation.role,
            permissions: json.encode(permissionsOf(invitation.role)),
            created_at: now,
          })
          .execute();
      } catch (error) {
        // Already a member (e.g. invited twice): accepting is then just closing the invitation.
        if (!isUniqueViolation(error)) throw error;
      }
      await trx.updateTable('invitations').set({ accepted_at: now }).where('id', '=', invitation.id).execute();
    });
    return { results: { accepted: true, account_id: invitation.account_id } };
  });

  app.post<{ Params: { id: string } }>('/invitations/:id/decline', { config: { policy: CHOOSING } }, async (request) => {
    const { customer } = requireAuth(request.auth);
    const invitation = await findPendingInvitation(app.db, request.params.id.slice(0, 64), customer.email);
    if (!invitation) throw invitationNotFound();
    await app.db.updateTable('invitations').set({ declined_at: isoNow() }).where('id', '=', invitation.id).execute();
    return { results: { accepted: false, account_id: invitation.account_id } };
  });
}
