/**
 * Branded (custom) short domains: the Domain the API answers with, its verification records,
 * the precise problems a DNS check found, the uploaded certificate, and the host-name rules the
 * add form and the server share (IDN → punycode, lower-case, no scheme/path/port, not an IP).
 *
 * States (spec §4): not_verified → pending (verification started) → active, or failed; failed
 * offers a retry (back to pending).
 */
import { array, boolean, enums, nullable, number, object, optional, size, string, type Infer } from 'superstruct';
import { IsoDate } from './common.ts';
import { results } from './envelope.ts';

export const domainStates = ['not_verified', 'pending', 'active', 'failed'] as const;
export type DomainState = (typeof domainStates)[number];

/** The TXT record proving ownership lives at `_rabt-challenge.<domain>`. */
export const CHALLENGE_LABEL = '_rabt-challenge';
/** A certificate that expires within this many days is shown as "expiring soon". */
export const CERTIFICATE_EXPIRY_WARNING_DAYS = 14;
export const DOMAIN_NAME_MAX = 253;
/** While pending, the app re-reads the domain this often (the server re-checks DNS on its own schedule). */
export const DOMAIN_PENDING_POLL_MS = 30_000;

/** Spec §8. */
export const DOMAIN_DUPLICATE_MESSAGE = 'Requested domain is claimed.';
/** Spec §8 "a domain-add failure message": anything other than a field error or a known code. */
export const DOMAIN_ADD_FAILED_MESSAGE = 'The domain could not be added. Please try again.';

export const dnsRecordTypes = ['TXT', 'A', 'AAAA', 'CNAME'] as const;
export type DnsRecordType = (typeof dnsRecordTypes)[number];

/**
 * One record the customer creates at their DNS provider. `option`: `required` records are all
 * needed; routing is either the `cname` record or the `address` records (A and/or AAAA).
 */
export const DnsRecord = object({
  type: enums(dnsRecordTypes),
  /** Fully qualified name, e.g. `_rabt-challenge.go.example.com`. */
  host: string(),
  value: string(),
  purpose: enums(['ownership', 'routing']),
  option: enums(['required', 'cname', 'address']),
});
export type DnsRecord = Infer<typeof DnsRecord>;

/**
 * What a DNS check found wrong with one record. `message` is the English sentence the server
 * logs and answers ("TXT _rabt-challenge.go.example.com not found"); the app renders its own
 * wording from the parts, so Arabic says the same thing.
 */
export const DomainProblem = object({
  record: enums(dnsRecordTypes),
  host: string(),
  /**
   * missing: no such record; wrong: present with other values; lookup_failed: the DNS query itself
   * failed; taken: another account verified this name first (a domain is exclusive once verified).
   */
  code: enums(['missing', 'wrong', 'lookup_failed', 'taken']),
  found: array(string()),
  expected: array(string()),
  message: string(),
});
export type DomainProblem = Infer<typeof DomainProblem>;

export const CertificateInfo = object({
  /** upload today; acme once automatic certificates exist (docs/decisions/040-domains-tls-certificates.md). */
  source: enums(['upload', 'acme']),
  subject: nullable(string()),
  issuer: nullable(string()),
  /** Subject alternative DNS names (or the common name when there are none). */
  hosts: array(string()),
  valid_from: IsoDate,
  valid_to: IsoDate,
  fingerprint256: string(),
  self_signed: boolean(),
  /** Certificates in the uploaded chain, the leaf included. */
  chain_length: number(),
  uploaded_at: IsoDate,
});
export type CertificateInfo = Infer<typeof CertificateInfo>;

export const Domain = object({
  id: string(),
  /** ASCII (punycode) host name, lower-case: what links and DNS use. */
  name: string(),
  /** The Unicode form for display (equal to name unless the domain is internationalised). */
  display_name: string(),
  state: enums(domainStates),
  /** A zone apex (`acme-coffee.sa`) cannot hold a CNAME: it needs A/AAAA records. */
  apex: boolean(),
  records: array(DnsRecord),
  /** From the latest check; empty when it passed or never ran. */
  problems: array(DomainProblem),
  verification_started_at: nullable(IsoDate),
  checked_at: nullable(IsoDate),
  next_check_at: nullable(IsoDate),
  verified_at: nullable(IsoDate),
  certificate: nullable(CertificateInfo),
  /** Links on this domain (removing the domain removes them). */
  links: number(),
  created_at: IsoDate,
  updated_at: IsoDate,
  /** Over the plan's limit after a downgrade: viewable and deletable, not editable (decision 075). Absent = editable. */
  read_only: optional(boolean()),
});
export type Domain = Infer<typeof Domain>;

