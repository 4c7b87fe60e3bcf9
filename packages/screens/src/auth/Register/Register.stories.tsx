import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { toSubmitErrors, type FormSubmit } from '../../_parts/submitErrors.ts';
import { storyChrome } from '../../_parts/storyChrome.tsx';
import { RegisterScreen, type RegisterValues } from './Register.tsx';

const meta = {
  title: 'Screens/Register',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen' },
  args: { state: 'idle', onSubmit: fn<FormSubmit<RegisterValues>>(async () => undefined), ...storyChrome },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled: RegisterValues = { name: 'Layla Haddad', email: 'layla@acme.example', password: 'correct-horse-9' };

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const EmptySubmitShowsRules: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Your name is required')).toBeVisible();
    await expect(canvas.getByText('Email must be a valid address.')).toBeVisible();
    await expect(canvas.getByText('Password is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.tab();
    await expect(await canvas.findByText('Password must be at least 8 characters.')).toBeVisible();
  },
};

export const ValidSubmitCallsBack: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Your name/), filled.name);
    await userEvent.type(canvas.getByLabelText(/^Email/), filled.email);
    await userEvent.type(canvas.getByLabelText(/^Password/), filled.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
  },
};

export const Submitting: Story = { args: { state: 'submitting', initialValues: filled } };

export const UnknownError: Story = {
  args: { state: 'error', initialValues: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An unknown error occurred');
  },
};

/** The API answers EMAIL_TAKEN with details; the app maps them with `toSubmitErrors`. */
export const EmailTaken: Story = {
  args: {
    initialValues: filled,
    onSubmit: fn<FormSubmit<RegisterValues>>(async () =>
      toSubmitErrors<RegisterValues>(
        [{ field: 'email', code: 'email_taken', message: 'An account with this email already exists.' }],
        ['name', 'email', 'password'],
      ),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('An account with this email already exists.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Your name/)).toHaveValue(filled.name);
    // Editing the field clears the server's message.
    await userEvent.type(canvas.getByLabelText(/^Email/), 'x');
    await waitFor(() => expect(canvas.queryByText('An account with this email already exists.')).toBeNull());
  },
};

export const Dark: Story = { args: { state: 'error' }, globals: { theme: 'dark' } };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء الحساب' }));
    await expect(await canvas.findByText('اسمك مطلوب')).toBeVisible();
  },
};
