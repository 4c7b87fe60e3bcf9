import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { delay, http as msw, HttpResponse } from 'msw';
import { number, object, string } from 'superstruct';
import { apiPaths, CustomerResponse, ForgotResponse, PlanListResponse } from '@rabt/contract';
import { server } from '@rabt/mocks/node';
import { resetDb } from '@rabt/mocks/db';
import { customerScenarios } from '@rabt/mocks/handlers';
import { customerLayla, MOCK_PASSWORD } from '@rabt/mocks/fixtures';
import { apiCall, createHttp } from './client.ts';
import { sessionStore } from '../stores/session.ts';
import { offlineStore } from '../stores/offline.ts';
import { API_TIMEOUT_MS } from '../config.ts';
import { signInForTest } from '../test/renderPage.tsx';

const seen: Request[] = [];
const record = ({ request }: { request: Request }) => void seen.push(request.clone());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  seen.length = 0;
  server.events.on('request:start', record);
  sessionStore.getState().logout();
  offlineStore.getState().setOffline(false);
  history.replaceState(null, '', '/links?page=2');
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
});
afterAll(() => server.close());

const signIn = async () => {
  const results = await signInForTest();
  return results;
};

describe('HTTP client (spec §7)', () => {
  it('uses the /api base and the 20 000 ms time-out by default', () => {
    expect(API_TIMEOUT_MS).toBe(20_000);
    expect(createHttp().defaults.baseURL).toBe('/api');
  });

  it('sends no Authorization or Account-Id when signed out', async () => {
    await apiCall(apiPaths.plans, PlanListResponse);
    expect(new URL(seen[0]!.url).pathname).toBe('/api/plans');
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(seen[0]!.headers.get('account-id')).toBeNull();
  });

  it('adds Bearer token and Account-Id from the store at call time', async () => {
    const session = await signIn();
    const customer = await apiCall(apiPaths.customer, CustomerResponse);
    expect(customer.results.email).toBe(customerLayla.email);
    const last = seen.at(-1)!;
    expect(last.headers.get('authorization')).toBe(`Bearer ${session.token}`);
    expect(last.headers.get('account-id')).toBe(session.account_id);
    sessionStore.getState().setAccountId('acc_other');
    await apiCall(apiPaths.plans, PlanListResponse);
    expect(seen.at(-1)!.headers.get('account-id')).toBe('acc_other');
  });

  it('sends JSON and copies the XSRF-TOKEN cookie into X-XSRF-TOKEN, with credentials', async () => {
    document.cookie = 'XSRF-TOKEN=abc%2E123; path=/';
    await signIn();
    const login = seen[0]!;
    expect(login.headers.get('content-type')).toBe('application/json');
    expect(login.headers.get('x-xsrf-token')).toBe('abc.123');
    expect(login.credentials).toBe('include');
    expect(await login.json()).toEqual({ email: customerLayla.email, password: MOCK_PASSWORD });
  });

  it('treats 200–299 as success and anything else as an error', async () => {
    server.use(msw.get('*/api/plans', () => HttpResponse.json({ results: [] }, { status: 299 })));
    await expect(apiCall(apiPaths.plans, PlanListResponse)).resolves.toEqual({ results: [] });
    server.use(msw.get('*/api/plans', () => HttpResponse.json({ results: [] }, { status: 304 })));
    await expect(apiCall(apiPaths.plans, PlanListResponse)).rejects.toMatchObject({ status: 304, code: 'UNKNOWN_ERROR' });
  });

  it('retries once after XSRF_INVALID (the server has just set a fresh cookie), not twice', async () => {
    let calls = 0;
    server.use(
      msw.post('*/api/auth/forgot', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'XSRF_INVALID', message: 'x' } }, { status: 403 })
          : HttpResponse.json({ results: { sent: true } });
      }),
    );
    await expect(apiCall(apiPaths.forgot, ForgotResponse, { method: 'post', data: { email: 'a@b.co' } })).resolves.toEqual({
      results: { sent: true },
    });
    expect(calls).toBe(2);
    server.use(
      msw.post('*/api/auth/forgot', () => HttpResponse.json({ error: { code: 'XSRF_INVALID', message: 'x' } }, { status: 403 })),
    );
    await expect(apiCall(apiPaths.forgot, ForgotResponse, { method: 'post', data: { email: 'a@b.co' } })).rejects.toMatchObject({
      code: 'XSRF_INVALID',
    });
  });

  it('validates answers with the contract struct', async () => {
    server.use(msw.get('*/api/plans', () => HttpResponse.json({ results: [{ id: 1 }] })));
    await expect(apiCall(apiPaths.plans, PlanListResponse)).rejects.toMatchObject({ code: 'UNKNOWN_ERROR', status: null });
  });
});

