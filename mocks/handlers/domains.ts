import { delay } from 'msw';
import { is } from 'superstruct';
import {
  AddDomainRequest,
  apiPaths,
  apiRoutes,
  challengeHost,
  DOMAIN_DUPLICATE_MESSAGE,
  DOMAIN_NAME_MESSAGES,
  ErrorCode,
  normalizeDomainName,
  UploadCertificateRequest,
  type Domain,
  type FieldError,
} from '@rabt/contract';
import { accountAcme } from '../fixtures/accounts.ts';
import { certificateMismatchErrors, certificateValid, domainsAll, mockRecords } from '../fixtures/domains.ts';
import { db } from '../db.ts';
import { allowed, apiError, apiUrl, authorise, http, HttpResponse, jsonBody, validationFailed } from './http.ts';
import { mockLimitRefusal, mockPlanAllows, mockPlanLocked, registerMockUsage } from './entitlements.ts';
import { SLOW_MS, standardScenarios } from './scenarios.ts';

/**
 * Branded domains, answering like the server: tenant-scoped (another account's domain is 404),
 * PLAN_LOCKED without branded_domains, DOMAIN_DUPLICATE for a claimed name, the same host-name
 * rules (contract normalizeDomainName). Verification is simulated: the first check finds the
 * TXT record missing (pending), the next one passes (active). A private key containing
 * "MISMATCH" is refused like a key of another certificate.
 */

interface StoredDomain extends Domain {
  account_id: string;
}

const stores = new WeakMap<object, Map<string, StoredDomain>>();

/** The domain rows of the current mock db (re-seeded after each resetDb()). */
export function domainStore(): Map<string, StoredDomain> {
  let store = stores.get(db);
  if (!store) {
    store = new Map(domainsAll.map((d) => [d.id, { ...d, account_id: accountAcme.id }]));
    stores.set(db, store);
  }
  return store;
}

const strip = ({ account_id: _account, ...domain }: StoredDomain): Domain => domain;
const now = () => new Date().toISOString();

const planAllows = (accountId: string) => mockPlanAllows(accountId, 'branded_domains');
const planLocked = () => mockPlanLocked('branded_domains', 'name');
registerMockUsage('domains', (accountId) => [...domainStore().values()].filter((d) => d.account_id === accountId).length);

function own(accountId: string, id: string): StoredDomain | undefined {
  const row = domainStore().get(id);
  return row && row.account_id === accountId ? row : undefined;
}

const notFound = () => apiError(ErrorCode.NOT_FOUND, 'Domain not found');

const list = http.get(apiUrl(apiPaths.domains), ({ request }) => {
  const caller = authorise(request, allowed('domains:view'));
  if (caller instanceof Response) return caller;
  const rows = [...domainStore().values()].filter((d) => d.account_id === caller.accountId).map(strip);
  return HttpResponse.json({ results: rows });
});

