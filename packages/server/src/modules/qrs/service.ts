/**
 * QR codes: the rules (Wi-Fi fields, design scannability, uploads by content), the link row a
 * dynamic code owns, the row → contract mapping, and cache invalidation of the short link.
 */
import {
  CARD_MESSAGES,
  DEFAULT_DESIGN,
  ErrorCode,
  QR_FILE_LIMITS,
  QR_MESSAGES,
  QR_SCAN_DAYS,
  checkDesign,
  checkWifi,
  qrLayout,
  qrShortUrl,
  sniffQrFile,
  wifiPayload,
  type CreateCardQrRequest,
  type CreateUrlQrRequest,
  type CreateWifiQrRequest,
  type FieldError,
  type Qr,
  type QrDesign,
  type QrScans,
  type QrType,
  type UpdateQrRequest,
  type WifiNetwork,
} from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { json } from '../../db/codec.ts';
import { appError, isUniqueViolation, notFound, validationFailed } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';
import type { Tenant } from '../../types.ts';
import {
  assertEditable,
  assertWithinLimit,
  keepOldest,
  markReadOnly,
  readOnlyRule,
  registerKeepRule,
  registerUsageCounter,
} from '../billing/entitlements.ts';
import { GENERATE_ATTEMPTS, generateNip } from '../links/nip.ts';
import { insertLink, softDeleteLink, updateLink } from '../links/queries.ts';
import { assertItemVisible, mayUseWorkspace, writableWorkspace } from '../workspaces/access.ts';
import { checkLink, MESSAGES as LINK_MESSAGES, type RuleOutcome } from '../links/rules.ts';
import { linkContext } from '../links/service.ts';
import type { QrFileCache } from './landing.ts';
import {
  countQrs,
  nthOldestQr,
  deleteFiles,
  findQr,
  insertFile,
  insertQr,
  scanDays,
  softDeleteQr,
  updateQr,
  type QrRow,
} from './queries.ts';

// The plan's QR code limit counts the account's live codes of every type.
registerUsageCounter('qrs', countQrs);
registerKeepRule('qrs', keepOldest(nthOldestQr));

/** The landing page of an uploaded file, on the code's short domain. */
export const LANDING_PREFIX = '/_qr/';

export interface UploadedFile {
  name: string;
  data: Buffer;
}

export function landingUrl(scheme: string, domain: string, token: string): string {
  return `${scheme}://${domain}${LANDING_PREFIX}${token}`;
}

function storedWifi(row: QrRow): WifiNetwork | null {
  return row.wifi === null ? null : json.decode<WifiNetwork | null>(row.wifi, null);
}

/** The public card page a card code encodes (decision 091: `/c/<slug>` on the default short domain). */
function cardPageUrl(links: LinksUrls, slug: string): string {
  return `${links.shortScheme}://${links.shortDomain}/c/${slug}`;
}

export interface LinksUrls {
  shortScheme: string;
  shortDomain: string;
}

