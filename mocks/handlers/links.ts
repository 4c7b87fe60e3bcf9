import { delay } from 'msw';
import { create, is } from 'superstruct';
import {
  apiPaths,
  apiRoutes,
  CreateLinkRequest,
  ErrorCode,
  GENERATED_NIP_LENGTH,
  importFields,
  ImportMapping,
  isReservedNip,
  isValidLongUrl,
  LinkListQuery,
  linkStatus,
  NIP_ALPHABET,
  NIP_PATTERN,
  UpdateLinkRequest,
  type ImportJob,
  type Link,
  type LinkDomains,
  type LockableFeature,
  type PlanLockedDetails,
  type RefusedRow,
} from '@rabt/contract';
import { accountAcme } from '../fixtures/accounts.ts';
import {
  importJobDone,
  importJobFailed,
  importJobRunning,
  linkDomainsAcme,
  linkDomainsDefaultOnly,
  linksMany,
  MOCK_SHORT_DOMAIN,
} from '../fixtures/links.ts';
import { plans } from '../fixtures/plans.ts';
import { db } from '../db.ts';
import { domainStore } from './domains.ts';
import { allowed, apiError, apiUrl, authorise, http, HttpResponse, jsonBody, validationFailed } from './http.ts';
import { mockLimitRefusal, registerMockUsage } from './entitlements.ts';
import { SLOW_MS, standardScenarios } from './scenarios.ts';
import { workspaceBelongs, workspaceFilter } from './workspace-scope.ts';

/**
 * Links and bulk imports, answering like the server: tenant-scoped (another account's link is
 * 404), plan-locked features refused with PLAN_LOCKED, nips unique per domain and not reserved.
 * Rows live beside the mock db and are re-seeded whenever `resetDb()` replaces it.
 */

interface StoredLink extends Link {
  account_id: string;
  lock_pass: string | null;
}
interface StoredImport extends ImportJob {
  account_id: string;
  /** GETs until the job is done: each poll moves it on, so the screen shows progress. */
  pollsLeft: number;
  totalRows: number;
}
interface LinkStore {
  links: Map<string, StoredLink>;
  imports: Map<string, StoredImport>;
  /** `domain/nip` (lower case) of deleted links: like the server, a deleted link keeps its code. */
  retired: Set<string>;
  sequence: number;
}

const stores = new WeakMap<object, LinkStore>();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The link rows of the current mock db (a fresh seed after each resetDb()). */
export function linkStore(): LinkStore {
  let store = stores.get(db);
  if (!store) {
    const links = new Map<string, StoredLink>();
    for (const link of linksMany) {
      // Keep the scheduled fixture in the future whenever the mocks run (status follows the clock).
      const schedule_at = link.status === 'scheduled' ? inDays(5) : link.schedule_at;
      links.set(link.id, {
        ...link,
        schedule_at,
        account_id: accountAcme.id,
        lock_pass: link.has_password ? 'open-sesame' : null,
      });
    }
    store = { links, imports: new Map(), retired: new Set(), sequence: 0 };
    stores.set(db, store);
  }
  return store;
}

const publicLink = ({ account_id: _a, lock_pass: _p, ...link }: StoredLink): Link => ({
  ...link,
  status: linkStatus(link),
});

const nextId = (prefix: string) => `${prefix}_mock${String(++linkStore().sequence).padStart(8, '0')}`;

function generateNip(domain: string): string {
  for (;;) {
    let nip = '';
    for (let i = 0; i < GENERATED_NIP_LENGTH; i += 1) nip += NIP_ALPHABET[Math.floor(Math.random() * NIP_ALPHABET.length)];
    if (!nipTaken(domain, nip)) return nip;
  }
}

const nipKey = (domain: string, nip: string) => `${domain}/${nip}`.toLowerCase();

function nipTaken(domain: string, nip: string, exceptId?: string): boolean {
  const wanted = nip.toLowerCase();
  return (
    linkStore().retired.has(nipKey(domain, nip)) ||
    [...linkStore().links.values()].some((l) => l.domain === domain && l.nip.toLowerCase() === wanted && l.id !== exceptId)
  );
}

const planFeatures = (accountId: string): readonly LockableFeature[] => {
  const planId = db.accounts.get(accountId)?.plan;
  return plans.find((p) => p.id === planId)?.features ?? [];
};
registerMockUsage('links', (accountId) => [...linkStore().links.values()].filter((l) => l.account_id === accountId).length);

