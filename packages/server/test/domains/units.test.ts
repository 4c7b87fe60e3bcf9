/** Branded domains without a database: host-name rules, the state machine, key sealing, certificate checks, DNS checks against a local DNS server. */
import { certificateExpiresSoon, isApexDomain, normalizeDomainName, type DomainProblem } from '@rabt/contract';
import { domainToASCII } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCertificatePair } from '../../src/modules/domains/certificates.ts';
import { checkDomainDns, createResolver, expectedRecords } from '../../src/modules/domains/dns.ts';
import { seal, unseal } from '../../src/modules/domains/sealing.ts';
import { afterCheck, start, type VerificationFields } from '../../src/modules/domains/state.ts';
import { selfSigned } from '../helpers/certs.ts';
import { TestDnsServer } from '../helpers/dns-server.ts';

function error(v: string) {
  const r = normalizeDomainName(v);
  return r.ok ? null : r.error;
}

function fields(cert: string, key: string, domain = 'go.example.com', now?: Date) {
  const r = parseCertificatePair(cert, key, domain, now);
  return r.ok ? [] : r.fields.map((f) => `${f.field}:${f.code}:${f.message}`);
}

describe('domain names', () => {
  it('normalises IDN to punycode, lower-case, strips a trailing dot', () => {
    expect(normalizeDomainName('  Go.Example.COM. ')).toEqual({ ok: true, name: 'go.example.com' });
    expect(normalizeDomainName('قهوة.السعودية')).toEqual({ ok: true, name: domainToASCII('قهوة.السعودية') });
    expect(domainToASCII('قهوة.السعودية')).toMatch(/^xn--[a-z0-9]+\.xn--mgberp4a5d4ar$/);
    expect(normalizeDomainName('bücher.example')).toEqual({ ok: true, name: 'xn--bcher-kva.example' });
  });

  it('says precisely what is wrong', () => {
    expect(error('')).toBe('required');
    expect(error('https://go.example.com')).toBe('has_scheme');
    expect(error('go.example.com/path')).toBe('has_path');
    expect(error('go.example.com:8080')).toBe('has_port');
    expect(error('198.51.100.7')).toBe('is_ip');
    expect(error('[2001:db8::1]')).toBe('is_ip');
    expect(error('2001:db8::1')).toBe('is_ip');
    expect(error('localhost')).toBe('single_label');
    expect(error('-bad.example.com')).toBe('invalid');
    expect(error('a b.com')).toBe('invalid');
    expect(error('user@example.com')).toBe('invalid');
    expect(error(`${'a'.repeat(63)}.`.repeat(4) + 'com')).toBe('too_long');
  });

  it('tells an apex from a subdomain', () => {
    expect(isApexDomain('acme-coffee.sa')).toBe(true);
    expect(isApexDomain('acme.com.sa')).toBe(true);
    expect(isApexDomain('go.acme-coffee.sa')).toBe(false);
    expect(isApexDomain('go.acme.com.sa')).toBe(false);
  });

  it('certificate expiring soon is under 14 days', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(certificateExpiresSoon('2026-01-14T00:00:00Z', now)).toBe(true);
    expect(certificateExpiresSoon('2026-01-16T00:00:00Z', now)).toBe(false);
  });
});

