import { useLocation, useSearch } from 'wouter';
import { SupportCenterScreen } from '@rabt/screens';
import { usePageTitle } from '../../head/usePageTitle.ts';
import type { PageProps } from '../../routes/pages.tsx';

/** The support team's address (configurable). */
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL || 'support@rabt.app';

/** /support: the support center; the search query lives in `?q=` so it survives reloads. */
export function SupportPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const initialQuery = new URLSearchParams(search).get('q') ?? '';
  return (
    <SupportCenterScreen
      supportEmail={SUPPORT_EMAIL}
      initialQuery={initialQuery}
      onQueryChange={(query) =>
        navigate(query ? `${pathname}?${new URLSearchParams({ q: query })}` : pathname, { replace: true })
      }
    />
  );
}
