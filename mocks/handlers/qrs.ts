import { delay } from 'msw';
import { is } from 'superstruct';
import {
  apiPaths,
  apiRoutes,
  CARD_MESSAGES,
  checkDesign,
  checkWifi,
  CreateCardQrRequest,
  CreateFileQrFields,
  CreateUrlQrRequest,
  CreateWifiQrRequest,
  DEFAULT_DESIGN,
  ErrorCode,
  isValidLongUrl,
  QR_FILE_LIMITS,
  QR_MESSAGES,
  QR_SCAN_DAYS,
  qrLayout,
  qrShortUrl,
  QrListQuery,
  renderQrSvg,
  sniffQrFile,
  UpdateQrRequest,
  wifiPayload,
  type FieldError,
  type Qr,
  type QrDesign,
} from '@rabt/contract';
import { accountAcme } from '../fixtures/accounts.ts';
import { cardStore } from './cards.ts';
import { MOCK_SHORT_DOMAIN } from '../fixtures/links.ts';
import { qrsAll, qrScansFull } from '../fixtures/qrs.ts';
import { db } from '../db.ts';
import { mockLimitRefusal, mockMarkReadOnly, mockReadOnlyRefusal, registerMockUsage } from './entitlements.ts';
import { allowed, apiError, apiUrl, authorise, http, HttpResponse, jsonBody, validationFailed } from './http.ts';
import { SLOW_MS, standardScenarios } from './scenarios.ts';
import { newRowWorkspace, workspaceFilter } from './workspace-scope.ts';

/**
 * QR codes, answering like the server: tenant-scoped (another account's code is 404), the same
 * Wi-Fi and design rules (contract checkWifi/checkDesign), uploads judged by their first bytes,
 * downloads drawn by the shared renderer (SVG; PNG/PDF answer the SVG bytes with their type,
 * which is enough for the app's save-as path).
 */

interface StoredQr extends Qr {
  account_id: string;
}

const stores = new WeakMap<object, Map<string, StoredQr>>();

export function qrStore(): Map<string, StoredQr> {
  let store = stores.get(db);
  if (!store) {
    store = new Map(qrsAll.map((q) => [q.id, { ...q, account_id: accountAcme.id }]));
    stores.set(db, store);
  }
  return store;
}

registerMockUsage('qrs', (accountId) => [...qrStore().values()].filter((q) => q.account_id === accountId).length);

