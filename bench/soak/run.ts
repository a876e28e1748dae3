/**
 * Soak (issue 9): minutes at a fixed request rate over both APIs against one real server process on 127.0.0.1.
 * Mix: half analyze (valid key, unlimited quota, high burst limit), a quarter forms submits, an eighth analytics,
 * an eighth responses. Open loop: requests start on schedule whether or not earlier ones finished.
 *
 *   bun bench/soak/run.ts [--minutes 5] [--rate 100] [--tenants auto]
 *   (DATABASE_URL=… REDIS_URL=… for the shared backends; embedded PGlite otherwise)
 *
 * Reports errors (any non-2xx or failed request; must be 0), p50/p99 per minute (the last minute's p99 must be
 * within 1.5× of the first's) and the server's RSS at the end of each minute (drift from the end of the first
 * minute to the end must be ≤ 10 %). Exits 1 when a target is missed.
 */
import { parseArgs } from 'node:util';
import { ADMIN_TOKEN, call, fuzzServerEnv, memoryOf, percentile, resetPeak, startFuzzServer } from '../../test/fuzz/harness.ts';
import { tempDir } from '../../test/support/app.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    rate: { type: 'string', default: '100' },
    tenants: { type: 'string', default: 'auto' },
  },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
// forms plan business: 1000 writes and 600 reads per account per minute; keep every tenant under ~40 % of that, since a backlog drains in bursts
const tenantCount = values.tenants === 'auto' ? Math.max(2, Math.ceil((rate * 60) / 4 / 250)) : Number(values.tenants);
const PROMPTS = [
  'total revenue by month in 2024', 'top 5 customers by number of orders', 'average order value per status last 30 days',
  'how many users signed up each week this year', 'orders above the average amount', 'count of tickets by priority since March 1',
];
const FIELDS = ['amount', 'createdAt', 'status', 'customerId', 'priority', 'email'];

const server = await startFuzzServer({ ...fuzzServerEnv(tempDir('pfs-soak')), LOG_LEVEL: 'info' });
const expect2xx = async (result: Promise<{ status: number; body: any }>) => {
  const { status, body } = await result;
  if (status >= 300) throw new Error(`set-up failed: ${status} ${JSON.stringify(body)}`);
  return body;
};
const analyzeKey = (await expect2xx(call(server.url, '/admin/keys', { json: { service: 'analyze', plan: 'ultra' }, token: ADMIN_TOKEN }))).key as string;
const tenants: Array<{ key: string; form: string }> = [];
for (let i = 0; i < tenantCount; i++) {
  const key = (await expect2xx(call(server.url, '/admin/keys', { json: { service: 'forms', plan: 'business' }, token: ADMIN_TOKEN }))).key as string;
  const form = await expect2xx(call(server.url, '/v1/forms', {
    json: { name: `soak ${i}`, fields: [{ name: 'email', type: 'email', required: true }, { name: 'message', type: 'text' }, { name: 'score', type: 'number' }] },
    token: key,
  }));
  tenants.push({ key, form: form.data.id });
}

const startupPeakMb = resetPeak(server.process.pid!);

interface Minute {
  latencies: number[];
  errors: Map<string, number>;
  rssMb: number;
}
const perMinute: Minute[] = Array.from({ length: minutes }, () => ({ latencies: [], errors: new Map(), rssMb: 0 }));
const started = performance.now();
let sent = 0;
let inFlight = 0;
let maxInFlight = 0;

