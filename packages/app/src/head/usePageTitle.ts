import { useEffect } from 'react';
import { useT } from '@rabt/ui';
import { headManager } from './headManager.ts';

/** Sets "<title> · Rabt" (translated) for the current page through the head manager. */
export function usePageTitle(titleId: string): void {
  const t = useT();
  const title = t('app.title.format', { title: t(titleId) });
  useEffect(() => {
    headManager().setTitle(title);
  }, [title]);
}
