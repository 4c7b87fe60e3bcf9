import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { customerLayla } from '@rabt/mocks/fixtures';
import type { FormSubmit } from '../../_parts/submitErrors.ts';
import { storyChrome } from '../../_parts/storyChrome.tsx';
import { ForgotScreen, type ForgotValues } from './Forgot.tsx';

const meta = {
  title: 'Screens/Forgot',
  component: ForgotScreen,
  parameters: { layout: 'fullscreen' },
  args: { state: 'idle', onSubmit: fn<FormSubmit<ForgotValues>>(async () => undefined), onStartOver: fn(), ...storyChrome },
} satisfies Meta<typeof ForgotScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText('Email must be a valid address.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmitCallsBack: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), customerLayla.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: customerLayla.email }));
  },
};

export const Submitting: Story = { args: { state: 'submitting', initialValues: { email: customerLayla.email } } };

export const Sent: Story = {
  args: { state: 'sent', email: 'someone@acme.example' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    // Never says whether the address has an account.
    await expect(canvas.getByText(/^If an account exists for/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different email' }));
    await expect(args.onStartOver).toHaveBeenCalledOnce();
  },
};

export const SentWithoutAddress: Story = { args: { state: 'sent' } };

export const UnknownError: Story = {
  args: { state: 'error', initialValues: { email: customerLayla.email } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An unknown error occurred');
  },
};

export const Dark: Story = { args: { state: 'sent', email: customerLayla.email }, globals: { theme: 'dark' } };
export const Rtl: Story = { globals: { locale: 'ar' } };
export const RtlSent: Story = { args: { state: 'sent', email: customerLayla.email }, globals: { locale: 'ar' } };
