/**
 * Create, update and delete: the rules, the password hash, the generated nip with a retry on the
 * unique index, and cache invalidation (here and, through Redis, on every node).
 */
import { ErrorCode, type CreateLinkRequest, type Link, type UpdateLinkRequest } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { appError, isUniqueViolation, notFound, validationFailed } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/password.ts';
import { isoNow } from '../../lib/time.ts';
import type { Tenant } from '../../types.ts';
import { assertEditable, assertWithinLimit, markReadOnly, planLocked, readOnlyRule } from '../billing/entitlements.ts';
import { GENERATE_ATTEMPTS, generateNip } from './nip.ts';
import { assertItemVisible, writableWorkspace } from '../workspaces/access.ts';
import { findLink, insertLink, softDeleteLink, updateLink, type NewLink } from './queries.ts';
import { checkLink, MESSAGES, type LinkContext, type LinkValues, type RuleOutcome } from './rules.ts';
import { toLink } from './serialize.ts';

export function linkContext(app: FastifyInstance, tenant: Tenant): LinkContext {
  const defaultDomain = app.links.defaultDomain;
  return {
    db: app.db,
    accountId: tenant.account.id,
    planId: tenant.account.plan_id,
    defaultDomain,
    shortHosts: new Set([defaultDomain.name]),
  };
}

function raise(outcome: Exclude<RuleOutcome, { ok: true }>): never {
  if (outcome.kind === 'fields') throw validationFailed(outcome.fields);
  if (outcome.kind === 'reserved') throw appError(ErrorCode.NIP_RESERVED, MESSAGES.nipReserved, outcome.fields);
  throw planLocked(outcome.feature, outcome.field);
}

const nipTaken = () =>
  appError(ErrorCode.NIP_TAKEN, MESSAGES.nipTaken, [{ field: 'nip', code: 'taken', message: MESSAGES.nipTaken }]);

function utmColumns(values: LinkValues) {
  return values.utm;
}

/** A link of the account in a workspace the member may use (else 404, like another account's). */
async function visibleLink(app: FastifyInstance, tenant: Tenant, id: string) {
  const row = await findLink(app.db, tenant.account.id, id);
  if (!row) throw notFound('Link not found');
  assertItemVisible(tenant, row.workspace_id, 'Link not found');
  return row;
}

export async function readLink(app: FastifyInstance, tenant: Tenant, id: string): Promise<Link> {
  const row = await visibleLink(app, tenant, id);
  return markReadOnly(await readOnlyRule(app.db, tenant.account, 'links'), toLink(row, app.config.links.shortScheme));
}

export async function createLink(
  app: FastifyInstance,
  tenant: Tenant,
  customerId: string,
  body: CreateLinkRequest,
): Promise<Link> {
  const outcome = await checkLink(linkContext(app, tenant), body, null);
  if (!outcome.ok) raise(outcome);
  await assertWithinLimit(app.db, tenant, 'links');
  const values = outcome.values;
  const workspaceId = await writableWorkspace(app.db, tenant, body.workspace_id);
  const now = isoNow();
  const id = newId();
  const base: Omit<NewLink, 'nip'> = {
    id,
    account_id: tenant.account.id,
    workspace_id: workspaceId,
    domain_id: values.domain.id,
    long_url: values.long_url,
    title: values.title ?? null,
    lock_pass_hash: values.lock_pass ? await hashPassword(values.lock_pass) : null,
    schedule_at: values.schedule_at ?? null,
    expires_at: values.expires_at ?? null,
    utm_source: values.utm.utm_source ?? null,
    utm_medium: values.utm.utm_medium ?? null,
    utm_campaign: values.utm.utm_campaign ?? null,
    utm_term: values.utm.utm_term ?? null,
    utm_content: values.utm.utm_content ?? null,
    created_by: customerId,
    created_at: now,
    updated_at: now,
  };
  const custom = values.nip ?? null;
  let nip = custom ?? generateNip();
  for (let attempt = 1; ; attempt++) {
    try {
      await insertLink(app.db, { ...base, nip });
      break;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (custom !== null) throw nipTaken();
      if (attempt >= GENERATE_ATTEMPTS) throw error;
      nip = generateNip();
    }
  }
  // A visit before creation may have left a "no such link" entry on some node.
  await app.links.invalidate([{ domain: values.domain.name, nip }]);
  return readLink(app, tenant, id);
}

export async function changeLink(app: FastifyInstance, tenant: Tenant, id: string, body: UpdateLinkRequest): Promise<Link> {
  const accountId = tenant.account.id;
  const current = await visibleLink(app, tenant, id);
  await assertEditable(app.db, tenant.account, 'links', current);
  const outcome = await checkLink(linkContext(app, tenant), body, current);
  if (!outcome.ok) raise(outcome);
  const values = outcome.values;
  const changes: Partial<NewLink> = {
    long_url: values.long_url,
    domain_id: values.domain.id,
    updated_at: isoNow(),
    ...utmColumns(values),
  };
  if (body.domain === undefined) changes.domain_id = current.domain_id;
  if (values.title !== undefined) changes.title = values.title;
  if (values.nip) changes.nip = values.nip;
  if (values.schedule_at !== undefined) changes.schedule_at = values.schedule_at;
  if (values.expires_at !== undefined) changes.expires_at = values.expires_at;
  if (values.lock_pass !== undefined)
    changes.lock_pass_hash = values.lock_pass === null ? null : await hashPassword(values.lock_pass);
  if (body.workspace_id !== undefined) changes.workspace_id = await writableWorkspace(app.db, tenant, body.workspace_id);
  try {
    await updateLink(app.db, accountId, id, changes);
  } catch (error) {
    if (isUniqueViolation(error)) throw nipTaken();
    throw error;
  }
  const updated = await readLink(app, tenant, id);
  // Old and new address: the old one must stop answering, the new one may be negatively cached.
  await app.links.invalidate([
    { domain: current.domain_name, nip: current.nip },
    { domain: updated.domain, nip: updated.nip },
  ]);
  return updated;
}

export async function removeLink(app: FastifyInstance, tenant: Tenant, id: string): Promise<void> {
  const current = await visibleLink(app, tenant, id);
  if (!(await softDeleteLink(app.db, tenant.account.id, id, isoNow()))) throw notFound('Link not found');
  await app.links.invalidate([{ domain: current.domain_name, nip: current.nip }]);
}