export function toQr(row: QrRow, links: LinksUrls): Qr {
  const scheme = links.shortScheme;
  const wifi = storedWifi(row);
  const cardUrl = row.type === 'card' && row.card_slug ? cardPageUrl(links, row.card_slug) : null;
  const shortUrl = cardUrl ?? (row.nip && row.domain_name ? `${scheme}://${row.domain_name}/${row.nip}` : null);
  const payload = wifi
    ? wifiPayload(wifi)
    : cardUrl
      ? `${cardUrl}?qr=1`
      : row.nip && row.domain_name
        ? qrShortUrl(scheme, row.domain_name, row.nip)
        : '';
  const file =
    row.file_token && row.file_name && row.domain_name
      ? {
          name: row.file_name,
          mime: row.file_mime ?? 'application/octet-stream',
          size: Number(row.file_size ?? 0),
          page_url: landingUrl(scheme, row.domain_name, row.file_token),
        }
      : null;
  return {
    id: row.id,
    type: row.type as QrType,
    name: row.name,
    workspace_id: row.workspace_id,
    payload,
    short_url: shortUrl,
    long_url: cardUrl ?? row.long_url,
    link_id: row.link_id,
    ...(row.type === 'card' ? { card_id: row.card_slug ? (row.card_id ?? null) : null } : {}),
    wifi,
    file,
    design: { ...DEFAULT_DESIGN, ...json.decode<Partial<QrDesign>>(row.design, {}) },
    scans: row.link_id || row.type === 'card' ? Number(row.scans ?? 0) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Fills defaults and refuses a design that would not scan for this payload (field `design.<name>`). */
export function acceptDesign(design: Partial<QrDesign> | undefined, payload: string): QrDesign {
  const full: QrDesign = { ...DEFAULT_DESIGN, ...design };
  let size = 25;
  try {
    size = qrLayout(payload, full).symbol.size;
  } catch {
    throw validationFailed([{ field: 'payload', code: 'too_long', message: 'The content is too long for a QR code.' }]);
  }
  const problems = checkDesign(full, size);
  if (problems.length > 0) {
    throw validationFailed(
      problems.map((p) => ({ field: `design.${p.field}`, code: p.code, message: p.message })),
      problems[0]!.message,
    );
  }
  return full;
}

function acceptWifi(network: WifiNetwork): WifiNetwork {
  const clean = { ...network, password: network.security === 'none' ? '' : network.password };
  const problems = checkWifi(clean);
  if (problems.length > 0) throw validationFailed(problems.map((p) => ({ field: p.field, code: p.code, message: p.message })));
  return clean;
}

/** Judged by the bytes, never the name or the declared type. */
export function acceptFile(type: 'pdf' | 'image', file: UploadedFile | null): { mime: string } {
  if (!file || file.data.length === 0) {
    throw validationFailed([{ field: 'file', code: 'required', message: QR_MESSAGES.fileRequired }]);
  }
  const mime = sniffQrFile(file.data.subarray(0, 16));
  const fits = type === 'pdf' ? mime === 'application/pdf' : mime !== null && mime !== 'application/pdf';
  if (!fits) {
    throw appError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, type === 'pdf' ? QR_MESSAGES.pdfType : QR_MESSAGES.imageType, [
      { field: 'file', code: 'wrong_type', message: type === 'pdf' ? QR_MESSAGES.pdfType : QR_MESSAGES.imageType },
    ]);
  }
  if (file.data.length > QR_FILE_LIMITS[type]) throw fileTooLarge(type);
  return { mime: mime! };
}

export function fileTooLarge(type: 'pdf' | 'image') {
  const message = type === 'pdf' ? QR_MESSAGES.pdfTooLarge : QR_MESSAGES.imageTooLarge;
  return appError(ErrorCode.PAYLOAD_TOO_LARGE, message, [{ field: 'file', code: 'too_large', message }]);
}

function raise(outcome: Exclude<RuleOutcome, { ok: true }>): never {
  if (outcome.kind === 'fields') throw validationFailed(outcome.fields);
  if (outcome.kind === 'reserved') throw appError(ErrorCode.NIP_RESERVED, LINK_MESSAGES.nipReserved, outcome.fields);
  throw appError(ErrorCode.PLAN_LOCKED, 'Your plan does not include this feature. Upgrade to use it.', {
    feature: outcome.feature,
    field: outcome.field,
  });
}

/** A code of the account in a workspace the member may use (else 404, like another account's). */
async function visibleQr(app: FastifyInstance, tenant: Tenant, id: string): Promise<QrRow> {
  const row = await findQr(app.db, tenant.account.id, id);
  if (!row) throw notFound(QR_MESSAGES.notFound);
  assertItemVisible(tenant, row.workspace_id, QR_MESSAGES.notFound);
  return row;
}

/** The destination rules of links (http(s) URL, no loop to our short domains, usable domain, plan). */
async function checkDestination(app: FastifyInstance, tenant: Tenant, longUrl: string, domain: string | undefined) {
  const outcome = await checkLink(linkContext(app, tenant), { long_url: longUrl, ...(domain ? { domain } : {}) }, null);
  if (!outcome.ok) raise(outcome);
  return outcome.values;
}

const PLACEHOLDER_NIP = 'x'.repeat(7);

/** Inserts the short link a dynamic code encodes; retries a generated nip on the unique index. */
async function insertQrLink(
  app: FastifyInstance,
  tenant: Tenant,
  customerId: string,
  workspaceId: string,
  domainId: string,
  longUrl: string,
  title: string,
): Promise<{ id: string; nip: string }> {
  const id = newId();
  const now = isoNow();
  for (let attempt = 1; ; attempt++) {
    const nip = generateNip();
    try {
      await insertLink(app.db, {
        id,
        account_id: tenant.account.id,
        workspace_id: workspaceId,
        domain_id: domainId,
        nip,
        long_url: longUrl,
        title,
        lock_pass_hash: null,
        schedule_at: null,
        expires_at: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
        kind: 'qr',
        created_by: customerId,
        created_at: now,
        updated_at: now,
      });
      return { id, nip };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= GENERATE_ATTEMPTS) throw error;
    }
  }
}

