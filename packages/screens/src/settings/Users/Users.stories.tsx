import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  invitationPending,
  memberAdmin,
  memberEditor,
  membersAll,
  memberYou,
  rolesAll,
  workspaceCampaigns,
  workspaceDefault,
  workspacesAll,
} from '@rabt/mocks/fixtures';
import type { FormSubmit } from '../../_parts/submitErrors.ts';
import { UsersScreen, type InviteValues } from './Users.tsx';
import type { ChangeWorkspaces } from './WorkspaceAccessDialog.tsx';

const meta = {
  title: 'Screens/Settings/Users',
  component: UsersScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    members: membersAll,
    roles: rolesAll,
    workspaces: workspacesAll,
    canInvite: true,
    canEdit: true,
    canRemove: true,
    limit: null,
    onUpgrade: fn(),
    onInvite: fn<FormSubmit<InviteValues>>(async () => undefined),
    onChangeRole: fn(async () => undefined),
    onChangeWorkspaces: fn<ChangeWorkspaces>(async () => undefined),
    onRemove: fn(async () => undefined),
    onLeave: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof UsersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const EveryState: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(membersAll.length + 1);
    for (const label of ['Active', 'Verified', 'Not verified', 'Pending', 'Failed']) {
      await expect(within(table).getAllByText(label).length).toBeGreaterThan(0);
    }
    await expect(within(table).getByText(`${memberYou.name} (You)`)).toBeVisible();
    await expect(within(table).getByText('1 workspace')).toBeVisible();
  },
};

export const Invite: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('Only people who already have a Rabt account can be invited');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expect(within(dialog).getByText('Email is required')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'new@acme.example');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'editor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'new@acme.example', role: 'editor', workspace_ids: null });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const InviteeWithoutAccount: Story = {
  args: {
    onInvite: fn<FormSubmit<InviteValues>>(async () => ({
      email: 'There is no Rabt account for this email. Only customers who already have an account can be invited.',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'stranger@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expect(await within(dialog).findByText(/There is no Rabt account for this email/)).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('stranger@example.com');
  },
};

export const ChangeRole: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: `Role of ${memberAdmin.name}` }), 'viewer');
    await expect(args.onChangeRole).toHaveBeenCalledWith(memberAdmin.id, 'viewer');
  },
};

