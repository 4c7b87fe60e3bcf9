/**
 * The domains API on both databases, against a real local DNS server: add (rules, own domains,
 * DOMAIN_DUPLICATE, plan lock and limit), verify (pending → active / failed, retry), the
 * background re-check, tenancy, links on an active domain and the redirect service routing its
 * Host, delete with the link count, and certificates served over HTTPS by SNI.
 */
import {
  apiPaths,
  CertificateResponse,
  DeleteDomainResponse,
  DomainListResponse,
  DomainResponse,
  ErrorBody,
  PlanLockedDetails,
  type Domain,
} from '@rabt/contract';
import { connect, type PeerCertificate } from 'node:tls';
import { X509Certificate } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { selfSigned } from '../helpers/certs.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { pastVerificationWindow } from '../helpers/domains.ts';
import { TestDnsServer } from '../helpers/dns-server.ts';
import { createLink, visit } from '../helpers/links.ts';

const dns = await new TestDnsServer().start();
afterAll(() => dns.stop());

const IPV4 = '198.51.100.7';
const CNAME_TARGET = 'short.rabt.test';

let counter = 0;
const uniqueName = (prefix = 'go') => `${prefix}${counter++}-${Math.random().toString(36).slice(2, 8)}.example.com`;

/** Publishes the records a domain asks for (or only some of them). */
function publish(domain: Domain, parts: { txt?: string | null; a?: string[] | null; cname?: string } = {}) {
  const txt = parts.txt === undefined ? domain.records.find((r) => r.type === 'TXT')!.value : parts.txt;
  if (txt !== null) dns.set(`_rabt-challenge.${domain.name}`, { TXT: [[txt]] });
  else dns.delete(`_rabt-challenge.${domain.name}`);
  if (parts.cname) dns.set(domain.name, { CNAME: parts.cname });
  else if (parts.a !== null) dns.set(domain.name, { A: parts.a ?? [IPV4] });
  else dns.delete(domain.name);
}

async function add(owner: Seeded, name = uniqueName()): Promise<Domain> {
  const res = await owner.client.post(apiPaths.domains, { name });
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${res.text}`);
  return res.body.results as Domain;
}

function tlsPeer(port: number, servername: string): Promise<PeerCertificate> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, servername, rejectUnauthorized: false }, () => {
      const peer = socket.getPeerCertificate();
      socket.end();
      resolve(peer);
    });
    socket.on('error', reject);
  });
}

function httpsGet(port: number, servername: string, path: string): Promise<{ status: number; location?: string; hsts?: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, servername, rejectUnauthorized: false }, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${servername}\r\nConnection: close\r\nUser-Agent: curl/8\r\n\r\n`);
    });
    let raw = '';
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(raw)?.[1] ?? 0);
      resolve({
        status,
        location: /\r\nlocation: ([^\r]+)/i.exec(raw)?.[1],
        hsts: /\r\nstrict-transport-security: ([^\r]+)/i.exec(raw)?.[1],
      });
    });
    socket.on('error', reject);
  });
}

