import { useLocation } from 'wouter';
import { UsersScreen, type InviteValues, type UsersState, type WorkspaceAccessValues } from '@rabt/screens';
import { ErrorCode, type Member, type Role, type Workspace } from '@rabt/contract';
import { useT, useToast } from '@rabt/ui';
import { isApiError, type ApiError } from '../../api/errors.ts';
import { useMembers, usePermitted, useRoles, useTeamMutations } from '../../api/team.ts';
import { useWorkspaces } from '../../api/workspaces.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { DeniedOr } from './Denied.tsx';
import type { PageProps } from '../../routes/pages.tsx';
import { useState } from 'react';
import { submitErrors } from './submit.ts';

/**
 * Workspaces are optional: without them (still loading, or a role that may not list them) the
 * screen simply offers no workspace-access editor.
 */
export function usersState(
  members: Member[] | undefined,
  roles: Role[] | undefined,
  error: ApiError | undefined,
  workspaces: Workspace[] = [],
): UsersState {
  if (members && roles) return { state: 'ready', members, roles, workspaces };
  if (error) return { state: 'error', message: error.message };
  return { state: 'loading' };
}

/** /settings/users */
export function UsersPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [, navigate] = useLocation();
  const members = useMembers();
  const roles = useRoles();
  const workspaces = useWorkspaces();
  const mutations = useTeamMutations();
  const [limit, setLimit] = useState<{ users: number; upgradePlan: string } | null>(null);
  useDataPending(members.isLoading || roles.isLoading);

  return (
    <DeniedOr error={members.error ?? roles.error}>
      <UsersScreen
        {...usersState(members.data, roles.data, members.error ?? roles.error, workspaces.data)}
        canInvite={usePermitted('team:create')}
        canEdit={usePermitted('team:edit')}
        canRemove={usePermitted('team:delete')}
        limit={limit}
        onUpgrade={() =>
          navigate(`${hrefFor('billing-upgrade')}?resource=users&return=${encodeURIComponent(hrefFor('settings-users'))}`)
        }
        onInvite={async (values: InviteValues) => {
          try {
            await mutations.invite({ email: values.email, role: values.role, workspace_ids: values.workspace_ids });
            return undefined;
          } catch (error) {
            if (isApiError(error) && error.code === ErrorCode.PLAN_USERS_LIMIT) {
              const details = (error.details ?? {}) as { limit?: number; upgrade_plan_id?: string | null };
              setLimit({ users: details.limit ?? 0, upgradePlan: details.upgrade_plan_id ?? 'Business' });
            }
            return submitErrors<InviteValues>(error, ['email', 'role', 'workspace_ids']);
          }
        }}
        onChangeRole={(id, role) => mutations.changeRole(id, role)}
        onChangeWorkspaces={async (id, values: WorkspaceAccessValues) => {
          const member = members.data?.find((m) => m.id === id);
          if (!member) return undefined;
          try {
            await mutations.changeWorkspaces(id, member.role, values.workspace_ids);
            return undefined;
          } catch (error) {
            return submitErrors<WorkspaceAccessValues>(error, ['workspace_ids']);
          }
        }}
        onRemove={(id) => mutations.removeMember(id)}
        onLeave={async () => {
          await mutations.leave();
          toast.show({ tone: 'success', title: t('screens.settings.users.leaveConfirm') });
          navigate(hrefFor('settings-accounts'));
        }}
        onRetry={() => {
          void members.mutate();
          void roles.mutate();
        }}
      />
    </DeniedOr>
  );
}