export async function readQr(app: FastifyInstance, tenant: Tenant, id: string): Promise<Qr> {
  const row = await visibleQr(app, tenant, id);
  return markReadOnly(await readOnlyRule(app.db, tenant.account, 'qrs'), toQr(row, app.config.links));
}

/**
 * The card a card code encodes: a card of the account in a workspace the member may use, else
 * "A QR card is required" on `card_id` (another account's card id is the same error, never a 404).
 */
async function acceptCard(app: FastifyInstance, tenant: Tenant, raw: unknown): Promise<{ id: string; slug: string }> {
  const id = typeof raw === 'string' ? raw.trim() : '';
  const card =
    id !== '' && id.length <= 64
      ? await app.db
          .selectFrom('cards')
          .select(['id', 'slug', 'workspace_id'])
          .where('id', '=', id)
          .where('account_id', '=', tenant.account.id)
          .executeTakeFirst()
      : undefined;
  if (!card || !mayUseWorkspace(tenant, card.workspace_id ?? '')) {
    throw validationFailed([{ field: 'card_id', code: 'required', message: CARD_MESSAGES.qrCardRequired }]);
  }
  return { id: card.id, slug: card.slug };
}

export async function createQr(
  app: FastifyInstance,
  tenant: Tenant,
  customerId: string,
  body: CreateUrlQrRequest | CreateWifiQrRequest | CreateCardQrRequest,
): Promise<Qr> {
  const accountId = tenant.account.id;
  const scheme = app.config.links.shortScheme;
  await assertWithinLimit(app.db, tenant, 'qrs');
  const workspaceId = await writableWorkspace(app.db, tenant, body.workspace_id);
  const id = newId();
  const now = isoNow();
  if (body.type === 'wifi') {
    const wifi = acceptWifi({
      ssid: body.ssid,
      security: body.security,
      password: body.password ?? '',
      hidden: body.hidden ?? false,
    });
    const design = acceptDesign(body.design, wifiPayload(wifi));
    await insertQr(app.db, {
      id,
      account_id: accountId,
      workspace_id: workspaceId,
      type: 'wifi',
      name: body.name.trim(),
      link_id: null,
      wifi: json.encode(wifi),
      design: json.encode(design),
      file_token: null,
      created_by: customerId,
      created_at: now,
      updated_at: now,
    });
    return readQr(app, tenant, id);
  }
  if (body.type === 'card') {
    const card = await acceptCard(app, tenant, body.card_id);
    const design = acceptDesign(body.design, `${cardPageUrl(app.config.links, card.slug)}?qr=1`);
    await insertQr(app.db, {
      id,
      account_id: accountId,
      workspace_id: workspaceId,
      type: 'card',
      name: body.name.trim(),
      link_id: null,
      wifi: null,
      design: json.encode(design),
      file_token: null,
      card_id: card.id,
      created_by: customerId,
      created_at: now,
      updated_at: now,
    });
    return readQr(app, tenant, id);
  }
  const values = await checkDestination(app, tenant, body.long_url, body.domain);
  const design = acceptDesign(body.design, qrShortUrl(scheme, values.domain.name, PLACEHOLDER_NIP));
  const link = await insertQrLink(app, tenant, customerId, workspaceId, values.domain.id, values.long_url, body.name.trim());
  await insertQr(app.db, {
    id,
    account_id: accountId,
    workspace_id: workspaceId,
    type: 'url',
    name: body.name.trim(),
    link_id: link.id,
    wifi: null,
    design: json.encode(design),
    file_token: null,
    created_by: customerId,
    created_at: now,
    updated_at: now,
  });
  await app.links.invalidate([{ domain: values.domain.name, nip: link.nip }]);
  return readQr(app, tenant, id);
}

function newToken(): string {
  return randomBytes(16).toString('base64url');
}

export interface FileQrInput {
  type: 'pdf' | 'image';
  name: string;
  workspace_id?: string | undefined;
  domain?: string | undefined;
  design?: Partial<QrDesign> | undefined;
}

export async function createFileQr(
  app: FastifyInstance,
  tenant: Tenant,
  customerId: string,
  input: FileQrInput,
  file: UploadedFile | null,
): Promise<Qr> {
  const accountId = tenant.account.id;
  const scheme = app.config.links.shortScheme;
  const { mime } = acceptFile(input.type, file);
  await assertWithinLimit(app.db, tenant, 'qrs');
  const workspaceId = await writableWorkspace(app.db, tenant, input.workspace_id);
  // The domain and plan rules of links; the destination is our own landing page, set below.
  const values = await checkDestination(app, tenant, 'https://example.com/', input.domain);
  const design = acceptDesign(input.design, qrShortUrl(scheme, values.domain.name, PLACEHOLDER_NIP));
  const token = newToken();
  const id = newId();
  const now = isoNow();
  const name = input.name.trim();
  const link = await insertQrLink(
    app,
    tenant,
    customerId,
    workspaceId,
    values.domain.id,
    landingUrl(scheme, values.domain.name, token),
    name,
  );
  await insertQr(app.db, {
    id,
    account_id: accountId,
    workspace_id: workspaceId,
    type: input.type,
    name,
    link_id: link.id,
    wifi: null,
    design: json.encode(design),
    file_token: token,
    created_by: customerId,
    created_at: now,
    updated_at: now,
  });
  await insertFile(app.db, {
    token,
    qr_id: id,
    account_id: accountId,
    name: file!.name.slice(0, 200) || (input.type === 'pdf' ? 'document.pdf' : 'image'),
    mime,
    size: file!.data.length,
    data: file!.data,
    created_at: now,
  });
  await app.links.invalidate([{ domain: values.domain.name, nip: link.nip }]);
  return readQr(app, tenant, id);
}

export async function changeQr(app: FastifyInstance, tenant: Tenant, id: string, body: UpdateQrRequest): Promise<Qr> {
  const accountId = tenant.account.id;
  const current = await visibleQr(app, tenant, id);
  await assertEditable(app.db, tenant.account, 'qrs', current);
  const qr = toQr(current, app.config.links);
  const changes: Parameters<typeof updateQr>[3] = { updated_at: isoNow() };
  const fields: FieldError[] = [];
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.workspace_id !== undefined) changes.workspace_id = await writableWorkspace(app.db, tenant, body.workspace_id);
  let payload = qr.payload;
  const wifiTouched =
    body.ssid !== undefined || body.security !== undefined || body.password !== undefined || body.hidden !== undefined;
  if (wifiTouched && qr.type !== 'wifi') fields.push({ field: 'ssid', code: 'type_fixed', message: QR_MESSAGES.typeFixed });
  if (body.long_url !== undefined && qr.type !== 'url')
    fields.push({ field: 'long_url', code: 'type_fixed', message: QR_MESSAGES.typeFixed });
  if (body.card_id !== undefined && qr.type !== 'card')
    fields.push({ field: 'card_id', code: 'type_fixed', message: QR_MESSAGES.typeFixed });
  if (fields.length > 0) throw validationFailed(fields);
  if (body.card_id !== undefined) {
    const card = await acceptCard(app, tenant, body.card_id);
    changes.card_id = card.id;
    payload = `${cardPageUrl(app.config.links, card.slug)}?qr=1`;
  }
  if (wifiTouched && qr.wifi) {
    const wifi = acceptWifi({
      ssid: body.ssid ?? qr.wifi.ssid,
      security: body.security ?? qr.wifi.security,
      password: body.password ?? qr.wifi.password,
      hidden: body.hidden ?? qr.wifi.hidden,
    });
    changes.wifi = json.encode(wifi);
    payload = wifiPayload(wifi);
  }
  // A design is re-checked whenever the payload or the design changes (a longer SSID grows the symbol).
  if (body.design !== undefined || payload !== qr.payload)
    changes.design = json.encode(acceptDesign(body.design ?? qr.design, payload));
  let linkChange: { long_url: string } | null = null;
  if (body.long_url !== undefined && qr.link_id) {
    const values = await checkDestination(app, tenant, body.long_url, current.domain_name ?? undefined);
    linkChange = { long_url: values.long_url };
  }
  await updateQr(app.db, accountId, id, changes);
  if (qr.link_id && (linkChange || changes.name !== undefined || changes.workspace_id !== undefined)) {
    await updateLink(app.db, accountId, qr.link_id, {
      ...linkChange,
      ...(changes.name !== undefined ? { title: changes.name } : {}),
      ...(changes.workspace_id !== undefined ? { workspace_id: changes.workspace_id } : {}),
      updated_at: changes.updated_at!,
    });
    if (linkChange && current.domain_name && current.nip)
      await app.links.invalidate([{ domain: current.domain_name, nip: current.nip }]);
  }
  // The landing page shows the code's name: a rename must not leave other nodes on the old one.
  if (changes.name !== undefined && current.file_token) await app.qrFiles.invalidate([current.file_token]);
  return readQr(app, tenant, id);
}