const strip = ({ account_id: _account, ...qr }: StoredQr): Qr => qr;
const now = () => new Date().toISOString();
const notFound = () => apiError(ErrorCode.NOT_FOUND, QR_MESSAGES.notFound);
const newId = () => `qr_mock_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const newNip = () => Math.random().toString(36).slice(2, 9).padEnd(7, 'x');

/** The account's codes: what decision 075's read-only split counts. */
const accountQrs = (accountId: string) => [...qrStore().values()].filter((q) => q.account_id === accountId);
/** A code as the API answers it, `read_only` when it is over the plan's limit. */
const out = (accountId: string, row: StoredQr) => mockMarkReadOnly(accountId, 'qrs', accountQrs(accountId), strip(row));
const readOnly = (accountId: string, row: StoredQr) => mockReadOnlyRefusal(accountId, 'qrs', accountQrs(accountId), row.id);

function own(accountId: string, id: string): StoredQr | undefined {
  const row = qrStore().get(id);
  return row && row.account_id === accountId ? row : undefined;
}

function designErrors(design: QrDesign, payload: string): FieldError[] {
  const size = qrLayout(payload, design).symbol.size;
  return checkDesign(design, size).map((p) => ({ field: `design.${p.field}`, code: p.code, message: p.message }));
}

function mockCardOf(accountId: string, id: unknown) {
  const card = typeof id === 'string' ? cardStore().cards.get(id) : undefined;
  return card && card.account_id === accountId ? card : null;
}

const invalid = (details: FieldError[]) =>
  apiError(ErrorCode.VALIDATION_FAILED, details[0]?.message ?? 'Some fields are missing or invalid.', details);

const list = http.get(apiUrl(apiPaths.qrs), ({ request }) => {
  const caller = authorise(request, allowed('qrs:view'));
  if (caller instanceof Response) return caller;
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if (!is(query, QrListQuery)) return validationFailed(QrListQuery, query);
  const inWorkspace = workspaceFilter(request, caller.accountId!);
  if (inWorkspace instanceof Response) return inWorkspace;
  const page = Math.max(1, Number(query.page ?? 1) || 1);
  const perPage = Math.min(100, Math.max(1, Number(query.per_page ?? 20) || 20));
  const q = (query.q ?? '').trim().toLowerCase();
  const rows = [...qrStore().values()]
    .filter((r) => r.account_id === caller.accountId)
    .filter(inWorkspace)
    .filter((r) => !query.type || r.type === query.type)
    .filter((r) => !q || r.name.toLowerCase().includes(q))
    .toSorted((a, b) => b.created_at.localeCompare(a.created_at));
  return HttpResponse.json({
    results: rows.slice((page - 1) * perPage, page * perPage).map((row) => out(caller.accountId!, row)),
    meta: { page, per_page: perPage, total: rows.length },
  });
});

function store(row: StoredQr) {
  qrStore().set(row.id, row);
  return HttpResponse.json({ results: strip(row) }, { status: 201 });
}

const create = http.post(apiUrl(apiPaths.qrs), async ({ request }) => {
  const caller = authorise(request, allowed('qrs:create'));
  if (caller instanceof Response) return caller;
  const overLimit = mockLimitRefusal(caller.accountId!, 'qrs');
  if (overLimit) return overLimit;
  const base = {
    id: newId(),
    account_id: caller.accountId!,
    // The one named in the body (checked below), else the account's default.
    workspace_id: db.accounts.get(caller.accountId!)?.default_workspace_id ?? '',
    created_at: now(),
    updated_at: now(),
  };
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData();
    const fields = { type: form.get('type'), name: form.get('name') };
    if (!is(fields, CreateFileQrFields)) return validationFailed(CreateFileQrFields, fields);
    const workspace = newRowWorkspace(caller.accountId!, form.get('workspace_id') ?? undefined);
    if (workspace instanceof Response) return workspace;
    base.workspace_id = workspace;
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0)
      return invalid([{ field: 'file', code: 'required', message: QR_MESSAGES.fileRequired }]);
    const mime = sniffQrFile(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    const wrong = fields.type === 'pdf' ? mime !== 'application/pdf' : mime === null || mime === 'application/pdf';
    if (wrong)
      return apiError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, fields.type === 'pdf' ? QR_MESSAGES.pdfType : QR_MESSAGES.imageType);
    if (file.size > QR_FILE_LIMITS[fields.type]) {
      return apiError(ErrorCode.PAYLOAD_TOO_LARGE, fields.type === 'pdf' ? QR_MESSAGES.pdfTooLarge : QR_MESSAGES.imageTooLarge);
    }
    const design = form.get('design')
      ? ({ ...DEFAULT_DESIGN, ...JSON.parse(String(form.get('design'))) } as QrDesign)
      : DEFAULT_DESIGN;
    const nip = newNip();
    const token = Math.random().toString(36).slice(2).padEnd(22, 'q');
    const payload = qrShortUrl('http', MOCK_SHORT_DOMAIN, nip);
    const errors = designErrors(design, payload);
    if (errors.length) return invalid(errors);
    const page = `http://${MOCK_SHORT_DOMAIN}/_qr/${token}`;
    return store({
      ...base,
      type: fields.type,
      name: fields.name.trim(),
      payload,
      short_url: `http://${MOCK_SHORT_DOMAIN}/${nip}`,
      long_url: page,
      link_id: `lnk_${base.id}`,
      wifi: null,
      file: { name: file.name, mime: mime!, size: file.size, page_url: page },
      design,
      scans: 0,
    });
  }
  const body = await jsonBody(request);
  const type = (body as { type?: unknown } | undefined)?.type;
  const workspace = newRowWorkspace(caller.accountId!, (body as { workspace_id?: unknown } | undefined)?.workspace_id);
  if (workspace instanceof Response) return workspace;
  base.workspace_id = workspace;
  if (type === 'wifi') {
    if (!is(body, CreateWifiQrRequest)) return validationFailed(CreateWifiQrRequest, body);
    const wifi = {
      ssid: body.ssid,
      security: body.security,
      password: body.security === 'none' ? '' : (body.password ?? ''),
      hidden: body.hidden ?? false,
    };
    const problems = checkWifi(wifi);
    if (problems.length) return invalid(problems);
    const design = { ...DEFAULT_DESIGN, ...body.design };
    const payload = wifiPayload(wifi);
    const errors = designErrors(design, payload);
    if (errors.length) return invalid(errors);
    return store({
      ...base,
      type: 'wifi',
      name: body.name.trim(),
      payload,
      short_url: null,
      long_url: null,
      link_id: null,
      wifi,
      file: null,
      design,
      scans: null,
    });
  }
  if (type === 'card') {
    // Like the server: the card must be one of the caller's account (spec §5 "A QR card is required").
    if (!is(body, CreateCardQrRequest)) return validationFailed(CreateCardQrRequest, body);
    const card = mockCardOf(caller.accountId!, body.card_id);
    if (!card) return invalid([{ field: 'card_id', code: 'required', message: CARD_MESSAGES.qrCardRequired }]);
    const design = { ...DEFAULT_DESIGN, ...body.design };
    const payload = `${card.public_url}?qr=1`;
    const errors = designErrors(design, payload);
    if (errors.length) return invalid(errors);
    return store({
      ...base,
      type: 'card',
      name: body.name.trim(),
      payload,
      short_url: card.public_url,
      long_url: card.public_url,
      link_id: null,
      card_id: card.id,
      wifi: null,
      file: null,
      design,
      scans: 0,
    });
  }
  if (type === 'pdf' || type === 'image')
    return apiError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Upload the file as multipart/form-data (field "file").');
  if (!is(body, CreateUrlQrRequest)) return validationFailed(CreateUrlQrRequest, body);
  if (!isValidLongUrl(body.long_url.trim())) {
    return invalid([{ field: 'long_url', code: 'invalid_url', message: 'Enter a valid URL starting with http:// or https://' }]);
  }
  const design = { ...DEFAULT_DESIGN, ...body.design };
  const nip = newNip();
  const payload = qrShortUrl('http', MOCK_SHORT_DOMAIN, nip);
  const errors = designErrors(design, payload);
  if (errors.length) return invalid(errors);
  return store({
    ...base,
    type: 'url',
    name: body.name.trim(),
    payload,
    short_url: `http://${MOCK_SHORT_DOMAIN}/${nip}`,
    long_url: body.long_url.trim(),
    link_id: `lnk_${base.id}`,
    wifi: null,
    file: null,
    design,
    scans: 0,
  });
});

