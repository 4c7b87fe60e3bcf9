/**
 * (c) Import of N generated rows through the real HTTP API (text/csv upload, streamed from disk),
 * with peak RSS sampled every 20 ms while it runs.
 */
import { apiPaths } from '@rabt/contract';
import { createReadStream, createWriteStream, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { once } from 'node:events';
import { issueXsrfToken } from '../src/plugins/xsrf.ts';
import { benchApp } from './fixture.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const { app, config, accountId, token, dataDir } = await benchApp();

const file = join(dataDir, 'bench-import.csv');
const out = createWriteStream(file);
out.write('long_url,title,utm_source,utm_campaign\n');
for (let i = 0; i < ROWS; i++) {
  const title = i % 10 === 0 ? `"Row ${i}, with ""quotes"" and é"` : `Row ${i}`;
  if (!out.write(`https://shop.example/products/${i}?ref=import,${title},csv,launch-${i % 50}\n`)) await once(out, 'drain');
}
out.end();
await once(out, 'finish');
const bytes = statSync(file).size;

await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const xsrf = issueXsrfToken(config.secret);
const headers = { authorization: `Bearer ${token}`, 'account-id': accountId, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };

global.gc?.();
const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);

function call(
  method: string,
  path: string,
  body?: NodeJS.ReadableStream,
): Promise<{ status: number; json: { results: { id: string; status: string; created_count: number; refused_count: number } } }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api/${path}`,
        headers: { ...headers, ...(body ? { 'content-type': 'text/csv', 'content-length': String(bytes) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') }),
        );
      },
    );
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

const cpuBefore = process.cpuUsage();
const started = performance.now();
const posted = await call('POST', `${apiPaths.linkImports}?file_name=bench.csv`, createReadStream(file));
if (posted.status !== 202) throw new Error(`upload failed: ${JSON.stringify(posted.json)}`);
let job = posted.json.results;
while (job.status !== 'done' && job.status !== 'failed') {
  await new Promise((resolve) => setTimeout(resolve, 25));
  job = (await call('GET', apiPaths.linkImport(job.id))).json.results;
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
await app.close();
// The throw-away database and CSV (~100 MB) go with the run.
rmSync(dataDir, { recursive: true, force: true });
process.stdout.write(
  `BENCH ${JSON.stringify({ rows: ROWS, bytes, cpuSeconds, status: job.status, created: job.created_count, refused: job.refused_count, seconds, rowsPerSecond: ROWS / seconds, rssBeforeMb: rssBefore / 2 ** 20, peakRssMb: peak / 2 ** 20, maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`,
);
process.exit(0);