const add = http.post(apiUrl(apiPaths.domains), async ({ request }) => {
  const caller = authorise(request, allowed('domains:create'));
  if (caller instanceof Response) return caller;
  if (!planAllows(caller.accountId!)) return planLocked();
  const body = await jsonBody(request);
  if (!is(body, AddDomainRequest)) return validationFailed(AddDomainRequest, body);
  const normalized = normalizeDomainName(body.name);
  if (!normalized.ok) {
    return apiError(ErrorCode.VALIDATION_FAILED, 'Some fields are missing or invalid.', [
      { field: 'name', code: normalized.error, message: DOMAIN_NAME_MESSAGES[normalized.error] },
    ]);
  }
  const name = normalized.name;
  if ([...domainStore().values()].some((d) => d.name === name))
    return apiError(ErrorCode.DOMAIN_DUPLICATE, DOMAIN_DUPLICATE_MESSAGE);
  const overLimit = mockLimitRefusal(caller.accountId!, 'domains');
  if (overLimit) return overLimit;
  const id = `dom_mock_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const row: StoredDomain = {
    id,
    account_id: caller.accountId!,
    name,
    display_name: name,
    state: 'not_verified',
    apex: name.split('.').length === 2,
    records: mockRecords(name, `rabt-verify=${id.padEnd(32, '0').slice(-32)}`),
    problems: [],
    verification_started_at: null,
    checked_at: null,
    next_check_at: null,
    verified_at: null,
    certificate: null,
    links: 0,
    created_at: now(),
    updated_at: now(),
  };
  domainStore().set(id, row);
  return HttpResponse.json({ results: strip(row) }, { status: 201 });
});

const read = http.get(apiUrl(apiRoutes.domain), ({ request, params }) => {
  const caller = authorise(request, allowed('domains:view'));
  if (caller instanceof Response) return caller;
  const row = own(caller.accountId!, String(params.id));
  return row ? HttpResponse.json({ results: strip(row) }) : notFound();
});

const verify = http.post(apiUrl(apiRoutes.verifyDomain), ({ request, params }) => {
  const caller = authorise(request, allowed('domains:edit'));
  if (caller instanceof Response) return caller;
  const row = own(caller.accountId!, String(params.id));
  if (!row) return notFound();
  if (row.state === 'active') return HttpResponse.json({ results: strip(row) });
  if (!planAllows(caller.accountId!)) return planLocked();
  const at = now();
  if (row.state === 'pending') {
    Object.assign(row, { state: 'active', problems: [], verified_at: at, checked_at: at, next_check_at: null });
  } else {
    const host = challengeHost(row.name);
    Object.assign(row, {
      state: 'pending',
      verification_started_at: at,
      checked_at: at,
      next_check_at: new Date(Date.now() + 300_000).toISOString(),
      problems: [
        { record: 'TXT', host, code: 'missing', found: [], expected: [row.records[0]!.value], message: `TXT ${host} not found` },
      ],
    });
  }
  row.updated_at = at;
  return HttpResponse.json({ results: strip(row) });
});

const remove = http.delete(apiUrl(apiRoutes.domain), ({ request, params }) => {
  const caller = authorise(request, allowed('domains:delete'));
  if (caller instanceof Response) return caller;
  const row = own(caller.accountId!, String(params.id));
  if (!row) return notFound();
  domainStore().delete(row.id);
  return HttpResponse.json({ results: { id: row.id, deleted: true, links_deleted: row.links } });
});

const readCertificate = http.get(apiUrl(apiRoutes.domainCertificate), ({ request, params }) => {
  const caller = authorise(request, allowed('domains:view'));
  if (caller instanceof Response) return caller;
  const row = own(caller.accountId!, String(params.id));
  return row ? HttpResponse.json({ results: row.certificate }) : notFound();
});

const uploadCertificate = http.put(apiUrl(apiRoutes.domainCertificate), async ({ request, params }) => {
  const caller = authorise(request, allowed('domains:edit'));
  if (caller instanceof Response) return caller;
  const body = (await jsonBody(request)) as Record<string, unknown> | undefined;
  const missing: FieldError[] = [];
  if (!body?.certificate) missing.push({ field: 'certificate', code: 'required', message: 'SSL certificate is required' });
  if (!body?.private_key) missing.push({ field: 'private_key', code: 'required', message: 'Private key is required' });
  if (missing.length > 0) return apiError(ErrorCode.VALIDATION_FAILED, 'SSL certificate and private key are required.', missing);
  if (!is(body, UploadCertificateRequest)) return validationFailed(UploadCertificateRequest, body);
  const row = own(caller.accountId!, String(params.id));
  if (!row) return notFound();
  const fields: FieldError[] = [];
  if (!body.certificate.includes('-----BEGIN CERTIFICATE-----'))
    fields.push({
      field: 'certificate',
      code: 'invalid_pem',
      message: 'This is not a PEM certificate: paste the text that starts with -----BEGIN CERTIFICATE-----',
    });
  if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(body.private_key))
    fields.push({
      field: 'private_key',
      code: 'invalid_key',
      message: 'This is not a PEM private key: paste the text that starts with -----BEGIN PRIVATE KEY-----',
    });
  else if (body.private_key.includes('MISMATCH')) fields.push(...certificateMismatchErrors);
  if (fields.length > 0)
    return apiError(ErrorCode.VALIDATION_FAILED, 'The certificate and private key could not be used.', fields);
  row.certificate = { ...certificateValid, subject: row.name, hosts: [row.name], uploaded_at: now() };
  return HttpResponse.json({ results: strip(row) });
});

const removeCertificate = http.delete(apiUrl(apiRoutes.domainCertificate), ({ request, params }) => {
  const caller = authorise(request, allowed('domains:edit'));
  if (caller instanceof Response) return caller;
  const row = own(caller.accountId!, String(params.id));
  if (!row) return notFound();
  row.certificate = null;
  return HttpResponse.json({ results: strip(row) });
});

export const domainHandlers = [list, add, read, verify, remove, readCertificate, uploadCertificate, removeCertificate];

const fixtureList = () => HttpResponse.json({ results: domainsAll });

/** Scenarios for stories and tests: `server.use(...domainScenarios.addDuplicate)`. */
export const domainScenarios = {
  ...standardScenarios('get', apiPaths.domains, fixtureList),
  empty: [http.get(apiUrl(apiPaths.domains), () => HttpResponse.json({ results: [] }))],
  error: [http.get(apiUrl(apiPaths.domains), () => apiError(ErrorCode.UNKNOWN_ERROR, 'Something went wrong.'))],
  hanging: [http.get(apiUrl(apiPaths.domains), () => delay('infinite'))],
  slowList: [
    http.get(apiUrl(apiPaths.domains), async () => {
      await delay(SLOW_MS);
      return fixtureList();
    }),
  ],
  addDuplicate: [http.post(apiUrl(apiPaths.domains), () => apiError(ErrorCode.DOMAIN_DUPLICATE, DOMAIN_DUPLICATE_MESSAGE))],
  addFailure: [http.post(apiUrl(apiPaths.domains), () => apiError(ErrorCode.UNKNOWN_ERROR, 'Something went wrong.'))],
  addPlanLocked: [http.post(apiUrl(apiPaths.domains), planLocked)],
  certificateMismatch: [
    http.put(apiUrl(apiRoutes.domainCertificate), () =>
      apiError(ErrorCode.VALIDATION_FAILED, 'The certificate and private key could not be used.', certificateMismatchErrors),
    ),
  ],
  deleteFailure: [http.delete(apiUrl(apiRoutes.domain), () => apiError(ErrorCode.UNKNOWN_ERROR, 'Something went wrong.'))],
};
