import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assert, type Struct } from 'superstruct';
import {
  apiPaths,
  DeleteLinkResponse,
  ErrorBody,
  ImportJob as ImportJobStruct,
  ImportJobResponse,
  Link as LinkStruct,
  LinkDomainsResponse,
  LinkListResponse,
  LinkResponse,
  type ImportJob,
  type Link,
} from '@rabt/contract';
import { server } from '../node.ts';
import { resetDb } from '../db.ts';
import { customerLayla, customerOmar, MOCK_PASSWORD } from '../fixtures/customers.ts';
import { domainPending } from '../fixtures/domains.ts';
import {
  importJobDone,
  importJobFailed,
  importJobRunning,
  linkActive,
  linkDomainsAcme,
  linkDomainsDefaultOnly,
  linksMany,
  MOCK_SHORT_DOMAIN,
} from '../fixtures/links.ts';
import { XSRF_MOCK_TOKEN } from './xsrf.ts';
import { linkImportProgressing, linkScenarios } from './links.ts';

const BASE = 'http://localhost/api/';
type Init = {
  method?: string;
  body?: unknown;
  token?: string;
  accountId?: string;
  raw?: BodyInit;
  headers?: Record<string, string>;
};

async function call(path: string, init: Init = {}) {
  const headers: Record<string, string> = {
    cookie: `XSRF-TOKEN=${XSRF_MOCK_TOKEN}`,
    'x-xsrf-token': XSRF_MOCK_TOKEN,
    ...(init.raw === undefined ? { 'content-type': 'application/json' } : {}),
    ...init.headers,
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.accountId) headers['account-id'] = init.accountId;
  const response = await fetch(BASE + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* CSV */
  }
  return { status: response.status, body };
}

const shape = <T>(body: unknown, struct: Struct<T, unknown>) => expect(() => assert(body, struct)).not.toThrow();
const code = (body: unknown) => (body as { error: { code: string } }).error.code;

