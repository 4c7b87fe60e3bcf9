import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { customerLayla, MOCK_PASSWORD } from '@rabt/mocks/fixtures';
import { storyChrome } from '../../_parts/storyChrome.tsx';
import { FORM_ERROR, type FormSubmit } from '../../_parts/submitErrors.ts';
import { LoginScreen, type LoginValues } from './Login.tsx';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: { state: 'idle', onSubmit: fn<FormSubmit<LoginValues>>(async () => undefined), ...storyChrome },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  },
};

export const EmptySubmitShowsRules: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Email must be a valid address.')).toBeVisible();
    await expect(canvas.getByText('Password is required.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(canvas.getByLabelText(/^Email/)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'layla@rabt');
    await userEvent.tab();
    await expect(await canvas.findByText('Email must be a valid address.')).toBeVisible();
  },
};

export const ValidSubmitCallsBack: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), customerLayla.email);
    await userEvent.type(canvas.getByLabelText(/^Password/), MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: customerLayla.email, password: MOCK_PASSWORD }));
  },
};

export const Submitting: Story = {
  args: { state: 'submitting', initialValues: { email: customerLayla.email, password: MOCK_PASSWORD } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorWithServerMessage: Story = {
  args: {
    state: 'error',
    message: 'Too many attempts. Try again in a few minutes.',
    initialValues: { email: customerLayla.email },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in a few minutes.');
  },
};

export const ErrorWithoutMessage: Story = {
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Login failed.');
  },
};

export const InvalidLogin: Story = {
  args: { state: 'signInCode', code: 'invalid_login', initialValues: { email: customerLayla.email } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect username or password.');
  },
};

export const AccountVerified: Story = {
  args: { state: 'signInCode', code: 'auth_user_verified', initialValues: { email: customerLayla.email } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Account is verified. Continue to login.');
  },
};

export const VerifyEmailFailed: Story = { args: { state: 'signInCode', code: 'verifyEmailFailed' } };

export const UnknownError: Story = {
  args: { state: 'signInCode', code: 'unknown_error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('There was an error processing your request.');
  },
};

/** The app resolves the submit with the server's field errors; what was typed stays. */
export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn<FormSubmit<LoginValues>>(async () => ({
      email: 'This address has been deactivated.',
      [FORM_ERROR]: 'Check the highlighted field.',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'old@acme.example');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('This address has been deactivated.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Check the highlighted field.');
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('old@acme.example');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('secret-pass');
  },
};

export const Dark: Story = { args: { state: 'signInCode', code: 'invalid_login' }, globals: { theme: 'dark' } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(await canvas.findByText('يجب أن يكون البريد الإلكتروني عنوانًا صالحًا.')).toBeVisible();
    await expect(canvas.getByText('كلمة المرور مطلوبة.')).toBeVisible();
  },
};

export const RtlDarkError: Story = { args: { state: 'error' }, globals: { locale: 'ar', theme: 'dark' } };
