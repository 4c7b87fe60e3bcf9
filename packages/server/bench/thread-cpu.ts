/**
 * CPU time of the calling thread (user + system, µs) from /proc/thread-self/stat, on Linux; null
 * elsewhere. process.cpuUsage() counts every thread of the process (GC helpers, the click writer
 * thread); this counts only the event loop that answers requests. Resolution: one clock tick (10 ms).
 */
import { readFileSync } from 'node:fs';

const TICK_US = 10_000; // USER_HZ is 100 on Linux

export function threadCpuUs(): number | null {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After "pid (comm) ": state is field 3, utime field 14, stime field 15.
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return null;
  }
}
