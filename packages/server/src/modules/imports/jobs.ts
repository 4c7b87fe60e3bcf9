/** Import job rows → the contract's ImportJob, and the refused rows for the report. */
import type { ImportJob, RefusedRow } from '@rabt/contract';
import type { Db } from '../../db/schema.ts';

export const REFUSED_IN_ANSWER = 100;

export async function readJob(db: Db, accountId: string, id: string): Promise<ImportJob | undefined> {
  const job = await db
    .selectFrom('import_jobs')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!job) return undefined;
  const refused = await db
    .selectFrom('import_refusals')
    .select(['row_no', 'field', 'reason'])
    .where('job_id', '=', id)
    .orderBy('row_no')
    .limit(REFUSED_IN_ANSWER)
    .execute();
  const total = Number(job.total_bytes);
  const done = job.status === 'done' || job.status === 'failed';
  return {
    id: job.id,
    status: job.status as ImportJob['status'],
    file_name: job.file_name,
    progress: done ? 1 : total > 0 ? Math.min(1, Number(job.processed_bytes) / total) : 0,
    rows_processed: Number(job.rows_processed),
    created_count: Number(job.created_count),
    refused_count: Number(job.refused_count),
    refused: refused.map((r) => ({ row: Number(r.row_no), field: r.field, reason: r.reason })),
    error: job.error_code ? { code: job.error_code, message: job.error_message ?? '' } : null,
    created_at: job.created_at,
    finished_at: job.finished_at,
  };
}

function csvCell(value: string): string {
  // A leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The refused rows as CSV, read in keyset pages so a 100 000-row report streams in flat memory. */
export async function* reportCsv(db: Db, jobId: string): AsyncGenerator<string> {
  yield '\uFEFFrow,field,reason\r\n';
  let after = -1;
  let afterField = '';
  for (;;) {
    const page: RefusedRow[] = (
      await db
        .selectFrom('import_refusals')
        .select(['row_no', 'field', 'reason'])
        .where('job_id', '=', jobId)
        .where((eb) => eb.or([eb('row_no', '>', after), eb.and([eb('row_no', '=', after), eb('field', '>', afterField)])]))
        .orderBy('row_no')
        .orderBy('field')
        .limit(2000)
        .execute()
    ).map((r) => ({ row: Number(r.row_no), field: r.field, reason: r.reason }));
    if (page.length === 0) return;
    yield page.map((r) => `${r.row},${csvCell(r.field)},${csvCell(r.reason)}\r\n`).join('');
    const last = page[page.length - 1]!;
    after = last.row;
    afterField = last.field;
  }
}
