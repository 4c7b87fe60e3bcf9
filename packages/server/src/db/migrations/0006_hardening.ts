/**
 * Hardening (issue 16). Imports: `import_jobs.file_sha256`, so a re-upload of a file already
 * imported is recognised (refused when it completed, resumed after the committed rows when it was
 * interrupted).
 * Domains: a domain is exclusive only once verified (issue 16 item 6): the unique index on `domains.name`
 * becomes unique among `active` rows only, so several accounts may hold pending claims on one
 * name and the first to verify wins; one account still cannot add the same name twice.
 * Partial indexes work on SQLite (3.8+) and PostgreSQL alike.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_jobs').addColumn('file_sha256', 'text').execute();
  await db.schema.createIndex('import_jobs_account_file').on('import_jobs').columns(['account_id', 'file_sha256']).execute();
  await db.schema.dropIndex('domains_name_unique').execute();
  await sql`create unique index domains_name_active_unique on domains (name) where verification_state = 'active'`.execute(db);
  await db.schema.createIndex('domains_account_name_unique').on('domains').columns(['account_id', 'name']).unique().execute();
  await db.schema.createIndex('domains_name').on('domains').column('name').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Names claimed by several accounts cannot all stay: keep the verified row, else the oldest.
  await sql`delete from domains where id in (
      select d.id from domains d where exists (
        select 1 from domains o where o.name = d.name and o.id <> d.id and (
          o.verification_state = 'active' and d.verification_state <> 'active'
          or (o.verification_state <> 'active' and d.verification_state <> 'active' and o.created_at < d.created_at))))`.execute(
    db,
  );
  await db.schema.dropIndex('domains_name').execute();
  await db.schema.dropIndex('domains_account_name_unique').execute();
  await db.schema.dropIndex('domains_name_active_unique').execute();
  await db.schema.createIndex('domains_name_unique').on('domains').column('name').unique().execute();
  await db.schema.dropIndex('import_jobs_account_file').execute();
  await db.schema.alterTable('import_jobs').dropColumn('file_sha256').execute();
}
