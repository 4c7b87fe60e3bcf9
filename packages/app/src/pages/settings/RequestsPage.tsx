import { RequestsScreen, type RequestsState } from '@rabt/screens';
import type { AccessRequest, Role } from '@rabt/contract';
import type { ApiError } from '../../api/errors.ts';
import { useAccessRequests, usePermitted, useRoles, useTeamMutations } from '../../api/team.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { DeniedOr } from './Denied.tsx';
import type { PageProps } from '../../routes/pages.tsx';

export function requestsState(
  requests: AccessRequest[] | undefined,
  roles: Role[] | undefined,
  error: ApiError | undefined,
): RequestsState {
  if (requests && roles) return { state: 'ready', requests, roles };
  if (error) return { state: 'error', message: error.message };
  return { state: 'loading' };
}

/** /settings/requests */
export function RequestsPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const requests = useAccessRequests();
  const roles = useRoles();
  const mutations = useTeamMutations();
  useDataPending(requests.isLoading || roles.isLoading);
  return (
    <DeniedOr error={requests.error ?? roles.error}>
      <RequestsScreen
        {...requestsState(requests.data, roles.data, requests.error ?? roles.error)}
        canDecide={usePermitted('team:edit')}
        onApprove={(id, role) => mutations.approve(id, role)}
        onDecline={(id) => mutations.decline(id)}
        onRetry={() => {
          void requests.mutate();
          void roles.mutate();
        }}
      />
    </DeniedOr>
  );
}
