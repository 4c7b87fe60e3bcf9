import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { SWRConfig } from 'swr';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { apiPaths } from '@rabt/contract';
import { I18nProvider, ToastProvider } from '@rabt/ui';
import { server } from '../../../../../mocks/node.ts';
import { db, resetDb } from '../../../../../mocks/db.ts';
import { analyticsViewScenarios } from '../../../../../mocks/handlers/index.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { offlineStore } from '../../stores/offline.ts';
import { sessionStore } from '../../stores/session.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { AnalyticsChannelsPage } from './AnalyticsChannelsPage.tsx';
import { AnalyticsDevicesPage } from './AnalyticsDevicesPage.tsx';
import { AnalyticsLocationPage, countryOf } from './AnalyticsLocationPage.tsx';
import { AnalyticsLocationsPage } from './AnalyticsLocationsPage.tsx';
import { ItemStats, statsPreset } from './ItemStats.tsx';
import { apiParams, filtersFromSearch, pendingState, searchOf } from './shared.ts';
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

function renderAt(pattern: string, path: string, Page: ComponentType<PageProps>) {
  const location = memoryLocation({ path, record: true });
  render(
    <I18nProvider locale="en" messages={messagesFor('en')}>
      <ToastProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Route path={pattern}>{(params) => <Page params={params} titleId="app.title.analytics" />}</Route>
          </Router>
        </SWRConfig>
      </ToastProvider>
    </I18nProvider>,
  );
  return location;
}

const WAIT = { timeout: 15_000 };

