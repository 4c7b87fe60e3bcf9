import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@rabt/mocks/db';
import { accountAcme, accountNoor, customerLayla, MOCK_PASSWORD } from '@rabt/mocks/fixtures';
import { renderPage, setupPageTests } from '../../test/renderPage.tsx';
import { sessionStore } from '../../stores/session.ts';
import { AccountsPage } from './AccountsPage.tsx';
import { BusinessPage } from './BusinessPage.tsx';
import { ProfilePage } from './ProfilePage.tsx';
import { SecurityPage } from './SecurityPage.tsx';

setupPageTests();

const dialog = async () => within(await screen.findByRole('dialog'));

/**
 * A picked file as the page sends it. Node's File, not jsdom's: fetch in this environment sends
 * jsdom's as the text "undefined", where a browser sends the bytes.
 */
const file = (bytes: Uint8Array, name: string, type: string) => new NodeFile([bytes], name, { type }) as unknown as File;

describe('ProfilePage', { timeout: 30_000 }, () => {
  it('saves name, phone and address', async () => {
    const user = userEvent.setup();
    renderPage('/settings/profile', { page: ProfilePage });
    const phone = await screen.findByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '+962 79 000 1111');
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), 'Irbid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your details are saved.')).toBeInTheDocument();
    const saved = db.customers.get(customerLayla.id)!.customer;
    expect(saved.phone).toBe('+962 79 000 1111');
    expect(saved.address).toMatchObject({ line1: '12 Rainbow Street', city: 'Irbid', country: 'JO' });
  });

  it('changing the email asks for the password, keeps the current address while the new one waits; resend and cancel', async () => {
    const user = userEvent.setup();
    renderPage('/settings/profile', { page: ProfilePage });
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    let d = await dialog();
    await user.type(d.getByLabelText(/^New email/), 'layla.new@rabt.test');
    await user.type(d.getByLabelText(/^Current password/), 'not-the-password');
    await user.click(d.getByRole('button', { name: 'Send verification link' }));
    expect(await d.findByText('The password is incorrect.')).toBeInTheDocument();
    expect(db.customers.get(customerLayla.id)!.pendingEmail ?? null).toBeNull();

    d = await dialog();
    await user.clear(d.getByLabelText(/^Current password/));
    await user.type(d.getByLabelText(/^Current password/), MOCK_PASSWORD);
    await user.click(d.getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText(/Waiting for verification of/)).toHaveTextContent('layla.new@rabt.test');
    // Decision 114: the address and its verification stay as they are until the link is opened.
    expect(screen.getByText(customerLayla.email)).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(db.customers.get(customerLayla.id)!.customer).toMatchObject({ email: customerLayla.email, email_verified: true });
    expect(db.customers.get(customerLayla.id)!.pendingEmail).toMatchObject({ email: 'layla.new@rabt.test' });

    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText(/A new link is on its way\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel change' }));
    expect(await screen.findByText(/The change of email was cancelled\./)).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for verification of/)).toBeNull();
    expect(db.customers.get(customerLayla.id)!.pendingEmail).toBeNull();
    expect(db.customers.get(customerLayla.id)!.customer.email).toBe(customerLayla.email);
  });

  it('changing the password: the spec message on mismatch, the server refusal on a wrong current password, then success', async () => {
    const user = userEvent.setup();
    renderPage('/settings/profile', { page: ProfilePage });
    await user.type(await screen.findByLabelText(/^Current password/), 'wrong-password');
    await user.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a-new-passwort');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('New password and confirm password do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Current password/));
    await user.type(screen.getByLabelText(/^Current password/), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password has been changed\./)).toBeInTheDocument();
    expect(db.customers.get(customerLayla.id)!.password).toBe('a-new-password');
  });

  it('shows the Arabic screen with the same data', async () => {
    renderPage('/settings/profile', { page: ProfilePage }, { locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Layla Haddad')).toBeInTheDocument();
  });
});

describe('SecurityPage', { timeout: 30_000 }, () => {
  it('lists this session and the other devices; signs out one, then all the others', async () => {
    const user = userEvent.setup();
    renderPage('/settings/security', { page: SecurityPage });
    expect(await screen.findByText('This device')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: /Sign out.*Mobile Safari.*iOS/ }));
    await user.click((await dialog()).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('The session is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await user.click((await dialog()).getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(sessionStore.getState().token).not.toBeNull();
  });
});

