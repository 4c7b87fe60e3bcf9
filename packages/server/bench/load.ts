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

const run = promisify(execFile);

export interface LoadTarget {
  port: number;
  path: string;
  /** Host header (routing by Host in the redirect service); undefined keeps 127.0.0.1:port. */
  host: string | undefined;
  userAgent: string;
}

export interface LoadResult {
  /** Responses received. */
  requests: number;
  rps: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  /** Responses with a status of 400 or more. */
  failed: number;
  /** Connection errors and timeouts. */
  errors: number;
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

/** wrk prints durations as 850.00us, 1.27ms or 1.02s. */
function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) throw new Error(`unreadable wrk duration: ${value}`);
  const n = Number(match[1]);
  return match[2] === 'us' ? n / 1000 : match[2] === 'ms' ? n : match[2] === 's' ? n * 1000 : n * 60_000;
}

export function parseWrk(output: string): LoadResult {
  const grab = (pattern: RegExp): string => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`wrk output without ${pattern}:\n${output}`);
    return match[1]!;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests: Number(grab(/(\d+) requests in/)),
    rps: Number(grab(/Requests\/sec:\s+([\d.]+)/)),
    p50: toMs(grab(/^\s+50%\s+(\S+)/m)),
    p99: toMs(grab(/^\s+99%\s+(\S+)/m)),
    failed: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

async function wrk(target: LoadTarget, connections: number, seconds: number): Promise<LoadResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', `User-Agent: ${target.userAgent}`];
  if (target.host) args.push('-H', `Host: ${target.host}`);
  args.push(`http://127.0.0.1:${target.port}${target.path}`);
  const { stdout } = await run('wrk', args);
  return parseWrk(stdout);
}

async function autocannonLoad(target: LoadTarget, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}${target.path}`,
    connections,
    duration: seconds,
    headers: { 'user-agent': target.userAgent, ...(target.host ? { host: target.host } : {}) },
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result['4xx'] + result['5xx'],
    errors: result.errors + result.timeouts,
  };
}

export function load(generator: LoadGenerator, target: LoadTarget, connections: number, seconds: number): Promise<LoadResult> {
  return generator === 'wrk' ? wrk(target, connections, seconds) : autocannonLoad(target, connections, seconds);
}
