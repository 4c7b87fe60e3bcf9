/**
 * The DNS check of one domain, through node:dns/promises `Resolver` pointed at DNS_SERVER (or
 * the system's resolvers). It says precisely which record is missing or wrong:
 *   "TXT _rabt-challenge.go.example.com not found"
 *   "A record of go.example.com points to 203.0.113.9, expected 198.51.100.7"
 * Ownership: the TXT record must contain the domain's token. Routing: a CNAME to the configured
 * target (subdomains only), or A/AAAA records that all point at the redirect service's addresses.
 */
import { challengeHost, type DnsRecord, type DnsRecordType, type DomainProblem } from '@rabt/contract';
import { Resolver } from 'node:dns/promises';
import type { DomainsConfig } from './config.ts';

export type DnsLookup = Pick<Resolver, 'resolveTxt' | 'resolve4' | 'resolve6' | 'resolveCname'>;

export function createResolver(config: Pick<DomainsConfig, 'dnsServer' | 'dnsTimeoutMs'>): Resolver {
  const resolver = new Resolver({ timeout: config.dnsTimeoutMs, tries: 2 });
  if (config.dnsServer) resolver.setServers([config.dnsServer]);
  return resolver;
}

/** The records the customer must create, in the order the instructions list them. */
export function expectedRecords(
  name: string,
  token: string,
  apex: boolean,
  config: Pick<DomainsConfig, 'ipv4' | 'ipv6' | 'cnameTarget'>,
): DnsRecord[] {
  const records: DnsRecord[] = [
    { type: 'TXT', host: challengeHost(name), value: token, purpose: 'ownership', option: 'required' },
  ];
  if (!apex && config.cnameTarget)
    records.push({ type: 'CNAME', host: name, value: config.cnameTarget, purpose: 'routing', option: 'cname' });
  for (const ip of config.ipv4) records.push({ type: 'A', host: name, value: ip, purpose: 'routing', option: 'address' });
  for (const ip of config.ipv6) records.push({ type: 'AAAA', host: name, value: ip, purpose: 'routing', option: 'address' });
  return records;
}

type Lookup<T> = { ok: true; values: T[] } | { ok: false; absent: true } | { ok: false; absent: false; code: string };

async function lookup<T>(run: () => Promise<T[]>): Promise<Lookup<T>> {
  try {
    return { ok: true, values: await run() };
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? 'EUNKNOWN');
    // NOTFOUND: no such name; NODATA: the name exists without records of this type.
    if (code === 'ENOTFOUND' || code === 'ENODATA') return { ok: false, absent: true };
    return { ok: false, absent: false, code };
  }
}

const bare = (host: string) => host.toLowerCase().replace(/\.$/, '');
const list = (values: string[]) => values.join(', ');

function problem(
  record: DnsRecordType,
  host: string,
  code: DomainProblem['code'],
  found: string[],
  expected: string[],
  message: string,
): DomainProblem {
  return { record, host, code, found, expected, message };
}

function failedLookup(record: DnsRecordType, host: string, expected: string[], code: string): DomainProblem {
  return problem(
    record,
    host,
    'lookup_failed',
    [],
    expected,
    `${record} lookup of ${host} failed (${code}); it is retried automatically`,
  );
}

export async function checkOwnership(dns: DnsLookup, name: string, token: string): Promise<DomainProblem[]> {
  const host = challengeHost(name);
  const txt = await lookup(() => dns.resolveTxt(host));
  if (!txt.ok) {
    return txt.absent
      ? [problem('TXT', host, 'missing', [], [token], `TXT ${host} not found`)]
      : [failedLookup('TXT', host, [token], txt.code)];
  }
  const values = txt.values.map((chunks) => chunks.join(''));
  if (values.includes(token)) return [];
  return [problem('TXT', host, 'wrong', values, [token], `TXT ${host} is "${values.join('", "')}", expected "${token}"`)];
}

async function checkAddresses(
  dns: DnsLookup,
  name: string,
  type: 'A' | 'AAAA',
  expected: string[],
): Promise<{ present: boolean; problems: DomainProblem[] }> {
  if (expected.length === 0) return { present: false, problems: [] };
  const found = await lookup(() => (type === 'A' ? dns.resolve4(name) : dns.resolve6(name)));
  if (!found.ok) return { present: false, problems: found.absent ? [] : [failedLookup(type, name, expected, found.code)] };
  const values = found.values.map((v) => v.toLowerCase());
  const wrong = values.filter((v) => !expected.includes(v));
  if (wrong.length === 0) return { present: true, problems: [] };
  return {
    present: true,
    problems: [
      problem(
        type,
        name,
        'wrong',
        values,
        expected,
        `${type} record of ${name} points to ${list(wrong)}, expected ${list(expected)}`,
      ),
    ],
  };
}

export async function checkRouting(
  dns: DnsLookup,
  name: string,
  apex: boolean,
  config: Pick<DomainsConfig, 'ipv4' | 'ipv6' | 'cnameTarget'>,
): Promise<DomainProblem[]> {
  const target = config.cnameTarget;
  if (!apex && target) {
    const cname = await lookup(() => dns.resolveCname(name));
    if (cname.ok && cname.values.length > 0) {
      const values = cname.values.map(bare);
      if (values.includes(target)) return [];
      return [
        problem('CNAME', name, 'wrong', values, [target], `CNAME of ${name} points to ${list(values)}, expected ${target}`),
      ];
    }
    if (!cname.ok && !cname.absent) return [failedLookup('CNAME', name, [target], cname.code)];
  }
  if (config.ipv4.length === 0 && config.ipv6.length === 0) {
    if (!apex && target) {
      return [problem('CNAME', name, 'missing', [], [target], `CNAME ${name} not found (expected ${target})`)];
    }
    return []; // Nothing configured to check against (development); ownership alone decides.
  }
  const a = await checkAddresses(dns, name, 'A', config.ipv4);
  const aaaa = await checkAddresses(dns, name, 'AAAA', config.ipv6);
  const problems = [...a.problems, ...aaaa.problems];
  if (a.present || aaaa.present || problems.length > 0) return problems;
  const expected = [...config.ipv4, ...config.ipv6];
  const type: DnsRecordType = config.ipv4.length > 0 ? 'A' : 'AAAA';
  const alternatives = !apex && target ? ` (or CNAME to ${target})` : '';
  return [
    problem(
      type,
      name,
      'missing',
      [],
      expected,
      `${type} record of ${name} not found; expected ${list(expected)}${alternatives}`,
    ),
  ];
}

export async function checkDomainDns(
  dns: DnsLookup,
  domain: { name: string; token: string; apex: boolean },
  config: Pick<DomainsConfig, 'ipv4' | 'ipv6' | 'cnameTarget'>,
): Promise<DomainProblem[]> {
  const [ownership, routing] = await Promise.all([
    checkOwnership(dns, domain.name, domain.token),
    checkRouting(dns, domain.name, domain.apex, config),
  ]);
  return [...ownership, ...routing];
}
