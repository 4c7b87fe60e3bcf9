import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ColorField, type ColorPreset } from './ColorField.tsx';

const qrPresets: ColorPreset[] = [
  { value: '#000000', label: 'Black' },
  { value: '#0F766E', label: 'Rabt teal' },
  { value: '#1D4ED8', label: 'Blue' },
  { value: '#B91C1C', label: 'Red' },
  { value: '#7C3AED', label: 'Violet' },
];

const meta = {
  title: 'UI/ColorField',
  component: ColorField,
  args: { label: 'QR code colour', presets: qrPresets, onChange: fn() },
} satisfies Meta<typeof ColorField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: '#0F766E' } };

export const TypesHex: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'QR code colour' });
    await userEvent.clear(input);
    await userEvent.type(input, '#1d4ed8');
    await expect(args.onChange).toHaveBeenLastCalledWith('#1D4ED8');
    await userEvent.tab();
    await expect(input).toHaveValue('#1D4ED8');
    await expect(canvas.getByRole('button', { name: 'Blue #1D4ED8' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const RejectsInvalidHex: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'QR code colour' });
    await userEvent.clear(input);
    await userEvent.type(input, '#12GG');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a colour as # followed by 6 hex digits, like #0F766E.')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const PicksPreset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Violet #7C3AED' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('#7C3AED');
    await expect(canvas.getByRole('textbox', { name: 'QR code colour' })).toHaveValue('#7C3AED');
  },
};

export const WithHint: Story = { args: { hint: 'Dark colours on a light background scan best.' } };

export const WithError: Story = {
  args: { defaultValue: '#F5F5F5', error: 'Too little contrast with the white background; scanners may fail.' },
};

export const Required: Story = { args: { required: true, presets: [] } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '#0F766E', hint: 'Custom colours are on the Pro plan.' } };

export const LongLabel: Story = {
  args: { label: 'Colour of the eyes (the three corner squares) of the QR code printed on the packaging' },
};

export const Arabic: Story = { globals: { locale: 'ar' }, args: { label: 'لون رمز QR', defaultValue: '#0F766E' } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: '#2DD4BF' } };
