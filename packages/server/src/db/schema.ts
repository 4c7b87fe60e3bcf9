/**
 * Row types as both drivers return them. Columns that differ by driver (booleans: 1/0 vs
 * true/false; JSON: text vs object) are typed as the union and read through `codec.ts`.
 */
import type { ColumnType, Generated, Kysely } from 'kysely';

type Iso = string;
type DbBool = number | boolean;
type DbJson = string | unknown;
export interface CustomersTable {
  id: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  language: string;
  password_hash: string;
  email_verified_at: Iso | null;
  address_line1: string | null;
  address_line2: string | null;
  address_city: string | null;
  address_state: string | null;
  address_country: string | null;
  address_postal_code: string | null;
  created_at: Iso;
  updated_at: Iso;
  deleted_at: Iso | null;
  // 0007_org (JSON NotificationSettings; null = defaults)
  notification_settings: string | null;
}
export interface SessionsTable {
  id: string;
  customer_id: string;
  token_hash: string;
  created_at: Iso;
  last_used_at: Iso;
  expires_at: Iso;
  revoked_at: Iso | null;
  ip: string | null;
  user_agent: string | null;
}

type Opt<T> = ColumnType<T | null, T | null | undefined, T | null>;
export interface AccountsTable {
  id: string;
  name: string;
  plan_id: string | null;
  created_at: Iso;
  updated_at: Iso;
  deleted_at: Iso | null;
  // 0007_org: business details (invoice_address is JSON Address)
  logo_url: Opt<string>;
  country: Opt<string>;
  legal_name: Opt<string>;
  tax_id: Opt<string>;
  invoice_email: Opt<string>;
  invoice_address: Opt<string>;
  // 0016_account_logo: the uploaded logo (base64 square JPEG) and its content hash; logo_url is
  // the web address typed before uploads existed, shown only while no logo is uploaded.
  logo_jpeg: Opt<string>;
  logo_hash: Opt<string>;
}
export interface MembershipsTable {
  id: string;
  account_id: string;
  customer_id: string;
  role: string;
  permissions: DbJson;
  created_at: Iso;
  // 0007_org
  workspace_ids: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface WorkspacesTable {
  id: string;
  account_id: string;
  name: string;
  is_default: DbBool;
  created_at: Iso;
  updated_at: Iso;
}
export interface InvitationsTable {
  id: string;
  account_id: string;
  email: string;
  role: string;
  permissions: DbJson;
  invited_by: string | null;
  created_at: Iso;
  expires_at: Iso;
  accepted_at: Iso | null;
  declined_at: Iso | null;
  // 0007_org
  workspace_ids: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface EmailVerificationTokensTable {
  id: string;
  customer_id: string;
  email: string;
  token_hash: string;
  created_at: Iso;
  expires_at: Iso;
  used_at: Iso | null;
}
/** A pending change of a verified address (decision 114). */
export interface EmailChangesTable {
  id: string;
  customer_id: string;
  email: string;
  token_hash: string;
  created_at: Iso;
  expires_at: Iso;
  used_at: Iso | null;
  cancelled_at: Iso | null;
}
export interface PasswordResetTokensTable {
  id: string;
  customer_id: string;
  token_hash: string;
  created_at: Iso;
  expires_at: Iso;
  used_at: Iso | null;
}
export interface MailOutboxTable {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  language: string;
  text_body: string;
  html_body: string;
  created_at: Iso;
}
export interface SubscriptionsTable {
  id: string;
  account_id: string;
  plan_id: string;
  interval: string;
  status: string;
  current_period_start: Iso;
  current_period_end: Iso | null;
  cancel_at: Iso | null;
  created_at: Iso;
  updated_at: Iso;
  cancel_reason: string | null;
  canceled_at: Iso | null;
  pending_plan_id: string | null;
  pending_interval: string | null;
  past_due_since: Iso | null;
  grace_until: Iso | null;
  provider_subscription_id: string | null;
  provider_synced_at: Iso | null;
  // 0014_billing_anchor: the day of month monthly/yearly periods end on (decision 076); null = the start's day.
  anchor_day: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface AccountDeletionsTable {
  id: string;
  customer_id: string;
  reason: string;
  feedback: string | null;
  created_at: Iso;
}
export interface DomainsTable {
  id: string;
  account_id: string | null;
  name: string;
  verification_state: string;
  is_default: DbBool;
  created_at: Iso;
  updated_at: Iso;
  // 0003_domains (null on platform domains)
  verification_token: ColumnType<string | null, string | null | undefined, string | null>;
  verification_started_at: ColumnType<Iso | null, Iso | null | undefined, Iso | null>;
  checked_at: ColumnType<Iso | null, Iso | null | undefined, Iso | null>;
  next_check_at: ColumnType<Iso | null, Iso | null | undefined, Iso | null>;
  verified_at: ColumnType<Iso | null, Iso | null | undefined, Iso | null>;
  check_problems: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface DomainCertificatesTable {
  domain_id: string;
  source: string;
  chain_pem: string;
  key_sealed: string;
  subject: string | null;
  issuer: string | null;
  hosts: DbJson;
  fingerprint256: string;
  self_signed: DbBool;
  chain_length: number;
  valid_from: Iso;
  valid_to: Iso;
  created_at: Iso;
  updated_at: Iso;
  /** 0022: when the expiry warning was mailed; null until then and after a new upload. */
  expiry_warned_at?: Iso | null;
}
export interface LinksTable {
  id: string;
  account_id: string;
  workspace_id: string;
  domain_id: string;
  nip: string;
  long_url: string;
  title: string | null;
  lock_pass_hash: string | null;
  schedule_at: Iso | null;
  expires_at: Iso | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  clicks: ColumnType<number, number | undefined, number>;
  /** 0027: the time of the link's latest stored click (epoch ms), kept by the click writer. */
  last_click_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  created_by: string | null;
  created_at: Iso;
  updated_at: Iso;
  deleted_at: Iso | null;
  /** 0005: 'link' | 'qr' | 'card_view' | 'card_save'; lists and limits count only 'link'. */
  kind: ColumnType<LinkKind, LinkKind | undefined, LinkKind>;
}
export type LinkKind = 'link' | 'qr' | 'card_view' | 'card_save';
export interface ClicksTable {
  /** The table's integer row id (migration 0004): assigned by the database. */
  id: Generated<number>;
  link_id: string;
  account_id: string;
  /** ms since epoch (UTC) */
  at: number;
  country: string | null;
  city: string | null;
  device: string | null;
  os: string | null;
  browser: string | null;
  referrer_host: string | null;
  channel: string;
  // 0011_analytics
  region: ColumnType<string | null, string | null | undefined, string | null>;
  /** 48-bit hash of the day's salt, address and agent (number on SQLite, string from pg) */
  visitor: ColumnType<number | string | null, number | null | undefined, number | null>;
}
export interface ClickRollupsDailyTable {
  day: string;
  link_id: string;
  account_id: string;
  dimension: string;
  value: string;
  count: number;
}
export interface ImportJobsTable {
  id: string;
  account_id: string;
  created_by: string | null;
  workspace_id: string;
  status: string;
  file_name: string | null;
  mapping: DbJson;
  total_bytes: number;
  processed_bytes: number;
  rows_processed: number;
  created_count: number;
  refused_count: number;
  error_code: string | null;
  error_message: string | null;
  created_at: Iso;
  updated_at: Iso;
  finished_at: Iso | null;
  /** SHA-256 of the uploaded file (migration 0006): recognises a re-upload of the same file. */
  file_sha256: string | null;
}
export interface ImportRefusalsTable {
  job_id: string;
  row_no: number;
  field: string;
  reason: string;
}
export interface RolesTable {
  id: string;
  account_id: string;
  name: string;
  name_key: string;
  description: string | null;
  permissions: DbJson;
  version: number;
  created_at: Iso;
  updated_at: Iso;
}
export interface AccessRequestsTable {
  id: string;
  account_id: string;
  customer_id: string;
  kind: string;
  permission: string | null;
  path: string | null;
  message: string | null;
  state: string;
  role: string | null;
  decided_by: string | null;
  created_at: Iso;
  decided_at: Iso | null;
}
export interface ApiAppsTable {
  id: string;
  account_id: string;
  name: string;
  description: string | null;
  created_by: string | null;
  created_at: Iso;
  updated_at: Iso;
}
export interface ApiKeysTable {
  id: string;
  app_id: string;
  account_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  scopes: DbJson;
  created_by: string;
  created_at: Iso;
  last_used_at: Iso | null;
  revoked_at: Iso | null;
}
export interface BillingProfilesTable {
  account_id: string;
  name: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postal_code: string | null;
  tax_id: string | null;
  tax_id_type: string | null;
  provider_customer_id: string | null;
  credit_balance: ColumnType<number, number | undefined, number>;
  created_at: Iso;
  updated_at: Iso;
}
export interface PaymentMethodsTable {
  id: string;
  account_id: string;
  provider: string;
  provider_ref: string;
  provider_data: string | null;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  cardholder_name: string;
  is_primary: DbBool;
  status: string;
  created_at: Iso;
  updated_at: Iso;
}
export interface InvoicesTable {
  id: string;
  account_id: string;
  number: string;
  status: string;
  reason: string;
  purpose: string | null;
  issued_at: Iso;
  due_at: Iso;
  paid_at: Iso | null;
  period_start: Iso | null;
  period_end: Iso | null;
  currency: string;
  subtotal: number;
  tax_rate_bp: number;
  tax: number;
  total: number;
  issuer: string;
  recipient: string;
  lines: string;
  attempt_count: number;
  next_attempt_at: Iso | null;
  last_failure_code: string | null;
  provider_invoice_id: string | null;
  created_at: Iso;
  updated_at: Iso;
}
export interface PaymentsTable {
  id: string;
  account_id: string;
  invoice_id: string | null;
  payment_method_id: string | null;
  amount: number;
  currency: string;
  status: string;
  failure_code: string | null;
  card_brand: string | null;
  card_last4: string | null;
  provider_ref: string | null;
  created_at: Iso;
  updated_at: Iso;
}
export interface BillingEventsTable {
  id: string;
  provider: string;
  type: string;
  occurred_at: Iso;
  received_at: Iso;
}
export interface QrsTable {
  id: string;
  account_id: string;
  workspace_id: string;
  type: string;
  name: string;
  link_id: string | null;
  /** wifi: JSON { ssid, security, password, hidden } */
  wifi: string | null;
  /** JSON QrDesign */
  design: string;
  file_token: string | null;
  /** card: the card the code encodes (its public URL). */
  card_id?: string | null;
  created_by: string | null;
  created_at: Iso;
  updated_at: Iso;
  deleted_at: Iso | null;
}
export interface QrFilesTable {
  token: string;
  qr_id: string;
  account_id: string;
  name: string;
  mime: string;
  size: number;
  data: Buffer;
  created_at: Iso;
}
export interface CompaniesTable {
  id: string;
  account_id: string;
  name: string;
  website: string | null;
  address: string | null;
  /** E.164 */
  phone: string | null;
  brand_color: string;
  accent_color: string;
  card_theme: string;
  /** Square JPEG, base64. */
  logo_jpeg: string | null;
  logo_hash: string | null;
  created_at: Iso;
  updated_at: Iso;
  /** 0013_workspace_items (null only for rows written before it by hand). */
  workspace_id: string | null;
}
export interface CardsTable {
  id: string;
  account_id: string;
  company_id: string;
  slug: string;
  language: string;
  theme: string | null;
  prefix: string | null;
  first_name: string;
  last_name: string;
  suffix: string | null;
  pronouns: string | null;
  department: string;
  job_title: string;
  /** JSON arrays of { label, value } (phones in E.164). */
  websites: string;
  emails: string;
  phones: string;
  mobile: string | null;
  slogan: string | null;
  /** Square JPEG, base64. */
  photo_jpeg: string | null;
  photo_hash: string | null;
  view_link_id: string;
  save_link_id: string;
  created_by: string | null;
  created_at: Iso;
  updated_at: Iso;
  /** 0013_workspace_items (null only for rows written before it by hand). */
  workspace_id: string | null;
}
/** 0011_analytics: account-wide counts per UTC hour, per dimension, optionally under one visitor filter. */
export interface AnalyticsHourlyTable {
  account_id: string;
  /** '' (no filter) | country | device | channel | country+device | country+channel | device+channel | country+device+channel (0015: values joined by a tab) */
  fdim: string;
  fval: string;
  dim: string;
  /** hours since the epoch (UTC) */
  hour: number;
  value: string;
  count: ColumnType<number | string, number, number>;
}
/** 0026: `analytics_hourly`'s rows of a workspace (`w:<id>`) or domain (`d:<id>`), built for closed UTC days (decision 119). */
export interface AnalyticsScopeHourlyTable {
  scope: string;
  fdim: string;
  fval: string;
  dim: string;
  hour: number;
  value: string;
  account_id: string;
  count: ColumnType<number | string, number, number>;
}
/** 0026: what `analytics_scope_hourly` covers per scope: UTC days [from_day, through_day). */
export interface AnalyticsScopeBuildsTable {
  scope: string;
  account_id: string;
  from_day: number;
  through_day: number;
  version: ColumnType<number, number | undefined, number>;
  updated_at: string;
  /** 0029 (0027 by the hour): the rows also cover [through_day × 24 h, through_at) (epoch ms) while `hours_version` = `version`. */
  through_at: ColumnType<number | string, number | undefined, number>;
  hours_version: ColumnType<number, number | undefined, number>;
}
/** 0027: visitors already counted in a scope's built hours of the open UTC day (`day`: the salt's). */
export interface AnalyticsScopeVisitorsTable {
  scope: string;
  day: number;
  visitor: ColumnType<number | string, number, number>;
  account_id: string;
}
/** 0015_analytics_link_hourly: per-link counts per UTC hour and (dimension, value): `total` and `visitors` (0018 deleted `filters`). */
export interface AnalyticsLinkHourlyTable {
  link_id: string;
  dim: string;
  /** hours since the epoch (UTC) */
  hour: number;
  value: string;
  account_id: string;
  count: ColumnType<number | string, number, number>;
}
/** 0017_analytics_link_days: per-link clicks per UTC day under each visitor-filter context. */
export interface AnalyticsLinkDaysTable {
  link_id: string;
  /** as `analytics_hourly.fdim` ('' = all clicks) */
  fdim: string;
  fval: string;
  /** days since the epoch (UTC) */
  day: number;
  account_id: string;
  count: ColumnType<number | string, number, number>;
  /** 0023: the link's new visitor-days of the day under this context (first click on the link) */
  visitors: ColumnType<number | string, number | undefined, number>;
}
/** 0015: visitor-days a single-owner writer saw, appended per flush (its memory's snapshot). */
export interface AnalyticsVisitorLogTable {
  day: number;
  data: string;
}
export interface AnalyticsVisitorsTable {
  account_id: string;
  day: number;
  scope: string;
  visitor: ColumnType<number | string, number, number>;
}
export interface AnalyticsSaltsTable {
  day: number;
  salt: string;
}
export interface AnalyticsSettingsTable {
  account_id: string;
  raw_retention_days: number | null;
  updated_at: Iso;
}
/** 0021_weekly_reports: the weekly link report's ledger, claimed before sending (decision 115). */
export interface WeeklyReportsTable {
  account_id: string;
  customer_id: string;
  /** The reported week's Monday (UTC), YYYY-MM-DD. */
  week: string;
  claimed_at: Iso;
}
export interface Database {
  customers: CustomersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  memberships: MembershipsTable;
  workspaces: WorkspacesTable;
  invitations: InvitationsTable;
  email_verification_tokens: EmailVerificationTokensTable;
  email_changes: EmailChangesTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  subscriptions: SubscriptionsTable;
  account_deletions: AccountDeletionsTable;
  domains: DomainsTable;
  domain_certificates: DomainCertificatesTable;
  links: LinksTable;
  clicks: ClicksTable;
  click_rollups_daily: ClickRollupsDailyTable;
  import_jobs: ImportJobsTable;
  import_refusals: ImportRefusalsTable;
  roles: RolesTable;
  access_requests: AccessRequestsTable;
  api_apps: ApiAppsTable;
  api_keys: ApiKeysTable;
  billing_profiles: BillingProfilesTable;
  payment_methods: PaymentMethodsTable;
  invoices: InvoicesTable;
  payments: PaymentsTable;
  billing_events: BillingEventsTable;
  qrs: QrsTable;
  qr_files: QrFilesTable;
  companies: CompaniesTable;
  cards: CardsTable;
  analytics_hourly: AnalyticsHourlyTable;
  analytics_visitors: AnalyticsVisitorsTable;
  analytics_link_hourly: AnalyticsLinkHourlyTable;
  analytics_link_days: AnalyticsLinkDaysTable;
  analytics_scope_hourly: AnalyticsScopeHourlyTable;
  analytics_scope_builds: AnalyticsScopeBuildsTable;
  analytics_scope_visitors: AnalyticsScopeVisitorsTable;
  analytics_visitor_log: AnalyticsVisitorLogTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_settings: AnalyticsSettingsTable;
  weekly_reports: WeeklyReportsTable;
}
export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
