import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { analyticsBreakdownEmpty, analyticsLocationsSaudi } from '@rabt/mocks/fixtures';
import { AnalyticsLocationScreen } from './AnalyticsLocation.tsx';

const saudiCompared = {
  ...analyticsLocationsSaudi,
  previous_rows: analyticsLocationsSaudi.rows.map((r, i) => ({ key: r.key, clicks: Math.round(r.clicks * (0.8 + i / 10)) })),
};

const meta = {
  title: 'Screens/Analytics/AnalyticsLocation',
  component: AnalyticsLocationScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    country: 'SA',
    breakdown: saudiCompared,
    filters: { preset: '30d' },
    overviewHref: '/analytics',
    sections: {
      overview: '/analytics',
      locations: '/analytics/visitors-locations',
      devices: '/analytics/visitors-devices',
      channels: '/analytics/traffic-channels',
    },
    locationsHref: '/analytics/visitors-locations',
    onFiltersChange: fn(),
    onRetry: fn(),
    onUpgrade: fn(),
    onGoHome: fn(),
  },
} satisfies Meta<typeof AnalyticsLocationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BusyAccount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Saudi Arabia' })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: "Visitors' locations" })).toHaveAttribute(
      'href',
      '/analytics/visitors-locations',
    );
    const regions = within(canvas.getByRole('table', { name: 'Regions: table' }));
    await expect(regions.getAllByRole('row')[1]).toHaveTextContent('Riyadh Region');
    const cities = within(canvas.getByRole('table', { name: 'Cities: table' }));
    await expect(cities.getByText('Jeddah · Makkah Region')).toBeInTheDocument();
  },
};

export const AFewClicks: Story = {
  args: {
    breakdown: {
      ...analyticsLocationsSaudi,
      total: 11,
      rows: [
        { key: 'Riyadh Region', clicks: 9 },
        { key: 'unknown', clicks: 2 },
      ],
      more: { city: [{ key: 'Riyadh', region: 'Riyadh Region', clicks: 9 }] },
    },
  },
};

export const NoClicksYet: Story = { args: { breakdown: analyticsBreakdownEmpty('region', ['city']) } };

export const FilteredToNothing: Story = {
  args: { breakdown: analyticsBreakdownEmpty('region', ['city']), filters: { preset: '30d', channel: 'email' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing matches these filters')).toBeVisible();
  },
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'المملكة العربية السعودية' })).toBeVisible();
  },
};

export const RtlDark: Story = { globals: { locale: 'ar', theme: 'dark' } };
