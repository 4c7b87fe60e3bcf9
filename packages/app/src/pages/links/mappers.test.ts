import { describe, expect, it } from 'vitest';
import { ErrorCode, type ApiError } from '@rabt/contract';
import { defaultLinkListQuery, emptyLinkValues, FORM_ERROR, toLocalDateTime } from '@rabt/screens';
import {
  importJobDone,
  importJobFailed,
  importJobRunning,
  linkActive,
  linkDomainsAcme,
  linkDomainsDefaultOnly,
  linksMixed,
} from '@rabt/mocks/fixtures';
import { NO_RESPONSE } from '../../api/errors.ts';
import {
  createEditorState,
  domainOptions,
  importJobState,
  linkEditorState,
  linkListState,
  linkRequest,
  linkSubmitErrors,
  lockedEditorFeatures,
  queryFromSearch,
  searchFromQuery,
} from './mappers.ts';

const t = (id: string) => `t:${id}`;
const error = (status: number | null, code: string, message = 'Something went wrong.', details?: unknown): ApiError =>
  details === undefined ? { status, code, message } : { status, code, message, details };
const data = { links: linksMixed, total: 60 };
const locked = (details: unknown) => linkSubmitErrors(error(403, ErrorCode.PLAN_LOCKED, 'locked', details), t);

describe('linkListState', () => {
  const query = defaultLinkListQuery;
  it('403 → forbidden', () => {
    expect(linkListState({ error: error(403, ErrorCode.FORBIDDEN), query })).toEqual({ state: 'forbidden' });
  });
  it('no response → keeps the data it has (the banner says offline); without data → error', () => {
    expect(linkListState({ data, error: error(null, NO_RESPONSE, 'Failed to fetch'), query }).state).toBe('ready');
    expect(linkListState({ error: error(null, NO_RESPONSE, 'Failed to fetch'), query })).toEqual({
      state: 'error',
      message: null,
    });
  });
  it('500 → error with the server’s own message only', () => {
    expect(linkListState({ error: error(500, ErrorCode.UNKNOWN_ERROR), query })).toEqual({ state: 'error', message: null });
    expect(linkListState({ error: error(503, 'SERVICE_UNAVAILABLE', 'Back in a minute.'), query })).toEqual({
      state: 'error',
      message: 'Back in a minute.',
    });
  });
  it('loading, empty, filtered to nothing, ready', () => {
    expect(linkListState({ query })).toEqual({ state: 'loading' });
    expect(linkListState({ data: { links: [], total: 0 }, query })).toEqual({ state: 'empty' });
    expect(linkListState({ data: { links: [], total: 0 }, query: { ...query, status: 'expired' } })).toEqual({
      state: 'noMatches',
    });
    expect(linkListState({ data, query })).toEqual({ state: 'ready', links: linksMixed, total: 60 });
  });
});

describe('list query ↔ URL', () => {
  it('round-trips and leaves defaults out', () => {
    const query = { ...defaultLinkListQuery, q: 'spring', status: 'scheduled' as const, sort: 'clicks' as const, page: 3 };
    expect(searchFromQuery(query)).toBe('?q=spring&status=scheduled&sort=clicks&page=3');
    expect(queryFromSearch('q=spring&status=scheduled&sort=clicks&page=3')).toEqual(query);
    expect(searchFromQuery(defaultLinkListQuery)).toBe('');
  });
  it('ignores values the API would refuse', () => {
    expect(queryFromSearch('status=deleted&sort=nip&order=up&page=-1&per_page=1000')).toEqual(defaultLinkListQuery);
  });
});

describe('linkEditorState', () => {
  it('404 → not found, 403 → forbidden, other → error, none yet → loading', () => {
    expect(linkEditorState({ error: error(404, ErrorCode.NOT_FOUND, 'Resource not found') })).toEqual({ state: 'notFound' });
    expect(linkEditorState({ error: error(403, ErrorCode.FORBIDDEN) })).toEqual({ state: 'forbidden' });
    expect(linkEditorState({ error: error(500, ErrorCode.UNKNOWN_ERROR) }).state).toBe('error');
    expect(linkEditorState({})).toEqual({ state: 'loading' });
  });
  it('a link → ready with its values', () => {
    const state = linkEditorState({ link: linkActive });
    expect(state).toMatchObject({
      state: 'ready',
      link: linkActive,
      initialValues: { nip: 'spring-sale', utm_source: 'newsletter' },
    });
  });
});

describe('linkSubmitErrors (field errors → form errors)', () => {
  it('NIP_TAKEN and NIP_RESERVED go under the short code', () => {
    expect(linkSubmitErrors(error(409, ErrorCode.NIP_TAKEN, 'taken'), t)).toEqual({ nip: 't:links.errors.nipTaken' });
    expect(linkSubmitErrors(error(422, ErrorCode.NIP_RESERVED, 'reserved'), t)).toEqual({ nip: 't:links.errors.nipReserved' });
  });
  it('PLAN_LOCKED goes under the locked field (details.field, else the feature’s field)', () => {
    expect(locked({ feature: 'link_expiry', field: 'expires_at' })).toEqual({ expires_at: 't:links.errors.planLocked' });
    expect(locked({ feature: 'link_password' })).toEqual({ lock_pass: 't:links.errors.planLocked' });
    expect(locked(undefined)).toEqual({ [FORM_ERROR]: 't:links.errors.planLocked' });
  });
  it('validation details go under their fields', () => {
    const details = [{ field: 'domain', code: 'unknown_domain', message: 'Unknown domain “x”.' }];
    expect(linkSubmitErrors(error(422, ErrorCode.VALIDATION_FAILED, 'invalid', details), t)).toEqual({
      domain: 'Unknown domain “x”.',
    });
  });
  it('anything else is a form-level message', () => {
    expect(linkSubmitErrors(error(500, ErrorCode.UNKNOWN_ERROR), t)).toEqual({ [FORM_ERROR]: 't:links.errors.saveFailed' });
    expect(linkSubmitErrors(error(null, NO_RESPONSE, 'Failed to fetch'), t)).toEqual({
      [FORM_ERROR]: 't:links.errors.saveFailed',
    });
  });
});

