import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { apiPaths, ErrorCode, LoginResponse } from '@rabt/contract';
import { I18nProvider, ToastProvider } from '@rabt/ui';
import { server } from '../../../../../mocks/node.ts';
import { db, resetDb } from '../../../../../mocks/db.ts';
import { analyticsScenarios } from '../../../../../mocks/handlers/index.ts';
import { customerLayla, MOCK_PASSWORD } from '../../../../../mocks/fixtures/customers.ts';
import { analyticsOverviewBusy } from '../../../../../mocks/fixtures/analytics.ts';
import { apiCall } from '../../api/client.ts';
import { presetRange } from '../../api/analytics.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { offlineStore } from '../../stores/offline.ts';
import { sessionStore } from '../../stores/session.ts';
import { AnalyticsOverviewPage, overviewState } from './AnalyticsOverviewPage.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  resetDb();
  offlineStore.getState().setOffline(false);
  const { results } = await apiCall(apiPaths.login, LoginResponse, {
    method: 'post',
    data: { email: customerLayla.email, password: MOCK_PASSWORD },
  });
  sessionStore.getState().signIn(results);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStore.getState().logout();
});
afterAll(() => server.close());

const Page = ({ params }: { params: Record<string, string> }) => (
  <AnalyticsOverviewPage params={params} titleId="app.title.analytics" />
);

function renderPage() {
  const location = memoryLocation({ path: '/analytics', record: true });
  render(
    <I18nProvider locale="en" messages={messagesFor('en')}>
      <ToastProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Route path="/analytics" component={Page} />
          </Router>
        </SWRConfig>
      </ToastProvider>
    </I18nProvider>,
  );
  return location;
}

describe('AnalyticsOverviewPage', () => {
  it('shows the totals, the live minutes and the top links of a busy account', async () => {
    renderPage();
    const totals = await screen.findByLabelText('Totals for the period', {}, { timeout: 15_000 });
    expect(within(totals).getByText(new Intl.NumberFormat('en').format(analyticsOverviewBusy.totals.clicks))).toBeTruthy();
    expect(await screen.findByText(/in the last 30 minutes/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Top links' })).toBeTruthy();
  }, 30_000);

  it('shows the upgrade prompt when the plan has no analytics', async () => {
    const account = [...db.accounts.values()].find((a) => a.plan === 'pro')!;
    account.plan = 'free';
    renderPage();
    expect(await screen.findByText(/Analytics come with the/)).toBeTruthy();
  });

  it('an error answer shows the retry panel', async () => {
    server.use(...analyticsScenarios.error);
    renderPage();
    expect(await screen.findByText('Analytics could not be loaded')).toBeTruthy();
  });
});

describe('analytics mapping', () => {
  it('maps answers to screen states', () => {
    expect(overviewState({ can: false, locked: null, overview: undefined, live: undefined, error: undefined })).toEqual({
      state: 'denied',
    });
    expect(overviewState({ can: true, locked: { plan: 'Pro' }, overview: undefined, live: undefined, error: undefined })).toEqual(
      {
        state: 'locked',
        plan: 'Pro',
      },
    );
    expect(
      overviewState({
        can: true,
        locked: null,
        overview: undefined,
        live: undefined,
        error: { code: ErrorCode.PLAN_LOCKED, message: 'x' } as never,
      }),
    ).toMatchObject({ state: 'locked' });
    expect(
      overviewState({
        can: true,
        locked: null,
        overview: undefined,
        live: undefined,
        error: { code: 'NO_RESPONSE', message: 'x' } as never,
      }),
    ).toEqual({
      state: 'offline',
    });
    expect(overviewState({ can: undefined, locked: null, overview: undefined, live: undefined, error: undefined })).toEqual({
      state: 'loading',
    });
  });

  it('presets are days of the local calendar ending today', () => {
    const now = new Date(2026, 2, 15, 10);
    expect(presetRange('7d', now)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetRange('yesterday', now)).toEqual({ from: '2026-03-14', to: '2026-03-14' });
    expect(presetRange('30d', now)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
  });
});
