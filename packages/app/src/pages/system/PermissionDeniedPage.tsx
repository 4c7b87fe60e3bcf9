import { useLocation } from 'wouter';
import type { Permission } from '@rabt/contract';
import { PermissionDeniedScreen } from '@rabt/screens';
import { teamApi } from '../../api/team.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { hrefFor } from '../../routes/resolve.ts';

/**
 * Shown by a page whose data answers PERMISSION_DENIED (spec §6), with a way to ask the
 * organisation's admins for the missing permission (decision 061).
 */
export function PermissionDeniedPage({ permission }: { permission?: Permission | null } = {}) {
  usePageTitle('app.title.permission-denied');
  const [location, navigate] = useLocation();
  return (
    <PermissionDeniedScreen
      onGoHome={() => navigate(hrefFor('dashboard'))}
      onRequestAccess={() => teamApi.requestAccess({ permission: permission ?? null, path: location })}
    />
  );
}
