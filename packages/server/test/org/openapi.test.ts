/**
 * The OpenAPI document covers every /api route the app registers, each with an operation in
 * operations.ts (summary, structs), the permission from its policy, and nothing for routes that
 * no longer exist. A new route without an entry fails here.
 */
import { expect, it } from 'vitest';
import { documentedRoutes } from '../../src/modules/openapi/document.ts';
import { operations } from '../../src/modules/openapi/operations.ts';
import { useTestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';

describeEachDatabase('OpenAPI document', (target) => {
  const t = useTestApp(target);

  it('documents every registered /api route, and only those', () => {
    const registered = documentedRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((k) => !operations[k]);
    const stale = Object.keys(operations).filter((k) => !registered.includes(k));
    expect(missing, 'add these routes to modules/openapi/operations.ts').toEqual([]);
    expect(stale, 'these operations name routes that do not exist').toEqual([]);
  });

  it('GET /api/openapi.json is public OpenAPI 3.1 with every path, its permission and schemas', async () => {
    const res = await t.client().get('openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    const count = Object.values(doc.paths as Record<string, object>).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(count).toBe(documentedRoutes(t.app).length);
    const createLink = doc.paths['/links'].post;
    expect(createLink['x-permission']).toBe('links:create');
    expect(createLink.requestBody.content['application/json'].schema.properties.long_url.type).toBe('string');
    expect(createLink.responses['403'].description).toContain('PERMISSION_DENIED');
    const role = doc.paths['/roles/{id}'].put;
    expect(role.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
    expect(role.requestBody.content['application/json'].schema.required).toEqual(['name', 'permissions', 'version']);
    expect(doc.paths['/health'].get.security).toEqual([]);
  });

  it('GET /api/docs is a readable reference page', async () => {
    const res = await t.client().get('docs');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/html');
    expect(res.text).toContain('links:create');
    expect(res.text).toContain('Authorization: Bearer rk_');
  });
});
