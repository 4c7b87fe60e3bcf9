import type { ReactNode } from 'react';
import { ErrorCode, isPermission } from '@rabt/contract';
import type { ApiError } from '../../api/errors.ts';
import { PermissionDeniedPage } from '../system/PermissionDeniedPage.tsx';

/** The permission-denied page when the page's data answered PERMISSION_DENIED, else the page. */
export function DeniedOr({ error, children }: { error: ApiError | undefined; children: ReactNode }) {
  if (error?.code === ErrorCode.PERMISSION_DENIED) {
    const permission = (error.details as { permission?: unknown } | undefined)?.permission;
    return <PermissionDeniedPage permission={isPermission(permission) ? permission : null} />;
  }
  return <>{children}</>;
}
