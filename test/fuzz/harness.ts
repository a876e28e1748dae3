import fs from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import fc from 'fast-check';
import { startServer, type RunningServer } from '../support/process.ts';
import { tempDir } from '../support/app.ts';
import { CANARY, fuzzCase, type FuzzCase, type Fixtures, type Tenant } from './inputs.ts';
import { checkAnswer, type Violation } from './invariants.ts';
import { encodeRequest, sendRaw } from './raw-http.ts';
import type { LagSummary } from './lag-probe.ts';
import { mainThreadCpuMs } from './schedstat.ts';

/**
 * Runs fuzz cases against a real server process on 127.0.0.1 and records everything the invariants need: each
 * answer, the process staying alive, /healthz latency polled alongside, the server's peak RSS, and canaries
 * found in its log. Used by the CI subset (test/fuzz/fuzz.test.ts) and the long run (bench/fuzz/run.ts).
 */
const root = path.join(import.meta.dir, '../..');
export const ADMIN_TOKEN = 'fuzz-admin-token-0123456789abcdef';
export const PORTAL_SECRET = 'fuzz-portal-secret-0123456789abcdef';
const BODY_CAP = 1_048_576;

export function fuzzServerEnv(dataDir: string): Record<string, string> {
  return {
    ADMIN_TOKEN,
    PORTAL_SECRET,
    ALLOW_INSECURE_HTTP: 'true',
    BURST_LIMIT: '1000000',
    QUOTA_FREE: '-1', QUOTA_PRO: '-1', QUOTA_ULTRA: '-1', QUOTA_TEAM: '-1',
    LOG_LEVEL: 'debug',
    MAX_BODY_BYTES: String(BODY_CAP),
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    REDIS_URL: process.env.REDIS_URL ?? '',
    REDIS_KEY_PREFIX: `fuzz:${crypto.randomUUID()}:`,
    LAG_PROBE_FILE: path.join(dataDir, 'lag.json'),
  };
}

/** FUZZ_CPU_PROF=dir writes the server's CPU profile there when it exits (Bun's --cpu-prof), for finding stalls. */
const profile = process.env.FUZZ_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.FUZZ_CPU_PROF] : [];

export const startFuzzServer = (env: Record<string, string>) =>
  startServer(['bun', ...profile, '--preload', path.join(import.meta.dir, 'lag-probe.ts'), path.join(root, 'src/main.ts')], { env });

/** Starts (first call) or closes (second call) the window the server's event-loop probe measures. */
export const markLagWindow = (server: RunningServer) => void server.process.kill('SIGUSR2');

/** What the server's event-loop probe (lag-probe.ts) saw in its window; written within a second of closing it. */
export async function lagOf(env: Record<string, string>): Promise<LagSummary> {
  for (let waited = 0; ; waited += 20) {
    const summary = JSON.parse(fs.readFileSync(env.LAG_PROBE_FILE!, 'utf8')) as LagSummary;
    if (summary.closed || waited > 5000) return summary;
    await Bun.sleep(20);
  }
}

