import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onVisibleChange: fn() },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TogglesVisibility: Story = {
  args: { defaultValue: 'correct horse battery staple', required: true },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/^Password/);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { label: 'New password', autoComplete: 'new-password', hint: 'At least 12 characters.' },
};

function StrengthMeter({ password }: { password: string }) {
  const score = Math.min(3, Math.floor(password.length / 5));
  const words = ['Too short', 'Weak', 'Fair', 'Strong'];
  return <span style={{ fontSize: 13 }}>{`Strength: ${words[score]}`}</span>;
}

function NewPassword(props: PasswordFieldProps) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      {...props}
      label="New password"
      autoComplete="new-password"
      hint="At least 12 characters."
      value={value}
      onChange={(event) => setValue(event.target.value)}
      strength={<StrengthMeter password={value} />}
    />
  );
}

export const WithStrength: Story = {
  render: (args) => <NewPassword {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('New password');
    await userEvent.type(input, 'sunrise-over-jeddah');
    await expect(input).toHaveAccessibleDescription('At least 12 characters. Strength: Strong');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'abc', error: 'The e-mail address or password is incorrect.' },
};

export const Disabled: Story = {
  args: { defaultValue: 'secret-secret', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Confirm the password of the workspace owner before transferring ownership of the organisation',
    required: true,
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'كلمة المرور', required: true, defaultValue: 'كلمة-سر-طويلة' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'إظهار كلمة المرور' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <Stack gap="large">
      <PasswordField {...args} defaultValue="secret-secret" />
      <PasswordField {...args} label="Current password" error="The password is incorrect." />
    </Stack>
  ),
};
