import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { plans, previewRefused, previewUpgrade, previewDowngrade, subscriptionFree, subscriptionPro } from '@rabt/mocks/fixtures';
import { BillingPlansScreen, type PlanStep } from './BillingPlans.tsx';

const meta = {
  title: 'Screens/Billing/BillingPlans',
  component: BillingPlansScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    plans,
    subscription: subscriptionPro,
    hasPaymentMethod: true,
    step: { kind: 'pick' },
    methodsHref: '/billing/methods',
    onPick: fn(),
    onConfirm: fn(),
    onBack: fn(),
    onAuthenticate: fn(),
    onDone: fn(),
    onRetry: fn(),
    onGoHome: fn(),
  },
} satisfies Meta<typeof BillingPlansScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const dark = { theme: 'dark' };
const rtl = { locale: 'ar' };
const failed = (code: string, extra: Partial<Extract<PlanStep, { kind: 'failed' }>> = {}): PlanStep => ({
  kind: 'failed',
  planId: 'pro',
  interval: 'year',
  failure: { code, message: null },
  ...extra,
});
const dialogSays = (text: string) => async () => {
  await expect(await body().findByRole('dialog')).toHaveTextContent(text);
};

export const Pick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Pro is your current plan' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Yearly/ }));
    await expect(canvas.getAllByText(/Save 17% compared to monthly/)[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Pro' }));
    await expect(args.onPick).toHaveBeenCalledWith('pro', 'year');
  },
};
export const PickDark: Story = { globals: dark };
export const PickRtl: Story = {
  globals: rtl,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الخطط' })).toBeVisible();
  },
};

/** Spec §9 intervals: the toggle offers Weekly because a plan sells a week; plans without one say so. */
export const PickWeekly: Story = {
  args: { subscription: subscriptionFree, defaultInterval: 'week' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    const pro = canvas.getByRole('button', { name: 'Choose Pro' }).closest('li')!;
    await expect(within(pro as HTMLElement).getByText('per week')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Pro' }));
    await expect(args.onPick).toHaveBeenCalledWith('pro', 'week');
  },
};
export const PickWeeklyDark: Story = { args: { subscription: subscriptionFree, defaultInterval: 'week' }, globals: dark };
export const PickWeeklyRtl: Story = {
  args: { subscription: subscriptionFree, defaultInterval: 'week' },
  globals: rtl,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'أسبوعي' })).toBeChecked();
  },
};

export const FromFeaturePrompt: Story = {
  args: { subscription: subscriptionFree, highlight: { feature: 'link_password' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Password-protected links needs a higher plan. Plans that include it are highlighted.'),
    ).toBeVisible();
  },
};
export const FromLimitPrompt: Story = { args: { subscription: subscriptionFree, highlight: { resource: 'links' } } };

export const NoPaymentMethod: Story = {
  args: { subscription: subscriptionFree, hasPaymentMethod: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Add a payment method to subscribe to a paid plan.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add card' })).toHaveAttribute('href', '/billing/methods');
  },
};
export const NoPaymentMethodDark: Story = { args: { subscription: subscriptionFree, hasPaymentMethod: false }, globals: dark };
export const NoPaymentMethodRtl: Story = { args: { subscription: subscriptionFree, hasPaymentMethod: false }, globals: rtl };

