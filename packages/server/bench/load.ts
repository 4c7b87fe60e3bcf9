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
import { parseWrk, type LoadResult } from './wrk.ts';

export type { LoadResult };

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
 * Latency at a fixed request rate below saturation (autocannon's overallRate, which accounts for
 * requests that should have been sent while a response was late, i.e. coordinated omission). At
 * saturation every server's latency is its queue (connections ÷ throughput); at a steady rate it
 * is what a visitor waits for the service itself. autocannon reports whole milliseconds.
 */
export function fixedRate(
  target: LoadTarget,
  connections: number,
  rate: number,
  seconds: number,
): Promise<LoadResult & { p999: number }> {
  return autocannonRun(target, connections, seconds, rate);
}

export function load(generator: LoadGenerator, target: LoadTarget, connections: number, seconds: number): Promise<LoadResult> {
  return generator === 'wrk' ? wrk(target, connections, seconds) : autocannonRun(target, connections, seconds);
}
