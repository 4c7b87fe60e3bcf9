/**
 * Business cards: create (rules shared with the form, a company of the account, the plan's card
 * limit, a unique public slug, and the two counter links), read, update, photo, delete. Every
 * change drops the card's public page from the page cache.
 */
import {
  CARD_MESSAGES,
  checkCardInput,
  DEFAULT_DESIGN,
  LINK_MESSAGES,
  renderQrSvg,
  type Card,
  type CardLanguage,
  type CardTheme,
  type CardValues,
  type LabelledValue,
} from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { json } from '../../db/codec.ts';
import type { Db } from '../../db/schema.ts';
import { isUniqueViolation, notFound, validationFailed } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pooledRandomBytes } from '../../lib/random-pool.ts';
import { isoNow } from '../../lib/time.ts';
import type { Tenant } from '../../types.ts';
import { assertItemVisible, mayUseWorkspace, writableWorkspace } from '../workspaces/access.ts';
import { assertCardsWithinLimit } from './limits.ts';
import { assertEditable, markReadOnly, readOnlyRule, type PlanAccount } from '../billing/entitlements.ts';
import { imageOrFieldError } from '../../lib/images/upload.ts';
import { deleteCard, findCard, findCompany, insertCard, listCards, updateCard, type CardListRow } from './queries.ts';

const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const SLUG_ATTEMPTS = 5;

export function newSlug(): string {
  let out = '';
  for (const byte of pooledRandomBytes(8)) out += SLUG_ALPHABET[byte & 31];
  return out;
}

/**
 * Absolute URLs of a card's public addresses on the default short domain; the QR code the app
 * shows comes from the app's own origin (its CSP allows images from there only).
 */
export function cardUrls(app: FastifyInstance, slug: string, id?: string) {
  const base = `${app.config.links.shortScheme}://${app.config.links.shortDomain}/c/${slug}`;
  const qr = id ? `${app.config.appUrl}/api/cards/${id}/qr.svg` : `${base}/qr.svg`;
  return { public_url: base, vcard_url: `${base}.vcf`, qr_url: qr };
}

/** The card's QR code (SVG) encoding its public URL, marked as the QR channel. */
export async function cardQrSvg(app: FastifyInstance, id: string): Promise<string | null> {
  if (id.length > 64) return null;
  // tenancy: public (the code encodes the public card URL), by the card's id alone.
  const row = await app.db.selectFrom('cards').select('slug').where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return renderQrSvg(`${cardUrls(app, row.slug).public_url}?qr=1`, DEFAULT_DESIGN);
}

