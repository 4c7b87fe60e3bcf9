import { is } from 'superstruct';
import {
  apiPaths,
  apiRoutes,
  BusinessDetailsRequest,
  CARD_MESSAGES,
  CARD_PHOTO_MAX_BYTES,
  ErrorCode,
  sniffQrFile,
  type BusinessDetails,
  type SessionInfo,
} from '@rabt/contract';
import { accountAcme } from '../fixtures/accounts.ts';
import { customerLayla } from '../fixtures/customers.ts';
import { businessAcme, otherSessions } from '../fixtures/settings.ts';
import { db } from '../db.ts';
import { allowed, apiError, apiUrl, authorise, http, HttpResponse, jsonBody, validationFailed } from './http.ts';

/**
 * settings/security and settings/business, answering like the server (customer/settings-routes.ts
 * and accounts/business.ts). Stores hang off the current mock db, so resetDb() starts them afresh.
 */
const PERSONAL = { verified: true, tenant: 'none', plan: false } as const;

interface SettingsStore {
  /** Session id per bearer token (the server's sessions table has both). */
  sessionIds: Map<string, string>;
  /** Devices of a customer that are not mock tokens (fixtures: Layla's phone and tablet). */
  otherDevices: Map<string, SessionInfo[]>;
  business: Map<string, BusinessDetails>;
  /** Uploaded logo bytes per account (GET accounts/:id/logo serves them). */
  logos: Map<string, { bytes: Uint8Array; type: string }>;
}

const stores = new WeakMap<object, SettingsStore>();
function store(): SettingsStore {
  let s = stores.get(db);
  if (!s) {
    s = {
      sessionIds: new Map(),
      otherDevices: new Map([[customerLayla.id, structuredClone(otherSessions)]]),
      business: new Map([[accountAcme.id, structuredClone(businessAcme)]]),
      logos: new Map(),
    };
    stores.set(db, s);
  }
  return s;
}

const bearer = (request: Request) => /^Bearer\s+(\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';

function sessionIdOf(token: string): string {
  const ids = store().sessionIds;
  let id = ids.get(token);
  if (!id) {
    id = `ses_mock_${ids.size + 1}_${token.slice(-6)}`;
    ids.set(token, id);
  }
  return id;
}

/** The customer's live sessions, most recently used first, `current` marking the caller's. */
function sessionsOf(customerId: string, currentToken: string): SessionInfo[] {
  const now = new Date().toISOString();
  const own = [...db.sessions]
    .filter(([, owner]) => owner === customerId)
    .map(([token]): SessionInfo => ({
      id: sessionIdOf(token),
      device: 'desktop',
      browser: 'Chrome',
      os: 'macOS',
      ip: null,
      created_at: now,
      last_used_at: now,
      current: token === currentToken,
    }));
  const others = store().otherDevices.get(customerId) ?? [];
  return [...own, ...others].toSorted(
    (a, b) => Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at),
  );
}

function businessOf(accountId: string): BusinessDetails {
  const s = store().business;
  let row = s.get(accountId);
  if (!row) {
    row = {
      name: db.accounts.get(accountId)?.name ?? '',
      logo_url: null,
      country: null,
      legal_name: null,
      tax_id: null,
      invoice_email: null,
      address: null,
    };
    s.set(accountId, row);
  }
  return row;
}

const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

