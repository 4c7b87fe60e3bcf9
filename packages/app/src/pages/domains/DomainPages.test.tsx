import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOMAIN_PENDING_POLL_MS } from '@rabt/contract';
import { domainScenarios } from '@rabt/mocks/handlers';
import { domainActive, domainNotVerified, domainPending } from '@rabt/mocks/fixtures';
import { pendingPoll } from '../../api/domains.ts';
import { DomainAddPage } from './DomainAddPage.tsx';
import { DomainSetupPage } from './DomainSetupPage.tsx';
import { DomainsPage } from './DomainsPage.tsx';
import { server } from '@rabt/mocks/node';
import { renderPage, setupPageTests } from '../../test/renderPage.tsx';

setupPageTests();

const domainRoutes = {
  '/settings/domains': DomainsPage,
  '/settings/domains/new': DomainAddPage,
  '/settings/domains/:id': DomainSetupPage,
};
const renderAt = (path: string) => renderPage(path, { routes: domainRoutes });

describe('domain pages against the mocks', { timeout: 20_000 }, () => {
  it('polls only while a domain is pending', () => {
    expect(pendingPoll([domainActive, domainNotVerified])).toBe(0);
    expect(pendingPoll([domainActive, domainPending])).toBe(DOMAIN_PENDING_POLL_MS);
    expect(pendingPoll(domainPending)).toBe(DOMAIN_PENDING_POLL_MS);
    expect(pendingPoll(undefined)).toBe(0);
  });

  it('lists the account’s domains with state and certificate', async () => {
    renderAt('/settings/domains');
    const table = await screen.findByTestId('domains-table');
    expect(within(table).getByRole('link', { name: 'Set up go.acme.example' })).toHaveAttribute(
      'href',
      `/settings/domains/${domainActive.id}`,
    );
    expect(within(table).getByText('Verification failed')).toBeInTheDocument();
    expect(within(table).getAllByText('No certificate').length).toBeGreaterThan(0);
  });

  it('adds a domain, opens its setup with the records, verifies it (pending, then active)', async () => {
    const location = renderAt('/settings/domains/new');
    await userEvent.type(await screen.findByLabelText(/^Domain/), 'go.new-brand.sa');
    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/settings\/domains\/dom_mock_/));
    const ownership = await screen.findByRole('table', { name: 'Records to create' });
    expect(within(ownership).getByText('_rabt-challenge.go.new-brand.sa')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify DNS records' }));
    expect(await screen.findByText('Verification in progress')).toBeInTheDocument();
    expect(screen.getByTestId('domain-problems')).toHaveTextContent('not found');
    await userEvent.click(screen.getByRole('button', { name: 'Verify DNS records' }));
    expect(await screen.findByText(/go\.new-brand\.sa.* is active/)).toBeInTheDocument();
  });

  it('shows the spec’s duplicate message and the generic add failure', async () => {
    renderAt('/settings/domains/new');
    await userEvent.type(await screen.findByLabelText(/^Domain/), domainActive.name);
    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Requested domain is claimed.');
    server.use(...domainScenarios.addFailure);
    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The domain could not be added. Please try again.'));
  });

  it('refuses a mismatched certificate pair with the field error', async () => {
    server.use(...domainScenarios.certificateMismatch);
    renderAt(`/settings/domains/${domainActive.id}`);
    await userEvent.click(await screen.findByLabelText(/^Certificate chain/));
    await userEvent.paste('-----BEGIN CERTIFICATE-----\nMII\n-----END CERTIFICATE-----');
    await userEvent.click(screen.getByLabelText(/^Private key/));
    await userEvent.paste('-----BEGIN PRIVATE KEY-----\nMII\n-----END PRIVATE KEY-----');
    await userEvent.click(screen.getByRole('button', { name: 'Replace certificate' }));
    expect(await screen.findByText('The private key does not match the certificate')).toBeInTheDocument();
  });

  it('removes a domain after confirming the number of links, and goes back to the list', async () => {
    const location = renderAt(`/settings/domains/${domainActive.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove domain' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('128 links use this domain and will be deleted with it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/settings/domains'));
  });
});
