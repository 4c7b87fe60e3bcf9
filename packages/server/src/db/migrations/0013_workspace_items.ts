/**
 * Cards and companies belong to a workspace like links and QR codes (decision 067), so lists can
 * filter by the switcher's workspace and members limited to some workspaces see only theirs.
 * Existing cards take the workspace of their view link (where their counters already live);
 * companies the account's default workspace. Nullable at the database level (SQLite cannot add a
 * NOT NULL column without a default); the app always writes it.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('workspace_id', 'text').execute();
  await db.schema.alterTable('cards').addColumn('workspace_id', 'text').execute();
  await sql`update cards set workspace_id = (select links.workspace_id from links where links.id = cards.view_link_id)`.execute(
    db,
  );
  await sql`update companies set workspace_id = (
    select workspaces.id from workspaces where workspaces.account_id = companies.account_id
    order by case when workspaces.is_default = true then 0 else 1 end, workspaces.created_at limit 1)`.execute(db);
  // A card whose view link is gone (should not happen) falls back to its company's workspace.
  await sql`update cards set workspace_id = (select companies.workspace_id from companies where companies.id = cards.company_id)
    where workspace_id is null`.execute(db);
  await db.schema.createIndex('companies_account_workspace').on('companies').columns(['account_id', 'workspace_id']).execute();
  await db.schema.createIndex('cards_account_workspace').on('cards').columns(['account_id', 'workspace_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('cards_account_workspace').execute();
  await db.schema.dropIndex('companies_account_workspace').execute();
  await db.schema.alterTable('cards').dropColumn('workspace_id').execute();
  await db.schema.alterTable('companies').dropColumn('workspace_id').execute();
}
