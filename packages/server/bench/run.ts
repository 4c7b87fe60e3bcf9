/**
 * `npm run bench`: one run on loopback, printed as a Markdown table (copy into docs/benchmarks.md).
 *   (a) a bare node:http server answering a fixed 302 — the ceiling on this machine;
 *   (b) the redirect service with click recording on; then clicks sent vs clicks stored after the
 *       SIGTERM drain;
 *   (c) the CSV import of 100 000 generated rows: rows/s and peak RSS.
 * Each server runs in its own process; autocannon (64 connections) runs in this one.
 * The two HTTP runs alternate for BENCH_ROUNDS rounds (bare, ours, bare, ours …) and the median
 * round of each is reported, so a burst of foreign load on a shared machine hits both alike.
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (64), BENCH_ROUNDS (3), BENCH_IMPORT_ROWS (100000).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36';

/**
 * Node's flags as `npm start` passes them (package.json "start": `node <flags> scripts/start.mjs`):
 * the servers under test run on the product's runtime settings (docs/decisions/035). The bare
 * server gets the same flags, so the comparison is between handlers, not between runtimes.
 */
function startScriptFlags(): string[] {
  const manifest = JSON.parse(readFileSync(join(here, '../../../package.json'), 'utf8')) as { scripts: { start: string } };
  const words = manifest.scripts.start.split(/\s+/);
  if (words[0] !== 'node') throw new Error(`unexpected start script: ${manifest.scripts.start}`);
  return words.slice(1, words.indexOf('scripts/start.mjs'));
}
const RUNTIME_FLAGS = startScriptFlags();

interface Child {
  process: ChildProcess;
  lines: AsyncIterator<string>;
}

function start(script: string): Child {
  const child = spawn(process.execPath, [...RUNTIME_FLAGS, '--import', 'tsx', join(here, script)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { process: child, lines: createInterface({ input: child.stdout! })[Symbol.asyncIterator]() };
}

async function nextJson<T>(child: Child): Promise<T> {
  for (;;) {
    const { value, done } = await child.lines.next();
    if (done) throw new Error('child exited without answering');
    // Children print pino logs on stdout too; answers are the lines marked BENCH.
    if (value.startsWith('BENCH ')) return JSON.parse(value.slice(6)) as T;
  }
}

interface Load {
  /** Responses received (all 302 here). */
  requests: number;
  /** Server CPU (user + system, every thread of the process) per 1000 requests, in ms. */
  cpuPer1k: number;
  /** CPU of the server's event-loop thread alone per 1000 requests, in ms (NaN where not measurable). */
  loopCpuPer1k: number;
  rps: number;
  p50: number;
  p99: number;
  non3xx: number;
  errors: number;
}

async function cpuOf(child: Child): Promise<{ process: number; thread: number }> {
  child.process.kill('SIGUSR2');
  const { cpu, thread } = await nextJson<{ cpu: { user: number; system: number }; thread: number | null }>(child);
  return { process: cpu.user + cpu.system, thread: thread ?? Number.NaN };
}

async function load(child: Child, port: number, path: string, host: string | undefined, seconds: number): Promise<Load> {
  const cpuBefore = await cpuOf(child);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'user-agent': UA, ...(host ? { host } : {}) },
  });
  const cpuAfter = await cpuOf(child);
  const thousands = result.requests.total / 1000;
  return {
    cpuPer1k: (cpuAfter.process - cpuBefore.process) / 1000 / thousands,
    loopCpuPer1k: (cpuAfter.thread - cpuBefore.thread) / 1000 / thousands,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non3xx: result.non2xx - (result['3xx'] ?? 0),
    errors: result.errors + result.timeouts,
  };
}

