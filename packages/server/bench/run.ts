/**
 * `npm run bench`: one run on loopback, printed as a Markdown table (copy into docs/benchmarks.md).
 *   (a) a bare node:http server answering a fixed 302: the ceiling on this machine;
 *   (b) the redirect service with click recording on; then clicks answered vs clicks stored after
 *       the SIGTERM drain;
 *   (c) the CSV import of 100 000 generated rows: rows/s and peak RSS.
 *
 * Each server runs in its own process. The load comes from wrk when it is installed, else from
 * autocannon (bench/load.ts). The machine this runs on is a small VM whose speed drifts by tens of
 * percent from one minute to the next (the bare server alone measured 25k to 48k req/s on the same
 * day), so (a) and (b) are compared in pairs: BENCH_ROUNDS short rounds, each a run of (a) and a run
 * of (b) back to back, the order alternating (ABBA) so a drift hits both alike. The ratio reported
 * is the median of the rounds' ratios; req/s, latency and CPU are medians over the rounds.
 * Then both servers take the same steady rate, BENCH_FIXED_RATE req/s (10 000, about a quarter of
 * what the bare server answers here), for latency without queueing.
 * Env: BENCH_SECONDS (5), BENCH_ROUNDS (10), BENCH_CONNECTIONS (64), BENCH_FIXED_RATE (10000; 0
 * skips it), BENCH_IMPORT_ROWS (100000; 0 skips the import), BENCH_LOADGEN (wrk | autocannon).
 */
import { once } from 'node:events';
import { cpus } from 'node:os';
import { measureChild, median, nextJson, RUNTIME_FLAGS, startChild, stopChild, type Child, type Run } from './children.ts';
import { fixedRate, pickGenerator, type LoadTarget } from './load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const FIXED_RATE = Number(process.env.BENCH_FIXED_RATE ?? 10_000);
const FIXED_SECONDS = 10;
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36';
const generator = await pickGenerator(process.env.BENCH_LOADGEN);

const measure = (child: Child, target: LoadTarget, seconds: number) =>
  measureChild(child, generator, target, CONNECTIONS, seconds);

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

console.error(
  `bench: ${cpus().length} cores (${cpus()[0]?.model}), Node ${process.version}, load from ${generator}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per server, node flags: ${RUNTIME_FLAGS.join(' ') || 'none'}`,
);

// (a) bare node:http and (b) the redirect service with clicks on, both running throughout
const bare = startChild('bare-server.ts');
const { port: barePort } = await nextJson<{ port: number }>(bare);
const ours = startChild('redirect-server.ts');
const info = await nextJson<{ port: number; nip: string; host: string }>(ours);
const bareTarget: LoadTarget = { port: barePort, path: '/x', host: undefined, userAgent: UA };
const ourTarget: LoadTarget = { port: info.port, path: `/${info.nip}`, host: info.host, userAgent: UA };

let answered = (await measure(ours, ourTarget, 2)).requests; // warm-up: cache, JIT
await measure(bare, bareTarget, 2);
const bareRuns: Run[] = [];
const ourRuns: Run[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const oursFirst = round % 4 === 1 || round % 4 === 2; // A B B A …
  const runBare = () => measure(bare, bareTarget, SECONDS);
  const runOurs = () => measure(ours, ourTarget, SECONDS);
  const [a, b] = oursFirst ? [await runOurs(), await runBare()] : [await runBare(), await runOurs()];
  const [bareRun, ourRun] = oursFirst ? [b, a] : [a, b];
  bareRuns.push(bareRun);
  ourRuns.push(ourRun);
  answered += ourRun.requests;
  console.error(
    `round ${round + 1}: bare ${fmt(bareRun.rps)} req/s p99 ${fmt(bareRun.p99, 2)} ms (main ${fmt(bareRun.mainCpuPer1k, 1)} ms CPU/1k) · ours ${fmt(ourRun.rps)} req/s p99 ${fmt(ourRun.p99, 2)} ms (main ${fmt(ourRun.mainCpuPer1k, 1)}, other threads ${fmt(ourRun.otherCpuPer1k, 1)} ms CPU/1k) · ratio ${fmt((ourRun.rps / bareRun.rps) * 100, 1)} %`,
  );
}
// Latency at a steady rate: bare, ours, ours, bare.
type Steady = Awaited<ReturnType<typeof fixedRate>>;
const steady = { bare: [] as Steady[], ours: [] as Steady[] };
if (FIXED_RATE > 0) {
  for (const which of ['bare', 'ours', 'ours', 'bare'] as const) {
    const result = await fixedRate(which === 'bare' ? bareTarget : ourTarget, CONNECTIONS, FIXED_RATE, FIXED_SECONDS);
    if (which === 'ours') answered += result.requests;
    steady[which].push(result);
    console.error(
      `steady ${fmt(FIXED_RATE)} req/s, ${which}: ${fmt(result.rps)} req/s answered, p50 ${result.p50} ms, p99 ${result.p99} ms, p99.9 ${result.p999} ms`,
    );
  }
}
await stopChild(bare);
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

