/**
 * Issue 16 item 4: an interrupted import does not stay "running" (it fails with a reason the user
 * sees), its file and other orphaned spool files are removed, and uploading the same file again
 * is idempotent: refused when it was imported, continued after the committed rows when it was cut.
 */
import { apiPaths, ErrorBody, type ImportJob } from '@rabt/contract';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { json } from '../../src/db/codec.ts';
import { newId } from '../../src/lib/ids.ts';
import { defaultWorkspaceId } from '../../src/modules/links/queries.ts';
import { recoverImports } from '../../src/modules/imports/recovery.ts';
import { seedCustomer, useTestApp, type Seeded, type TestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';

async function uploadCsv(seeded: Seeded, csv: string) {
  return seeded.client.call('POST', `${apiPaths.linkImports}?file_name=links.csv`, { payload: csv, contentType: 'text/csv' });
}

async function waitForJob(seeded: Seeded, id: string): Promise<ImportJob> {
  for (let i = 0; i < 200; i++) {
    const job = (await seeded.client.get(apiPaths.linkImport(id))).body.results as ImportJob;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('import did not finish');
}

async function linkCount(t: TestApp, accountId: string): Promise<number> {
  return (await t.app.db.selectFrom('links').select('id').where('account_id', '=', accountId).execute()).length;
}

async function insertJob(
  t: TestApp,
  owner: Seeded,
  fields: { status: string; updatedAt: string; rows: number; sha?: string; errorCode?: string },
) {
  const id = newId();
  await t.app.db
    .insertInto('import_jobs')
    .values({
      id,
      account_id: owner.accountId,
      created_by: owner.customerId,
      workspace_id: await defaultWorkspaceId(t.app.db, owner.accountId),
      status: fields.status,
      file_name: 'big.csv',
      mapping: json.encode({}),
      total_bytes: 1000,
      processed_bytes: 500,
      rows_processed: fields.rows,
      created_count: fields.rows,
      refused_count: 0,
      error_code: fields.errorCode ?? null,
      error_message: null,
      created_at: fields.updatedAt,
      updated_at: fields.updatedAt,
      finished_at: null,
      file_sha256: fields.sha ?? null,
    })
    .execute();
  return id;
}

describeEachDatabase('interrupted imports', (target) => {
  const t = useTestApp(target);

  it('a stale running job fails with a reason the user sees; orphaned spool files go; a live job stays', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    const stale = await insertJob(t, owner, { status: 'running', updatedAt: old, rows: 1000 });
    const live = await insertJob(t, owner, { status: 'running', updatedAt: new Date().toISOString(), rows: 10 });
    const dir = join(t.config.dataDir, 'imports');
    mkdirSync(dir, { recursive: true });
    const files = {
      stale: join(dir, `${stale}.csv`),
      live: join(dir, `${live}.csv`),
      orphan: join(dir, `${newId()}.csv`),
      young: join(dir, `${newId()}.csv`),
    };
    for (const path of Object.values(files)) writeFileSync(path, 'long_url\nhttps://example.com\n');
    const past = new Date(Date.now() - 10 * 60_000);
    for (const path of [files.stale, files.live, files.orphan]) utimesSync(path, past, past);

    const result = await recoverImports(t.app);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const job = (await owner.client.get(apiPaths.linkImport(stale))).body.results as ImportJob;
    expect(job.status).toBe('failed');
    expect(job.error).toEqual({
      code: 'IMPORT_INTERRUPTED',
      message:
        'The import was interrupted (the server stopped) after 1000 rows; the links created from them are kept. Upload the same file again to continue from the next row.',
    });
    expect(((await owner.client.get(apiPaths.linkImport(live))).body.results as ImportJob).status).toBe('running');
    expect(existsSync(files.stale)).toBe(false);
    expect(existsSync(files.orphan)).toBe(false);
    expect(existsSync(files.live)).toBe(true);
    expect(existsSync(files.young)).toBe(true);
  });

  it('the same file again: refused with a clear message once imported; nothing is duplicated', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const csv = `long_url,title\nhttps://example.com/a,A\nhttps://example.com/b,B\n`;
    const first = await uploadCsv(owner, csv);
    expect(first.status).toBe(202);
    expect((await waitForJob(owner, first.body.results.id)).created_count).toBe(2);
    const again = await uploadCsv(owner, csv);
    expect(again.status).toBe(409);
    expect(ErrorBody.is(again.body)).toBe(true);
    expect(again.body.error.code).toBe('IMPORT_ALREADY_DONE');
    expect(again.body.error.message).toMatch(
      /^This file was already imported on \d{4}-\d{2}-\d{2} \(2 links created\)\. Nothing was imported again\.$/,
    );
    expect(await linkCount(t, owner.accountId)).toBe(2);
    // Another organisation may import the same file.
    const other = await seedCustomer(t, { plan: 'pro' });
    expect((await uploadCsv(other, csv)).status).toBe(202);
  });

  it('the same file after an interruption continues after the committed rows', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const csv = ['long_url', ...[1, 2, 3, 4, 5].map((i) => `https://example.com/row-${i}`)].join('\n') + '\n';
    const sha = createHash('sha256').update(csv).digest('hex');
    await insertJob(t, owner, {
      status: 'failed',
      errorCode: 'IMPORT_INTERRUPTED',
      updatedAt: new Date().toISOString(),
      rows: 2,
      sha,
    });
    const res = await uploadCsv(owner, csv);
    expect(res.status, res.text).toBe(202);
    const job = await waitForJob(owner, res.body.results.id);
    expect(job.created_count).toBe(3);
    const urls = (await t.app.db.selectFrom('links').select('long_url').where('account_id', '=', owner.accountId).execute())
      .map((r) => r.long_url)
      .toSorted();
    expect(urls).toEqual(['https://example.com/row-3', 'https://example.com/row-4', 'https://example.com/row-5']);
  });
});
