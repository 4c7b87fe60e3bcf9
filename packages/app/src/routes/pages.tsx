import { lazy, type ComponentType } from 'react';
import type { RouteParams } from './resolve.ts';
import { CORE_STRINGS_ONLY, loaders, type Loader } from './loaders.ts';
import { ensureMessages } from '../i18n/catalogues.ts';
import { localeStore } from '../i18n/locale.ts';

/** What a page container receives from the router. */
export interface PageProps {
  params: RouteParams;
  /** The route's title message id (for usePageTitle). */
  titleId: string;
}

/** The strings a route's page needs, in `locale`. */
export const pageMessages = (routeName: string, locale = localeStore.getState().locale): Promise<void> =>
  ensureMessages(locale, CORE_STRINGS_ONLY.has(routeName) ? 'core' : 'all');

const lazyPage = (route: string, [load, name]: readonly [Loader, string]) =>
  lazy(async () => {
    const [module] = await Promise.all([load(), pageMessages(route)]);
    return { default: module[name] as ComponentType<PageProps> };
  });

/**
 * Route name → page container. Routes without an entry get the placeholder page (later issues
 * fill them in). Kept apart from the table so the table stays React-free. A new page adds one
 * `loaders` row (lazy) — or, if it must be in the first download, an eager entry here.
 */
export const pages: Partial<Record<string, ComponentType<PageProps>>> = Object.fromEntries(
  Object.entries(loaders).map(([route, loader]) => [route, lazyPage(route, loader)]),
);

/**
 * The signed-in shell (menus, dialogs, drawer, Radix Tooltip) with every feature's strings: its own
 * chunk, so public pages such as /login do not load it (RoutedView renders it lazily).
 */
export const loadShell = () => Promise.all([import('../shell/AppFrame.tsx'), pageMessages('shell')]);
