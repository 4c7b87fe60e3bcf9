import { lazy, Suspense } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Guard } from '../guard/Guard.tsx';
import { NotFoundPage } from '../pages/system/NotFoundPage.tsx';
import { PlaceholderPage } from '../pages/system/PlaceholderPage.tsx';
import { useRouteProgress } from '../progress/useRouteProgress.ts';
import { loadShell, pages } from './pages.tsx';
import { hrefFor, resolveRoute } from './resolve.ts';

/** The signed-in shell (menus, dialogs, drawer) is its own chunk: public pages such as /login do not load it. */
const AppFrame = lazy(async () => {
  // The shell names every section, so it waits for every feature's strings as product pages do.
  const [{ AppFrame }] = await loadShell();
  return { default: AppFrame };
});

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
  // Either way a boundary waits for the lazy chunks: React would suspend the root without one, but
  // Preact (the production runtime, decision 053) needs an explicit boundary.
  const framed = <Suspense fallback={null}>{route.access === 'login' ? <AppFrame>{page}</AppFrame> : page}</Suspense>;
  return (
    <Guard key={route.name} route={route} fullPath={fullPath}>
      {framed}
    </Guard>
  );
}
