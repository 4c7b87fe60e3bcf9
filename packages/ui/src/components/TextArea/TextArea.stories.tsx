import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Card bio', onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { placeholder: 'A sentence or two about what you do' },
  play: async ({ canvas, userEvent, args }) => {
    const area = canvas.getByRole('textbox', { name: 'Card bio' });
    await userEvent.type(area, 'Growth lead at Acme.{Enter}Ask me about QR menus.');
    await expect(area).toHaveValue('Growth lead at Acme.\nAsk me about QR menus.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Growth lead at Acme Trading. I help restaurants in Riyadh and Jeddah move their menus to QR codes.' },
};

export const WithHint: Story = { args: { hint: 'Shown under your name on the public card.' } };

export const WithCounter: Story = {
  args: { maxLength: 160, defaultValue: 'Growth lead at Acme Trading.' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('28/160')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card bio' }), ' Hi');
    await expect(canvas.getByText('31/160')).toBeVisible();
  },
};

export const AutoGrow: Story = {
  args: { label: 'Internal notes', autoGrow: true, rows: 2, maxRows: 6 },
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'Internal notes' });
    const before = area.getBoundingClientRect().height;
    await userEvent.type(area, 'Line one{Enter}Line two{Enter}Line three{Enter}Line four');
    await expect(area.getBoundingClientRect().height).toBeGreaterThan(before);
  },
};

export const WithError: Story = {
  args: { label: 'Reason for cancelling', required: true, error: 'Tell us why you are cancelling so we can improve.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Reason for cancelling' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Bio editing is locked by your organisation.' } };

export const ReadOnly: Story = {
  args: {
    label: 'Webhook payload (sample)',
    readOnly: true,
    rows: 4,
    defaultValue: '{\n  "event": "link.clicked",\n  "slug": "spring-sale"\n}',
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Message shown to visitors when a password-protected link is opened before the campaign has started',
    hint: 'Plain text only. Links are not clickable in this message.',
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Stack gap="large">
      <TextArea label="نبذة البطاقة" maxLength={160} defaultValue="مسؤول النمو في شركة أكمي للتجارة." />
      <TextArea label="سبب الإلغاء" required error="أخبرنا بسبب الإلغاء." />
    </Stack>
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack gap="large">
      <TextArea label="Card bio" maxLength={160} defaultValue="Growth lead at Acme Trading." />
      <TextArea label="Reason for cancelling" required error="Tell us why you are cancelling so we can improve." />
      <TextArea label="Locked bio" disabled defaultValue="Locked by your organisation." />
    </Stack>
  ),
};