describe('verification state machine', () => {
  const timing = { recheckMs: 60_000, verifyWindowMs: 3_600_000 };
  const t0 = new Date('2026-01-01T00:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const fresh: VerificationFields = {
    state: 'not_verified',
    verification_started_at: null,
    next_check_at: null,
    verified_at: null,
  };
  const missing: DomainProblem[] = [
    {
      record: 'TXT',
      host: '_rabt-challenge.a.b',
      code: 'missing',
      found: [],
      expected: ['x'],
      message: 'TXT _rabt-challenge.a.b not found',
    },
  ];

  it('not_verified → pending → active', () => {
    const pending = start(fresh, t0);
    expect(pending).toMatchObject({ state: 'pending', verification_started_at: t0.toISOString() });
    expect(afterCheck(pending, [], at(1000), timing)).toMatchObject({
      state: 'active',
      verified_at: at(1000).toISOString(),
      next_check_at: null,
    });
  });

  it('pending stays pending with a next check inside the window, fails after it, and failed retries', () => {
    const pending = start(fresh, t0);
    const still = afterCheck(pending, missing, at(10_000), timing);
    expect(still).toMatchObject({ state: 'pending', next_check_at: at(70_000).toISOString() });
    const failed = afterCheck(still, missing, at(3_600_000), timing);
    expect(failed.state).toBe('failed');
    const retry = start(failed, at(4_000_000));
    expect(retry).toMatchObject({ state: 'pending', verification_started_at: at(4_000_000).toISOString() });
  });

  it('active is left alone; checks of non-pending domains change nothing', () => {
    const active: VerificationFields = { ...fresh, state: 'active', verified_at: t0.toISOString() };
    expect(start(active, at(1))).toBe(active);
    expect(afterCheck(active, missing, at(1), timing)).toBe(active);
    expect(afterCheck(fresh, [], at(1), timing)).toBe(fresh);
  });
});

