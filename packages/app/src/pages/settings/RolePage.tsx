import { useState } from 'react';
import { useLocation } from 'wouter';
import { RoleEditorScreen, type RoleEditorState, type RoleValues } from '@rabt/screens';
import { ErrorCode, type Role } from '@rabt/contract';
import { useT, useToast } from '@rabt/ui';
import { isApiError, type ApiError } from '../../api/errors.ts';
import { usePermitted, useRole, useTeamMutations } from '../../api/team.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { DeniedOr } from './Denied.tsx';
import type { PageProps } from '../../routes/pages.tsx';
import { submitErrors } from './submit.ts';

export function roleEditorState(isNew: boolean, data: Role | undefined, error: ApiError | undefined): RoleEditorState {
  if (isNew) return { state: 'ready', role: null };
  if (data) return { state: 'ready', role: data };
  if (error) return { state: 'error', message: error.message };
  return { state: 'loading' };
}

const FIELDS = ['name', 'description', 'permissions'] as const;

/** /settings/roles/new and /settings/roles/:id */
export function RolePage({ params, titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [, navigate] = useLocation();
  const id = params.id ?? null;
  const role = useRole(id);
  const mutations = useTeamMutations();
  const canManage = usePermitted(id ? 'team:edit' : 'team:create');
  const [conflict, setConflict] = useState(false);
  useDataPending(role.isLoading);

  const submit = async (values: RoleValues) => {
    try {
      if (!id) {
        const created = await mutations.createRole(values);
        toast.show({ tone: 'success', title: t('screens.settings.role.saved') });
        navigate(hrefFor('settings-role', { id: created.id }));
        return undefined;
      }
      await mutations.updateRole(id, { ...values, version: role.data?.version ?? 0 });
      setConflict(false);
      toast.show({ tone: 'success', title: t('screens.settings.role.saved') });
      return undefined;
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.EDIT_CONFLICT) {
        setConflict(true);
        return undefined;
      }
      return submitErrors<RoleValues>(error, FIELDS);
    }
  };

  return (
    <DeniedOr error={role.error}>
      <RoleEditorScreen
        {...roleEditorState(id === null, role.data, role.error)}
        canManage={canManage}
        conflict={conflict}
        onSubmit={submit}
        onReload={() => {
          setConflict(false);
          void role.mutate();
        }}
        backHref={hrefFor('settings-roles')}
        onRetry={() => void role.mutate()}
        renderLink={renderLink}
      />
    </DeniedOr>
  );
}
