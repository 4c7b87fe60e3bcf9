import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { Text } from '../Text/Text.tsx';
import { Grid } from './Grid.tsx';

const cards = [
  ['Spring sale', 'rabt.link/spring-sale'],
  ['Ramadan offer', 'rabt.link/ramadan-offer'],
  ['Store opening in Jeddah', 'rabt.link/jeddah'],
  ['Menu QR — table cards', 'rabt.link/menu'],
  ['Careers', 'rabt.link/careers'],
  ['Partner onboarding guide for resellers in the Gulf region', 'rabt.link/partners-gulf-onboarding-2026'],
] as const;

const cells = cards.map(([title, slug]) => (
  <Card key={slug} title={title} titleLevel={3}>
    <Text size="small" tone="muted" mono breakWord>
      {slug}
    </Text>
  </Card>
));

const meta = {
  title: 'UI/Grid',
  component: Grid,
  args: { children: cells, 'data-testid': 'grid' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 1 column on phones, 2 on tablets, 3 on desktops (the default). */
export const Responsive: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByTestId('grid');
    await expect(getComputedStyle(grid).display).toBe('grid');
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ').length).toBeGreaterThanOrEqual(1);
  },
};
export const FixedTwoColumns: Story = { args: { columns: 2, gap: 'medium' } };
export const FourOnDesktop: Story = { args: { columns: { mobile: 1, tablet: 2, desktop: 4 } } };

/** As many columns as fit at 220 px each: galleries of QR codes and business cards. */
export const AutoFill: Story = {
  args: { minItemWidth: '220px' },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[style*="auto-fill"]') as HTMLElement;
    await expect(grid).not.toBeNull();
  },
};

export const SingleItem: Story = { args: { children: cells[0], columns: 3 } };

export const ArabicRtl: Story = {
  args: {
    columns: 3,
    children: ['عرض الربيع', 'عرض رمضان', 'افتتاح فرع جدة'].map((title) => (
      <Card key={title} title={title} titleLevel={3}>
        <Text size="small" tone="muted">
          rabt.link
        </Text>
      </Card>
    )),
  },
  globals: { locale: 'ar' },
};
