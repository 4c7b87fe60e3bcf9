import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { invoiceDueToday, invoicePaid, invoicePastDue, invoicePending, invoiceProration } from '@rabt/mocks/fixtures';
import { STORY_NOW } from '../../_parts/storyChrome.tsx';
import { InvoiceDetailScreen } from './InvoiceDetail.tsx';

const meta = {
  title: 'Screens/Billing/InvoiceDetail',
  component: InvoiceDetailScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    invoice: invoicePaid,
    canPay: true,
    now: STORY_NOW,
    onDownloadPdf: fn(async () => undefined),
    invoicesHref: '/billing/invoices',
    onPay: fn(async () => undefined),
    onPrint: fn(),
    onRetry: fn(),
    onGoHome: fn(),
  },
} satisfies Meta<typeof InvoiceDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
const dark = { theme: 'dark' };
const rtl = { locale: 'ar' };

export const Paid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Paid')).toBeVisible();
    await expect(canvas.getByText('Rabt FZ-LLC')).toBeVisible();
    await expect(canvas.getByText('310123456700003')).toBeVisible();
    await expect(canvas.getByText('$33.35')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pay now' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};
export const PaidDark: Story = { globals: dark };
export const PaidRtl: Story = {
  globals: rtl,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('مدفوعة')).toBeVisible();
  },
};
export const Prorated: Story = { args: { invoice: invoiceProration } };
export const PastDue: Story = {
  args: { invoice: invoicePastDue },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Past due by 5 days')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(args.onPay).toHaveBeenCalledWith('inv_past');
  },
};
export const PastDueDark: Story = { args: { invoice: invoicePastDue }, globals: dark };
export const PastDueRtl: Story = { args: { invoice: invoicePastDue }, globals: rtl };
export const DueToday: Story = { args: { invoice: invoiceDueToday } };
export const DueTodayDark: Story = { args: { invoice: invoiceDueToday }, globals: dark };
export const DueTodayRtl: Story = { args: { invoice: invoiceDueToday }, globals: rtl };
export const PendingPayment: Story = { args: { invoice: invoicePending } };
export const PayDeclined: Story = {
  args: { invoice: invoicePastDue, onPay: fn(async () => Promise.reject({ code: 'expired_card', message: 'x' })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(await canvas.findByText('Your card has expired. Please use another card.')).toBeVisible();
  },
};
export const NotFound: Story = { args: { state: 'notFound' } };
export const Loading: Story = { args: { state: 'loading' } };
export const LoadingDark: Story = { args: { state: 'loading' }, globals: dark };
export const LoadingRtl: Story = { args: { state: 'loading' }, globals: rtl };
export const Offline: Story = { args: { state: 'offline' } };
export const OfflineDark: Story = { args: { state: 'offline' }, globals: dark };
export const OfflineRtl: Story = { args: { state: 'offline' }, globals: rtl };
export const PermissionDenied: Story = { args: { state: 'permissionDenied' } };
export const PermissionDeniedDark: Story = { args: { state: 'permissionDenied' }, globals: dark };
export const PermissionDeniedRtl: Story = { args: { state: 'permissionDenied' }, globals: rtl };
