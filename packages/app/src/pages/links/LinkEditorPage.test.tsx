import type { ReactNode } from 'react';
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
import { linkImportProgressing, linkScenarios, linkStore } from '../../../../../mocks/handlers/index.ts';
import { customerLayla, MOCK_PASSWORD } from '../../../../../mocks/fixtures/customers.ts';
import { linkActive } from '../../../../../mocks/fixtures/links.ts';
import { apiCall } from '../../api/client.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { offlineStore } from '../../stores/offline.ts';
import { sessionStore } from '../../stores/session.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { LinkBulkImportPage } from '../LinkBulkImportPage.tsx';
import { LinkEditorPage } from '../LinkEditorPage.tsx';

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

function renderPage(Page: (props: PageProps) => ReactNode, path: string, params: PageProps['params'] = {}) {
  const location = memoryLocation({ path, record: true });
  render(
    <I18nProvider locale="en" messages={messagesFor('en')}>
      <ToastProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Page params={params} titleId="app.title.links" />
          </Router>
        </SWRConfig>
      </ToastProvider>
    </I18nProvider>,
  );
  return location;
}

const destination = /^Destination URL/;

describe('LinkEditorPage against the mocks', { timeout: 20_000 }, () => {
  it('creates a link: toast and back to the list', async () => {
    const location = renderPage(LinkEditorPage, '/links/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(destination), 'https://acme.example/autumn');
    await user.type(screen.getByLabelText(/^Short code/), 'autumn');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Link created')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/links'));
  });

  it("preselects the server's default short domain and offers the account's active domains", async () => {
    renderPage(LinkEditorPage, '/links/new');
    const user = userEvent.setup();
    const domain = await screen.findByLabelText(/^Domain/);
    expect(domain).toHaveValue('localhost:3001');
    expect(
      within(domain)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(expect.arrayContaining(['localhost:3001', 'go.acme.example', 'qr.acme-coffee.sa']));
    // A pending domain is not a choice.
    expect(within(domain).queryByRole('option', { name: 'links.acme-coffee.sa' })).toBeNull();
    await user.type(screen.getByLabelText(destination), 'https://acme.example/menu');
    await user.selectOptions(domain, 'go.acme.example');
    await user.type(screen.getByLabelText(/^Short code/), 'menu');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Link created')).toBeInTheDocument();
    const created = [...linkStore().links.values()].find((l) => l.nip === 'menu');
    expect(created?.domain).toBe('go.acme.example');
  });

  it('create mode shows an error with a retry when the domains cannot be read', async () => {
    server.use(...linkScenarios.domainsError);
    renderPage(LinkEditorPage, '/links/new');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByLabelText(destination)).toBeNull();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(destination)).toBeInTheDocument();
  });

  it('a taken short code shows under the field, with everything typed kept', async () => {
    renderPage(LinkEditorPage, '/links/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(destination), 'https://acme.example/spring');
    await user.type(screen.getByLabelText(/^Short code/), linkActive.nip);
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('This short link is taken')).toBeInTheDocument();
    expect(screen.getByLabelText(destination)).toHaveValue('https://acme.example/spring');
  });

  it('opens a link for editing and shows not found for another id', async () => {
    renderPage(LinkEditorPage, `/links/${linkActive.id}`, { id: linkActive.id });
    await waitFor(() => expect(screen.getByLabelText(destination)).toHaveValue(linkActive.long_url));
    cleanup();
    renderPage(LinkEditorPage, '/links/lnk_nope', { id: 'lnk_nope' });
    expect(await screen.findByText('Resource not found')).toBeInTheDocument();
  });
});

describe('LinkBulkImportPage against the mocks', { timeout: 20_000 }, () => {
  it('reads the headers, guesses the mapping, follows the job to the report', async () => {
    server.use(...linkImportProgressing());
    renderPage(LinkBulkImportPage, '/links/bulks');
    const input = (await screen.findByTestId('file-drop-input')) as HTMLInputElement;
    const file = new File(['Destination,Name\nhttps://acme.example/a,A\n'], 'links.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    await waitFor(() => expect(screen.getByLabelText(destination)).toHaveValue('Destination'));
    await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByText('9,995 links created', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download refused rows (CSV)' })).toBeInTheDocument();
  });
});
