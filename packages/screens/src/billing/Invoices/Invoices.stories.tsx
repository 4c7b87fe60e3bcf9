import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { invoiceDueToday, invoicePaid, invoicePastDue, invoicesAll, paymentsAll } from '@rabt/mocks/fixtures';
import { STORY_NOW } from '../../_parts/storyChrome.tsx';
import { InvoicesScreen } from './Invoices.tsx';

const meta = {
  title: 'Screens/Billing/Invoices',
  component: InvoicesScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    invoices: invoicesAll,
    payments: paymentsAll,
    now: STORY_NOW,
    invoiceHref: (id: string) => `/billing/invoices/${id}`,
    onRetry: fn(),
    onGoHome: fn(),
  },
} satisfies Meta<typeof InvoicesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
const dark = { theme: 'dark' };
const rtl = { locale: 'ar' };

export const AllStates: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Due today')).toBeVisible();
    await expect(canvas.getByText('Past due by 5 days')).toBeVisible();
    await expect(canvas.getByText('Due in 4 days')).toBeVisible();
    await expect(canvas.getByText('Pending payment')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open invoice RABT-2026-000014' })).toHaveAttribute(
      'href',
      '/billing/invoices/inv_paid',
    );
  },
};
export const AllStatesDark: Story = { globals: dark };
export const AllStatesRtl: Story = {
  globals: rtl,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('مستحقة اليوم')).toBeVisible();
  },
};
export const PastDue: Story = { args: { invoices: [invoicePastDue] } };
export const PastDueDark: Story = { args: { invoices: [invoicePastDue] }, globals: dark };
export const PastDueRtl: Story = { args: { invoices: [invoicePastDue] }, globals: rtl };
export const DueToday: Story = { args: { invoices: [invoiceDueToday] } };
export const DueTodayDark: Story = { args: { invoices: [invoiceDueToday] }, globals: dark };
export const DueTodayRtl: Story = { args: { invoices: [invoiceDueToday] }, globals: rtl };
export const Paid: Story = { args: { invoices: [invoicePaid] } };
export const PaidDark: Story = { args: { invoices: [invoicePaid] }, globals: dark };
export const PaidRtl: Story = { args: { invoices: [invoicePaid] }, globals: rtl };
export const Empty: Story = {
  args: { invoices: [], payments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invoices yet')).toBeVisible();
  },
};
export const EmptyDark: Story = { args: { invoices: [], payments: [] }, globals: dark };
export const EmptyRtl: Story = { args: { invoices: [], payments: [] }, globals: rtl };
export const Loading: Story = { args: { state: 'loading' } };
export const LoadingDark: Story = { args: { state: 'loading' }, globals: dark };
export const LoadingRtl: Story = { args: { state: 'loading' }, globals: rtl };
export const Offline: Story = { args: { state: 'offline' } };
export const OfflineDark: Story = { args: { state: 'offline' }, globals: dark };
export const OfflineRtl: Story = { args: { state: 'offline' }, globals: rtl };
export const PermissionDenied: Story = { args: { state: 'permissionDenied' } };
export const PermissionDeniedDark: Story = { args: { state: 'permissionDenied' }, globals: dark };
export const PermissionDeniedRtl: Story = { args: { state: 'permissionDenied' }, globals: rtl };
export const LoadError: Story = { args: { state: 'error', message: null } };
