import { mainThreadCpuMs } from './schedstat.ts';

/**
 * Polls a server's /healthz from its own process until its stdin closes, then prints what it saw as one JSON
 * line. The fuzz client builds megabyte bodies and 150,000-deep nestings on its own event loop; polling from a
 * separate process keeps that client-side work out of the server latency it measures.
 *   bun test/fuzz/health-poller.ts URL EVERY_MS [SERVER_PID]
 * With SERVER_PID, each poll also records how much CPU the server's main thread (its event loop) consumed while
 * the poll waited (NaN once the process is gone). That is the wait the server's own work caused: a
 * loaded machine stretches the wall-clock latency (the server waits for a core) but not this figure.
 */
const [url, everyMs = '50', pid] = process.argv.slice(2);
const latencies: number[] = [];
const serverCpu: number[] = [];
/** [start, end] of each poll on the epoch clock (milliseconds, fractional), comparable across processes */
const windows: Array<[number, number]> = [];
let failures = 0;
let running = true;
const epochNow = () => performance.timeOrigin + performance.now();
const serverCpuMs = () => mainThreadCpuMs(Number(pid));

process.stdin.on('data', () => {});
process.stdin.on('end', () => void (running = false));

while (running) {
  const cpuBefore = pid ? serverCpuMs() : 0;
  const started = epochNow();
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    if (response.status !== 200) failures++;
  } catch {
    failures++;
  }
  const ended = epochNow();
  latencies.push(ended - started);
  windows.push([started, ended]);
  if (pid) serverCpu.push(serverCpuMs() - cpuBefore);
  await Bun.sleep(Number(everyMs));
}
console.log(JSON.stringify({ latencies, serverCpu, windows, failures }));
export {};