async function stop(child: Child): Promise<void> {
  child.process.kill('SIGTERM');
  if (child.process.exitCode === null) await once(child.process, 'exit');
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

console.error(
  `bench: ${cpus().length} cores (${cpus()[0]?.model}), Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per run, node flags: ${RUNTIME_FLAGS.join(' ') || 'none'}`,
);

// (a) bare node:http and (b) the redirect service with clicks on, both running throughout
const bare = start('bare-server.ts');
const { port: barePort } = await nextJson<{ port: number }>(bare);
const ours = start('redirect-server.ts');
const info = await nextJson<{ port: number; nip: string; host: string }>(ours);
let sent = 0;
const bareRuns: Load[] = [];
const ourRuns: Load[] = [];
sent += (await load(ours, info.port, `/${info.nip}`, info.host, 2)).requests; // warm-up: cache, JIT
await load(bare, barePort, '/x', undefined, 2);
for (let round = 0; round < ROUNDS; round++) {
  bareRuns.push(await load(bare, barePort, '/x', undefined, SECONDS));
  const run = await load(ours, info.port, `/${info.nip}`, info.host, SECONDS);
  sent += run.requests;
  ourRuns.push(run);
  console.error(
    `round ${round + 1}: bare ${fmt(bareRuns.at(-1)!.rps)} req/s (${fmt(bareRuns.at(-1)!.cpuPer1k, 1)} ms CPU/1k, loop ${fmt(bareRuns.at(-1)!.loopCpuPer1k, 1)}), ours ${fmt(run.rps)} req/s (${fmt(run.cpuPer1k, 1)} ms CPU/1k, loop ${fmt(run.loopCpuPer1k, 1)}), p99 ${bareRuns.at(-1)!.p99}/${run.p99} ms`,
  );
}
await stop(bare);
ours.process.kill('SIGTERM');
const drained = await nextJson<{
  received: number;
  written: number;
  stored: number;
  linkClicks: number;
  bots: number;
  dropped: number;
  pendingAtSigterm: number;
}>(ours);
if (ours.process.exitCode === null) await once(ours.process, 'exit');
const median = (runs: Load[]) => runs.toSorted((x, y) => x.rps - y.rps)[Math.floor(runs.length / 2)]!;
const bareRun = median(bareRuns);
const oursRun = median(ourRuns);
const medianOf = (runs: Load[], pick: (run: Load) => number) =>
  runs.map(pick).toSorted((x, y) => x - y)[Math.floor(runs.length / 2)]!;
const bareCpu = medianOf(bareRuns, (r) => r.cpuPer1k);
const oursCpu = medianOf(ourRuns, (r) => r.cpuPer1k);
const bareLoop = medianOf(bareRuns, (r) => r.loopCpuPer1k);
const oursLoop = medianOf(ourRuns, (r) => r.loopCpuPer1k);

// (c) import
const importer = start('import-run.ts');
const imported = await nextJson<{
  rows: number;
  bytes: number;
  cpuSeconds: number;
  status: string;
  created: number;
  refused: number;
  seconds: number;
  rowsPerSecond: number;
  rssBeforeMb: number;
  peakRssMb: number;
  maxRssMb: number;
}>(importer);
if (importer.process.exitCode === null) await once(importer.process, 'exit');

const ratio = oursRun.rps / bareRun.rps;
const lines = [
  `| run | req/s | p50 | p99 | server CPU per 1k req (all threads) | event-loop thread CPU per 1k req | non-3xx | errors |`,
  `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
  `| (a) bare node:http fixed 302 (median of ${ROUNDS}) | ${fmt(bareRun.rps)} | ${bareRun.p50} ms | ${bareRun.p99} ms | ${fmt(bareCpu, 1)} ms | ${fmt(bareLoop, 1)} ms | ${bareRun.non3xx} | ${bareRun.errors} |`,
  `| (b) redirect service, clicks on (median of ${ROUNDS}) | ${fmt(oursRun.rps)} | ${oursRun.p50} ms | ${oursRun.p99} ms | ${fmt(oursCpu, 1)} ms | ${fmt(oursLoop, 1)} ms | ${oursRun.non3xx} | ${oursRun.errors} |`,
  '',
  `redirect / bare: **${fmt(ratio * 100, 1)} %** by req/s; **${fmt((bareLoop / oursLoop) * 100, 1)} %** by event-loop thread CPU per request (the thread that answers redirects); ${fmt((bareCpu / oursCpu) * 100, 1)} % by whole-process CPU per request (click classification and writes in the writer thread included) (target ≥ 80 %); p99 ${oursRun.p99} ms (target < 5 ms)`,
  '',
  `clicks: ${fmt(sent)} redirects answered to autocannon (all rounds and the warm-up) · ${fmt(drained.received)} queued by the server · ${fmt(drained.stored)} stored after the SIGTERM drain (link total ${fmt(drained.linkClicks)}; ${fmt(drained.pendingAtSigterm)} were still queued at SIGTERM) · lost **${fmt(drained.received - drained.stored)}**`,
  '',
  `import: ${fmt(imported.rows)} rows (${fmt(imported.bytes / 2 ** 20, 1)} MiB) → ${imported.status}, ${fmt(imported.created)} created, ${fmt(imported.refused)} refused in **${fmt(imported.seconds, 2)} s** = ${fmt(imported.rowsPerSecond)} rows/s (${fmt(imported.cpuSeconds, 2)} s of CPU); RSS ${fmt(imported.rssBeforeMb)} MiB before, peak **${fmt(imported.peakRssMb)} MiB** during (process max RSS ${fmt(imported.maxRssMb)} MiB)`,
];
console.log(lines.join('\n'));
const ok =
  ratio >= 0.8 &&
  oursRun.p99 < 5 &&
  drained.received === drained.stored &&
  drained.stored >= sent &&
  imported.seconds < 10 &&
  imported.created === imported.rows;
console.log(`\ntargets ${ok ? 'met' : 'NOT met'}`);
