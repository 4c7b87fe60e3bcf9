import { describe, expect, it } from 'vitest';
import { routeByName } from '../routes/resolve.ts';
import { decideNavigation, type CustomerStatus, type GuardDecision } from './decide.ts';

const loaded: CustomerStatus = { state: 'loaded' };
const unknown: CustomerStatus = { state: 'unknown' };
const failed = (code: string): CustomerStatus => ({ state: 'failed', code });

type Row = [string, string, boolean, CustomerStatus, string, GuardDecision];

/** The guard of spec §4 as a table: route, signed in, customer, full path → decision. */
const table: Row[] = [
  [
    'signed-out user on a login page → login with redirect of the full path',
    'links',
    false,
    unknown,
    '/links?page=2&q=a b',
    { kind: 'redirect', to: `/login?redirect=${encodeURIComponent('/links?page=2&q=a b').replace(/%20/g, '+')}` },
  ],
  [
    'signed-out user on an onboarding page → login with redirect',
    'onboard-subscribe',
    false,
    unknown,
    '/onboard/subscribe',
    { kind: 'redirect', to: '/login?redirect=%2Fonboard%2Fsubscribe' },
  ],
  ['signed-out user on login → allowed', 'login', false, unknown, '/login', { kind: 'allow' }],
  ['signed-out user on reset → allowed', 'reset', false, unknown, '/reset/u/t', { kind: 'allow' }],
  ['signed-in user on login → dashboard', 'login', true, loaded, '/login', { kind: 'redirect', to: '/links' }],
  ['signed-in user on register → dashboard', 'register', true, unknown, '/register', { kind: 'redirect', to: '/links' }],
  ['signed-in user on forgot → dashboard', 'forgot', true, unknown, '/forgot', { kind: 'redirect', to: '/links' }],
  ['signed-in user on reset → allowed (the link came by mail)', 'reset', true, unknown, '/reset/u/t', { kind: 'allow' }],
  ['signed in, customer not loaded → fetch it', 'links', true, unknown, '/links', { kind: 'load-customer' }],
  ['signed in, customer loading → keep fetching', 'billing', true, { state: 'loading' }, '/billing', { kind: 'load-customer' }],
  ['signed in, customer loaded → allowed', 'links', true, loaded, '/links', { kind: 'allow' }],
  [
    'REQUIRE_VERIFICATION → onboard-verify',
    'links',
    true,
    failed('REQUIRE_VERIFICATION'),
    '/links',
    { kind: 'redirect', to: '/onboard/verify' },
  ],
  [
    'REQUIRE_SUBSCRIPTION → onboard-subscribe',
    'qrs',
    true,
    failed('REQUIRE_SUBSCRIPTION'),
    '/qrs',
    { kind: 'redirect', to: '/onboard/subscribe' },
  ],
  [
    'any other error → logout and login',
    'links',
    true,
    failed('UNKNOWN_ERROR'),
    '/links',
    { kind: 'redirect', to: '/login', logout: true },
  ],
  [
    '401 from the probe → logout and login',
    'links',
    true,
    failed('UNAUTHENTICATED'),
    '/links',
    { kind: 'redirect', to: '/login', logout: true },
  ],
  ['no response → wait for the Offline screen, no logout', 'links', true, failed('NO_RESPONSE'), '/links', { kind: 'wait' }],
  [
    'onboarding page needs no customer',
    'onboard-verify',
    true,
    failed('REQUIRE_VERIFICATION'),
    '/onboard/verify',
    { kind: 'allow' },
  ],
  [
    'onboarding page while customer unknown → allowed',
    'onboard-invitation',
    true,
    unknown,
    '/onboard/invitation',
    { kind: 'allow' },
  ],
];

describe('decideNavigation (spec §4)', () => {
  it.each(table)('%s', (_label, name, signedIn, customer, fullPath, expected) => {
    expect(decideNavigation({ route: routeByName(name), signedIn, customer, fullPath })).toEqual(expected);
  });
});
