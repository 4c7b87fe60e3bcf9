/** One migration set, both dialects: up, down, up again, and the codec reads the same values on both. */
import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connect.ts';
import { migrateDown, migrateToLatest, migrations } from '../src/db/migrate.ts';
import { bool, json } from '../src/db/codec.ts';
import { newId } from '../src/lib/ids.ts';
import { describeEachDatabase } from './helpers/databases.ts';

describeEachDatabase('migrations and codec', (target) => {
  it('migrates up, down and up again; values round-trip identically', async () => {
    const created = await target.create();
    const handle = openDatabase(created.databaseUrl, created.databaseSchema);
    try {
      expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations));
      expect(await migrateToLatest(handle.db)).toEqual([]);
      for (let i = 0; i < Object.keys(migrations).length; i++) await migrateDown(handle.db);
      expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations));

      const now = new Date().toISOString();
      const accountId = newId();
      await handle.db
        .insertInto('accounts')
        .values({ id: accountId, name: 'Acme ✓ عربي', plan_id: null, created_at: now, updated_at: now, deleted_at: null })
        .execute();
      await handle.db
        .insertInto('workspaces')
        .values({
          id: newId(),
          account_id: accountId,
          name: 'W',
          is_default: bool.encode(true, handle.dialect),
          created_at: now,
          updated_at: now,
        })
        .execute();
      const row = await handle.db.selectFrom('workspaces').selectAll().executeTakeFirstOrThrow();
      expect(bool.decode(row.is_default)).toBe(true);
      expect(row.created_at).toBe(now);
      const account = await handle.db.selectFrom('accounts').selectAll().executeTakeFirstOrThrow();
      expect(account.name).toBe('Acme ✓ عربي');

      const { count } = await handle.db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(count).toBe(1);
      expect(typeof count).toBe('number');

      // JSON arrays are bound as text on both (pg would turn a JS array into an array literal).
      const customerId = newId();
      await handle.db
        .insertInto('customers')
        .values({
          id: customerId,
          name: 'x',
          first_name: null,
          last_name: null,
          email: 'x@example.com',
          phone: null,
          language: 'en',
          password_hash: 'h',
          email_verified_at: null,
          address_line1: null,
          address_line2: null,
          address_city: null,
          address_state: null,
          address_country: null,
          address_postal_code: null,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .execute();
      await handle.db
        .insertInto('memberships')
        .values({
          id: newId(),
          account_id: accountId,
          customer_id: customerId,
          role: 'owner',
          permissions: json.encode(['administration', 'publish']),
          created_at: now,
        })
        .execute();
      const membership = await handle.db.selectFrom('memberships').select('permissions').executeTakeFirstOrThrow();
      expect(json.decode(membership.permissions, [])).toEqual(['administration', 'publish']);

      // Foreign keys are enforced on both (SQLite needs the per-connection pragma).
      await expect(
        handle.db
          .insertInto('memberships')
          .values({
            id: newId(),
            account_id: 'missing',
            customer_id: customerId,
            role: 'owner',
            permissions: '[]',
            created_at: now,
          })
          .execute(),
      ).rejects.toThrow();
      // One default workspace per account.
      await expect(
        handle.db
          .insertInto('workspaces')
          .values({
            id: newId(),
            account_id: accountId,
            name: 'W2',
            is_default: bool.encode(true, handle.dialect),
            created_at: now,
            updated_at: now,
          })
          .execute(),
      ).rejects.toThrow();

      if (handle.dialect === 'sqlite') {
        const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
        expect(mode.rows[0]?.journal_mode).toBe('wal');
      }
    } finally {
      await handle.close();
      await created.drop();
    }
  });
});
