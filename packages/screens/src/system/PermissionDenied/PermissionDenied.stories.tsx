import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PermissionDeniedScreen } from './PermissionDenied.tsx';

const meta = {
  title: 'Screens/PermissionDenied',
  component: PermissionDeniedScreen,
  args: { onGoHome: fn() },
} satisfies Meta<typeof PermissionDeniedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PermissionDenied: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "You don't have permissions to view this page" })).toBeVisible();
    await expect(canvas.getByText('Ask your organisation admin to give you access.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go back home' }));
    await expect(args.onGoHome).toHaveBeenCalledOnce();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'ليست لديك صلاحيات لعرض هذه الصفحة' })).toBeVisible();
  },
};
