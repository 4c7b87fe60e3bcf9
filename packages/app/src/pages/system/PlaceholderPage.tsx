import { ComingSoonScreen, type ComingSoonArea } from '@rabt/screens';
import { useT } from '@rabt/ui';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { renderLink } from '../../routes/renderLink.tsx';

/** Route name prefix → the area whose plans the placeholder names (longest prefix first). */
const areaPrefixes: readonly (readonly [string, ComingSoonArea])[] = [
  ['companies', 'companies'],
  ['company', 'companies'],
  ['card', 'cards'],
  ['qr', 'qrs'],
  ['analytics', 'analytics'],
  ['billing', 'billing'],
  ['workspace', 'workspaces'],
  ['settings', 'settings'],
];

export const areaOfRoute = (name: string): ComingSoonArea | undefined =>
  areaPrefixes.find(([prefix]) => name === prefix || name.startsWith(prefix))?.[1];

/**
 * Honest stand-in for a section a later issue builds: the route, guard, shell and title work; the
 * content names what is coming and links back to the links list and to support. Any route without
 * a page in routes/pages.tsx falls back to it.
 */
export function PlaceholderPage({ routeName, titleId }: { routeName: string; titleId: string }) {
  const t = useT();
  usePageTitle(titleId);
  return (
    <ComingSoonScreen
      section={t(titleId)}
      area={areaOfRoute(routeName)}
      backHref={hrefFor('links')}
      supportHref={hrefFor('support')}
      renderLink={renderLink}
    />
  );
}
