/**
 * Issue 16 items 15 and 16: over-long input is refused with the real limit named (never cut
 * silently), and the messages use the screens' words ("Short code", never the field name `nip`).
 */
import { apiPaths, FieldErrorList, ImportJobResponse, LINK_MESSAGES, TITLE_MAX, type ImportJob } from '@rabt/contract';
import { expect, it } from 'vitest';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';

async function importCsv(seeded: Seeded, csv: string): Promise<ImportJob> {
  const res = await seeded.client.post(`${apiPaths.linkImports}?file_name=limits.csv`, undefined, {
    payload: Buffer.from(csv),
    contentType: 'text/csv',
  });
  expect(res.status, res.text).toBe(202);
  for (let i = 0; i < 200; i++) {
    const job = await seeded.client.get(apiPaths.linkImport(res.body.results.id));
    expect(ImportJobResponse.is(job.body)).toBe(true);
    if (job.body.results.status === 'done' || job.body.results.status === 'failed') return job.body.results;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('import did not finish');
}

describeEachDatabase('link input limits and wording', (target) => {
  const t = useTestApp(target);

  it('a 3000-character URL is refused as too long (2,048), not as "not a valid URL"', async () => {
    const owner = await seedCustomer(t);
    const res = await owner.client.post(apiPaths.links, { long_url: `https://example.com/${'a'.repeat(3000)}` });
    expect(res.status).toBe(422);
    expect(FieldErrorList.is(res.body.error.details)).toBe(true);
    expect(res.body.error.details).toEqual([
      { field: 'long_url', code: 'too_long', message: 'Destination URL must be at most 2,048 characters' },
    ]);
  });

  it('a title over 500 characters is refused with the limit; one of exactly 500 is kept whole', async () => {
    const owner = await seedCustomer(t);
    const long = await owner.client.post(apiPaths.links, { long_url: 'https://example.com/t', title: 'x'.repeat(TITLE_MAX + 1) });
    expect(long.status).toBe(422);
    expect(long.body.error.details).toEqual([
      { field: 'title', code: 'too_long', message: 'Title must be at most 500 characters' },
    ]);
    const exact = 'ت'.repeat(TITLE_MAX);
    const ok = await owner.client.post(apiPaths.links, { long_url: 'https://example.com/t', title: exact });
    expect(ok.status).toBe(201);
    expect(ok.body.results.title).toBe(exact);
  });

  it('import refusals name the limit and say "Short code", never "nip"', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const csv = [
      'long_url,title,nip',
      `https://example.com/${'u'.repeat(3000)},Long url,`,
      `https://example.com/b,${'x'.repeat(TITLE_MAX + 1)},`,
      'https://example.com/c,Bad code,has space',
      'https://example.com/d,Reserved,admin',
    ].join('\n');
    const job = await importCsv(owner, csv);
    expect(job.refused).toEqual([
      { row: 2, field: 'long_url', reason: LINK_MESSAGES.longUrlTooLong },
      { row: 3, field: 'title', reason: LINK_MESSAGES.titleTooLong },
      { row: 4, field: 'nip', reason: 'Short code may only use letters, digits, - and _ (1 to 64 characters)' },
      { row: 5, field: 'nip', reason: 'This short code is reserved; choose another one' },
    ]);
    for (const refused of job.refused) expect(refused.reason).not.toMatch(/\bnip\b/i);
  });
});
