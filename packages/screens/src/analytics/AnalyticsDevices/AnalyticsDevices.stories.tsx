import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { analyticsBreakdownEmpty, analyticsDevicesBusy, analyticsDevicesFew } from '@rabt/mocks/fixtures';
import { AnalyticsDevicesScreen } from './AnalyticsDevices.tsx';

const meta = {
  title: 'Screens/Analytics/AnalyticsDevices',
  component: AnalyticsDevicesScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    breakdown: analyticsDevicesBusy,
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
} satisfies Meta<typeof AnalyticsDevicesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BusyAccount: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const types = within(canvas.getByRole('table', { name: 'Device types: table' }));
    await expect(types.getAllByRole('row')[1]).toHaveTextContent('Mobile');
    await expect(types.getAllByRole('row')[1]).toHaveTextContent(/Up|Down/);
    await expect(canvas.getByRole('table', { name: 'Operating systems: table' })).toHaveTextContent('iOS');
    await expect(canvas.getByRole('table', { name: 'Browsers: table' })).toHaveTextContent('Samsung Internet');
    await expect(canvas.queryByLabelText('Device')).toBeNull();
    const pages = within(canvas.getByRole('navigation', { name: 'Analytics pages' }));
    await expect(pages.getByRole('link', { name: 'Channels' })).toHaveAttribute('href', '/analytics/traffic-channels');
    await expect(pages.getByText('Devices')).toHaveAttribute('aria-current', 'page');
    await userEvent.selectOptions(canvas.getByLabelText('Period'), '7d');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ preset: '7d' });
  },
};

export const AFewClicks: Story = { args: { breakdown: analyticsDevicesFew } };
export const NoClicksYet: Story = { args: { breakdown: analyticsBreakdownEmpty('device', ['os', 'browser']) } };
export const FilteredToNothing: Story = {
  args: { breakdown: analyticsBreakdownEmpty('device', ['os', 'browser']), filters: { preset: '30d', channel: 'email' } },
};
export const Loading: Story = { args: { state: 'loading' } };
export const Error: Story = { args: { state: 'error', message: 'The analytics service did not answer.' } };
export const Offline: Story = { args: { state: 'offline' } };
export const LockedByPlan: Story = { args: { state: 'locked', plan: 'Pro' } };
export const PermissionDenied: Story = { args: { state: 'denied' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'أجهزة الزوار' })).toBeVisible();
  },
};
export const RtlDark: Story = { globals: { locale: 'ar', theme: 'dark' } };
