import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@rabt/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { linkScenarios, linkStore } from '@rabt/mocks/handlers';
import { accountAcme, linkActive, linkDomainsAcme, workspaceDefault, workspaceSupport } from '@rabt/mocks/fixtures';
import { ALL_WORKSPACES, workspaceStore } from '../../stores/workspace.ts';
import { LinksPage } from './LinksPage.tsx';
import { server } from '@rabt/mocks/node';
import { renderPage, setupPageTests } from '../../test/renderPage.tsx';

setupPageTests();

const renderAt = (path: string) => renderPage(path, { page: LinksPage }, { titleId: 'app.title.links' });

// The switcher's choice is module state (and localStorage): each test starts from the default.
afterEach(() => {
  workspaceStore.setState({ byAccount: {} });
  localStorage.removeItem(`workspace-id:${accountAcme.id}`);
});

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
    // The default workspace's links: the switcher starts there (decision 067).
    const inDefault = [...linkStore().links.values()].filter(
      (l) => l.account_id === accountAcme.id && l.workspace_id === accountAcme.default_workspace_id,
    ).length;
    expect(screen.getByText(new RegExp(`Showing 1–20 of ${inDefault}`))).toBeInTheDocument();
  });

  it('lists the switcher’s workspace, and every one under “All workspaces”', async () => {
    // The links fixtures' second workspace, as the member's list of workspaces.
    server.use(
      http.get(`*/api/${apiPaths.workspaces}`, () =>
        HttpResponse.json({
          results: [
            { ...workspaceDefault },
            { ...workspaceDefault, id: workspaceSupport.id, name: workspaceSupport.name, is_default: false },
          ],
        }),
      ),
    );
    workspaceStore.getState().choose(accountAcme.id, workspaceSupport.id);
    renderAt('/links');
    const table = await screen.findByRole('table');
    const inSupport = [...linkStore().links.values()].filter((l) => l.workspace_id === workspaceSupport.id);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(inSupport.length + 1));

    workspaceStore.getState().choose(accountAcme.id, ALL_WORKSPACES);
    await waitFor(() => expect(screen.getByText(/Showing 1–20 of 60/)).toBeInTheDocument());
  });

  it('shows new clicks without a reload when the window regains focus (issue 16 item 17)', async () => {
    renderAt('/links');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('12,840')).toBeInTheDocument());
    linkStore().links.get(linkActive.id)!.clicks = 12_905;
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(within(table).getByText('12,905')).toBeInTheDocument());
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
