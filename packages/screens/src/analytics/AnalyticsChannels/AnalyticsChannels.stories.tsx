import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { analyticsBreakdownEmpty, analyticsChannelsBusy, analyticsChannelsFew } from '@rabt/mocks/fixtures';
import { AnalyticsChannelsScreen } from './AnalyticsChannels.tsx';

const meta = {
  title: 'Screens/Analytics/AnalyticsChannels',
  component: AnalyticsChannelsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    breakdown: analyticsChannelsBusy,
    filters: { preset: '30d' },
    overviewHref: '/analytics',
    sections: {
      overview: '/analytics',
      locations: '/analytics/visitors-locations',
      devices: '/analytics/visitors-devices',
      channels: '/analytics/traffic-channels',
    },
    onFiltersChange: fn(),
    onExport: fn(),
    onRetry: fn(),
    onUpgrade: fn(),
    onGoHome: fn(),
    onCreateLink: fn(),
  },
} satisfies Meta<typeof AnalyticsChannelsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BusyAccount: Story = {
  play: async ({ canvas }) => {
    const channels = within(canvas.getByRole('table', { name: 'Channels: table' }));
    await expect(channels.getAllByRole('row')[1]).toHaveTextContent('Social');
    const referrers = within(canvas.getByRole('table', { name: 'Referring sites: table' }));
    await expect(referrers.getAllByRole('row')[1]).toHaveTextContent('instagram.com');
    await expect(referrers.queryByText('Unknown')).toBeNull();
    await expect(canvas.queryByLabelText('Channel')).toBeNull();
  },
};

export const AFewClicks: Story = { args: { breakdown: analyticsChannelsFew } };
export const NoClicksYet: Story = { args: { breakdown: analyticsBreakdownEmpty('channel', ['referrer']) } };
export const FilteredToNothing: Story = {
  args: { breakdown: analyticsBreakdownEmpty('channel', ['referrer']), filters: { preset: '30d', device: 'tablet' } },
};
export const Loading: Story = { args: { state: 'loading' } };
export const Error: Story = { args: { state: 'error' } };
export const Offline: Story = { args: { state: 'offline' } };
export const LockedByPlan: Story = { args: { state: 'locked', plan: 'Pro' } };
export const PermissionDenied: Story = { args: { state: 'denied' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'قنوات الزيارات' })).toBeVisible();
  },
};
export const RtlDark: Story = { globals: { locale: 'ar', theme: 'dark' } };
