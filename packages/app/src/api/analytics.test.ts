import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@rabt/contract';
import { server } from '@rabt/mocks/node';
import { resetDb } from '@rabt/mocks/db';
import { analyticsOverviewBusy } from '@rabt/mocks/fixtures';
import { analyticsApi, presetRange } from './analytics.ts';
import { sessionStore } from '../stores/session.ts';
import { offlineStore } from '../stores/offline.ts';
import { signInForTest } from '../test/renderPage.tsx';

const seen: URL[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  resetDb();
  seen.length = 0;
  offlineStore.getState().setOffline(false);
  await signInForTest();
  server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url)));
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  sessionStore.getState().logout();
});
afterAll(() => server.close());

const range = presetRange('7d', new Date(2026, 2, 15, 10));

describe('analyticsApi', () => {
  it('compares with the previous period unless the query says compare=false', async () => {
    const compared = await analyticsApi.overview({ ...range, tz: 'UTC' });
    expect(seen.at(-1)!.searchParams.get('compare')).toBe('true');
    expect(compared.totals.clicks).toBe(analyticsOverviewBusy.totals.clicks);

    await analyticsApi.breakdown('devices', { ...range, tz: 'UTC', compare: 'false' });
    expect(seen.at(-1)!.searchParams.get('compare')).toBe('false');
  });

  it('sends every filter of the query as it is', async () => {
    await analyticsApi.breakdown('channels', { ...range, tz: 'UTC', country: 'SA', device: 'mobile', domain_id: 'D1' });
    const query = Object.fromEntries(seen.at(-1)!.searchParams);
    expect(query).toMatchObject({ ...range, country: 'SA', device: 'mobile', domain_id: 'D1', compare: 'true' });
  });

  it('the export address carries the view and the same query', () => {
    const href = analyticsApi.exportHref('devices', { ...range, channel: 'qr' }, '/api');
    const url = new URL(href, 'https://app.example');
    expect(url.pathname).toBe(`/api/${apiPaths.analyticsExport}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ view: 'devices', ...range, channel: 'qr' });
  });
});
