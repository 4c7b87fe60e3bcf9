/**
 * CPU time of another process's threads, read by the bench from outside: the process's main
 * thread (the event loop that answers requests; its thread id is the process id) and all its other
 * threads together (the click writer thread, V8's and libuv's helpers).
 *
 * `/proc/<pid>/task/<tid>/schedstat` counts nanoseconds on the CPU as the scheduler measured them,
 * not the 10 ms ticks of `/proc/…/stat`, so a 5 s run is measured to well under 1 %. Linux only;
 * elsewhere the CPU columns are NaN.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface ThreadCpu {
  /** ms on the CPU: the main thread, and every other thread of the process. */
  main: number;
  others: number;
}

export function threadCpu(pid: number): ThreadCpu {
  try {
    let main = 0;
    let others = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      let ns: number;
      try {
        ns = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        continue; // the thread ended between the listing and the read
      }
      if (Number(tid) === pid) main += ns / 1e6;
      else others += ns / 1e6;
    }
    return { main, others };
  } catch {
    return { main: Number.NaN, others: Number.NaN };
  }
}