/** GET links/domains for an account: the default short domain, then its active branded domains by name. */
export function usableDomains(accountId: string): LinkDomains {
  const own = [...domainStore().values()]
    .filter((d) => d.account_id === accountId && d.state === 'active')
    .map((d) => d.name)
    .toSorted();
  return {
    default: MOCK_SHORT_DOMAIN,
    domains: [{ name: MOCK_SHORT_DOMAIN, default: true }, ...own.map((name) => ({ name, default: false }))],
  };
}

const usable = (accountId: string, domain: string) => usableDomains(accountId).domains.some((d) => d.name === domain);

type LinkInput = CreateLinkRequest;

/** The first rule a create or update breaks, as the server's error response; null when fine. */
function refuse(accountId: string, body: LinkInput, domain: string, exceptId?: string): Response | null {
  const features = planFeatures(accountId);
  const locks: [keyof LinkInput, PlanLockedDetails['feature']][] = [
    ['schedule_at', 'link_schedule'],
    ['expires_at', 'link_expiry'],
    ['lock_pass', 'link_password'],
  ];
  for (const [field, feature] of locks) {
    if (body[field] && !features.includes(feature)) {
      const details: PlanLockedDetails = { feature, field };
      return apiError(ErrorCode.PLAN_LOCKED, 'Your plan does not include this feature.', details);
    }
  }
  if (body.workspace_id && !workspaceBelongs(accountId, body.workspace_id)) {
    return apiError(ErrorCode.VALIDATION_FAILED, 'The request is invalid.', [
      { field: 'workspace_id', code: 'unknown_workspace', message: 'This workspace does not exist in your account' },
    ]);
  }
  if (!usable(accountId, domain)) {
    return apiError(ErrorCode.VALIDATION_FAILED, 'The request is invalid.', [
      { field: 'domain', code: 'unknown_domain', message: `Unknown domain “${domain}”.` },
    ]);
  }
  if (body.schedule_at && body.expires_at && Date.parse(body.expires_at) <= Date.parse(body.schedule_at)) {
    return apiError(ErrorCode.VALIDATION_FAILED, 'The request is invalid.', [
      { field: 'expires_at', code: 'before_schedule', message: 'The expiry must be after the schedule date.' },
    ]);
  }
  if (body.nip && isReservedNip(body.nip)) {
    return apiError(ErrorCode.NIP_RESERVED, 'This short link is reserved.', [
      { field: 'nip', code: 'reserved', message: 'This short link is reserved. Choose another one.' },
    ]);
  }
  if (body.nip && nipTaken(domain, body.nip, exceptId)) {
    return apiError(ErrorCode.NIP_TAKEN, 'This short link is taken', [
      { field: 'nip', code: 'taken', message: 'This short link is taken' },
    ]);
  }
  return null;
}

const findOwn = (accountId: string, id: unknown) => {
  const link = typeof id === 'string' ? linkStore().links.get(id) : undefined;
  return link && link.account_id === accountId ? link : undefined;
};
const notFound = () => apiError(ErrorCode.NOT_FOUND, 'Resource not found');

function listResponse(url: URL, rows: readonly Link[]) {
  const raw = Object.fromEntries(url.searchParams);
  if (!is(raw, LinkListQuery)) return validationFailed(LinkListQuery, raw, 'The query is invalid.');
  const q = raw.q?.trim().toLowerCase();
  let list = rows.filter(
    (l) =>
      (!q || [l.title ?? '', l.long_url, l.nip, l.short_url].some((s) => s.toLowerCase().includes(q))) &&
      (!raw.domain || l.domain === raw.domain) &&
      (!raw.workspace_id || l.workspace_id === raw.workspace_id) &&
      (!raw.status || l.status === raw.status),
  );
  const sort = raw.sort ?? 'created_at';
  const sign = (raw.order ?? 'desc') === 'asc' ? 1 : -1;
  list = list.toSorted((a, b) => {
    const x = sort === 'clicks' ? a.clicks - b.clicks : String(a[sort] ?? '').localeCompare(String(b[sort] ?? ''));
    return sign * x || a.id.localeCompare(b.id);
  });
  const page = Number(raw.page ?? 1);
  const perPage = Number(raw.per_page ?? 20);
  return HttpResponse.json({
    results: list.slice((page - 1) * perPage, page * perPage),
    meta: { page, per_page: perPage, total: list.length },
  });
}

