/**
 * Lists by workspace and members limited to some workspaces (decision 067), on both databases:
 * links, QR codes, cards and companies carry their workspace; `?workspace_id=` shows one (422 for
 * one that is not the organisation's); a member limited to some workspaces lists only those, gets
 * 404 for an item elsewhere and 403 for creating in or filtering by a workspace they may not use;
 * deleting a workspace moves cards, companies and QR codes with its links.
 */
import {
  apiPaths,
  CardListResponse,
  CompanyListResponse,
  LinkListResponse,
  QrListResponse,
  WorkspaceListResponse,
  WorkspaceResponse,
} from '@rabt/contract';
import { expect, it } from 'vitest';
import { seedCustomer, type Seeded } from '../helpers/app.ts';
import { useTestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { seedMember } from './seed.ts';

const card = (companyId: string, workspaceId?: string) => ({
  first_name: 'Layla',
  last_name: 'Haddad',
  job_title: 'Head of Sales',
  department: 'Sales',
  emails: [{ label: 'Work', value: 'layla@example.com' }],
  company_id: companyId,
  ...(workspaceId ? { workspace_id: workspaceId } : {}),
});

/** One link, QR code, company and card in the given workspace (undefined: the default). */
async function fill(o: Seeded, workspaceId: string | undefined, tag: string) {
  const ws = workspaceId ? { workspace_id: workspaceId } : {};
  const link = await o.client.post(apiPaths.links, { long_url: `https://example.com/${tag}`, ...ws });
  expect(link.status, link.text).toBe(201);
  const qr = await o.client.post(apiPaths.qrs, {
    type: 'url',
    name: `QR ${tag}`,
    long_url: `https://example.com/qr-${tag}`,
    ...ws,
  });
  expect(qr.status, qr.text).toBe(201);
  const company = await o.client.post(apiPaths.companies, { name: `Company ${tag}`, ...ws });
  expect(company.status, company.text).toBe(201);
  const made = await o.client.post(apiPaths.cards, card(company.body.results.id, workspaceId));
  expect(made.status, made.text).toBe(201);
  return { link: link.body.results.id, qr: qr.body.results.id, company: company.body.results.id, card: made.body.results.id };
}

async function lists(o: Seeded, query = '') {
  const get = async (path: string) => {
    const res = await o.client.get(`${path}${query}`);
    return res;
  };
  const [links, qrs, companies, cards] = await Promise.all([
    get(apiPaths.links),
    get(apiPaths.qrs),
    get(apiPaths.companies),
    get(apiPaths.cards),
  ]);
  return { links, qrs, companies, cards };
}

function ids(all: Awaited<ReturnType<typeof lists>>) {
  return {
    links: LinkListResponse.create(all.links.body).results.map((r) => r.id),
    qrs: QrListResponse.create(all.qrs.body).results.map((r) => r.id),
    companies: CompanyListResponse.create(all.companies.body).results.map((r) => r.id),
    cards: CardListResponse.create(all.cards.body).results.map((r) => r.id),
  };
}

describeEachDatabase('organisation: lists by workspace and members limited to workspaces', (target) => {
  const t = useTestApp(target);

  it('every list filters by ?workspace_id; new items go to the one named, else the default; unknown is 422', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const [main] = WorkspaceListResponse.create((await o.client.get(apiPaths.workspaces)).body).results;
    const b = WorkspaceResponse.create((await o.client.post(apiPaths.workspaces, { name: 'B' })).body).results;
    const inMain = await fill(o, undefined, 'main');
    const inB = await fill(o, b.id, 'b');

    const onlyB = await lists(o, `?workspace_id=${b.id}`);
    expect(ids(onlyB)).toEqual({ links: [inB.link], qrs: [inB.qr], companies: [inB.company], cards: [inB.card] });
    expect(CardListResponse.create(onlyB.cards.body).results[0]!.workspace_id).toBe(b.id);
    expect(CompanyListResponse.create(onlyB.companies.body).results[0]!.workspace_id).toBe(b.id);

    const onlyMain = ids(await lists(o, `?workspace_id=${main!.id}`));
    expect(onlyMain).toEqual({ links: [inMain.link], qrs: [inMain.qr], companies: [inMain.company], cards: [inMain.card] });

    const everything = ids(await lists(o));
    expect(everything.links.toSorted()).toEqual([inMain.link, inB.link].toSorted());
    expect(everything.cards.toSorted()).toEqual([inMain.card, inB.card].toSorted());

    const foreign = await seedCustomer(t, { plan: 'business' });
    const [theirs] = WorkspaceListResponse.create((await foreign.client.get(apiPaths.workspaces)).body).results;
    for (const res of Object.values(await lists(o, `?workspace_id=${theirs!.id}`))) {
      expect(res.status, res.text).toBe(422);
      expect(res.body.error.details[0]).toMatchObject({ field: 'workspace_id', code: 'unknown_workspace' });
    }
    const elsewhere = await o.client.post(apiPaths.companies, { name: 'Nope', workspace_id: theirs!.id });
    expect(elsewhere.status).toBe(422);

    // Moving a card moves its counters with it (they are links rows of the card's workspace).
    const moved = await o.client.put(apiPaths.card(inB.card), card(inB.company, main!.id));
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.results.workspace_id).toBe(main!.id);
    const counters = await t.app.db
      .selectFrom('links')
      .select('workspace_id')
      .where('account_id', '=', o.accountId)
      .where('kind', 'in', ['card_view', 'card_save'])
      .execute();
    expect(new Set(counters.map((c) => c.workspace_id))).toEqual(new Set([main!.id]));
  });

  it('a member limited to a workspace lists, reads and writes only there (404 elsewhere, 403 for the rest)', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const [main] = WorkspaceListResponse.create((await o.client.get(apiPaths.workspaces)).body).results;
    const b = WorkspaceResponse.create((await o.client.post(apiPaths.workspaces, { name: 'B' })).body).results;
    const inMain = await fill(o, undefined, 'main');
    const inB = await fill(o, b.id, 'b');
    const m = await seedMember(t, o, 'editor');
    const row = (await o.client.get(apiPaths.members)).body.results.find(
      (x: { customer_id: string }) => x.customer_id === m.customerId,
    );
    expect((await o.client.put(apiPaths.member(row.id), { role: 'editor', workspace_ids: [b.id] })).status).toBe(200);

    expect(ids(await lists(m))).toEqual({ links: [inB.link], qrs: [inB.qr], companies: [inB.company], cards: [inB.card] });
    for (const res of Object.values(await lists(m, `?workspace_id=${main!.id}`))) {
      expect(res.status, res.text).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'PERMISSION_DENIED', details: { workspace_id: main!.id } });
    }

    // Items in the default workspace are not theirs to see or change: 404, like another account's.
    for (const path of [
      apiPaths.link(inMain.link),
      apiPaths.qr(inMain.qr),
      apiPaths.company(inMain.company),
      apiPaths.card(inMain.card),
    ]) {
      expect((await m.client.get(path)).status, path).toBe(404);
    }
    expect((await m.client.put(apiPaths.link(inMain.link), { long_url: 'https://example.com/changed' })).status).toBe(404);
    expect((await m.client.delete(apiPaths.qr(inMain.qr))).status).toBe(404);
    expect((await m.client.put(apiPaths.card(inMain.card), card(inMain.company))).status).toBe(404);
    // Nor may they use a company of another workspace on their card.
    const otherCompany = await m.client.post(apiPaths.cards, card(inMain.company));
    expect(otherCompany.status).toBe(422);
    expect(otherCompany.body.error.details[0]).toMatchObject({ field: 'company_id' });
    expect((await m.client.get(apiPaths.link(inB.link))).status).toBe(200);

    // Creating: without a workspace, their first allowed one; naming the default is 403; moving there too.
    const created = await m.client.post(apiPaths.links, { long_url: 'https://example.com/member' });
    expect(created.status, created.text).toBe(201);
    expect(created.body.results.workspace_id).toBe(b.id);
    const intoMain = await m.client.post(apiPaths.links, { long_url: 'https://example.com/x', workspace_id: main!.id });
    expect(intoMain.status).toBe(403);
    expect(intoMain.body.error.code).toBe('PERMISSION_DENIED');
    const moveOut = await m.client.put(apiPaths.link(inB.link), { long_url: 'https://example.com/b', workspace_id: main!.id });
    expect(moveOut.status).toBe(403);
    const company = await m.client.post(apiPaths.companies, { name: 'Member company' });
    expect(company.body.results.workspace_id).toBe(b.id);

    // The owner still sees everything.
    expect(ids(await lists(o)).links).toHaveLength(3);
  });

  it('deleting a workspace moves its QR codes, cards and companies with its links, or says what it holds', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const [main] = WorkspaceListResponse.create((await o.client.get(apiPaths.workspaces)).body).results;
    const b = WorkspaceResponse.create((await o.client.post(apiPaths.workspaces, { name: 'B' })).body).results;
    const inB = await fill(o, b.id, 'b');

    const refused = await o.client.delete(apiPaths.workspace(b.id));
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({ qrs: 1, cards: 1, companies: 1 });

    const moved = await o.client.delete(`${apiPaths.workspace(b.id)}?move_to=${main!.id}`);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.results.moved).toMatchObject({ qrs: 1, cards: 1, companies: 1 });
    const onlyMain = ids(await lists(o, `?workspace_id=${main!.id}`));
    expect(onlyMain).toEqual({ links: [inB.link], qrs: [inB.qr], companies: [inB.company], cards: [inB.card] });
  });
});
