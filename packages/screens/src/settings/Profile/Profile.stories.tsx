import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { PendingEmailChange } from '@rabt/contract';
import { customerLayla } from '@rabt/mocks/fixtures';
import { FORM_ERROR, type FormSubmit } from '../../_parts/submitErrors.ts';
import {
  ProfileScreen,
  type EmailChangeValues,
  type PasswordChangeValues,
  type ProfileScreenProps,
  type ProfileValues,
} from './Profile.tsx';

const pendingChange: PendingEmailChange = {
  email: 'layla.new@rabt.test',
  sent_at: '2026-11-20T09:30:00.000Z',
  expires_at: '2026-11-22T09:30:00.000Z',
  expired: false,
};
const expiredChange: PendingEmailChange = { ...pendingChange, expired: true };

/** The page's part: a change, a resend or a cancel updates the pending change as the app's SWR revalidation would. */
function StatefulProfile(args: ProfileScreenProps) {
  const [pending, setPending] = useState<PendingEmailChange | null>(args.state === 'ready' ? args.pending : null);
  if (args.state !== 'ready') return <ProfileScreen {...args} />;
  return (
    <ProfileScreen
      {...args}
      pending={pending}
      onChangeEmail={async (values) => {
        const errors = await args.onChangeEmail(values);
        if (!errors || Object.keys(errors).length === 0) setPending({ ...pendingChange, email: values.email });
        return errors;
      }}
      onResendEmailChange={async () => {
        await args.onResendEmailChange();
        setPending((p) => (p ? { ...p, expired: false } : p));
      }}
      onCancelEmailChange={async () => {
        await args.onCancelEmailChange();
        setPending(null);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Settings/Profile',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen' },
  render: (args) => <StatefulProfile {...args} />,
  args: {
    state: 'ready',
    customer: customerLayla,
    pending: null,
    onSaveProfile: fn<FormSubmit<ProfileValues>>(async () => undefined),
    onChangeEmail: fn<FormSubmit<EmailChangeValues>>(async () => undefined),
    onChangePassword: fn<FormSubmit<PasswordChangeValues>>(async () => undefined),
    onResendEmailChange: fn(async () => undefined),
    onCancelEmailChange: fn(async () => undefined),
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
    await expect(await canvas.findByText(/Waiting for verification of/)).toHaveTextContent('layla.new@rabt.test');
    // The current address stays in use until the new one is verified.
    await expect(canvas.getByText(customerLayla.email)).toBeVisible();
    await expect(canvas.getByText('Verified')).toBeVisible();
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

/** A change waits for its link: the current address (still verified) stays the sign-in and mail address. */
export const EmailChangePending: Story = {
  args: { pending: pendingChange },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Waiting for verification of/)).toHaveTextContent('layla.new@rabt.test');
    await expect(canvas.getByText(/Link sent/)).toHaveTextContent(customerLayla.email);
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend link' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel change' })).toBeVisible();
  },
};
export const EmailChangePendingDark: Story = { ...EmailChangePending, globals: { theme: 'dark' } };
export const EmailChangePendingRtl: Story = {
  args: { pending: pendingChange },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/بانتظار التحقق من/)).toHaveTextContent('layla.new@rabt.test');
    await expect(canvas.getByRole('button', { name: 'إلغاء التغيير' })).toBeVisible();
  },
};

export const EmailChangeResent: Story = {
  args: { pending: pendingChange },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend link' }));
    await expect(await canvas.findByText(/A new link is on its way\./)).toBeVisible();
    await expect(args.onResendEmailChange).toHaveBeenCalledTimes(1);
  },
};
export const EmailChangeResentDark: Story = { ...EmailChangeResent, globals: { theme: 'dark' } };
export const EmailChangeResentRtl: Story = {
  args: { pending: pendingChange },
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة إرسال الرابط' }));
    await expect(await canvas.findByText(/رابط جديد في الطريق إليك/)).toBeVisible();
    await expect(args.onResendEmailChange).toHaveBeenCalledTimes(1);
  },
};

export const EmailChangeCancelled: Story = {
  args: { pending: pendingChange },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel change' }));
    await expect(await canvas.findByText(/The change of email was cancelled\./)).toHaveTextContent(customerLayla.email);
    await expect(canvas.queryByText(/Waiting for verification of/)).toBeNull();
    await expect(args.onCancelEmailChange).toHaveBeenCalledTimes(1);
  },
};
export const EmailChangeCancelledDark: Story = { ...EmailChangeCancelled, globals: { theme: 'dark' } };
export const EmailChangeCancelledRtl: Story = {
  args: { pending: pendingChange },
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إلغاء التغيير' }));
    await expect(await canvas.findByText(/أُلغي تغيير البريد الإلكتروني/)).toBeVisible();
  },
};

/** The link's time ran out: a critical alert offering a new link or cancelling. */
export const EmailChangeExpired: Story = {
  args: { pending: expiredChange },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/The link sent to .*layla\.new@rabt\.test.* has expired/);
    await expect(canvas.getByRole('button', { name: 'Send a new link' })).toBeVisible();
  },
};
export const EmailChangeExpiredDark: Story = { ...EmailChangeExpired, globals: { theme: 'dark' } };
export const EmailChangeExpiredRtl: Story = {
  args: { pending: expiredChange },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/انتهت صلاحية الرابط/);
    await expect(canvas.getByRole('button', { name: 'إرسال رابط جديد' })).toBeVisible();
  },
};

export const EmailChangeCancelFails: Story = {
  args: { pending: pendingChange, onCancelEmailChange: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel change' }));
    await expect(await canvas.findByText(/The change could not be cancelled\./)).toBeVisible();
    await expect(canvas.getByText(/Waiting for verification of/)).toBeVisible();
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