// GET links – the account's links, searched, filtered, sorted and paged
const listLinks = http.get(apiUrl(apiPaths.links), ({ request }) => {
  const caller = authorise(request, allowed('links:view'));
  if (caller instanceof Response) return caller;
  const inWorkspace = workspaceFilter(request, caller.accountId!);
  if (inWorkspace instanceof Response) return inWorkspace;
  const own = [...linkStore().links.values()].filter((l) => l.account_id === caller.accountId).map(publicLink);
  return listResponse(new URL(request.url), own.filter(inWorkspace));
});

// GET links/domains – the short domains the account's links may use
const listLinkDomains = http.get(apiUrl(apiPaths.linkDomains), ({ request }) => {
  const caller = authorise(request, allowed('links:view'));
  if (caller instanceof Response) return caller;
  return HttpResponse.json({ results: usableDomains(caller.accountId!) });
});

// POST links – create; nip generated when left out
const createLink = http.post(apiUrl(apiPaths.links), async ({ request }) => {
  const caller = authorise(request, allowed('links:create'));
  if (caller instanceof Response) return caller;
  const body = await jsonBody(request);
  if (!is(body, CreateLinkRequest)) return validationFailed(CreateLinkRequest, body);
  const accountId = caller.accountId!;
  const domain = body.domain ?? MOCK_SHORT_DOMAIN;
  const refused = refuse(accountId, body, domain) ?? mockLimitRefusal(accountId, 'links');
  if (refused) return refused;
  const nip = body.nip ?? generateNip(domain);
  const now = new Date().toISOString();
  const link: StoredLink = {
    id: nextId('lnk'),
    account_id: accountId,
    domain,
    nip,
    short_url: `http://${domain}/${nip}`,
    long_url: body.long_url,
    title: body.title ?? null,
    workspace_id: body.workspace_id ?? db.accounts.get(accountId)!.default_workspace_id,
    lock_pass: body.lock_pass ?? null,
    has_password: Boolean(body.lock_pass),
    schedule_at: body.schedule_at ?? null,
    expires_at: body.expires_at ?? null,
    utm_source: body.utm_source ?? null,
    utm_medium: body.utm_medium ?? null,
    utm_campaign: body.utm_campaign ?? null,
    utm_term: body.utm_term ?? null,
    utm_content: body.utm_content ?? null,
    status: 'active',
    clicks: 0,
    created_at: now,
    updated_at: now,
  };
  linkStore().links.set(link.id, link);
  return HttpResponse.json({ results: publicLink(link) }, { status: 201 });
});

// GET links/:id
const getLink = http.get(apiUrl(apiRoutes.link), ({ request, params }) => {
  const caller = authorise(request, allowed('links:view'));
  if (caller instanceof Response) return caller;
  const link = findOwn(caller.accountId!, params.id);
  return link ? HttpResponse.json({ results: publicLink(link) }) : notFound();
});

// PUT links/:id – fields left out keep their value, null clears
const updateLink = http.put(apiUrl(apiRoutes.link), async ({ request, params }) => {
  const caller = authorise(request, allowed('links:edit'));
  if (caller instanceof Response) return caller;
  const link = findOwn(caller.accountId!, params.id);
  if (!link) return notFound();
  const body = await jsonBody(request);
  if (!is(body, UpdateLinkRequest)) return validationFailed(UpdateLinkRequest, body);
  const domain = body.domain ?? link.domain;
  const refused = refuse(caller.accountId!, body, domain, link.id);
  if (refused) return refused;
  const next: StoredLink = { ...link, domain, updated_at: new Date().toISOString() };
  for (const [key, value] of Object.entries(body) as [keyof LinkInput, unknown][]) {
    if (value === undefined || key === 'domain') continue;
    if (key === 'nip') next.nip = (value as string | null) ?? link.nip;
    else if (key === 'workspace_id') next.workspace_id = value as string;
    else (next as unknown as Record<string, unknown>)[key] = value;
  }
  next.has_password = Boolean(next.lock_pass);
  next.short_url = `http://${next.domain}/${next.nip}`;
  linkStore().links.set(link.id, next);
  return HttpResponse.json({ results: publicLink(next) });
});

