import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as control from './control.css.ts';
import { Field } from './Field.tsx';

const meta = {
  title: 'UI/Field',
  component: Field,
  args: {
    label: 'Link title',
    children: (props) => <input {...props} className={control.input} style={{ border: '1px solid currentColor' }} />,
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Link title' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: { hint: 'Only you see the title; visitors see the destination page.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Link title' })).toHaveAccessibleDescription(
      'Only you see the title; visitors see the destination page.',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'Destination URL',
    hint: 'The page people reach when they open the short link.',
    error: 'Destination URL must start with http:// or https://',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Destination URL' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'The page people reach when they open the short link. Destination URL must start with http:// or https://',
    );
  },
};

export const Required: Story = {
  args: { label: 'Your name', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Optional: Story = {
  args: { label: 'Job title', optional: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Job title (optional)' })).toBeInTheDocument();
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search links', hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Search links' })).toBeInTheDocument();
  },
};

/** An element child is cloned with the ids; its own description is kept. */
export const ClonedElement: Story = {
  render: () => (
    <div>
      <Field label="Card holder" hint="As printed on the card.">
        <input className={control.input} aria-describedby="card-note" style={{ border: '1px solid currentColor' }} />
      </Field>
      <p id="card-note">Billing is handled by Stripe.</p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Card holder' })).toHaveAccessibleDescription(
      'Billing is handled by Stripe. As printed on the card.',
    );
  },
};

export const LongLabel: Story = {
  args: {
    label: 'The name shown on the public digital business card, above the job title and the company logo',
    hint: 'Up to 80 characters. Arabic and Latin letters are both fine; emoji are removed when the QR code is printed.',
    required: true,
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الاسم الكامل', hint: 'يظهر على البطاقة الرقمية.', error: 'الاسم مطلوب', optional: true },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { label: 'Your name', required: true, error: 'Your name is required', hint: 'Shown on your business card.' },
};
