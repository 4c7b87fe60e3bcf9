import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup, radioOrientations, type RadioOption } from './RadioGroup.tsx';

const redirects: RadioOption[] = [
  { value: '301', label: 'Permanent (301)', description: 'Best for links that will never change destination.' },
  { value: '302', label: 'Temporary (302)', description: 'Browsers ask again every time; you can change the destination.' },
  { value: '307', label: 'Temporary, keep method (307)' },
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Redirect type', options: redirects, onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioOrientations } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Redirect type' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Temporary (302)'));
    await expect(canvas.getByRole('radio', { name: 'Temporary (302)' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('302');
  },
};

export const Selected: Story = { args: { defaultValue: '301' } };

export const ArrowKeys: Story = {
  args: { defaultValue: '301' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: 'Permanent (301)' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Temporary (302)' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    const last = canvas.getByRole('radio', { name: 'Temporary, keep method (307)' });
    await expect(last).toBeChecked();
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(last).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('307');
  },
};

export const Horizontal: Story = {
  args: {
    label: 'QR code format',
    orientation: 'horizontal',
    defaultValue: 'png',
    options: [
      { value: 'png', label: 'PNG' },
      { value: 'svg', label: 'SVG' },
      { value: 'pdf', label: 'PDF', disabled: true },
    ],
  },
};

export const WithHint: Story = { args: { hint: 'Search engines treat permanent redirects as the final address.' } };

export const WithError: Story = {
  args: { required: true, error: 'Choose a redirect type.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Redirect type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a redirect type.');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '302', hint: 'Only owners can change the redirect type.' },
};

export const DisabledOptionSkipped: Story = {
  args: {
    label: 'Plan',
    defaultValue: 'free',
    options: [
      { value: 'free', label: 'Free' },
      { value: 'pro', label: 'Pro (not available in your region)', disabled: true },
      { value: 'business', label: 'Business' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Free' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Business' })).toBeChecked();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'What should happen when someone opens the link after the campaign end date you set above?',
    options: [
      { value: 'expire', label: 'Show the “This link has expired” page with your organisation’s logo and a contact button' },
      { value: 'redirect', label: 'Send them to a fallback address instead, such as your home page or current offers page' },
    ],
  },
};

/** In right-to-left text, Left is "next" and Right is "previous". */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'نوع إعادة التوجيه',
    defaultValue: 'a',
    options: [
      { value: 'a', label: 'دائم (301)' },
      { value: 'b', label: 'مؤقت (302)' },
      { value: 'c', label: 'مؤقت مع الحفاظ على الطريقة (307)' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'دائم (301)' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'مؤقت (302)' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'دائم (301)' })).toBeChecked();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: '302', error: 'Choose a redirect type.' } };
