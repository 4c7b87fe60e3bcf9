import { useLocation } from 'wouter';
import { WorkspacesScreen, type WorkspacesState, type WorkspaceValues } from '@rabt/screens';
import type { Workspace } from '@rabt/contract';
import { useT, useToast } from '@rabt/ui';
import type { ApiError } from '../../api/errors.ts';
import { usePermitted } from '../../api/team.ts';
import { useWorkspaceMutations, useWorkspaces } from '../../api/workspaces.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { DeniedOr } from '../settings/Denied.tsx';
import type { PageProps } from '../../routes/pages.tsx';
import { submitErrors } from '../settings/submit.ts';

export function workspacesState(
  data: Workspace[] | undefined,
  error: ApiError | undefined,
  editing: string | 'new' | null,
): WorkspacesState {
  if (data) return { state: 'ready', workspaces: data, editing };
  if (error) return { state: 'error', message: error.message };
  return { state: 'loading' };
}

/** /workspaces, /workspaces/new, /workspaces/:id (one screen). */
export function WorkspacesPage({ params, titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [location, navigate] = useLocation();
  const list = useWorkspaces();
  const mutations = useWorkspaceMutations();
  useDataPending(list.isLoading);
  const editing = params.id ?? (location.endsWith('/new') ? 'new' : null);

  return (
    <DeniedOr error={list.error}>
      <WorkspacesScreen
        {...workspacesState(list.data, list.error, editing)}
        canCreate={usePermitted('workspaces:create')}
        canEdit={usePermitted('workspaces:edit')}
        canDelete={usePermitted('workspaces:delete')}
        newHref={hrefFor('workspaces-new')}
        workspaceHref={(id) => hrefFor('workspace', { id })}
        onSubmit={async (values: WorkspaceValues) => {
          try {
            if (editing && editing !== 'new') await mutations.update(editing, values);
            else {
              const created = await mutations.create(values);
              navigate(hrefFor('workspace', { id: created.id }));
            }
            toast.show({ tone: 'success', title: t('screens.workspaces.save') });
            return undefined;
          } catch (error) {
            return submitErrors<WorkspaceValues>(error, ['name', 'is_default']);
          }
        }}
        onDelete={async (id, moveTo) => {
          await mutations.remove(id, moveTo);
          navigate(hrefFor('workspaces'));
        }}
        onRetry={() => void list.mutate()}
        renderLink={renderLink}
      />
    </DeniedOr>
  );
}
