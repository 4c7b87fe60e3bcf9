import { useLocation } from 'wouter';
import { AppsScreen, type AppsState } from '@rabt/screens';
import { apiPaths, DEFAULT_API_BASE, type App } from '@rabt/contract';
import type { ApiError } from '../../api/errors.ts';
import { useApps } from '../../api/apps.ts';
import { usePermitted } from '../../api/team.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { DeniedOr } from './Denied.tsx';
import type { PageProps } from '../../routes/pages.tsx';

export function appsState(data: App[] | undefined, error: ApiError | undefined): AppsState {
  if (data) return { state: 'ready', apps: data };
  if (error) return { state: 'error', message: error.message };
  return { state: 'loading' };
}

/** /settings/apps */
export function AppsPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const [, navigate] = useLocation();
  const apps = useApps();
  useDataPending(apps.isLoading);
  return (
    <DeniedOr error={apps.error}>
      <AppsScreen
        {...appsState(apps.data, apps.error)}
        canCreate={usePermitted('apps:create')}
        onNew={() => navigate(hrefFor('settings-apps-new'))}
        appHref={(id) => hrefFor('settings-app', { id })}
        referenceHref={`${DEFAULT_API_BASE}/${apiPaths.apiReference}`}
        onRetry={() => void apps.mutate()}
        renderLink={renderLink}
      />
    </DeniedOr>
  );
}