/** A new upload gets a new token (and landing URL); the old one is evicted on every node. */
export async function replaceFile(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  file: UploadedFile | null,
  files: QrFileCache,
): Promise<Qr> {
  const accountId = tenant.account.id;
  const current = await visibleQr(app, tenant, id);
  await assertEditable(app.db, tenant.account, 'qrs', current);
  if (current.type !== 'pdf' && current.type !== 'image') {
    throw validationFailed([{ field: 'file', code: 'type_fixed', message: QR_MESSAGES.typeFixed }]);
  }
  const { mime } = acceptFile(current.type, file);
  const token = newToken();
  const now = isoNow();
  const scheme = app.config.links.shortScheme;
  await insertFile(app.db, {
    token,
    qr_id: id,
    account_id: accountId,
    name: file!.name.slice(0, 200) || current.file_name || 'file',
    mime,
    size: file!.data.length,
    data: file!.data,
    created_at: now,
  });
  await updateQr(app.db, accountId, id, { file_token: token, updated_at: now });
  if (current.link_id && current.domain_name && current.nip) {
    await updateLink(app.db, accountId, current.link_id, {
      long_url: landingUrl(scheme, current.domain_name, token),
      updated_at: now,
    });
    await app.links.invalidate([{ domain: current.domain_name, nip: current.nip }]);
  }
  await deleteFiles(app.db, accountId, id, token);
  if (current.file_token) await files.invalidate([current.file_token]);
  return readQr(app, tenant, id);
}

export async function removeQr(app: FastifyInstance, tenant: Tenant, id: string, files: QrFileCache): Promise<void> {
  const accountId = tenant.account.id;
  const current = await visibleQr(app, tenant, id);
  const now = isoNow();
  if (!(await softDeleteQr(app.db, accountId, id, now))) throw notFound(QR_MESSAGES.notFound);
  if (current.link_id) await softDeleteLink(app.db, accountId, current.link_id, now);
  await deleteFiles(app.db, accountId, id);
  if (current.file_token) await files.invalidate([current.file_token]);
  if (current.domain_name && current.nip) await app.links.invalidate([{ domain: current.domain_name, nip: current.nip }]);
}

export async function readScans(app: FastifyInstance, tenant: Tenant, id: string, now = new Date()): Promise<QrScans> {
  const qr = await readQr(app, tenant, id);
  const from = new Date(now.getTime() - (QR_SCAN_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  // A card code's scans are the card page's views on the QR channel.
  const linkId = qr.link_id ?? (qr.type === 'card' ? (await visibleQr(app, tenant, id)).card_view_link_id : null);
  const rows = linkId ? await scanDays(app.db, linkId, from) : [];
  const byDay = new Map(rows.map((r) => [r.day, r.count]));
  const days: QrScans['days'] = [];
  for (let i = QR_SCAN_DAYS - 1; i >= 0; i--) {
    const day = new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10);
    days.push({ day, count: byDay.get(day) ?? 0 });
  }
  return { total: qr.scans ?? 0, days };
}