let as: { token: string; accountId: string };
const login = async (email: string) => {
  const { body } = await call(apiPaths.login, { method: 'POST', body: { email, password: MOCK_PASSWORD } });
  const { token, account_id } = (body as { results: { token: string; account_id: string } }).results;
  return { token, accountId: account_id };
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  resetDb();
  as = await login(customerLayla.email);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('link fixtures follow the contract', () => {
  it.each(linksMany.map((l) => [l.nip, l] as const))('link %s is a valid Link', (_, link) => shape(link, LinkStruct));
  it('usable-domain answers are valid, the default first', () => {
    for (const results of [linkDomainsAcme, linkDomainsDefaultOnly]) {
      shape({ results }, LinkDomainsResponse);
      expect(results.domains[0]).toEqual({ name: results.default, default: true });
    }
  });
  it('import jobs are valid ImportJobs', () => {
    for (const job of [importJobRunning, importJobDone, importJobFailed]) shape(job, ImportJobStruct);
  });
});

describe('link handlers answer the contract', () => {
  it('lists, filters, sorts and pages the account’s links', async () => {
    const all = await call(`${apiPaths.links}?per_page=10&page=2`, as);
    shape(all.body, LinkListResponse);
    const { results, meta } = all.body as { results: Link[]; meta: { total: number; page: number } };
    expect(meta).toEqual({ page: 2, per_page: 10, total: linksMany.length });
    expect(results).toHaveLength(10);

    const scheduled = await call(`${apiPaths.links}?status=scheduled`, as);
    expect((scheduled.body as { results: Link[] }).results.map((l) => l.nip)).toEqual(['ramadan']);
    const byClicks = await call(`${apiPaths.links}?sort=clicks&order=desc&per_page=1`, as);
    expect((byClicks.body as { results: Link[] }).results[0]!.nip).toBe('eid');
    const search = await call(`${apiPaths.links}?q=SPRING`, as);
    expect((search.body as { results: Link[] }).results.map((l) => l.id)).toContain(linkActive.id);
    const bad = await call(`${apiPaths.links}?per_page=1000`, as);
    expect(bad.status).toBe(422);
  });

  it('lists the usable short domains: the default, then the account’s active domains only', async () => {
    const acme = await call(apiPaths.linkDomains, as);
    expect(acme.status).toBe(200);
    shape(acme.body, LinkDomainsResponse);
    expect((acme.body as { results: unknown }).results).toEqual(linkDomainsAcme);
    const names = linkDomainsAcme.domains.map((d) => d.name);
    expect(names).toContain('go.acme.example');
    expect(names).not.toContain(domainPending.name);
    // The domain call is not `links/:id`.
    expect(acme.body).not.toHaveProperty('error');
    // A link may be created on a listed branded domain, not on a pending one.
    const branded = await call(apiPaths.links, {
      ...as,
      method: 'POST',
      body: { long_url: 'https://a.example', domain: names[1] },
    });
    expect(branded.status).toBe(201);
    const pending = await call(apiPaths.links, {
      ...as,
      method: 'POST',
      body: { long_url: 'https://a.example', domain: domainPending.name },
    });
    expect(pending.status).toBe(422);
    // Another account sees only the default domain; Acme's domains never leak.
    const omar = await login(customerOmar.email);
    expect((await call(apiPaths.linkDomains, omar)).body).toEqual({ results: linkDomainsDefaultOnly });
    expect((await call(apiPaths.linkDomains)).status).toBe(401);
  });

  it('creates with a generated nip, reads, updates and deletes', async () => {
    const created = await call(apiPaths.links, { ...as, method: 'POST', body: { long_url: 'https://acme.example/new' } });
    expect(created.status).toBe(201);
    shape(created.body, LinkResponse);
    const link = (created.body as { results: Link }).results;
    expect(link.domain).toBe(MOCK_SHORT_DOMAIN);
    expect(link.nip).toMatch(/^[A-Za-z0-9]{7}$/);

    shape((await call(apiPaths.link(link.id), as)).body, LinkResponse);
    const updated = await call(apiPaths.link(link.id), {
      ...as,
      method: 'PUT',
      body: { long_url: 'https://acme.example/changed', nip: 'changed', lock_pass: 'secret' },
    });
    const next = (updated.body as { results: Link }).results;
    expect(next).toMatchObject({ nip: 'changed', has_password: true, status: 'protected' });
    expect(next).not.toHaveProperty('lock_pass');

    const deleted = await call(apiPaths.link(link.id), { ...as, method: 'DELETE' });
    shape(deleted.body, DeleteLinkResponse);
    expect((await call(apiPaths.link(link.id), as)).status).toBe(404);
  });

  it('refuses taken and reserved nips, and plan-locked features', async () => {
    const taken = await call(apiPaths.links, {
      ...as,
      method: 'POST',
      body: { long_url: 'https://a.example', nip: 'Spring-Sale' },
    });
    expect([taken.status, code(taken.body)]).toEqual([409, 'NIP_TAKEN']);
    shape(taken.body, ErrorBody);
    const reserved = await call(apiPaths.links, { ...as, method: 'POST', body: { long_url: 'https://a.example', nip: 'admin' } });
    expect([reserved.status, code(reserved.body)]).toEqual([422, 'NIP_RESERVED']);
    const invalid = await call(apiPaths.links, { ...as, method: 'POST', body: { long_url: 'ftp://a.example' } });
    expect(invalid.status).toBe(422);

    const omar = await login(customerOmar.email);
    // Omar's account is on Business: everything is unlocked, and Acme's links are not his.
    expect((await call(apiPaths.link(linkActive.id), omar)).status).toBe(404);
  });

  it('imports a CSV: progress over polls, created links and refused rows, report CSV', async () => {
    const csv = 'Destination,Name,slug\nhttps://acme.example/a,A,\nnot-a-url,B,\nhttps://acme.example/c,C,admin\n';
    // A raw text/csv body with ?mapping= (jsdom's File does not survive Node's multipart encoder).
    const mapping = encodeURIComponent(JSON.stringify({ long_url: 'Destination', title: 'Name', nip: 'slug' }));
    const started = await call(`${apiPaths.linkImports}?mapping=${mapping}`, {
      ...as,
      method: 'POST',
      raw: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(started.status).toBe(202);
    shape(started.body, ImportJobResponse);
    const id = (started.body as { results: ImportJob }).results.id;

    const first = (await call(apiPaths.linkImport(id), as)).body as { results: ImportJob };
    shape(first, ImportJobResponse);
    expect(first.results.status).toBe('running');
    const done = ((await call(apiPaths.linkImport(id), as)).body as { results: ImportJob }).results;
    expect(done).toMatchObject({ status: 'done', created_count: 1, refused_count: 2, rows_processed: 3 });
    expect(done.refused.map((r) => [r.row, r.field])).toEqual([
      [3, 'long_url'],
      [4, 'nip'],
    ]);
    const report = await call(apiPaths.linkImportReport(id), as);
    expect(report.body).toMatch(/^row,field,reason\r\n3,long_url,/);
  });
});

describe('link scenarios', () => {
  it('forbidden, error and empty lists', async () => {
    server.use(...linkScenarios.forbidden);
    expect(code((await call(apiPaths.links, as)).body)).toBe('FORBIDDEN');
    server.use(...linkScenarios.error);
    expect((await call(apiPaths.links, as)).status).toBe(500);
    server.use(...linkScenarios.empty);
    shape((await call(apiPaths.links, as)).body, LinkListResponse);
  });

  it('create scenarios answer NIP_TAKEN and PLAN_LOCKED with details', async () => {
    server.use(...linkScenarios.nipTaken);
    const taken = await call(apiPaths.links, { ...as, method: 'POST', body: { long_url: 'https://a.example' } });
    expect(code(taken.body)).toBe('NIP_TAKEN');
    server.use(...linkScenarios.planLocked);
    const locked = await call(apiPaths.links, { ...as, method: 'POST', body: { long_url: 'https://a.example' } });
    expect((locked.body as { error: { details: unknown } }).error.details).toEqual({
      feature: 'link_schedule',
      field: 'schedule_at',
    });
    server.use(...linkScenarios.createSuccess);
    shape((await call(apiPaths.links, { ...as, method: 'POST', body: { long_url: 'https://a.example' } })).body, LinkResponse);
  });

  it('the progressing import ends done with the fixture’s refused rows', async () => {
    server.use(...linkImportProgressing());
    let job: ImportJob | undefined;
    for (let i = 0; i < 5; i += 1) job = ((await call(apiPaths.linkImport('imp_x'), as)).body as { results: ImportJob }).results;
    expect(job).toEqual(importJobDone);
  });
});
