import { describe, expect, it, vi } from 'vitest';
import { normaliseError, NoResponseError, readErrorBody, type ErrorEffects } from './errors.ts';

function effects(path = '/links?page=2'): ErrorEffects & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    setOffline: vi.fn((v: boolean) => void calls.push(`offline:${v}`)),
    logout: vi.fn(() => void calls.push('logout')),
    navigate: vi.fn((to: string) => void calls.push(`navigate:${to}`)),
    currentPath: () => path,
    hrefs: {
      login: (r?: string) => (r ? `/login?redirect=${encodeURIComponent(r)}` : '/login'),
      verify: '/onboard/verify',
      subscribe: '/onboard/subscribe',
    },
  };
}

describe('readErrorBody (spec §8)', () => {
  it('reads code and message nested under error', () => {
    expect(readErrorBody({ error: { code: 'invalid_login', message: 'Incorrect username or password.', details: [1] } })).toEqual(
      {
        code: 'invalid_login',
        message: 'Incorrect username or password.',
        details: [1],
      },
    );
  });
  it('reads code and message at the top level', () => {
    expect(readErrorBody({ code: 'DOMAIN_DUPLICATE', message: 'Requested domain is claimed.' })).toEqual({
      code: 'DOMAIN_DUPLICATE',
      message: 'Requested domain is claimed.',
    });
  });
  it.each([undefined, null, '', 'Bad gateway', {}, { error: {} }, { error: 'x' }])(
    'defaults to UNKNOWN_ERROR / Something went wrong. for %j',
    (body) => {
      expect(readErrorBody(body)).toEqual({ code: 'UNKNOWN_ERROR', message: 'Something went wrong.' });
    },
  );
});

describe('normaliseError side effects (spec §8)', () => {
  it('401 logs out and goes to login with redirect = current path, offline off', () => {
    const fx = effects('/links?page=2');
    const error = normaliseError({ status: 401, data: { error: { code: 'UNAUTHENTICATED', message: 'Session ended' } } }, fx);
    expect(error).toEqual({ code: 'UNAUTHENTICATED', status: 401, message: 'Session ended' });
    expect(fx.calls).toEqual(['offline:false', 'logout', `navigate:/login?redirect=${encodeURIComponent('/links?page=2')}`]);
  });
  it('401 while already on the login page logs out without nesting redirects', () => {
    const fx = effects('/login?redirect=%2Flinks');
    normaliseError({ status: 401, data: {} }, fx);
    expect(fx.calls).toEqual(['offline:false', 'logout']);
  });
  it.each([403, 200, 422, 500])('REQUIRE_VERIFICATION on a %i response → onboard-verify', (status) => {
    const fx = effects();
    normaliseError({ status, data: { error: { code: 'REQUIRE_VERIFICATION', message: 'Verify' } } }, fx);
    expect(fx.calls).toEqual(['offline:false', 'navigate:/onboard/verify']);
  });
  it('REQUIRE_SUBSCRIPTION at the top level → onboard-subscribe', () => {
    const fx = effects();
    const error = normaliseError(
      { status: 403, data: { code: 'REQUIRE_SUBSCRIPTION', message: 'Plan', details: { account_id: 'a' } } },
      fx,
    );
    expect(error.details).toEqual({ account_id: 'a' });
    expect(fx.calls).toEqual(['offline:false', 'navigate:/onboard/subscribe']);
  });
  it('any other response only turns offline off', () => {
    const fx = effects();
    const error = normaliseError({ status: 500, data: 'oops' }, fx);
    expect(error).toEqual({ code: 'UNKNOWN_ERROR', status: 500, message: 'Something went wrong.' });
    expect(fx.calls).toEqual(['offline:false']);
  });
  it('no response sets the offline flag and keeps the plain message', () => {
    const fx = effects();
    const error = normaliseError(new NoResponseError(new TypeError('Failed to fetch')), fx);
    expect(error).toEqual({ code: 'NO_RESPONSE', status: null, message: 'Failed to fetch' });
    expect(fx.calls).toEqual(['offline:true']);
  });
  it('errors that are not responses give their message, without side effects', () => {
    const fx = effects();
    expect(normaliseError(new Error('Boom'), fx)).toEqual({ code: 'UNKNOWN_ERROR', status: null, message: 'Boom' });
    expect(fx.calls).toEqual([]);
  });
  it.each([new Error(''), 'a string', 42, null])(
    "a failure without a message (%j) gives 'An unexpected error occurred.'",
    (failure) => {
      expect(normaliseError(failure, effects()).message).toBe('An unexpected error occurred.');
    },
  );
  it('an already normalised error passes through without repeating side effects', () => {
    const fx = effects();
    const error = { code: 'REQUIRE_VERIFICATION', status: 403, message: 'x' };
    expect(normaliseError(error, fx)).toBe(error);
    expect(fx.calls).toEqual([]);
  });
});