export const ConfirmLoading: Story = { args: { step: { kind: 'confirm', planId: 'pro', interval: 'year', preview: null } } };
export const ConfirmUpgrade: Story = {
  args: { step: { kind: 'confirm', planId: 'pro', interval: 'year', preview: previewUpgrade } },
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('$21.28');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
export const ConfirmUpgradeRtl: Story = {
  args: { step: { kind: 'confirm', planId: 'pro', interval: 'year', preview: previewUpgrade } },
  globals: rtl,
};
export const ConfirmDowngrade: Story = {
  args: { step: { kind: 'confirm', planId: 'starter', interval: 'month', preview: previewDowngrade } },
  play: dialogSays('The change takes effect at the end of the current period.'),
};
export const DowngradeRefused: Story = {
  args: { step: failed('PLAN_DOWNGRADE_REFUSED', { planId: 'starter', over: previewRefused.over }) },
  play: dialogSays('Users: 5 in use, the plan allows 3'),
};
export const DowngradeRefusedDark: Story = {
  args: { step: failed('PLAN_DOWNGRADE_REFUSED', { planId: 'starter', over: previewRefused.over }) },
  globals: dark,
};
export const DowngradeRefusedRtl: Story = {
  args: { step: failed('PLAN_DOWNGRADE_REFUSED', { planId: 'starter', over: previewRefused.over }) },
  globals: rtl,
};

export const DeclinedGeneric: Story = { args: { step: failed('generic_decline') }, play: dialogSays('Your card was declined.') };
export const DeclinedInsufficientFunds: Story = {
  args: { step: failed('insufficient_funds') },
  play: dialogSays('insufficient funds'),
};
export const DeclinedExpiredCard: Story = { args: { step: failed('expired_card') }, play: dialogSays('Your card has expired.') };
export const DeclinedIncorrectCvc: Story = {
  args: { step: failed('incorrect_cvc') },
  play: dialogSays('security code is incorrect'),
};
export const DeclinedProcessingError: Story = {
  args: { step: failed('processing_error') },
  play: dialogSays('An error occurred while processing your card.'),
};
export const DeclinedIncorrectNumber: Story = {
  args: { step: failed('incorrect_number') },
  play: dialogSays('Your card number is incorrect.'),
};
export const DeclinedDark: Story = { args: { step: failed('insufficient_funds') }, globals: dark };
export const DeclinedRtl: Story = {
  args: { step: failed('insufficient_funds') },
  globals: rtl,
  play: dialogSays('لا يوجد رصيد كافٍ في بطاقتك'),
};
export const RequiresPaymentMethod: Story = {
  args: { step: failed('requires_payment_method') },
  play: dialogSays('Add a payment method'),
};
export const AlreadySubscribed: Story = {
  args: { step: failed('alreadySubscribedToPrice') },
  play: dialogSays('You are already subscribed to selected price.'),
};
export const NotAvailable: Story = {
  args: { step: failed('selectedPlanNotAvailable') },
  play: dialogSays('Selected plan is not available at the moment.'),
};

export const AuthenticationRequired: Story = {
  args: { step: { kind: 'challenge', planId: 'pro', interval: 'year' } },
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await expect(args.onAuthenticate).toHaveBeenCalledWith(true);
  },
};
export const AuthenticationRequiredDark: Story = {
  args: { step: { kind: 'challenge', planId: 'pro', interval: 'year' } },
  globals: dark,
};
export const AuthenticationRequiredRtl: Story = {
  args: { step: { kind: 'challenge', planId: 'pro', interval: 'year' } },
  globals: rtl,
};
export const AuthenticationFailed: Story = {
  args: { step: failed('authentication_required') },
  play: dialogSays('Your bank asks you to confirm this payment.'),
};

export const Done: Story = {
  args: { step: { kind: 'done', planId: 'pro', interval: 'year', effective: 'now', date: null } },
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('You are now on Pro.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};
export const DoneAtPeriodEnd: Story = {
  args: {
    step: { kind: 'done', planId: 'starter', interval: 'month', effective: 'period_end', date: '2026-04-10T10:00:00.000Z' },
  },
  play: dialogSays('You move to Starter on Apr 10, 2026.'),
};

export const Loading: Story = { args: { state: 'loading' } };
export const LoadingDark: Story = { args: { state: 'loading' }, globals: dark };
export const LoadingRtl: Story = { args: { state: 'loading' }, globals: rtl };
export const Offline: Story = { args: { state: 'offline' } };
export const OfflineDark: Story = { args: { state: 'offline' }, globals: dark };
export const OfflineRtl: Story = { args: { state: 'offline' }, globals: rtl };
export const PermissionDenied: Story = { args: { state: 'permissionDenied' } };
export const PermissionDeniedDark: Story = { args: { state: 'permissionDenied' }, globals: dark };
export const PermissionDeniedRtl: Story = { args: { state: 'permissionDenied' }, globals: rtl };
export const LoadError: Story = { args: { state: 'error', message: 'Server said no' } };
