/**
 * API keys as a second kind of principal (decision 063). A key is `rk_` + 40 base64url characters
 * (240 random bits); only its SHA-256 is stored, so the lookup is one indexed equality. The auth
 * plugin calls `findApiKey` for bearer tokens starting with `rk_`; revoking sets revoked_at, which
 * the very next lookup sees (no cache), so a revoked key stops working at once.
 */
import { API_KEY_PREFIX, type Permission } from '@rabt/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { isoNow, MINUTE } from '../../lib/time.ts';
import { decodePermissionList } from '../accounts/roles.ts';

export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = API_KEY_PREFIX + randomBytes(30).toString('base64url');
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + 6), hash: hashToken(key) };
}

export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export interface ApiKeyPrincipal {
  keyId: string;
  appId: string;
  accountId: string;
  /** The member who created the key: rows the key creates name them as their author. */
  createdBy: string;
  scopes: Permission[];
}

/** last_used_at is written at most once a minute per key, so busy keys do not write on every call. */
const TOUCH_EVERY = MINUTE;

export async function findApiKey(db: Db, token: string): Promise<ApiKeyPrincipal | undefined> {
  // tenancy: the bearer key names its account; it is looked up by its hash before any account is known.
  const row = await db
    .selectFrom('api_keys')
    .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
    .select([
      'api_keys.id',
      'api_keys.app_id',
      'api_keys.account_id',
      'api_keys.created_by',
      'api_keys.scopes',
      'api_keys.last_used_at',
    ])
    .where('api_keys.key_hash', '=', hashToken(token))
    .where('api_keys.revoked_at', 'is', null)
    .where('accounts.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const now = isoNow();
  if (!row.last_used_at || Date.parse(now) - Date.parse(row.last_used_at) >= TOUCH_EVERY) {
    await db
      .updateTable('api_keys')
      .set({ last_used_at: now })
      .where('id', '=', row.id)
      .where('account_id', '=', row.account_id)
      .execute();
  }
  return {
    keyId: row.id,
    appId: row.app_id,
    accountId: row.account_id,
    createdBy: row.created_by,
    scopes: decodePermissionList(row.scopes),
  };
}
