import { useLocation } from 'wouter';
import { AppEditorScreen, type AppEditorState, type AppValues, type KeyValues } from '@rabt/screens';
import type { App, Permission } from '@rabt/contract';
import { useT, useToast } from '@rabt/ui';
import type { ApiError } from '../../api/errors.ts';
import { useApp, useAppMutations } from '../../api/apps.ts';
import { useMyPermissions, usePermitted } from '../../api/team.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { DeniedOr } from './Denied.tsx';
import type { PageProps } from '../../routes/pages.tsx';
import { submitErrors } from './submit.ts';

export function appEditorState(isNew: boolean, data: App | undefined, error: ApiError | undefined): AppEditorState {
  if (isNew) return { state: 'ready', app: null };
  if (data) return { state: 'ready', app: data };
  if (error) return { state: 'error', message: error.message };
  return { state: 'loading' };
}

/** /settings/apps/new and /settings/apps/:id */
export function AppPage({ params, titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [, navigate] = useLocation();
  const id = params.id ?? null;
  const app = useApp(id);
  const mutations = useAppMutations();
  const mine = useMyPermissions();
  useDataPending(app.isLoading);
  const grantable = new Set<Permission>(mine.data?.permissions ?? []);

  return (
    <DeniedOr error={app.error}>
      <AppEditorScreen
        {...appEditorState(id === null, app.data, app.error)}
        canEdit={usePermitted('apps:edit')}
        canCreateKeys={usePermitted('apps:create')}
        canDelete={usePermitted('apps:delete')}
        grantable={grantable}
        onSubmit={async (values: AppValues) => {
          try {
            if (id) await mutations.update(id, values);
            else {
              const created = await mutations.create(values);
              navigate(hrefFor('settings-app', { id: created.id }));
            }
            toast.show({ tone: 'success', title: t('screens.settings.app.saved') });
            return undefined;
          } catch (error) {
            return submitErrors<AppValues>(error, ['name', 'description']);
          }
        }}
        onCreateKey={async (values: KeyValues) => {
          try {
            return (await mutations.createKey(id!, values)).key;
          } catch (error) {
            return submitErrors<KeyValues>(error, ['name', 'scopes']);
          }
        }}
        onRevokeKey={(keyId) => mutations.revokeKey(id!, keyId)}
        onDelete={async () => {
          await mutations.remove(id!);
          navigate(hrefFor('settings-apps'));
        }}
        backHref={hrefFor('settings-apps')}
        onRetry={() => void app.mutate()}
        renderLink={renderLink}
      />
    </DeniedOr>
  );
}
