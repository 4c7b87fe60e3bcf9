import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { apiPaths, LoginResponse } from '@rabt/contract';
import { I18nProvider, ToastProvider } from '@rabt/ui';
import { server } from '../../../../../mocks/node.ts';
import { resetDb } from '../../../../../mocks/db.ts';
import { linkScenarios } from '../../../../../mocks/handlers/index.ts';
import { customerLayla, MOCK_PASSWORD } from '../../../../../mocks/fixtures/customers.ts';
import { linkActive, linkDomainsAcme } from '../../../../../mocks/fixtures/links.ts';
import { apiCall } from '../../api/client.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { offlineStore } from '../../stores/offline.ts';
import { sessionStore } from '../../stores/session.ts';
import { LinksPage } from '../LinksPage.tsx';

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
  // Unmount before signing out, or the page refetches without a token and its 401 signs the next test out.
  cleanup();
  server.resetHandlers();
  sessionStore.getState().logout();
});
afterAll(() => server.close());

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <I18nProvider locale="en" messages={messagesFor('en')}>
      <ToastProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <LinksPage params={{}} titleId="app.title.links" />
          </Router>
        </SWRConfig>
      </ToastProvider>
    </I18nProvider>,
  );
  return location;
}

describe('LinksPage against the mocks', { timeout: 20_000 }, () => {
  it('shows the account’s links with status, clicks and copy', async () => {
    renderAt('/links');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(table).getByRole('link', { name: `Edit ${linkActive.title}` })).toHaveAttribute(
      'href',
      `/links/${linkActive.id}`,
    );
    expect(within(table).getByText('12,840')).toBeInTheDocument();
    expect(screen.getByText(/Showing 1–20 of 60/)).toBeInTheDocument();
  });

  it('keeps filters in the URL and asks the API for them', async () => {
    const location = renderAt('/links?status=scheduled');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('Ramadan offers')).toBeInTheDocument());
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'expired');
    await waitFor(() => expect(location.history.at(-1)).toBe('/links?status=expired'));
  });

  it("filters by the server's usable domains, not by guesses from the listed links", async () => {
    const location = renderAt('/links');
    await screen.findByRole('table');
    const filter = screen.getByLabelText('Domain');
    const names = linkDomainsAcme.domains.map((d) => d.name);
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('option')
          .map((o) => o.getAttribute('value')),
      ).toEqual(['', ...names]),
    );
    await userEvent.selectOptions(filter, 'qr.acme-coffee.sa');
    await waitFor(() => expect(location.history.at(-1)).toBe('/links?domain=qr.acme-coffee.sa'));
  });

  it('keeps a domain filter from the address bar choosable', async () => {
    renderAt('/links?domain=old.acme.example');
    await screen.findByText(/No links match/i);
    await waitFor(() => expect(screen.getByLabelText('Domain')).toHaveValue('old.acme.example'));
  });

  it('shows the error state with a retry on a 500', async () => {
    server.use(...linkScenarios.error);
    renderAt('/links');
    expect(await screen.findByText('The links could not be loaded.')).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows permission denied on a 403', async () => {
    server.use(...linkScenarios.forbidden);
    renderAt('/links');
    expect(await screen.findByText("You don't have permissions to view this page")).toBeInTheDocument();
  });

  it('shows the first-link call to action when there are none', async () => {
    server.use(...linkScenarios.empty);
    renderAt('/links');
    expect(await screen.findByRole('button', { name: 'Create your first link' })).toBeInTheDocument();
  });

  it('deletes a link after confirming, with a toast, and the list follows', async () => {
    renderAt('/links?q=spring-sale');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('Spring sale landing page')).toBeInTheDocument());
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: `Actions for ${linkActive.short_url}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete link' }));
    expect(await screen.findByText('Link deleted')).toBeInTheDocument();
    expect(await screen.findByText(/No links match/)).toBeInTheDocument();
  });
});
