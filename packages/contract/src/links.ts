/**
 * Short links: the Link the API answers with, the create/update bodies, the list query, and the
 * bulk CSV import job. Field names follow the spec (long_url, nip, lock_pass, utm_*).
 *
 * Rules the structs cannot express alone (a parseable http(s) URL, expiry after schedule, reserved
 * nips) live in the exported helpers below, so the app's forms and the server refuse the same input.
 */
import {
  array,
  boolean,
  enums,
  nullable,
  number,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  type Infer,
} from 'superstruct';
import { IsoDate } from './common.ts';
import { page, results } from './envelope.ts';

export const LONG_URL_MAX = 2048;
export const NIP_MAX = 64;
/** Longest title and UTM value accepted; longer input is refused with the limit named, never cut. */
export const TITLE_MAX = 500;
export const UTM_MAX = 200;
/** Generated nips: 7 characters from an alphabet without look-alikes (0/O, 1/l/I). */
export const GENERATED_NIP_LENGTH = 7;
export const NIP_ALPHABET = '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
export const NIP_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const LINKS_PER_PAGE_MAX = 100;

/**
 * Paths the short domain (or the app on the same host) needs for itself. Compared
 * case-insensitively, so `API` and `Admin` are refused too.
 */
export const RESERVED_NIPS: readonly string[] = [
  'api',
  'app',
  'login',
  'logout',
  'register',
  'signup',
  'forgot',
  'reset',
  'onboard',
  'admin',
  'static',
  'assets',
  'healthz',
  'health',
  'favicon.ico',
  'robots.txt',
  'links',
  'settings',
  'billing',
  'analytics',
  'qrs',
  'cards',
  'workspaces',
  '_',
  '-',
  '.well-known',
  'www',
  'mail',
];

export function isReservedNip(nip: string): boolean {
  return RESERVED_NIPS.includes(nip.toLowerCase());
}

