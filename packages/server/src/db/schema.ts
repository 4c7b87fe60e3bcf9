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

export interface AccountsTable {
  id: string;
  name: string;
  plan_id: string | null;
  created_at: Iso;
  updated_at: Iso;
  deleted_at: Iso | null;
}

export interface MembershipsTable {
  id: string;
  account_id: string;
  customer_id: string;
  role: string;
  permissions: DbJson;
  created_at: Iso;
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

export interface Database {
  customers: CustomersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  memberships: MembershipsTable;
  workspaces: WorkspacesTable;
  invitations: InvitationsTable;
  email_verification_tokens: EmailVerificationTokensTable;
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
}

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
