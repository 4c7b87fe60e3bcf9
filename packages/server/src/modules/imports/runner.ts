/**
 * Runs one import job from its spooled file: stream → UTF-8 decode → csv-parse (backpressure keeps
 * memory flat) → row checks → batches of 1000 written in transactions. A malformed record refuses
 * its row and parsing goes on; a problem with the whole file (not UTF-8 but UTF-16, binary, no
 * long_url column, a record over the size limit) fails the job with a file error; batches written
 * before it stay (the report lists what happened up to there).
 */
import { parse } from 'csv-parse';
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import type { ImportMapping } from '@rabt/contract';
import { planLimit } from '@rabt/contract';
import { isoNow } from '../../lib/time.ts';
import { usageOf } from '../billing/entitlements.ts';
import type { LinkContext } from '../links/rules.ts';
import { checkRow, FileError, mapColumns, type ColumnMap } from './rows.ts';
import { writeImportBatch, type JobScope, type PendingRow, type Progress, type RefusedRowRecord } from './writer.ts';

/**
 * Rows per transaction. Each commit rewrites the pages its rows touched (the random (domain, nip)
 * index touches pages all over), so fewer, larger batches write less: 1000 imported 100 000 rows
 * in 5.2–7.5 s where 500 took 7.9–9.0 s, run for run in alternation (docs/decisions/038). 2500 and
 * 5000 measured within this VM's noise of 1000 while holding SQLite's single write lock longer,
 * which the click writer and the API's own writes wait behind. One batch is one INSERT (writer.ts):
 * 1000 rows × 18 columns stay under SQLite's 32 766 bound parameters and PostgreSQL's 65 535.
 */
export const BATCH_SIZE = 1000;
const MAX_RECORD_BYTES = 64 * 1024;

/** Bytes → text, counting bytes for progress; invalid UTF-8 becomes U+FFFD, refused per row later. */
class Utf8Decode extends Transform {
  bytes = 0;
  private readonly decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

  constructor() {
    super({ readableObjectMode: false, decodeStrings: true });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    callback(null, this.decoder.decode(chunk, { stream: true }));
  }

  override _flush(callback: TransformCallback): void {
    callback(null, this.decoder.decode());
  }
}

/** UTF-16 (Excel's "Unicode text") and binary files are refused as a whole, with a clear message. */
async function sniff(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8192), 0, 8192, 0);
    const head = buffer.subarray(0, bytesRead);
    if (bytesRead === 0) throw new FileError('EMPTY_FILE', 'The file is empty.');
    if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
      throw new FileError('INVALID_ENCODING', 'The file is UTF-16 text. Save it as "CSV UTF-8" and upload it again.');
    }
    if (head.includes(0)) throw new FileError('NOT_CSV', 'The file is not a CSV text file.');
  } finally {
    await handle.close();
  }
}

function planLimitReason(limit: number, room: number): string {
  return `Your plan allows ${limit} links; ${room} of this file's rows fit. Upgrade your plan to import the rest.`;
}

export interface ImportRun {
  scope: JobScope;
  ctx: LinkContext;
  path: string;
  mapping: ImportMapping;
  /** Data rows to pass over unread: the rows an interrupted import of the same file committed. */
  skipRows?: number;
}