export function toCard(app: FastifyInstance, row: CardListRow): Card {
  return {
    id: row.id,
    workspace_id: row.workspace_id ?? '',
    slug: row.slug,
    language: row.language as CardLanguage,
    theme: (row.theme as CardTheme | null) ?? null,
    prefix: row.prefix,
    first_name: row.first_name,
    last_name: row.last_name,
    suffix: row.suffix,
    pronouns: row.pronouns,
    company_id: row.company_id,
    company_name: row.company_name,
    department: row.department,
    job_title: row.job_title,
    websites: json.decode<LabelledValue[]>(row.websites, []),
    emails: json.decode<LabelledValue[]>(row.emails, []),
    phones: json.decode<LabelledValue[]>(row.phones, []),
    mobile: row.mobile,
    slogan: row.slogan,
    photo_url: row.photo_hash ? `${app.config.appUrl}/api/cards/${row.id}/photo?v=${row.photo_hash}` : null,
    ...cardUrls(app, row.slug, row.id),
    views: Number(row.views),
    saves: Number(row.saves),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

async function checkedValues(app: FastifyInstance, tenant: Tenant, body: Record<string, unknown>): Promise<CardValues> {
  const outcome = checkCardInput(body);
  const problems = outcome.ok ? [] : [...outcome.problems];
  const companyId = typeof body.company_id === 'string' ? body.company_id.trim() : '';
  // A company in a workspace the member may not use is as unknown to them as another account's.
  const company = companyId === '' ? undefined : await findCompany(app.db, tenant.account.id, companyId);
  const usable = company !== undefined && (company.workspace_id === null || mayUseWorkspace(tenant, company.workspace_id));
  if (companyId !== '' && !problems.some((p) => p.field === 'company_id') && !usable) {
    problems.push({ field: 'company_id', code: 'invalid_company', message: CARD_MESSAGES.companyRequired });
  }
  if (!outcome.ok || problems.length > 0) throw validationFailed(problems);
  return outcome.values;
}

function columns(values: CardValues) {
  return {
    ...values,
    websites: json.encode(values.websites),
    emails: json.encode(values.emails),
    phones: json.encode(values.phones),
  };
}

/** A card of the account in a workspace the member may use (else 404, like another account's). */
export async function requireCard(app: FastifyInstance, tenant: Tenant, id: string): Promise<CardListRow> {
  const row = await findCard(app.db, tenant.account.id, id);
  if (!row) throw notFound('Card not found');
  if (row.workspace_id !== null) assertItemVisible(tenant, row.workspace_id, 'Card not found');
  return row;
}

/** `workspaceIds`: the workspaces to show (listScope); null: every workspace. `account` (the
 * tenant's) marks cards over its plan's limit read-only (decision 075). */
export async function listAccountCards(
  app: FastifyInstance,
  accountId: string,
  workspaceIds: readonly string[] | null,
  account?: PlanAccount,
): Promise<Card[]> {
  const readOnly = account ? await readOnlyRule(app.db, account, 'cards') : null;
  return (await listCards(app.db, accountId, workspaceIds)).map((row) => markReadOnly(readOnly, toCard(app, row)));
}

export async function readCard(app: FastifyInstance, tenant: Tenant, id: string): Promise<Card> {
  const card = toCard(app, await requireCard(app, tenant, id));
  return markReadOnly(await readOnlyRule(app.db, tenant.account, 'cards'), card);
}

/** The workspace named in a card or company body (undefined: not named). */
export function requestedWorkspace(body: Record<string, unknown>): string | undefined {
  const value = body.workspace_id;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    throw validationFailed([{ field: 'workspace_id', code: 'invalid', message: LINK_MESSAGES.workspaceUnknown }]);
  }
  return value;
}

/** The card's two counter links (views, saves) on the default short domain. */
async function insertCounterLinks(
  app: FastifyInstance,
  db: Db,
  accountId: string,
  workspaceId: string,
  customerId: string,
  slug: string,
  now: string,
) {
  const urls = cardUrls(app, slug);
  const ids = { view: newId(), save: newId() };
  const base = {
    account_id: accountId,
    workspace_id: workspaceId,
    domain_id: app.links.defaultDomain.id,
    title: null,
    lock_pass_hash: null,
    schedule_at: null,
    expires_at: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    created_by: customerId,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  // The nips contain "/", which NIP_PATTERN refuses: no short link can take them, and the
  // redirect service never looks them up (it answers /c/… through the card pages).
  await db
    .insertInto('links')
    .values([
      { ...base, id: ids.view, kind: 'card_view', nip: `c/${slug}`, long_url: urls.public_url },
      { ...base, id: ids.save, kind: 'card_save', nip: `c/${slug}.vcf`, long_url: urls.vcard_url },
    ])
    .execute();
  return ids;
}

export async function createCard(
  app: FastifyInstance,
  tenant: Tenant,
  customerId: string,
  body: Record<string, unknown>,
): Promise<Card> {
  const accountId = tenant.account.id;
  const values = await checkedValues(app, tenant, body);
  const workspaceId = await writableWorkspace(app.db, tenant, requestedWorkspace(body));
  const id = newId();
  for (let attempt = 1; ; attempt++) {
    const slug = newSlug();
    const now = isoNow();
    try {
      await app.db.transaction().execute(async (trx) => {
        await assertCardsWithinLimit(app, tenant, trx);
        const links = await insertCounterLinks(app, trx, accountId, workspaceId, customerId, slug, now);
        await insertCard(trx, {
          id,
          account_id: accountId,
          workspace_id: workspaceId,
          slug,
          ...columns(values),
          photo_jpeg: null,
          photo_hash: null,
          view_link_id: links.view,
          save_link_id: links.save,
          created_by: customerId,
          created_at: now,
          updated_at: now,
        });
      });
      break;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
  return readCard(app, tenant, id);
}

export async function editCard(app: FastifyInstance, tenant: Tenant, id: string, body: Record<string, unknown>): Promise<Card> {
  const accountId = tenant.account.id;
  const row = await requireCard(app, tenant, id);
  await assertEditable(app.db, tenant.account, 'cards', row);
  const values = await checkedValues(app, tenant, body);
  const requested = requestedWorkspace(body);
  const workspaceId = requested === undefined ? undefined : await writableWorkspace(app.db, tenant, requested);
  const now = isoNow();
  await app.db.transaction().execute(async (trx) => {
    await updateCard(trx, accountId, id, {
      ...columns(values),
      ...(workspaceId ? { workspace_id: workspaceId } : {}),
      updated_at: now,
    });
    // The counters move with the card, as a QR code's short link moves with the code.
    if (workspaceId && workspaceId !== row.workspace_id) {
      await trx
        .updateTable('links')
        .set({ workspace_id: workspaceId, updated_at: now })
        .where('account_id', '=', accountId)
        .where('id', 'in', [row.view_link_id, row.save_link_id])
        .execute();
    }
  });
  app.cardPages.evict(row.slug);
  return readCard(app, tenant, id);
}

export async function setCardPhoto(app: FastifyInstance, tenant: Tenant, id: string, bytes: Buffer | null): Promise<Card> {
  const accountId = tenant.account.id;
  const row = await requireCard(app, tenant, id);
  await assertEditable(app.db, tenant.account, 'cards', row);
  const image = bytes ? await imageOrFieldError(bytes, 'photo') : null;
  await updateCard(app.db, accountId, id, {
    photo_jpeg: image?.base64 ?? null,
    photo_hash: image?.hash ?? null,
    updated_at: isoNow(),
  });
  app.cardPages.evict(row.slug);
  return readCard(app, tenant, id);
}

/** Deletes the card; its counter links are soft-deleted so their clicks stay for analytics. */
export async function removeCard(app: FastifyInstance, tenant: Tenant, id: string): Promise<void> {
  const accountId = tenant.account.id;
  const row = await requireCard(app, tenant, id);
  const now = isoNow();
  await app.db.transaction().execute(async (trx) => {
    await deleteCard(trx, accountId, id);
    await trx
      .updateTable('links')
      .set({ deleted_at: now, updated_at: now })
      .where('id', 'in', [row.view_link_id, row.save_link_id])
      .where('account_id', '=', accountId)
      .execute();
  });
  app.cardPages.evict(row.slug);
}

export async function cardPhoto(app: FastifyInstance, id: string): Promise<string | null> {
  // tenancy: public (the photo is on the public card page), by the card's id alone.
  const row = await app.db.selectFrom('cards').select('photo_jpeg').where('id', '=', id).executeTakeFirst();
  return row?.photo_jpeg ?? null;
}