const summary = (runs: Run[]) => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  p99Worst: Math.max(...runs.map((r) => r.p99)),
  main: median(runs.map((r) => r.mainCpuPer1k)),
  other: median(runs.map((r) => r.otherCpuPer1k)),
  failed: runs.reduce((sum, r) => sum + r.failed, 0),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
});
const b = summary(bareRuns);
const o = summary(ourRuns);
const ratios = ourRuns.map((run, i) => run.rps / bareRuns[i]!.rps);
const ratio = median(ratios);

// (c) import
type Imported = {
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
};
let imported: Imported | null = null;
if (IMPORT_ROWS > 0) {
  const importer = startChild('import-run.ts');
  imported = await nextJson<Imported>(importer);
  if (importer.process.exitCode === null) await once(importer.process, 'exit');
}

const row = (name: string, s: typeof b) =>
  `| ${name} | ${fmt(s.rps)} | ${fmt(s.p50, 2)} ms | ${fmt(s.p99, 2)} ms (worst ${fmt(s.p99Worst, 2)}) | ${fmt(s.main, 1)} ms | ${fmt(s.other, 1)} ms | ${s.failed} | ${s.errors} |`;
const lines = [
  `load from ${generator}, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per server (medians over the rounds)`,
  '',
  `| run | req/s | p50 | p99 | main-thread CPU per 1k req | other threads' CPU per 1k req | ≥ 400 | errors |`,
  `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
  row('(a) bare node:http fixed 302', b),
  row('(b) redirect service, clicks on', o),
  '',
  `redirect / bare: **${fmt(ratio * 100, 1)} %** by req/s (median of the ${ROUNDS} rounds' ratios; range ${fmt(Math.min(...ratios) * 100, 1)}–${fmt(Math.max(...ratios) * 100, 1)} %) (target ≥ 80 %); p99 **${fmt(o.p99, 2)} ms** (target < 5 ms); main-thread CPU per request ${fmt((b.main / o.main) * 100, 1)} % of bare's`,
  '',
  ...(FIXED_RATE > 0
    ? [
        `at a steady ${fmt(FIXED_RATE)} req/s (autocannon, ${CONNECTIONS} connections, 2 × ${FIXED_SECONDS} s each, the worse of the two runs): bare p50 ${Math.max(...steady.bare.map((r) => r.p50))} ms, p99 ${Math.max(...steady.bare.map((r) => r.p99))} ms, p99.9 ${Math.max(...steady.bare.map((r) => r.p999))} ms · redirect service p50 ${Math.max(...steady.ours.map((r) => r.p50))} ms, p99 **${Math.max(...steady.ours.map((r) => r.p99))} ms**, p99.9 ${Math.max(...steady.ours.map((r) => r.p999))} ms`,
        '',
      ]
    : []),
  `clicks: ${fmt(answered)} redirects answered to the load generator (all rounds and the warm-up) · ${fmt(drained.received)} queued by the server · ${fmt(drained.stored)} stored after the SIGTERM drain (link total ${fmt(drained.linkClicks)}; ${fmt(drained.pendingAtSigterm)} were still queued at SIGTERM) · lost **${fmt(drained.received - drained.stored)}**`,
];
if (imported) {
  lines.push(
    '',
    `import: ${fmt(imported.rows)} rows (${fmt(imported.bytes / 2 ** 20, 1)} MiB) → ${imported.status}, ${fmt(imported.created)} created, ${fmt(imported.refused)} refused in **${fmt(imported.seconds, 2)} s** = ${fmt(imported.rowsPerSecond)} rows/s (${fmt(imported.cpuSeconds, 2)} s of CPU); RSS ${fmt(imported.rssBeforeMb)} MiB before, peak **${fmt(imported.peakRssMb)} MiB** during (process max RSS ${fmt(imported.maxRssMb)} MiB)`,
  );
}
console.log(lines.join('\n'));
const ok =
  ratio >= 0.8 &&
  o.p99 < 5 &&
  drained.received === drained.stored &&
  drained.stored >= answered &&
  (!imported || (imported.seconds < 10 && imported.created === imported.rows));
console.log(`\ntargets ${ok ? 'met' : 'NOT met'}`);
