/**
 * The one route table (spec §2). Pure data: no React, so guards, tests and the head manager read
 * it cheaply. `access` is the spec's column; `meta` the two flags the spec names.
 *
 * Order matters: the resolver takes the first match, so static segments (`/links/new`) come
 * before parameters (`/links/:id`).
 */
export type Access = 'public' | 'login' | 'onboarding';

export interface RouteMeta {
  requiresAuth: boolean;
  /** Part of onboarding: reachable while the customer still needs verification or a plan. */
  requiresOnboard: boolean;
}

export interface RouteDef {
  name: string;
  path: string;
  access: Access;
  meta: RouteMeta;
  /** Message id of the page title (head manager). */
  title: string;
  /** Redirect routes render nothing: they send the user to another route name. */
  redirectTo?: string;
}

const metaFor: Record<Access, RouteMeta> = {
  public: { requiresAuth: false, requiresOnboard: false },
  login: { requiresAuth: true, requiresOnboard: false },
  onboarding: { requiresAuth: true, requiresOnboard: true },
};

function route(
  name: string,
  path: string,
  access: Access,
  extra: Partial<Pick<RouteDef, 'redirectTo' | 'title'>> = {},
): RouteDef {
  return { name, path, access, meta: metaFor[access], title: extra.title ?? `app.title.${name}`, ...extra };
}

export const routes: readonly RouteDef[] = [
  route('login', '/login', 'public'),
  route('forgot', '/forgot', 'public'),
  route('reset', '/reset/:user/:token', 'public'),
  route('register', '/register', 'public'),

  route('onboard-verify', '/onboard/verify/:customer?/:token?', 'onboarding'),
  route('onboard-subscribe', '/onboard/subscribe', 'onboarding'),
  route('onboard-invitation', '/onboard/invitation', 'onboarding'),

  route('home', '/', 'login', { redirectTo: 'links', title: 'app.title.links' }),

  route('analytics', '/analytics', 'login'),
  route('analytics-locations', '/analytics/visitors-locations', 'login'),
  route('analytics-location', '/analytics/visitors-locations/:id', 'login'),
  route('analytics-devices', '/analytics/visitors-devices', 'login'),
  route('analytics-channels', '/analytics/traffic-channels', 'login'),

  route('settings', '/settings', 'login', { redirectTo: 'settings-profile', title: 'app.title.settings-profile' }),
  route('settings-profile', '/settings/profile', 'login'),
  route('settings-notifications', '/settings/notifications', 'login'),
  route('settings-security', '/settings/security', 'login'),
  route('settings-business', '/settings/business', 'login'),
  route('settings-accounts', '/settings/accounts', 'login'),
  route('settings-apps', '/settings/apps', 'login'),
  route('settings-apps-new', '/settings/apps/new', 'login'),
  route('settings-app', '/settings/apps/:id', 'login'),
  route('settings-requests', '/settings/requests', 'login'),
  route('settings-users', '/settings/users', 'login'),
  route('settings-roles', '/settings/roles', 'login'),
  route('settings-roles-new', '/settings/roles/new', 'login'),
  route('settings-role', '/settings/roles/:id', 'login'),
  // Branded domains: not in §2's table (spec §2 lists no domain paths); see docs/decisions/041-domains-app-routes.md.
  route('settings-domains', '/settings/domains', 'login'),
  route('settings-domains-new', '/settings/domains/new', 'login'),
  route('settings-domain', '/settings/domains/:id', 'login'),

  route('links', '/links', 'login'),
  route('links-new', '/links/new', 'login'),
  route('links-bulks', '/links/bulks', 'login'),
  route('link', '/links/:id', 'login'),

  route('cards', '/cards', 'login'),
  route('cards-new', '/cards/new', 'login'),
  route('companies', '/cards/companies', 'login'),
  route('companies-new', '/cards/companies/new', 'login'),
  route('company', '/cards/companies/:id', 'login'),
  route('card', '/cards/:id', 'login'),

  route('qrs', '/qrs', 'login'),
  route('qrs-new', '/qrs/new', 'login'),
  route('qr', '/qrs/:id', 'login'),

  route('billing', '/billing', 'login'),
  route('billing-upgrade', '/billing/upgrade', 'login'),
  route('billing-methods', '/billing/methods', 'login'),
  route('billing-invoices', '/billing/invoices', 'login'),
  route('billing-invoice', '/billing/invoices/:id', 'login'),

  route('workspaces', '/workspaces', 'login'),
  // New and edit share one screen (spec §2); two names so links can say which they mean.
  route('workspaces-new', '/workspaces/new', 'login'),
  route('workspace', '/workspaces/:id', 'login'),

  // Not in §2's table but implied by the catalogue (§1): see docs/decisions/020-app-routes.md.
  route('support', '/support', 'login'),
];

/**
 * Names that are aliases of a table route. `dashboard` is the spec's landing name; the product's
 * landing page is the links list.
 */
export const routeAliases: Readonly<Record<string, string>> = { dashboard: 'links' };

/** Shown for any path the table does not hold. */
export const NOT_FOUND_TITLE = 'app.title.not-found';
