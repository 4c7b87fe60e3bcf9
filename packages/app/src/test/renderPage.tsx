/**
 * The one render helper for page tests (pages/<feature>/*.test.tsx): the app's providers (I18n,
 * Toast, a fresh SWR cache, a memory router) around a page container, and `setupPageTests()`,
 * which starts the MSW node server, resets the mock database and signs a customer in before each test.
 */
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { apiPaths, LoginResponse } from '@rabt/contract';
import { I18nProvider, ToastProvider, type Locale } from '@rabt/ui';
import { server } from '@rabt/mocks/node';
import { resetDb } from '@rabt/mocks/db';
import { customerLayla, MOCK_PASSWORD } from '@rabt/mocks/fixtures';
import { apiCall } from '../api/client.ts';
import { messagesFor } from '../i18n/messages.ts';
import type { PageProps } from '../routes/pages.tsx';
import { offlineStore } from '../stores/offline.ts';
import { sessionStore } from '../stores/session.ts';

type Page = ComponentType<PageProps>;

export interface RenderPageOptions {
  /** Route params given to a single page (ignored with `routes`, where the pattern supplies them). */
  params?: PageProps['params'];
  titleId?: string;
  locale?: Locale;
}

/** Signs a customer in through the real login call against the mocks (Layla unless told); returns the login's answer. */
export async function signInForTest(credentials = { email: customerLayla.email, password: MOCK_PASSWORD }) {
  const { results } = await apiCall(apiPaths.login, LoginResponse, { method: 'post', data: credentials });
  sessionStore.getState().signIn(results);
  return results;
}

/**
 * Registers the hooks every page test needs. `signIn: false` leaves the session empty (pages for
 * signed-out visitors); otherwise the mock customer Layla is signed in through the real login call.
 */
export function setupPageTests(options: { signIn?: { email: string; password: string } | false } = {}): void {
  const credentials = options.signIn === undefined ? { email: customerLayla.email, password: MOCK_PASSWORD } : options.signIn;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    resetDb();
    offlineStore.getState().setOffline(false);
    if (credentials) await signInForTest(credentials);
  });
  afterEach(() => {
    // Unmount before signing out, or the page refetches without a token and its 401 signs the next test out.
    cleanup();
    server.resetHandlers();
    sessionStore.getState().logout();
  });
  afterAll(() => server.close());
}

/**
 * Renders one page (`{ page }`) or a set of routes (`{ routes: { '/links/:id': LinkEditorPage } }`) at
 * `path`; returns the memory location, whose `history` records navigations.
 */
export function renderPage(
  path: string,
  target: { page: Page } | { routes: Record<string, Page> },
  { params = {}, titleId = 'app.title.page', locale = 'en' }: RenderPageOptions = {},
) {
  const location = memoryLocation({ path, record: true });
  const body =
    'page' in target ? (
      <target.page params={params} titleId={titleId} />
    ) : (
      <Switch>
        {Object.entries(target.routes).map(([pattern, RoutePage]) => (
          <Route key={pattern} path={pattern}>
            {(routeParams: Record<string, string>) => <RoutePage params={routeParams} titleId={titleId} />}
          </Route>
        ))}
      </Switch>
    );
  render(
    <I18nProvider locale={locale} messages={messagesFor(locale)}>
      <ToastProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, focusThrottleInterval: 0 }}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {body}
          </Router>
        </SWRConfig>
      </ToastProvider>
    </I18nProvider>,
  );
  return location;
}
