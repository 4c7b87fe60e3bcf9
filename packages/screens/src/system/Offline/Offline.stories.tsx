import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PRIVACY_URL, STORY_NOW, TERMS_URL } from '../../_parts/storyChrome.tsx';
import { OfflineScreen } from './Offline.tsx';

const meta = {
  title: 'Screens/Offline',
  component: OfflineScreen,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn(), privacyHref: PRIVACY_URL, termsHref: TERMS_URL, now: STORY_NOW },
} satisfies Meta<typeof OfflineScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'You are offline.' })).toBeVisible();
    await expect(
      canvas.getByText("It seems there's a problem with the connectivity. Please check your internet connection and try again."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Rabt home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('© 2020–2026 Rabt')).toBeVisible();
    const privacy = canvas.getByRole('link', { name: /Privacy/ });
    await expect(privacy).toHaveAttribute('href', PRIVACY_URL);
    await expect(privacy).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute('href', TERMS_URL);
    // Light theme: the light drawing shows, the dark one is hidden.
    await expect(canvas.getByTestId('offline-illustration-light')).toBeVisible();
    await expect(canvas.getByTestId('offline-illustration-dark')).not.toBeVisible();
  },
};

export const TryAgainCallsRetry: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('offline-illustration-dark')).toBeVisible();
    await expect(canvas.getByTestId('offline-illustration-light')).not.toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'أنت غير متصل بالإنترنت.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'حاول مرة أخرى' })).toBeVisible();
  },
};

export const RtlDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

export const LaterYear: Story = {
  args: { now: new Date('2031-06-01T10:00:00.000Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2020–2031 Rabt')).toBeVisible();
  },
};
