/**
 * Access requests (decision 061): a member refused by the guard asks for more access, or a
 * signed-in customer asks to join an organisation; an admin approves (choosing a role) or
 * declines, and the requester is told by email.
 */
import { ErrorCode, type AccessRequest, type CreateAccessRequest, type Permission } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { json } from '../../db/codec.ts';
import { appError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';
import { renderMail } from '../mail/templates.ts';
import { assertSeatAvailable } from './members.ts';
import { assertAssignableRole, normaliseRoleKey } from './roles.ts';
import { mailTeamChange, wantsNotification } from './notify.ts';

/** The account's requests: every read goes through this, so none forgets the account. */
function select(db: Db, accountId: string) {
  return db
    .selectFrom('access_requests')
    .innerJoin('customers', 'customers.id', 'access_requests.customer_id')
    .select([
      'access_requests.id',
      'access_requests.kind',
      'access_requests.customer_id',
      'access_requests.permission',
      'access_requests.path',
      'access_requests.message',
      'access_requests.state',
      'access_requests.role',
      'access_requests.created_at',
      'access_requests.decided_at',
      'customers.name',
      'customers.email',
      'customers.language',
    ])
    .where('access_requests.account_id', '=', accountId);
}
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toContract(r: Row): AccessRequest {
  return {
    id: r.id,
    kind: r.kind === 'join' ? 'join' : 'access',
    customer_id: r.customer_id,
    name: r.name,
    email: r.email,
    permission: (r.permission as Permission | null) ?? null,
    path: r.path,
    message: r.message,
    state: r.state === 'approved' ? 'approved' : r.state === 'declined' ? 'declined' : 'pending',
    role: r.role,
    created_at: r.created_at,
    decided_at: r.decided_at,
  };
}

export async function listAccessRequests(db: Db, accountId: string): Promise<AccessRequest[]> {
  const rows = await select(db, accountId).orderBy('access_requests.id', 'desc').limit(200).execute();
  return rows.map(toContract);
}

async function readRequest(db: Db, accountId: string, id: string) {
  const row = await select(db, accountId).where('access_requests.id', '=', id.slice(0, 64)).executeTakeFirst();
  if (!row) throw notFound('Request not found');
  return row;
}

/** One open request per person and account: asking again updates it. */
async function upsertPending(
  db: Db,
  values: {
    accountId: string;
    customerId: string;
    kind: 'join' | 'access';
    permission: string | null;
    path: string | null;
    message: string | null;
  },
): Promise<{ id: string; created: boolean }> {
  const open = await db
    .selectFrom('access_requests')
    .select('id')
    .where('account_id', '=', values.accountId)
    .where('customer_id', '=', values.customerId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (open) {
    await db
      .updateTable('access_requests')
      .set({ kind: values.kind, permission: values.permission, path: values.path, message: values.message })
      .where('id', '=', open.id)
      .where('account_id', '=', values.accountId)
      .execute();
    return { id: open.id, created: false };
  }
  const id = newId();
  await db
    .insertInto('access_requests')
    .values({
      id,
      account_id: values.accountId,
      customer_id: values.customerId,
      kind: values.kind,
      permission: values.permission,
      path: values.path,
      message: values.message,
      state: 'pending',
      role: null,
      decided_by: null,
      created_at: isoNow(),
      decided_at: null,
    })
    .execute();
  return { id, created: true };
}

/** A member asks for more access; `created` is false when their open request was only updated. */
export async function requestAccess(
  db: Db,
  accountId: string,
  customerId: string,
  input: CreateAccessRequest,
): Promise<{ request: AccessRequest; created: boolean }> {
  const { id, created } = await upsertPending(db, {
    accountId,
    customerId,
    kind: 'access',
    permission: input.permission ?? null,
    path: input.path?.trim() || null,
    message: input.message?.trim() || null,
  });
  return { request: toContract(await readRequest(db, accountId, id)), created };
}

/** Answers the same whether or not the account exists or the customer is already a member. */
export async function requestToJoin(db: Db, accountId: string, customerId: string, message: string | null): Promise<boolean> {
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!account) return false;
  const member = await db
    .selectFrom('memberships')
    .select('id')
    .where('account_id', '=', accountId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (member) return false;
  return (await upsertPending(db, { accountId, customerId, kind: 'join', permission: null, path: null, message })).created;
}

export async function decideAccessRequest(
  app: FastifyInstance,
  actor: { accountId: string; accountName: string; planId: string | null; customerId: string; role: string },
  id: string,
  decision: { approve: true; role: string } | { approve: false },
): Promise<AccessRequest> {
  const { db } = app;
  const request = await readRequest(db, actor.accountId, id);
  if (request.state !== 'pending') return toContract(request);
  const now = isoNow();
  let roleName = '';
  let joined = false;
  if (decision.approve) {
    const role = await assertAssignableRole(db, actor.accountId, decision.role);
    if (role.id === 'owner' && actor.role !== 'owner')
      throw appError(ErrorCode.FORBIDDEN, 'Only an owner can make someone an owner.');
    roleName = role.name;
    const existing = await db
      .selectFrom('memberships')
      .select(['id', 'role'])
      .where('account_id', '=', actor.accountId)
      .where('customer_id', '=', request.customer_id)
      .executeTakeFirst();
    if (!existing) await assertSeatAvailable(db, actor.accountId, actor.planId);
    joined = !existing;
    await db.transaction().execute(async (trx) => {
      if (existing) {
        // Approving never demotes an owner by accident.
        if (normaliseRoleKey(existing.role) !== 'owner') {
          await trx
            .updateTable('memberships')
            .set({ role: role.id, permissions: json.encode(role.permissions) })
            .where('id', '=', existing.id)
            .where('account_id', '=', actor.accountId)
            .execute();
        }
      } else {
        try {
          await trx
            .insertInto('memberships')
            .values({
              id: newId(),
              account_id: actor.accountId,
              customer_id: request.customer_id,
              role: role.id,
              permissions: json.encode(role.permissions),
              created_at: now,
              workspace_ids: null,
            })
            .execute();
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      await trx
        .updateTable('access_requests')
        .set({ state: 'approved', role: role.id, decided_by: actor.customerId, decided_at: now })
        .where('id', '=', request.id)
        .where('account_id', '=', actor.accountId)
        .execute();
    });
  } else {
    await db
      .updateTable('access_requests')
      .set({ state: 'declined', decided_by: actor.customerId, decided_at: now })
      .where('id', '=', request.id)
      .where('account_id', '=', actor.accountId)
      .execute();
  }
  const language = request.language === 'ar' ? 'ar' : 'en';
  // Told by email unless they turned team mails off (notifications settings); the app shows it either way.
  if (await wantsNotification(db, request.customer_id, 'team'))
    app.mail.send(
      request.email,
      renderMail(decision.approve ? 'access_approved' : 'access_declined', language, request.name, {
        link: app.config.appUrl,
        account: actor.accountName,
        role: roleName,
      }),
    );
  if (joined) mailTeamChange(app, actor.accountId, 'joined', request.customer_id);
  return toContract(await readRequest(db, actor.accountId, request.id));
}
