import { Redirect, useLocation, useSearch } from 'wouter';
import { Guard } from '../guard/Guard.tsx';
import { NotFoundPage } from '../pages/system/NotFoundPage.tsx';
import { PlaceholderPage } from '../pages/system/PlaceholderPage.tsx';
import { useRouteProgress } from '../progress/useRouteProgress.ts';
import { AppFrame } from '../shell/AppFrame.tsx';
import { pages } from './pages.tsx';
import { hrefFor, resolveRoute } from './resolve.ts';

/** Location → table route → guard → (shell) → page container. Unknown paths → not found. */
export function RoutedView() {
  const [pathname] = useLocation();
  const search = useSearch();
  const fullPath = search ? `${pathname}?${search}` : pathname;
  useRouteProgress(fullPath);

  const resolved = resolveRoute(pathname);
  if (!resolved) return <NotFoundPage />;
  const { route, params } = resolved;
  if (route.redirectTo) return <Redirect to={hrefFor(route.redirectTo)} replace />;

  const Page = pages[route.name];
  const page = Page ? (
    <Page params={params} titleId={route.title} />
  ) : (
    <PlaceholderPage routeName={route.name} titleId={route.title} />
  );
  // Signed-in product pages sit in the shell; public and onboarding pages have their own layout.
  const framed = route.access === 'login' ? <AppFrame>{page}</AppFrame> : page;
  return (
    <Guard key={route.name} route={route} fullPath={fullPath}>
      {framed}
    </Guard>
  );
}
