/**
 * `npm run bench:ladder`: where the redirect service's gap to the bare server goes
 * (docs/decisions/037). Four servers run side by side, each adding one thing to the one before:
 *
 *   1. bare      a bare node:http server answering a fixed 302 (the bench's (a));
 *   2. handler   the real redirect handler, cache and click queue, no app, no writer thread;
 *   3. app-off   the full app (bench/redirect-server.ts) with click recording switched off;
 *   4. app-on    the full app with click recording on (the bench's (b)).
 *
 * Each round loads every server once (wrk or autocannon, as `npm run bench`), in an order rotated
 * and reversed from round to round so the VM's drift hits all alike; each server is reported as the
 * median of its per-round ratios to the bare server of the same round, with its threads' CPU per
 * 1,000 requests. Differences between neighbouring rungs are the cost of what the rung adds.
 * Env: BENCH_ROUNDS (8), BENCH_SECONDS (4), BENCH_CONNECTIONS (64), BENCH_LOADGEN.
 */
import { cpus } from 'node:os';
import { measureChild, median, nextJson, RUNTIME_FLAGS, startChild, stopChild, type Child, type Run } from './children.ts';
import { load, pickGenerator, type LoadTarget } from './load.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36';
const generator = await pickGenerator(process.env.BENCH_LOADGEN);

const rungs = [
  { name: 'bare node:http fixed 302', script: 'bare-server.ts', env: {} },
  { name: 'real handler, cache and queue; no app, no writer', script: 'handler-only.ts', env: {} },
  { name: 'full app, click recording off', script: 'redirect-server.ts', env: { BENCH_CLICKS: 'off' } },
  { name: 'full app, click recording on', script: 'redirect-server.ts', env: {} },
];

console.error(
  `ladder: ${cpus().length} cores (${cpus()[0]?.model}), Node ${process.version}, load from ${generator}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per server, node flags: ${RUNTIME_FLAGS.join(' ') || 'none'}`,
);

const servers: Array<{ child: Child; target: LoadTarget }> = [];
for (const rung of rungs) {
  const child = startChild(rung.script, rung.env);
  const info = await nextJson<{ port: number; nip?: string; host?: string }>(child);
  servers.push({ child, target: { port: info.port, path: `/${info.nip ?? 'x'}`, host: info.host, userAgent: UA } });
}
for (const { target } of servers) await load(generator, target, CONNECTIONS, 2); // warm-up: cache, JIT

const runs: Run[][] = rungs.map(() => []);
for (let round = 0; round < ROUNDS; round++) {
  const order = rungs.map((_, i) => i);
  const shift = round % order.length;
  const rotated = [...order.slice(shift), ...order.slice(0, shift)];
  for (const i of round % 2 ? rotated.toReversed() : rotated) {
    runs[i]!.push(await measureChild(servers[i]!.child, generator, servers[i]!.target, CONNECTIONS, SECONDS));
  }
  console.error(`round ${round + 1}: ${runs.map((r) => Math.round(r[round]!.rps).toLocaleString('en-US')).join(' · ')} req/s`);
}
for (const { child } of servers) await stopChild(child);

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
console.log(`load from ${generator}, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per server (medians)\n`);
console.log('| rung | req/s | ratio to bare (rounds) | main-thread CPU per 1k req | other threads per 1k req |');
console.log('| --- | ---: | ---: | ---: | ---: |');
rungs.forEach((rung, i) => {
  const ratios = runs[i]!.map((run, round) => run.rps / runs[0]![round]!.rps);
  console.log(
    `| ${i + 1}. ${rung.name} | ${Math.round(median(runs[i]!.map((r) => r.rps))).toLocaleString('en-US')} | **${pct(median(ratios))}** (${ratios.map((r) => (r * 100).toFixed(0)).join(', ')}) | ${median(runs[i]!.map((r) => r.mainCpuPer1k)).toFixed(1)} ms | ${median(runs[i]!.map((r) => r.otherCpuPer1k)).toFixed(1)} ms |`,
  );
});
process.exit(0);
