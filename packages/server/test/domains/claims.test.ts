/**
 * Issue 16 item 6: a domain is exclusive only once verified. Several accounts may hold pending
 * claims on one name; the first to verify wins; every other claim fails with a `taken` problem
 * that says why; after that nobody else can add the name.
 */
import { apiPaths, type Domain } from '@rabt/contract';
import { afterAll, expect, it } from 'vitest';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { TestDnsServer } from '../helpers/dns-server.ts';

const dns = await new TestDnsServer().start();
afterAll(() => dns.stop());

const IPV4 = '198.51.100.7';
let counter = 0;
const uniqueName = () => `claim${counter++}-${Math.random().toString(36).slice(2, 8)}.example.com`;
const tokenOf = (domain: Domain) => domain.records.find((r) => r.type === 'TXT')!.value;

const add = async (who: Seeded, name: string): Promise<Domain> => {
  const res = await who.client.post(apiPaths.domains, { name });
  expect(res.status, res.text).toBe(201);
  return res.body.results;
};
const read = async (who: Seeded, domain: Domain): Promise<Domain> =>
  (await who.client.get(apiPaths.domain(domain.id))).body.results;

describeEachDatabase('domain claims', (target) => {
  const t = useTestApp(
    target,
    {},
    { DNS_SERVER: dns.address, DNS_TIMEOUT_MS: '1000', SHORT_IPV4: IPV4, SHORT_DOMAIN: 'rabt.test' },
  );
  const business = () => seedCustomer(t, { plan: 'business' });
  it('pending claims by several accounts; the first to verify wins; the others see why', async () => {
    const name = uniqueName();
    const [squatter, owner, late] = [await business(), await business(), await business()];
    const squatted = await add(squatter, name);
    const owned = await add(owner, name);
    const lateClaim = await add(late, name);
    // The squatter starts verifying first but cannot publish the records: it stays pending.
    expect((await squatter.client.post(apiPaths.verifyDomain(squatted.id))).body.results.state).toBe('pending');

    // The real owner publishes its records and verifies.
    dns.set(`_rabt-challenge.${name}`, { TXT: [[tokenOf(owned)]] });
    dns.set(name, { A: [IPV4] });
    const won = await owner.client.post(apiPaths.verifyDomain(owned.id));
    expect(won.body.results.state).toBe('active');

    for (const [who, claim] of [
      [squatter, squatted],
      [late, lateClaim],
    ] as const) {
      const lost = await read(who, claim);
      expect(lost.state).toBe('failed');
      expect(lost.problems).toEqual([expect.objectContaining({ code: 'taken' })]);
      expect(lost.problems[0]!.message).toBe(
        `Another account verified ${name} first. A domain belongs to the first account that proves it controls the DNS; this claim can be removed.`,
      );
      // Retrying changes nothing, even with records that would pass.
      dns.set(`_rabt-challenge.${name}`, { TXT: [[tokenOf(claim)]] });
      const retry = await who.client.post(apiPaths.verifyDomain(claim.id));
      expect(retry.body.results.state).toBe('failed');
      expect(retry.body.results.problems[0].code).toBe('taken');
    }
    // Verified: nobody else may add it now.
    const refused = await (await business()).client.post(apiPaths.domains, { name });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('DOMAIN_DUPLICATE');
    // The owner's domain is untouched; a loser removing its claim does not affect it.
    expect((await squatter.client.delete(apiPaths.domain(squatted.id))).status).toBe(200);
    expect((await read(owner, owned)).state).toBe('active');
  });

  it('two claims whose records both pass: exactly one becomes active', async () => {
    const name = uniqueName();
    const [a, b] = [await business(), await business()];
    const claimA = await add(a, name);
    const claimB = await add(b, name);
    dns.set(`_rabt-challenge.${name}`, { TXT: [[tokenOf(claimA)], [tokenOf(claimB)]] });
    dns.set(name, { A: [IPV4] });
    const results = await Promise.all([
      a.client.post(apiPaths.verifyDomain(claimA.id)),
      b.client.post(apiPaths.verifyDomain(claimB.id)),
    ]);
    const states = results.map((r) => r.body.results.state).toSorted();
    expect(states).toEqual(['active', 'failed']);
    const rows = await t.app.db.selectFrom('domains').select('verification_state').where('name', '=', name).execute();
    expect(rows.filter((r) => r.verification_state === 'active')).toHaveLength(1);
  });
});
