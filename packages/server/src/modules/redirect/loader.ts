/** Cache misses: one indexed query by (domain name, nip), turned into what the hot path needs. */
import type { Db } from '../../db/schema.ts';
import type { CachedLink } from './cache.ts';
import { mergeUtm } from './utm.ts';

/**
 * The 302's headers. `Cache-Control` keeps shared caches and CDNs from answering a later visit
 * themselves (that visit would never be counted). No `Referrer-Policy`: on a redirect the browser
 * replaces the policy of the page that held the link with the redirect's (Fetch, "set request's
 * referrer policy on redirect"), so one here would override a stricter choice of that page, such
 * as `no-referrer`, and leak its origin to the destination. Without it the linking page's policy
 * holds (docs/decisions/030).
 */
export function redirectHeaders(location: string): string[] {
  return ['location', location, 'cache-control', 'private, max-age=0', 'content-length', '0'];
}

export function linkLoader(db: Db) {
  return async (host: string, nip: string): Promise<CachedLink | null> => {
    // tenancy: the public redirect finds a link by (host, short code) whatever its account; the row
    // names its account so the click is counted there.
    const row = await db
      .selectFrom('links')
      .innerJoin('domains', 'domains.id', 'links.domain_id')
      .innerJoin('accounts', 'accounts.id', 'links.account_id')
      .select([
        'accounts.deleted_at as account_deleted_at',
        'links.id',
        'links.account_id',
        'links.long_url',
        'links.lock_pass_hash',
        'links.schedule_at',
        'links.expires_at',
        'links.utm_source',
        'links.utm_medium',
        'links.utm_campaign',
        'links.utm_term',
        'links.utm_content',
      ])
      .where('domains.name', '=', host)
      .where('links.nip', '=', nip)
      .where('links.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    const destination = mergeUtm(row.long_url, row);
    return {
      id: row.id,
      accountId: row.account_id,
      destination,
      redirectHeaders: redirectHeaders(destination),
      lockPassHash: row.lock_pass_hash,
      scheduleAt: row.schedule_at ? Date.parse(row.schedule_at) : null,
      expiresAt: row.expires_at ? Date.parse(row.expires_at) : null,
      closed: row.account_deleted_at !== null,
    };
  };
}
