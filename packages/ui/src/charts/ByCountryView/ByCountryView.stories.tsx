import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { countries } from '../storyData.ts';
import { ByCountryView, preloadWorldMap } from './ByCountryView.tsx';

const meta = {
  title: 'UI/Charts/ByCountryView',
  component: ByCountryView,
  args: { data: countries, onShowAll: fn() },
  parameters: { layout: 'padded' },
  // The map is a lazy chunk: load it before rendering so every screenshot has it.
  loaders: [() => preloadWorldMap().then(() => ({}))],
} satisfies Meta<typeof ByCountryView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MapAndList: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(await canvas.findByRole('img', { name: 'World map of clicks by country' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('path[data-country="SA"]')).not.toBeNull();
    const table = within(canvas.getByRole('table', { name: 'Clicks by country' }));
    await expect(table.getByRole('row', { name: /Saudi Arabia/ })).toHaveTextContent('18,420');
    await expect(table.getByRole('rowheader', { name: 'United Arab Emirates' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all (12)' }));
    await expect(args.onShowAll).toHaveBeenCalledOnce();
  },
};

export const ListOnly: Story = { args: { showMap: false } };

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 340 }}>
        <Story />
      </div>
    ),
  ],
};

export const HugeNumbers: Story = {
  args: {
    data: [
      { country: 'SA', value: 1_234_567 },
      { country: 'EG', value: 402_118 },
      { country: 'US', value: 9_001 },
    ],
  },
};

export const SingleCountry: Story = { args: { data: [{ country: 'PL', value: 87 }] } };

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No clicks in this period')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** Names from Intl.DisplayNames in Arabic; the list mirrors, the map does not. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'النقرات حسب الدولة' }));
    await expect(table.getByRole('rowheader', { name: 'المملكة العربية السعودية' })).toBeInTheDocument();
    await expect(table.getByRole('rowheader', { name: 'مصر' })).toBeInTheDocument();
  },
};

export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };
