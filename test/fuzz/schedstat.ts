import fs from 'node:fs';

/**
 * CPU time (ms) a process's main thread — a Bun server's event loop — has used so far, from Linux's
 * /proc/PID/task/PID/schedstat (nanoseconds); NaN once the process is gone. Unlike wall-clock time it does not grow
 * while the process waits for a core on a loaded machine.
 */
export function mainThreadCpuMs(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
}