describe('private key sealing', () => {
  it('round-trips, and fails for another secret or another domain id', () => {
    const secret = 'x'.repeat(40);
    const sealed = seal(secret, 'PRIVATE', 'dom1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('PRIVATE');
    expect(unseal(secret, sealed, 'dom1')).toBe('PRIVATE');
    expect(() => unseal('y'.repeat(40), sealed, 'dom1')).toThrow();
    expect(() => unseal(secret, sealed, 'dom2')).toThrow();
  });
});

describe('certificate pairs', () => {
  const pair = selfSigned(['go.example.com', 'www.go.example.com']);
  const other = selfSigned(['go.example.com']);
  const wildcard = selfSigned(['*.example.org']);

  it('accepts a matching pair and reports hosts and expiry', () => {
    const parsed = parseCertificatePair(pair.cert, pair.key, 'go.example.com');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.pair.info).toMatchObject({
      subject: 'go.example.com',
      hosts: ['go.example.com', 'www.go.example.com'],
      self_signed: true,
      chain_length: 1,
    });
    expect(Date.parse(parsed.pair.info.valid_to)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(parseCertificatePair(wildcard.cert, wildcard.key, 'go.example.org').ok).toBe(true);
  });

  it('refuses a mismatched pair, garbage, the wrong host, an expired certificate and encrypted keys', () => {
    expect(fields(pair.cert, other.key)).toEqual(['private_key:key_mismatch:The private key does not match the certificate']);
    expect(fields('hello', pair.key)[0]).toMatch(/^certificate:invalid_pem:This is not a PEM certificate/);
    expect(fields('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----', pair.key)[0]).toMatch(
      /^certificate:invalid_pem:Certificate 1 of the chain could not be read/,
    );
    expect(fields(pair.cert, 'garbage')[0]).toMatch(/^private_key:invalid_key:This is not a PEM private key/);
    expect(fields(pair.cert, pair.cert)[0]).toBe('private_key:invalid_key:This is a certificate, not a private key');
    expect(fields(pair.cert, '-----BEGIN ENCRYPTED PRIVATE KEY-----\nAA\n-----END ENCRYPTED PRIVATE KEY-----')[0]).toMatch(
      /passphrase/,
    );
    expect(fields(pair.cert, pair.key, 'shop.example.com')).toEqual([
      'certificate:wrong_host:The certificate does not cover shop.example.com (it covers go.example.com, www.go.example.com)',
    ]);
    expect(fields(pair.cert, pair.key, 'go.example.com', new Date(Date.now() + 60 * 86_400_000))[0]).toMatch(
      /^certificate:expired:The certificate expired on \d{4}-\d\d-\d\d$/,
    );
    expect(fields('', '')).toEqual([
      'certificate:required:SSL certificate is required',
      'private_key:required:Private key is required',
    ]);
    expect(fields(`${other.cert}\n${pair.cert}`, other.key)[0]).toMatch(/^certificate:chain_order/);
  });
});

describe('DNS checks against a local DNS server', () => {
  const dns = new TestDnsServer();
  const config = { ipv4: ['198.51.100.7'], ipv6: ['2001:db8::7'], cnameTarget: 'short.rabt.test' };
  const token = 'rabt-verify=0123456789abcdef';
  let resolver: ReturnType<typeof createResolver>;
  beforeAll(async () => {
    await dns.start();
    resolver = createResolver({ dnsServer: dns.address, dnsTimeoutMs: 1000 });
  });
  afterAll(() => dns.stop());

  const messages = async (name: string, apex: boolean) =>
    (await checkDomainDns(resolver, { name, token, apex }, config)).map((p) => p.message);

  it('lists the records to create: TXT, CNAME for subdomains, A/AAAA', () => {
    expect(
      expectedRecords('go.acme-coffee.sa', token, false, config).map((r) => `${r.type} ${r.host} ${r.value} ${r.option}`),
    ).toEqual([
      `TXT _rabt-challenge.go.acme-coffee.sa ${token} required`,
      'CNAME go.acme-coffee.sa short.rabt.test cname',
      'A go.acme-coffee.sa 198.51.100.7 address',
      'AAAA go.acme-coffee.sa 2001:db8::7 address',
    ]);
    expect(expectedRecords('acme-coffee.sa', token, true, config).map((r) => r.type)).toEqual(['TXT', 'A', 'AAAA']);
  });

  it('right records pass (A/AAAA, or CNAME on a subdomain)', async () => {
    dns.set('_rabt-challenge.right.example.com', { TXT: [['other=1'], [token]] });
    dns.set('right.example.com', { A: ['198.51.100.7'], AAAA: ['2001:db8::7'] });
    expect(await messages('right.example.com', false)).toEqual([]);
    dns.set('_rabt-challenge.alias.example.com', { TXT: [[token.slice(0, 10), token.slice(10)]] });
    dns.set('alias.example.com', { CNAME: 'short.rabt.test' });
    dns.set('short.rabt.test', { A: ['198.51.100.7'] });
    expect(await messages('alias.example.com', false)).toEqual([]);
  });

  it('missing records are named', async () => {
    expect(await messages('missing.example.com', false)).toEqual([
      'TXT _rabt-challenge.missing.example.com not found',
      'A record of missing.example.com not found; expected 198.51.100.7, 2001:db8::7 (or CNAME to short.rabt.test)',
    ]);
    expect(await messages('missing-apex.sa', true)).toEqual([
      'TXT _rabt-challenge.missing-apex.sa not found',
      'A record of missing-apex.sa not found; expected 198.51.100.7, 2001:db8::7',
    ]);
  });

  it('wrong records say what they point to and what was expected', async () => {
    dns.set('_rabt-challenge.wrong.example.com', { TXT: [['rabt-verify=stale']] });
    dns.set('wrong.example.com', { A: ['203.0.113.9'] });
    expect(await messages('wrong.example.com', false)).toEqual([
      `TXT _rabt-challenge.wrong.example.com is "rabt-verify=stale", expected "${token}"`,
      'A record of wrong.example.com points to 203.0.113.9, expected 198.51.100.7',
    ]);
    dns.set('wrong.example.com', { CNAME: 'elsewhere.example.net' });
    expect((await messages('wrong.example.com', false))[1]).toBe(
      'CNAME of wrong.example.com points to elsewhere.example.net, expected short.rabt.test',
    );
    dns.set('wrong.example.com', { A: ['198.51.100.7'], AAAA: ['2001:db8::99'] });
    expect((await messages('wrong.example.com', false))[1]).toBe(
      'AAAA record of wrong.example.com points to 2001:db8::99, expected 2001:db8::7',
    );
  });

  it('an unreachable resolver is a lookup failure, not a verdict', async () => {
    const dead = createResolver({ dnsServer: '127.0.0.1:9', dnsTimeoutMs: 200 });
    const problems = await checkDomainDns(dead, { name: 'x.example.com', token, apex: false }, config);
    expect(problems.every((p) => p.code === 'lookup_failed')).toBe(true);
    expect(problems[0]!.message).toMatch(/^TXT lookup of _rabt-challenge\.x\.example\.com failed \(E[A-Z]+\)/);
  });
});