describe('analytics subpages', () => {
  it('locations: countries most first with their change, linking to the country; a filter goes into the address', async () => {
    const location = renderAt('/analytics/visitors-locations', '/analytics/visitors-locations', AnalyticsLocationsPage);
    const table = await screen.findByRole('table', { name: 'Clicks by country, most first' }, WAIT);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Saudi Arabia');
    expect(rows[1]!.textContent).toMatch(/Up|Down/);
    expect(within(table).getByRole('link', { name: 'Saudi Arabia' }).getAttribute('href')).toBe(
      '/analytics/visitors-locations/SA',
    );
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'qr' } });
    expect(location.history.at(-1)).toBe('/analytics/visitors-locations?channel=qr');
  }, 30_000);

  it('one country: regions and cities, with the way back', async () => {
    renderAt('/analytics/visitors-locations/:id', '/analytics/visitors-locations/sa?range=7d', AnalyticsLocationPage);
    expect(await screen.findByRole('table', { name: 'Regions: table' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Cities: table' }).textContent).toContain('Jeddah');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: "Visitors' locations" }).getAttribute('href')).toBe(
      '/analytics/visitors-locations?range=7d',
    );
  }, 30_000);

  it('one country: the path names the country, a country filter of the address neither shows nor narrows it', async () => {
    const asked: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith(`/${apiPaths.analyticsLocations}`)) asked.push(url.searchParams);
    });
    renderAt('/analytics/visitors-locations/:id', '/analytics/visitors-locations/sa?country=KW', AnalyticsLocationPage);
    expect(await screen.findByRole('table', { name: 'Regions: table' }, WAIT)).toBeTruthy();
    expect(asked[0]!.get('country')).toBe('SA');
    expect(screen.queryByRole('button', { name: /Remove filter Country/ })).toBeNull();
    server.events.removeAllListeners();
  }, 30_000);

  it('devices: types, operating systems and browsers', async () => {
    renderAt('/analytics/visitors-devices', '/analytics/visitors-devices', AnalyticsDevicesPage);
    expect(await screen.findByRole('table', { name: 'Device types: table' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Operating systems: table' }).textContent).toContain('iOS');
    expect(screen.getByRole('table', { name: 'Browsers: table' }).textContent).toContain('Safari');
  }, 30_000);

  it('channels: channels and referring sites', async () => {
    renderAt('/analytics/traffic-channels', '/analytics/traffic-channels', AnalyticsChannelsPage);
    expect(await screen.findByRole('table', { name: 'Channels: table' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Referring sites: table' }).textContent).toContain('instagram.com');
  }, 30_000);

  it('a plan without analytics shows the upgrade prompt', async () => {
    const account = [...db.accounts.values()].find((a) => a.plan === 'pro')!;
    account.plan = 'free';
    renderAt('/analytics/visitors-devices', '/analytics/visitors-devices', AnalyticsDevicesPage);
    expect(await screen.findByText(/Analytics come with the/, {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('an error answer shows the retry panel; an empty one "no clicks yet"', async () => {
    server.use(...analyticsViewScenarios.error);
    renderAt('/analytics/traffic-channels', '/analytics/traffic-channels', AnalyticsChannelsPage);
    expect(await screen.findByText('Analytics could not be loaded', {}, WAIT)).toBeTruthy();
    cleanup();
    server.resetHandlers();
    server.use(...analyticsViewScenarios.empty);
    renderAt('/analytics/visitors-locations', '/analytics/visitors-locations', AnalyticsLocationsPage);
    expect(await screen.findByText('No clicks yet', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('the item stats panel counts one link and links to the analytics narrowed to it', async () => {
    renderAt('/links/:id', '/links/L1', () => (
      <ItemStats kind="link" id="01JRABTTOP0000000000000002" label="acme.sa/menu" returnTo="/links/L1" placement="narrow" />
    ));
    expect(await screen.findByText('8,412', {}, WAIT)).toBeTruthy();
    const more = screen.getByRole('link', { name: 'See all analytics' });
    expect(more.getAttribute('href')).toBe(
      '/analytics/visitors-locations?link_id=01JRABTTOP0000000000000002&item=acme.sa%2Fmenu',
    );
  }, 30_000);

  it("the item stats panel's period is kept in the address, with the page's other parameters", async () => {
    const location = renderAt('/links/:id', '/links/L1?tab=qr', () => (
      <ItemStats kind="link" id="01JRABTTOP0000000000000002" label="acme.sa/menu" returnTo="/links/L1" placement="narrow" />
    ));
    expect(await screen.findByText('8,412', {}, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '7d' } });
    // Replaced, not pushed: Back leaves the item page rather than stepping through periods.
    expect(location.history).toEqual(['/links/L1?tab=qr&range=7d']);
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('7d');
    expect(screen.getByRole('link', { name: 'See all analytics' }).getAttribute('href')).toContain('range=7d');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '30d' } });
    expect(location.history).toEqual(['/links/L1?tab=qr']);
    expect(statsPreset('?range=90d')).toBe('90d');
    expect(statsPreset('?range=custom')).toBe('30d');
    expect(statsPreset('?range=bogus')).toBe('30d');
  }, 30_000);

  it('a Wi-Fi QR code has nothing to count', async () => {
    renderAt('/qrs/:id', '/qrs/Q1', () => (
      <ItemStats kind="qr" id={null} label="Office Wi-Fi" returnTo="/qrs/Q1" placement="wide" />
    ));
    expect(await screen.findByText(/Wi-Fi QR codes are not counted/, {}, WAIT)).toBeTruthy();
  }, 30_000);
});

describe('analytics filters in the address', () => {
  it('round-trip through the query string, dropping what is malformed', () => {
    const filters = filtersFromSearch('?range=custom&from=2026-03-01&to=2026-03-15&channel=qr&card_id=C1&kind=card&item=Layla');
    expect(filters).toEqual({
      preset: 'custom',
      from: '2026-03-01',
      to: '2026-03-15',
      workspace_id: undefined,
      device: undefined,
      channel: 'qr',
      itemId: 'C1',
      item: { kind: 'card', label: 'Layla' },
    });
    expect(searchOf(filters)).toBe('?range=custom&from=2026-03-01&to=2026-03-15&channel=qr&card_id=C1&kind=card&item=Layla');
    expect(apiParams(filters)).toMatchObject({ from: '2026-03-01', to: '2026-03-15', channel: 'qr', card_id: 'C1' });
    expect(filtersFromSearch('?range=forever&from=yesterday')).toMatchObject({ preset: '30d', from: undefined });
    expect(searchOf({ preset: '30d' })).toBe('');
  });

  it('domain, country and comparison round-trip too; the comparison is on unless switched off', () => {
    const filters = filtersFromSearch('?domain_id=D1&country=kw&compare=off');
    expect(filters).toMatchObject({ preset: '30d', domain_id: 'D1', country: 'KW', compare: false });
    expect(searchOf(filters)).toBe('?domain_id=D1&country=KW&compare=off');
    expect(apiParams(filters)).toMatchObject({ domain_id: 'D1', country: 'KW', compare: 'false' });
    expect(apiParams(filtersFromSearch(''))).toMatchObject({ compare: 'true' });
    expect(filtersFromSearch('?compare=yes').compare).toBeUndefined();
  });

  it('values the API would refuse are ignored, not sent', () => {
    const filters = filtersFromSearch(
      '?device=toaster&channel=fax&country=Saudi&workspace_id=a%20b&domain_id=' + 'x'.repeat(65) + '&link_id=%3Cx%3E',
    );
    expect(filters).toEqual({ preset: '30d' });
    expect(Object.keys(apiParams(filters)).toSorted()).toEqual(['compare', 'from', 'to', 'tz']);
  });

  it('a custom range without both days asks for the last 30 days', () => {
    const now = new Date(2026, 2, 15, 10);
    expect(apiParams({ preset: 'custom', from: '2026-03-01' }, now)).toMatchObject({ from: '2026-02-14', to: '2026-03-15' });
  });

  it('country codes from the address', () => {
    expect(countryOf('sa')).toBe('SA');
    expect(countryOf('Saudi')).toBe('unknown');
  });

  it('pending states', () => {
    expect(pendingState({ can: false, locked: null }, true, undefined)).toEqual({ state: 'denied' });
    expect(pendingState({ can: true, locked: { plan: 'Pro' } }, false, undefined)).toEqual({ state: 'locked', plan: 'Pro' });
    expect(pendingState({ can: true, locked: null }, true, undefined)).toBeNull();
    expect(pendingState({ can: true, locked: null }, false, { code: 'NO_RESPONSE', message: 'x' } as never)).toEqual({
      state: 'offline',
    });
    expect(pendingState({ can: undefined, locked: null }, false, undefined)).toEqual({ state: 'loading' });
  });
});
