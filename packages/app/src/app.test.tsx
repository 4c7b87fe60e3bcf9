import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@rabt/mocks/node';
import { resetDb } from '@rabt/mocks/db';
import { customerLayla, customerNoPlan, customerUnverified, MOCK_PASSWORD } from '@rabt/mocks/fixtures';
import { Root } from './Root.tsx';
import { createAppContext } from './startup/context.ts';
import { runStartup } from './startup/runner.ts';
import { startupSequence } from './startup/plugins/index.ts';
import { offlineStore } from './stores/offline.ts';
import { sessionStore } from './stores/session.ts';
import { authApi } from './api/auth.ts';

/**
 * The assembled app (real start-up plugins, route table, guard, client) against the MSW mocks,
 * in jsdom with the browser location: what a user sees on each path.
 */
// The whole app renders per test; on a busy machine the first paint can take over a second.
configure({ asyncUtilTimeout: 8000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  sessionStore.getState().logout();
  offlineStore.getState().setOffline(false);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const here = () => `${location.pathname}${location.search}`;

async function openApp(path: string) {
  history.replaceState(null, '', path);
  const context = createAppContext();
  await runStartup(context, startupSequence);
  return render(<Root context={context} swrProvider={() => new Map()} />);
}

async function signInAs(email: string) {
  sessionStore.getState().signIn(await authApi.login({ email, password: MOCK_PASSWORD }));
}

describe('the app against the mocks', { timeout: 20_000 }, () => {
  it('deep link while signed out → login with redirect → signs in → back to the deep link', async () => {
    await openApp('/qrs?page=2');
    await waitFor(() => expect(here()).toBe(`/login?redirect=${encodeURIComponent('/qrs?page=2')}`));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), customerLayla.email);
    await user.type(screen.getByLabelText(/^Password/), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(here()).toBe('/qrs?page=2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'QR codes' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeTruthy();
    expect(localStorage.getItem('account-id')).toBeTruthy();
  });

  it('ignores a redirect to another origin and lands on the dashboard', async () => {
    await openApp(`/login?redirect=${encodeURIComponent('//evil.test/x')}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), customerLayla.email);
    await user.type(screen.getByLabelText(/^Password/), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(here()).toBe('/links'));
  });

  it('a wrong password shows the sign-in code message', async () => {
    await openApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), customerLayla.email);
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument();
  });

  it('signed in on /login → dashboard; / → links; /settings → /settings/profile', async () => {
    await signInAs(customerLayla.email);
    await openApp('/login');
    await waitFor(() => expect(here()).toBe('/links'));
    act(() => history.pushState(null, '', '/'));
    await waitFor(() => expect(here()).toBe('/links'));
    act(() => history.pushState(null, '', '/settings'));
    await waitFor(() => expect(here()).toBe('/settings/profile'));
  });

  it('an unverified customer is sent to onboard-verify, which names the address', async () => {
    await signInAs(customerUnverified.email);
    await openApp('/qrs');
    await waitFor(() => expect(location.pathname).toBe('/onboard/verify'));
    expect(await screen.findByText(new RegExp(customerUnverified.email.replace('.', '\\.')))).toBeInTheDocument();
  });

  it('a customer whose account has no plan is sent to onboard-subscribe', async () => {
    await signInAs(customerNoPlan.email);
    await openApp('/billing');
    await waitFor(() => expect(location.pathname).toBe('/onboard/subscribe'));
  });

  it('an unknown path shows the not-found screen', async () => {
    await openApp('/no/such/page');
    expect(await screen.findByText('Resource not found')).toBeInTheDocument();
  });

  it('the offline flag replaces the routed view with the Offline screen and back', async () => {
    await signInAs(customerLayla.email);
    await openApp('/settings/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    act(() => offlineStore.getState().setOffline(true));
    expect(screen.getByRole('heading', { name: 'You are offline.' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Security' })).toBeNull();
    act(() => offlineStore.getState().setOffline(false));
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
  });

  it('signed-in pages sit in the app shell: navigation, organisation, user menu, log out', async () => {
    await signInAs(customerLayla.email);
    await openApp('/billing');
    const nav = (await screen.findAllByRole('navigation', { name: 'Main navigation' }))[0]!;
    for (const name of ['Links', 'QR codes', 'Cards', 'Companies', 'Analytics', 'Workspaces', 'Billing', 'Settings'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Switch organisation: .+/ })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(nav).getByRole('link', { name: 'QR codes' }));
    await waitFor(() => expect(here()).toBe('/qrs'));
    await user.click(await screen.findByRole('button', { name: `Account menu for ${customerLayla.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a stale token (401 on the probe) logs out and goes to login', async () => {
    sessionStore.getState().signIn({ token: 'mock_session_stale_token_0000', account_id: 'acc_x' });
    await openApp('/links');
    await waitFor(() => expect(location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
