import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { linkImportProgressing, linkScenarios, linkStore } from '@rabt/mocks/handlers';
import { linkActive } from '@rabt/mocks/fixtures';
import type { PageProps } from '../../routes/pages.tsx';
import { LinkBulkImportPage } from './LinkBulkImportPage.tsx';
import { LinkEditorPage } from './LinkEditorPage.tsx';
import { server } from '@rabt/mocks/node';
import { renderPage, setupPageTests } from '../../test/renderPage.tsx';

setupPageTests();

const renderAt = (page: ComponentType<PageProps>, path: string, params: PageProps['params'] = {}) =>
  renderPage(path, { page }, { params, titleId: 'app.title.links' });

const destination = /^Destination URL/;

describe('LinkEditorPage against the mocks', { timeout: 20_000 }, () => {
  it('creates a link: toast and back to the list', async () => {
    const location = renderAt(LinkEditorPage, '/links/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(destination), 'https://acme.example/autumn');
    await user.type(screen.getByLabelText(/^Short code/), 'autumn');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Link created')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/links'));
  });

  it("preselects the server's default short domain and offers the account's active domains", async () => {
    renderAt(LinkEditorPage, '/links/new');
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
    renderAt(LinkEditorPage, '/links/new');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByLabelText(destination)).toBeNull();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(destination)).toBeInTheDocument();
  });

  it('a taken short code shows under the field, with everything typed kept', async () => {
    renderAt(LinkEditorPage, '/links/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(destination), 'https://acme.example/spring');
    await user.type(screen.getByLabelText(/^Short code/), linkActive.nip);
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('This short link is taken')).toBeInTheDocument();
    expect(screen.getByLabelText(destination)).toHaveValue('https://acme.example/spring');
  });

  it('opens a link for editing and shows not found for another id', async () => {
    renderAt(LinkEditorPage, `/links/${linkActive.id}`, { id: linkActive.id });
    await waitFor(() => expect(screen.getByLabelText(destination)).toHaveValue(linkActive.long_url));
    cleanup();
    renderAt(LinkEditorPage, '/links/lnk_nope', { id: 'lnk_nope' });
    expect(await screen.findByText('Resource not found')).toBeInTheDocument();
  });
});

describe('LinkBulkImportPage against the mocks', { timeout: 20_000 }, () => {
  it('reads the headers, guesses the mapping, follows the job to the report', async () => {
    server.use(...linkImportProgressing());
    renderAt(LinkBulkImportPage, '/links/bulks');
    const input = (await screen.findByTestId('file-drop-input')) as HTMLInputElement;
    const file = new File(['Destination,Name\nhttps://acme.example/a,A\n'], 'links.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    await waitFor(() => expect(screen.getByLabelText(destination)).toHaveValue('Destination'));
    await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByText('9,995 links created', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download refused rows (CSV)' })).toBeInTheDocument();
  });
});
