/**
 * Companies and cards on both databases: create/read/update with the spec's rules per field,
 * tenancy (another account's card or company is 404), the plan's card limit, company delete refused
 * with the card count (or the cards moved), photos, and the public side on the short domain: the
 * card page from cache (no query on a hit), security headers, Save contact as a vCard that parses,
 * the QR code, and views and saves counted through the click pipeline with bots filtered.
 */
import {
  apiPaths,
  CARD_MESSAGES,
  CardListResponse,
  CardResponse,
  COMPANY_MESSAGES,
  CompanyListResponse,
  CompanyResponse,
  DeleteCompanyResponse,
  ErrorBody,
  type Card,
  type Company,
} from '@rabt/contract';
import ICAL from 'ical.js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { createInvitation } from '../../src/modules/accounts/invitations.ts';
import { seedCustomer, useTestApp, type Seeded, type TestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { visit } from '../helpers/links.ts';

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(180);
  return PNG.sync.write(image);
}

async function company(owner: Seeded, body: Record<string, unknown> = {}): Promise<Company> {
  const res = await owner.client.post(apiPaths.companies, { name: 'Acme Trading', ...body });
  if (res.status !== 201) throw new Error(`company failed: ${res.status} ${res.text}`);
  return res.body.results as Company;
}

function cardBody(companyId: string, extra: Record<string, unknown> = {}) {
  return {
    first_name: 'ليلى',
    last_name: 'الحداد',
    job_title: 'Head of Sales, Gulf',
    department: 'Sales; EMEA',
    company_id: companyId,
    language: 'ar',
    emails: [
      { label: 'Work', value: 'layla@example.com' },
      { label: 'Personal', value: 'layla@example.org' },
    ],
    phones: [
      { label: 'Office', value: '+966 11 234 5678' },
      { label: 'Riyadh desk', value: '+966112345670' },
    ],
    websites: [{ label: 'Site', value: 'acme.example' }],
    mobile: '+966 50 123 4567',
    slogan: 'نربط الناس',
    ...extra,
  };
}

async function card(owner: Seeded, companyId: string, extra: Record<string, unknown> = {}): Promise<Card> {
  const res = await owner.client.post(apiPaths.cards, cardBody(companyId, extra));
  if (res.status !== 201) throw new Error(`card failed: ${res.status} ${res.text}`);
  return res.body.results as Card;
}

const pathOf = (url: string) => new URL(url).pathname;

async function viewerOf(t: TestApp, owner: Seeded): Promise<Seeded> {
  const member = await seedCustomer(t);
  const id = await createInvitation(t.app.db, {
    accountId: owner.accountId,
    email: member.email,
    role: 'viewer',
    invitedBy: owner.customerId,
  });
  expect((await member.client.post(apiPaths.acceptInvitation(id))).status).toBe(200);
  member.client.accountId = owner.accountId;
  return member;
}