export const AddDomainRequest = object({ name: size(string(), 1, 300) });
export type AddDomainRequest = Infer<typeof AddDomainRequest>;

export const UploadCertificateRequest = object({
  certificate: size(string(), 1, 64 * 1024),
  private_key: size(string(), 1, 32 * 1024),
});
export type UploadCertificateRequest = Infer<typeof UploadCertificateRequest>;

export const DomainResponse = results(Domain);
export const DomainListResponse = results(array(Domain));
export const DeleteDomainResponse = results(object({ id: string(), deleted: boolean(), links_deleted: number() }));
export const CertificateResponse = results(nullable(CertificateInfo));

// ---------------------------------------------------------------------------------------------
// Host-name rules (shared by the add form and the server)
// ---------------------------------------------------------------------------------------------

export type DomainNameError =
  'required' | 'has_scheme' | 'has_path' | 'has_port' | 'is_ip' | 'invalid' | 'single_label' | 'too_long';

export const DOMAIN_NAME_MESSAGES: Record<DomainNameError, string> = {
  required: 'Domain is required',
  has_scheme: 'Enter the domain only, without http:// or https://',
  has_path: 'Enter the domain only, without a path',
  has_port: 'Enter the domain only, without a port',
  is_ip: 'Enter a domain name, not an IP address',
  invalid: 'Enter a valid domain name, e.g. go.example.com',
  single_label: 'Enter a full domain name with a dot, e.g. go.example.com',
  too_long: 'The domain name is too long',
};

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Normalises what a person typed into the ASCII host name (IDN → punycode via WHATWG URL, which
 * browsers and Node implement alike), or says precisely what is wrong with it.
 */
export function normalizeDomainName(input: string): { ok: true; name: string } | { ok: false; error: DomainNameError } {
  let v = input.trim().replace(/\.$/, '');
  if (v === '') return { ok: false, error: 'required' };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(v)) return { ok: false, error: 'has_scheme' };
  if (/[/?#]/.test(v)) return { ok: false, error: 'has_path' };
  if (/^\[.*\]/.test(v) || (v.match(/:/g)?.length ?? 0) > 1) return { ok: false, error: 'is_ip' };
  if (/:\d*$/.test(v)) return { ok: false, error: 'has_port' };
  if (/[\s@\\:]/.test(v)) return { ok: false, error: 'invalid' };
  let ascii: string;
  try {
    ascii = new URL(`http://${v}/`).hostname;
  } catch {
    return { ok: false, error: 'invalid' };
  }
  v = ascii.toLowerCase();
  if (/^\d+(\.\d+){0,3}$/.test(v) || v.startsWith('[')) return { ok: false, error: 'is_ip' };
  if (v.length > DOMAIN_NAME_MAX) return { ok: false, error: 'too_long' };
  const labels = v.split('.');
  if (labels.length < 2) return { ok: false, error: 'single_label' };
  if (!labels.every((l) => LABEL.test(l))) return { ok: false, error: 'invalid' };
  if (/^\d+$/.test(labels.at(-1)!)) return { ok: false, error: 'invalid' };
  return { ok: true, name: v };
}

/** Second-level labels under which country codes register names (acme.com.sa is an apex). */
const SECOND_LEVELS = new Set([
  'com',
  'net',
  'org',
  'edu',
  'gov',
  'co',
  'ac',
  'med',
  'sch',
  'ltd',
  'plc',
  'me',
  'or',
  'ne',
  'go',
]);

/**
 * Whether a host is a zone apex (registered domain) rather than a subdomain. A heuristic without
 * the public suffix list: two labels (acme-coffee.sa), or three under a country code's generic
 * second level (acme.com.sa, acme.co.uk). When unsure it says "subdomain", and the instructions
 * always offer A/AAAA records too, which work for both.
 */
export function isApexDomain(name: string): boolean {
  const labels = name.split('.');
  if (labels.length <= 2) return true;
  return labels.length === 3 && labels[2]!.length === 2 && SECOND_LEVELS.has(labels[1]!);
}

export function challengeHost(name: string): string {
  return `${CHALLENGE_LABEL}.${name}`;
}

/** Whole days until a certificate's expiry (negative once expired). */
export function certificateDaysLeft(validTo: string, now: Date = new Date()): number {
  return Math.floor((Date.parse(validTo) - now.getTime()) / 86_400_000);
}

export function certificateExpiresSoon(validTo: string, now: Date = new Date()): boolean {
  return certificateDaysLeft(validTo, now) < CERTIFICATE_EXPIRY_WARNING_DAYS;
}
