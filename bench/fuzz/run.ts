/**
 * The long fuzz run of issue 9: ≥ 100,000 generated hostile requests over every route (both APIs, admin, portal)
 * against a real server process on 127.0.0.1, with /healthz polled alongside.
 *
 *   bun bench/fuzz/run.ts [--cases 100000] [--seed 1] [--concurrency 8] [--tenants 8]
 *   (DATABASE_URL=… REDIS_URL=… for the shared backends; embedded PGlite otherwise)
 *
 * Reports counts per status, 5xx (must be 0), deaths (must be 0; a dead server is restarted on the same data and
 * the run goes on), /healthz p50/p99/max (wall-clock, the target; beside it the server's event-loop CPU each poll
 * waited for, which machine load does not inflate), the event-loop stalls the server's probe saw and the requests in
 * flight during them (test/fuzz/lag-probe.ts), the server's peak RSS (must stay < 1 GB), canary leaks in the log and
 * every distinct invariant violation (route, credential, input shape, symptom). Exits 1 when any target is missed.
 * FUZZ_CPU_PROF=dir also writes the server's CPU profile there.
 */
import { parseArgs } from 'node:util';
import {
  canaryLeaks, describeHealth, HEALTHZ_BUDGET_MS, healthFigures, healthSuspects, lagOf, markLagWindow, memoryOf, newTotals, openSession, pollHealth, resetPeak, runCases, sortedViolations, startFuzzServer, summariseViolations,
} from '../../test/fuzz/harness.ts';
import type { RunningServer } from '../../test/support/process.ts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '8' },
    tenants: { type: 'string', default: '8' },
  },
});
const cases = Number(values.cases);
const seed = Number(values.seed);

const session = await openSession(Number(values.tenants));
let server: RunningServer = session.server;
let deaths = 0;
let peakMb = 0;
const logs: string[] = [];
let alive = true;
const totals = newTotals();
let finished = false;
const watch = (running: RunningServer) => running.process.once('exit', (code) => {
  if (running !== server || finished) return;
  deaths++;
  alive = false;
  console.log(`server died (exit ${code}) after ${totals.sent} cases`);
});
watch(server);

let health = pollHealth(server.url, server.process.pid!);
markLagWindow(server);
const latencies: number[] = [];
const serverCpu: number[] = [];
const windows: Array<[number, number]> = [];
const sampler = setInterval(() => {
  try {
    peakMb = Math.max(peakMb, memoryOf(server.process.pid!).peakMb);
  } catch { /* the process is gone: counted as a death */ }
}, 500);

const started = performance.now();
let done = 0;
while (done < cases) {
  alive = true;
  const port = Number(new URL(server.url).port);
  const before = totals.sent;
  await runCases({
    port: () => port, fixtures: session.fixtures, seed: seed + done, count: cases - done, concurrency: Number(values.concurrency), totals,
    alive: () => alive,
    onBatch: (n) => {
      if ((before + n) % 10_000 < 400) console.log(`${before + n} cases, ${((performance.now() - started) / 1000).toFixed(0)} s, peak RSS ${peakMb.toFixed(0)} MB`);
    },
  });
  done = totals.sent;
  if (!alive && done < cases) {
    // restart on the same data directory / database so the fixtures (keys, forms) still exist
    await health.stop();
    latencies.push(...health.latencies);
    serverCpu.push(...health.serverCpu);
    windows.push(...health.windows);
    logs.push(...server.logs);
    server = await startFuzzServer(session.env);
    resetPeak(server.process.pid!);
    watch(server);
    health = pollHealth(server.url, server.process.pid!);
    markLagWindow(server);
  }
}
clearInterval(sampler);
markLagWindow(server);
const lag = await lagOf(session.env);
await health.stop();
latencies.push(...health.latencies);
serverCpu.push(...health.serverCpu);
windows.push(...health.windows);
try {
  peakMb = Math.max(peakMb, memoryOf(server.process.pid!).peakMb);
} catch { /* died at the very end */ }
logs.push(...server.logs);
finished = true;
await server.stop();

const seconds = (performance.now() - started) / 1000;
const fiveHundreds = [...totals.byStatus].filter(([status]) => status.startsWith('5')).reduce((sum, [, n]) => sum + n, 0);
const leaks = canaryLeaks(logs, totals.canaries);
const violations = sortedViolations(totals);
const healthz = healthFigures({ latencies, serverCpu });

console.log(`\n== bench/fuzz: ${totals.sent} inputs in ${seconds.toFixed(0)} s (seed ${seed}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${process.env.REDIS_URL ? ' + Redis' : ''})`);
for (const note of session.notes) console.log(`fixture note: ${note}`);
console.log('statuses:', Object.fromEntries([...totals.byStatus].sort()));
console.log(`5xx: ${fiveHundreds}   deaths: ${deaths}`);
console.log(`${describeHealth(healthz)} (target: wall-clock p99 < ${HEALTHZ_BUDGET_MS} ms)`);
for (const suspect of healthSuspects(windows, totals, HEALTHZ_BUDGET_MS).slice(0, 10)) console.log(`  slow /healthz poll overlapping: ${suspect}`);
for (const suspect of healthSuspects(windows, totals, HEALTHZ_BUDGET_MS, serverCpu).slice(0, 10)) console.log(`  /healthz poll kept waiting > ${HEALTHZ_BUDGET_MS} ms by the event loop, overlapping: ${suspect}`);
console.log(`event loop (in the server, main-thread CPU between ${lag.tickMs} ms ticks): ${lag.ticks} ticks, busy p50 ${lag.busyP50.toFixed(1)} ms, p99 ${lag.busyP99.toFixed(1)} ms, max ${lag.busyMax.toFixed(1)} ms; ${lag.stalls} stalls > 20 ms`);
for (const entry of lag.blame.slice(0, 12)) console.log(`  ${entry.stalls} stalls, ${entry.busyMs.toFixed(0)} ms (max ${entry.maxMs.toFixed(0)}): heaviest in flight ${entry.suspect}`);
console.log('  the longest ticks, with the requests in flight or finished during them:');
for (const tick of lag.worst) console.log(`  ${tick.busyMs.toFixed(0)} ms, heap ${tick.heapChangeMb >= 0 ? '+' : ''}${tick.heapChangeMb.toFixed(0)} MB: ${tick.requests.join('; ').slice(0, 600)}`);
console.log('  most over-represented in stalls (lift = share of its requests in flight during a stall ÷ the average share):');
for (const entry of lag.lift.slice(0, 12)) console.log(`  lift ${entry.lift.toFixed(1)}: ${entry.inStalls}/${entry.requests} ${entry.label}`);
console.log(`server peak RSS: ${peakMb.toFixed(0)} MB`);
console.log(`log lines carrying a planted value: ${leaks.length}`);
for (const leak of leaks.slice(0, 20)) console.log(`  ${leak.planted} → ${leak.line}`);
console.log(`distinct violations (route, credential, shape, symptom): ${violations.length}`);
for (const line of summariseViolations(violations)) console.log(`  ${line}`);

const met = totals.sent >= 100_000 && fiveHundreds === 0 && deaths === 0 && healthz.wallP99 < HEALTHZ_BUDGET_MS && peakMb < 1024 && leaks.length === 0 && violations.length === 0;
console.log(met ? '\nall targets met' : '\ntargets missed (see above)');
process.exit(met ? 0 : 1);
