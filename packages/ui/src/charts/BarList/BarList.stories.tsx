import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Globe, Icon, Mail, QrCode } from '../../icons/index.ts';
import { referrers } from '../storyData.ts';
import { BarList } from './BarList.tsx';

const meta = {
  title: 'UI/Charts/BarList',
  component: BarList,
  args: { items: referrers, 'aria-label': 'Top referrers', nameLabel: 'Referrer', maxItems: 5, onShowAll: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five of eight referrers; "Show all (8)" calls back. The hidden table has all eight. */
export const TopReferrers: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all (8)' }));
    await expect(args.onShowAll).toHaveBeenCalledOnce();
    const table = within(canvas.getByRole('table', { name: 'Top referrers' }));
    await expect(table.getAllByRole('row')).toHaveLength(9);
    await expect(table.getByRole('rowheader', { name: 'bing.com' })).toBeInTheDocument();
  },
};

export const AllItems: Story = { args: { maxItems: 10 } };

export const WithIcons: Story = {
  args: {
    'aria-label': 'Clicks by channel',
    nameLabel: 'Channel',
    tone: 'info',
    items: [
      { key: 'social', label: 'Social', value: 10_215, icon: <Icon icon={Globe} /> },
      { key: 'qr', label: 'QR code', value: 8_760, icon: <Icon icon={QrCode} /> },
      { key: 'email', label: 'Email', value: 4_102, icon: <Icon icon={Mail} /> },
    ],
  },
};

export const HugeNumbers: Story = {
  args: {
    items: [
      { key: 'instagram.com', label: 'instagram.com', value: 1_234_567 },
      { key: 'x.com', label: 'x.com', value: 987_654 },
      { key: 'google.com', label: 'google.com', value: 45_210 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: '1,234,567' })).toBeInTheDocument();
  },
};

export const LongLabels: Story = {
  args: {
    'aria-label': 'Top links',
    nameLabel: 'Link',
    items: [
      { key: 'a', label: 'rabt.link/ramadan-2026-family-offers-riyadh-jeddah-dammam-extended-weekend', value: 4_210 },
      { key: 'b', label: 'rabt.link/q/business-card-dr-abdulrahman-al-mutairi-senior-consultant', value: 2_980 },
      { key: 'c', label: 'rabt.link/spring', value: 1_204 },
    ],
  },
  play: async ({ canvas }) => {
    // The screen-reader table keeps every full label, hidden without widening the page.
    const table = canvas.getByRole('table', { name: 'Top links' });
    await expect(
      within(table).getByRole('rowheader', {
        name: 'rabt.link/ramadan-2026-family-offers-riyadh-jeddah-dammam-extended-weekend',
      }),
    ).toBeInTheDocument();
  },
};

export const SingleItem: Story = { args: { items: [{ key: 'direct', label: 'Direct', value: 1 }] } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No clicks in this period')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** Bars grow from the right; numbers and the button follow the Arabic reading order. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    'aria-label': 'أهم المصادر',
    nameLabel: 'المصدر',
    items: referrers.map((item) => (item.key === 'newsletter' ? { ...item, label: 'نشرة رمضان البريدية' } : item)),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'عرض الكل (8)' }));
    await expect(args.onShowAll).toHaveBeenCalledOnce();
  },
};

export const ArabicDark: Story = { ...Arabic, globals: { locale: 'ar', theme: 'dark' } };
