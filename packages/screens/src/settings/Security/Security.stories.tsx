import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { sessionCurrent, sessionPhone, sessionTablet } from '@rabt/mocks/fixtures';
import { SecurityScreen } from './Security.tsx';

const NOW = new Date('2026-11-26T10:00:00.000Z');

const meta = {
  title: 'Screens/Settings/Security',
  component: SecurityScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    sessions: [sessionCurrent, sessionPhone, sessionTablet],
    now: NOW,
    onSignOut: fn(async () => undefined),
    onSignOutOthers: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof SecurityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sessions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This device')).toBeVisible();
    await expect(canvas.getByText(/Mobile Safari.*on.*iOS/)).toBeVisible();
    await expect(canvas.getByText('Last used 2 days ago')).toBeVisible();
    await expect(canvas.getByText(/Location unknown/)).toBeVisible();
  },
};

export const SignOutOne: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sign out.*Mobile Safari.*iOS/ }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalledWith(sessionPhone));
    await expect(await canvas.findByText('The session is signed out.')).toBeVisible();
  },
};

export const SignOutOthers: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(/2 other sessions end now/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out all other sessions' }));
    await waitFor(() => expect(args.onSignOutOthers).toHaveBeenCalled());
    await expect(await canvas.findByText('All other sessions are signed out.')).toBeVisible();
  },
};

export const SignOutFails: Story = {
  args: { onSignOut: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sign out.*Chrome.*Android/ }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out' }));
    await expect(await dialog.findByText('The session could not be signed out. Please try again.')).toBeVisible();
  },
};

export const SignOutThisDevice: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out this device' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText('You will go back to the sign-in page.')).toBeVisible();
  },
};

export const OnlyThisDevice: Story = {
  args: { sessions: [sessionCurrent] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are signed in on this device only.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  },
};

export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error', message: null } };
export const Offline: Story = {
  args: { state: 'error', offline: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are offline.')).toBeVisible();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الأمان' })).toBeVisible();
  },
};
