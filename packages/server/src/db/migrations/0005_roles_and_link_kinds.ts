/**
 * Permissions and link kinds (decision 050).
 * - Membership and invitation roles move to the four built-in roles: the old `member` (publish
 *   scope only) becomes `editor`, which publishes and may look at the rest.
 * - `links.kind`: a QR code or a business card owns link rows of its own kind, so its scans,
 *   views and saves flow through the same redirect cache and click pipeline; the links list and
 *   the plan's links limit count only `kind = 'link'`.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update memberships set role = 'editor' where role = 'member'`.execute(db);
  await sql`update invitations set role = 'editor' where role = 'member'`.execute(db);
  await db.schema
    .alterTable('links')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('link'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('links').dropColumn('kind').execute();
  await sql`update invitations set role = 'member' where role in ('editor', 'viewer')`.execute(db);
  await sql`update memberships set role = 'member' where role in ('editor', 'viewer')`.execute(db);
}
