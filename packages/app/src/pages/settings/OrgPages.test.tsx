import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { apiPaths, RoleResponse } from '@rabt/contract';
import { I18nProvider } from '@rabt/ui';
import { server } from '../../../../../mocks/node.ts';
import { customerOmar } from '../../../../../mocks/fixtures/customers.ts';
import {
  createdKeySecret,
  memberAdmin,
  roleLinkPublisher,
  workspaceCampaigns,
  workspaceDefault,
} from '../../../../../mocks/fixtures/org.ts';
import { apiCall } from '../../api/client.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { WorkspacesPage } from '../workspaces/WorkspacesPage.tsx';
import { AppPage } from './AppPage.tsx';
import { RolePage } from './RolePage.tsx';
import { RolesPage } from './RolesPage.tsx';
import { UsersPage } from './UsersPage.tsx';
import { renderPage, setupPageTests } from '../../test/renderPage.tsx';

setupPageTests();

const orgRoutes = {
  '/settings/roles': RolesPage,
  '/settings/roles/new': RolePage,
  '/settings/roles/:id': RolePage,
  '/settings/users': UsersPage,
  '/settings/apps/:id': AppPage,
  '/workspaces': WorkspacesPage,
  '/workspaces/:id': WorkspacesPage,
};
const renderAt = (path: string) => renderPage(path, { routes: orgRoutes }, { titleId: 'app.title.settings-roles' });

/** The bodies the page POSTs to members (invitations), as the mocks receive them. */
function recordInvites() {
  const bodies: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(`/${apiPaths.members}`))
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b));
  };
  server.events.on('request:start', listener);
  return { bodies, stop: () => server.events.removeListener('request:start', listener) };
}

/** The users table's row of the admin member. */
const adminRow = () => screen.getByText(memberAdmin.email).closest('tr')!;

describe('organisation pages against the mocks', { timeout: 30_000 }, () => {
  it('creates a custom role and lands on it', async () => {
    const location = renderAt('/settings/roles/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Role name/ }), 'Analyst');
    await user.click(within(screen.getByRole('group', { name: 'Analytics' })).getByRole('checkbox', { name: 'View' }));
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/settings\/roles\/rol_mock_/));
  });

  it('a stale version shows the conflict notice instead of losing the other edit', async () => {
    renderAt(`/settings/roles/${roleLinkPublisher.id}`);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Role name/ });
    // Someone else saves first.
    await apiCall(apiPaths.role(roleLinkPublisher.id), RoleResponse, {
      method: 'put',
      data: { name: 'Publisher', permissions: ['links:view'], version: roleLinkPublisher.version },
    });
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else saved this role/)).toBeInTheDocument();
  });

  it('inviting an address without an account says so under the field', async () => {
    renderAt('/settings/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(/There is no Rabt account for this email/)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Email/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), customerOmar.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(customerOmar.email)).toBeInTheDocument();
  });

  it('invites to the chosen workspaces only: the request body carries their ids', async () => {
    const { bodies, stop } = recordInvites();
    try {
      renderAt('/settings/users');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Invite' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), customerOmar.email);
      await user.click(within(dialog).getByRole('radio', { name: /Only some workspaces/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      expect(await within(dialog).findByText('Choose at least one workspace')).toBeInTheDocument();
      expect(bodies).toHaveLength(0);
      await user.click(within(dialog).getByRole('checkbox', { name: workspaceCampaigns.name }));
      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(bodies).toEqual([{ email: customerOmar.email, role: 'viewer', workspace_ids: [workspaceCampaigns.id] }]);
      const row = (await screen.findByText(customerOmar.email)).closest('tr')!;
      expect(within(row).getByText('1 workspace')).toBeInTheDocument();
    } finally {
      stop();
    }
  });

  it('invites to every workspace by default (workspace_ids null)', async () => {
    const { bodies, stop } = recordInvites();
    try {
      renderAt('/settings/users');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Invite' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('radio', { name: /All workspaces/ })).toBeChecked();
      await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), customerOmar.email);
      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(bodies).toEqual([{ email: customerOmar.email, role: 'viewer', workspace_ids: null }]);
    } finally {
      stop();
    }
  });

  it('limits a member to some workspaces, refusing none, and lifts the limit again', async () => {
    renderAt('/settings/users');
    const user = userEvent.setup();
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: `Workspace access of ${memberAdmin.name}` }));
      return screen.findByRole('dialog');
    };
    let dialog = await open();
    await user.click(within(dialog).getByRole('radio', { name: /Only some workspaces/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save access' }));
    expect(await within(dialog).findByText('Choose at least one workspace')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: workspaceDefault.name }));
    await user.click(within(dialog).getByRole('checkbox', { name: workspaceCampaigns.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Save access' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(adminRow()).getByText('2 workspaces')).toBeInTheDocument());

    dialog = await open();
    expect(within(dialog).getByRole('checkbox', { name: workspaceCampaigns.name })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /All workspaces/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save access' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(adminRow()).getByText('All workspaces')).toBeInTheDocument());
  });

  it('creating an API key shows the secret once', async () => {
    renderAt('/settings/apps/app_01HZX3KA000000REPORTS');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Key name/ }), 'ci');
    await user.click(within(screen.getByRole('group', { name: 'Links' })).getByRole('checkbox', { name: 'View' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByTestId('api-key-secret')).toHaveTextContent(createdKeySecret);
    expect(await screen.findByText('ci')).toBeInTheDocument();
  });

  it('deleting a workspace moves its links to the chosen one', async () => {
    const location = renderAt(`/workspaces/${workspaceCampaigns.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete workspace' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Move them to/ }), workspaceDefault.id);
    await user.click(within(dialog).getByRole('button', { name: 'Delete workspace' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/workspaces'));
    expect(await screen.findByText('170 links')).toBeInTheDocument();
  });

  it('lists roles with the built-in ones first', async () => {
    renderAt('/settings/roles');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByText('Built in')).toHaveLength(4));
    expect(within(table).getByRole('link', { name: roleLinkPublisher.name })).toHaveAttribute(
      'href',
      `/settings/roles/${roleLinkPublisher.id}`,
    );
  });
});

describe('notification settings against the mocks', { timeout: 30_000 }, () => {
  it('saves the choices and keeps them', async () => {
    const { NotificationsPage } = await import('./NotificationsPage.tsx');
    const location = memoryLocation({ path: '/settings/notifications' });
    render(
      <I18nProvider locale="en" messages={messagesFor('en')}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <Router hook={location.hook}>
            <NotificationsPage params={{}} titleId="app.title.settings-notifications" />
          </Router>
        </SWRConfig>
      </I18nProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Team changes/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    const { settingsApi } = await import('../../api/settings.ts');
    expect((await settingsApi.notifications()).team).toBe(false);
  });
});
