import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { analyticsBreakdownEmpty, analyticsLocationsCompared, analyticsLocationsFew } from '@rabt/mocks/fixtures';
import { preloadWorldMap } from '@rabt/ui/charts';
import { AnalyticsLocationsScreen } from './AnalyticsLocations.tsx';

const meta = {
  title: 'Screens/Analytics/AnalyticsLocations',
  component: AnalyticsLocationsScreen,
  parameters: { layout: 'fullscreen' },
  // The map is a lazy chunk: load it first so every screenshot has it.
  loaders: [() => preloadWorldMap().then(() => ({}))],
  args: {
    state: 'ready',
    breakdown: analyticsLocationsCompared,
    filters: { preset: '30d' },
    workspaces: [
      { id: 'ws_1', name: 'Marketing' },
      { id: 'ws_2', name: 'المبيعات' },
    ],
    overviewHref: '/analytics',
    sections: {
      overview: '/analytics',
      locations: '/analytics/visitors-locations',
      devices: '/analytics/visitors-devices',
      channels: '/analytics/traffic-channels',
    },
    countryHref: (code: string) => `/analytics/visitors-locations/${code}`,
    onFiltersChange: fn(),
    onExport: fn(),
    onRetry: fn(),
    onUpgrade: fn(),
    onGoHome: fn(),
    onCreateLink: fn(),
  },
} satisfies Meta<typeof AnalyticsLocationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BusyAccount: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(await canvas.findByRole('img', { name: 'World map of clicks by country' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('path[data-country="SA"]')).not.toBeNull();
    const table = within(canvas.getByRole('table', { name: 'Clicks by country, most first' }));
    const rows = table.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Saudi Arabia');
    await expect(table.getByRole('link', { name: 'Saudi Arabia' })).toHaveAttribute('href', '/analytics/visitors-locations/SA');
    await expect(canvas.getByText(/Compared with the previous period/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Channel'), 'qr');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ preset: '30d', channel: 'qr' });
    await userEvent.selectOptions(canvas.getByLabelText('Workspace'), 'ws_1');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ preset: '30d', workspace_id: 'ws_1' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

export const AFewClicks: Story = { args: { breakdown: analyticsLocationsFew } };

export const CustomRangeForOneLink: Story = {
  args: {
    filters: { preset: 'custom', from: '2026-03-01', to: '2026-03-15', item: { kind: 'link', label: 'acme.sa/menu' } },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('From')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Link: acme.sa/menu' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(expect.objectContaining({ item: undefined }));
  },
};

export const NoClicksYet: Story = {
  args: { breakdown: analyticsBreakdownEmpty('country') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No clicks yet')).toBeVisible();
  },
};

export const FilteredToNothing: Story = {
  args: { breakdown: analyticsBreakdownEmpty('country'), filters: { preset: '7d', device: 'tablet', channel: 'email' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ preset: '7d' });
  },
};

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
    await expect(canvas.getByRole('heading', { level: 1, name: 'مواقع الزوار' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'المملكة العربية السعودية' })).toBeInTheDocument();
  },
};

export const RtlDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

export const RtlLoading: Story = { args: { state: 'loading' }, globals: { locale: 'ar' } };

export const RtlLocked: Story = { args: { state: 'locked', plan: 'Pro' }, globals: { locale: 'ar' } };
