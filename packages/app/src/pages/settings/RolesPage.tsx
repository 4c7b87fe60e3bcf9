import { useLocation } from 'wouter';
import { RolesScreen, type RolesState } from '@rabt/screens';
import type { Role } from '@rabt/contract';
import type { ApiError } from '../../api/errors.ts';
import { usePermitted, useRoles, useTeamMutations } from '../../api/team.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { DeniedOr } from './Denied.tsx';
import type { PageProps } from '../../routes/pages.tsx';

export function rolesState(data: Role[] | undefined, error: ApiError | undefined): RolesState {
  if (data) return { state: 'ready', roles: data };
  if (error) return { state: 'error', message: error.message };
  return { state: 'loading' };
}

/** /settings/roles */
export function RolesPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const [, navigate] = useLocation();
  const roles = useRoles();
  const mutations = useTeamMutations();
  const canManage = usePermitted('team:edit');
  useDataPending(roles.isLoading);
  return (
    <DeniedOr error={roles.error}>
      <RolesScreen
        {...rolesState(roles.data, roles.error)}
        canManage={canManage}
        onNew={() => navigate(hrefFor('settings-roles-new'))}
        roleHref={(id) => hrefFor('settings-role', { id })}
        onDelete={(id) => mutations.deleteRole(id)}
        onRetry={() => void roles.mutate()}
        renderLink={renderLink}
      />
    </DeniedOr>
  );
}
