/**
 * Writes one batch of checked rows (≤ 1000, runner.ts) in one transaction: links (ON CONFLICT (domain, nip)
 * DO NOTHING, so a taken custom nip refuses only its row, and a rare generated-nip collision is
 * retried with a new nip), the refused rows, and the job's progress.
 */
import type { Transaction } from 'kysely';
import type { Database, Db, Dialect } from '../../db/schema.ts';
import { bulkInsert } from '../clicks/bulk-insert.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/password.ts';
import { isoNow } from '../../lib/time.ts';
import { GENERATE_ATTEMPTS, generateNip } from '../links/nip.ts';
import type { NewLink } from '../links/queries.ts';
import { MESSAGES, type LinkValues } from '../links/rules.ts';
import type { LinkKey } from '../redirect/invalidation.ts';

export interface PendingRow {
  row: number;
  values: LinkValues;
}

export interface RefusedRowRecord {
  row: number;
  field: string;
  reason: string;
}

export interface JobScope {
  jobId: string;
  accountId: string;
  workspaceId: string;
  createdBy: string | null;
}

export interface Progress {
  processedBytes: number;
  rowsProcessed: number;
  createdCount: number;
  refusedCount: number;
}

async function toLinkRow(scope: JobScope, pending: PendingRow, now: string): Promise<NewLink> {
  const v = pending.values;
  return {
    id: newId(),
    account_id: scope.accountId,
    workspace_id: scope.workspaceId,
    domain_id: v.domain.id,
    nip: v.nip ?? generateNip(),
    long_url: v.long_url,
    title: v.title ?? null,
    lock_pass_hash: v.lock_pass ? await hashPassword(v.lock_pass) : null,
    schedule_at: v.schedule_at ?? null,
    expires_at: v.expires_at ?? null,
    utm_source: v.utm.utm_source ?? null,
    utm_medium: v.utm.utm_medium ?? null,
    utm_campaign: v.utm.utm_campaign ?? null,
    utm_term: v.utm.utm_term ?? null,
    utm_content: v.utm.utm_content ?? null,
    created_by: scope.createdBy,
    created_at: now,
    updated_at: now,
  };
}

const LINK_COLUMNS = [
  'id',
  'account_id',
  'workspace_id',
  'domain_id',
  'nip',
  'long_url',
  'title',
  'lock_pass_hash',
  'schedule_at',
  'expires_at',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'created_by',
  'created_at',
  'updated_at',
] as const;

async function insertLinks(trx: Transaction<Database>, dialect: Dialect, rows: NewLink[]): Promise<Set<string>> {
  const inserted = await bulkInsert<{ id: string }>(
    trx,
    dialect,
    'links',
    LINK_COLUMNS,
    rows.map((r) => LINK_COLUMNS.map((c) => r[c])),
    'on conflict ("domain_id", "nip") do nothing returning "id"',
  );
  return new Set(inserted.map((r) => r.id));
}

/** Returns the new rows' addresses whose cache entries must be evicted (custom nips only). */
export async function writeImportBatch(
  db: Db,
  dialect: Dialect,
  scope: JobScope,
  pending: PendingRow[],
  refused: RefusedRowRecord[],
  progress: Progress,
): Promise<{ created: number; refusedRows: number; keys: LinkKey[] }> {
  const now = isoNow();
  const linkRows = await Promise.all(pending.map((p) => toLinkRow(scope, p, now)));
  const allRefused = [...refused];
  const keys: LinkKey[] = [];
  let created = 0;
  await db.transaction().execute(async (trx) => {
    let todo = pending.map((p, i) => ({ pending: p, link: linkRows[i]! }));
    for (let attempt = 0; attempt < GENERATE_ATTEMPTS && todo.length > 0; attempt++) {
      const ok = await insertLinks(
        trx,
        dialect,
        todo.map((t) => t.link),
      );
      const retry: typeof todo = [];
      for (const item of todo) {
        if (ok.has(item.link.id)) {
          created++;
          if (item.pending.values.nip) keys.push({ domain: item.pending.values.domain.name, nip: item.link.nip });
        } else if (item.pending.values.nip) {
          allRefused.push({ row: item.pending.row, field: 'nip', reason: MESSAGES.nipTaken });
        } else {
          retry.push({ pending: item.pending, link: { ...item.link, id: newId(), nip: generateNip() } });
        }
      }
      todo = retry;
    }
    for (const item of todo) allRefused.push({ row: item.pending.row, field: 'nip', reason: MESSAGES.nipGenerateFailed });

    if (allRefused.length > 0) {
      for (let i = 0; i < allRefused.length; i += 500) {
        await trx
          .insertInto('import_refusals')
          .values(
            allRefused.slice(i, i + 500).map((r) => ({ job_id: scope.jobId, row_no: r.row, field: r.field, reason: r.reason })),
          )
          .execute();
      }
    }
    await trx
      .updateTable('import_jobs')
      .set({
        processed_bytes: progress.processedBytes,
        rows_processed: progress.rowsProcessed,
        created_count: progress.createdCount + created,
        refused_count: progress.refusedCount + new Set(allRefused.map((r) => r.row)).size,
        updated_at: now,
      })
      .where('id', '=', scope.jobId)
      .where('account_id', '=', scope.accountId)
      .execute();
  });
  return { created, refusedRows: new Set(allRefused.map((r) => r.row)).size, keys };
}