// DELETE links/:id
const deleteLink = http.delete(apiUrl(apiRoutes.link), ({ request, params }) => {
  const caller = authorise(request, allowed('links:delete'));
  if (caller instanceof Response) return caller;
  const link = findOwn(caller.accountId!, params.id);
  if (!link) return notFound();
  linkStore().links.delete(link.id);
  linkStore().retired.add(nipKey(link.domain, link.nip));
  return HttpResponse.json({ results: { id: link.id, deleted: true } });
});

/** Splits simple CSV lines (quotes with "" escapes, commas). Enough for mock imports. */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i += 1) {
        const c = line[i];
        if (quoted && c === '"' && line[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else if (c === '"') quoted = !quoted;
        else if (c === ',' && !quoted) {
          cells.push(cell);
          cell = '';
        } else cell += c;
      }
      cells.push(cell);
      return cells.map((x) => x.trim());
    });
}

/** Runs the import at once (rows are few in mocks); the job still reports progress over polls. */
function runImport(accountId: string, text: string, mapping: ImportMapping, fileName: string | null): StoredImport {
  const [header = [], ...rows] = csvRows(text);
  const column = (field: (typeof importFields)[number]) => header.indexOf(mapping[field] ?? field);
  const refused: RefusedRow[] = [];
  let created = 0;
  rows.forEach((cells, index) => {
    const row = index + 2;
    const value = (field: (typeof importFields)[number]) => {
      const at = column(field);
      return at >= 0 && cells[at] ? cells[at] : undefined;
    };
    const longUrl = value('long_url') ?? '';
    const domain = value('domain') ?? MOCK_SHORT_DOMAIN;
    const nip = value('nip');
    const refuse = (field: string, reason: string) => refused.push({ row, field, reason });
    if (!isValidLongUrl(longUrl))
      return refuse('long_url', 'Destination URL must be a valid URL starting with http:// or https://');
    if (!usable(accountId, domain)) return refuse('domain', `Unknown domain “${domain}”.`);
    if (nip && !NIP_PATTERN.test(nip)) return refuse('nip', 'Use letters, numbers, hyphens and underscores only.');
    if (nip && isReservedNip(nip)) return refuse('nip', 'This short link is reserved. Choose another one.');
    if (nip && nipTaken(domain, nip)) return refuse('nip', 'This short link is taken');
    const finalNip = nip ?? generateNip(domain);
    const now = new Date().toISOString();
    const link: StoredLink = {
      ...linksMany[0]!,
      id: nextId('lnk'),
      account_id: accountId,
      domain,
      nip: finalNip,
      short_url: `http://${domain}/${finalNip}`,
      long_url: longUrl,
      title: value('title') ?? null,
      lock_pass: value('lock_pass') ?? null,
      has_password: Boolean(value('lock_pass')),
      schedule_at: null,
      expires_at: null,
      utm_source: value('utm_source') ?? null,
      utm_medium: value('utm_medium') ?? null,
      utm_campaign: value('utm_campaign') ?? null,
      utm_term: value('utm_term') ?? null,
      utm_content: value('utm_content') ?? null,
      clicks: 0,
      created_at: now,
      updated_at: now,
    };
    linkStore().links.set(link.id, link);
    created += 1;
  });
  const job: StoredImport = {
    id: nextId('imp'),
    account_id: accountId,
    status: 'queued',
    file_name: fileName,
    progress: 0,
    rows_processed: 0,
    created_count: created,
    refused_count: refused.length,
    refused: refused.slice(0, 100),
    error: header.length ? null : { code: 'EMPTY_FILE', message: 'The file has no header row.' },
    created_at: new Date().toISOString(),
    finished_at: null,
    pollsLeft: 2,
    totalRows: rows.length,
  };
  linkStore().imports.set(job.id, job);
  return job;
}

const jobView = ({ account_id: _a, pollsLeft: _p, totalRows: _t, ...job }: StoredImport): ImportJob => job;

