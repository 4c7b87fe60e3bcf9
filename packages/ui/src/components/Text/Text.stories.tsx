import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Text, textSizes, textTones, textWeights } from './Text.tsx';

const meta = {
  title: 'UI/Text',
  component: Text,
  args: { children: 'rabt.link/spring-sale was clicked 1,284 times this week.' },
  argTypes: {
    tone: { control: 'select', options: textTones },
    size: { control: 'inline-radio', options: textSizes },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Paragraph: Story = {
  args: {
    as: 'p',
    children:
      'Short links redirect visitors to your destination and count every click. Edit the destination at any time; the printed QR codes keep working.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).not.toBeNull();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="small">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {`${tone}: Invoice #INV-2026-0042 · 49.00 USD`}
        </Text>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="small">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {`${size}: Scan the QR code to open the business card of Omar Farouk`}
        </Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack gap="small">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {`${weight}: Pending verification`}
        </Text>
      ))}
    </Stack>
  ),
};

/** One line with an ellipsis; the full text is in the `title` tooltip. */
export const Truncated: Story = {
  args: {
    truncate: true,
    children:
      'https://www.al-noor-trading.example.com/campaigns/2026/ramadan/landing-page?utm_source=qr&utm_medium=print&utm_campaign=ramadan',
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('[data-truncate]') as HTMLElement;
    await expect(element).toHaveAttribute('title', expect.stringContaining('al-noor-trading'));
    await expect(element.scrollWidth).toBeGreaterThan(element.clientWidth);
  },
};

export const ClampedToTwoLines: Story = {
  args: {
    as: 'p',
    truncate: 2,
    children:
      'This business card belongs to Maximiliana Alexandra Fitzgerald-Montgomery, Head of Regional Partnerships for the Middle East, North Africa and Türkiye, based in Dubai with frequent travel to Riyadh, Cairo and Istanbul.',
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
};

/** Unbroken strings wrap instead of pushing the layout wider. */
export const BreakWordMono: Story = {
  args: { mono: true, breakWord: true, size: 'small', children: 'rbt_live_9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 220 }}>
        <Story />
      </div>
    ),
  ],
};

export const TabularNumbers: Story = {
  render: (args) => (
    <Stack gap="none" align="end" style={{ inlineSize: 120 }}>
      {['1,111.00', '98.50', '12,480.75'].map((amount) => (
        <Text key={amount} {...args} tabularNumbers>
          {amount}
        </Text>
      ))}
    </Stack>
  ),
};

export const ArabicTruncated: Story = {
  args: {
    truncate: true,
    children: 'تم إنشاء الرابط المختصر rabt.link/ramadan-offer لحملة رمضان لشركة النور للتجارة في الرياض وجدة والدمام',
  },
  globals: { locale: 'ar' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 260 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { ...Tones, globals: { theme: 'dark' } };
