/** One migration set, both dialects: up, down, up again, and the codec reads the same values on both. */
import { expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../src/db/connect.ts';
import { migrateDown, migrateTo, migrateToLatest, migrations } from '../../src/db/migrate.ts';
import { bool, json } from '../../src/db/codec.ts';
import { newId } from '../../src/lib/ids.ts';
import { describeEachDatabase } from '../helpers/databases.ts';

/** Rollup rows for the 0018 test (one hour, one account). */
const linkHourlyRow = (link_id: string, dim: string, value: string, count: number) => ({
  link_id,
  dim,
  hour: 493_000,
  value,
  account_id: 'a1',
  count,
});
const kindRow = (value: string, count: number) => ({
  account_id: 'a1',
  fdim: '',
  fval: '',
  dim: 'kind',
  hour: 493_000,
  value,
  count,
});

describeEachDatabase('migrations and codec', (target) => {
  it('migrates up, down and up again; values round-trip identically', async () => {
    const created = await target.create();
    const handle = openDatabase(created.databaseUrl, created.databaseSchema);
    try {
      expect(await migrateToLatest(handle.db, created.databaseSchema)).toEqual(Object.keys(migrations));
      expect(await migrateToLatest(handle.db, created.databaseSchema)).toEqual([]);
      for (let i = 0; i < Object.keys(migrations).length; i++) await migrateDown(handle.db, created.databaseSchema);
      expect(await migrateToLatest(handle.db, created.databaseSchema)).toEqual(Object.keys(migrations));

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
  it('0004 keeps stored clicks: ISO time → epoch ms and a row id on the way up, back to ISO on the way down', async () => {
    const created = await target.create();
    const handle = openDatabase(created.databaseUrl, created.databaseSchema);
    const raw = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    try {
      await migrateToLatest(handle.db, created.databaseSchema);
      await migrateTo(handle.db, '0003_domains', created.databaseSchema); // back to 0003: the old clicks shape
      const now = '2026-11-23T10:00:00.000Z';
      const accountId = newId();
      const linkId = newId();
      const domainId = newId();
      const workspaceId = newId();
      await raw
        .insertInto('accounts')
        .values({ id: accountId, name: 'A', plan_id: null, created_at: now, updated_at: now, deleted_at: null })
        .execute();
      await raw
        .insertInto('workspaces')
        .values({
          id: workspaceId,
          account_id: accountId,
          name: 'W',
          is_default: bool.encode(true, handle.dialect),
          created_at: now,
          updated_at: now,
        })
        .execute();
      await raw
        .insertInto('domains')
        .values({
          id: domainId,
          account_id: null,
          name: 'localhost:3001',
          verification_state: 'active',
          is_default: bool.encode(true, handle.dialect),
          created_at: now,
          updated_at: now,
        })
        .execute();
      await raw
        .insertInto('links')
        .values({
          id: linkId,
          account_id: accountId,
          workspace_id: workspaceId,
          domain_id: domainId,
          nip: 'abc',
          long_url: 'https://example.com',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const click = (id: string, at: string) => ({
        id,
        link_id: linkId,
        account_id: accountId,
        at,
        country: 'SA',
        city: 'Riyadh',
        device: 'mobile',
        os: 'iOS',
        browser: 'Mobile Safari',
        referrer_host: null,
        channel: 'qr',
      });
      // Inserted out of time order: the copy numbers rows by time.
      await raw
        .insertInto('clicks')
        .values([click('01B', '2026-11-23T10:00:01.250Z'), click('01A', '2026-11-23T09:59:59.999Z')])
        .execute();

      expect(await migrateTo(handle.db, '0004_clicks_lean', created.databaseSchema)).toEqual(['0004_clicks_lean']);
      const up = await handle.db.selectFrom('clicks').selectAll().orderBy('id').execute();
      expect(up.map((r) => r.at)).toEqual([Date.parse('2026-11-23T09:59:59.999Z'), Date.parse('2026-11-23T10:00:01.250Z')]);
      expect(typeof up[0]!.id).toBe('number');
      expect(up[0]!.id).toBeLessThan(up[1]!.id);
      expect(up[1]).toMatchObject({
        link_id: linkId,
        account_id: accountId,
        country: 'SA',
        city: 'Riyadh',
        channel: 'qr',
        referrer_host: null,
      });
      // New rows get the next row id from the database.
      const { id: _oldId, ...fields } = click('unused', now);
      await handle.db
        .insertInto('clicks')
        .values({ ...fields, at: Date.parse(now) })
        .execute();
      expect((await handle.db.selectFrom('clicks').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id).toBe(
        up[1]!.id + 1,
      );

      await migrateTo(handle.db, '0003_domains', created.databaseSchema);
      const down = await raw.selectFrom('clicks').selectAll().orderBy('id').execute();
      expect(down.map((r) => new Date(r.at as string).toISOString())).toEqual([
        '2026-11-23T09:59:59.999Z',
        '2026-11-23T10:00:01.250Z',
        now,
      ]);
      expect(down[0]).toMatchObject({ link_id: linkId, country: 'SA' });
      expect(await migrateTo(handle.db, '0004_clicks_lean', created.databaseSchema)).toEqual(['0004_clicks_lean']);
      expect(await handle.db.selectFrom('clicks').select('at').orderBy('id').execute()).toHaveLength(3);
    } finally {
      await handle.close();
      await created.drop();
    }
  });
  it('0018 deletes the per-link hourly filters rows and the unread kind rows, and keeps the others', async () => {
    const created = await target.create();
    const handle = openDatabase(created.databaseUrl, created.databaseSchema);
    try {
      await migrateTo(handle.db, '0017_analytics_link_days', created.databaseSchema);
      await handle.db
        .insertInto('analytics_link_hourly')
        .values([
          linkHourlyRow('l1', 'total', '', 3),
          linkHourlyRow('l1', 'filters', 'SA\tmobile\tsocial', 2),
          linkHourlyRow('l1', 'filters', 'unknown\tdesktop\tdirect', 1),
          linkHourlyRow('l1', 'visitors', '', 2),
          linkHourlyRow('l2', 'filters', 'EG\tmobile\tqr', 4),
        ])
        .execute();
      await handle.db
        .insertInto('analytics_hourly')
        .values([
          kindRow('link', 5),
          kindRow('qr', 2),
          kindRow('card_view', 3),
          kindRow('card_save', 1),
          { ...kindRow('', 11), dim: 'total' },
        ])
        .execute();
      expect(await migrateTo(handle.db, '0018_analytics_unread_rows', created.databaseSchema)).toEqual([
        '0018_analytics_unread_rows',
      ]);
      const left = await handle.db
        .selectFrom('analytics_link_hourly')
        .select(['link_id', 'dim', 'count'])
        .orderBy('link_id')
        .orderBy('dim')
        .execute();
      expect(left.map((r) => ({ ...r, count: Number(r.count) }))).toEqual([
        { link_id: 'l1', dim: 'total', count: 3 },
        { link_id: 'l1', dim: 'visitors', count: 2 },
      ]);
      const kept = await handle.db
        .selectFrom('analytics_hourly')
        .select(['dim', 'value'])
        .orderBy('dim')
        .orderBy('value')
        .execute();
      expect(kept).toEqual([
        { dim: 'kind', value: 'card_save' },
        { dim: 'kind', value: 'card_view' },
        { dim: 'total', value: '' },
      ]);
    } finally {
      await handle.close();
      await created.drop();
    }
  });
});
