/**
 * Decision 075 on both databases: a Business account over the free plan's limits cancels at the
 * period end, the clock crosses it, and the renewal pass moves it to free. Nothing is deleted; the
 * oldest items within each limit stay editable, the rest answer 403 PLAN_ITEM_READ_ONLY on edit
 * (links, QR codes, cards, domains, members), are marked `read_only` in lists, keep redirecting,
 * and can be deleted, which brings the next one back within the limit.
 */
import {
  apiPaths,
  ErrorCode,
  findPlan,
  PlanReadOnlyDetails,
  type Card,
  type Domain,
  type Link,
  type Member,
  type Qr,
} from '@rabt/contract';
import { beforeEach, expect, it } from 'vitest';
import { is } from 'superstruct';
import { seedCustomer, useTestApp } from '../helpers/app.ts';
import { addPrimaryCard } from '../helpers/billing.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink, visit } from '../helpers/links.ts';
import { runDueBilling } from '../../src/modules/billing/service.ts';
import { newId } from '../../src/lib/ids.ts';

const FREE = findPlan('free')!.limits;

const t = (v: string | Date) => new Date(v).getTime();

/** The ids the keep rule leaves editable: oldest first by (created_at, id). */
function oldestIds(rows: { id: string; created_at: string | Date }[], n: number): Set<string> {
  return new Set(
    rows
      .toSorted((a, b) => t(a.created_at) - t(b.created_at) || (a.id < b.id ? -1 : 1))
      .slice(0, n)
      .map((r) => r.id),
  );
}

const cardBody = (companyId: string, firstName: string) => ({
  first_name: firstName,
  last_name: 'Haddad',
  job_title: 'Sales',
  department: 'Sales',
  company_id: companyId,
  language: 'en',
  emails: [{ label: 'Work', value: 'layla@example.com' }],
});

function expectReadOnly(res: { status: number; body: { error?: { code: string; details?: unknown } } }, resource: string) {
  expect(res.status).toBe(403);
  expect(res.body.error?.code).toBe(ErrorCode.PLAN_ITEM_READ_ONLY);
  expect(is(res.body.error?.details, PlanReadOnlyDetails)).toBe(true);
  expect(res.body.error?.details).toMatchObject({ resource, upgrade_plan_id: expect.any(String) });
}

