/**
 * Issue 16 item 11: a property-based fuzz of every route the app registers (found from the router,
 * so new modules are fuzzed without editing this file). Random path parameters, query strings,
 * bodies and content types, signed in or not: no answer is ≥ 500, and every error is the envelope.
 * Run counts are modest (FUZZ_RUNS, default 25 per route and method) to keep the file under a minute.
 */
import { ErrorBody } from '@rabt/contract';
import * as fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { seedCustomer, useTestApp } from '../helpers/app.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

interface Route {
  method: string;
  path: string;
}

/** Every (method, path) from `printRoutes({ commonPrefix: false })`, HEAD left out (GET covers it). */
export function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth === 0 ? '' : stack[depth - 1]!) + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD' && method !== '-') routes.push({ method, path });
    }
  }
  return routes;
}

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    '%',
    '%zz',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>',
    '\u202e',
    'null',
    '-1',
    '1e309',
    'x'.repeat(2000),
  ),
  fc.integer().map(String),
);

const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'name',
      'long_url',
      'nip',
      'title',
      'plan_id',
      'interval',
      'token',
      'customer_id',
      'language',
      'domain',
      'lock_pass',
      'tags',
      'expires_at',
      'schedule_at',
      'certificate',
      'private_key',
    ),
    fc.oneof(nasty, fc.jsonValue({ maxDepth: 2 })),
  ),
);

const request = fc.record({
  params: fc.array(nasty, { minLength: 4, maxLength: 4 }),
  query: fc.array(
    fc.tuple(fc.constantFrom('q', 'page', 'per_page', 'sort', 'order', 'status', 'tag', 'domain', 'from', 'to'), nasty),
    { maxLength: 3 },
  ),
  body: fc.oneof(
    jsonish.map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })),
    nasty.map((text) => ({ payload: text, type: 'application/json' })),
    nasty.map((text) => ({
      payload: text,
      type: fc.sample(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
        ),
        1,
      )[0]!,
    })),
    fc.tuple(fc.integer({ min: 1, max: 3000 }), fc.boolean()).map(([n, array]) => ({
      payload: array ? '['.repeat(n) + ']'.repeat(n) : '{"a":'.repeat(n) + '1' + '}'.repeat(n),
      type: 'application/json',
    })),
    fc.constant(null),
  ),
  signedIn: fc.boolean(),
});

describeEachDatabase('fuzz every route', (target) => {
  const t = useTestApp(target);

  it('no answer ≥ 500, every error is the envelope', { timeout: 120_000 }, async () => {
    // `/` is the web app, deliberately 503 "not built" under APP_DIR=none (plugins/web-app.ts).
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.path !== '/' && (!process.env.FUZZ_ROUTE || r.path.includes(process.env.FUZZ_ROUTE)),
    );
    if (!process.env.FUZZ_ROUTE) expect(routes.length).toBeGreaterThan(20);
    const seeded = await seedCustomer(t);
    const failures: string[] = [];
    for (const route of routes) {
      await fc
        .assert(
          fc.asyncProperty(request, async (input) => {
            let i = 0;
            const path = route.path.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(input.params[i++] ?? 'x'));
            const query = input.query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
            const url = query ? `${path}?${query}` : path;
            const res = await seeded.client.call(route.method as 'GET', url, {
              auth: input.signedIn,
              account: input.signedIn,
              ...(input.body && route.method !== 'GET' ? { payload: input.body.payload, contentType: input.body.type } : {}),
            });
            if (res.status >= 500)
              failures.push(
                `${route.method} ${url} ${JSON.stringify(input.body?.payload ?? null).slice(0, 300)} → ${res.status} ${res.text.slice(0, 200)}`,
              );
            if (res.status >= 400 && res.status !== 429 && !ErrorBody.is(res.body)) {
              failures.push(`${route.method} ${url} → ${res.status} without the envelope: ${res.text.slice(0, 200)}`);
            }
            return res.status < 500;
          }),
          { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
        )
        .catch(() => {});
    }
    expect(failures).toEqual([]);
  });
});
