import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ComingSoonScreen } from './ComingSoon.tsx';

const meta = {
  title: 'Screens/ComingSoon',
  component: ComingSoonScreen,
  args: { section: 'QR codes', area: 'qrs', backHref: '/links', supportHref: '/support' },
} satisfies Meta<typeof ComingSoonScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QrCodes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This section arrives soon' })).toBeVisible();
    await expect(canvas.getByText('QR codes')).toBeVisible();
    await expect(canvas.getByText(/^Coming here: QR codes in your colours/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to your links' })).toHaveAttribute('href', '/links');
    await expect(canvas.getByRole('link', { name: 'Help and support' })).toHaveAttribute('href', '/support');
  },
};

export const Settings: Story = { args: { section: 'Users', area: 'settings' } };
export const WithoutArea: Story = {
  args: { section: 'Invoice', area: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Coming here/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to your links' })).toBeVisible();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = {
  args: { section: 'رموز QR' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'هذا القسم قادم قريبًا' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'العودة إلى روابطك' })).toBeVisible();
  },
};
