import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { workspaceCampaigns, workspaceDefault, workspaceEmpty, workspacesAll } from '@rabt/mocks/fixtures';
import { WorkspacesScreen } from './Workspaces.tsx';

const meta = {
  title: 'Screens/Workspaces/Workspaces',
  component: WorkspacesScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    workspaces: workspacesAll,
    editing: null,
    canCreate: true,
    canEdit: true,
    canDelete: true,
    newHref: '/workspaces/new',
    workspaceHref: (id: string) => `/workspaces/${id}`,
    onSubmit: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof WorkspacesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const List: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Your workspaces' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(nav).getByText('Default')).toBeVisible();
    await expect(within(nav).getByText('128 links')).toBeVisible();
    await expect(within(nav).getByText('No links')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New workspace' })).toHaveAttribute('href', '/workspaces/new');
  },
};

export const New: Story = {
  args: { editing: 'new' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create workspace' }));
    await expect(canvas.getByText('Workspace name is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Workspace name/ }), 'Eid offers');
    await userEvent.click(canvas.getByRole('button', { name: 'Create workspace' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Eid offers', is_default: false });
  },
};

export const EditDefault: Story = {
  args: { editing: workspaceDefault.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Make this the default workspace' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Delete workspace' })).toBeNull();
    await expect(canvas.getByText(/The default workspace cannot be deleted/)).toBeVisible();
  },
};

export const DeleteMovesContent: Story = {
  args: { editing: workspaceCampaigns.id },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete workspace' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('It holds 42 links. Choose where to move them');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Move them to/ }), workspaceDefault.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete workspace' }));
    await expect(args.onDelete).toHaveBeenCalledWith(workspaceCampaigns.id, workspaceDefault.id);
  },
};

export const DeleteEmpty: Story = {
  args: { editing: workspaceEmpty.id },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete workspace' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('The workspace is empty.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete workspace' }));
    await expect(args.onDelete).toHaveBeenCalledWith(workspaceEmpty.id, null);
  },
};

export const ReadOnly: Story = {
  args: { canCreate: false, canEdit: false, canDelete: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'New workspace' })).toBeNull();
    await expect(canvas.getByText('You can see the workspaces but not change them.')).toBeVisible();
  },
};

export const Loading: Story = { args: { state: 'loading' } };

export const LoadError: Story = {
  args: { state: 'error', message: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { args: { editing: workspaceCampaigns.id }, globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: { editing: workspaceCampaigns.id },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'مساحات العمل' })).toBeVisible();
    await expect(canvas.getByText('الافتراضية')).toBeVisible();
  },
};