export async function runImport(app: FastifyInstance, run: ImportRun): Promise<void> {
  const { scope } = run;
  const progress: Progress = { processedBytes: 0, rowsProcessed: 0, createdCount: 0, refusedCount: 0 };
  await app.db
    .updateTable('import_jobs')
    .set({ status: 'running', updated_at: isoNow() })
    .where('id', '=', scope.jobId)
    .where('account_id', '=', scope.accountId)
    .execute();
  // The plan's links limit: rows past it are refused with the reason, so the report says how many fit.
  const limit = planLimit(run.ctx.planId, 'links');
  const room = limit === null ? null : Math.max(0, limit - (await usageOf(app.db, run.ctx.accountId, 'links')));
  let accepted = 0;
  let toSkip = run.skipRows ?? 0;
  const decode = new Utf8Decode();
  let pending: PendingRow[] = [];
  let refused: RefusedRowRecord[] = [];
  const flush = async () => {
    progress.processedBytes = decode.bytes;
    const result = await writeImportBatch(app.db, app.dialect, scope, pending, refused, progress);
    progress.createdCount += result.created;
    progress.refusedCount += result.refusedRows;
    if (result.keys.length > 0) await app.links.invalidate(result.keys);
    pending = [];
    refused = [];
  };

  try {
    await sniff(run.path);
    // Row numbers as a spreadsheet shows them (header = 1), skipped malformed records included.
    // 'skip' fires in parse order, ahead of the consumer: remember after how many good records
    // each skip came, and add the skips before a record to its number when it is consumed.
    const skipsAfter: number[] = [];
    let emitted = 0;
    let skipsBefore = 0;
    const parser = parse({
      bom: true,
      max_record_size: MAX_RECORD_BYTES,
      skip_empty_lines: true,
      relax_column_count: true,
      skip_records_with_error: true,
      // A stray quote inside a field (ab"c) is kept as text instead of breaking the row.
      relax_quotes: true,
    });
    parser.on('skip', (error: Error & { code?: string; records?: number; lines?: number }) => {
      skipsAfter.push(error.records ?? 0);
      const reason =
        error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'Malformed CSV: a quote opened in this row is never closed, so the rest of the file could not be read'
          : `Malformed CSV near line ${error.lines ?? '?'}: ${error.message.split(':')[0]}`;
      refused.push({ row: (error.records ?? 0) + skipsAfter.length, field: 'row', reason });
    });
    createReadStream(run.path).pipe(decode).pipe(parser);
    let columns: ColumnMap | null = null;
    let width = 0;
    for await (const record of parser as AsyncIterable<string[]>) {
      emitted++;
      while (skipsBefore < skipsAfter.length && skipsAfter[skipsBefore]! < emitted) skipsBefore++;
      const row = emitted + skipsBefore;
      if (columns === null) {
        columns = mapColumns(record, run.mapping);
        width = record.length;
        continue;
      }
      if (toSkip > 0) {
        toSkip--;
        continue;
      }
      progress.rowsProcessed++;
      const outcome = await checkRow(run.ctx, record, columns, width);
      if (outcome.ok && room !== null && accepted >= room) {
        refused.push({ row, field: 'row', reason: planLimitReason(limit ?? 0, room) });
      } else if (outcome.ok) {
        accepted++;
        pending.push({ row, values: outcome.values });
      } else for (const r of outcome.refusals) refused.push({ row, ...r });
      if (pending.length + refused.length >= BATCH_SIZE) await flush();
    }
    if (columns === null) throw new FileError('EMPTY_FILE', 'The file has no header row.');
    await flush();
    await app.db
      .updateTable('import_jobs')
      .set({ status: 'done', processed_bytes: decode.bytes, finished_at: isoNow(), updated_at: isoNow() })
      .where('id', '=', scope.jobId)
      .where('account_id', '=', scope.accountId)
      .execute();
  } catch (error) {
    const fileError =
      error instanceof FileError
        ? error
        : (error as { code?: string }).code?.startsWith('CSV_')
          ? new FileError('MALFORMED_CSV', `The file could not be read as CSV: ${(error as Error).message}`)
          : null;
    if (!fileError) app.log.error({ err: error, job: scope.jobId }, 'import failed');
    await flush().catch(() => {});
    const now = isoNow();
    await app.db
      .updateTable('import_jobs')
      .set({
        status: 'failed',
        error_code: fileError?.code ?? 'IMPORT_FAILED',
        error_message: fileError?.message ?? 'The import stopped because of a server error. Rows created before it are kept.',
        finished_at: now,
        updated_at: now,
      })
      .where('id', '=', scope.jobId)
      .where('account_id', '=', scope.accountId)
      .execute();
  } finally {
    await rm(run.path, { force: true });
  }
}
