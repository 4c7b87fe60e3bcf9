import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { DateTimeField } from './DateTimeField.tsx';

const meta = {
  title: 'UI/DateTimeField',
  component: DateTimeField,
  args: { label: 'Link expires', onChange: fn() },
} satisfies Meta<typeof DateTimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

const march10 = new Date(2026, 2, 10, 9, 30).toISOString();

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: march10 } };

export const PicksDayFromCalendar: Story = {
  args: { defaultValue: march10 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date from calendar' }));
    const body = within(document.body);
    const day = await body.findByRole('button', { name: 'Sunday, 15 March 2026' });
    await userEvent.click(day);
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 15, 9, 30).toISOString());
    await expect(canvas.getByRole('textbox', { name: 'Link expires' })).toHaveValue('03/15/2026');
    await waitFor(() => expect(body.queryByRole('grid')).not.toBeInTheDocument());
  },
};

export const TypesDateAndTime: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const date = canvas.getByRole('textbox', { name: 'Link expires' });
    await userEvent.type(date, '04/01/2026{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 3, 1, 0, 0).toISOString());
    const time = canvas.getByLabelText('Link expires Time');
    fireEvent.change(time, { target: { value: '17:45' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 3, 1, 17, 45).toISOString());
  },
};

export const RejectsUnreadableDate: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const date = canvas.getByRole('textbox', { name: 'Link expires' });
    await userEvent.type(date, 'next friday');
    await userEvent.tab();
    await expect(canvas.getByText('Enter a date like 03/14/2026.')).toBeVisible();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MinAndMax: Story = {
  args: {
    label: 'Campaign start',
    withTime: false,
    defaultValue: '2026-03-10',
    min: new Date(2026, 2, 5).toISOString(),
    max: new Date(2026, 2, 25, 23, 59).toISOString(),
    hint: 'Within the current billing period.',
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date from calendar' }));
    const body = within(document.body);
    await expect(await body.findByRole('button', { name: 'Monday, 2 March 2026' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    const date = canvas.getByRole('textbox', { name: 'Campaign start' });
    await userEvent.clear(date);
    await userEvent.type(date, '04/02/2026{Enter}');
    await expect(canvas.getByText(/Choose a date on or before/)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DateOnly: Story = { args: { label: 'Invoice date', withTime: false, defaultValue: '2026-01-31' } };

export const WithHint: Story = { args: { hint: 'After this moment the link shows the “expired” page.' } };

export const WithError: Story = { args: { required: true, error: 'Choose when the link expires.' } };

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: march10 } };

export const LongLabel: Story = {
  args: { label: 'Date and time when the QR code on the printed flyers stops redirecting and shows your fallback page' },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'تاريخ انتهاء الرابط', defaultValue: march10 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'تاريخ انتهاء الرابط' })).toHaveValue('10/03/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'اختيار التاريخ من التقويم' }));
    const body = within(document.body);
    await expect(await body.findByText('مارس 2026')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: march10 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date from calendar' }));
    await expect(await within(document.body).findByRole('grid')).toBeVisible();
  },
};
