/**
 * The users screen (decision 061): members with their role, state and last activity, invitations
 * not accepted yet, role changes, removal and leaving. Spec §4 states are derived, not stored:
 * invitation open → pending, expired/declined → failed; member with an unverified address →
 * not_verified, signed in within 30 days → active, otherwise verified.
 */
import {
  ErrorCode,
  TEAM_MESSAGES,
  type InviteMemberRequest,
  type Member,
  type MemberState,
  type UpdateMemberRequest,
} from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { json } from '../../db/codec.ts';
import { appError, notFound, validationFailed } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { DAY, isoIn, isoNow } from '../../lib/time.ts';
import type { Tenant } from '../../types.ts';
import { assertEditable, assertWithinLimit, readOnlyRule } from '../billing/entitlements.ts';
import { normaliseEmail } from '../customer/queries.ts';
import { renderMail } from '../mail/templates.ts';
import { INVITATION_TTL } from './invitations.ts';
import { assertAssignableRole, normaliseRoleKey, roleDirectory } from './roles.ts';
import { wantsNotification } from './notify.ts';

const ACTIVE_WINDOW = 30 * DAY;
/** Failed invitations stay on the list this long, so the inviter sees what happened. */
const FAILED_VISIBLE = 30 * DAY;

export interface Actor {
  customerId: string;
  accountId: string;
  /** The actor's role key (owner may grant and take away owner). */
  role: string;
  /** The account's plan: members over its user limit are read-only (decision 075). */
  planId?: string | null;
}

function decodeWorkspaceIds(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  const list = json.decode<unknown>(value, null);
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : null;
}

async function workspaceIdsOf(db: Db, accountId: string, ids: readonly string[] | null | undefined): Promise<string | null> {
  if (ids === null || ids === undefined) return null;
  const unique = [...new Set(ids)];
  if (unique.length === 0) {
    throw validationFailed([{ field: 'workspace_ids', code: 'required', message: 'Choose at least one workspace' }]);
  }
  const rows = await db
    .selectFrom('workspaces')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) {
    throw validationFailed([{ field: 'workspace_ids', code: 'invalid', message: 'Choose workspaces of this organisation' }]);
  }
  return json.encode(unique.toSorted());
}

export async function listMembers(db: Db, accountId: string, viewerId: string, planId: string | null = null): Promise<Member[]> {
  const readOnly = planId === null ? null : await readOnlyRule(db, { id: accountId, plan_id: planId }, 'users');
  const roles = await roleDirectory(db, accountId);
  const roleOf = (key: string) => roles.get(normaliseRoleKey(key)) ?? { id: key, name: key, permissions: [] };
  const members = await db
    .selectFrom('memberships')
    .innerJoin('customers', 'customers.id', 'memberships.customer_id')
    .select([
      'memberships.id',
      'memberships.role',
      'memberships.workspace_ids',
      'memberships.created_at',
      'customers.id as customer_id',
      'customers.name',
      'customers.email',
      'customers.phone',
      'customers.email_verified_at',
    ])
    .where('memberships.account_id', '=', accountId)
    .orderBy('memberships.created_at')
    .orderBy('memberships.id')
    .execute();
  const ids = members.map((m) => m.customer_id);
  const activity = ids.length
    ? await db
        .selectFrom('sessions')
        .select(['customer_id', (eb) => eb.fn.max('last_used_at').as('last')])
        .where('customer_id', 'in', ids)
        .groupBy('customer_id')
        .execute()
    : [];
  const lastUse = new Map(activity.map((a) => [a.customer_id, a.last as string | null]));
  const activeSince = isoIn(-ACTIVE_WINDOW);
  const rows: Member[] = members.map((m) => {
    const last = lastUse.get(m.customer_id) ?? null;
    const state: MemberState = !m.email_verified_at ? 'not_verified' : last && last > activeSince ? 'active' : 'verified';
    const role = roleOf(m.role);
    return {
      id: m.id,
      kind: 'member',
      customer_id: m.customer_id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      role: role.id,
      role_name: role.name,
      permissions: role.permissions,
      state,
      workspace_ids: decodeWorkspaceIds(m.workspace_ids),
      last_active_at: last,
      created_at: m.created_at,
      is_you: m.customer_id === viewerId,
      ...(readOnly?.isReadOnly(m) ? { read_only: true } : {}),
    };
  });
  const now = isoNow();
  const invitations = await db
    .selectFrom('invitations')
    .leftJoin('customers', 'customers.email', 'invitations.email')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.role',
      'invitations.workspace_ids',
      'invitations.created_at',
      'invitations.expires_at',
      'invitations.declined_at',
      'customers.name',
      'customers.phone',
    ])
    .where('invitations.account_id', '=', accountId)
    .where('invitations.accepted_at', 'is', null)
    .where('invitations.created_at', '>', isoIn(-FAILED_VISIBLE - INVITATION_TTL))
    .orderBy('invitations.created_at')
    .execute();
  for (const i of invitations) {
    const failed = i.declined_at !== null || i.expires_at <= now;
    const role = roleOf(i.role);
    rows.push({
      id: i.id,
      kind: 'invitation',
      customer_id: null,
      name: i.name ?? i.email,
      email: i.email,
      phone: i.phone ?? null,
      role: role.id,
      role_name: role.name,
      permissions: role.permissions,
      state: failed ? 'failed' : 'pending',
      workspace_ids: decodeWorkspaceIds(i.workspace_ids),
      last_active_at: null,
      created_at: i.created_at,
      is_you: false,
    });
  }
  return rows;
}

