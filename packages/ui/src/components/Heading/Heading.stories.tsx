import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Heading, headingLevels } from './Heading.tsx';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  args: { level: 1, children: 'Links' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingLevels },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {};
export const Level2: Story = { args: { level: 2, children: 'QR codes' } };
export const Level3: Story = { args: { level: 3, children: 'Billing history' } };
export const Level4: Story = { args: { level: 4, children: 'Payment method' } };

export const AllLevels: Story = {
  render: () => (
    <Stack gap="medium">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          {`Heading ${level}: Digital business cards`}
        </Heading>
      ))}
    </Stack>
  ),
};

/** An `h2` in the outline that looks like a level-4 heading (e.g. a card title). */
export const VisualLevelDiffers: Story = {
  args: { level: 2, size: 4, children: 'Danger zone' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Danger zone' });
    await expect(heading).toHaveAttribute('data-size', '4');
  },
};

export const LongWrapping: Story = {
  args: {
    level: 2,
    children:
      'Customer acquisition campaign for the Riyadh, Jeddah and Dammam showrooms — Ramadan and Eid al-Fitr 2026 (print, outdoor and social)',
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
};

export const Truncated: Story = {
  args: { ...LongWrapping.args, level: 3, truncate: true },
  decorators: LongWrapping.decorators,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveAttribute('title', expect.stringContaining('Riyadh'));
  },
};

export const Arabic: Story = {
  args: { level: 1, children: 'بطاقات العمل الرقمية' },
  globals: { locale: 'ar' },
};

export const Dark: Story = { ...AllLevels, globals: { theme: 'dark' } };
