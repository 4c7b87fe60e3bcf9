import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { clicksByDay, hugeDays, thirtyDays } from '../storyData.ts';
import { TimeSeriesChart, timeSeriesTypes } from './TimeSeriesChart.tsx';

const clicks = [{ key: 'clicks', label: 'Clicks' }] as const;

const meta = {
  title: 'UI/Charts/TimeSeriesChart',
  component: TimeSeriesChart,
  args: { data: thirtyDays, series: clicks, height: 260, 'aria-label': 'Clicks on rabt.link/spring-sale, last 30 days' },
  argTypes: { type: { control: 'inline-radio', options: timeSeriesTypes } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeSeriesChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chart is one tab stop: focus shows the latest day, arrows walk the days. */
export const Area: Story = {
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('slider', { name: 'Clicks on rabt.link/spring-sale, last 30 days' });
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    const tooltip = await canvas.findByTestId('chart-tooltip');
    const last = thirtyDays[thirtyDays.length - 1]!;
    await expect(tooltip).toHaveTextContent('Mon, Mar 30, 2026');
    await expect(tooltip).toHaveTextContent(last.values.clicks.toLocaleString('en'));
    await userEvent.keyboard('{Home}');
    await expect(tooltip).toHaveTextContent('Sun, Mar 1, 2026');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(tooltip).toHaveTextContent('Tue, Mar 3, 2026');
    await expect(tooltip).toHaveTextContent(thirtyDays[2]!.values.clicks.toLocaleString('en'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByTestId('chart-tooltip')).toBeNull());
  },
};

export const Line: Story = { args: { type: 'line' } };

export const TwoSeries: Story = {
  args: {
    type: 'line',
    series: [
      { key: 'clicks', label: 'Link clicks' },
      { key: 'scans', label: 'QR scans', tone: 'caution' },
    ],
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('slider');
    await userEvent.tab();
    await userEvent.keyboard('{Home}');
    const tooltip = await canvas.findByTestId('chart-tooltip');
    await expect(tooltip).toHaveTextContent(`Link clicks${thirtyDays[0]!.values.clicks.toLocaleString('en')}`);
    await expect(tooltip).toHaveTextContent(`QR scans${thirtyDays[0]!.values.scans.toLocaleString('en')}`);
  },
};

export const Hover: Story = {
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('slider');
    const overlay = canvasElement.querySelector('svg rect[fill="transparent"]');
    if (!overlay) throw new Error('no hover overlay');
    const box = overlay.getBoundingClientRect();
    await userEvent.pointer({ target: overlay, coords: { clientX: box.left + 1, clientY: box.top + box.height / 2 } });
    await expect(await canvas.findByTestId('chart-tooltip')).toHaveTextContent('Sun, Mar 1, 2026');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No clicks in this period')).toBeVisible();
  },
};

export const AllZero: Story = { args: { data: clicksByDay({ days: 7, base: 0 }) } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading chart…');
  },
};

export const SinglePoint: Story = {
  args: { data: [{ date: '2026-03-14', values: { clicks: 42 } }] },
  play: async ({ canvas }) => {
    await canvas.findByRole('slider');
    await userEvent.tab();
    await expect(await canvas.findByTestId('chart-tooltip')).toHaveTextContent('42');
  },
};

export const HugeNumbers: Story = {
  args: { data: hugeDays, 'aria-label': 'Clicks on rabt.link/launch, last 30 days' },
  play: async ({ canvas }) => {
    await canvas.findByRole('slider');
    await userEvent.tab();
    await userEvent.keyboard('{Home}');
    await expect(await canvas.findByTestId('chart-tooltip')).toHaveTextContent(hugeDays[0]!.values.clicks.toLocaleString('en'));
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkTwoSeries: Story = { ...TwoSeries, globals: { theme: 'dark' } };

/** Time runs right to left, the value axis is on the right, Arabic month names and digits. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { 'aria-label': 'النقرات على rabt.link/spring-sale، آخر 30 يومًا', series: [{ key: 'clicks', label: 'النقرات' }] },
  play: async ({ canvas }) => {
    await canvas.findByRole('slider');
    await userEvent.tab();
    const tooltip = await canvas.findByTestId('chart-tooltip');
    await expect(tooltip).toHaveTextContent('مارس');
    const last = thirtyDays[thirtyDays.length - 1]!;
    await expect(tooltip).toHaveTextContent(new Intl.NumberFormat('ar').format(last.values.clicks));
    // ArrowRight goes back in time in right-to-left.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tooltip).toHaveTextContent(new Intl.NumberFormat('ar').format(thirtyDays[thirtyDays.length - 2]!.values.clicks));
  },
};

export const ArabicEmpty: Story = { globals: { locale: 'ar' }, args: { data: [], 'aria-label': undefined } };
export const ArabicTwoSeriesDark: Story = {
  globals: { locale: 'ar', theme: 'dark' },
  args: {
    'aria-label': undefined,
    type: 'line',
    series: [
      { key: 'clicks', label: 'نقرات الرابط' },
      { key: 'scans', label: 'مسح رمز QR', tone: 'caution' },
    ],
  },
};