describe('BusinessPage', { timeout: 30_000 }, () => {
  it('renames the organisation (the switcher follows) and refuses a tax ID billing rejects', async () => {
    const user = userEvent.setup();
    renderPage('/settings/business', { page: BusinessPage });
    const name = await screen.findByLabelText(/^Organisation name/);
    await user.clear(name);
    await user.type(name, 'Acme Trading Group');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText("The organisation's details are saved.")).toBeInTheDocument();
    expect(db.accounts.get(accountAcme.id)!.name).toBe('Acme Trading Group');

    await user.type(screen.getByLabelText(/^Name or company/), 'Acme Trading FZ-LLC');
    await user.selectOptions(screen.getByLabelText(/^Billing country/), 'SA');
    await user.type(screen.getByLabelText(/^Address(?! line)/), 'King Fahd Road 12');
    await user.type(screen.getByLabelText(/^City/), 'Riyadh');
    await user.type(screen.getByLabelText(/^State or region/), 'Riyadh');
    await user.type(screen.getByLabelText(/^Tax ID/), '123');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    expect(await screen.findByText('The tax ID is not valid for the selected country.')).toBeInTheDocument();
  });

  it('uploads the logo (the bytes decide, not the name), shows it, says why one is refused, and removes it', async () => {
    const user = userEvent.setup();
    renderPage('/settings/business', { page: BusinessPage });
    await screen.findByLabelText(/^Organisation name/);
    const input = screen.getByTestId('logo-drop').querySelector('input[type="file"]') as HTMLInputElement;

    // A GIF named and typed as PNG passes the browser's check; the server reads the bytes and refuses it.
    const gif = file(new TextEncoder().encode('GIF89a\x01\x00\x01\x00'), 'logo.png', 'image/png');
    await user.upload(input, gif);
    expect(await screen.findByText('The logo must be a JPEG or PNG image')).toBeInTheDocument();

    const png = file(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'logo.png', 'image/png');
    await user.upload(input, png);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Organisation logo' }).getAttribute('src')).toMatch(
        /^data:image\/png;base64,iVBORw0KGgo/,
      ),
    );
    expect(screen.queryByText('The logo must be a JPEG or PNG image')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByRole('img', { name: 'No logo yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
  });

  it('shows the permission-denied page to a member without billing:view', async () => {
    db.accounts.get(accountAcme.id)!.permissions = ['links:view'];
    renderPage('/settings/business', { page: BusinessPage });
    expect(await screen.findByText("You don't have permissions to view this page")).toBeInTheDocument();
  });
});

describe('AccountsPage', { timeout: 30_000 }, () => {
  it('the last owner cannot leave: the server says why', async () => {
    const user = userEvent.setup();
    renderPage('/settings/accounts', { page: AccountsPage });
    await user.click(await screen.findByRole('button', { name: /Leave .*Acme Trading/ }));
    await user.click((await dialog()).getByRole('button', { name: 'Leave' }));
    expect(
      await screen.findByText('The organisation needs at least one owner. Make someone else an owner first.'),
    ).toBeInTheDocument();
    expect(db.customers.get(customerLayla.id)!.accountIds).toContain(accountAcme.id);
  });

  it('switches to and leaves another organisation', async () => {
    db.customers.get(customerLayla.id)!.accountIds.push(accountNoor.id);
    const user = userEvent.setup();
    renderPage('/settings/accounts', { page: AccountsPage });
    await user.click(await screen.findByRole('button', { name: /Switch to .*مؤسسة نور/ }));
    expect(sessionStore.getState().accountId).toBe(accountNoor.id);
    sessionStore.getState().setAccountId(accountAcme.id);

    await user.click(await screen.findByRole('button', { name: /Leave .*مؤسسة نور/ }));
    await user.click((await dialog()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText(/You left/)).toBeInTheDocument();
    expect(db.customers.get(customerLayla.id)!.accountIds).toEqual([accountAcme.id]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Leave .*مؤسسة نور/ })).toBeNull());
  });

  it('creates an organisation and goes on to choose its plan', async () => {
    const user = userEvent.setup();
    const location = renderPage('/settings/accounts', { page: AccountsPage });
    await user.click(await screen.findByRole('button', { name: 'New organisation' }));
    const d = await dialog();
    await user.type(d.getByLabelText(/^Organisation name/), 'Acme Labs');
    await user.click(d.getByRole('button', { name: 'Create organisation' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/onboard/subscribe'));
    const created = [...db.accounts.values()].find((a) => a.name === 'Acme Labs')!;
    expect(created.plan).toBeNull();
    expect(sessionStore.getState().accountId).toBe(created.id);
  });

  it('deleting the account needs a reason and the typed word, then signs out', async () => {
    const user = userEvent.setup();
    const location = renderPage('/settings/accounts', { page: AccountsPage });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const d = await dialog();
    await user.click(d.getByRole('button', { name: 'Delete my account' }));
    expect(await d.findByText('A reason for leaving is required')).toBeInTheDocument();
    expect(d.getByText('Type CONFIRM to delete your account')).toBeInTheDocument();
    await user.click(d.getByRole('radio', { name: 'I no longer need it' }));
    await user.type(d.getByLabelText(/^Type CONFIRM to confirm/), 'CONFIRM');
    await user.click(d.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
    expect(db.customers.has(customerLayla.id)).toBe(false);
    expect(sessionStore.getState().token).toBeNull();
  });
});
