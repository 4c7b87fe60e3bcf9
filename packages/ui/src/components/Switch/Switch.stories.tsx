import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Track clicks by country', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Track clicks by country' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { label: 'Public business card', hint: 'Anyone with the link or QR code can see the card.', defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Public business card' })).toHaveAccessibleDescription(
      'Anyone with the link or QR code can see the card.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'Two-step verification', error: 'Add a phone number before turning this on.' },
};

export const Disabled: Story = {
  render: (args) => (
    <Stack gap="medium">
      <Switch {...args} label="Custom domain (Business plan)" disabled />
      <Switch {...args} label="Link analytics (always on)" disabled defaultChecked />
    </Stack>
  ),
};

export const LongLabel: Story = {
  args: {
    label:
      'Send a copy of every new lead captured through a business card to the organisation’s shared inbox as well as to the card owner',
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Stack gap="medium">
      <Switch label="تتبع النقرات حسب الدولة" defaultChecked />
      <Switch label="بطاقة عامة" hint="يمكن لأي شخص لديه الرابط رؤية البطاقة." />
    </Stack>
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack gap="medium">
      <Switch label="Track clicks by country" defaultChecked />
      <Switch label="Public business card" />
      <Switch label="Two-step verification" error="Add a phone number before turning this on." />
      <Switch label="Custom domain (Business plan)" disabled />
    </Stack>
  ),
};
