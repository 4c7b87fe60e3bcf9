import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../../mocks/node.ts';
import { db } from '../../../../../mocks/db.ts';
import { cardScenarios, cardStore } from '../../../../../mocks/handlers/index.ts';
import { workspaceCampaigns } from '../../../../../mocks/fixtures/org.ts';
import { ALL_WORKSPACES, workspaceStore } from '../../stores/workspace.ts';
import { accountAcme } from '../../../../../mocks/fixtures/accounts.ts';
import { cardArabic, cardLayla, companyAcme, companyNoLogo } from '../../../../../mocks/fixtures/cards.ts';
import { CardEditorPage } from './CardEditorPage.tsx';
import { CardsPage } from './CardsPage.tsx';
import { CompaniesPage } from './CompaniesPage.tsx';
import { CompanyEditorPage } from './CompanyEditorPage.tsx';
import { renderPage, setupPageTests } from '../../test/renderPage.tsx';

setupPageTests();
afterEach(() => {
  workspaceStore.setState({ byAccount: {} });
  localStorage.removeItem(`workspace-id:${accountAcme.id}`);
});

const cardRoutes = {
  '/cards': CardsPage,
  '/cards/new': CardEditorPage,
  '/cards/companies': CompaniesPage,
  '/cards/companies/new': CompanyEditorPage,
  '/cards/companies/:id': CompanyEditorPage,
  '/cards/:id': CardEditorPage,
};
const renderAt = (path: string) => renderPage(path, { routes: cardRoutes }, { titleId: 'app.title.cards' });

describe('card pages against the mocks', { timeout: 20_000 }, () => {
  it('lists the cards with views and saves', async () => {
    renderAt('/cards');
    const table = await screen.findByTestId('cards-table');
    expect(within(table).getByText('1,284')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Edit the card of Dr. Layla Haddad' }).getAttribute('href')).toBe(
      `/cards/${cardLayla.id}`,
    );
  });

  it('creates a card and opens it with its link and counts', async () => {
    const location = renderAt('/cards/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Sara');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Nasser');
    await user.selectOptions(screen.getByRole('combobox', { name: /Company/ }), companyAcme.id);
    await user.type(screen.getByRole('textbox', { name: /Job title/ }), 'Designer');
    await user.type(screen.getByRole('textbox', { name: /Department/ }), 'Brand');
    await user.type(screen.getByRole('textbox', { name: /^Email 1/ }), 'sara@acme-coffee.sa');
    await user.click(screen.getByRole('button', { name: 'Create card' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/cards\/01JMOCK/));
    expect(await screen.findByTestId('card-views')).toHaveProperty('textContent', '0');
  });

  it('a card over the plan limit says why it is read-only, with the upgrade link; a refused save says the same', async () => {
    // The free plan keeps one card editable (the oldest, cardLayla); cardArabic is over the limit.
    db.accounts.get(accountAcme.id)!.plan = 'free';
    renderAt(`/cards/${cardArabic.id}`);
    const notice = await screen.findByTestId('plan-limit', {}, { timeout: 5000 });
    expect(notice).toHaveTextContent('Your plan allows 1 business cards and your organisation has 2');
    expect(within(notice).getByRole('link', { name: /^Upgrade to / })).toHaveAttribute(
      'href',
      `/billing/upgrade?resource=cards&return=${encodeURIComponent(`/cards/${cardArabic.id}`)}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getAllByTestId('plan-limit')).toHaveLength(1));
    expect(screen.getByTestId('plan-limit')).toHaveTextContent('read-only');
    cleanup();

    renderAt(`/cards/${cardLayla.id}`);
    expect(await screen.findByRole('button', { name: 'Save changes' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('plan-limit')).toBeNull();
  });

  it('shows the limit prompt when the plan holds no more cards', async () => {
    db.accounts.get(accountAcme.id)!.plan = 'free';
    renderAt('/cards');
    expect(await screen.findByText('You have reached your plan’s card limit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New card' })).toBeNull();
  });

  it('shows permission denied when the server refuses', async () => {
    server.use(...cardScenarios.forbidden);
    renderAt('/cards');
    expect(await screen.findByText("You don't have permissions to view this page")).toBeTruthy();
  });

  it('a company in use is deleted only after its cards move', async () => {
    renderAt('/cards/companies');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Delete ${companyAcme.name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('2 cards use this company.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Move the cards to/ }), companyNoLogo.id);
    await user.click(within(dialog).getByRole('button', { name: 'Move cards and delete' }));
    await waitFor(() => expect(screen.queryByText(companyAcme.name)).toBeNull());
    expect(await screen.findByText('2 cards')).toBeTruthy();
  });

  it('creates a company', async () => {
    const location = renderAt('/cards/companies/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Blue Dune');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/cards/companies'));
    expect(await screen.findByText('Blue Dune')).toBeTruthy();
  });

  it('lists the switcher’s workspace and creates in it; “All workspaces” lists every one', async () => {
    workspaceStore.getState().choose(accountAcme.id, workspaceCampaigns.id);
    const location = renderAt('/cards/companies/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Campaign Co');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/cards/companies'));
    expect(await screen.findByText('Campaign Co')).toBeTruthy();
    // The fixtures' companies are in the default workspace: not listed here.
    expect(screen.queryByText(companyAcme.name)).toBeNull();
    const stored = [...cardStore().companies.values()].find((c) => c.name === 'Campaign Co');
    expect(stored?.workspace_id).toBe(workspaceCampaigns.id);

    workspaceStore.getState().choose(accountAcme.id, ALL_WORKSPACES);
    expect(await screen.findByText(companyAcme.name)).toBeTruthy();
    expect(screen.getByText('Campaign Co')).toBeTruthy();
  });
});
