import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { builtInRolePermissions, type Permission } from '@rabt/contract';
import { appNoKeys, appZapier, createdKeySecret } from '@rabt/mocks/fixtures';
import { AppEditorScreen } from './AppEditor.tsx';

const meta = {
  title: 'Screens/Settings/AppEditor',
  component: AppEditorScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    app: appZapier,
    canEdit: true,
    canCreateKeys: true,
    canDelete: true,
    grantable: new Set<Permission>(builtInRolePermissions.owner),
    onSubmit: fn(async () => undefined),
    onCreateKey: fn(async () => createdKeySecret),
    onRevokeKey: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    backHref: '/settings/apps',
    onRetry: fn(),
  },
} satisfies Meta<typeof AppEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const NewApp: Story = {
  args: { app: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create app' }));
    await expect(canvas.getByText('App name is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /App name/ }), 'Shop sync');
    await userEvent.click(canvas.getByRole('button', { name: 'Create app' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Shop sync', description: '' });
    await expect(canvas.queryByText('API keys')).toBeNull();
  },
};

export const KeysWithRevoked: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Keys of this app' });
    await expect(within(table).getByText('Revoked')).toBeVisible();
    await expect(within(table).getByText('rk_Q2x9Vb…')).toBeVisible();
    await expect(within(table).getByText('Links · Create, Links · View')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Revoke old laptop' })).toBeNull();
  },
};

export const CreateKeyShowsSecretOnce: Story = {
  args: { app: appNoKeys },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    await expect(canvas.getByText('Key name is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Key name/ }), 'ci');
    await userEvent.click(within(canvas.getByRole('group', { name: 'Links' })).getByRole('checkbox', { name: 'Create' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    await expect(args.onCreateKey).toHaveBeenCalledWith({ name: 'ci', scopes: ['links:create'] });
    await expect(await canvas.findByTestId('api-key-secret')).toHaveTextContent(createdKeySecret);
    await expect(canvas.getByText(/This is the only time the key is shown/)).toBeVisible();
  },
};

export const ScopesLimitedToYours: Story = {
  args: { app: appNoKeys, grantable: new Set<Permission>(['links:view', 'links:create']) },
  play: async ({ canvas }) => {
    const domains = canvas.getByRole('group', { name: 'Domains' });
    await expect(within(domains).getByRole('checkbox', { name: 'View' })).toBeDisabled();
    await expect(within(canvas.getByRole('group', { name: 'Links' })).getByRole('checkbox', { name: 'View' })).toBeEnabled();
  },
};

export const RevokeKey: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke production' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('Calls with this key are refused from now on.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await expect(args.onRevokeKey).toHaveBeenCalledWith(appZapier.keys[0]!.id);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const ReadOnly: Story = {
  args: { canEdit: false, canCreateKeys: false, canDelete: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Create key' })).toBeNull();
  },
};

export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error', message: 'App not found' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = {
  args: { app: appNoKeys },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'مفاتيح API' })).toBeVisible();
  },
};
