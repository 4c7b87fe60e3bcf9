/**
 * The bench's server processes: each runs in its own Node process, with `npm start`'s Node flags,
 * and announces itself (and later its results) on stdout as lines marked `BENCH {json}`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { load, type LoadGenerator, type LoadResult, type LoadTarget } from './load.ts';
import { threadCpu } from './thread-cpu.ts';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Node's flags as `npm start` passes them (package.json "start": `node <flags> scripts/start.mjs`):
 * the servers under test run on the product's runtime settings (docs/decisions/035). The bare
 * server gets the same flags, so the comparison is between handlers, not between runtimes.
 */
function startScriptFlags(): string[] {
  const manifest = JSON.parse(readFileSync(join(here, '../../../package.json'), 'utf8')) as { scripts: { start: string } };
  const words = manifest.scripts.start.replace(/^exec /, '').split(/\s+/);
  if (words[0] !== 'node') throw new Error(`unexpected start script: ${manifest.scripts.start}`);
  return words.slice(1, words.indexOf('scripts/start.mjs'));
}
export const RUNTIME_FLAGS = startScriptFlags();

export interface Child {
  process: ChildProcess;
  lines: AsyncIterator<string>;
}

/** Starts bench/<script> with the runtime flags; `env` adds to the bench's own environment. */
export function startChild(script: string, env: Record<string, string> = {}): Child {
  const child = spawn(process.execPath, [...RUNTIME_FLAGS, '--import', 'tsx', join(here, script)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  return { process: child, lines: createInterface({ input: child.stdout! })[Symbol.asyncIterator]() };
}

export async function nextJson<T>(child: Child): Promise<T> {
  for (;;) {
    const { value, done } = await child.lines.next();
    if (done) throw new Error('child exited without answering');
    // Children print pino logs on stdout too; answers are the lines marked BENCH.
    if (value.startsWith('BENCH ')) return JSON.parse(value.slice(6)) as T;
  }
}

export async function stopChild(child: Child): Promise<void> {
  child.process.kill('SIGTERM');
  if (child.process.exitCode === null) await once(child.process, 'exit');
}

export const median = (values: number[]) => {
  const sorted = values.toSorted((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export interface Run extends LoadResult {
  /** CPU of the server's main thread (the event loop answering requests) per 1000 requests, ms. */
  mainCpuPer1k: number;
  /** CPU of all its other threads (click writer, V8 and libuv helpers) per 1000 requests, ms. */
  otherCpuPer1k: number;
}

/** One load run against a child, with its threads' CPU read from outside before and after. */
export async function measureChild(
  child: Child,
  generator: LoadGenerator,
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<Run> {
  const pid = child.process.pid!;
  const before = threadCpu(pid);
  const result = await load(generator, target, connections, seconds);
  const after = threadCpu(pid);
  const thousands = result.requests / 1000;
  return {
    ...result,
    mainCpuPer1k: (after.main - before.main) / thousands,
    otherCpuPer1k: (after.others - before.others) / thousands,
  };
}