describeEachDatabase('branded domains', (target) => {
  const t = useTestApp(
    target,
    {},
    {
      DNS_SERVER: dns.address,
      DNS_TIMEOUT_MS: '1000',
      SHORT_IPV4: IPV4,
      SHORT_CNAME_TARGET: CNAME_TARGET,
      SHORT_DOMAIN: 'rabt.test',
    },
  );
  const business = () => seedCustomer(t, { plan: 'business' });

  it('adds a domain: normalised name, not verified, the exact records to create', async () => {
    const owner = await business();
    const name = uniqueName();
    const res = await owner.client.post(apiPaths.domains, { name: `  ${name.toUpperCase()}. ` });
    expect(res.status).toBe(201);
    expect(DomainResponse.is(res.body)).toBe(true);
    const domain: Domain = res.body.results;
    expect(domain).toMatchObject({
      name,
      display_name: name,
      state: 'not_verified',
      apex: false,
      links: 0,
      problems: [],
      certificate: null,
    });
    const token = domain.records[0]!.value;
    expect(token).toMatch(/^rabt-verify=[0-9a-f]{32}$/);
    expect(domain.records.map((r) => `${r.type} ${r.host} ${r.value}`)).toEqual([
      `TXT _rabt-challenge.${name} ${token}`,
      `CNAME ${name} ${CNAME_TARGET}`,
      `A ${name} ${IPV4}`,
    ]);
    const list = await owner.client.get(apiPaths.domains);
    expect(DomainListResponse.is(list.body)).toBe(true);
    expect(list.body.results.map((d: Domain) => d.id)).toEqual([domain.id]);
  });

  it('refuses bad names, our own domains, the same account claiming twice (DOMAIN_DUPLICATE) and IDN duplicates', async () => {
    const owner = await business();
    const codeOf = async (name: unknown) => {
      const res = await owner.client.post(apiPaths.domains, { name });
      return res.status === 422 ? `${res.body.error.details[0].code}` : `${res.status} ${res.body.error?.code}`;
    };
    expect(await codeOf('https://go.example.com')).toBe('has_scheme');
    expect(await codeOf('go.example.com/x')).toBe('has_path');
    expect(await codeOf('go.example.com:443')).toBe('has_port');
    expect(await codeOf('203.0.113.9')).toBe('is_ip');
    expect(await codeOf('rabt.test')).toBe('own_domain');
    expect(await codeOf('evil.rabt.test')).toBe('own_domain');
    expect(await codeOf('app.test')).toBe('own_domain');
    expect(await codeOf(CNAME_TARGET)).toBe('own_domain');
    expect(await codeOf(undefined)).toBe('required');

    const name = uniqueName();
    await add(owner, name);
    const res = await owner.client.post(apiPaths.domains, { name: name.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'DOMAIN_DUPLICATE', message: 'Requested domain is claimed.' });
    // Another account may hold a pending claim on it (exclusive only once verified: claims.test.ts).
    expect((await (await business()).client.post(apiPaths.domains, { name })).status).toBe(201);
    const idn = `bücher-${counter++}.example`;
    await add(owner, idn);
    const again = await owner.client.post(apiPaths.domains, { name: domainToASCII(idn) });
    expect(again.body.error?.code).toBe('DOMAIN_DUPLICATE');
    const listed = (await owner.client.get(apiPaths.domains)).body.results.find((d: Domain) => d.display_name === idn);
    expect(listed.name).toBe(domainToASCII(idn));
    expect(listed.name).toMatch(/^xn--/);
  });

  it('is plan-locked (PLAN_LOCKED branded_domains) and limited by the plan', async () => {
    for (const plan of ['free', 'pro']) {
      const owner = await seedCustomer(t, { plan });
      const res = await owner.client.post(apiPaths.domains, { name: uniqueName() });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('PLAN_LOCKED');
      expect(PlanLockedDetails.is(res.body.error.details) && res.body.error.details.feature).toBe('branded_domains');
    }
    const owner = await business();
    await t.app.db
      .insertInto('domains')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          id: `seed${counter}-${i}`,
          account_id: owner.accountId,
          name: `seed${counter}-${i}.example.org`,
          verification_state: 'not_verified',
          is_default: t.app.dialect === 'sqlite' ? 0 : false,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })),
      )
      .execute();
    counter++;
    const res = await owner.client.post(apiPaths.domains, { name: uniqueName() });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'PLAN_LIMIT_REACHED', details: { resource: 'domains', fits: 0 } });
  });

  it('verify: missing records keep it pending with precise problems; right records make it active', async () => {
    const owner = await business();
    const domain = await add(owner);
    const pending = await owner.client.post(apiPaths.verifyDomain(domain.id));
    expect(pending.status).toBe(200);
    expect(pending.body.results.state).toBe('pending');
    expect(pending.body.results.problems.map((p: { message: string }) => p.message)).toEqual([
      `TXT _rabt-challenge.${domain.name} not found`,
      `A record of ${domain.name} not found; expected ${IPV4} (or CNAME to ${CNAME_TARGET})`,
    ]);
    expect(pending.body.results.verification_started_at).not.toBeNull();
    expect(Date.parse(pending.body.results.next_check_at)).toBeGreaterThan(Date.now());

    publish(domain, { a: ['203.0.113.9'] });
    const wrong = await owner.client.post(apiPaths.verifyDomain(domain.id));
    expect(wrong.body.results.state).toBe('pending');
    expect(wrong.body.results.problems.map((p: { message: string }) => p.message)).toEqual([
      `A record of ${domain.name} points to 203.0.113.9, expected ${IPV4}`,
    ]);

    publish(domain, { cname: CNAME_TARGET });
    const active = await owner.client.post(apiPaths.verifyDomain(domain.id));
    expect(active.body.results).toMatchObject({ state: 'active', problems: [] });
    expect(active.body.results.verified_at).not.toBeNull();
    // Verify on an active domain changes nothing.
    const again = await owner.client.post(apiPaths.verifyDomain(domain.id));
    expect(again.body.results.verified_at).toBe(active.body.results.verified_at);
  });

  it('the background check re-tries due pending domains, then fails them after the window; failed retries', async () => {
    const owner = await business();
    const domain = await add(owner);
    await owner.client.post(apiPaths.verifyDomain(domain.id));
    // Not due yet: nothing happens.
    const before = dns.queries.length;
    expect(await t.app.domains.scheduler.runOnce()).toBe(0);
    expect(dns.queries.length).toBe(before);

    // Due, records now right: active.
    publish(domain);
    await t.app.db
      .updateTable('domains')
      .set({ next_check_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', domain.id)
      .execute();
    expect(await t.app.domains.scheduler.runOnce()).toBeGreaterThanOrEqual(1);
    expect((await owner.client.get(apiPaths.domain(domain.id))).body.results.state).toBe('active');

    // Another one stays wrong past the window: failed, with the reason kept.
    const stuck = await add(owner);
    publish(stuck, { txt: 'rabt-verify=old' });
    await owner.client.post(apiPaths.verifyDomain(stuck.id));
    await pastVerificationWindow(t, stuck.id);
    await t.app.domains.scheduler.runOnce();
    const failed = (await owner.client.get(apiPaths.domain(stuck.id))).body.results;
    expect(failed.state).toBe('failed');
    expect(failed.problems[0]).toMatchObject({ record: 'TXT', code: 'wrong', found: ['rabt-verify=old'] });
    expect(failed.next_check_at).toBeNull();

    // Retry after fixing: pending again, checked at once, active.
    publish(stuck);
    const retried = await owner.client.post(apiPaths.verifyDomain(stuck.id));
    expect(retried.body.results.state).toBe('active');
  });

  it('the scheduler runs on its own interval and stops cleanly', async () => {
    const owner = await business();
    const domain = await add(owner);
    await owner.client.post(apiPaths.verifyDomain(domain.id));
    publish(domain);
    await t.app.db
      .updateTable('domains')
      .set({ next_check_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', domain.id)
      .execute();
    const { CheckScheduler } = await import('../../src/modules/domains/scheduler.ts');
    const { checkDueDomains } = await import('../../src/modules/domains/service.ts');
    const scheduler = new CheckScheduler(() => checkDueDomains(t.app), 20, t.app.log);
    scheduler.start();
    await expect
      .poll(async () => (await owner.client.get(apiPaths.domain(domain.id))).body.results.state, { timeout: 5000 })
      .toBe('active');
    await scheduler.stop();
  });

  it("tenancy: another account's domain is 404 everywhere, and absent from its list", async () => {
    const owner = await business();
    const domain = await add(owner);
    const stranger = await business();
    expect((await stranger.client.get(apiPaths.domain(domain.id))).status).toBe(404);
    expect((await stranger.client.post(apiPaths.verifyDomain(domain.id))).status).toBe(404);
    expect((await stranger.client.delete(apiPaths.domain(domain.id))).status).toBe(404);
    expect((await stranger.client.get(apiPaths.domainCertificate(domain.id))).status).toBe(404);
    const pair = selfSigned([domain.name]);
    expect(
      (await stranger.client.put(apiPaths.domainCertificate(domain.id), { certificate: pair.cert, private_key: pair.key }))
        .status,
    ).toBe(404);
    expect((await stranger.client.get(apiPaths.domains)).body.results).toEqual([]);
    expect((await stranger.client.get(apiPaths.domain('x'.repeat(200)))).status).toBe(404);
    expect((await owner.client.get(apiPaths.domain(domain.id))).status).toBe(200);
  });

  it('links use an active domain; the redirect service routes its Host; delete says how many links went', async () => {
    const owner = await business();
    const domain = await add(owner);
    // Not active yet: the links API refuses it.
    const early = await owner.client.post(apiPaths.links, { long_url: 'https://acme.example/menu', domain: domain.name });
    expect(early.status).toBe(422);
    publish(domain);
    await owner.client.post(apiPaths.verifyDomain(domain.id));
    const link = await createLink(owner, { long_url: 'https://acme.example/menu', domain: domain.name, nip: 'menu' });
    expect(link.short_url).toBe(`http://${domain.name}/menu`);
    const res = await visit(t, '/menu', { host: domain.name });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://acme.example/menu');
    await createLink(owner, { long_url: 'https://acme.example/b', domain: domain.name });
    expect((await owner.client.get(apiPaths.domain(domain.id))).body.results.links).toBe(2);

    const removed = await owner.client.delete(apiPaths.domain(domain.id));
    expect(DeleteDomainResponse.is(removed.body)).toBe(true);
    expect(removed.body.results).toEqual({ id: domain.id, deleted: true, links_deleted: 2 });
    expect((await owner.client.get(apiPaths.link(link.id))).status).toBe(404);
    expect((await visit(t, '/menu', { host: domain.name })).status).toBe(404);
    expect((await owner.client.get(apiPaths.domain(domain.id))).status).toBe(404);
    // The name is free again.
    await add(owner, domain.name);
  });

  it('certificates: both required, garbage and mismatched pairs refused, key sealed at rest, served by SNI', async () => {
    const owner = await business();
    const domain = await add(owner);
    const pair = selfSigned([domain.name]);
    const other = selfSigned([domain.name]);
    const put = (body: unknown) => owner.client.put(apiPaths.domainCertificate(domain.id), body);

    const none = await put({});
    expect(none.status).toBe(422);
    expect(none.body.error.message).toBe('SSL certificate and private key are required.');
    expect(none.body.error.details.map((d: { field: string }) => d.field)).toEqual(['certificate', 'private_key']);
    const garbage = await put({ certificate: 'not a certificate', private_key: 'not a key' });
    expect(garbage.status).toBe(422);
    expect(garbage.body.error.details.map((d: { code: string }) => d.code)).toEqual(['invalid_pem', 'invalid_key']);
    const mismatch = await put({ certificate: pair.cert, private_key: other.key });
    expect(mismatch.body.error.details).toEqual([
      { field: 'private_key', code: 'key_mismatch', message: 'The private key does not match the certificate' },
    ]);
    const wrongHost = selfSigned(['elsewhere.example.net']);
    const host = await put({ certificate: wrongHost.cert, private_key: wrongHost.key });
    expect(host.body.error.details[0].message).toBe(
      `The certificate does not cover ${domain.name} (it covers elsewhere.example.net)`,
    );

    const ok = await put({ certificate: pair.cert, private_key: pair.key });
    expect(ok.status).toBe(200);
    const fingerprint = new X509Certificate(pair.cert).fingerprint256;
    expect(ok.body.results.certificate).toMatchObject({
      source: 'upload',
      hosts: [domain.name],
      fingerprint256: fingerprint,
      self_signed: true,
    });
    const info = await owner.client.get(apiPaths.domainCertificate(domain.id));
    expect(CertificateResponse.is(info.body)).toBe(true);
    const stored = await t.app.db
      .selectFrom('domain_certificates')
      .selectAll()
      .where('domain_id', '=', domain.id)
      .executeTakeFirstOrThrow();
    expect(stored.key_sealed).toMatch(/^v1\./);
    expect(stored.key_sealed).not.toContain('PRIVATE KEY');

    // HTTPS by SNI, once the domain is active.
    const tls = await t.app.domains.listenTls(0, '127.0.0.1');
    await expect(tlsPeer(tls.port, domain.name)).rejects.toThrow();
    publish(domain);
    await owner.client.post(apiPaths.verifyDomain(domain.id));
    const peer = await tlsPeer(tls.port, domain.name);
    expect(peer.fingerprint256).toBe(fingerprint);
    expect(peer.subject.CN).toBe(domain.name);
    await expect(tlsPeer(tls.port, 'unknown.example.com')).rejects.toThrow();

    const link = await createLink(owner, { long_url: 'https://acme.example/tls', domain: domain.name, nip: 'secure' });
    // HSTS over TLS (issue 16 item 12): on the redirect and on the public pages.
    const hsts = 'max-age=31536000; includeSubDomains';
    expect(await httpsGet(tls.port, domain.name, `/${link.nip}`)).toEqual({
      status: 302,
      location: 'https://acme.example/tls',
      hsts,
    });
    expect(await httpsGet(tls.port, domain.name, '/no-such-code')).toMatchObject({ status: 404, hsts });

    // A new upload is served at once.
    const renewed = selfSigned([domain.name, `www.${domain.name}`]);
    await put({ certificate: renewed.cert, private_key: renewed.key });
    expect((await tlsPeer(tls.port, domain.name)).fingerprint256).toBe(new X509Certificate(renewed.cert).fingerprint256);

    const dropped = await owner.client.delete(apiPaths.domainCertificate(domain.id));
    expect(dropped.body.results.certificate).toBeNull();
    await expect(tlsPeer(tls.port, domain.name)).rejects.toThrow();
  });

  it('answers match the contract error envelope', async () => {
    const owner = await business();
    const res = await owner.client.post(apiPaths.domains, { name: 'nope' });
    expect(ErrorBody.is(res.body)).toBe(true);
  });
});