/** What a poll sees: queued → running (half) → done, or failed for a file problem. */
function advance(job: StoredImport): StoredImport {
  if (job.status === 'done' || job.status === 'failed') return job;
  if (job.error) return Object.assign(job, { status: 'failed', finished_at: new Date().toISOString() });
  job.pollsLeft -= 1;
  if (job.pollsLeft > 0) {
    return Object.assign(job, { status: 'running', progress: 0.5, rows_processed: Math.floor(job.totalRows / 2) });
  }
  return Object.assign(job, {
    status: 'done',
    progress: 1,
    rows_processed: job.totalRows,
    finished_at: new Date().toISOString(),
  });
}

/** The `mapping` of a multipart form or of the query string, as JSON. */
function readMapping(raw: unknown): ImportMapping | Response {
  if (raw === null || raw === undefined || raw === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(raw));
  } catch {
    parsed = undefined;
  }
  if (!is(parsed, ImportMapping)) return validationFailed(ImportMapping, parsed, 'The column mapping is invalid.');
  return create(parsed, ImportMapping);
}

// POST links/imports – multipart `file` + `mapping`, or a text/csv body with ?mapping=
const startImport = http.post(apiUrl(apiPaths.linkImports), async ({ request }) => {
  const caller = authorise(request, allowed('links:create'));
  if (caller instanceof Response) return caller;
  let text: string;
  let fileName: string | null = null;
  let mapping: ImportMapping | Response;
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData();
    const file = form.get('file');
    // Duck-typed: jsdom and Node each have their own File class.
    if (typeof file !== 'object' || file === null || typeof (file as Blob).text !== 'function') {
      return apiError(ErrorCode.VALIDATION_FAILED, 'A CSV file is required.', [
        { field: 'file', code: 'required', message: 'A CSV file is required.' },
      ]);
    }
    text = await (file as Blob).text();
    fileName = (file as File).name ?? null;
    mapping = readMapping(form.get('mapping'));
  } else if (/^(text|application)\/csv\b/i.test(request.headers.get('content-type') ?? '')) {
    text = await request.text();
    mapping = readMapping(new URL(request.url).searchParams.get('mapping'));
  } else {
    return apiError(
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      'Upload the CSV as multipart/form-data (field "file") or as a text/csv body.',
    );
  }
  if (mapping instanceof Response) return mapping;
  const job = runImport(caller.accountId!, text, mapping, fileName);
  return HttpResponse.json({ results: jobView(job) }, { status: 202 });
});

const ownImport = (accountId: string, id: unknown) => {
  const job = typeof id === 'string' ? linkStore().imports.get(id) : undefined;
  return job && job.account_id === accountId ? job : undefined;
};

// GET links/imports/:id – progress, created count, refused rows
const getImport = http.get(apiUrl(apiRoutes.linkImport), ({ request, params }) => {
  const caller = authorise(request, allowed('links:view'));
  if (caller instanceof Response) return caller;
  const job = ownImport(caller.accountId!, params.id);
  return job ? HttpResponse.json({ results: jobView(advance(job)) }) : notFound();
});

