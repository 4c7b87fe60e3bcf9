/**
 * CSV exports: every view as the table it shows, and the raw clicks of a range, streamed page by
 * page (the raw rows never sit in memory together). Cells that a spreadsheet would run as a
 * formula are prefixed with an apostrophe.
 */
import type { AnalyticsQuery } from '@rabt/contract';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { narrowingOf } from './queries.ts';
import { breakdown, overview, top, type Window } from './service.ts';

export const exportViews = ['overview', 'locations', 'devices', 'channels', 'top', 'raw'] as const;
export type ExportView = (typeof exportViews)[number];

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\n`;

const RAW_PAGE = 5_000;

async function* rawRows(db: Db, w: Window): AsyncGenerator<string> {
  yield csvLine(['time', 'link_id', 'kind', 'country', 'region', 'city', 'device', 'os', 'browser', 'channel', 'referrer']);
  const s = w.scope;
  let after = -1;
  for (;;) {
    let q = db
      .selectFrom('links as l')
      .innerJoin('clicks as c', (join) => join.onRef('c.link_id', '=', 'l.id').on('c.at', '>=', s.fromMs).on('c.at', '<', s.toMs))
      .select([
        'c.id',
        'c.at',
        'c.link_id',
        sql<string>`"l"."kind"`.as('kind'),
        'c.country',
        'c.region',
        'c.city',
        'c.device',
        'c.os',
        'c.browser',
        'c.channel',
        'c.referrer_host',
      ])
      .where('l.account_id', '=', s.accountId)
      .where('c.id', '>', after)
      .orderBy('c.id')
      .limit(RAW_PAGE);
    for (const condition of narrowingOf(s, 'l')) q = q.where(condition);
    if (s.country !== undefined) q = q.where(sql`coalesce("c"."country", 'unknown')`, '=', s.country);
    if (s.device !== undefined) q = q.where(sql`coalesce("c"."device", 'unknown')`, '=', s.device);
    if (s.channel !== undefined) q = q.where('c.channel', '=', s.channel);
    const rows = await q.execute();
    let chunk = '';
    for (const r of rows) {
      chunk += csvLine([
        new Date(Number(r.at)).toISOString(),
        r.link_id,
        r.kind,
        r.country,
        r.region,
        r.city,
        r.device,
        r.os,
        r.browser,
        r.channel,
        r.referrer_host,
      ]);
    }
    if (chunk) yield chunk;
    if (rows.length < RAW_PAGE) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}

async function* viewRows(db: Db, w: Window, view: Exclude<ExportView, 'raw'>, q: AnalyticsQuery, scheme: string) {
  switch (view) {
    case 'overview': {
      const o = await overview(db, w, scheme);
      yield csvLine(['metric', 'value']);
      for (const [k, v] of Object.entries(o.totals)) yield csvLine([k, v]);
      yield csvLine([]);
      yield csvLine([w.range.granularity, 'clicks']);
      for (const p of o.series) yield csvLine([p.t, p.clicks]);
      return;
    }
    case 'top': {
      const t = await top(db, w, scheme);
      yield csvLine(['kind', 'id', 'title', 'short_url', 'long_url', 'clicks']);
      for (const item of [...t.links, ...t.qrs, ...t.cards]) {
        yield csvLine([item.kind, item.id, item.title, item.short_url, item.long_url, item.clicks]);
      }
      return;
    }
    default: {
      const b = await breakdown(db, w, view, q);
      yield csvLine([b.dimension, 'clicks']);
      for (const r of b.rows) yield csvLine([r.region ? `${r.region} / ${r.key}` : r.key, r.clicks]);
      for (const [dim, rows] of Object.entries(b.more)) {
        yield csvLine([]);
        yield csvLine([dim, 'clicks']);
        for (const r of rows) yield csvLine([r.region ? `${r.region} / ${r.key}` : r.key, r.clicks]);
      }
    }
  }
}

export function exportCsv(db: Db, w: Window, view: ExportView, q: AnalyticsQuery, scheme: string): Readable {
  return Readable.from(view === 'raw' ? rawRows(db, w) : viewRows(db, w, view, q, scheme));
}