describe('error side effects against MSW (spec §8)', () => {
  it('401 logs out and navigates to login with redirect = current path', async () => {
    await signIn();
    server.use(...customerScenarios.unauthorized);
    await expect(apiCall(apiPaths.customer, CustomerResponse)).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(location.pathname + location.search).toBe(`/login?redirect=${encodeURIComponent('/links?page=2')}`);
  });

  it('REQUIRE_VERIFICATION → onboard-verify', async () => {
    server.use(...customerScenarios.needsVerification);
    await expect(apiCall(apiPaths.customer, CustomerResponse)).rejects.toMatchObject({
      code: 'REQUIRE_VERIFICATION',
      status: 403,
    });
    expect(location.pathname).toBe('/onboard/verify');
  });

  it('REQUIRE_SUBSCRIPTION → onboard-subscribe', async () => {
    server.use(...customerScenarios.needsSubscription);
    await expect(apiCall(apiPaths.customer, CustomerResponse)).rejects.toMatchObject({ code: 'REQUIRE_SUBSCRIPTION' });
    expect(location.pathname).toBe('/onboard/subscribe');
  });

  it('500 gives the server message and code, and keeps the page', async () => {
    server.use(...customerScenarios.serverError);
    await expect(apiCall(apiPaths.customer, CustomerResponse)).rejects.toEqual({
      code: 'UNKNOWN_ERROR',
      status: 500,
      message: 'Something went wrong.',
    });
    expect(location.pathname).toBe('/links');
  });

  it('no response turns the offline flag on; the next response turns it off', async () => {
    server.use(...customerScenarios.noResponse);
    await expect(apiCall(apiPaths.customer, CustomerResponse)).rejects.toMatchObject({ code: 'NO_RESPONSE', status: null });
    expect(offlineStore.getState().offline).toBe(true);
    server.resetHandlers();
    await apiCall(apiPaths.plans, PlanListResponse);
    expect(offlineStore.getState().offline).toBe(false);
  });

  it('an error response also turns the offline flag off', async () => {
    offlineStore.getState().setOffline(true);
    server.use(...customerScenarios.serverError);
    await expect(apiCall(apiPaths.customer, CustomerResponse)).rejects.toBeTruthy();
    expect(offlineStore.getState().offline).toBe(false);
  });

  it('times out (short override of the 20 s) as no response', async () => {
    server.use(
      msw.get('*/api/plans', async () => {
        await delay('infinite');
        return HttpResponse.json({ results: [] });
      }),
    );
    const started = Date.now();
    const failure = apiCall(apiPaths.plans, PlanListResponse, { client: createHttp({ timeoutMs: 50 }) });
    await expect(failure).rejects.toMatchObject({ code: 'NO_RESPONSE', status: null });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(offlineStore.getState().offline).toBe(true);
  });
});

describe('uploads', () => {
  const Uploaded = object({ results: object({ bytes: number(), name: string() }) });
  const uploadPath = 'qrs/upload-probe';

  it('go through XHR with the session headers, report the part sent and answer through the contract', async () => {
    await signIn();
    server.use(
      msw.post(`/api/${uploadPath}`, async ({ request }) => {
        const body = new Uint8Array(await request.arrayBuffer());
        return HttpResponse.json(
          { results: { bytes: body.length, name: request.headers.get('content-type') ?? '' } },
          { status: 201 },
        );
      }),
    );
    // A text body: jsdom's FormData and Blob do not survive MSW's XHR interceptor (they arrive as a
    // few bytes); the browser flow in e2e/server/qr-upload.spec.ts sends a real multipart form.
    const file = '%PDF-1.4\n'.padEnd(256 * 1024, ' ');
    const fractions: number[] = [];
    const { results } = await apiCall(uploadPath, Uploaded, {
      method: 'post',
      data: file,
      onUploadProgress: (f) => fractions.push(f),
    });
    expect(results.bytes).toBe(256 * 1024);
    const sent = seen.find((r) => r.url.endsWith(uploadPath));
    expect(sent?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(sent?.headers.get('account-id')).toBe(sessionStore.getState().accountId);
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.toSorted((a, b) => a - b)).toEqual(fractions);
  });

  it("a refused upload rejects with the server's error, a dropped one as no response", async () => {
    await signIn();
    server.use(
      msw.post(`/api/${uploadPath}`, () =>
        HttpResponse.json(
          { error: { code: 'VALIDATION_FAILED', message: 'The file is too large (10 MB at most)' } },
          { status: 422 },
        ),
      ),
    );
    const form = '%PDF-1.4';
    await expect(apiCall(uploadPath, Uploaded, { method: 'post', data: form, onUploadProgress: () => {} })).rejects.toMatchObject(
      {
        status: 422,
        message: 'The file is too large (10 MB at most)',
      },
    );
    server.use(msw.post(`/api/${uploadPath}`, () => HttpResponse.error()));
    await expect(apiCall(uploadPath, Uploaded, { method: 'post', data: form, onUploadProgress: () => {} })).rejects.toMatchObject(
      {
        code: 'NO_RESPONSE',
      },
    );
  });
});
