import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Select, type SelectOption } from './Select.tsx';

const domains: SelectOption[] = [
  { value: 'rabt.link', label: 'rabt.link' },
  { value: 'go.acme.sa', label: 'go.acme.sa' },
  { value: 'links.acme-trading.com', label: 'links.acme-trading.com (pending DNS)', disabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Domain', options: domains, onChange: fn(), onValueChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Domain' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Select an option' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'go.acme.sa');
    await expect(select).toHaveValue('go.acme.sa');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('go.acme.sa');
  },
};

export const Filled: Story = { args: { defaultValue: 'go.acme.sa' } };

export const CustomPlaceholder: Story = { args: { placeholder: 'Choose a domain for the short link' } };

export const NoPlaceholder: Story = { args: { placeholder: false } };

export const Grouped: Story = {
  args: {
    label: 'Time zone',
    defaultValue: 'Asia/Riyadh',
    options: [
      {
        group: 'Middle East',
        options: [
          { value: 'Asia/Riyadh', label: 'Riyadh (GMT+3)' },
          { value: 'Asia/Dubai', label: 'Dubai (GMT+4)' },
        ],
      },
      { group: 'Europe', options: [{ value: 'Europe/London', label: 'London (GMT+0)' }] },
    ],
  },
};

export const WithHint: Story = { args: { hint: 'Add your own domain under Settings → Domains.' } };

export const WithError: Story = {
  args: { required: true, error: 'Choose a domain for the link.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Domain' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a domain for the link.');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'rabt.link', hint: 'Custom domains are on the Business plan.' },
};

export const LongLabel: Story = {
  args: {
    label: 'Which of your verified domains should the printed QR codes on packaging point at?',
    options: [{ value: 'x', label: 'links.a-very-long-verified-domain-name-for-our-packaging.example.com' }, ...domains],
    defaultValue: 'x',
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Stack gap="large">
      <Select label="النطاق" options={domains} />
      <Select label="النطاق" options={domains} required error="اختر نطاقًا للرابط." />
    </Stack>
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack gap="large">
      <Select label="Domain" options={domains} />
      <Select label="Domain" options={domains} defaultValue="go.acme.sa" />
      <Select label="Domain" options={domains} required error="Choose a domain for the link." />
      <Select label="Domain" options={domains} disabled />
    </Stack>
  ),
};
