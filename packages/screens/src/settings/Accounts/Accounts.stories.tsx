import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { accountAcme, accountNoor, accountUnsubscribed } from '@rabt/mocks/fixtures';
import { FORM_ERROR, type FormSubmit } from '../../_parts/submitErrors.ts';
import { AccountsScreen, type CreateOrganisationValues, type DeleteAccountValues } from './Accounts.tsx';

const body = () => within(document.body);

const meta = {
  title: 'Screens/Settings/Accounts',
  component: AccountsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    accounts: [accountAcme, accountNoor, accountUnsubscribed],
    currentAccountId: accountAcme.id,
    onSwitch: fn(),
    onLeave: fn(async () => undefined),
    onCreate: fn<FormSubmit<CreateOrganisationValues>>(async () => undefined),
    onDeleteAccount: fn<FormSubmit<DeleteAccountValues>>(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof AccountsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Organisations: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Current')).toBeVisible();
    await expect(canvas.getByText(/No plan yet/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Switch to .*Rahman Studio/ }));
    await expect(args.onSwitch).toHaveBeenCalledWith(accountUnsubscribed);
  },
};

export const Leave: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Leave .*Rahman Studio/ }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledWith(accountUnsubscribed));
    await expect(await canvas.findByText(/You left/)).toBeVisible();
  },
};

/** The server refuses: LAST_OWNER, its message shown as written. */
export const LeaveLastOwner: Story = {
  args: {
    onLeave: fn(async () => Promise.reject({ code: 'LAST_OWNER', message: 'The organisation needs at least one owner.' })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Leave .*Acme Trading/ }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Leave' }));
    await expect(
      await dialog.findByText('The organisation needs at least one owner. Make someone else an owner first.'),
    ).toBeVisible();
  },
};

export const Create: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New organisation' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create organisation' }));
    await expect(await dialog.findByText('Organisation name is required')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Organisation name/), 'Acme Labs');
    await userEvent.click(dialog.getByRole('button', { name: 'Create organisation' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith({ name: 'Acme Labs' }));
  },
};

export const DeleteRequiresReasonAndWord: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(await dialog.findByText('A reason for leaving is required')).toBeVisible();
    await expect(dialog.getByText('Type CONFIRM to delete your account')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Type CONFIRM to confirm/), 'confirm');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(dialog.getByText('Type CONFIRM to delete your account')).toBeVisible();
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
  },
};

export const Delete: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'I moved to another product' }));
    await userEvent.type(dialog.getByLabelText(/^Anything else/), 'Thanks for the ride');
    await userEvent.type(dialog.getByLabelText(/^Type CONFIRM to confirm/), 'CONFIRM');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(args.onDeleteAccount).toHaveBeenCalledWith({
        reason: 'switched_product',
        feedback: 'Thanks for the ride',
        confirm: 'CONFIRM',
      }),
    );
  },
};

export const DeleteFails: Story = {
  args: {
    onDeleteAccount: fn<FormSubmit<DeleteAccountValues>>(async () => ({
      [FORM_ERROR]: 'There was an error processing your request.',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'It is too expensive' }));
    await userEvent.type(dialog.getByLabelText(/^Type CONFIRM to confirm/), 'CONFIRM');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(await dialog.findByText('There was an error processing your request.')).toBeVisible();
    await expect(dialog.getByLabelText(/^Type CONFIRM to confirm/)).toHaveValue('CONFIRM');
  },
};

export const NoOrganisation: Story = { args: { accounts: [], currentAccountId: null } };
export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error', message: null } };
export const Offline: Story = {
  args: { state: 'error', offline: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are offline.')).toBeVisible();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الحسابات' })).toBeVisible();
  },
};
export const RtlDelete: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'حذف الحساب' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'حذف حسابي' }));
    await expect(await dialog.findByText('سبب المغادرة مطلوب')).toBeVisible();
  },
};
