import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import {
  canaryLeaks, describeHealth, HEALTHZ_BUDGET_MS, healthFigures, healthSuspects, memoryOf, newTotals, openSession, pollHealth, runCases, sortedViolations,
  summariseViolations, type FuzzSession, type RunTotals,
} from './harness.ts';

/**
 * Seeded fuzz subset over every route of both APIs, the admin API and the portal protocol, against a real server
 * process (issue 9). Runs in CI's two legs (embedded, PostgreSQL + Redis); FUZZ_SEED and FUZZ_CASES
 * reproduce or widen a run (FUZZ=0 turns it off locally). `bun bench/fuzz/run.ts` is the ≥ 100,000-input version.
 */
const enabled = process.env.FUZZ !== '0';
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const CASES = Number(process.env.FUZZ_CASES ?? 3000);
/** CI runs the suite twice; a run that has not finished its cases within this budget fails (stalls are a finding) */
const RUN_BUDGET_MS = 75_000;

let session: FuzzSession;
let totals: RunTotals;
let health: ReturnType<typeof pollHealth>;
let died: number | null | undefined;

describe.skipIf(!enabled)(`fuzz: ${CASES} seeded hostile requests (seed ${SEED})`, () => {
  beforeAll(async () => {
    session = await openSession(4);
    session.server.process.once('exit', (code) => void (died = code));
    totals = newTotals();
    health = pollHealth(session.server.url, session.server.process.pid!);
    const port = Number(new URL(session.server.url).port);
    const deadline = performance.now() + RUN_BUDGET_MS;
    const started = performance.now();
    await runCases({
      port: () => port, fixtures: session.fixtures, seed: SEED, count: CASES, concurrency: 6, totals, serverPid: session.server.process.pid,
      alive: () => died === undefined && performance.now() < deadline,
    });
    console.log(`fuzz: ${totals.sent} cases in ${((performance.now() - started) / 1000).toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...totals.byStatus].sort()))}`);
    await health.stop();
    for (const note of session.notes) console.log(`fixture note: ${note}`);
  }, 150_000);

  afterAll(async () => {
    await session?.server.stop();
  }, 20_000);

  const symptoms = (...names: string[]) => summariseViolations(sortedViolations(totals).filter((group) => names.includes(group.symptom)));

  test('the process never dies', () => {
    expect(died).toBeUndefined();
  });

  test(`every case answered within the run's ${RUN_BUDGET_MS / 1000} s budget`, () => {
    expect(totals.sent).toBe(CASES);
  });

  test('never a 5xx, never a stall or a dropped connection', () => {
    expect(symptoms('5xx', 'stall', 'no-answer', 'truncated-answer')).toEqual([]);
  });

  test('every status is one the route documents (authentication, then authorisation, then validation)', () => {
    expect(symptoms('undocumented-status', 'wrong-401-code', 'valid-request-refused')).toEqual([]);
  });

  test('every answer is JSON: {error, message, …} or the documented success, with X-Request-Id and rate-limit headers', () => {
    expect(symptoms('empty-body', 'not-json', 'json-without-json-content-type', 'error-shape', 'success-shape', 'export-content-type', 'no-request-id', 'no-rate-limit-headers')).toEqual([]);
  });

  // timed in the server's event-loop CPU while the case waited, like /healthz below; bench/fuzz keeps wall-clock
  test('every answer within 1 s', () => {
    expect(symptoms('slow')).toEqual([]);
  });

  // Wall-clock latency from another process also counts the time the server waits for a core, which on a busy CI
  // machine alone exceeds the budget; the CPU its event loop spent while each poll waited does not (a real stall
  // still shows in full: test/fuzz/health-metric.test.ts). bench/fuzz keeps the wall-clock target.
  test(`/healthz polled throughout: never failing, kept waiting by the server's event loop under ${HEALTHZ_BUDGET_MS} ms at p99`, () => {
    const figures = healthFigures(health);
    console.log(describeHealth(figures));
    for (const suspect of healthSuspects(health.windows, totals, HEALTHZ_BUDGET_MS, health.serverCpu)) console.log(`  /healthz poll kept waiting by the event loop, overlapping: ${suspect}`);
    expect(figures.polls).toBeGreaterThan(10);
    expect(health.serverCpu.length).toBe(figures.polls);
    expect(health.failures()).toBe(0);
    expect(figures.cpuP99).toBeLessThan(HEALTHZ_BUDGET_MS);
  });

  test('no log line carries a submitted value (canaries planted in every value)', () => {
    const leaks = canaryLeaks(session.server.logs, totals.canaries);
    expect(leaks.map((leak) => `${leak.planted} → ${leak.line}`)).toEqual([]);
  });

  test('peak RSS stays below 1 GB', () => {
    if (died === undefined) expect(memoryOf(session.server.process.pid!).peakMb).toBeLessThan(1024);
  });
});
