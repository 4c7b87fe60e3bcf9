import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { customerLayla } from '@rabt/mocks/fixtures';
import { FORM_ERROR, type FormSubmit } from '../../_parts/submitErrors.ts';
import { ProfileScreen, type EmailChangeValues, type PasswordChangeValues, type ProfileValues } from './Profile.tsx';

const meta = {
  title: 'Screens/Settings/Profile',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    customer: customerLayla,
    onSaveProfile: fn<FormSubmit<ProfileValues>>(async () => undefined),
    onChangeEmail: fn<FormSubmit<EmailChangeValues>>(async () => undefined),
    onChangePassword: fn<FormSubmit<PasswordChangeValues>>(async () => undefined),
    onResendVerification: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Layla Haddad');
    await expect(canvas.getByText('Verified')).toBeVisible();
  },
};

export const SaveDetails: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const phone = canvas.getByLabelText(/^Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+962 79 000 1111');
    await userEvent.selectOptions(canvas.getByLabelText(/^Language/), 'ar');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSaveProfile).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Layla Haddad',
          phone: '+962 79 000 1111',
          language: 'ar',
          city: 'Amman',
          country: 'JO',
        }),
      ),
    );
    await expect(await canvas.findByText('Your details are saved.')).toBeVisible();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(canvas.getByLabelText(/^Name/));
    await userEvent.clear(canvas.getByLabelText(/^Phone/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Your name is required')).toBeVisible();
    await expect(canvas.getByText('Phone is required')).toBeVisible();
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
  },
};

export const SaveFails: Story = {
  args: {
    onSaveProfile: fn<FormSubmit<ProfileValues>>(async () => ({ [FORM_ERROR]: 'There was an error processing your request.' })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('There was an error processing your request.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Layla Haddad');
  },
};

export const ChangeEmail: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/^New email/), 'layla.new@rabt.test');
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'correct-horse');
    await userEvent.click(dialog.getByRole('button', { name: 'Send verification link' }));
    await waitFor(() =>
      expect(args.onChangeEmail).toHaveBeenCalledWith({ email: 'layla.new@rabt.test', password: 'correct-horse' }),
    );
    await expect(await canvas.findByText('Waiting for verification')).toBeVisible();
    await expect(canvas.getByText(/We sent a verification link to/)).toHaveTextContent('layla.new@rabt.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend link' }));
    await expect(await canvas.findByText(/A new link is on its way\./)).toBeVisible();
  },
};

export const ChangeEmailRequiredFields: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send verification link' }));
    await expect(await dialog.findByText('A new email is required')).toBeVisible();
    await expect(dialog.getByText('Current password is required')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^New email/), 'not-an-address');
    await userEvent.tab();
    await expect(await dialog.findByText('Email must be a valid address.')).toBeVisible();
    await expect(args.onChangeEmail).not.toHaveBeenCalled();
  },
};

export const ChangeEmailWrongPassword: Story = {
  args: { onChangeEmail: fn<FormSubmit<EmailChangeValues>>(async () => ({ password: 'The password is incorrect.' })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/^New email/), 'layla.new@rabt.test');
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'wrong');
    await userEvent.click(dialog.getByRole('button', { name: 'Send verification link' }));
    await expect(await dialog.findByText('The password is incorrect.')).toBeVisible();
    await expect(dialog.getByLabelText(/^New email/)).toHaveValue('layla.new@rabt.test');
  },
};

/** The address was changed earlier and is not verified yet. */
export const EmailPending: Story = {
  args: { customer: { ...customerLayla, email: 'layla.new@rabt.test', email_verified: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Check your inbox')).toBeVisible();
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'correct-horse');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'battery-staple');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'battery-stable');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('New password and confirm password do not match')).toBeVisible();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Current password is required')).toBeVisible();
    await expect(canvas.getByText('New password is required')).toBeVisible();
    await expect(canvas.getByText('Confirm password is required.')).toBeVisible();
  },
};

export const PasswordWrongCurrent: Story = {
  args: {
    onChangePassword: fn<FormSubmit<PasswordChangeValues>>(async () => ({ current_password: 'The password is incorrect.' })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'wrong-one');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'battery-staple');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'battery-staple');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('The password is incorrect.')).toBeVisible();
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'correct-horse');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'battery-staple');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'battery-staple');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(args.onChangePassword).toHaveBeenCalledWith({
        current_password: 'correct-horse',
        password: 'battery-staple',
        password_confirmation: 'battery-staple',
      }),
    );
    await expect(await canvas.findByText(/Your password has been changed\./)).toBeVisible();
    await expect(canvas.getByLabelText(/^Current password/)).toHaveValue('');
  },
};

export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = {
  args: { state: 'error', message: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeVisible();
  },
};
export const RtlPending: Story = {
  globals: { locale: 'ar' },
  args: { customer: { ...customerLayla, email: 'layla.new@rabt.test', email_verified: false } },
};
