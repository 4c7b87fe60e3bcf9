import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, PaymentMethodResponse } from '@rabt/contract';
import { apiCall } from '../../api/client.ts';
import { BillingOverviewPage } from './BillingOverviewPage.tsx';
import { BillingUpgradePage } from './BillingUpgradePage.tsx';
import { PaymentMethodsPage } from './PaymentMethodsPage.tsx';
import { commonState, safeReturn } from './mappers.ts';
import { renderPage, setupPageTests } from '../../test/renderPage.tsx';

setupPageTests();

const billingRoutes = {
  '/billing': BillingOverviewPage,
  '/billing/upgrade': BillingUpgradePage,
  '/billing/methods': PaymentMethodsPage,
};
const renderAt = (path: string) => renderPage(path, { routes: billingRoutes }, { titleId: 'app.title.billing' });

async function addCard(number: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /Name on card/ }), 'Layla Haddad');
  await userEvent.type(screen.getByRole('textbox', { name: /Card number/ }), number);
  await userEvent.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/30');
  await userEvent.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
}

describe('billing pages against the mocks', { timeout: 30_000 }, () => {
  it('maps errors to offline, permission denied or the load error; ?return= stays in the app', () => {
    expect(commonState({ code: 'NO_RESPONSE', status: null, message: 'x' })).toEqual({ state: 'offline' });
    expect(commonState({ code: 'PERMISSION_DENIED', status: 403, message: 'x' })).toEqual({ state: 'permissionDenied' });
    expect(commonState(undefined)).toEqual({ state: 'loading' });
    expect(safeReturn('/links/new')).toBe('/links/new');
    expect(safeReturn('//evil.example')).toBe('/billing');
    expect(safeReturn('https://evil.example')).toBe('/billing');
  });

  it('adds a card: a decline number shows its message, 4242 becomes the primary card', async () => {
    renderAt('/billing/methods');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add card' }))[0]!);
    await addCard('4000 0000 0000 0002');
    expect(await screen.findByText('Your card was declined. Please contact your bank or use another card.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Card number/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Card number/ }), '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('•••• 4242')).toBeInTheDocument();
    expect(screen.getByText('Primary')).toBeInTheDocument();
  });

  it('upgrade page: names the feature, previews, confirms, and returns to ?return=', async () => {
    await apiCall(apiPaths.paymentMethods, PaymentMethodResponse, {
      method: 'post',
      data: { cardholder_name: 'L', number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    const location = renderAt('/billing/upgrade?feature=link_password&return=/links/new');
    expect(await screen.findByText(/Password-protected links needs a higher plan/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You are now on Pro.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/links/new'));
  });

  it('upgrade prompt without a card: "Add card" goes to the methods page and, once the card is saved, back to the upgrade page with the feature and ?return= kept', async () => {
    const location = renderAt('/billing/upgrade?feature=link_password&return=/links/new');
    expect(await screen.findByText(/Password-protected links needs a higher plan/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Add card' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/billing\/methods\?return=/));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add card' }))[0]!);
    await addCard('4242424242424242');
    await waitFor(() => expect(location.history.at(-1)).toBe('/billing/upgrade?feature=link_password&return=/links/new'));
    expect(await screen.findByText(/Password-protected links needs a higher plan/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /Yearly/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Pro' }));
    await userEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Confirm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/links/new'));
  });

  it('a 3-D Secure card whose challenge fails shows authentication_required and is not saved', async () => {
    renderAt('/billing/methods');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add card' }))[0]!);
    await addCard('4000002500003155');
    const challenge = await screen.findByRole('dialog');
    await userEvent.click(within(challenge).getByRole('button', { name: 'Fail authentication' }));
    expect(
      await screen.findByText('Your bank asks you to confirm this payment. Please complete the authentication.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('•••• 3155')).toBeNull();
  });

  it('overview: cancel at period end, then revoke', async () => {
    await apiCall(apiPaths.paymentMethods, PaymentMethodResponse, {
      method: 'post',
      data: { cardholder_name: 'L', number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    renderAt('/billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: /At the end of the period/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByRole('button', { name: 'Keep my plan' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Keep my plan' })).toBeNull());
  });
});