const reportCsv = (refused: readonly RefusedRow[]) =>
  new HttpResponse(
    ['row,field,reason', ...refused.map((r) => `${r.row},${r.field},"${r.reason.replace(/"/g, '""')}"`)].join('\r\n') + '\r\n',
    { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="refused-rows.csv"' } },
  );

// GET links/imports/:id/report.csv – every refused row
const getImportReport = http.get(apiUrl(apiRoutes.linkImportReport), ({ request, params }) => {
  const caller = authorise(request, allowed('links:view'));
  if (caller instanceof Response) return caller;
  const job = ownImport(caller.accountId!, params.id);
  return job ? reportCsv(job.refused) : notFound();
});

// Static paths before `links/:id` (which would match `links/domains`); the report before the job route.
export const linkHandlers = [
  listLinks,
  listLinkDomains,
  createLink,
  startImport,
  getImportReport,
  getImport,
  getLink,
  updateLink,
  deleteLink,
];

const page = (rows: readonly Link[]) => ({ results: rows, meta: { page: 1, per_page: 20, total: rows.length } });
const manyList = ({ request }: { request: Request }) => listResponse(new URL(request.url), linksMany);

/** Polls of a progressing job: running, running further, then done with refused rows. */
function progressingImport() {
  let polls = 0;
  const steps: ImportJob[] = [
    { ...importJobRunning, progress: 0.2, rows_processed: 2000 },
    importJobRunning,
    { ...importJobRunning, progress: 0.8, rows_processed: 8000 },
    importJobDone,
  ];
  return [
    http.post(apiUrl(apiPaths.linkImports), () =>
      HttpResponse.json({ results: { ...importJobRunning, status: 'queued', progress: 0, rows_processed: 0 } }, { status: 202 }),
    ),
    http.get(apiUrl(apiRoutes.linkImportReport), () => reportCsv(importJobDone.refused)),
    http.get(apiUrl(apiRoutes.linkImport), () => HttpResponse.json({ results: steps[Math.min(polls++, steps.length - 1)] })),
  ];
}

/**
 * Scenarios for stories and tests: `server.use(...linkScenarios.forbidden)`. List scenarios
 * serve the fixtures (not the db), so they look the same whoever is signed in.
 */
export const linkScenarios = {
  ...standardScenarios('get', apiPaths.links, manyList),
  many: [http.get(apiUrl(apiPaths.links), manyList)],
  empty: [http.get(apiUrl(apiPaths.links), () => HttpResponse.json(page([])))],
  error: [http.get(apiUrl(apiPaths.links), () => apiError(ErrorCode.UNKNOWN_ERROR, 'Something went wrong.'))],
  forbidden: [
    http.get(apiUrl(apiPaths.links), () => apiError(ErrorCode.FORBIDDEN, 'You do not have permission to manage links.')),
  ],
  hanging: [http.get(apiUrl(apiPaths.links), () => delay('infinite'))],
  slowList: [
    http.get(apiUrl(apiPaths.links), async (info) => {
      await delay(SLOW_MS);
      return manyList(info);
    }),
  ],
  createSuccess: [
    http.post(apiUrl(apiPaths.links), async ({ request }) => {
      const body = await jsonBody(request);
      if (!is(body, CreateLinkRequest)) return validationFailed(CreateLinkRequest, body);
      const nip = body.nip ?? 'Xk7p2Qa';
      const domain = body.domain ?? MOCK_SHORT_DOMAIN;
      const link: Link = {
        ...linksMany[0]!,
        id: 'lnk_01J0ACME0000000NEW01',
        domain,
        nip,
        short_url: `http://${domain}/${nip}`,
        long_url: body.long_url,
        title: body.title ?? null,
        has_password: Boolean(body.lock_pass),
        clicks: 0,
        status: 'active',
      };
      return HttpResponse.json({ results: link }, { status: 201 });
    }),
  ],
  nipTaken: [
    http.post(apiUrl(apiPaths.links), () =>
      apiError(ErrorCode.NIP_TAKEN, 'This short link is taken', [
        { field: 'nip', code: 'taken', message: 'This short link is taken' },
      ]),
    ),
  ],
  planLocked: [
    http.post(apiUrl(apiPaths.links), () => {
      const details: PlanLockedDetails = { feature: 'link_schedule', field: 'schedule_at' };
      return apiError(ErrorCode.PLAN_LOCKED, 'Your plan does not include this feature.', details);
    }),
  ],
  deleteFails: [http.delete(apiUrl(apiRoutes.link), () => apiError(ErrorCode.UNKNOWN_ERROR, 'Something went wrong.'))],
  /** Usable domains as Acme has them, whoever is signed in. */
  domainsAcme: [http.get(apiUrl(apiPaths.linkDomains), () => HttpResponse.json({ results: linkDomainsAcme }))],
  /** Only the platform's default short domain (no branded domains). */
  domainsDefaultOnly: [http.get(apiUrl(apiPaths.linkDomains), () => HttpResponse.json({ results: linkDomainsDefaultOnly }))],
  domainsError: [http.get(apiUrl(apiPaths.linkDomains), () => apiError(ErrorCode.UNKNOWN_ERROR, 'Something went wrong.'))],
  domainsHanging: [http.get(apiUrl(apiPaths.linkDomains), () => delay('infinite'))],
  importProgressing: progressingImport(),
  importFailed: [
    http.post(apiUrl(apiPaths.linkImports), () => HttpResponse.json({ results: importJobFailed }, { status: 202 })),
    http.get(apiUrl(apiRoutes.linkImport), () => HttpResponse.json({ results: importJobFailed })),
  ],
};

/** A fresh progressing import (its poll counter starts over), for tests that run it twice. */
export const linkImportProgressing = progressingImport;
