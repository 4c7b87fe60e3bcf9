import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { appsAll, appZapier } from '@rabt/mocks/fixtures';
import { AppsScreen } from './Apps.tsx';

const meta = {
  title: 'Screens/Settings/Apps',
  component: AppsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    apps: appsAll,
    canCreate: true,
    onNew: fn(),
    onRetry: fn(),
    appHref: (id: string) => `/settings/apps/${id}`,
    referenceHref: '/api/docs',
  },
} satisfies Meta<typeof AppsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: appZapier.name })).toHaveAttribute('href', `/settings/apps/${appZapier.id}`);
    await expect(canvas.getByText('Never')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');
    await userEvent.click(canvas.getByRole('button', { name: 'New app' }));
    await expect(args.onNew).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { apps: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No apps yet. Create one to get an API key.')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { canCreate: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'New app' })).toBeNull();
  },
};

export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error', message: null } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'تطبيقات API' })).toBeVisible();
  },
};
