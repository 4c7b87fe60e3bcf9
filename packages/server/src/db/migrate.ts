/** Migrations are TypeScript modules listed here (no directory scan), so bundling or tsx both work. */
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import * as m0001 from './migrations/0001_initial.ts';
import * as m0002 from './migrations/0002_links.ts';
import * as m0003 from './migrations/0003_domains.ts';
import * as m0004 from './migrations/0004_clicks_lean.ts';
import * as m0005 from './migrations/0005_roles_and_link_kinds.ts';
import * as m0006 from './migrations/0006_hardening.ts';
import * as m0007 from './migrations/0007_org.ts';
import * as m0008 from './migrations/0008_billing.ts';
import * as m0009 from './migrations/0009_qrs.ts';
import * as m0010 from './migrations/0010_cards.ts';
import * as m0011 from './migrations/0011_analytics.ts';
import * as m0013 from './migrations/0013_workspace_items.ts';
import * as m0014 from './migrations/0014_billing_anchor.ts';
import * as m0015 from './migrations/0015_analytics_link_hourly.ts';
import * as m0016 from './migrations/0016_account_logo.ts';
import * as m0017 from './migrations/0017_analytics_link_days.ts';
import * as m0018 from './migrations/0018_analytics_unread_rows.ts';
import * as m0019 from './migrations/0019_qr_cards.ts';
import * as m0020 from './migrations/0020_email_changes.ts';
import * as m0021 from './migrations/0021_weekly_reports.ts';
import * as m0022 from './migrations/0022_certificate_expiry_warning.ts';
import * as m0023 from './migrations/0023_analytics_link_filters.ts';
import * as m0025 from './migrations/0025_clicks_link_at_visitor.ts';
import * as m0026 from './migrations/0026_analytics_scope_rollups.ts';
import * as m0027 from './migrations/0027_analytics_scope_open_day.ts';
import * as m0028 from './migrations/0028_click_rollups_daily_totals.ts';
import * as m0029 from './migrations/0029_analytics_scope_open_day_minutes.ts';
import type { Db } from './schema.ts';

export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_links': m0002,
  '0003_domains': m0003,
  '0004_clicks_lean': m0004,
  '0005_roles_and_link_kinds': m0005,
  '0006_hardening': m0006,
  '0007_org': m0007,
  '0008_billing': m0008,
  '0009_qrs': m0009,
  '0010_cards': m0010,
  '0011_analytics': m0011,
  '0013_workspace_items': m0013,
  '0014_billing_anchor': m0014,
  '0015_analytics_link_hourly': m0015,
  '0016_account_logo': m0016,
  '0017_analytics_link_days': m0017,
  '0018_analytics_unread_rows': m0018,
  '0019_qr_cards': m0019,
  '0020_email_changes': m0020,
  '0021_weekly_reports': m0021,
  '0022_certificate_expiry_warning': m0022,
  '0023_analytics_link_filters': m0023,
  '0025_clicks_link_at_visitor': m0025,
  '0026_analytics_scope_rollups': m0026,
  '0027_analytics_scope_open_day': m0027,
  '0028_click_rollups_daily_totals': m0028,
  '0029_analytics_scope_open_day_minutes': m0029,
};

/**
 * `schema` (PostgreSQL with DATABASE_SCHEMA): Kysely checks whether its bookkeeping tables exist by
 * looking at every schema of the database, so a second schema (one per test file, or a second app
 * in one database) would find another schema's tables and then fail to read its own. Naming the
 * schema makes the check and the tables match the search_path.
 */
function migrator(db: Db, schema: string | null): Migrator {
  return new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

function check(result: MigrationResultSet): MigrationResultSet {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const error = new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(result.error)}`);
    (error as Error & { cause: unknown }).cause = result.error;
    throw error;
  }
  return result;
}

export async function migrateToLatest(db: Db, schema: string | null = null): Promise<string[]> {
  const result = check(await migrator(db, schema).migrateToLatest());
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Up or down to the named migration (tests that check one migration's data move use it). */
export async function migrateTo(db: Db, name: string, schema: string | null = null): Promise<string[]> {
  const result = check(await migrator(db, schema).migrateTo(name));
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateDown(db: Db, schema: string | null = null): Promise<void> {
  check(await migrator(db, schema).migrateDown());
}
