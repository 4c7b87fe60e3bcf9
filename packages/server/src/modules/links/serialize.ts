/** Link rows → the contract's Link, with the status computed from the clock at read time. */
import { linkStatus, type Link } from '@rabt/contract';
import type { LinksTable } from '../../db/schema.ts';

export type LinkRow = Omit<LinksTable, 'clicks' | 'kind' | 'last_click_at'> & { clicks: number | string; domain_name: string };

export function shortUrl(scheme: string, domain: string, nip: string): string {
  return `${scheme}://${domain}/${encodeURIComponent(nip)}`;
}

export function toLink(row: LinkRow, scheme: string, now: Date = new Date()): Link {
  const has_password = row.lock_pass_hash !== null;
  return {
    id: row.id,
    domain: row.domain_name,
    nip: row.nip,
    short_url: shortUrl(scheme, row.domain_name, row.nip),
    long_url: row.long_url,
    title: row.title,
    workspace_id: row.workspace_id,
    has_password,
    schedule_at: row.schedule_at,
    expires_at: row.expires_at,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    utm_term: row.utm_term,
    utm_content: row.utm_content,
    status: linkStatus({ schedule_at: row.schedule_at, expires_at: row.expires_at, has_password }, now),
    clicks: Number(row.clicks),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
