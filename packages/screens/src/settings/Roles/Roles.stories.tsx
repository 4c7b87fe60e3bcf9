import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { roleArabic, roleLinkPublisher, rolesAll } from '@rabt/mocks/fixtures';
import { RolesScreen } from './Roles.tsx';

const meta = {
  title: 'Screens/Settings/Roles',
  component: RolesScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    roles: rolesAll,
    canManage: true,
    onNew: fn(),
    onRetry: fn(),
    roleHref: (id: string) => `/settings/roles/${id}`,
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof RolesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const BuiltInAndCustom: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(rolesAll.length + 1);
    await expect(within(table).getAllByText('Built in')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Edit Link publisher' })).toHaveAttribute(
      'href',
      `/settings/roles/${roleLinkPublisher.id}`,
    );
    // Built-in roles have no delete button.
    await expect(canvas.queryByRole('button', { name: 'Delete Owner' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'New role' }));
    await expect(args.onNew).toHaveBeenCalled();
  },
};

export const DeleteUnused: Story = {
  args: { roles: [roleArabic] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${roleArabic.name}` }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('nobody has this role now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    await expect(args.onDelete).toHaveBeenCalledWith(roleArabic.id);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const DeleteInUse: Story = {
  args: { roles: [roleLinkPublisher], onDelete: fn(async () => Promise.reject(new Error('in use'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Link publisher' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('1 member or invitation has this role');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    await expect(await within(dialog).findByText('The role could not be deleted.')).toBeVisible();
  },
};

export const ReadOnlyForViewers: Story = {
  args: { canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'New role' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Link publisher' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit Link publisher' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { state: 'error', message: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الأدوار' })).toBeVisible();
    await expect(canvas.getAllByText('مدمج')).toHaveLength(4);
  },
};