function request(n: number): Promise<Response> {
  const tenant = tenants[n % tenants.length]!;
  const forms = { authorization: `Bearer ${tenant.key}`, 'content-type': 'application/json' };
  switch (n % 8) {
    case 0: case 2: case 4: case 6:
      return fetch(`${server.url}/api/analyze`, {
        method: 'POST',
        headers: { authorization: `Bearer ${analyzeKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: PROMPTS[n % PROMPTS.length], fields: FIELDS, collections: ['orders', 'users', 'tickets'] }),
      });
    case 1: case 5:
      return fetch(`${server.url}/v1/f/${tenant.form}`, {
        method: 'POST', headers: forms, body: JSON.stringify({ email: `soak${n}@example.org`, message: 'steady state', score: n % 100 }),
      });
    case 3:
      return fetch(`${server.url}/v1/f/${tenant.form}/analytics`, { headers: forms });
    default:
      return fetch(`${server.url}/v1/f/${tenant.form}/responses?limit=50`, { headers: forms });
  }
}

async function fire(n: number, minute: Minute) {
  inFlight++;
  maxInFlight = Math.max(maxInFlight, inFlight);
  const begun = performance.now();
  let problem: string | null = null;
  try {
    const response = await request(n);
    await response.arrayBuffer();
    if (response.status >= 300) problem = String(response.status);
  } catch (error) {
    problem = (error as Error).name;
  }
  minute.latencies.push(performance.now() - begun);
  if (problem) minute.errors.set(problem, (minute.errors.get(problem) ?? 0) + 1);
  inFlight--;
}

const pending = new Set<Promise<void>>();
const totalMs = minutes * 60_000;
const tickMs = 10;
while (performance.now() - started < totalMs) {
  const elapsed = performance.now() - started;
  const due = Math.floor((elapsed / 1000) * rate);
  const minute = perMinute[Math.min(minutes - 1, Math.floor(elapsed / 60_000))]!;
  while (sent < due) {
    const task = fire(sent++, minute);
    pending.add(task);
    void task.finally(() => pending.delete(task));
  }
  // the last sample taken in a minute is that minute's RSS
  minute.rssMb = memoryOf(server.process.pid!).rssMb;
  await Bun.sleep(tickMs);
}
await Promise.all(pending);
const peakMb = memoryOf(server.process.pid!).peakMb;
await server.stop();

const seconds = (performance.now() - started) / 1000;
let errors = 0;
console.log(`== bench/soak: ${sent} requests in ${seconds.toFixed(0)} s at ${rate}/s target (${(sent / seconds).toFixed(0)}/s sent), ${tenantCount} forms tenants, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${process.env.REDIS_URL ? ' + Redis' : ''}; max in flight ${maxInFlight}`);
console.log('minute  requests  p50 ms  p99 ms  errors  RSS MB');
perMinute.forEach((minute, index) => {
  const errorCount = [...minute.errors.values()].reduce((a, b) => a + b, 0);
  errors += errorCount;
  const detail = errorCount ? ` ${JSON.stringify(Object.fromEntries(minute.errors))}` : '';
  console.log(`${String(index + 1).padStart(6)}  ${String(minute.latencies.length).padStart(8)}  ${percentile(minute.latencies, 50).toFixed(1).padStart(6)}  ${percentile(minute.latencies, 99).toFixed(1).padStart(6)}  ${String(errorCount).padStart(6)}${detail}  ${minute.rssMb.toFixed(0).padStart(6)}`);
});
const firstP99 = percentile(perMinute[0]!.latencies, 99);
const lastP99 = percentile(perMinute[minutes - 1]!.latencies, 99);
const firstRss = perMinute[0]!.rssMb;
const lastRss = perMinute[minutes - 1]!.rssMb;
const p99Ratio = lastP99 / firstP99;
const rssDrift = (lastRss - firstRss) / firstRss;
console.log(`errors: ${errors}`);
console.log(`p99 last/first minute: ${lastP99.toFixed(1)} / ${firstP99.toFixed(1)} ms = ${p99Ratio.toFixed(2)} (target ≤ 1.5)`);
console.log(`RSS end of minute 1 → end: ${firstRss.toFixed(0)} → ${lastRss.toFixed(0)} MB = ${(rssDrift * 100).toFixed(1)} % (target ≤ 10 %); peak during the run ${peakMb.toFixed(0)} MB (start-up ${startupPeakMb.toFixed(0)} MB)`);
const met = errors === 0 && p99Ratio <= 1.5 && rssDrift <= 0.1;
console.log(met ? 'all targets met' : 'targets missed');
process.exit(met ? 0 : 1);
