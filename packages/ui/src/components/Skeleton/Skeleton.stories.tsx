import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { Inline, Stack } from '../Stack/Stack.tsx';
import { Skeleton, SkeletonGroup } from './Skeleton.tsx';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[data-skeleton="text"]');
    await expect(shape).toHaveAttribute('aria-hidden', 'true');
    await expect(shape?.children).toHaveLength(3);
  },
};
export const SingleLine: Story = { args: { lines: 1, width: 180 } };
export const Circle: Story = { args: { variant: 'circle', size: 48 } };
export const Rectangle: Story = { args: { variant: 'rectangle', width: 160, height: 160 } };

/** `label` announces "Loading" through a polite status region; the shapes stay hidden. */
export const WithLoadingLabel: Story = {
  args: { label: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading invoices', variant: 'rectangle', height: 64 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading invoices');
  },
};

/** A link card while loading: one announcement for the whole group. */
export const LinkCardGroup: Story = {
  render: () => (
    <SkeletonGroup label="Loading links">
      {[1, 2, 3].map((row) => (
        <Inline key={row} gap="medium" align="center">
          <Skeleton variant="circle" size={36} />
          <Stack gap="none" style={{ flex: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="80%" />
          </Stack>
        </Inline>
      ))}
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading links');
  },
};

export const QrGallery: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 720 }}>{Story()}</div>],
  render: () => (
    <SkeletonGroup label="Loading QR codes">
      <Grid columns={3} gap="medium">
        {[1, 2, 3].map((item) => (
          <Card key={item}>
            <Stack gap="small">
              <Skeleton variant="rectangle" height={140} />
              <Skeleton lines={2} />
            </Stack>
          </Card>
        ))}
      </Grid>
    </SkeletonGroup>
  ),
};

export const ArabicLabel: Story = {
  args: { label: true, lines: 2 },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('جارٍ التحميل');
  },
};

export const Dark: Story = { ...LinkCardGroup, globals: { theme: 'dark' } };
