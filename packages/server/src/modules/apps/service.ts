/** API apps and their keys (decision 063). */
import {
  APP_MESSAGES,
  type ApiKey,
  type App,
  type AppRequest,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { json } from '../../db/codec.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';
import { decodePermissionList } from '../accounts/roles.ts';
import { newApiKey } from './keys.ts';

type KeyRow = {
  id: string;
  app_id: string;
  name: string;
  prefix: string;
  scopes: unknown;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};
const KEY_COLUMNS = ['id', 'app_id', 'name', 'prefix', 'scopes', 'created_at', 'last_used_at', 'revoked_at'] as const;

function toKey(r: KeyRow): ApiKey {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    scopes: decodePermissionList(r.scopes),
    created_at: r.created_at,
    last_used_at: r.last_used_at,
    revoked_at: r.revoked_at,
  };
}

export async function listApps(db: Db, accountId: string): Promise<App[]> {
  const apps = await db
    .selectFrom('api_apps')
    .select(['id', 'name', 'description', 'created_at', 'updated_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const keys = apps.length
    ? await db.selectFrom('api_keys').select(KEY_COLUMNS).where('account_id', '=', accountId).orderBy('id').execute()
    : [];
  return apps.map((a) => ({ ...a, keys: keys.filter((k) => k.app_id === a.id).map(toKey) }));
}

export async function readApp(db: Db, accountId: string, id: string): Promise<App> {
  const app = await db
    .selectFrom('api_apps')
    .select(['id', 'name', 'description', 'created_at', 'updated_at'])
    .where('account_id', '=', accountId)
    .where('id', '=', id.slice(0, 64))
    .executeTakeFirst();
  if (!app) throw notFound('App not found');
  const keys = await db
    .selectFrom('api_keys')
    .select(KEY_COLUMNS)
    .where('app_id', '=', app.id)
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
  return { ...app, keys: keys.map(toKey) };
}

function clean(input: AppRequest) {
  const name = input.name.trim();
  if (!name)
    throw validationFailed([{ field: 'name', code: 'required', message: APP_MESSAGES.nameRequired }], APP_MESSAGES.nameRequired);
  return { name, description: input.description?.trim() || null };
}

export async function createApp(db: Db, accountId: string, customerId: string, input: AppRequest): Promise<App> {
  const { name, description } = clean(input);
  const now = isoNow();
  const id = newId();
  await db
    .insertInto('api_apps')
    .values({ id, account_id: accountId, name, description, created_by: customerId, created_at: now, updated_at: now })
    .execute();
  return readApp(db, accountId, id);
}

export async function updateApp(db: Db, accountId: string, id: string, input: AppRequest): Promise<App> {
  const app = await readApp(db, accountId, id);
  const { name, description } = clean(input);
  await db
    .updateTable('api_apps')
    .set({ name, description, updated_at: isoNow() })
    .where('id', '=', app.id)
    .where('account_id', '=', accountId)
    .execute();
  return readApp(db, accountId, app.id);
}

/** Deleting an app deletes its keys (cascade), which stop working at once. */
export async function deleteApp(db: Db, accountId: string, id: string): Promise<void> {
  const app = await readApp(db, accountId, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('api_keys').where('app_id', '=', app.id).where('account_id', '=', accountId).execute();
    await trx.deleteFrom('api_apps').where('id', '=', app.id).where('account_id', '=', accountId).execute();
  });
}

/**
 * A key's scopes must be a subset of its creator's own permissions: nobody can mint a key that
 * does more than they can.
 */
export async function createKey(
  db: Db,
  accountId: string,
  creator: { customerId: string; permissions: ReadonlySet<string> },
  appId: string,
  input: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  const app = await readApp(db, accountId, appId);
  const name = input.name.trim();
  const scopes = [...new Set(input.scopes)].toSorted();
  const fields = [];
  if (!name) fields.push({ field: 'name', code: 'required', message: 'Key name is required' });
  if (scopes.length === 0) fields.push({ field: 'scopes', code: 'required', message: APP_MESSAGES.scopeRequired });
  const beyond = scopes.filter((s) => !creator.permissions.has(s));
  if (beyond.length > 0) {
    fields.push({
      field: 'scopes',
      code: 'not_allowed',
      message: `You cannot give a key permissions you do not have: ${beyond.join(', ')}`,
    });
  }
  if (fields.length > 0) throw validationFailed(fields, fields[0]!.message);
  const { key, prefix, hash } = newApiKey();
  const id = newId();
  const now = isoNow();
  await db
    .insertInto('api_keys')
    .values({
      id,
      app_id: app.id,
      account_id: accountId,
      name,
      prefix,
      key_hash: hash,
      scopes: json.encode(scopes),
      created_by: creator.customerId,
      created_at: now,
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  await db
    .updateTable('api_apps')
    .set({ updated_at: now })
    .where('id', '=', app.id)
    .where('account_id', '=', accountId)
    .execute();
  return {
    id,
    name,
    prefix,
    scopes: decodePermissionList(json.encode(scopes)),
    created_at: now,
    last_used_at: null,
    revoked_at: null,
    key,
  };
}

export async function revokeKey(db: Db, accountId: string, appId: string, keyId: string): Promise<ApiKey> {
  const row = await db
    .selectFrom('api_keys')
    .select(KEY_COLUMNS)
    .where('account_id', '=', accountId)
    .where('app_id', '=', appId.slice(0, 64))
    .where('id', '=', keyId.slice(0, 64))
    .executeTakeFirst();
  if (!row) throw notFound('Key not found');
  if (!row.revoked_at) {
    await db
      .updateTable('api_keys')
      .set({ revoked_at: isoNow() })
      .where('id', '=', row.id)
      .where('account_id', '=', accountId)
      .execute();
  }
  const updated = await db
    .selectFrom('api_keys')
    .select(KEY_COLUMNS)
    .where('id', '=', row.id)
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return toKey(updated);
}
