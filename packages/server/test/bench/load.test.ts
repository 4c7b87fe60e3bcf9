/** The bench reads wrk's text output; a misread unit would silently skew every number it reports. */
import { describe, expect, it } from 'vitest';
import { parseSteady, parseWrk, steadyScript } from '../../bench/wrk.ts';

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

describe('bench: wrk at a steady rate', () => {
  it('spreads think times around connections ÷ rate, less the response time (64 at 10 000 req/s: 6.4 − 0.6 ms)', () => {
    const script = steadyScript(64, 10_000);
    const [, low, high] = /math\.random\((\d+), (\d+)\)/.exec(script)!.map(Number);
    expect([low, high]).toEqual([1, 11]);
    expect(steadyScript(64, 5_000)).toContain('math.random(2, 22)');
  });

  it('refuses a rate the connections cannot pace (under 1 ms of think time each)', () => {
    expect(() => steadyScript(4, 10_000)).toThrow(/more than 4 connections/);
  });

  it('reads the done() line: microseconds to ms, requests over the duration', () => {
    const output =
      'Running 10s test @ http://127.0.0.1:1/x\n  1 threads and 64 connections\nSTEADY 98000 10000000 412 1830 4990 3 2\n';
    expect(parseSteady(output)).toEqual({ requests: 98000, rps: 9800, p50: 0.412, p99: 1.83, p999: 4.99, failed: 3, errors: 2 });
  });

  it('refuses output without that line (a script that did not run)', () => {
    expect(() => parseSteady('Running 10s test\n')).toThrow(/STEADY/);
  });
});
