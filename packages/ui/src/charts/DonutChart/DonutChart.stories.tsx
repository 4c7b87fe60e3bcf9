import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { channels, channelsAr, devices, devicesAr } from '../storyData.ts';
import { DonutChart } from './DonutChart.tsx';

const meta = {
  title: 'UI/Charts/DonutChart',
  component: DonutChart,
  args: { data: devices, 'aria-label': 'Clicks by device', nameLabel: 'Device' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DonutChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Devices: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Clicks by device: 48,706 in total' })).toBeInTheDocument();
    const table = within(canvas.getByRole('table', { name: 'Clicks by device' }));
    const mobile = table.getByRole('row', { name: /Mobile/ });
    await expect(mobile).toHaveTextContent('31,482');
    await expect(mobile).toHaveTextContent('65%');
  },
};

export const Channels: Story = {
  args: { data: channels, 'aria-label': 'Clicks by traffic channel', nameLabel: 'Channel' },
};

export const SingleSlice: Story = { args: { data: [{ key: 'mobile', label: 'Mobile', value: 12 }] } };

export const HugeNumbers: Story = {
  args: {
    data: [
      { key: 'mobile', label: 'Mobile', value: 1_234_567 },
      { key: 'desktop', label: 'Desktop', value: 654_321 },
      { key: 'tablet', label: 'Tablet', value: 8_765 },
    ],
  },
};

export const LongLabels: Story = {
  args: {
    'aria-label': 'Clicks by campaign',
    nameLabel: 'Campaign',
    data: [
      { key: 'a', label: 'Ramadan family offers, Riyadh, Jeddah and Dammam stores', value: 5_210 },
      { key: 'b', label: 'Business cards handed out at LEAP 2026 in Riyadh', value: 3_102 },
      { key: 'c', label: 'Newsletter', value: 940 },
    ],
  },
  play: async ({ canvas }) => {
    // The screen-reader table keeps every full label, hidden without widening the page.
    const table = within(canvas.getByRole('table', { name: 'Clicks by campaign' }));
    await expect(
      table.getByRole('rowheader', { name: 'Ramadan family offers, Riyadh, Jeddah and Dammam stores' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No clicks in this period')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Dark: Story = { args: { data: channels, 'aria-label': 'Clicks by traffic channel' }, globals: { theme: 'dark' } };

/** Slices run anticlockwise, the legend mirrors. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { data: channelsAr, 'aria-label': 'النقرات حسب قناة الزيارات', nameLabel: 'القناة' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /النقرات حسب قناة الزيارات/ })).toBeInTheDocument();
  },
};

export const ArabicDevicesDark: Story = {
  globals: { locale: 'ar', theme: 'dark' },
  args: { data: devicesAr, 'aria-label': 'النقرات حسب الجهاز', nameLabel: 'الجهاز' },
};
