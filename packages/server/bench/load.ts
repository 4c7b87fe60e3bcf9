/**
 * The two load generators the bench can drive, with one result shape.
 *
 * wrk (Debian's `wrk`, C, epoll) is the default when it is installed: on a 2-core machine the load
 * generator shares the server's cores, and wrk needs a fraction of the CPU autocannon (JavaScript)
 * needs for the same request rate, so the numbers say more about the servers and less about the
 * generator. autocannon stays as the fallback (`npm ci` installs it) and for comparison with
 * earlier runs (`BENCH_LOADGEN=autocannon`).
 */
import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSteady, parseWrk, steadyScript, type LoadResult, type SteadyResult } from './wrk.ts';

export type { LoadResult, SteadyResult };

const run = promisify(execFile);

export interface LoadTarget {
  port: number;
  path: string;
  /** Host header (routing by Host in the redirect service); undefined keeps 127.0.0.1:port. */
  host: string | undefined;
  userAgent: string;
}

export type LoadGenerator = 'wrk' | 'autocannon';

export async function pickGenerator(wanted: string | undefined): Promise<LoadGenerator> {
  if (wanted === 'autocannon') return 'autocannon';
  try {
    await run('wrk', ['--version']).catch((error: { stdout?: string }) => {
      // wrk prints its version and exits 1.
      if (!error.stdout?.startsWith('wrk')) throw error;
    });
    return 'wrk';
  } catch {
    if (wanted === 'wrk') throw new Error('BENCH_LOADGEN=wrk but wrk is not installed (apt-get install wrk)');
    return 'autocannon';
  }
}

async function wrk(target: LoadTarget, connections: number, seconds: number): Promise<LoadResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', `User-Agent: ${target.userAgent}`];
  if (target.host) args.push('-H', `Host: ${target.host}`);
  args.push(`http://127.0.0.1:${target.port}${target.path}`);
  const { stdout } = await run('wrk', args);
  return parseWrk(stdout);
}

/** One autocannon run; `rate` limits the overall request rate (undefined: as fast as it goes). */
async function autocannonRun(
  target: LoadTarget,
  connections: number,
  seconds: number,
  rate?: number,
): Promise<LoadResult & { p999: number }> {
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}${target.path}`,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    headers: { 'user-agent': target.userAgent, ...(target.host ? { host: target.host } : {}) },
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    p999: result.latency.p99_9,
    failed: result['4xx'] + result['5xx'],
    errors: result.errors + result.timeouts,
  };
}

/**
 * Latency at a steady request rate below saturation. At saturation every server's latency is its
 * queue (connections ÷ throughput); at a steady rate it is what a visitor waits for the service
 * itself. With wrk: paced connections (bench/wrk.ts, steadyScript). With autocannon: its
 * overallRate, timed by a Node event loop that shares the cores, and in whole milliseconds.
 */
export async function steadyRate(
  generator: LoadGenerator,
  target: LoadTarget,
  connections: number,
  rate: number,
  seconds: number,
): Promise<SteadyResult> {
  if (generator === 'autocannon') return autocannonRun(target, connections, seconds, rate);
  const dir = mkdtempSync(join(tmpdir(), 'rabt-wrk-'));
  const script = join(dir, 'steady.lua');
  writeFileSync(script, steadyScript(connections, rate));
  try {
    const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', script, '-H', `User-Agent: ${target.userAgent}`];
    if (target.host) args.push('-H', `Host: ${target.host}`);
    args.push(`http://127.0.0.1:${target.port}${target.path}`);
    const { stdout } = await run('wrk', args);
    return parseSteady(stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function load(generator: LoadGenerator, target: LoadTarget, connections: number, seconds: number): Promise<LoadResult> {
  return generator === 'wrk' ? wrk(target, connections, seconds) : autocannonRun(target, connections, seconds);
}