export async function call(url: string, pathname: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const response = await fetch(`${url}${pathname}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

/** The primary form: every field type, a catastrophic-backtracking pattern (row 7) and prototype-named fields (row 8). */
const PRIMARY_FIELDS = [
  { name: 'email', type: 'email', required: true },
  { name: 'message', type: 'text', maxLength: 500 },
  { name: 'n', type: 'number', min: 0, max: 100 },
  { name: 'ok', type: 'boolean' },
  { name: 'choice', type: 'select', options: ['a', 'b'] },
  { name: 'when', type: 'date' },
  { name: 'site', type: 'url' },
  { name: 'phone', type: 'phone' },
  { name: 'evil', type: 'text', pattern: '^(a+)+$' },
  { name: '__proto__', type: 'text' },
  { name: 'constructor', type: 'text' },
  { name: 'toString', type: 'text' },
];

export async function setupFixtures(url: string, tenantCount: number, notes: string[]): Promise<Fixtures> {
  const created = async (pathname: string, json: unknown, token = ADMIN_TOKEN) => {
    const result = await call(url, pathname, { json, token });
    if (result.status !== 201 && result.status !== 200) throw new Error(`fixture ${pathname} failed: ${result.status} ${JSON.stringify(result.body)}`);
    return result.body;
  };
  const analyze = await created('/admin/keys', { service: 'analyze', plan: 'ultra' });
  const verified = await call(url, '/portal/v1/keys.verify', { json: { key: analyze.key }, token: PORTAL_SECRET });
  if (!verified.body?.principal) throw new Error(`fixture: portal verify failed: ${JSON.stringify(verified.body)}`);
  const tenants: Tenant[] = [];
  for (let i = 0; i < tenantCount; i++) {
    const forms = await created('/admin/keys', { service: 'forms', plan: 'business' });
    let primary = await call(url, '/v1/forms', { json: { name: `fuzz primary ${i}`, fields: PRIMARY_FIELDS }, token: forms.key });
    if (primary.status === 400) {
      // A server may refuse backtracking patterns at form creation (issue 9 row 7 allows it): fuzz without one.
      if (i === 0) notes.push(`primary form with pattern ^(a+)+$ refused (${primary.body?.error}); fuzzing without it`);
      primary = await call(url, '/v1/forms', { json: { name: `fuzz primary ${i}`, fields: PRIMARY_FIELDS.filter((field) => field.name !== 'evil') }, token: forms.key });
    }
    if (primary.status !== 201) throw new Error(`fixture: primary form failed: ${primary.status} ${JSON.stringify(primary.body)}`);
    const scratch = await created('/v1/forms', { name: `fuzz scratch ${i}`, fields: [{ name: 'x', type: 'text' }] }, forms.key);
    const submitted = await call(url, `/v1/f/${primary.body.data.id}`, { json: { email: 'fixture@example.org', message: 'fixture' }, token: forms.key });
    if (submitted.status !== 200 && i === 0) notes.push(`fixture submission without the optional prototype-named fields refused: ${submitted.status} ${JSON.stringify(submitted.body)}`);
    const view = await call(url, `/v1/f/${primary.body.data.id}/views`, { method: 'POST', token: forms.key });
    tenants.push({
      key: forms.key,
      primaryForm: primary.body.data.id,
      scratchForm: scratch.data.id,
      responseId: submitted.status === 200 ? submitted.body.submissionId : 'sub_0000000000000000',
      viewToken: view.body?.data?.viewToken ?? 'no-view-token',
    });
  }
  const scratchKeyIds = [];
  for (let i = 0; i < 3; i++) scratchKeyIds.push((await created('/admin/keys', { service: 'analyze', plan: 'free' })).id);
  const account = await created('/admin/accounts', { name: 'fuzz scratch account' });
  return {
    adminToken: ADMIN_TOKEN, portalSecret: PORTAL_SECRET, analyzeKey: analyze.key, principal: verified.body.principal,
    tenants, scratchKeyIds, accountIds: [account.id], bodyCap: BODY_CAP,
  };
}

/**
 * Polls /healthz from a separate process (test/fuzz/health-poller.ts) for as long as the run lasts, so the latency
 * measured is the server's, not the fuzz client's own event loop building its next hostile body. The arrays fill
 * when `stop()` resolves; windows are on this process's performance.now() clock, like the cases'. `serverCpu`
 * holds, per poll, the CPU the server's event-loop thread used while the poll waited (machine load excluded).
 */
export function pollHealth(url: string, serverPid: number, everyMs = 10) {
  const latencies: number[] = [];
  const serverCpu: number[] = [];
  const windows: Array<[number, number]> = [];
  let failures = 0;
  const child = spawn('bun', [path.join(import.meta.dir, 'health-poller.ts'), url, String(everyMs), String(serverPid)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout!.on('data', (chunk) => void (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    latencies,
    serverCpu,
    windows,
    failures: () => failures,
    stop: async () => {
      child.stdin!.end();
      await exited;
      const seen = JSON.parse(output) as { latencies: number[]; serverCpu: number[]; windows: Array<[number, number]>; failures: number };
      latencies.push(...seen.latencies);
      serverCpu.push(...seen.serverCpu);
      windows.push(...seen.windows.map(([from, to]) => [from - performance.timeOrigin, to - performance.timeOrigin] as [number, number]));
      failures = seen.failures;
    },
  };
}

/** The issue's /healthz target, in ms: p99 during a fuzz run. */
export const HEALTHZ_BUDGET_MS = 100;

/**
 * /healthz figures of a run: wall-clock latency seen by the poller (the measure on a quiet machine) and the
 * server's event-loop CPU each poll waited for (the same measure with machine load taken out; the CI check).
 */
export function healthFigures(health: { latencies: readonly number[]; serverCpu: readonly number[] }) {
  const serverCpu = health.serverCpu.filter(Number.isFinite);
  return {
    polls: health.latencies.length,
    wallP50: percentile(health.latencies, 50),
    wallP99: percentile(health.latencies, 99),
    wallMax: Math.max(...health.latencies),
    cpuP99: percentile(serverCpu, 99),
    cpuMax: Math.max(...serverCpu),
  };
}

export const describeHealth = (figures: ReturnType<typeof healthFigures>) =>
  `/healthz: ${figures.polls} polls, wall-clock p50 ${figures.wallP50.toFixed(1)} ms, p99 ${figures.wallP99.toFixed(1)} ms, max ${figures.wallMax.toFixed(1)} ms; `
  + `server event-loop CPU while a poll waited p99 ${figures.cpuP99.toFixed(1)} ms, max ${figures.cpuMax.toFixed(1)} ms`;

export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Peak resident set (VmHWM) and current RSS of a process, in MB. */
export function memoryOf(pid: number): { peakMb: number; rssMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
}

/**
 * Starts a new peak-RSS measurement (Linux clear_refs 5 resets VmHWM), so the peak reported is the run's and not
 * start-up's: a fresh PGlite data directory alone peaks above 1 GB while initdb runs. Returns the start-up peak.
 */
export function resetPeak(pid: number): number {
  const startup = memoryOf(pid).peakMb;
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  return startup;
}

export interface GroupedViolation {
  route: string;
  auth: string;
  shape: string;
  symptom: string;
  status?: number;
  count: number;
  example: string;
}

export interface RunTotals {
  sent: number;
  /** start and end of each case that took longer than SLOW_CASE_MS, for blaming slow /healthz polls */
  slowCases: Array<{ start: number; end: number; label: string }>;
  byStatus: Map<string, number>;
  violations: Map<string, GroupedViolation>;
  /** canary → the case that planted it (only canaries seen so far are kept when the log is scanned) */
  canaries: Map<string, string>;
}

export const newTotals = (): RunTotals => ({ sent: 0, slowCases: [], byStatus: new Map(), violations: new Map(), canaries: new Map() });
const SLOW_CASE_MS = 50;

function describeCase(fuzz: FuzzCase): string {
  return `${fuzz.label} auth=${fuzz.auth} ${fuzz.shape}`;
}

function record(totals: RunTotals, fuzz: FuzzCase, violations: Violation[], statusKey: string) {
  totals.sent++;
  totals.byStatus.set(statusKey, (totals.byStatus.get(statusKey) ?? 0) + 1);
  for (const violation of violations) {
    const key = [fuzz.label, fuzz.auth, fuzz.shape, violation.symptom, violation.status].join('|');
    const group = totals.violations.get(key);
    if (group) group.count++;
    else totals.violations.set(key, { route: fuzz.label, auth: fuzz.auth, shape: fuzz.shape, symptom: violation.symptom, status: violation.status, count: 1, example: violation.detail.slice(0, 160) });
  }
}

function plantedCanaries(fuzz: FuzzCase): string[] {
  return Buffer.from(encodeRequest(fuzz.request)).toString('latin1').match(CANARY) ?? [];
}

/**
 * Sends `count` cases generated from `seed` (in batches, so multi-megabyte bodies never pile up) with
 * `concurrency` requests in flight. `alive()` is checked before each request; the run stops when it says no.
 */
export async function runCases(options: {
  port: () => number;
  fixtures: Fixtures;
  seed: number;
  count: number;
  concurrency: number;
  totals: RunTotals;
  /** false once the run must stop: the server died, or a time budget ran out */
  alive: () => boolean;
  onBatch?: (done: number) => void;
  /** the server's pid: answers are then timed in its event-loop CPU (schedstat.ts), not wall-clock time */
  serverPid?: number;
}): Promise<void> {
  const { fixtures, totals } = options;
  const arbitrary = fuzzCase(fixtures);
  const batchSize = 400;
  for (let start = 0; start < options.count && options.alive(); start += batchSize) {
    const batch = fc.sample(arbitrary, { seed: options.seed + start, numRuns: Math.min(batchSize, options.count - start) });
    let next = 0;
    const worker = async () => {
      while (next < batch.length && options.alive()) {
        const fuzz = batch[next++]!;
        for (const canary of plantedCanaries(fuzz)) totals.canaries.set(canary, describeCase(fuzz));
        const serverCpuBefore = options.serverPid ? mainThreadCpuMs(options.serverPid) : Number.NaN;
        const start = performance.now();
        const outcome = await sendRaw(options.port(), fuzz.request);
        const end = performance.now();
        const serverBusy = options.serverPid ? mainThreadCpuMs(options.serverPid) - serverCpuBefore : Number.NaN;
        if (end - start > SLOW_CASE_MS) totals.slowCases.push({ start, end, label: describeCase(fuzz) });
        const violations = checkAnswer(fuzz, outcome, Number.isFinite(serverBusy) ? serverBusy : undefined);
        record(totals, fuzz, violations, outcome.ok ? String(outcome.response.status) : `no answer (${fuzz.transport ? 'transport' : 'app'})`);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    options.onBatch?.(Math.min(start + batchSize, options.count));
  }
}

/** Log lines (stdout and stderr) that carry a planted canary, with the case that planted it. */
export function canaryLeaks(logs: readonly string[], canaries: ReadonlyMap<string, string>): Array<{ canary: string; planted: string; line: string }> {
  const leaks: Array<{ canary: string; planted: string; line: string }> = [];
  for (const line of logs) {
    const canary = line.match(CANARY)?.[0];
    if (canary) leaks.push({ canary, planted: canaries.get(canary) ?? 'unknown case', line: line.slice(0, 400) });
  }
  return leaks;
}

/**
 * For each /healthz poll slower than `budgetMs` (or, given `serverCpu`, whose wait cost the server's event loop
 * more than that), the longest case that was in flight meanwhile: the likely blocker. Counted per case description, most frequent first.
 */
export function healthSuspects(windows: ReadonlyArray<[number, number]>, totals: RunTotals, budgetMs: number, serverCpu?: readonly number[]): string[] {
  const blamed = new Map<string, number>();
  for (const [index, [start, end]] of windows.entries()) {
    if ((serverCpu ? serverCpu[index]! : end - start) <= budgetMs) continue;
    const overlapping = totals.slowCases.filter((slow) => slow.start < end && slow.end > start);
    const worst = overlapping.sort((a, b) => (b.end - b.start) - (a.end - a.start))[0];
    const label = worst ? worst.label : 'no slow case in flight (machine or GC pause)';
    blamed.set(label, (blamed.get(label) ?? 0) + 1);
  }
  return [...blamed].sort((a, b) => b[1] - a[1]).map(([label, count]) => `${count} × ${label}`);
}

export function sortedViolations(totals: RunTotals): GroupedViolation[] {
  return [...totals.violations.values()].sort((a, b) => a.symptom.localeCompare(b.symptom) || a.route.localeCompare(b.route) || b.count - a.count);
}

/** One line per (route, symptom, status): the shapes that caused it, for a readable failure list. */
export function summariseViolations(groups: readonly GroupedViolation[]): string[] {
  const merged = new Map<string, { count: number; shapes: Set<string>; auths: Set<string>; example: string }>();
  for (const group of groups) {
    const key = `${group.symptom} ${group.status ?? ''} ${group.route}`;
    const entry = merged.get(key) ?? { count: 0, shapes: new Set(), auths: new Set(), example: group.example };
    entry.count += group.count;
    entry.shapes.add(group.shape.replace(/@.*$/, ''));
    entry.auths.add(group.auth);
    merged.set(key, entry);
  }
  return [...merged.entries()].map(([key, entry]) =>
    `${key} ×${entry.count} auth=[${[...entry.auths].join(',')}] shapes=[${[...entry.shapes].slice(0, 12).join(', ')}${entry.shapes.size > 12 ? ', …' : ''}] e.g. ${entry.example}`);
}

export interface FuzzSession {
  server: RunningServer;
  fixtures: Fixtures;
  notes: string[];
  dataDir: string;
  env: Record<string, string>;
}

export async function openSession(tenantCount: number): Promise<FuzzSession> {
  const dataDir = tempDir('pfs-fuzz');
  const env = fuzzServerEnv(dataDir);
  const server = await startFuzzServer(env);
  const notes: string[] = [];
  const fixtures = await setupFixtures(server.url, tenantCount, notes);
  notes.push(`start-up and fixtures peaked at ${resetPeak(server.process.pid!).toFixed(0)} MB RSS (reset before the run)`);
  return { server, fixtures, notes, dataDir, env };
}
