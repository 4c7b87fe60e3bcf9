import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { defaultNotificationSettings } from '@rabt/contract';
import { NotificationsScreen } from './Notifications.tsx';

const meta = {
  title: 'Screens/Settings/Notifications',
  component: NotificationsScreen,
  parameters: { layout: 'fullscreen' },
  args: { state: 'ready', settings: defaultNotificationSettings, onSave: fn(async () => undefined), onRetry: fn() },
} satisfies Meta<typeof NotificationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TurnOffWeeklyReport: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: /Weekly link report/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...defaultNotificationSettings, weekly_report: false });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved.');
  },
};

export const SaveFails: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Your choices could not be saved. Please try again.')).toBeVisible();
  },
};

export const AllOff: Story = { args: { settings: { weekly_report: false, domain_status: false, billing: false, team: false } } };
export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error', message: null } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
  },
};
