import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  overviewBusinessUnlimited,
  overviewCancelling,
  overviewDowngrading,
  overviewFree,
  overviewPastDue,
  overviewPro,
  plans,
} from '@rabt/mocks/fixtures';
import { STORY_NOW } from '../../_parts/storyChrome.tsx';
import { BillingOverviewScreen } from './BillingOverview.tsx';

const meta = {
  title: 'Screens/Billing/BillingOverview',
  component: BillingOverviewScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    overview: overviewPro,
    plans,
    canEdit: true,
    now: STORY_NOW,
    upgradeHref: '/billing/upgrade',
    methodsHref: '/billing/methods',
    invoicesHref: '/billing/invoices',
    invoiceHref: (id: string) => `/billing/invoices/${id}`,
    onPayInvoice: fn(async () => undefined),
    onCancel: fn(async () => undefined),
    onResume: fn(async () => undefined),
    onRetry: fn(),
    onGoHome: fn(),
  },
} satisfies Meta<typeof BillingOverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const dark = { theme: 'dark' };
const rtl = { locale: 'ar' };

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(canvas.getByText('Pro')).toBeVisible();
    await expect(canvas.getByText('5 of 5')).toBeVisible();
    await expect(canvas.getAllByText('•••• 4242')[0]).toBeVisible();
    await expect(canvas.getByText('$29 on Apr 10, 2026')).toBeVisible();
  },
};
export const ActiveDark: Story = { globals: dark };
export const ActiveRtl: Story = {
  globals: rtl,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الفوترة' })).toBeVisible();
  },
};

export const Unlimited: Story = { args: { overview: overviewBusinessUnlimited } };

export const FreeNoPaymentMethod: Story = {
  args: { overview: overviewFree },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No payment method')).toBeVisible();
    await expect(canvas.getByText('No payments yet.')).toBeVisible();
  },
};
export const FreeNoPaymentMethodDark: Story = { args: { overview: overviewFree }, globals: dark };
export const FreeNoPaymentMethodRtl: Story = { args: { overview: overviewFree }, globals: rtl };

export const PastDue: Story = {
  args: { overview: overviewPastDue },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Payment failed: your account is past due')).toBeVisible();
    await expect(canvas.getByText('Past due by 5 days')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(args.onPayInvoice).toHaveBeenCalledWith('inv_past');
  },
};
export const PastDueDark: Story = { args: { overview: overviewPastDue }, globals: dark };
export const PastDueRtl: Story = {
  args: { overview: overviewPastDue },
  globals: rtl,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('فشل الدفع: حسابك متأخر الدفع')).toBeVisible();
  },
};

export const PayDeclined: Story = {
  args: {
    overview: overviewPastDue,
    onPayInvoice: fn(async () => Promise.reject({ code: 'insufficient_funds', message: 'Your card has insufficient funds.' })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(
      await canvas.findByText('Your card has insufficient funds. Please use another card or contact your bank.'),
    ).toBeVisible();
  },
};

export const CancellationScheduled: Story = {
  args: { overview: overviewCancelling },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByText('Cancellation scheduled')[0]).toBeVisible();
    await expect(canvas.getByText('Your plan ends on Apr 10, 2026. You keep its features until then.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep my plan' }));
    await expect(args.onResume).toHaveBeenCalled();
  },
};
export const CancellationScheduledDark: Story = { args: { overview: overviewCancelling }, globals: dark };
export const CancellationScheduledRtl: Story = { args: { overview: overviewCancelling }, globals: rtl };

export const DowngradeScheduled: Story = {
  args: { overview: overviewDowngrading },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your plan changes to Starter on Apr 10, 2026.')).toBeVisible();
  },
};

export const CancelDialog: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await expect(within(dialog).getByText('Choose when the subscription ends.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: /At the end of the period/ }));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Too expensive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await expect(args.onCancel).toHaveBeenCalledWith({ cancel_type: 'at_period_end', reason: 'Too expensive' });
  },
};

export const ReadOnlyMember: Story = {
  args: { canEdit: false, overview: overviewPastDue },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Pay now' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  },
};

export const Loading: Story = { args: { state: 'loading' } };
export const LoadingDark: Story = { args: { state: 'loading' }, globals: dark };
export const LoadingRtl: Story = { args: { state: 'loading' }, globals: rtl };

export const LoadError: Story = {
  args: { state: 'error', message: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Billing could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Offline: Story = {
  args: { state: 'offline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are offline')).toBeVisible();
  },
};
export const OfflineDark: Story = { args: { state: 'offline' }, globals: dark };
export const OfflineRtl: Story = { args: { state: 'offline' }, globals: rtl };

export const PermissionDenied: Story = {
  args: { state: 'permissionDenied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You cannot manage billing')).toBeVisible();
  },
};
export const PermissionDeniedDark: Story = { args: { state: 'permissionDenied' }, globals: dark };
export const PermissionDeniedRtl: Story = { args: { state: 'permissionDenied' }, globals: rtl };
