import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Track clicks by country', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Track clicks by country' });
    await userEvent.click(canvas.getByText('Track clicks by country'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { label: 'Password-protect this link', hint: 'Visitors must enter the password before they are redirected.' },
};

export const WithError: Story = {
  args: { label: 'I accept the terms of service', required: true, error: 'Accept the terms to create your account.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription('Accept the terms to create your account.');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Stack gap="small">
      <Checkbox {...args} label="Custom domains (Business plan)" disabled />
      <Checkbox {...args} label="Link expiry (always on for your plan)" disabled defaultChecked />
    </Stack>
  ),
};

const rows = ['rabt.link/spring-sale', 'rabt.link/menu', 'rabt.link/careers'];

function SelectAll(props: CheckboxProps) {
  const [selected, setSelected] = useState<string[]>([rows[0]!]);
  const all = selected.length === rows.length;
  return (
    <Stack gap="small">
      <Checkbox
        {...props}
        label="Select all links"
        checked={all}
        indeterminate={selected.length > 0 && !all}
        onCheckedChange={(checked) => setSelected(checked ? rows : [])}
      />
      {rows.map((row) => (
        <Checkbox
          key={row}
          label={row}
          checked={selected.includes(row)}
          onCheckedChange={(checked) =>
            setSelected((current) => (checked ? [...current, row] : current.filter((r) => r !== row)))
          }
        />
      ))}
    </Stack>
  );
}

export const Indeterminate: Story = {
  render: (args) => <SelectAll {...args} />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all links' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'rabt.link/careers' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'rabt.link/menu' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Send me a weekly e-mail with the links, QR codes and business cards that gained or lost the most visits, including a breakdown by country and device',
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Stack gap="small">
      <Checkbox label="تتبع النقرات حسب الدولة" defaultChecked />
      <Checkbox label="أوافق على شروط الخدمة" required error="يجب الموافقة على الشروط لإنشاء حسابك." />
      <Checkbox label="تحديد الكل" indeterminate />
    </Stack>
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack gap="small">
      <Checkbox label="Track clicks by country" defaultChecked />
      <Checkbox label="Select all links" indeterminate />
      <Checkbox label="I accept the terms of service" required error="Accept the terms to create your account." />
      <Checkbox label="Custom domains (Business plan)" disabled />
    </Stack>
  ),
};