/** Spec §5: "a valid URL starting with http:// or https://". */
export function isValidLongUrl(value: string): boolean {
  if (value.length > LONG_URL_MAX || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * The API's English messages for link fields (API errors and refused import rows). They use the
 * screens' words ("Short code", never the field name `nip`); screens translate a known message by
 * its key (`linkMessageKey`) and show any other as written.
 */
export const LINK_MESSAGES = {
  longUrlRequired: 'Destination URL is required',
  longUrlInvalid: 'Destination URL must be a valid URL starting with http:// or https://',
  longUrlTooLong: `Destination URL must be at most ${LONG_URL_MAX.toLocaleString('en')} characters`,
  longUrlLoop: 'Destination URL cannot be a short link of this service',
  titleTooLong: `Title must be at most ${TITLE_MAX} characters`,
  utmTooLong: `UTM values must be at most ${UTM_MAX} characters`,
  domainRequired: 'Domain is required',
  domainUnknown: 'This domain is not available to your account',
  nipRequired: 'Short code is required',
  nipInvalid: `Short code may only use letters, digits, - and _ (1 to ${NIP_MAX} characters)`,
  nipReserved: 'This short code is reserved; choose another one',
  nipTaken: 'This short code is already used on this domain',
  nipGenerateFailed: 'Could not generate a free short code; try again',
  dateInvalid: 'Enter a valid date and time',
  expiryBeforeSchedule: 'Expiry must be after the schedule date',
  expiryPast: 'Expiry must be in the future',
  workspaceUnknown: 'This workspace does not exist in your account',
} as const;
export type LinkMessageKey = keyof typeof LINK_MESSAGES;

/** The key of one of LINK_MESSAGES, or undefined for any other text. */
export function linkMessageKey(message: string): LinkMessageKey | undefined {
  return (Object.keys(LINK_MESSAGES) as LinkMessageKey[]).find((key) => LINK_MESSAGES[key] === message);
}

export const linkStatuses = ['active', 'scheduled', 'expired', 'protected'] as const;
export type LinkStatus = (typeof linkStatuses)[number];

/**
 * The status is computed from the clock when the link is read (never a stored flag): scheduled
 * before schedule_at, expired from expires_at on, protected when a password is set, else active.
 */
export function linkStatus(
  link: { schedule_at: string | null; expires_at: string | null; has_password: boolean },
  now: Date = new Date(),
): LinkStatus {
  const t = now.getTime();
  if (link.schedule_at && Date.parse(link.schedule_at) > t) return 'scheduled';
  if (link.expires_at && Date.parse(link.expires_at) <= t) return 'expired';
  return link.has_password ? 'protected' : 'active';
}

export const utmFields = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof utmFields)[number];

export const Link = object({
  id: string(),
  /** The short domain's name, e.g. `localhost:3001` or `go.example.com`. */
  domain: string(),
  nip: string(),
  /** What to share: `<scheme>://<domain>/<nip>`. */
  short_url: string(),
  long_url: string(),
  title: nullable(string()),
  workspace_id: string(),
  /** The password itself is write-only (lock_pass); only its presence is ever answered. */
  has_password: boolean(),
  schedule_at: nullable(IsoDate),
  expires_at: nullable(IsoDate),
  utm_source: nullable(string()),
  utm_medium: nullable(string()),
  utm_campaign: nullable(string()),
  utm_term: nullable(string()),
  utm_content: nullable(string()),
  status: enums(linkStatuses),
  /** Visits counted so far (daily rollups; visits still in the ~1 s write queue are not included). */
  clicks: number(),
  created_at: IsoDate,
  updated_at: IsoDate,
  /** Over the plan's limit after a downgrade: viewable and deletable, not editable (decision 075). Absent = editable. */
  read_only: optional(boolean()),
});
export type Link = Infer<typeof Link>;

/** The length check comes first, so a too-long URL is reported as too long, not as "not a URL". */
const LongUrl = refine(size(string(), 0, LONG_URL_MAX), 'long_url', isValidLongUrl);
const Nip = pattern(size(string(), 1, NIP_MAX), NIP_PATTERN);
const Utm = optional(nullable(size(string(), 0, UTM_MAX)));
const Title = optional(nullable(size(string(), 0, TITLE_MAX)));
const OptionalDate = optional(nullable(IsoDate));

const linkFields = {
  long_url: LongUrl,
  title: Title,
  /** Custom short code; omitted (or null) on create: one is generated. */
  nip: optional(nullable(Nip)),
  /** The short domain's name; defaults to the default short domain. */
  domain: optional(size(string(), 1, 253)),
  /** Write-only. A string sets the password, null removes it, omitted keeps it (on update). */
  lock_pass: optional(nullable(size(string(), 1, 200))),
  schedule_at: OptionalDate,
  expires_at: OptionalDate,
  utm_source: Utm,
  utm_medium: Utm,
  utm_campaign: Utm,
  utm_term: Utm,
  utm_content: Utm,
  /** Defaults to the account's default workspace. */
  workspace_id: optional(size(string(), 1, 64)),
};

/** POST links. */
export const CreateLinkRequest = object(linkFields);
export type CreateLinkRequest = Infer<typeof CreateLinkRequest>;

/**
 * PUT links/{id}: long_url is required (the form always sends it); any other field left out keeps
 * its value, null clears it.
 */
export const UpdateLinkRequest = object(linkFields);
export type UpdateLinkRequest = Infer<typeof UpdateLinkRequest>;

export const linkSorts = ['created_at', 'clicks', 'title'] as const;
export type LinkSort = (typeof linkSorts)[number];

/** GET links query. Numbers arrive as query-string text. */
export const LinkListQuery = object({
  q: optional(size(string(), 0, 200)),
  domain: optional(size(string(), 1, 253)),
  workspace_id: optional(size(string(), 1, 64)),
  status: optional(enums(linkStatuses)),
  sort: optional(enums(linkSorts)),
  order: optional(enums(['asc', 'desc'])),
  page: optional(pattern(string(), /^[1-9]\d{0,6}$/)),
  per_page: optional(refine(pattern(string(), /^[1-9]\d{0,2}$/), 'per_page', (v) => Number(v) <= LINKS_PER_PAGE_MAX)),
});
export type LinkListQuery = Infer<typeof LinkListQuery>;

export const LinkResponse = results(Link);
export const LinkListResponse = page(array(Link));
export const DeleteLinkResponse = results(object({ id: string(), deleted: boolean() }));

/**
 * One short domain new links of this account may use: the platform's default short domain
 * (`default: true`, from the server's SHORT_DOMAIN / SHORT_PORT) or one of the account's own
 * branded domains once verified (`active`). Pending, failed and unverified domains are not listed.
 */
export const LinkDomain = object({ name: string(), default: boolean() });
export type LinkDomain = Infer<typeof LinkDomain>;

/** GET links/domains: the default short domain's name, and every usable domain (the default first). */
export const LinkDomains = object({ default: string(), domains: array(LinkDomain) });
export type LinkDomains = Infer<typeof LinkDomains>;
export const LinkDomainsResponse = results(LinkDomains);

/** `details` of PLAN_LOCKED: the feature the account's plan lacks (the upgrade prompt names it). */
export const PlanLockedDetails = object({
  feature: enums(['branded_domains', 'link_schedule', 'link_expiry', 'link_password', 'analytics']),
  field: optional(string()),
  /** The cheapest plan that has the feature (the upgrade prompt names it). */
  upgrade_plan_id: optional(nullable(string())),
});
export type PlanLockedDetails = Infer<typeof PlanLockedDetails>;

// ---------------------------------------------------------------------------------------------
// Bulk CSV import
// ---------------------------------------------------------------------------------------------

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const importFields = [
  'long_url',
  'title',
  'nip',
  'domain',
  'schedule_at',
  'expires_at',
  'lock_pass',
  ...utmFields,
] as const;
export type ImportField = (typeof importFields)[number];

/**
 * Which CSV header feeds which link field, e.g. `{ "long_url": "Destination", "title": "Name" }`.
 * Without a mapping, headers named like the fields (long_url, title, nip …) are used.
 * Sent as the `mapping` multipart field, or the `mapping` query parameter with a text/csv body.
 */
const MappedColumn = optional(size(string(), 1, 200));
export const ImportMapping = object({
  long_url: MappedColumn,
  title: MappedColumn,
  nip: MappedColumn,
  domain: MappedColumn,
  schedule_at: MappedColumn,
  expires_at: MappedColumn,
  lock_pass: MappedColumn,
  utm_source: MappedColumn,
  utm_medium: MappedColumn,
  utm_campaign: MappedColumn,
  utm_term: MappedColumn,
  utm_content: MappedColumn,
});
export type ImportMapping = Infer<typeof ImportMapping>;

export const RefusedRow = object({
  /** Spreadsheet row number: the header is row 1, the first data row is row 2. */
  row: number(),
  field: string(),
  reason: string(),
});
export type RefusedRow = Infer<typeof RefusedRow>;

export const importStatuses = ['queued', 'running', 'done', 'failed'] as const;
export const ImportJob = object({
  id: string(),
  status: enums(importStatuses),
  file_name: nullable(string()),
  /** 0…1, by bytes read. */
  progress: number(),
  rows_processed: number(),
  created_count: number(),
  refused_count: number(),
  /** The first 100 refused rows; all of them are in report.csv. */
  refused: array(RefusedRow),
  /** A problem with the whole file (not CSV, not UTF-8, …); null otherwise. */
  error: nullable(object({ code: string(), message: string() })),
  created_at: IsoDate,
  finished_at: nullable(IsoDate),
});
export type ImportJob = Infer<typeof ImportJob>;
export const ImportJobResponse = results(ImportJob);
