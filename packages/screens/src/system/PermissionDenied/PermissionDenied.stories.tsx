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

export const RequestAccess: Story = {
  args: { onRequestAccess: fn(async () => undefined) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request access' }));
    await expect(args.onRequestAccess).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Request sent.');
    await expect(canvas.queryByRole('button', { name: 'Request access' })).toBeNull();
  },
};

export const RequestAccessFails: Story = {
  args: { onRequestAccess: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request access' }));
    await expect(await canvas.findByText('The request could not be sent. Please try again.')).toBeVisible();
  },
};

export const RequestAccessRtl: Story = {
  args: { onRequestAccess: fn(async () => undefined) },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'طلب الوصول' })).toBeVisible();
  },
};
