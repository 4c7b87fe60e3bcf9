/** The bench reads wrk's text output; a misread unit would silently skew every number it reports. */
import { describe, expect, it } from 'vitest';
import { parseWrk } from '../bench/wrk.ts';

const OUTPUT = `Running 5s test @ http://127.0.0.1:40123/Nc53ycz
  1 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.71ms  612.40us  21.03ms   91.12%
    Req/Sec    36.95k     2.37k   40.71k    78.00%
  Latency Distribution
     50%  850.00us
     75%    1.94ms
     90%    2.31ms
     99%    1.02s
  183842 requests in 5.00s, 53.60MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:  36765.42
Transfer/sec:     10.72MB
`;

describe('bench: wrk output', () => {
  it('reads requests, rate, percentiles in us/ms/s, failures and socket errors', () => {
    expect(parseWrk(OUTPUT)).toEqual({ requests: 183842, rps: 36765.42, p50: 0.85, p99: 1020, failed: 7, errors: 5 });
  });

  it('counts no failures or errors when wrk prints none', () => {
    const clean = OUTPUT.replace(/ {2}Socket errors.*\n/, '').replace(/ {2}Non-2xx.*\n/, '');
    expect(parseWrk(clean)).toMatchObject({ failed: 0, errors: 0 });
  });

  it('refuses output without a latency distribution (wrk run without --latency)', () => {
    expect(() => parseWrk(OUTPUT.replace(/ {5}99%.*\n/, ''))).toThrow(/99%/);
  });
});
