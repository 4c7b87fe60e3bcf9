import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { analyticsLiveBusy, analyticsOverviewBusy, analyticsOverviewEmpty, analyticsOverviewFew } from '@rabt/mocks/fixtures';
import { iconScenarios } from '@rabt/mocks/handlers';
import { AnalyticsOverviewScreen } from './AnalyticsOverview.tsx';

const meta = {
  title: 'Screens/Analytics/AnalyticsOverview',
  component: AnalyticsOverviewScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    overview: analyticsOverviewBusy,
    live: analyticsLiveBusy,
    filters: { preset: '30d' },
    overviewHref: '/analytics',
    onFiltersChange: fn(),
    onExport: fn(),
    onRetry: fn(),
    onUpgrade: fn(),
    onGoHome: fn(),
    onCreateLink: fn(),
    onShowLocations: fn(),
  },
} satisfies Meta<typeof AnalyticsOverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BusyAccount: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const kpis = within(canvas.getByLabelText('Totals for the period'));
    await expect(kpis.getByText('Unique visitors')).toBeVisible();
    await expect(canvas.getByText(/in the last 30 minutes/)).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Top links' })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Period'), '7d');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ preset: '7d' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** No icon loads (the mocks answer 404): each destination's letter instead. */
export const TopLinksIconFallback: Story = {
  play: async ({ canvas }) => {
    const top = canvas.getByRole('table', { name: 'Top links' });
    await waitFor(
      () => expect(top.querySelectorAll('[data-state="fallback"]').length).toBe(analyticsOverviewBusy.top_links.length),
      {
        timeout: 5_000,
      },
    );
  },
};

export const WithLinksToSubpages: Story = {
  args: {
    sections: {
      overview: '/analytics',
      locations: '/analytics/visitors-locations',
      devices: '/analytics/visitors-devices',
      channels: '/analytics/traffic-channels',
    },
  },
  play: async ({ canvas }) => {
    const pages = within(canvas.getByRole('navigation', { name: 'Analytics pages' }));
    await expect(pages.getByRole('link', { name: 'Devices' })).toHaveAttribute('href', '/analytics/visitors-devices');
  },
};

export const AFewClicks: Story = {
  args: {
    overview: analyticsOverviewFew,
    live: { minutes: analyticsLiveBusy.minutes.map((m) => ({ ...m, clicks: 0 })), clicks: 0 },
  },
};

export const NoClicksYet: Story = {
  args: { overview: analyticsOverviewEmpty, live: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No clicks yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create a link' }));
    await expect(args.onCreateLink).toHaveBeenCalledOnce();
  },
};

export const FilteredToNothing: Story = {
  args: {
    overview: analyticsOverviewEmpty,
    live: null,
    filters: { preset: '30d', country: 'KW', channel: 'email' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Nothing matches these filters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Country: Kuwait' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ preset: '30d', channel: 'email', country: undefined });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ preset: '30d', from: undefined, to: undefined });
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
    await expect(canvas.getByText('Analytics come with the Pro plan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Pro/ }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

export const PermissionDenied: Story = { args: { state: 'denied' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'التحليلات' })).toBeVisible();
  },
};

export const RtlDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

export const RtlNoClicksYet: Story = { args: { overview: analyticsOverviewEmpty, live: null }, globals: { locale: 'ar' } };

export const RtlLocked: Story = { args: { state: 'locked', plan: 'Pro' }, globals: { locale: 'ar' } };

// Stories with loaded icons come last: the page keeps an image it loaded for the same address,
// so a story after them would show the icon where its screenshot expects the letter.

/** Each top link's destination site icon (fetched through our icon endpoint) at the start of its row. */
export const TopLinksWithSiteIcons: Story = {
  parameters: { msw: iconScenarios.loaded },
  play: async ({ canvas }) => {
    const top = canvas.getByRole('table', { name: 'Top links' });
    await waitFor(() => expect(top.querySelectorAll('[data-state="loaded"]').length).toBeGreaterThan(0), { timeout: 5_000 });
    await expect(top.querySelector('[data-state="fallback"]')).toBeNull();
  },
};
