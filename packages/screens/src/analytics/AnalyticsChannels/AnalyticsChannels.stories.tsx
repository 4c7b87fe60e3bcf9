import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { analyticsBreakdownEmpty, analyticsChannelsBusy, analyticsChannelsFew } from '@rabt/mocks/fixtures';
import { iconScenarios } from '@rabt/mocks/handlers';
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

/** No icon loads (the mocks answer 404): the site's letter in its own colour, never an empty box. */
export const SiteIconFallback: Story = {
  play: async ({ canvas }) => {
    const referrers = canvas.getByRole('table', { name: 'Referring sites: table' });
    const first = within(referrers).getAllByRole('row')[1]!;
    await waitFor(() => expect(first.querySelector('[data-state="fallback"]')).toHaveTextContent('I'), { timeout: 5_000 });
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

// Stories with loaded icons come last: the page keeps an image it loaded for the same address,
// so a story after them would show the icon where its screenshot expects the letter.

/** Each referring site's icon, fetched through our icon endpoint, at the start of its row. */
export const WithSiteIcons: Story = {
  parameters: { msw: iconScenarios.loaded },
  play: async ({ canvas }) => {
    const referrers = canvas.getByRole('table', { name: 'Referring sites: table' });
    await waitFor(() => expect(referrers.querySelectorAll('[data-state="loaded"]').length).toBeGreaterThan(0), {
      timeout: 5_000,
    });
    await expect(referrers.querySelector('[data-state="fallback"]')).toBeNull();
  },
};

/** Arabic: the icon sits at the start (right) of each row, the domain stays a left-to-right run. */
export const RtlWithSiteIcons: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: iconScenarios.loaded },
  play: async ({ canvas }) => {
    const referrers = canvas.getByRole('table', { name: 'المواقع المحيلة: جدول' });
    await waitFor(() => expect(referrers.querySelectorAll('[data-state="loaded"]').length).toBeGreaterThan(0), {
      timeout: 5_000,
    });
    const cell = referrers.querySelector('[data-state="loaded"]')!.parentElement!;
    const icon = cell.firstElementChild!.getBoundingClientRect();
    const name = cell.querySelector('bdi')!.getBoundingClientRect();
    await expect(icon.left).toBeGreaterThan(name.left);
  },
};
