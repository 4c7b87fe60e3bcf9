/**
 * Issue 16 item 5 (UI): a full plan limit (409 PLAN_LIMIT_REACHED) or a locked feature (403
 * PLAN_LOCKED) shows the specific message and an upgrade link that names the resource or feature
 * and returns to the page, in the links editor, the bulk import and the domain screens.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPaths, DEFAULT_API_BASE, ErrorCode, errorBody, type PlanLimitDetails } from '@rabt/contract';
import { server } from '@rabt/mocks/node';
import { renderPage, setupPageTests } from '../../test/renderPage.tsx';
import { DomainAddPage } from '../domains/DomainAddPage.tsx';
import { LinkBulkImportPage } from './LinkBulkImportPage.tsx';
import { LinkEditorPage } from './LinkEditorPage.tsx';

setupPageTests();

const url = (path: string) => `*${DEFAULT_API_BASE}/${path}`;
const limitReached = (details: PlanLimitDetails) =>
  HttpResponse.json(errorBody(ErrorCode.PLAN_LIMIT_REACHED, 'Plan limit reached', details), { status: 409 });

describe('plan limits in the UI', { timeout: 20_000 }, () => {
  it('links editor: the links limit says how many the plan allows and links to the upgrade for links', async () => {
    server.use(
      http.post(url(apiPaths.links), () =>
        limitReached({ resource: 'links', limit: 50, usage: 50, fits: 0, upgrade_plan_id: 'pro' }),
      ),
    );
    renderPage('/links/new', { page: LinkEditorPage });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Destination URL/), 'https://acme.example/fifty-one');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const notice = await screen.findByTestId('plan-limit');
    expect(notice).toHaveTextContent('Your plan allows 50 links and your organisation has 50.');
    const upgrade = within(notice).getByRole('link', { name: /^Upgrade to |^See plans$/ });
    expect(upgrade).toHaveAttribute('href', '/billing/upgrade?resource=links&return=%2Flinks%2Fnew');
    // What was typed stays.
    expect(screen.getByLabelText(/^Destination URL/)).toHaveValue('https://acme.example/fifty-one');
  });

  it('bulk import: no room left says no more rows fit, with the upgrade link', async () => {
    server.use(
      http.post(url(apiPaths.linkImports), () =>
        limitReached({ resource: 'links', limit: 50, usage: 50, fits: 0, upgrade_plan_id: 'pro' }),
      ),
    );
    renderPage('/links/bulks', { page: LinkBulkImportPage });
    const input = (await screen.findByTestId('file-drop-input')) as HTMLInputElement;
    await userEvent.upload(input, new File(['long_url\nhttps://acme.example/a\n'], 'links.csv', { type: 'text/csv' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start import' }));
    const notice = await screen.findByTestId('plan-limit');
    expect(notice).toHaveTextContent('Your plan allows 50 links and your organisation has 50. No more rows fit.');
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/billing/upgrade?resource=links&return=%2Flinks%2Fbulks');
  });

  it('domain add: the domains limit is named, with the upgrade link for domains', async () => {
    server.use(
      http.post(url(apiPaths.domains), () =>
        limitReached({ resource: 'domains', limit: 3, usage: 3, fits: 0, upgrade_plan_id: null }),
      ),
    );
    renderPage('/settings/domains/new', { page: DomainAddPage });
    await userEvent.type(await screen.findByLabelText(/^Domain/), 'go.fourth-brand.sa');
    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    const notice = await screen.findByTestId('plan-limit');
    expect(notice).toHaveTextContent('Your plan allows 3 branded domains and your organisation has 3.');
    expect(within(notice).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/billing/upgrade?resource=domains&return=%2Fsettings%2Fdomains%2Fnew',
    );
  });

  it('links editor: a locked feature prompt opens the upgrade page for that feature', async () => {
    server.use(
      http.get(url(apiPaths.entitlements), () =>
        HttpResponse.json({
          results: {
            plan_id: 'free',
            features: [],
            limits: { links: 50, users: 1, domains: 0, qrs: 10, cards: 1 },
            usage: { links: 3, users: 1, domains: 0, qrs: 0, cards: 0 },
          },
        }),
      ),
    );
    const location = renderPage('/links/new', { page: LinkEditorPage });
    const user = userEvent.setup();
    await screen.findByLabelText(/^Destination URL/);
    const prompts = await screen.findAllByRole('button', { name: /^Upgrade to / });
    await user.click(prompts[0]!);
    await waitFor(() =>
      expect(location.history.at(-1)).toMatch(
        /^\/billing\/upgrade\?feature=link_(password|schedule|expiry)&return=%2Flinks%2Fnew$/,
      ),
    );
  });
});