export const RemoveAndWithdraw: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Withdraw the invitation to ${invitationPending.email}` }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(invitationPending.id);
  },
};

export const LeaveRefused: Story = {
  args: { onLeave: fn(async () => Promise.reject(new Error('last owner'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Leave organisation' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(await within(dialog).findByText('You could not leave the organisation.')).toBeVisible();
  },
};

export const PlanUsersLimit: Story = {
  args: { limit: { users: 5, upgradePlan: 'Business' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Plan users limit reached')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Invite' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Business' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

export const ViewerReadOnly: Story = {
  args: { canInvite: false, canEdit: false, canRemove: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Invite' })).toBeNull();
  },
};

export const OnlyYou: Story = { args: { members: [memberYou] } };

export const Loading: Story = { args: { state: 'loading' } };

export const LoadError: Story = {
  args: { state: 'error', message: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible();
    await expect(canvas.getAllByText('نشط').length).toBeGreaterThan(0);
  },
};

/** The access dialog's words in each language the stories play in. */
const ACCESS = {
  en: {
    open: (name: string) => `Workspace access of ${name}`,
    some: 'Only some workspaces',
    all: 'All workspaces',
    save: 'Save access',
    required: 'Choose at least one workspace',
  },
  ar: {
    open: (name: string) => `الوصول إلى مساحات العمل لـ ${name}`,
    some: 'بعض مساحات العمل فقط',
    all: 'كل مساحات العمل',
    save: 'حفظ الوصول',
    required: 'اختر مساحة عمل واحدة على الأقل',
  },
} as const;

/** A member limited to one workspace: the dialog opens on that choice; ticking another saves both. */
const restrictedPlay =
  (lang: keyof typeof ACCESS): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    const words = ACCESS[lang];
    await userEvent.click(canvas.getByRole('button', { name: words.open(memberEditor.name) }));
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('radio', { name: new RegExp(words.some) })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: workspaceDefault.name })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: workspaceCampaigns.name })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: workspaceCampaigns.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: words.save }));
    await expect(args.onChangeWorkspaces).toHaveBeenCalledWith(memberEditor.id, {
      workspace_ids: [workspaceDefault.id, workspaceCampaigns.id],
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // Reopened for the screenshot: the restricted member's dialog as it opens.
    await userEvent.click(canvas.getByRole('button', { name: words.open(memberEditor.name) }));
    await body().findByRole('dialog');
  };

/** Limiting to "some" with no box ticked is refused before anything is sent. */
const needsWorkspacePlay =
  (lang: keyof typeof ACCESS): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    const words = ACCESS[lang];
    await userEvent.click(canvas.getByRole('button', { name: words.open(memberAdmin.name) }));
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('radio', { name: new RegExp(words.all) })).toBeChecked();
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: new RegExp(words.some) }));
    await userEvent.click(within(dialog).getByRole('button', { name: words.save }));
    await expect(await within(dialog).findByText(words.required)).toBeVisible();
    await expect(args.onChangeWorkspaces).not.toHaveBeenCalled();
  };

export const RestrictedMember: Story = { play: restrictedPlay('en') };
export const RestrictedMemberDark: Story = { globals: { theme: 'dark' }, play: restrictedPlay('en') };
export const RestrictedMemberRtl: Story = { globals: { locale: 'ar' }, play: restrictedPlay('ar') };

export const AccessNeedsAWorkspace: Story = { play: needsWorkspacePlay('en') };
export const AccessNeedsAWorkspaceDark: Story = { globals: { theme: 'dark' }, play: needsWorkspacePlay('en') };
export const AccessNeedsAWorkspaceRtl: Story = { globals: { locale: 'ar' }, play: needsWorkspacePlay('ar') };

/** The server refuses the list (a workspace deleted meanwhile): its message shows under the boxes. */
export const AccessRefused: Story = {
  args: {
    onChangeWorkspaces: fn<ChangeWorkspaces>(async () => ({ workspace_ids: 'Choose workspaces of this organisation' })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: ACCESS.en.open(memberEditor.name) }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: ACCESS.en.save }));
    await expect(await within(dialog).findByText('Choose workspaces of this organisation')).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: workspaceDefault.name })).toBeChecked();
  },
};

/** The invite dialog's words in each language the stories play in. */
const INVITE = {
  en: { open: 'Invite', email: /Email/, send: 'Send invitation' },
  ar: { open: 'دعوة', email: /البريد الإلكتروني/, send: 'إرسال الدعوة' },
} as const;

/**
 * Inviting to some workspaces (decision 069): "some" with no box ticked is refused before sending;
 * the ticked ones are sent in the organisation's order, whatever order they were ticked in.
 */
const inviteSomePlay =
  (lang: keyof typeof ACCESS): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    const words = { ...ACCESS[lang], ...INVITE[lang] };
    await userEvent.click(canvas.getByRole('button', { name: words.open }));
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('radio', { name: new RegExp(words.all) })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: words.email }), 'new@acme.example');
    await userEvent.click(within(dialog).getByRole('radio', { name: new RegExp(words.some) }));
    await userEvent.click(within(dialog).getByRole('button', { name: words.send }));
    await expect(await within(dialog).findByText(words.required)).toBeVisible();
    await expect(args.onInvite).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: workspaceCampaigns.name }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: workspaceDefault.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: words.send }));
    await expect(args.onInvite).toHaveBeenCalledWith({
      email: 'new@acme.example',
      role: 'viewer',
      workspace_ids: [workspaceDefault.id, workspaceCampaigns.id],
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // Reopened for the screenshot: the dialog starts again from every workspace.
    await userEvent.click(canvas.getByRole('button', { name: words.open }));
    const again = await body().findByRole('dialog');
    await expect(within(again).getByRole('radio', { name: new RegExp(words.all) })).toBeChecked();
    await userEvent.click(within(again).getByRole('radio', { name: new RegExp(words.some) }));
  };

export const InviteToSomeWorkspaces: Story = { play: inviteSomePlay('en') };
export const InviteToSomeWorkspacesDark: Story = { globals: { theme: 'dark' }, play: inviteSomePlay('en') };
export const InviteToSomeWorkspacesRtl: Story = { globals: { locale: 'ar' }, play: inviteSomePlay('ar') };

/** The server refuses the list (a workspace deleted meanwhile): its message shows under the boxes. */
export const InviteWorkspacesRefused: Story = {
  args: {
    onInvite: fn<FormSubmit<InviteValues>>(async () => ({ workspace_ids: 'Choose workspaces of this organisation' })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: INVITE.en.open }));
    const dialog = await body().findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: INVITE.en.email }), 'new@acme.example');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Only some workspaces/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: workspaceCampaigns.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: INVITE.en.send }));
    await expect(await within(dialog).findByText('Choose workspaces of this organisation')).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: workspaceCampaigns.name })).toBeChecked();
  },
};

/** Without workspaces to choose from (still loading, or no workspaces:view) the dialog offers no choice. */
export const InviteWithoutWorkspaceList: Story = {
  args: { workspaces: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: INVITE.en.open }));
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).queryByRole('radio')).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: INVITE.en.email }), 'new@acme.example');
    await userEvent.click(within(dialog).getByRole('button', { name: INVITE.en.send }));
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'new@acme.example', role: 'viewer', workspace_ids: null });
  },
};
