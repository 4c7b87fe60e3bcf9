import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { customerUnverified } from '@rabt/mocks/fixtures';
import { storyChrome } from '../../_parts/storyChrome.tsx';
import { OnboardVerifyScreen } from './OnboardVerify.tsx';

const meta = {
  title: 'Screens/OnboardVerify',
  component: OnboardVerifyScreen,
  parameters: { layout: 'fullscreen' },
  args: { onResend: fn(), onContinue: fn(), onLogout: fn(), ...storyChrome },
} satisfies Meta<typeof OnboardVerifyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const email = customerUnverified.email;

export const Verifying: Story = {
  args: { state: 'verifying' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verifying your email address…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resend email' })).toBeNull();
  },
};

export const Sent: Story = {
  args: { state: 'sent', email },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(new RegExp(`We sent a verification link to .${email.replace('.', '\\.')}.`))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend email' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Resending: Story = { args: { state: 'sent', email, resending: true } };

export const Resent: Story = {
  args: { state: 'resent', email, resendCooldown: 42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New link sent' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend email' })).toBeDisabled();
    await expect(canvas.getByTestId('resend-cooldown')).toHaveTextContent('Resend available in 42 seconds');
  },
};

export const CooldownOneSecond: Story = {
  args: { state: 'resent', email, resendCooldown: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('resend-cooldown')).toHaveTextContent('Resend available in 1 second');
  },
};

export const Success: Story = {
  args: { state: 'success' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your email is verified' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  args: { state: 'failed', email },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "We couldn't verify your email" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend email' })).toBeEnabled();
  },
};

export const LongAddress: Story = {
  args: { state: 'sent', email: 'layla.haddad.marketing-team+newsletters@very-long-company-name.example.com' },
};

export const Dark: Story = { args: { state: 'sent', email }, globals: { theme: 'dark' } };
export const Rtl: Story = {
  args: { state: 'resent', email, resendCooldown: 3 },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('resend-cooldown')).toHaveTextContent(/يمكنك إعادة الإرسال بعد (3|٣) ثوانٍ/);
  },
};
/** Decision 114: the link of a change of address was refused; the current address stays. */
export const ChangeRefusedExpired: Story = {
  args: { state: 'changeRefused', reason: 'expired', onOpenProfile: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "We couldn't change your email" })).toBeVisible();
    await expect(canvas.getByText('This link has expired.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to your profile' }));
    await expect(args.onOpenProfile).toHaveBeenCalledOnce();
  },
};
export const ChangeRefusedUsed: Story = {
  args: { state: 'changeRefused', reason: 'used', onOpenProfile: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This link was already used.')).toBeVisible();
  },
};
export const ChangeRefusedTakenDark: Story = {
  args: { state: 'changeRefused', reason: 'taken', onOpenProfile: fn() },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Another account now uses this address/)).toBeVisible();
  },
};
export const ChangeRefusedCancelledRtl: Story = {
  args: { state: 'changeRefused', reason: 'cancelled', onOpenProfile: fn() },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'تعذّر تغيير بريدك الإلكتروني' })).toBeVisible();
  },
};
export const RtlFailed: Story = { args: { state: 'failed' }, globals: { locale: 'ar', theme: 'dark' } };