describe('linkRequest', () => {
  const values = { ...emptyLinkValues, long_url: 'https://a.example', domain: 'localhost:3001' };
  it('create leaves empty fields out and sends the chosen domain', () => {
    // The domain choices come from the server (GET links/domains), so the default is sent as chosen.
    expect(linkRequest(values, 'create')).toEqual({ long_url: 'https://a.example', domain: 'localhost:3001' });
    expect(linkRequest({ ...values, domain: '' }, 'create')).toEqual({ long_url: 'https://a.example' });
    expect(linkRequest({ ...values, domain: 'go.acme.example' }, 'create')).toEqual({
      long_url: 'https://a.example',
      domain: 'go.acme.example',
    });
    const full = linkRequest(
      { ...values, nip: 'x', lock_pass: 'pw', utm_source: 'mail', schedule_at: toLocalDateTime('2026-04-01T10:00:00.000Z') },
      'create',
    );
    expect(full).toMatchObject({ nip: 'x', lock_pass: 'pw', utm_source: 'mail', schedule_at: '2026-04-01T10:00:00.000Z' });
  });
  it('edit clears with null, keeps the password unless changed or removed', () => {
    const body = linkRequest({ ...values, nip: 'x' }, 'edit');
    expect(body).toMatchObject({ title: null, schedule_at: null, utm_source: null, nip: 'x' });
    expect(body).not.toHaveProperty('lock_pass');
    expect(linkRequest({ ...values, nip: 'x', remove_lock_pass: true }, 'edit').lock_pass).toBeNull();
    expect(linkRequest({ ...values, nip: 'x', lock_pass: 'new' }, 'edit').lock_pass).toBe('new');
  });
});

describe('plan locks, import jobs, domains', () => {
  it('locks what the plan lacks, nothing while unknown', () => {
    expect(lockedEditorFeatures([])).toEqual(['link_schedule', 'link_expiry', 'link_password']);
    expect(lockedEditorFeatures(['link_schedule', 'link_expiry', 'link_password', 'analytics'])).toEqual([]);
    expect(lockedEditorFeatures(undefined)).toEqual([]);
  });
  it('maps a job to progress, report or failure', () => {
    expect(importJobState(importJobRunning, 'f.csv')).toMatchObject({ state: 'progress', progress: 0.42, rowsProcessed: 4200 });
    expect(importJobState(importJobDone, 'f.csv')).toMatchObject({ state: 'report', createdCount: 9995, refusedCount: 5 });
    expect(importJobState(importJobFailed, 'f.csv')).toEqual({ state: 'error', message: importJobFailed.error!.message });
  });
  it("offers the server's domains, the default first, then the names to keep", () => {
    expect(domainOptions(linkDomainsAcme)).toEqual(linkDomainsAcme.domains.map((d) => d.name));
    expect(domainOptions(linkDomainsAcme)[0]).toBe('localhost:3001');
    // Another SHORT_DOMAIN / SHORT_PORT: whatever the server says is the default comes first.
    const other = { default: 'localhost:3711', domains: [{ name: 'localhost:3711', default: true }] };
    expect(domainOptions(other)).toEqual(['localhost:3711']);
    // The edited link's domain (or the list filter) stays choosable once, even if no longer listed.
    expect(domainOptions(linkDomainsDefaultOnly, ['old.acme.example', 'localhost:3001', undefined, ''])).toEqual([
      'localhost:3001',
      'old.acme.example',
    ]);
    expect(domainOptions(undefined, [linkActive.domain])).toEqual([linkActive.domain]);
    expect(domainOptions(undefined)).toEqual([]);
  });

  it('create mode waits for the domains, then preselects the default', () => {
    expect(createEditorState({})).toEqual({ state: 'loading' });
    expect(createEditorState({ domains: { ...linkDomainsDefaultOnly, default: 'localhost:3711' } })).toEqual({
      state: 'ready',
      initialValues: { domain: 'localhost:3711' },
    });
    expect(createEditorState({ error: error(500, ErrorCode.UNKNOWN_ERROR, 'Database down') })).toEqual({
      state: 'error',
      message: 'Database down',
    });
    expect(createEditorState({ error: error(403, ErrorCode.FORBIDDEN) })).toEqual({ state: 'forbidden' });
    // Offline with domains already known: the form stays.
    expect(createEditorState({ domains: linkDomainsAcme, error: error(null, NO_RESPONSE, 'Failed to fetch') }).state).toBe(
      'ready',
    );
  });
});
