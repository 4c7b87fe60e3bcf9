import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http as msw, HttpResponse } from 'msw';
import { apiPaths, CustomerResponse, ErrorCode } from '@rabt/contract';
import { defaultLinkListQuery } from '@rabt/screens';
import { server } from '@rabt/mocks/node';
import { resetDb } from '@rabt/mocks/db';
import { customerLayla } from '@rabt/mocks/fixtures';
import { apiCall } from './client.ts';
import { fetchAccounts } from './accounts.ts';
import { fetchCustomer } from './customer.ts';
import { fetchEntitlements } from './billing.ts';
import { linksApi, listParams } from './links.ts';
import { onboardingApi } from './onboarding.ts';
import { workspacesApi } from './workspaces.ts';
import { apiUrl, clearPrefetched, DEFAULT_LINKS_PARAMS, prefetch, prefetchFirstScreen, PREFETCH_TTL_MS } from './prefetch.ts';
import { sessionStore } from '../stores/session.ts';
import { ALL_WORKSPACES } from '../stores/workspace.ts';
import { API_TIMEOUT_MS, config } from '../config.ts';
import { signInForTest } from '../test/renderPage.tsx';

const seen: Request[] = [];
const record = ({ request }: { request: Request }) => void seen.push(request.clone());
/** How often the network was asked for a path (query string included when given). */
const asked = (path: string) =>
  seen.filter((r) => `${new URL(r.url).pathname}${new URL(r.url).search}`.startsWith(`/api/${path}`)).length;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  clearPrefetched();
  sessionStore.getState().logout();
  history.replaceState(null, '', '/links');
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

/** Signs in (not recorded) and starts recording. */
const signIn = async () => {
  const results = await signInForTest();
  server.events.on('request:start', record);
  return { token: results.token, accountId: results.account_id };
};

const paths = { base: config.apiBase, ...apiPaths };

describe('first-screen requests handed to the API client (decision 054)', () => {
  it('asks with the query the hooks use: the default list, "all workspaces" as stored', () => {
    expect(DEFAULT_LINKS_PARAMS).toEqual(listParams(defaultLinkListQuery));
    expect(ALL_WORKSPACES).toBe('all');
  });

  it('each of /links first GETs reaches the network once: the client takes the prefetched answer', async () => {
    const session = await signIn();
    prefetchFirstScreen({ route: 'links', search: '', workspace: null, ...session }, paths, API_TIMEOUT_MS);
    const customer = await fetchCustomer();
    expect(customer.email).toBe(customerLayla.email);
    await fetchAccounts();
    const workspaces = await workspacesApi.list();
    await onboardingApi.invitations();
    await linksApi.domains();
    await fetchEntitlements();
    // The list waits for the workspaces answer (no stored choice): the default workspace's.
    const workspaceId = workspaces.find((w) => w.is_default)?.id ?? workspaces[0]!.id;
    await vi.waitFor(() => expect(asked(apiPaths.links + '?')).toBe(1));
    const list = await linksApi.list({ ...defaultLinkListQuery, workspace_id: workspaceId });
    expect(list.page).toBe(1);
    for (const path of [
      apiPaths.customer,
      apiPaths.accounts,
      apiPaths.workspaces,
      apiPaths.invitations,
      apiPaths.linkDomains,
      apiPaths.entitlements,
      apiPaths.plans,
      apiPaths.links + '?',
    ])
      expect(asked(path), path).toBe(1);
    expect(seen).toHaveLength(8);
  });

  it('uses a prefetched answer once: a second identical call asks the network again', async () => {
    const session = await signIn();
    prefetch(apiUrl(config.apiBase, apiPaths.customer), session, { timeoutMs: API_TIMEOUT_MS });
    await fetchCustomer();
    await fetchCustomer();
    expect(asked(apiPaths.customer)).toBe(2);
  });

  it('does not give one organisation the answer asked for another, nor one asked with another token', async () => {
    const session = await signIn();
    prefetch(apiUrl(config.apiBase, apiPaths.customer), { ...session, accountId: 'acc_other' }, { timeoutMs: API_TIMEOUT_MS });
    prefetch(apiUrl(config.apiBase, apiPaths.customer), { ...session, token: 'another-token' }, { timeoutMs: API_TIMEOUT_MS });
    await fetchCustomer();
    expect(asked(apiPaths.customer)).toBe(3);
    expect(seen.at(-1)!.headers.get('account-id')).toBe(session.accountId);
  });

  it('drops an answer older than PREFETCH_TTL_MS', async () => {
    const session = await signIn();
    const old = Date.now() - PREFETCH_TTL_MS - 1;
    prefetch(apiUrl(config.apiBase, apiPaths.customer), session, { timeoutMs: API_TIMEOUT_MS, now: old });
    await fetchCustomer();
    expect(asked(apiPaths.customer)).toBe(2);
  });

  it('a prefetched 401 has the effects of any other: the same error, and the session ends', async () => {
    const session = await signIn();
    server.use(
      msw.get(`*/api/${apiPaths.customer}`, () =>
        HttpResponse.json({ error: { code: ErrorCode.UNAUTHENTICATED, message: 'Sign in again.' } }, { status: 401 }),
      ),
    );
    const direct = await apiCall(apiPaths.customer, CustomerResponse).catch((error: unknown) => error);
    sessionStore.getState().signIn({ token: session.token, account_id: session.accountId });
    prefetch(apiUrl(config.apiBase, apiPaths.customer), session, { timeoutMs: API_TIMEOUT_MS });
    const prefetched = await apiCall(apiPaths.customer, CustomerResponse).catch((error: unknown) => error);
    expect(asked(apiPaths.customer)).toBe(2);
    expect(prefetched).toEqual(direct);
    expect(sessionStore.getState().token).toBeNull();
  });
});