async function readMember(db: Db, accountId: string, id: string, viewerId: string, planId?: string | null): Promise<Member> {
  const member = (await listMembers(db, accountId, viewerId, planId)).find((m) => m.id === id);
  if (!member) throw notFound('Member not found');
  return member;
}

async function ownerCount(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const lastOwner = () => appError(ErrorCode.LAST_OWNER, TEAM_MESSAGES.lastOwner);

/**
 * Serialises changes to one organisation's owners: the first write of the transaction takes the
 * account row's lock (PostgreSQL holds it until commit; SQLite's write transactions are serial
 * anyway), so two owners stepping down or leaving at once cannot each count the other as the
 * remaining owner.
 */
async function lockAccount(trx: Db, accountId: string): Promise<void> {
  await trx
    .updateTable('accounts')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', accountId)
    .execute();
}
const ownersOnly = () => appError(ErrorCode.FORBIDDEN, 'Only an owner can make someone an owner or change an owner’s role.');

function membership(db: Db, accountId: string, id: string) {
  return db
    .selectFrom('memberships')
    .select(['id', 'customer_id', 'role', 'created_at'])
    .where('account_id', '=', accountId)
    .where('id', '=', id.slice(0, 64))
    .executeTakeFirst();
}

export async function updateMember(db: Db, actor: Actor, id: string, input: UpdateMemberRequest): Promise<Member> {
  const current = await membership(db, actor.accountId, id);
  if (!current) throw notFound('Member not found');
  if (actor.planId !== undefined) {
    await assertEditable(db, { id: actor.accountId, plan_id: actor.planId }, 'users', current);
  }
  const role = await assertAssignableRole(db, actor.accountId, input.role);
  const touchesOwner = role.id === 'owner' || normaliseRoleKey(current.role) === 'owner';
  if (touchesOwner && actor.role !== 'owner' && role.id !== normaliseRoleKey(current.role)) throw ownersOnly();
  const set: { role: string; permissions: string; workspace_ids?: string | null } = {
    role: role.id,
    permissions: json.encode(role.permissions),
  };
  if (input.workspace_ids !== undefined) set.workspace_ids = await workspaceIdsOf(db, actor.accountId, input.workspace_ids);
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, actor.accountId);
    await trx
      .updateTable('memberships')
      .set(set)
      .where('id', '=', current.id)
      .where('account_id', '=', actor.accountId)
      .execute();
    // Counted after the write, inside the transaction: the last owner cannot demote themselves.
    if (normaliseRoleKey(current.role) === 'owner' && role.id !== 'owner' && (await ownerCount(trx, actor.accountId)) === 0) {
      throw lastOwner();
    }
  });
  return readMember(db, actor.accountId, current.id, actor.customerId, actor.planId);
}

/**
 * Removing a member ends their access to this organisation at once: the guard reads the
 * membership on every request, so their next call with this Account-Id answers 404.
 */
