/** The redirect service over real HTTP: every gate in order, UTM merge, password flow, pages. */
import { apiPaths } from '@rabt/contract';
import { expect, it } from 'vitest';
import { seedCustomer, useTestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink, pathOf, visit } from '../helpers/links.ts';
import { escapeHtml, pickLocale } from '../../src/modules/redirect/pages.ts';

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function cookieOf(setCookie: string | string[] | undefined): string {
  const value = Array.isArray(setCookie) ? setCookie[0]! : setCookie!;
  return value.split(';')[0]!;
}

describeEachDatabase('redirect service', (target) => {
  const t = useTestApp(target);

  it("active link: 302 to the long URL, private no-cache, the linking page's referrer policy left alone", async () => {
    const owner = await seedCustomer(t);
    const link = await createLink(owner, { long_url: 'https://example.com/landing?ref=1#top' });
    const res = await visit(t, pathOf(link));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://example.com/landing?ref=1#top');
    expect(res.headers['cache-control']).toBe('private, max-age=0');
    // A Referrer-Policy on the redirect would replace a stricter one of the page the link was on.
    expect(res.headers['referrer-policy']).toBeUndefined();
  });

  it('UTM merge: existing query parameters kept, set utm_* override, unset ones never remove', async () => {
    const owner = await seedCustomer(t);
    const link = await createLink(owner, {
      long_url: 'https://shop.example/p?id=7&utm_source=old&utm_medium=keep#frag',
      utm_source: 'newsletter',
      utm_campaign: 'spring sale',
    });
    const res = await visit(t, pathOf(link));
    const location = new URL(res.headers.location as string);
    expect(location.searchParams.get('id')).toBe('7');
    expect(location.searchParams.get('utm_source')).toBe('newsletter');
    expect(location.searchParams.get('utm_medium')).toBe('keep');
    expect(location.searchParams.get('utm_campaign')).toBe('spring sale');
    expect(location.hash).toBe('#frag');
  });

  it('unknown nip: 404 not-found page, also for invalid paths and other hosts', async () => {
    const owner = await seedCustomer(t);
    const link = await createLink(owner, { long_url: 'https://example.com' });
    for (const path of ['/doesNotExist1', '/a/b', '/%E0%A4%A', '/<script>']) {
      const res = await visit(t, path);
      expect(res.status, path).toBe(404);
      expect(res.body).toContain('Link not found');
    }
    expect((await visit(t, pathOf(link), { host: 'other.example' })).status).toBe(404);
    const root = await visit(t, '/');
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe(t.config.appUrl);
    expect((await visit(t, pathOf(link), { method: 'DELETE' })).status).toBe(405);
  });

  it('scheduled (404 page with the date) → expired (410) → the gates use the clock', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const scheduled = await createLink(owner, { long_url: 'https://example.com/s', schedule_at: future(2) });
    const res = await visit(t, pathOf(scheduled));
    expect(res.status).toBe(404);
    expect(res.body).toContain('This link is not active yet');
    const ar = await visit(t, pathOf(scheduled), { headers: { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' } });
    expect(ar.body).toContain('dir="rtl"');
    expect(ar.body).toContain('lang="ar"');
    expect(ar.body).toContain('هذا الرابط غير مفعّل بعد');

    const expiring = await createLink(owner, { long_url: 'https://example.com/e', expires_at: future(1) });
    expect((await visit(t, pathOf(expiring))).status).toBe(302);
    await t.app.db
      .updateTable('links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expiring.id)
      .execute();
    t.app.links.cache.clear();
    const gone = await visit(t, pathOf(expiring));
    expect(gone.status).toBe(410);
    expect(gone.body).toContain('This link has expired');
  });

  it('password: form, wrong (401), right (200 page moving on by meta refresh + signed cookie), cookie remembered, rate limited', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const link = await createLink(owner, {
      long_url: 'https://example.com/secret',
      title: '<img src=x onerror=alert(1)>',
      lock_pass: 'open sesame',
    });
    const form = await visit(t, pathOf(link));
    expect(form.status).toBe(200);
    expect(form.body).toContain('<form method="post">');
    expect(form.body).toContain('type="password"');
    expect(form.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'sha256-/);
    expect(form.headers['cache-control']).toBe('no-store');

    const post = (password: string, ip = '127.0.0.1') =>
      visit(t, pathOf(link), {
        method: 'POST',
        body: `password=${encodeURIComponent(password)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      });
    const wrong = await post('nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('The password is not correct.');
    const right = await post('open sesame');
    // Not a 303: a redirect after a form POST to another origin is blocked by CSP form-action
    // 'self' in real browsers (issue 16 item 1; e2e/server/password-link.spec.ts drives Chromium).
    expect(right.status).toBe(200);
    expect(right.body).toContain('<meta http-equiv="refresh" content="0;url=https://example.com/secret">');
    expect(right.body).toContain('<a href="https://example.com/secret" dir="ltr">Continue to the link</a>');
    expect(right.headers['content-security-policy']).toContain("form-action 'self'");
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toContain(`Path=/${link.nip}`);
    const cookie = cookieOf(right.headers['set-cookie']);
    const again = await visit(t, pathOf(link), { headers: { cookie } });
    expect(again.status).toBe(302);
    // A forged or other link's cookie does not open it.
    const forged = await visit(t, pathOf(link), { headers: { cookie: cookie.replace(/=.*/, '=forged') } });
    expect(forged.status).toBe(200);
    // A new password invalidates cookies given out before.
    await owner.client.put(apiPaths.link(link.id), { long_url: 'https://example.com/secret', lock_pass: 'new pass' });
    expect((await visit(t, pathOf(link), { headers: { cookie } })).status).toBe(200);

    let last = 0;
    for (let i = 0; i < 12; i++) last = (await post('wrong again')).status;
    expect(last).toBe(429);
  });

  it('public pages escape what the owner typed and load nothing external', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const link = await createLink(owner, {
      long_url: 'https://example.com',
      title: '"><script>alert(1)</script>',
      lock_pass: 'pw',
    });
    const page = await visit(t, pathOf(link));
    // The title of a protected link is not revealed before the password at all.
    expect(page.body).not.toContain('alert(1)');
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
    expect(pickLocale('fr-FR,ar;q=0.8,en;q=0.9')).toBe('en');
    expect(pickLocale('ar-EG')).toBe('ar');
    expect(pickLocale(undefined)).toBe('en');
    expect(page.body).not.toMatch(/(src|href)=["']?https?:/);
    expect(page.body).toContain('prefers-color-scheme:dark');
  });

  it('HEAD answers like GET without a body', async () => {
    const owner = await seedCustomer(t);
    const link = await createLink(owner, { long_url: 'https://example.com/h' });
    const head = await visit(t, pathOf(link), { method: 'HEAD' });
    expect(head.status).toBe(302);
    expect(head.headers.location).toBe('https://example.com/h');
  });

  it('edits and deletes evict the cache at once; a created nip is not stuck in the negative cache', async () => {
    const owner = await seedCustomer(t);
    const nip = `fresh-${Date.now().toString(36)}`;
    expect((await visit(t, `/${nip}`)).status).toBe(404);
    const link = await createLink(owner, { long_url: 'https://example.com/v1', nip });
    expect((await visit(t, `/${nip}`)).headers.location).toBe('https://example.com/v1');
    await owner.client.put(apiPaths.link(link.id), { long_url: 'https://example.com/v2' });
    expect((await visit(t, `/${nip}`)).headers.location).toBe('https://example.com/v2');
    await owner.client.delete(apiPaths.link(link.id));
    expect((await visit(t, `/${nip}`)).status).toBe(404);
  });
});
