import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Sparkles } from '../../icons/index.ts';
import { Inline, Stack } from '../Stack/Stack.tsx';
import { Badge, badgeSizes, badgeVariants, statusTones } from './Badge.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Pro' },
  argTypes: {
    tone: { control: 'select', options: statusTones },
    variant: { control: 'inline-radio', options: badgeVariants },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { children: 'Draft' } };
export const Brand: Story = { args: { tone: 'brand', children: 'Pro' } };
export const Positive: Story = { args: { tone: 'positive', children: 'Paid' } };
export const Caution: Story = { args: { tone: 'caution', children: 'Trial ends in 3 days' } };
export const Critical: Story = { args: { tone: 'critical', children: 'Past due' } };
export const Info: Story = { args: { tone: 'info', children: 'Beta' } };
export const Solid: Story = { args: { tone: 'brand', variant: 'solid', children: 'New' } };
export const Outline: Story = { args: { variant: 'outline', children: '12 links' } };
export const Small: Story = { args: { size: 'small', tone: 'info', children: 'API' } };
export const WithIcon: Story = { args: { tone: 'brand', icon: Sparkles, children: 'Business plan' } };

export const LongTextIsCut: Story = {
  args: { children: 'Enterprise (custom contract, invoiced annually in Saudi riyals)' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 180 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Enterprise (custom contract, invoiced annually in Saudi riyals)')).toBeInTheDocument();
  },
};

export const AllTonesAndVariants: Story = {
  render: () => (
    <Stack gap="small">
      {badgeVariants.map((variant) => (
        <Inline key={variant} gap="small" wrap>
          {statusTones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {`${tone} ${variant}`}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Arabic: Story = { args: { tone: 'brand', icon: Sparkles, children: 'خطة الأعمال' }, globals: { locale: 'ar' } };
export const Dark: Story = { ...AllTonesAndVariants, globals: { theme: 'dark' } };
