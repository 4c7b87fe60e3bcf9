import { NotFoundScreen } from '@rabt/screens';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { renderLink } from '../../routes/renderLink.tsx';

/** Any path the table does not hold (spec §2). */
export function NotFoundPage() {
  usePageTitle('app.title.not-found');
  return <NotFoundScreen homeHref="/" renderLink={renderLink} />;
}
