import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox.tsx';

const countries: ComboboxOption[] = [
  { value: 'SA', label: 'Saudi Arabia', description: '+966' },
  { value: 'AE', label: 'United Arab Emirates', description: '+971' },
  { value: 'EG', label: 'Egypt', description: '+20' },
  { value: 'JO', label: 'Jordan', description: '+962' },
  { value: 'KW', label: 'Kuwait', description: '+965' },
  { value: 'QA', label: 'Qatar', description: '+974' },
  { value: 'OM', label: 'Oman', description: '+968' },
  { value: 'BH', label: 'Bahrain', description: '+973' },
  { value: 'MA', label: 'Morocco', description: '+212' },
  { value: 'GB', label: 'United Kingdom', description: '+44' },
  { value: 'US', label: 'United States', description: '+1' },
  { value: 'KP', label: 'North Korea', description: 'Not supported for billing', disabled: true },
];

const meta = {
  title: 'UI/Combobox',
  component: Combobox,
  args: { label: 'Country', options: countries, onChange: fn(), onInputChange: fn(), placeholder: 'Search countries' },
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const FilterAndSelectWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await userEvent.type(input, 'united');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('united');
    const listbox = canvas.getByRole('listbox', { name: 'Country' });
    await expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(3);
    await expect(input).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: /United Arab Emirates/ }).id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: /United Kingdom/ }).id);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('United Kingdom');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith('GB');
  },
};

export const EscapeRestores: Story = {
  args: { defaultValue: 'SA' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveValue('Saudi Arabia');
    await userEvent.clear(input);
    await userEvent.type(input, 'Egy');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('Saudi Arabia');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'Atlantis');
    await expect(canvas.getByText('No results', { selector: '[data-empty]' })).toBeVisible();
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

export const Filled: Story = { args: { defaultValue: 'AE' } };

export const WithHint: Story = { args: { hint: 'Used for tax on your invoices.' } };

export const WithError: Story = {
  args: { required: true, error: 'Choose the country of your billing address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose the country of your billing address.');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'SA' } };

const companies = [
  'Acme Trading Co.',
  'Acme Logistics',
  'Al Noor Cafés',
  'Blue Palm Clinics',
  'Desert Rose Hotels',
  'Najd Dates Company',
  'Red Sea Diving Centre',
].map((name, index) => ({ value: `acc_${index + 1}`, label: name, description: `Account ${1000 + index}` }));

function CompanyPicker(props: ComboboxProps) {
  const [results, setResults] = useState<ComboboxOption[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = (query: string) => {
    clearTimeout(timer.current);
    if (!query.trim()) {
      setResults([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      setResults(companies.filter((c) => c.label.toLowerCase().includes(query.toLowerCase())));
      setLoading(false);
    }, 150);
  };
  return (
    <Combobox
      {...props}
      label="Select a company"
      placeholder="Type a company name"
      options={results}
      filter={false}
      loading={loading}
      onInputChange={search}
    />
  );
}

/** Server search: `filter={false}`, results arrive after typing, "Loading…" meanwhile. */
export const AsyncSearch: Story = {
  render: (args) => <CompanyPicker {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Select a company' });
    await userEvent.type(input, 'acme');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Acme Logistics');
    await expect(args.onChange).toHaveBeenLastCalledWith('acc_2');
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Country where the organisation is registered for VAT, as shown on the commercial registration certificate',
    defaultValue: 'AE',
    options: [
      ...countries,
      { value: 'XX', label: 'The United Kingdom of Great Britain and Northern Ireland (including Crown dependencies)' },
    ],
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الدولة',
    placeholder: 'ابحث عن دولة',
    options: [
      { value: 'SA', label: 'المملكة العربية السعودية', description: '+966' },
      { value: 'AE', label: 'الإمارات العربية المتحدة', description: '+971' },
      { value: 'EG', label: 'مصر', description: '+20' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'الدولة' });
    await userEvent.type(input, 'الإمارات');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('الإمارات العربية المتحدة');
    await userEvent.clear(input);
    await userEvent.type(input, 'زززز');
    await expect(canvas.getByText('لا توجد نتائج', { selector: '[data-empty]' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country' }));
    await expect(canvas.getByRole('listbox')).toBeVisible();
  },
};
