import { useLocation } from 'wouter';
import { PermissionDeniedScreen } from '@rabt/screens';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { hrefFor } from '../../routes/resolve.ts';

/** Shown by a page whose data answers FORBIDDEN (spec §6); later issues use it per resource. */
export function PermissionDeniedPage() {
  usePageTitle('app.title.permission-denied');
  const [, navigate] = useLocation();
  return <PermissionDeniedScreen onGoHome={() => navigate(hrefFor('dashboard'))} />;
}