export const settingsHandlers = [
  // GET customer/sessions
  http.get(apiUrl(apiPaths.sessions), ({ request }) => {
    const caller = authorise(request, PERSONAL);
    if (caller instanceof Response) return caller;
    return HttpResponse.json({ results: sessionsOf(caller.customerId, bearer(request)) });
  }),
  // DELETE customer/sessions – every other session
  http.delete(apiUrl(apiPaths.sessions), ({ request }) => {
    const caller = authorise(request, PERSONAL);
    if (caller instanceof Response) return caller;
    const current = bearer(request);
    const revoked: string[] = [];
    for (const [token, owner] of db.sessions) {
      if (owner === caller.customerId && token !== current) {
        revoked.push(sessionIdOf(token));
        db.sessions.delete(token);
      }
    }
    const others = store().otherDevices;
    revoked.push(...(others.get(caller.customerId) ?? []).map((s) => s.id));
    others.delete(caller.customerId);
    return HttpResponse.json({ results: { revoked } });
  }),
  // DELETE customer/sessions/:id – one session (this one included)
  http.delete(apiUrl(apiRoutes.session), ({ request, params }) => {
    const caller = authorise(request, PERSONAL);
    if (caller instanceof Response) return caller;
    const id = String(params.id);
    const token = [...db.sessions].find(([t, owner]) => owner === caller.customerId && sessionIdOf(t) === id)?.[0];
    if (token) db.sessions.delete(token);
    else {
      const others = store().otherDevices.get(caller.customerId) ?? [];
      if (!others.some((s) => s.id === id)) return apiError(ErrorCode.NOT_FOUND, 'Session not found');
      store().otherDevices.set(
        caller.customerId,
        others.filter((s) => s.id !== id),
      );
    }
    return HttpResponse.json({ results: { revoked: [id] } });
  }),

  // GET account/business
  http.get(apiUrl(apiPaths.business), ({ request }) => {
    const caller = authorise(request, allowed('billing:view'));
    if (caller instanceof Response) return caller;
    return HttpResponse.json({ results: businessOf(caller.accountId!) });
  }),
  // PUT account/business – the organisation's name follows (GET accounts shows it)
  http.put(apiUrl(apiPaths.business), async ({ request }) => {
    const caller = authorise(request, allowed('billing:edit'));
    if (caller instanceof Response) return caller;
    const body = await jsonBody(request);
    if (!is(body, BusinessDetailsRequest)) return validationFailed(BusinessDetailsRequest, body);
    const row: BusinessDetails = {
      name: body.name.trim(),
      // Left out (the upload screen never sends it): the logo stays as it is.
      logo_url: body.logo_url === undefined ? businessOf(caller.accountId!).logo_url : blank(body.logo_url),
      country: blank(body.country)?.toUpperCase() ?? null,
      legal_name: blank(body.legal_name),
      tax_id: blank(body.tax_id),
      invoice_email: blank(body.invoice_email)?.toLowerCase() ?? null,
      address: body.address ?? null,
    };
    store().business.set(caller.accountId!, row);
    const account = db.accounts.get(caller.accountId!);
    if (account) account.name = row.name;
    return HttpResponse.json({ results: row });
  }),
  // PUT account/logo – like the server: the bytes decide (JPEG or PNG), at most CARD_PHOTO_MAX_BYTES.
  // The mock does not crop or resize: it keeps the bytes and answers them as a data URL.
  http.put(apiUrl(apiPaths.businessLogo), async ({ request }) => {
    const caller = authorise(request, allowed('billing:edit'));
    if (caller instanceof Response) return caller;
    const type = request.headers.get('content-type') ?? '';
    if (!/^image\/(jpeg|png)/.test(type)) {
      return apiError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Upload the image as an image/jpeg or image/png body.');
    }
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.length > CARD_PHOTO_MAX_BYTES) return apiError(ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large.');
    const mime = sniffQrFile(bytes.subarray(0, 16));
    if (mime !== 'image/jpeg' && mime !== 'image/png') {
      const detail = { field: 'logo', code: 'photo_type', message: CARD_MESSAGES.photoType };
      return apiError(ErrorCode.VALIDATION_FAILED, detail.message, [detail]);
    }
    store().logos.set(caller.accountId!, { bytes, type: mime });
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    const row = { ...businessOf(caller.accountId!), logo_url: `data:${mime};base64,${btoa(binary)}` };
    store().business.set(caller.accountId!, row);
    return HttpResponse.json({ results: row });
  }),
  // DELETE account/logo – removes it (an old web address too)
  http.delete(apiUrl(apiPaths.businessLogo), ({ request }) => {
    const caller = authorise(request, allowed('billing:edit'));
    if (caller instanceof Response) return caller;
    store().logos.delete(caller.accountId!);
    const row = { ...businessOf(caller.accountId!), logo_url: null };
    store().business.set(caller.accountId!, row);
    return HttpResponse.json({ results: row });
  }),
  // GET accounts/:id/logo – public, the uploaded bytes or 404
  http.get(apiUrl(apiRoutes.accountLogo), ({ params }) => {
    const logo = store().logos.get(String(params.id));
    if (!logo) return apiError(ErrorCode.NOT_FOUND, 'Image not found');
    return new HttpResponse(logo.bytes, { headers: { 'content-type': logo.type } });
  }),
];