describeEachDatabase('billing: items over the limits after a downgrade are read-only', (target) => {
  const t = useTestApp(target);
  let clock = new Date('2026-01-10T10:00:00Z');
  beforeEach(() => {
    clock = new Date('2026-01-10T10:00:00Z');
    t.app.billing.clock = () => clock;
  });

  it('keeps the oldest within each free limit editable, the rest read-only but working and deletable', async () => {
    const s = await seedCustomer(t);
    await addPrimaryCard(s);
    expect((await s.client.post(apiPaths.subscriptionChange, { plan_id: 'business', interval: 'month' })).status).toBe(200);

    // Over every free limit: links +2, QR codes +1, cards +1, a domain, a second member.
    const links: Link[] = [];
    for (let i = 0; i < FREE.links! + 2; i++) links.push(await createLink(s, { long_url: `https://example.com/${i}` }));
    const qrs: Qr[] = [];
    for (let i = 0; i < FREE.qrs! + 1; i++) {
      const res = await s.client.post(apiPaths.qrs, { type: 'url', name: `Code ${i}`, long_url: `https://example.com/q${i}` });
      expect(res.status).toBe(201);
      qrs.push(res.body.results as Qr);
    }
    const company = (await s.client.post(apiPaths.companies, { name: 'Acme' })).body.results as { id: string };
    const cards: Card[] = [];
    for (let i = 0; i < FREE.cards! + 1; i++) {
      const res = await s.client.post(apiPaths.cards, cardBody(company.id, i ? 'Layla' : 'Omar'));
      expect(res.status, res.text).toBe(201);
      cards.push(res.body.results as Card);
    }
    const domain = await s.client.post(apiPaths.domains, { name: `ro-${newId().toLowerCase()}.example.com` });
    expect(domain.status, domain.text).toBe(201);
    const other = await seedCustomer(t);
    const memberId = newId();
    await t.app.db
      .insertInto('memberships')
      .values({
        id: memberId,
        account_id: s.accountId,
        customer_id: other.customerId,
        role: 'editor',
        permissions: '[]',
        created_at: new Date(Date.now() + 1000).toISOString(),
      })
      .execute();

    // While on Business everything is editable.
    expect((await s.client.put(apiPaths.link(links.at(-1)!.id), { long_url: 'https://example.com/edited' })).status).toBe(200);

    // Cancel at the period end, cross it: the renewal pass moves the account to free.
    expect((await s.client.post(apiPaths.subscriptionCancel, { cancel_type: 'at_period_end' })).status).toBe(200);
    clock = new Date('2026-02-10T10:00:01Z');
    await runDueBilling(t.app.billing);
    expect((await s.client.get(apiPaths.accounts)).body.results[0].plan).toBe('free');

    // Links: nothing deleted; the oldest 50 editable, the 2 newest read-only.
    const listed = (await s.client.get(`${apiPaths.links}?per_page=100`)).body.results as Link[];
    expect(listed).toHaveLength(FREE.links! + 2);
    const keptLinks = oldestIds(listed, FREE.links!);
    const readOnlyLinks = listed.filter((l) => l.read_only).map((l) => l.id);
    expect(readOnlyLinks).toHaveLength(2);
    for (const id of readOnlyLinks) expect(keptLinks.has(id)).toBe(false);
    const [roLink] = readOnlyLinks;
    const keptLink = [...keptLinks][0]!;
    expectReadOnly(await s.client.put(apiPaths.link(roLink!), { long_url: 'https://example.com/nope' }), 'links');
    expect((await s.client.get(apiPaths.link(roLink!))).body.results.read_only).toBe(true);
    expect((await s.client.get(apiPaths.link(keptLink))).body.results.read_only).toBeUndefined();
    expect((await s.client.put(apiPaths.link(keptLink), { long_url: 'https://example.com/still' })).status).toBe(200);
    // A read-only link keeps redirecting.
    const ro = listed.find((l) => l.id === roLink)!;
    const hop = await visit(t, `/${ro.nip}`, { host: ro.domain });
    expect(hop.status).toBe(302);
    expect(hop.headers.location).toBe(ro.long_url);
    // New ones are still refused by the limit check.
    expect((await s.client.post(apiPaths.links, { long_url: 'https://example.com/new' })).body.error.code).toBe(
      ErrorCode.PLAN_LIMIT_REACHED,
    );

    // QR codes: the newest is read-only (edit and file), the oldest editable.
    const qrList = (await s.client.get(`${apiPaths.qrs}?per_page=100`)).body.results as Qr[];
    const roQrs = qrList.filter((q) => q.read_only);
    expect(roQrs.map((q) => q.id)).toEqual([...qrList].filter((q) => !oldestIds(qrList, FREE.qrs!).has(q.id)).map((q) => q.id));
    expect(roQrs).toHaveLength(1);
    expectReadOnly(await s.client.put(apiPaths.qr(roQrs[0]!.id), { name: 'Renamed' }), 'qrs');
    const keptQr = qrList.find((q) => !q.read_only)!;
    expect((await s.client.put(apiPaths.qr(keptQr.id), { name: 'Renamed' })).status).toBe(200);

    // Cards: the second is read-only, its public page still answers.
    const cardList = (await s.client.get(apiPaths.cards)).body.results as Card[];
    const roCard = cardList.find((c) => c.read_only)!;
    expect(oldestIds(cardList, FREE.cards!).has(roCard.id)).toBe(false);
    expectReadOnly(await s.client.put(apiPaths.card(roCard.id), cardBody(company.id, 'Noor')), 'cards');
    expect((await s.client.put(apiPaths.card(cardList.find((c) => !c.read_only)!.id), cardBody(company.id, 'Noor'))).status).toBe(
      200,
    );
    const page = await visit(t, new URL(roCard.public_url).pathname, { host: new URL(roCard.public_url).host });
    expect(page.status).toBe(200);

    // Domains: the free plan has none, so the domain is read-only.
    const domains = (await s.client.get(apiPaths.domains)).body.results as Domain[];
    expect(domains[0]!.read_only).toBe(true);
    expectReadOnly(await s.client.post(apiPaths.verifyDomain(domains[0]!.id)), 'domains');

    // Members: the owner stays editable, the later member is read-only.
    const members = ((await s.client.get(apiPaths.members)).body.results as Member[]).filter((m) => m.kind === 'member');
    expect(members.find((m) => m.id === memberId)!.read_only).toBe(true);
    expect(members.find((m) => m.is_you)!.read_only).toBeUndefined();
    expectReadOnly(await s.client.put(apiPaths.member(memberId), { role: 'viewer' }), 'users');

    // Deleting brings the account back within the limit: the other read-only link becomes editable.
    expect((await s.client.delete(apiPaths.link(roLink!))).status).toBe(200);
    const last = readOnlyLinks[1]!;
    expectReadOnly(await s.client.put(apiPaths.link(last), { long_url: 'https://example.com/x' }), 'links');
    expect((await s.client.delete(apiPaths.link(keptLink))).status).toBe(200);
    expect((await s.client.put(apiPaths.link(last), { long_url: 'https://example.com/x' })).status).toBe(200);

    // Upgrading again lifts it at once.
    expect((await s.client.post(apiPaths.subscriptionChange, { plan_id: 'business', interval: 'month' })).status).toBe(200);
    expect((await s.client.put(apiPaths.qr(roQrs[0]!.id), { name: 'Back' })).status).toBe(200);
  });
});
