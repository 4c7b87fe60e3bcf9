import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { analyticsItemBusy, analyticsOverviewEmpty, analyticsOverviewFew } from '@rabt/mocks/fixtures';
import { ItemStatsPanel } from './ItemStatsPanel.tsx';

const meta = {
  title: 'Screens/Analytics/ItemStatsPanel',
  component: ItemStatsPanel,
  parameters: { layout: 'padded' },
  args: {
    state: 'ready',
    kind: 'link',
    overview: analyticsItemBusy,
    preset: '30d',
    analyticsHref: '/analytics/visitors-locations?link_id=01J',
    onPreset: fn(),
    onRetry: fn(),
    onUpgrade: fn(),
  },
} satisfies Meta<typeof ItemStatsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Link statistics' })).toBeVisible();
    await expect(canvas.getByText('8,412')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Top countries' })).toHaveTextContent('Saudi Arabia');
    await userEvent.selectOptions(canvas.getByLabelText('Period'), '7d');
    await expect(args.onPreset).toHaveBeenCalledWith('7d');
    await expect(canvas.getByRole('link', { name: 'See all analytics' })).toBeInTheDocument();
  },
};

export const QrCode: Story = {
  args: { kind: 'qr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('QR scans')).toBeVisible();
  },
};

export const BusinessCard: Story = {
  args: { kind: 'card' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Card saves')).toBeVisible();
  },
};

export const AFewClicks: Story = { args: { overview: analyticsOverviewFew } };
export const NoClicksYet: Story = {
  args: { overview: analyticsOverviewEmpty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No clicks on this link in this period.')).toBeVisible();
  },
};
export const WifiQrNotCounted: Story = { args: { kind: 'qr', state: 'unavailable' } };
export const Loading: Story = { args: { state: 'loading' } };
export const Error: Story = {
  args: { state: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Offline: Story = { args: { state: 'offline' } };
export const LockedByPlan: Story = {
  args: { state: 'locked', plan: 'Pro' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Pro/ }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};
export const PermissionDenied: Story = { args: { state: 'denied' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'إحصاءات الرابط' })).toBeVisible();
  },
};
export const RtlDark: Story = { args: { kind: 'card' }, globals: { locale: 'ar', theme: 'dark' } };
