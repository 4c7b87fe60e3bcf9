import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Pencil, MoreHorizontal } from '../../icons/index.ts';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { StatusPill } from '../StatusPill/StatusPill.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Card, cardTones } from './Card.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'rabt.link/spring-sale',
    description: 'Redirects to al-noor-trading.example.com/spring · created 3 March 2026',
    children: <Text tone="muted">1,284 clicks in the last 7 days, 62% from QR scans.</Text>,
  },
  argTypes: { tone: { control: 'inline-radio', options: cardTones } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeader: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'rabt.link/spring-sale' })).toBeInTheDocument();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <StatusPill tone="positive">Active</StatusPill>
        <IconButton icon={MoreHorizontal} aria-label="More actions for rabt.link/spring-sale" size="small" />
      </>
    ),
  },
};

export const WithFooter: Story = {
  args: {
    title: 'Payment method',
    description: 'Visa ending in 4242 · expires 08/2028',
    children: <Text tone="muted">The card is charged on the 1st of each month.</Text>,
    footer: (
      <>
        <Button variant="ghost">Remove</Button>
        <Button variant="secondary" icon={Pencil}>
          Update card
        </Button>
      </>
    ),
  },
};

export const BodyOnly: Story = { args: { title: undefined, description: undefined } };
export const HeaderOnly: Story = { args: { children: undefined } };
export const Raised: Story = { args: { elevation: 'raised' } };
export const LargePadding: Story = { args: { padding: 'large' } };

export const DangerZone: Story = {
  args: {
    tone: 'critical',
    title: 'Delete organisation',
    description: 'Deletes Al Noor Trading, its 312 links, 48 QR codes and 17 business cards. This cannot be undone.',
    children: undefined,
    footer: <Button variant="danger">Delete organisation</Button>,
  },
};

export const LongTitleAndActions: Story = {
  args: {
    title: 'Partner onboarding guide for resellers in the Gulf region (Saudi Arabia, UAE, Qatar, Kuwait, Bahrain, Oman)',
    description: 'rabt.link/partners-gulf-onboarding-2026-edition-with-a-very-long-slug-that-keeps-going',
    actions: <StatusPill tone="info">Scheduled</StatusPill>,
  },
};

export const FullBleed: Story = {
  args: {
    padding: 'none',
    title: 'Recent invoices',
    children: (
      <Stack gap="none">
        {['INV-2026-0042 · 49.00 USD · Past due', 'INV-2026-0031 · 49.00 USD · Paid'].map((row) => (
          <Box key={row} paddingInline="large" paddingBlock="medium">
            <Text size="small">{row}</Text>
          </Box>
        ))}
      </Stack>
    ),
  },
};

export const Arabic: Story = {
  args: {
    title: 'بطاقة عمل ليلى الحسن',
    description: 'مديرة التسويق · شركة النور للتجارة',
    children: <Text tone="muted">تمت مشاهدة البطاقة ٣٢٠ مرة هذا الشهر.</Text>,
    actions: <StatusPill tone="positive">نشطة</StatusPill>,
  },
  globals: { locale: 'ar' },
};

export const Dark: Story = { ...WithFooter, globals: { theme: 'dark' } };
