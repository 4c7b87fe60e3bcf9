/** Bulk CSV import: mapping, malformed rows, wrong encodings, the size limit, the report, tenancy. */
import { apiPaths, ImportJobResponse, type ImportJob } from '@rabt/contract';
import { expect, it } from 'vitest';
import { seedCustomer, useTestApp, type Seeded, type TestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { visit } from '../helpers/links.ts';

const BOUNDARY = '----rabt-test-boundary';

function multipart(parts: Array<{ name: string; value: string | Buffer; filename?: string }>): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? 'Content-Type: text/csv\r\n' : '';
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

async function waitForJob(t: TestApp, seeded: Seeded, id: string): Promise<ImportJob> {
  for (let i = 0; i < 200; i++) {
    const res = await seeded.client.get(apiPaths.linkImport(id));
    expect(ImportJobResponse.is(res.body)).toBe(true);
    if (res.body.results.status === 'done' || res.body.results.status === 'failed') return res.body.results;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('import did not finish');
}

async function upload(t: TestApp, seeded: Seeded, csv: string | Buffer, mapping?: Record<string, string>): Promise<ImportJob> {
  const parts = [
    ...(mapping ? [{ name: 'mapping', value: JSON.stringify(mapping) }] : []),
    { name: 'file', value: csv, filename: 'links.csv' },
  ];
  const res = await seeded.client.post(apiPaths.linkImports, undefined, {
    payload: multipart(parts),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  });
  expect(res.status, res.text).toBe(202);
  expect(res.body.results.file_name).toBe('links.csv');
  return waitForJob(t, seeded, res.body.results.id);
}

describeEachDatabase('CSV import', (target) => {
  const t = useTestApp(target);

  it('imports valid rows with a column mapping, refuses bad rows with row/field/reason, and the links redirect', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const taken = `taken-${Date.now().toString(36)}`;
    await owner.client.post(apiPaths.links, { long_url: 'https://e.com/first', nip: taken });
    const csv = [
      'Destination,Name,Code,Campaign,Expiry',
      'https://shop.example/a,"Alpha, with comma",imp-a-' + Date.now().toString(36) + ',spring,',
      'https://shop.example/b,"Quote ""inside""",,spring,2099-01-01T00:00:00Z',
      'ftp://nope.example,Bad scheme,,,',
      `https://shop.example/c,Taken nip,${taken},,`,
      'https://shop.example/d,Reserved,admin,,',
      'https://shop.example/e,Too few columns',
      'https://shop.example/f,Past expiry,,,2000-01-01T00:00:00Z',
      ',Missing url,,,',
      '',
      'https://shop.example/g,Last,,,',
    ].join('\r\n');
    const job = await upload(t, owner, `\uFEFF${csv}`, {
      long_url: 'Destination',
      title: 'Name',
      nip: 'Code',
      utm_campaign: 'Campaign',
      expires_at: 'Expiry',
    });
    expect(job).toMatchObject({
      status: 'done',
      rows_processed: 9,
      created_count: 3,
      refused_count: 6,
      error: null,
      progress: 1,
    });
    expect(job.refused).toEqual([
      { row: 4, field: 'long_url', reason: 'Destination URL must be a valid URL starting with http:// or https://' },
      { row: 5, field: 'nip', reason: 'This short code is already used on this domain' },
      { row: 6, field: 'nip', reason: 'This short code is reserved; choose another one' },
      { row: 7, field: 'row', reason: 'Expected 5 columns, found 2' },
      { row: 8, field: 'expires_at', reason: 'Expiry must be in the future' },
      { row: 9, field: 'long_url', reason: 'Destination URL is required' },
    ]);
    const list = await owner.client.get(`${apiPaths.links}?q=shop.example&per_page=100`);
    const titles = list.body.results.map((l: { title: string }) => l.title).toSorted();
    expect(titles).toEqual(['Alpha, with comma', 'Last', 'Quote "inside"']);
    const alpha = list.body.results.find((l: { title: string }) => l.title === 'Alpha, with comma');
    expect(alpha.utm_campaign).toBe('spring');
    const go = await visit(t, `/${alpha.nip}`);
    expect(go.headers.location).toBe('https://shop.example/a?utm_campaign=spring');

    const report = await owner.client.get(apiPaths.linkImportReport(job.id));
    expect(report.status).toBe(200);
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    expect(report.headers['content-disposition']).toContain('attachment');
    const lines = report.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('row,field,reason');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toBe('4,long_url,Destination URL must be a valid URL starting with http:// or https://');
  });

  it('plan-locked columns refuse their rows on the free plan; default headers need no mapping', async () => {
    const free = await seedCustomer(t, { plan: 'free' });
    const job = await upload(
      t,
      free,
      'long_url,title,password,schedule\nhttps://a.example,One,,\nhttps://b.example,Two,secret,\nhttps://c.example,Three,,2099-01-01\n',
    );
    expect(job).toMatchObject({ created_count: 1, refused_count: 2 });
    expect(job.refused.map((r) => [r.row, r.field])).toEqual([
      [3, 'lock_pass'],
      [4, 'schedule_at'],
    ]);
  });

  it('malformed CSV rows are refused and the rest imported', async () => {
    const owner = await seedCustomer(t);
    const csv =
      'long_url,title\nhttps://ok.example/1,Fine\nhttps://ok.example/2,"stray"quote\nhttps://ok.example/3,"never closed\nhttps://ok.example/4,swallowed\n';
    const job = await upload(t, owner, csv);
    expect(job.status).toBe('done');
    expect(job.created_count).toBe(2);
    expect(job.refused).toHaveLength(1);
    expect(job.refused[0]).toMatchObject({ row: 4, field: 'row' });
    expect(job.refused[0]!.reason).toMatch(/never closed/);
  });

  it('wrong encodings: Latin-1 bytes refuse their row; UTF-16 fails the file with a clear error', async () => {
    const owner = await seedCustomer(t);
    const latin1 = Buffer.concat([
      Buffer.from('long_url,title\nhttps://enc.example/1,Caf'),
      Buffer.from([0xe9]),
      Buffer.from('\nhttps://enc.example/2,مرحبا\n'),
    ]);
    const job = await upload(t, owner, latin1);
    expect(job).toMatchObject({ status: 'done', created_count: 1, refused_count: 1 });
    expect(job.refused[0]).toMatchObject({ row: 2, field: 'title' });
    expect(job.refused[0]!.reason).toMatch(/UTF-8/);

    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('long_url\nhttps://x.example\n', 'utf16le')]);
    const failed = await upload(t, owner, utf16);
    expect(failed).toMatchObject({ status: 'failed', created_count: 0 });
    expect(failed.error).toMatchObject({ code: 'INVALID_ENCODING' });
    expect(failed.error!.message).toMatch(/UTF-16/);

    const noUrl = await upload(t, owner, 'title\nJust a title\n');
    expect(noUrl.error).toMatchObject({ code: 'MISSING_COLUMN' });
    const badMap = await upload(t, owner, 'url\nhttps://x.example\n', { long_url: 'Nope' });
    expect(badMap.error).toMatchObject({ code: 'MISSING_COLUMN' });
  });

  it('raw text/csv upload with ?mapping=, and an oversized file answers 413 with nothing created', async () => {
    const owner = await seedCustomer(t);
    const res = await owner.client.post(
      `${apiPaths.linkImports}?mapping=${encodeURIComponent(JSON.stringify({ long_url: 'u' }))}`,
      undefined,
      {
        payload: 'u\nhttps://raw.example/1\n',
        contentType: 'text/csv',
      },
    );
    expect(res.status).toBe(202);
    expect((await waitForJob(t, owner, res.body.results.id)).created_count).toBe(1);

    const limit = t.config.links.importMaxBytes;
    const big = Buffer.alloc(limit + 1024, 'a');
    const tooBig = await owner.client.post(apiPaths.linkImports, undefined, {
      payload: multipart([{ name: 'file', value: big, filename: 'big.csv' }]),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(tooBig.body.error.message).toMatch(/larger than 20 MB/);
    const badMapping = await owner.client.post(`${apiPaths.linkImports}?mapping=notjson`, undefined, {
      payload: 'u\n',
      contentType: 'text/csv',
    });
    expect(badMapping.status).toBe(422);
    const noFile = await owner.client.post(apiPaths.linkImports, undefined, {
      payload: multipart([{ name: 'mapping', value: '{}' }]),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    });
    expect(noFile.status).toBe(422);
  });

  it("another account's import is 404 (job and report)", async () => {
    const a = await seedCustomer(t);
    const b = await seedCustomer(t);
    const job = await upload(t, a, 'long_url\nhttps://mine.example\n');
    expect((await b.client.get(apiPaths.linkImport(job.id))).status).toBe(404);
    expect((await b.client.get(apiPaths.linkImportReport(job.id))).status).toBe(404);
  });
});
