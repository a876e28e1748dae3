/**
 * Polls a server's /healthz from its own process until its stdin closes, then prints what it saw as one JSON
 * line. The fuzz client builds megabyte bodies and 150,000-deep nestings on its own event loop; polling from a
 * separate process keeps that client-side work out of the server latency it measures.
 *   bun test/fuzz/health-poller.ts URL EVERY_MS
 */
const [url, everyMs = '50'] = process.argv.slice(2);
const latencies: number[] = [];
/** [start, end] of each poll on the epoch clock (milliseconds, fractional), comparable across processes */
const windows: Array<[number, number]> = [];
let failures = 0;
let running = true;
const epochNow = () => performance.timeOrigin + performance.now();

process.stdin.on('data', () => {});
process.stdin.on('end', () => void (running = false));

while (running) {
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
  await Bun.sleep(Number(everyMs));
}
console.log(JSON.stringify({ latencies, windows, failures }));
export {};