/** Answers the removed member's customer id, or null when an invitation was withdrawn. */
export async function removeMember(db: Db, actor: Actor, id: string): Promise<string | null> {
  const current = await membership(db, actor.accountId, id);
  if (!current) {
    // An invitation row of the users screen: withdrawing it.
    const invitation = await db
      .deleteFrom('invitations')
      .where('account_id', '=', actor.accountId)
      .where('id', '=', id.slice(0, 64))
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    if (invitation.numDeletedRows === 0n) throw notFound('Member not found');
    return null;
  }
  if (normaliseRoleKey(current.role) === 'owner' && actor.role !== 'owner') throw ownersOnly();
  await leaveOrRemove(db, actor.accountId, current.id, normaliseRoleKey(current.role));
  return current.customer_id;
}

async function leaveOrRemove(db: Db, accountId: string, membershipId: string, role: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, accountId);
    await trx.deleteFrom('memberships').where('id', '=', membershipId).where('account_id', '=', accountId).execute();
    if (role === 'owner' && (await ownerCount(trx, accountId)) === 0) throw lastOwner();
  });
}

export async function leaveAccount(db: Db, accountId: string, customerId: string): Promise<void> {
  const row = await db
    .selectFrom('memberships')
    .select(['id', 'role'])
    .where('account_id', '=', accountId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) throw notFound('Account not found');
  await leaveOrRemove(db, accountId, row.id, normaliseRoleKey(row.role));
}

async function openInvitations(db: Db, accountId: string): Promise<number> {
  const open = await db
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('accepted_at', 'is', null)
    .where('declined_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .executeTakeFirstOrThrow();
  return Number(open.n);
}

/**
 * Members and open invitations both take a seat of the plan's user limit (decision 061): the
 * entitlements check counts members, so the open invitations are added to what is being added.
 */
export async function assertSeatAvailable(db: Db, accountId: string, planId: string | null): Promise<void> {
  const tenant: Tenant = {
    account: { id: accountId, name: '', plan_id: planId, created_at: '' },
    role: '',
    permissions: new Set(),
    workspaceIds: null,
  };
  await assertWithinLimit(db, tenant, 'users', 1 + (await openInvitations(db, accountId)));
}

/** Spec §6: only customers who already have an account can be invited. */
export async function inviteMember(
  app: FastifyInstance,
  actor: Actor & { accountName: string; planId: string | null },
  input: InviteMemberRequest,
): Promise<Member> {
  const { db } = app;
  const email = normaliseEmail(input.email);
  const invitee = await db
    .selectFrom('customers')
    .select(['id', 'name', 'language'])
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!invitee) {
    throw appError(ErrorCode.INVITEE_NOT_FOUND, TEAM_MESSAGES.inviteeNotFound, [
      { field: 'email', code: 'not_found', message: TEAM_MESSAGES.inviteeNotFound },
    ]);
  }
  const already = await db
    .selectFrom('memberships')
    .select('id')
    .where('account_id', '=', actor.accountId)
    .where('customer_id', '=', invitee.id)
    .executeTakeFirst();
  if (already) {
    throw appError(ErrorCode.ALREADY_MEMBER, TEAM_MESSAGES.alreadyMember, [
      { field: 'email', code: 'taken', message: TEAM_MESSAGES.alreadyMember },
    ]);
  }
  const role = await assertAssignableRole(db, actor.accountId, input.role);
  if (role.id === 'owner' && actor.role !== 'owner') throw ownersOnly();
  const workspaceIds = await workspaceIdsOf(db, actor.accountId, input.workspace_ids);
  // An open invitation to the same address is replaced (new role, new expiry), not duplicated.
  await db
    .deleteFrom('invitations')
    .where('account_id', '=', actor.accountId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .execute();
  await assertSeatAvailable(db, actor.accountId, actor.planId);
  const id = newId();
  await db
    .insertInto('invitations')
    .values({
      id,
      account_id: actor.accountId,
      email,
      role: role.id,
      permissions: json.encode(role.permissions),
      invited_by: actor.customerId,
      created_at: isoNow(),
      expires_at: isoIn(INVITATION_TTL),
      accepted_at: null,
      declined_at: null,
      workspace_ids: workspaceIds,
    })
    .execute();
  const language = invitee.language === 'ar' ? 'ar' : 'en';
  // Mailed unless the invitee turned team mails off (notifications settings); the app shows it either way.
  if (await wantsNotification(db, invitee.id, 'team'))
    app.mail.send(
      email,
      renderMail('team_invitation', language, invitee.name, {
        link: `${app.config.appUrl}/onboard/invitation`,
        account: actor.accountName,
        role: role.name,
      }),
    );
  return readMember(db, actor.accountId, id, actor.customerId);
}
