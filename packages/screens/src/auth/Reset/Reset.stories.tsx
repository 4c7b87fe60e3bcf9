import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { customerLayla } from '@rabt/mocks/fixtures';
import type { FormSubmit } from '../../_parts/submitErrors.ts';
import { storyChrome } from '../../_parts/storyChrome.tsx';
import { ResetScreen, type ResetValues } from './Reset.tsx';

const meta = {
  title: 'Screens/Reset',
  component: ResetScreen,
  parameters: { layout: 'fullscreen' },
  args: { state: 'form', onSubmit: fn<FormSubmit<ResetValues>>(async () => undefined), onRetry: fn(), ...storyChrome },
} satisfies Meta<typeof ResetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const email = customerLayla.email;

export const CheckingLink: Story = {
  args: { state: 'checking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking your reset link…')).toBeVisible();
  },
};

export const InvalidLink: Story = {
  args: { state: 'invalid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link is invalid or has expired' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot');
  },
};

export const CheckFailed: Story = {
  args: { state: 'checkFailed' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An unknown error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Form: Story = {
  args: { state: 'form', email },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Set a new password for/)).toBeVisible();
  },
};

export const EmptySubmitShowsRules: Story = {
  args: { state: 'form', email },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
    await expect(await canvas.findByText('Password is required.')).toBeVisible();
    await expect(canvas.getByText('Confirm password is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsDoNotMatch: Story = {
  args: { state: 'form', email },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'correct-horse-9');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'correct-horse-8');
    await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
    await expect(await canvas.findByText('New password and confirm password do not match')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmitCallsBack: Story = {
  args: { state: 'form', email },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'correct-horse-9');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'correct-horse-9');
    await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ password: 'correct-horse-9', confirmPassword: 'correct-horse-9' }),
    );
  },
};

export const Submitting: Story = { args: { state: 'submitting', email } };

export const UnknownError: Story = {
  args: { state: 'error', email },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An unknown error occurred');
  },
};

export const Done: Story = {
  args: { state: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue to sign in' })).toHaveAttribute('href', '/login');
  },
};

export const Dark: Story = { args: { state: 'form', email }, globals: { theme: 'dark' } };
export const Rtl: Story = {
  args: { state: 'form', email },
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^كلمة المرور الجديدة/), 'correct-horse-9');
    await userEvent.type(canvas.getByLabelText(/^تأكيد كلمة المرور/), 'other-horse-9');
    await userEvent.click(canvas.getByRole('button', { name: 'تحديث كلمة المرور' }));
    await expect(await canvas.findByText('كلمة المرور الجديدة وتأكيد كلمة المرور غير متطابقتين')).toBeVisible();
  },
};
export const RtlInvalidLink: Story = { args: { state: 'invalid' }, globals: { locale: 'ar', theme: 'dark' } };
