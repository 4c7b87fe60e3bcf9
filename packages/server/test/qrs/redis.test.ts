/**
 * Two nodes sharing one database and Redis: a PDF code's landing page cached on node B is evicted
 * there at once when node A renames the code, replaces its file or deletes it (decision 083).
 */
import { apiPaths } from '@rabt/contract';
import { expect, it } from 'vitest';
import { seedCustomer } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { visit } from '../helpers/links.ts';
import { eventually, useTwoNodes } from '../helpers/nodes.ts';
import { redisUnavailable } from '../helpers/redis.ts';

const problem = await redisUnavailable('the QR landing eviction test');

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = '----rabt-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: application/pdf\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describeEachDatabase('QR landing cache across nodes (Redis)', (target) => {
  if (problem) return;
  const nodes = useTwoNodes(target);

  it('a rename, a new file and a delete on node A reach node B’s cached landing page at once', async () => {
    const { a, b } = nodes;
    const owner = await seedCustomer(a);
    const created = await owner.client.call(
      'POST',
      apiPaths.qrs,
      multipart({ type: 'pdf', name: 'Lunch menu' }, { name: 'menu.pdf', data: PDF }),
    );
    expect(created.status).toBe(201);
    const qr = created.body.results;
    const firstPage = new URL(qr.file.page_url).pathname;

    // B caches the page; loading it again costs B no database query.
    expect((await visit(b, firstPage)).body).toContain('Lunch menu');
    const loads = b.app.qrFiles.loads;
    expect((await visit(b, firstPage)).body).toContain('Lunch menu');
    expect(b.app.qrFiles.loads).toBe(loads);

    // Rename on A: B shows the new name well within the cache TTL (minutes).
    expect((await owner.client.put(apiPaths.qr(qr.id), { name: 'Dinner menu' })).status).toBe(200);
    const renamed = await eventually(
      () => visit(b, firstPage),
      (r) => r.body.includes('Dinner menu'),
    );
    expect(renamed.body).toContain('Dinner menu');

    // A new file on A: B no longer serves the old token (its file was deleted).
    const replaced = await owner.client.call(
      'PUT',
      apiPaths.qrFile(qr.id),
      multipart({}, { name: 'menu-2.pdf', data: Buffer.concat([PDF, Buffer.from('% v2\n')]) }),
    );
    expect(replaced.status).toBe(200);
    const secondPage = new URL(replaced.body.results.file.page_url).pathname;
    expect(secondPage).not.toBe(firstPage);
    expect(
      (
        await eventually(
          () => visit(b, firstPage),
          (r) => r.status === 404,
        )
      ).status,
    ).toBe(404);
    expect((await visit(b, secondPage)).body).toContain('menu-2.pdf');

    // Delete on A: B answers 404 for the cached page at once.
    expect((await owner.client.call('DELETE', apiPaths.qr(qr.id))).status).toBe(200);
    const gone = await eventually(
      () => visit(b, secondPage),
      (r) => r.status === 404,
    );
    expect(gone.status).toBe(404);
  });
});
