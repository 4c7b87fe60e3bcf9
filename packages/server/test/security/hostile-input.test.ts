/**
 * Issue 16 items 11 and 12: hostile input is a 400 with the error envelope, never a 500, and every
 * error answer (a URL the router cannot decode included) carries the same security headers.
 */
import { apiPaths, ErrorBody } from '@rabt/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { seedCustomer, useTestApp } from '../helpers/app.ts';
import { visit } from '../helpers/links.ts';

describeEachDatabase('hostile input', (target) => {
  const t = useTestApp(target);

  it('deeply nested JSON: 400 VALIDATION_FAILED on every JSON endpoint shape', async () => {
    const seeded = await seedCustomer(t);
    const bodies = [
      '['.repeat(5000) + ']'.repeat(5000),
      '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
      `{"long_url":"https://example.com","utm":${'['.repeat(100)}${']'.repeat(100)}}`,
    ];
    for (const payload of bodies) {
      for (const path of [apiPaths.links, apiPaths.login, apiPaths.domains]) {
        const res = await seeded.client.call('POST', path, { payload });
        expect(res.status, `${path} ${payload.slice(0, 12)}`).toBe(400);
        expect(ErrorBody.is(res.body)).toBe(true);
        expect(res.body.error.details[0]).toMatchObject({ field: 'body', code: 'too_deep' });
      }
    }
    // A normal body still works.
    expect((await seeded.client.post(apiPaths.links, { long_url: 'https://example.com/ok' })).status).toBe(201);
  });

  it('a NUL byte in a query string: 400 with the envelope (PostgreSQL cannot compare U+0000)', async () => {
    const seeded = await seedCustomer(t);
    for (const query of ['q=a%00b', 'q=%00', 'sort=%00', 'page=1%00', 'a%00=1']) {
      const res = await seeded.client.get(`${apiPaths.links}?${query}`);
      expect(res.status, query).toBe(400);
      expect(ErrorBody.is(res.body)).toBe(true);
      expect(res.body.error.details[0].code).toBe('invalid_characters');
    }
  });

  it('a URL the router cannot decode: 400 envelope with the security headers', async () => {
    const reference = await t.app.inject({ method: 'GET', url: '/api/nope' });
    for (const url of ['/%', '/api/%zz', '/api/links/%c0', '/api/links/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(ErrorBody.is(res.json())).toBe(true);
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
      ]) {
        expect(res.headers[name], `${url} ${name}`).toBe(reference.headers[name]);
      }
    }
    const long = await t.app.inject({ method: 'GET', url: `/api/links/${'a'.repeat(400)}` });
    expect(long.statusCode).toBe(404);
    expect(long.headers['x-content-type-options']).toBe('nosniff');
  });

  it('short-link answers carry the protections; no HSTS over plain HTTP', async () => {
    for (const [path, method] of [
      ['/nope', 'GET'],
      ['/%zz', 'GET'],
      ['/abc', 'PUT'],
      ['/', 'GET'],
    ] as const) {
      const res = await visit(t, path, { method });
      expect(res.headers['x-content-type-options'], `${method} ${path}`).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describeEachDatabase('HSTS on the app when APP_URL is https', (target) => {
  const t = useTestApp(target, {}, { APP_URL: 'https://app.test' });
  it('on ordinary and bad-URL answers alike', async () => {
    for (const url of ['/api/health', '/api/%zz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