describeEachDatabase('cards and companies', (target) => {
  const t = useTestApp(target);

  describe('companies', () => {
    it('creates with defaults, lists with card counts, updates, and checks each field', async () => {
      const owner = await seedCustomer(t, { plan: 'business' });
      const created = await owner.client.post(apiPaths.companies, {
        name: 'Acme',
        phone: '+966 11 234 5678',
        website: 'acme.example',
      });
      expect(created.status).toBe(201);
      CompanyResponse.create(created.body);
      const acme = created.body.results as Company;
      expect(acme).toMatchObject({
        name: 'Acme',
        phone: '+966112345678',
        website: 'https://acme.example/',
        cards: 0,
        logo_url: null,
      });

      const bad = await owner.client.put(apiPaths.company(acme.id), { name: '', brand_color: 'blue', phone: '123' });
      expect(bad.status).toBe(422);
      expect(
        Object.fromEntries(bad.body.error.details.map((f: { field: string; message: string }) => [f.field, f.message])),
      ).toEqual({
        name: COMPANY_MESSAGES.nameRequired,
        brand_color: COMPANY_MESSAGES.colorInvalid,
        phone: COMPANY_MESSAGES.phoneInvalid,
      });
      const edited = await owner.client.put(apiPaths.company(acme.id), {
        name: 'Acme KSA',
        brand_color: '#0B7285',
        card_theme: 'modern',
      });
      expect(edited.body.results).toMatchObject({ name: 'Acme KSA', brand_color: '#0b7285', card_theme: 'modern' });

      await card(owner, acme.id);
      const list = await owner.client.get(apiPaths.companies);
      CompanyListResponse.create(list.body);
      expect(list.body.results.find((c: Company) => c.id === acme.id).cards).toBe(1);
    });

    it('delete is refused while cards use the company, with the count; moving them lets it go', async () => {
      const owner = await seedCustomer(t, { plan: 'business' });
      const from = await company(owner);
      const to = await company(owner, { name: 'Other Co' });
      await card(owner, from.id);
      await card(owner, from.id);

      const refused = await owner.client.delete(apiPaths.company(from.id));
      expect(refused.status).toBe(409);
      ErrorBody.create(refused.body);
      expect(refused.body.error).toMatchObject({
        code: 'COMPANY_IN_USE',
        message: 'This company is used by 2 card(s). Move them to another company or delete them first.',
        details: { cards: 2, company_id: from.id },
      });

      const badTarget = await owner.client.delete(`${apiPaths.company(from.id)}?move_to=${from.id}`);
      expect(badTarget.status).toBe(422);

      const moved = await owner.client.delete(`${apiPaths.company(from.id)}?move_to=${to.id}`);
      expect(moved.status).toBe(200);
      DeleteCompanyResponse.create(moved.body);
      expect(moved.body.results).toEqual({ id: from.id, deleted: true, cards_moved: 2 });
      const cards = (await owner.client.get(apiPaths.cards)).body.results as Card[];
      expect(cards.map((c) => c.company_name)).toEqual(['Other Co', 'Other Co']);

      const empty = await company(owner, { name: 'Empty' });
      expect((await owner.client.delete(apiPaths.company(empty.id))).status).toBe(200);
    });

    it('logo upload is cropped square and served publicly by version', async () => {
      const owner = await seedCustomer(t, { plan: 'business' });
      const acme = await company(owner);
      const res = await owner.client.put(apiPaths.companyLogo(acme.id), undefined, {
        payload: png(300, 150),
        contentType: 'image/png',
      });
      expect(res.status).toBe(200);
      const logoUrl = res.body.results.logo_url as string;
      expect(logoUrl).toMatch(/\/api\/companies\/[^/]+\/logo\?v=[0-9a-f]{12}$/);
      const image = await t.client().get(new URL(logoUrl).pathname + new URL(logoUrl).search);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
    });
  });

  describe('cards', () => {
    it('creates a card from the spec’s snake_case fields: E.164 phones, absolute short URLs', async () => {
      const owner = await seedCustomer(t, { plan: 'business' });
      const acme = await company(owner);
      const res = await owner.client.post(apiPaths.cards, cardBody(acme.id));
      expect(res.status).toBe(201);
      CardResponse.create(res.body);
      const created = res.body.results as Card;
      expect(created).toMatchObject({
        first_name: 'ليلى',
        company_name: 'Acme Trading',
        mobile: '+966501234567',
        phones: [
          { label: 'Office', value: '+966112345678' },
          { label: 'Riyadh desk', value: '+966112345670' },
        ],
        websites: [{ label: 'Site', value: 'https://acme.example/' }],
        views: 0,
        saves: 0,
      });
      const short = `http://${t.config.links.shortDomain}`;
      expect(created.public_url).toBe(`${short}/c/${created.slug}`);
      expect(created.vcard_url).toBe(`${short}/c/${created.slug}.vcf`);
      expect(created.slug).toMatch(/^[a-z0-9]{8}$/);
      // The counter links are not short links of the account.
      const links = await owner.client.get(apiPaths.links);
      expect(links.body.results).toEqual([]);
    });

    it('refuses each invalid field with the spec’s message and keeps nothing', async () => {
      const owner = await seedCustomer(t, { plan: 'business' });
      const acme = await company(owner);
      const res = await owner.client.post(apiPaths.cards, {
        first_name: 'Layla2',
        last_name: '',
        company_id: 'nope',
        emails: [{ label: 'x', value: 'not-an-email' }],
        phones: [{ label: 'x', value: '12' }],
        websites: [{ label: 'x', value: 'javascript:alert(1)' }],
      });
      expect(res.status).toBe(422);
      const fields = Object.fromEntries(
        res.body.error.details.map((f: { field: string; message: string }) => [f.field, f.message]),
      );
      expect(fields).toEqual({
        first_name: CARD_MESSAGES.firstNameLetters,
        last_name: CARD_MESSAGES.lastNameRequired,
        job_title: CARD_MESSAGES.jobTitleRequired,
        department: CARD_MESSAGES.departmentRequired,
        'emails.0.value': CARD_MESSAGES.emailInvalid,
        'phones.0.value': CARD_MESSAGES.phoneInvalid,
        'websites.0.value': CARD_MESSAGES.websiteInvalid,
        company_id: CARD_MESSAGES.companyRequired,
      });
      expect((await owner.client.get(apiPaths.cards)).body.results).toEqual([]);
      // A company id of the account passes; another account's company does not.
      const stranger = await seedCustomer(t, { plan: 'business' });
      const theirs = await company(stranger);
      const foreign = await owner.client.post(apiPaths.cards, cardBody(theirs.id));
      expect(foreign.status).toBe(422);
      expect(foreign.body.error.details).toEqual([
        { field: 'company_id', code: 'invalid_company', message: CARD_MESSAGES.companyRequired },
      ]);
      expect((await owner.client.post(apiPaths.cards, cardBody(acme.id))).status).toBe(201);
    });

    it('tenancy: another account’s card and company answer 404', async () => {
      const owner = await seedCustomer(t, { plan: 'business' });
      const mine = await card(owner, (await company(owner)).id);
      const other = await seedCustomer(t, { plan: 'business' });
      expect((await other.client.get(apiPaths.card(mine.id))).status).toBe(404);
      expect((await other.client.put(apiPaths.card(mine.id), cardBody(mine.company_id))).status).toBe(404);
      expect((await other.client.delete(apiPaths.card(mine.id))).status).toBe(404);
      expect((await other.client.delete(apiPaths.company(mine.company_id))).status).toBe(404);
      expect((await other.client.get(apiPaths.cards)).body.results).toEqual([]);
      expect((await t.client().get(apiPaths.cards)).status).toBe(401);
    });

    it('permissions: a viewer reads cards and companies but cannot create, edit or delete them', async () => {
      const owner = await seedCustomer(t, { plan: 'business' });
      const acme = await company(owner);
      const mine = await card(owner, acme.id);
      const viewer = await viewerOf(t, owner);
      expect((await viewer.client.get(apiPaths.cards)).status).toBe(200);
      expect((await viewer.client.get(apiPaths.card(mine.id))).status).toBe(200);
      expect((await viewer.client.get(apiPaths.companies)).status).toBe(200);
      const denied = await viewer.client.post(apiPaths.cards, cardBody(acme.id));
      expect(denied.status).toBe(403);
      expect(denied.body.error).toMatchObject({ code: 'PERMISSION_DENIED', details: { permission: 'cards:create' } });
      expect((await viewer.client.put(apiPaths.card(mine.id), cardBody(acme.id))).body.error.details).toEqual({
        permission: 'cards:edit',
      });
      expect((await viewer.client.delete(apiPaths.card(mine.id))).body.error.details).toEqual({ permission: 'cards:delete' });
      expect((await viewer.client.post(apiPaths.companies, { name: 'X' })).body.error.details).toEqual({
        permission: 'companies:create',
      });
      expect((await viewer.client.delete(apiPaths.company(acme.id))).body.error.details).toEqual({
        permission: 'companies:delete',
      });
      const photo = await viewer.client.put(apiPaths.cardPhoto(mine.id), undefined, {
        payload: png(100, 100),
        contentType: 'image/png',
      });
      expect(photo.status).toBe(403);
    });

    it('the plan’s card limit: the free plan holds one card', async () => {
      const owner = await seedCustomer(t, { plan: 'free' });
      const acme = await company(owner);
      await card(owner, acme.id);
      const refused = await owner.client.post(apiPaths.cards, cardBody(acme.id));
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('PLAN_LIMIT_REACHED');
      expect(refused.body.error.details).toMatchObject({ resource: 'cards', limit: 1, usage: 1 });
    });

    it('updates, uploads and removes the photo, deletes', async () => {
      const owner = await seedCustomer(t, { plan: 'business' });
      const created = await card(owner, (await company(owner)).id);
      const edited = await owner.client.put(
        apiPaths.card(created.id),
        cardBody(created.company_id, { first_name: 'Layla', last_name: 'Haddad', language: 'en' }),
      );
      expect(edited.body.results).toMatchObject({ first_name: 'Layla', language: 'en', slug: created.slug });

      const wrongType = await owner.client.put(apiPaths.cardPhoto(created.id), undefined, {
        payload: 'GIF89a',
        contentType: 'image/png',
      });
      expect(wrongType.status).toBe(422);
      expect(wrongType.body.error.details).toEqual([{ field: 'photo', code: 'photo_type', message: CARD_MESSAGES.photoType }]);
      const notImage = await owner.client.put(apiPaths.cardPhoto(created.id), undefined, {
        payload: 'x',
        contentType: 'text/csv',
      });
      expect(notImage.status).toBe(415);

      const photo = await owner.client.put(apiPaths.cardPhoto(created.id), undefined, {
        payload: png(500, 800),
        contentType: 'image/png',
      });
      expect(photo.status).toBe(200);
      expect(photo.body.results.photo_url).toMatch(/\/api\/cards\/[^/]+\/photo\?v=/);
      const removed = await owner.client.delete(apiPaths.cardPhoto(created.id));
      expect(removed.body.results.photo_url).toBeNull();

      expect((await owner.client.delete(apiPaths.card(created.id))).body.results).toEqual({ id: created.id, deleted: true });
      expect((await owner.client.get(apiPaths.card(created.id))).status).toBe(404);
      expect((await visit(t, pathOf(created.public_url))).status).toBe(404);
    });
  });

  describe('public card page', () => {
    it('serves the page in the card’s language with the brand, security headers and no query on a hit', async () => {
      const owner = await seedCustomer(t, { plan: 'business' });
      const acme = await company(owner, { brand_color: '#0b7285' });
      const created = await card(owner, acme.id, { slogan: 'Tom & "Jerry" \'s' });
      const first = await visit(t, pathOf(created.public_url));
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(first.headers['content-language']).toBe('ar');
      expect(first.body).toContain('<html lang="ar" dir="rtl">');
      expect(first.body).toContain('--brand:#0b7285');
      expect(first.body).toContain('حفظ جهة الاتصال');
      expect(first.body).toContain('Tom &amp; &quot;Jerry&quot; &#39;s');
      expect(first.headers['content-security-policy']).toMatch(
        /default-src 'none'; style-src 'sha256-[^']+'; script-src 'sha256-/,
      );
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      expect(first.headers['x-frame-options']).toBe('DENY');

      const loads = t.app.cardPages.loads;
      const again = await visit(t, pathOf(created.public_url), { headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.status).toBe(304);
      expect(t.app.cardPages.loads).toBe(loads);

      // An edit evicts the cached page.
      await owner.client.put(
        apiPaths.card(created.id),
        cardBody(acme.id, { language: 'en', first_name: 'Layla', last_name: 'Haddad' }),
      );
      const english = await visit(t, pathOf(created.public_url));
      expect(english.body).toContain('<html lang="en" dir="ltr">');
      expect(english.body).toContain('Save contact');

      // No pass certificates configured: no Wallet button, no pass.
      expect(english.body).not.toContain('Apple Wallet');
      expect((await visit(t, `${pathOf(created.public_url)}.pkpass`)).status).toBe(404);
      expect((await visit(t, '/c/zzzzzzzz')).status).toBe(404);
      expect((await visit(t, '/c/not-a-slug!')).status).toBe(404);
      expect((await visit(t, pathOf(created.public_url), { method: 'POST', body: 'x' })).status).toBe(405);
    });

    it('Save contact downloads a vCard 3.0 that parses, with the photo embedded', async () => {
      const owner = await seedCustomer(t, { plan: 'business' });
      const created = await card(owner, (await company(owner, { name: 'Acme; Sp. z o.o., Kraków' })).id);
      await owner.client.put(apiPaths.cardPhoto(created.id), undefined, { payload: png(200, 200), contentType: 'image/png' });
      const res = await visit(t, pathOf(created.vcard_url));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('ليلى الحداد.vcf')}`);
      const props = (ICAL.parse(res.body) as unknown as ['vcard', Array<[string, Record<string, unknown>, string, unknown]>])[1];
      const get = (name: string) => props.filter((p) => p[0] === name).map((p) => p[3]);
      expect(get('version')).toEqual(['3.0']);
      expect(get('n')).toEqual([['الحداد', 'ليلى', '', '', '']]);
      expect(get('org')).toEqual([['Acme; Sp. z o.o., Kraków', 'Sales; EMEA']]);
      expect(get('tel')).toEqual(['+966501234567', '+966112345678', '+966112345670']);
      expect(get('email')).toEqual(['layla@example.com', 'layla@example.org']);
      expect(String(get('photo')[0]).length).toBeGreaterThan(500);
      const photo = await visit(t, `${pathOf(created.public_url)}/photo.jpg`);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      const appQr = await owner.client.get(pathOf(created.qr_url));
      expect(appQr.status).toBe(200);
      expect(appQr.headers['content-type']).toBe('image/svg+xml');
      const qr = await visit(t, `${pathOf(created.public_url)}/qr.svg`);
      expect(qr.headers['content-type']).toBe('image/svg+xml');
      expect(qr.body).toContain('<svg');
    });

    it('views and saves are counted through the click pipeline; bots and HEAD are not', async () => {
      const owner = await seedCustomer(t, { plan: 'business' });
      const created = await card(owner, (await company(owner)).id);
      await visit(t, pathOf(created.public_url));
      await visit(t, `${pathOf(created.public_url)}?qr=1`);
      await visit(t, pathOf(created.public_url), {
        headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      });
      await visit(t, pathOf(created.public_url), { method: 'HEAD' });
      await visit(t, pathOf(created.vcard_url));
      await t.app.links.clicks.flush();
      const read = await owner.client.get(apiPaths.card(created.id));
      expect(read.body.results).toMatchObject({ views: 2, saves: 1 });
      CardListResponse.create(await owner.client.get(apiPaths.cards).then((r) => r.body));
    });
  });
});
