/** Reading wrk's text output (kept apart from load.ts so it can be unit-tested without autocannon). */

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
