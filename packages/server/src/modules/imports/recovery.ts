/**
 * Imports interrupted by a stopped server (issue 16 item 4). A job whose row says queued/running
 * but has not moved for STALE_MS is failed with a reason the user sees (how many rows were kept,
 * and that uploading the same file again continues after them), and spool files no live job owns
 * are removed. Runs when the app is ready and then every minute, so a job left by another node that
 * died is found too; a job another node is still working on keeps moving and is left alone.
 */
import type { FastifyInstance } from 'fastify';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { runPeriodically } from '../../lib/periodic.ts';
import { isoNow } from '../../lib/time.ts';

export const STALE_MS = 2 * 60_000;
export const INTERRUPTED = 'IMPORT_INTERRUPTED';

export function interruptedMessage(rows: number): string {
  return rows > 0
    ? `The import was interrupted (the server stopped) after ${rows} rows; the links created from them are kept. Upload the same file again to continue from the next row.`
    : 'The import was interrupted (the server stopped) before any row was imported. Upload the file again.';
}

export async function recoverImports(app: FastifyInstance, now = Date.now()): Promise<{ failed: number; removed: number }> {
  const staleBefore = new Date(now - STALE_MS).toISOString();
  // tenancy: start-up recovery fails every account's interrupted jobs.
  const stale = await app.db
    .selectFrom('import_jobs')
    .select(['id', 'account_id', 'rows_processed'])
    .where('status', 'in', ['queued', 'running'])
    .where('updated_at', '<', staleBefore)
    .execute();
  for (const job of stale) {
    const at = isoNow();
    await app.db
      .updateTable('import_jobs')
      .set({
        status: 'failed',
        error_code: INTERRUPTED,
        error_message: interruptedMessage(Number(job.rows_processed)),
        finished_at: at,
        updated_at: at,
      })
      .where('id', '=', job.id)
      .where('account_id', '=', job.account_id)
      .where('status', 'in', ['queued', 'running'])
      .execute();
  }
  if (stale.length > 0) app.log.warn({ jobs: stale.map((j) => j.id) }, 'interrupted imports marked failed');

  // Spool files: <job id>.csv. Kept while their job is live, or while young (an upload being
  // spooled has no job row yet).
  const dir = join(app.config.dataDir, 'imports');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return { failed: stale.length, removed: 0 };
  }
  // tenancy: spool files of every account share one directory, so every account's live jobs keep theirs.
  const live = new Set(
    (await app.db.selectFrom('import_jobs').select('id').where('status', 'in', ['queued', 'running']).execute()).map((j) => j.id),
  );
  let removed = 0;
  for (const name of names) {
    const id = name.replace(/\.csv$/, '');
    if (live.has(id)) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (!info || now - info.mtimeMs < STALE_MS) continue;
    await rm(path, { force: true });
    removed++;
  }
  if (removed > 0) app.log.warn({ removed }, 'orphaned import files removed');
  return { failed: stale.length, removed };
}

/** Recovery on ready and every minute until the app closes. */
export function scheduleImportRecovery(app: FastifyInstance): void {
  runPeriodically(
    app,
    60_000,
    async () => {
      await recoverImports(app).catch((error: unknown) => app.log.error({ err: error }, 'import recovery failed'));
    },
    { awaitFirst: true },
  );
}
