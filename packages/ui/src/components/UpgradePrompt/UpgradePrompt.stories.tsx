import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Grid } from '../Grid/Grid.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { UpgradePrompt, upgradeFeatures } from './UpgradePrompt.tsx';

const meta = {
  title: 'UI/UpgradePrompt',
  component: UpgradePrompt,
  args: { feature: 'branded_domains', plan: 'Pro', onUpgrade: fn() },
  argTypes: {
    feature: { control: 'select', options: upgradeFeatures },
    variant: { control: 'inline-radio', options: ['inline', 'card'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UpgradePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CardBrandedDomains: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Unlock Branded domains with the Pro plan' })).toBeInTheDocument();
    await expect(canvas.getByText('Pro plan')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Pro' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};
export const CardLinkSchedule: Story = { args: { feature: 'link_schedule' } };
export const CardLinkExpiry: Story = { args: { feature: 'link_expiry' } };
export const CardLinkPassword: Story = { args: { feature: 'link_password', plan: 'Business' } };
export const CardAnalytics: Story = { args: { feature: 'analytics', plan: 'Business' } };

/** Inside the link form, next to the locked "Expires at" field. */
export const Inline: Story = {
  args: { variant: 'inline', feature: 'link_expiry' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: 'Locked feature' })).toBeInTheDocument();
    await expect(canvas.getByText('Unlock Link expiry with the Pro plan')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Pro' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

export const InlineInForm: Story = {
  args: { variant: 'inline', feature: 'link_password' },
  render: (args) => (
    <Stack gap="small">
      <Text weight="medium">Password</Text>
      <UpgradePrompt {...args} />
    </Stack>
  ),
};

export const CustomCopyAndLongPlanName: Story = {
  args: {
    plan: 'Business Plus (annual, billed in SAR)',
    title: 'Use your own domain for rabt.link/spring-sale and every other campaign link',
    ctaLabel: 'Compare plans',
  },
};

export const AllFeatures: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 1100 }}>{Story()}</div>],
  render: (args) => (
    <Grid minItemWidth="300px" gap="medium">
      {upgradeFeatures.map((feature) => (
        <UpgradePrompt key={feature} {...args} feature={feature} titleLevel={2} />
      ))}
    </Grid>
  ),
};

export const ArabicRtl: Story = {
  args: { plan: 'الاحترافية' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'احصل على النطاقات المخصصة مع خطة الاحترافية' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'الترقية إلى الاحترافية' })).toBeInTheDocument();
  },
};
export const ArabicInline: Story = {
  args: { plan: 'الأعمال', variant: 'inline', feature: 'analytics' },
  globals: { locale: 'ar' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkInline: Story = { args: { variant: 'inline', feature: 'link_schedule' }, globals: { theme: 'dark' } };
