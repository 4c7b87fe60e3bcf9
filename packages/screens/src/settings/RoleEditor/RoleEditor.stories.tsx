import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { builtInRoleFixtures, roleLinkPublisher } from '@rabt/mocks/fixtures';
import type { FormSubmit } from '../../_parts/submitErrors.ts';
import { RoleEditorScreen, type RoleValues } from './RoleEditor.tsx';

const meta = {
  title: 'Screens/Settings/RoleEditor',
  component: RoleEditorScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    role: null,
    canManage: true,
    onSubmit: fn<FormSubmit<RoleValues>>(async () => undefined),
    onReload: fn(),
    onRetry: fn(),
    backHref: '/settings/roles',
  },
} satisfies Meta<typeof RoleEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewRole: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create role' }));
    await expect(canvas.getByText('Role name is required')).toBeVisible();
    await expect(canvas.getByText('At least one permission must be selected')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole('textbox', { name: /Role name/ }), 'Analyst');
    const analytics = canvas.getByRole('group', { name: 'Analytics' });
    await userEvent.click(within(analytics).getByRole('checkbox', { name: 'View' }));
    const links = canvas.getByRole('group', { name: 'Links' });
    await userEvent.click(within(links).getByRole('checkbox', { name: 'View' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create role' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Analyst',
      description: '',
      permissions: ['analytics:view', 'links:view'],
    });
  },
};

export const EditCustom: Story = {
  args: { role: roleLinkPublisher },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit role' })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Links' })).getByRole('checkbox', { name: 'Publish' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Administration' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Publish' })).toBeVisible();
  },
};

export const BuiltInReadOnly: Story = {
  args: { role: builtInRoleFixtures[3]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Built-in roles cannot be changed/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(within(canvas.getByRole('group', { name: 'Domains' })).getByRole('checkbox', { name: 'View' })).toBeDisabled();
  },
};

export const ServerRefusesName: Story = {
  args: {
    role: roleLinkPublisher,
    onSubmit: fn<FormSubmit<RoleValues>>(async () => ({ name: 'A role with this name already exists' })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('A role with this name already exists')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Role name/ })).toHaveValue('Link publisher');
  },
};

export const EditConflict: Story = {
  args: { role: roleLinkPublisher, conflict: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/Someone else saved this role/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { state: 'loading' } };

export const LoadError: Story = {
  args: { state: 'error', message: 'Role not found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Role not found');
  },
};

export const Dark: Story = { args: { role: roleLinkPublisher }, globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: { role: roleLinkPublisher },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'تعديل الدور' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'الإدارة' })).toBeVisible();
  },
};
