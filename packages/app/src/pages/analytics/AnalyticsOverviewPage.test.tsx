import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { apiPaths } from '@rabt/contract';
import { I18nProvider, ToastProvider } from '@rabt/ui';
import { server } from '../../../../../mocks/node.ts';
import { db, resetDb } from '../../../../../mocks/db.ts';
import { analyticsScenarios } from '../../../../../mocks/handlers/index.ts';
import { analyticsOverviewBusy } from '../../../../../mocks/fixtures/analytics.ts';
import { presetRange } from '../../api/analytics.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { offlineStore } from '../../stores/offline.ts';
import { sessionStore } from '../../stores/session.ts';
import { AnalyticsOverviewPage } from './AnalyticsOverviewPage.tsx';
import { signInForTest } from '../../test/renderPage.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  resetDb();
  offlineStore.getState().setOffline(false);
  await signInForTest();
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
  it('presets are days of the local calendar ending today', () => {
    const now = new Date(2026, 2, 15, 10);
    expect(presetRange('7d', now)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetRange('yesterday', now)).toEqual({ from: '2026-03-14', to: '2026-03-14' });
    expect(presetRange('30d', now)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
  });
});

/** The page on the browser's own history (jsdom), so Back works as in a browser. */
function renderInBrowser(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <I18nProvider locale="en" messages={messagesFor('en')}>
      <ToastProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <Router>
            <Route path="/analytics" component={Page} />
          </Router>
        </SWRConfig>
      </ToastProvider>
    </I18nProvider>,
  );
}

/** The query of every overview request the page makes. */
function overviewRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(`/${apiPaths.analyticsOverview}`)) seen.push(url.searchParams);
  });
  return seen;
}

const WAIT = { timeout: 15_000 };
const last = <T,>(items: T[]) => items[items.length - 1]!;

describe('AnalyticsOverviewPage: filters in the address', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    window.history.replaceState(null, '', '/');
  });

  it('a filter change goes into the address and asks the API with it', async () => {
    const requests = overviewRequests();
    renderInBrowser('/analytics');
    await screen.findByLabelText('Totals for the period', {}, WAIT);
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'qr' } });
    expect(window.location.pathname + window.location.search).toBe('/analytics?channel=qr');
    await waitFor(() => expect(last(requests).get('channel')).toBe('qr'), WAIT);
    fireEvent.click(screen.getByLabelText('Compare with the previous period'));
    expect(window.location.search).toBe('?channel=qr&compare=off');
    await waitFor(() => expect(last(requests).get('compare')).toBe('false'), WAIT);
  }, 30_000);

  it('an address with filters asks the API with them and shows them', async () => {
    const requests = overviewRequests();
    renderInBrowser('/analytics?range=7d&device=mobile&channel=social&country=sa&compare=off');
    await screen.findByLabelText('Totals for the period', {}, WAIT);
    const query = requests[0]!;
    expect(Object.fromEntries(query)).toMatchObject({
      ...presetRange('7d'),
      device: 'mobile',
      channel: 'social',
      country: 'SA',
      compare: 'false',
    });
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('7d');
    expect((screen.getByLabelText('Device') as HTMLSelectElement).value).toBe('mobile');
    expect(screen.getByRole('button', { name: 'Remove filter Country: Saudi Arabia' })).toBeTruthy();
    expect((screen.getByLabelText('Compare with the previous period') as HTMLInputElement).checked).toBe(false);
  }, 30_000);

  it('Back restores the previous filters (and asks for them again)', async () => {
    const requests = overviewRequests();
    renderInBrowser('/analytics?range=7d');
    await screen.findByLabelText('Totals for the period', {}, WAIT);
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '90d' } });
    expect(window.location.search).toBe('?range=90d');
    await waitFor(() => expect(last(requests).get('from')).toBe(presetRange('90d').from), WAIT);
    window.history.back();
    await waitFor(() => expect(window.location.search).toBe('?range=7d'), WAIT);
    await waitFor(() => expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('7d'), WAIT);
    await waitFor(() => expect(last(requests).get('from')).toBe(presetRange('7d').from), WAIT);
  }, 30_000);

  it('junk in the address is ignored: the defaults apply and the page still draws', async () => {
    const requests = overviewRequests();
    renderInBrowser(
      '/analytics?range=forever&from=yesterday&device=toaster&channel=%3Cscript%3E&country=Saudi&workspace_id=..%2F..&compare=maybe',
    );
    const totals = await screen.findByLabelText('Totals for the period', {}, WAIT);
    expect(within(totals).getByText(new Intl.NumberFormat('en').format(analyticsOverviewBusy.totals.clicks))).toBeTruthy();
    const query = Object.fromEntries(requests[0]!);
    expect(query).toMatchObject({ ...presetRange('30d'), compare: 'true' });
    for (const key of ['device', 'channel', 'country', 'workspace_id']) expect(query).not.toHaveProperty(key);
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('30d');
    expect((screen.getByLabelText('Channel') as HTMLSelectElement).value).toBe('');
  }, 30_000);
});
