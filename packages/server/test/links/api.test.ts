/** The links API: create/read/update/delete, every validation rule, nips, plan locks, list, tenancy. */
import {
  apiPaths,
  ErrorBody,
  FieldErrorList,
  LinkListResponse,
  LinkResponse,
  PlanLockedDetails,
  RESERVED_NIPS,
} from '@rabt/contract';
import { expect, it } from 'vitest';
import { seedCustomer, useTestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink } from '../helpers/links.ts';

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describeEachDatabase('links API', (target) => {
  const t = useTestApp(target);

  it('creates a link with a generated nip, answers short_url, status and clicks', async () => {
    const owner = await seedCustomer(t);
    const res = await owner.client.post(apiPaths.links, { long_url: 'https://example.com/a?x=1', title: 'Spring sale' });
    expect(res.status).toBe(201);
    expect(LinkResponse.is(res.body)).toBe(true);
    const link = res.body.results;
    expect(link.nip).toMatch(/^[2-9a-km-zA-HJ-NP-Z]{7}$/);
    expect(link).toMatchObject({
      domain: 'localhost:3001',
      short_url: `http://localhost:3001/${link.nip}`,
      status: 'active',
      clicks: 0,
      has_password: false,
      title: 'Spring sale',
    });
    const ws = await t.app.db
      .selectFrom('workspaces')
      .select('id')
      .where('account_id', '=', owner.accountId)
      .executeTakeFirstOrThrow();
    expect(link.workspace_id).toBe(ws.id);
    const again = await owner.client.get(apiPaths.link(link.id));
    expect(again.status).toBe(200);
    expect(again.body.results).toEqual(link);
  });

  it('validation lists every failing field and never answers 5xx', async () => {
    const owner = await seedCustomer(t);
    const res = await owner.client.post(apiPaths.links, {
      long_url: 'ftp://example.com',
      nip: 'has space',
      schedule_at: 'not a date',
      utm_source: 'x'.repeat(300),
      colour: 'red',
    });
    expect(res.status).toBe(422);
    expect(ErrorBody.is(res.body) && FieldErrorList.is(res.body.error.details)).toBe(true);
    const byField = Object.fromEntries(res.body.error.details.map((d: { field: string; code: string }) => [d.field, d.code]));
    expect(byField).toMatchObject({
      long_url: 'invalid_url',
      nip: 'invalid_nip',
      schedule_at: 'invalid_date',
      utm_source: 'too_long',
      colour: 'unknown_field',
    });

    const missing = await owner.client.post(apiPaths.links, {});
    expect(missing.body.error.details).toContainEqual({
      field: 'long_url',
      code: 'required',
      message: 'Destination URL is required',
    });
    for (const bad of ['example.com', 'javascript:alert(1)', 'http://', 'https://exa mple.com']) {
      const r = await owner.client.post(apiPaths.links, { long_url: bad });
      expect(r.status, bad).toBe(422);
      expect(r.body.error.details[0]).toMatchObject({ field: 'long_url', code: 'invalid_url' });
    }
    const tooLong = await owner.client.post(apiPaths.links, { long_url: `https://e.com/${'a'.repeat(2050)}` });
    expect(tooLong.body.error.details[0]).toMatchObject({ field: 'long_url', code: 'too_long' });
    const loop = await owner.client.post(apiPaths.links, { long_url: 'http://localhost:3001/abc' });
    expect(loop.body.error.details[0]).toMatchObject({ field: 'long_url', code: 'redirect_loop' });
    const nul = await owner.client.post(apiPaths.links, { long_url: 'https://e.com', title: 'a\u0000b' });
    expect(nul.status).toBe(422);
    const notJson = await owner.client.post(apiPaths.links, undefined, {
      payload: '{"long_url":',
      contentType: 'application/json',
    });
    expect(notJson.status).toBe(400);
    const array = await owner.client.post(apiPaths.links, [1, 2]);
    expect(array.status).toBe(422);
    const unknownDomain = await owner.client.post(apiPaths.links, { long_url: 'https://e.com', domain: 'nope.example' });
    expect(unknownDomain.body.error.details[0]).toMatchObject({ field: 'domain', code: 'unknown_domain' });
    const unknownWs = await owner.client.post(apiPaths.links, { long_url: 'https://e.com', workspace_id: 'nope' });
    expect(unknownWs.body.error.details[0]).toMatchObject({ field: 'workspace_id', code: 'unknown_workspace' });
  });

  it('schedule and expiry: expiry after schedule and in the future', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const before = await owner.client.post(apiPaths.links, {
      long_url: 'https://e.com',
      schedule_at: future(5),
      expires_at: future(2),
    });
    expect(before.body.error.details[0]).toMatchObject({ field: 'expires_at', code: 'before_schedule' });
    const past = await owner.client.post(apiPaths.links, {
      long_url: 'https://e.com',
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.body.error.details[0]).toMatchObject({ field: 'expires_at', code: 'in_past' });
    const ok = await owner.client.post(apiPaths.links, {
      long_url: 'https://e.com',
      schedule_at: future(1),
      expires_at: future(2),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.results.status).toBe('scheduled');
    // Only one of the two sent on update: the stored other one still counts.
    const upd = await owner.client.put(apiPaths.link(ok.body.results.id), { long_url: 'https://e.com', expires_at: future(0.5) });
    expect(upd.body.error.details[0]).toMatchObject({ field: 'expires_at', code: 'before_schedule' });
  });

  it('custom nips: taken per domain (409 NIP_TAKEN), reserved words refused (NIP_RESERVED), case-sensitive', async () => {
    const a = await seedCustomer(t);
    const b = await seedCustomer(t);
    const nip = `promo-${Date.now().toString(36)}`;
    await createLink(a, { long_url: 'https://e.com/1', nip });
    const taken = await b.client.post(apiPaths.links, { long_url: 'https://e.com/2', nip });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('NIP_TAKEN');
    expect(taken.body.error.details[0]).toMatchObject({ field: 'nip', code: 'taken' });
    expect((await b.client.post(apiPaths.links, { long_url: 'https://e.com/2', nip: nip.toUpperCase() })).status).toBe(201);
    for (const word of ['api', 'ADMIN', 'Login', 'healthz', 'static', 'assets', 'app']) {
      const r = await a.client.post(apiPaths.links, { long_url: 'https://e.com', nip: word });
      expect(r.status, word).toBe(422);
      expect(r.body.error.code).toBe('NIP_RESERVED');
    }
    expect(RESERVED_NIPS).toContain('api');
    const long = await a.client.post(apiPaths.links, { long_url: 'https://e.com', nip: 'x'.repeat(65) });
    expect(long.body.error.details[0]).toMatchObject({ field: 'nip', code: 'invalid_nip' });
  });

  it('plan locks: schedule, expiry and password answer 403 PLAN_LOCKED with the feature on the free plan', async () => {
    const free = await seedCustomer(t, { plan: 'free' });
    const cases = [
      [{ schedule_at: future(1) }, 'link_schedule'],
      [{ expires_at: future(1) }, 'link_expiry'],
      [{ lock_pass: 'secret' }, 'link_password'],
    ] as const;
    for (const [extra, feature] of cases) {
      const r = await free.client.post(apiPaths.links, { long_url: 'https://e.com', ...extra });
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe('PLAN_LOCKED');
      expect(PlanLockedDetails.is(r.body.error.details)).toBe(true);
      expect(r.body.error.details.feature).toBe(feature);
    }
    const pro = await seedCustomer(t, { plan: 'pro' });
    const ok = await pro.client.post(apiPaths.links, { long_url: 'https://e.com', lock_pass: 'secret', expires_at: future(3) });
    expect(ok.status).toBe(201);
    expect(ok.body.results).toMatchObject({ has_password: true, status: 'protected' });
    expect(JSON.stringify(ok.body)).not.toContain('secret');
    const stored = await t.app.db
      .selectFrom('links')
      .select('lock_pass_hash')
      .where('id', '=', ok.body.results.id)
      .executeTakeFirstOrThrow();
    expect(stored.lock_pass_hash).toMatch(/^\$argon2id\$/);
  });

  it('update: partial fields keep values, null clears, lock_pass null removes the password', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const link = await createLink(owner, { long_url: 'https://e.com', title: 'T', utm_source: 'news', lock_pass: 'pw-1' });
    const kept = await owner.client.put(apiPaths.link(link.id), { long_url: 'https://e.com/new' });
    expect(kept.status).toBe(200);
    expect(kept.body.results).toMatchObject({
      long_url: 'https://e.com/new',
      title: 'T',
      utm_source: 'news',
      has_password: true,
      nip: link.nip,
    });
    const cleared = await owner.client.put(apiPaths.link(link.id), {
      long_url: 'https://e.com/new',
      title: null,
      utm_source: null,
      lock_pass: null,
      nip: 'renamed-' + link.nip,
    });
    expect(cleared.body.results).toMatchObject({
      title: null,
      utm_source: null,
      has_password: false,
      status: 'active',
      nip: 'renamed-' + link.nip,
    });
  });

  it('delete: 200 then 404 everywhere', async () => {
    const owner = await seedCustomer(t);
    const link = await createLink(owner, { long_url: 'https://e.com' });
    const del = await owner.client.delete(apiPaths.link(link.id));
    expect(del.status).toBe(200);
    expect(del.body.results).toEqual({ id: link.id, deleted: true });
    expect((await owner.client.get(apiPaths.link(link.id))).status).toBe(404);
    expect((await owner.client.delete(apiPaths.link(link.id))).status).toBe(404);
    expect((await owner.client.put(apiPaths.link(link.id), { long_url: 'https://e.com' })).status).toBe(404);
  });

  it("tenancy: another account's link is 404 on get/put/delete and absent from the list", async () => {
    const a = await seedCustomer(t);
    const b = await seedCustomer(t);
    const link = await createLink(a, { long_url: 'https://e.com/private' });
    expect((await b.client.get(apiPaths.link(link.id))).status).toBe(404);
    expect((await b.client.put(apiPaths.link(link.id), { long_url: 'https://evil.example' })).status).toBe(404);
    expect((await b.client.delete(apiPaths.link(link.id))).status).toBe(404);
    const list = await b.client.get(apiPaths.links);
    expect(list.body.results.map((l: { id: string }) => l.id)).not.toContain(link.id);
    expect((await a.client.get(apiPaths.link(link.id))).body.results.long_url).toBe('https://e.com/private');
    // Foreign Account-Id header: the membership check answers 404 before the route.
    b.client.accountId = a.accountId;
    expect((await b.client.get(apiPaths.links)).status).toBe(404);
    const anon = t.client();
    expect((await anon.get(apiPaths.links)).status).toBe(401);
    expect((await a.client.post(apiPaths.links, { long_url: 'https://e.com' }, { xsrf: false })).status).toBe(403);
  });

  it('list: search, status filter, sort, pagination', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    await createLink(owner, { long_url: 'https://shop.example/alpha', title: 'Alpha Launch' });
    await createLink(owner, { long_url: 'https://shop.example/beta', title: 'beta 100%_off' });
    await createLink(owner, { long_url: 'https://other.example', title: 'Gamma', schedule_at: future(2) });
    await createLink(owner, { long_url: 'https://other.example/p', title: 'Delta', lock_pass: 'pw' });
    const expiring = await createLink(owner, { long_url: 'https://other.example/e', title: 'Epsilon', expires_at: future(1) });
    await t.app.db
      .updateTable('links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expiring.id)
      .execute();

    const all = await owner.client.get(apiPaths.links);
    expect(LinkListResponse.is(all.body)).toBe(true);
    expect(all.body.meta).toEqual({ page: 1, per_page: 20, total: 5 });
    expect(all.body.results[0].title).toBe('Epsilon'); // newest first
    const search = await owner.client.get(`${apiPaths.links}?q=ALPHA`);
    expect(search.body.results.map((l: { title: string }) => l.title)).toEqual(['Alpha Launch']);
    const literal = await owner.client.get(`${apiPaths.links}?q=${encodeURIComponent('100%_')}`);
    expect(literal.body.results.map((l: { title: string }) => l.title)).toEqual(['beta 100%_off']);
    const byUrl = await owner.client.get(`${apiPaths.links}?q=shop.example`);
    expect(byUrl.body.meta.total).toBe(2);
    for (const [status, title] of [
      ['scheduled', 'Gamma'],
      ['protected', 'Delta'],
      ['expired', 'Epsilon'],
    ]) {
      const r = await owner.client.get(`${apiPaths.links}?status=${status}`);
      expect(
        r.body.results.map((l: { title: string }) => l.title),
        status,
      ).toEqual([title]);
      expect(r.body.results[0].status).toBe(status);
    }
    expect((await owner.client.get(`${apiPaths.links}?status=active`)).body.meta.total).toBe(2);
    const byTitle = await owner.client.get(`${apiPaths.links}?sort=title&order=asc&per_page=2&page=2`);
    expect(byTitle.body.meta).toEqual({ page: 2, per_page: 2, total: 5 });
    expect(byTitle.body.results.map((l: { title: string }) => l.title)).toEqual(['Delta', 'Epsilon']);
    expect((await owner.client.get(`${apiPaths.links}?domain=localhost:3001`)).body.meta.total).toBe(5);
    expect((await owner.client.get(`${apiPaths.links}?domain=unknown.example`)).body.meta.total).toBe(0);
    for (const bad of ['per_page=101', 'per_page=0', 'page=-1', 'sort=colour', 'status=dead', 'order=up']) {
      expect((await owner.client.get(`${apiPaths.links}?${bad}`)).status, bad).toBe(422);
    }
  });
});
