import { describe, expect, it } from 'vitest';
import { routes } from './table.ts';
import { hrefFor, resolveRoute, routeByName } from './resolve.ts';

/** Every path of spec §2, written out literally (the settings row expanded). */
const specPaths = [
  '/login',
  '/forgot',
  '/reset/:user/:token',
  '/register',
  '/onboard/verify/:customer?/:token?',
  '/onboard/subscribe',
  '/onboard/invitation',
  '/',
  '/analytics',
  '/analytics/visitors-locations',
  '/analytics/visitors-locations/:id',
  '/analytics/visitors-devices',
  '/analytics/traffic-channels',
  '/settings',
  '/settings/profile',
  '/settings/notifications',
  '/settings/security',
  '/settings/business',
  '/settings/accounts',
  '/settings/apps',
  '/settings/apps/new',
  '/settings/apps/:id',
  '/settings/requests',
  '/settings/users',
  '/settings/roles',
  '/settings/roles/new',
  '/settings/roles/:id',
  '/links',
  '/links/new',
  '/links/:id',
  '/links/bulks',
  '/cards',
  '/cards/new',
  '/cards/:id',
  '/cards/companies',
  '/cards/companies/new',
  '/cards/companies/:id',
  '/qrs',
  '/qrs/new',
  '/qrs/:id',
  '/billing',
  '/billing/upgrade',
  '/billing/methods',
  '/billing/invoices',
  '/billing/invoices/:id',
  '/workspaces',
  '/workspaces/new',
  '/workspaces/:id',
];

const publicNames = ['login', 'forgot', 'reset', 'register'];
const onboardingNames = ['onboard-verify', 'onboard-subscribe', 'onboard-invitation'];

describe('route table (spec §2)', () => {
  it.each(specPaths)('holds %s', (path) => {
    expect(routes.map((route) => route.path)).toContain(path);
  });

  it('has unique names and paths', () => {
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('marks exactly the four public routes public, without requiresAuth', () => {
    const publicRoutes = routes.filter((r) => r.access === 'public');
    expect(publicRoutes.map((r) => r.name).toSorted()).toEqual(publicNames.toSorted());
    expect(publicRoutes.every((r) => !r.meta.requiresAuth && !r.meta.requiresOnboard)).toBe(true);
  });

  it('marks the onboarding routes login and onboarding (requiresAuth + requiresOnboard)', () => {
    for (const name of onboardingNames) {
      const r = routeByName(name);
      expect(r.access).toBe('onboarding');
      expect(r.meta).toEqual({ requiresAuth: true, requiresOnboard: true });
    }
  });

  it('requires login everywhere else', () => {
    const rest = routes.filter((r) => !publicNames.includes(r.name) && !onboardingNames.includes(r.name));
    expect(rest.every((r) => r.access === 'login' && r.meta.requiresAuth && !r.meta.requiresOnboard)).toBe(true);
  });

  it('gives every route a title message id', () => {
    expect(routes.every((r) => r.title.startsWith('app.title.'))).toBe(true);
  });

  it('redirects / to the links list and /settings to /settings/profile', () => {
    expect(hrefFor(resolveRoute('/')!.route.redirectTo!)).toBe('/links');
    expect(hrefFor(resolveRoute('/settings')!.route.redirectTo!)).toBe('/settings/profile');
  });

  it('has a dashboard name that is the links list', () => {
    expect(hrefFor('dashboard')).toBe('/links');
  });
});

describe('resolveRoute', () => {
  it.each([
    ['/links/new', 'links-new', {}],
    ['/links/bulks', 'links-bulks', {}],
    ['/links/abc', 'link', { id: 'abc' }],
    ['/cards/companies', 'companies', {}],
    ['/cards/companies/new', 'companies-new', {}],
    ['/cards/companies/c1', 'company', { id: 'c1' }],
    ['/cards/k1', 'card', { id: 'k1' }],
    ['/settings/apps/new', 'settings-apps-new', {}],
    ['/settings/roles/r1', 'settings-role', { id: 'r1' }],
    ['/reset/u1/t%2F1', 'reset', { user: 'u1', token: 't/1' }],
    ['/onboard/verify', 'onboard-verify', { customer: undefined, token: undefined }],
    ['/onboard/verify/c1/t1', 'onboard-verify', { customer: 'c1', token: 't1' }],
    ['/links/', 'links', {}],
    ['/settings/domains', 'settings-domains', {}],
    ['/settings/domains/new', 'settings-domains-new', {}],
    ['/settings/domains/d1', 'settings-domain', { id: 'd1' }],
  ])('%s → %s', (path, name, params) => {
    const resolved = resolveRoute(path);
    expect(resolved?.route.name).toBe(name);
    expect(resolved?.params).toEqual(params);
  });

  it.each(['/nope', '/links/a/b', '/settings/unknown', '/loginx'])('%s is not found', (path) => {
    expect(resolveRoute(path)).toBeNull();
  });
});

describe('hrefFor', () => {
  it('encodes params and drops missing optional ones', () => {
    expect(hrefFor('reset', { user: 'a b', token: 't' })).toBe('/reset/a%20b/t');
    expect(hrefFor('onboard-verify')).toBe('/onboard/verify');
    expect(hrefFor('login', {}, { redirect: '/links?x=1' })).toBe('/login?redirect=%2Flinks%3Fx%3D1');
  });
  it('throws on an unknown name or a missing required param', () => {
    expect(() => hrefFor('nope')).toThrow();
    expect(() => hrefFor('link')).toThrow();
  });
});

describe('every route is built', () => {
  it('each route of spec §2 that is not a redirect has its page (no placeholder left)', async () => {
    const { pages } = await import('./pages.tsx');
    const unbuilt = routes.filter((route) => !route.redirectTo && !pages[route.name]).map((route) => route.name);
    expect(unbuilt).toEqual([]);
    // Importing pages.tsx transforms the i18n and locale modules it imports on first use; on a loaded
    // 2-core CI machine that took over vitest's default 5 s (CI run of stop 24).
  }, 60_000);
});