const read = http.get(apiUrl(apiRoutes.qr), ({ request, params }) => {
  const caller = authorise(request, allowed('qrs:view'));
  if (caller instanceof Response) return caller;
  const row = own(caller.accountId!, String(params.id));
  return row ? HttpResponse.json({ results: out(caller.accountId!, row) }) : notFound();
});

const update = http.put(apiUrl(apiRoutes.qr), async ({ request, params }) => {
  const caller = authorise(request, allowed('qrs:edit'));
  if (caller instanceof Response) return caller;
  const row = own(caller.accountId!, String(params.id));
  if (!row) return notFound();
  const refused = readOnly(caller.accountId!, row);
  if (refused) return refused;
  const body = await jsonBody(request);
  if (!is(body, UpdateQrRequest)) return validationFailed(UpdateQrRequest, body);
  const next: StoredQr = { ...row, updated_at: now() };
  if (body.name !== undefined) next.name = body.name.trim();
  if (body.long_url !== undefined && row.type === 'url') next.long_url = body.long_url.trim();
  if (body.card_id !== undefined && row.type === 'card') {
    const card = mockCardOf(caller.accountId!, body.card_id);
    if (!card) return invalid([{ field: 'card_id', code: 'required', message: CARD_MESSAGES.qrCardRequired }]);
    next.card_id = card.id;
    next.payload = `${card.public_url}?qr=1`;
    next.short_url = card.public_url;
    next.long_url = card.public_url;
  }
  if (
    row.wifi &&
    (body.ssid !== undefined || body.security !== undefined || body.password !== undefined || body.hidden !== undefined)
  ) {
    const wifi = {
      ssid: body.ssid ?? row.wifi.ssid,
      security: body.security ?? row.wifi.security,
      password: body.password ?? row.wifi.password,
      hidden: body.hidden ?? row.wifi.hidden,
    };
    if (wifi.security === 'none') wifi.password = '';
    const problems = checkWifi(wifi);
    if (problems.length) return invalid(problems);
    next.wifi = wifi;
    next.payload = wifiPayload(wifi);
  }
  if (body.design) next.design = { ...DEFAULT_DESIGN, ...body.design };
  const errors = designErrors(next.design, next.payload);
  if (errors.length) return invalid(errors);
  qrStore().set(row.id, next);
  return HttpResponse.json({ results: out(caller.accountId!, next) });
});

