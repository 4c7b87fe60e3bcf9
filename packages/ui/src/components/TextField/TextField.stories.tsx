import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { TextField, textFieldTypes, type TextFieldProps } from './TextField.tsx';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Link title', onChange: fn(), onBlur: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { placeholder: 'Spring sale landing page' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Link title' });
    await userEvent.type(input, 'Spring sale');
    await expect(input).toHaveValue('Spring sale');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = { args: { defaultValue: 'Spring sale 2025 – Instagram bio' } };

export const WithHint: Story = {
  args: { label: 'Back-half', hint: 'Letters, digits and dashes. It cannot be changed after the link is shared.' },
};

export const WithError: Story = {
  args: {
    label: 'Destination URL',
    type: 'url',
    defaultValue: 'example.com/spring',
    error: 'Destination URL must start with http:// or https://',
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Destination URL' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Destination URL must start with http:// or https://');
  },
};

export const RequiredEmptyError: Story = {
  args: { label: 'Your name', required: true, error: 'Your name is required', autoComplete: 'name' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Your name' });
    await expect(input).toBeRequired();
    await expect(input).toBeInvalid();
  },
};

export const Required: Story = { args: { label: 'Your name', required: true, autoComplete: 'name' } };

export const Optional: Story = { args: { label: 'Job title', optional: true, defaultValue: 'Head of Growth' } };

export const Disabled: Story = {
  args: { label: 'Organisation slug', defaultValue: 'acme-trading', disabled: true, hint: 'Ask an owner to change it.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Organisation slug' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'API key ID', defaultValue: 'key_2x9Qw81LmZ', readOnly: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'API key ID' });
    await userEvent.type(input, 'zzz');
    await expect(input).toHaveValue('key_2x9Qw81LmZ');
  },
};

export const Prefix: Story = {
  args: { label: 'Destination URL', type: 'url', prefix: 'https://', placeholder: 'example.com/spring-sale' },
};

export const PrefixShortLink: Story = {
  args: {
    label: 'Short link',
    prefix: 'rabt.link/',
    defaultValue: 'spring-sale',
    dir: 'ltr',
    hint: 'Leave empty for a random one.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Short link' })).toHaveAccessibleDescription(
      'rabt.link/ Leave empty for a random one.',
    );
  },
};

export const Suffix: Story = {
  args: { label: 'Custom subdomain', suffix: '.rabt.link', defaultValue: 'acme', dir: 'ltr' },
};

export const Counter: Story = {
  args: { label: 'Card headline', maxLength: 40, defaultValue: 'Helping shops sell online' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Card headline' });
    await expect(canvas.getByText('25/40')).toBeVisible();
    await userEvent.type(input, ' since 2019!!!!!!!!!!!!!!!!!!!!');
    await expect(input).toHaveValue('Helping shops sell online since 2019!!!!');
    await expect(canvas.getByText('40/40')).toBeVisible();
  },
};

function ControlledCampaign(props: TextFieldProps) {
  const [value, setValue] = useState('');
  return (
    <TextField {...props} value={value} onChange={(event) => setValue(event.target.value)} maxLength={60} label="UTM campaign" />
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledCampaign {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'UTM campaign' }), 'ramadan');
    await expect(canvas.getByText('7/60')).toBeVisible();
  },
};

export const AllTypes: Story = {
  render: () => (
    <Stack gap="large">
      <TextField label="Search links" type="search" placeholder="Title, back-half or destination" />
      <TextField label="Work e-mail" type="email" autoComplete="email" defaultValue="layla@acme.sa" />
      <TextField label="Website" type="url" defaultValue="https://acme.sa" />
      <TextField label="Mobile number" type="tel" autoComplete="tel" defaultValue="+966 55 123 4567" />
      <TextField label="Links per month" type="number" min={0} defaultValue={500} suffix="links" />
    </Stack>
  ),
};

export const LongLabel: Story = {
  args: {
    label: 'The address visitors are sent to after scanning the printed QR code on the spring catalogue back cover',
    hint: 'You can change it later without reprinting: the QR code points at the short link, not at this address, which is why dynamic codes exist.',
    defaultValue:
      'https://www.example-long-domain-name-for-testing.com/collections/spring/2025/catalogue?utm_source=print&utm_medium=qr',
    type: 'url',
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Stack gap="large">
      <TextField label="عنوان الرابط" defaultValue="تخفيضات الربيع" maxLength={60} optional />
      <TextField label="عنوان الوجهة" type="url" prefix="https://" defaultValue="example.sa/sale" required />
      <TextField label="اسمك" required error="الاسم مطلوب" />
    </Stack>
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack gap="large">
      <TextField label="Short link" prefix="rabt.link/" defaultValue="spring-sale" dir="ltr" />
      <TextField label="Your name" required error="Your name is required" />
      <TextField label="Organisation slug" defaultValue="acme-trading" disabled />
      <TextField label="API key ID" defaultValue="key_2x9Qw81LmZ" readOnly />
    </Stack>
  ),
};
