import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack, Inline } from '../Stack/Stack.tsx';
import { StatusPill, statusTones } from './StatusPill.tsx';

const meta = {
  title: 'UI/StatusPill',
  component: StatusPill,
  args: { children: 'Active', tone: 'positive' },
  argTypes: { tone: { control: 'select', options: statusTones } },
} satisfies Meta<typeof StatusPill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    const pill = canvas.getByText('Active');
    await expect(pill.parentElement).toHaveAttribute('data-tone', 'positive');
  },
};
export const PendingVerification: Story = { args: { tone: 'caution', children: 'Pending verification' } };
export const Failed: Story = { args: { tone: 'critical', children: 'Failed' } };
export const PastDue: Story = { args: { tone: 'critical', children: 'Past due' } };
export const Scheduled: Story = { args: { tone: 'info', hollow: true, children: 'Scheduled' } };
export const Expired: Story = { args: { tone: 'neutral', children: 'Expired' } };
export const Trial: Story = { args: { tone: 'brand', children: 'Trial' } };

export const LongLabelIsCut: Story = {
  args: { tone: 'caution', children: 'Pending verification — waiting for the TXT record on go.al-noor-trading.com' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 200 }}>
        <Story />
      </div>
    ),
  ],
};

const states = [
  ['positive', 'Active'],
  ['caution', 'Pending verification'],
  ['critical', 'Failed'],
  ['critical', 'Past due'],
  ['info', 'Scheduled'],
  ['neutral', 'Expired'],
  ['brand', 'Trial'],
] as const;
const arabicStates = [
  ['positive', 'نشط'],
  ['caution', 'بانتظار التحقق'],
  ['critical', 'فشل'],
  ['critical', 'متأخر السداد'],
  ['info', 'مجدول'],
  ['neutral', 'منتهي الصلاحية'],
  ['brand', 'فترة تجريبية'],
] as const;

export const AllStates: Story = {
  render: () => (
    <Stack gap="small" align="start">
      {states.map(([tone, label]) => (
        <StatusPill key={label} tone={tone} hollow={label === 'Scheduled'}>
          {label}
        </StatusPill>
      ))}
    </Stack>
  ),
};

export const ArabicRtl: Story = {
  render: () => (
    <Inline gap="small" wrap>
      {arabicStates.map(([tone, label]) => (
        <StatusPill key={label} tone={tone} hollow={label === 'مجدول'}>
          {label}
        </StatusPill>
      ))}
    </Inline>
  ),
  globals: { locale: 'ar' },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
export const DarkArabic: Story = { ...ArabicRtl, globals: { theme: 'dark', locale: 'ar' } };