const replaceFile = http.put(apiUrl(apiRoutes.qrFile), async ({ request, params }) => {
  const caller = authorise(request, allowed('qrs:edit'));
  if (caller instanceof Response) return caller;
  const row = own(caller.accountId!, String(params.id));
  if (!row) return notFound();
  const refused = readOnly(caller.accountId!, row);
  if (refused) return refused;
  const file = (await request.formData()).get('file');
  if (!(file instanceof File) || !row.file)
    return invalid([{ field: 'file', code: 'required', message: QR_MESSAGES.fileRequired }]);
  const mime = sniffQrFile(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!mime) return apiError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, row.type === 'pdf' ? QR_MESSAGES.pdfType : QR_MESSAGES.imageType);
  const next = { ...row, file: { ...row.file, name: file.name, size: file.size, mime }, updated_at: now() };
  qrStore().set(row.id, next);
  return HttpResponse.json({ results: strip(next) });
});

const remove = http.delete(apiUrl(apiRoutes.qr), ({ request, params }) => {
  const caller = authorise(request, allowed('qrs:delete'));
  if (caller instanceof Response) return caller;
  const row = own(caller.accountId!, String(params.id));
  if (!row) return notFound();
  qrStore().delete(row.id);
  return HttpResponse.json({ results: { id: row.id, deleted: true } });
});

const download = http.get(apiUrl(apiRoutes.qrDownload), ({ request, params }) => {
  const caller = authorise(request, allowed('qrs:view'));
  if (caller instanceof Response) return caller;
  const row = own(caller.accountId!, String(params.id));
  if (!row) return notFound();
  const format = new URL(request.url).searchParams.get('format') ?? 'svg';
  const type = format === 'png' ? 'image/png' : format === 'pdf' ? 'application/pdf' : 'image/svg+xml; charset=utf-8';
  return new HttpResponse(renderQrSvg(row.payload, row.design), {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="qr.${format}"` },
  });
});

const scans = http.get(apiUrl(apiRoutes.qrScans), ({ request, params }) => {
  const caller = authorise(request, allowed('qrs:view'));
  if (caller instanceof Response) return caller;
  const row = own(caller.accountId!, String(params.id));
  if (!row) return notFound();
  if (!row.scans) {
    const end = Date.now();
    const days = Array.from({ length: QR_SCAN_DAYS }, (_, i) => ({
      day: new Date(end - (QR_SCAN_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
      count: 0,
    }));
    return HttpResponse.json({ results: { total: 0, days } });
  }
  return HttpResponse.json({ results: qrScansFull });
});

export const qrHandlers = [list, create, read, update, replaceFile, remove, download, scans];

const fixtureList = () => HttpResponse.json({ results: qrsAll, meta: { page: 1, per_page: 20, total: qrsAll.length } });

/** Scenarios for stories and tests: `server.use(...qrScenarios.deleteFailure)`. */
export const qrScenarios = {
  ...standardScenarios('get', apiPaths.qrs, fixtureList),
  empty: [http.get(apiUrl(apiPaths.qrs), () => HttpResponse.json({ results: [], meta: { page: 1, per_page: 20, total: 0 } }))],
  slowList: [
    http.get(apiUrl(apiPaths.qrs), async () => {
      await delay(SLOW_MS);
      return fixtureList();
    }),
  ],
  forbidden: [
    http.get(apiUrl(apiPaths.qrs), () => apiError(ErrorCode.FORBIDDEN, "You don't have permissions to view this page")),
  ],
  limitReached: [
    http.post(apiUrl(apiPaths.qrs), () =>
      HttpResponse.json(
        {
          error: {
            code: 'PLAN_LIMIT_REACHED',
            message: 'Your plan allows 10 QR codes.',
            details: { resource: 'qrs', limit: 10, usage: 10, fits: 0, upgrade_plan_id: 'pro' },
          },
        },
        { status: 409 },
      ),
    ),
  ],
  deleteFailure: [http.delete(apiUrl(apiRoutes.qr), () => apiError(ErrorCode.UNKNOWN_ERROR, 'Something went wrong.'))],
  /** An upload whose bytes are not a PDF (the server sniffs the content: 415 with its English message). */
  uploadWrongType: [
    http.post(apiUrl(apiPaths.qrs), () =>
      apiError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, QR_MESSAGES.pdfType, [
        { field: 'file', code: 'wrong_type', message: QR_MESSAGES.pdfType },
      ]),
    ),
  ],
  /** An upload the server fails to store (500). */
  uploadFailure: [http.post(apiUrl(apiPaths.qrs), () => apiError(ErrorCode.UNKNOWN_ERROR, 'Something went wrong.'))],
};
