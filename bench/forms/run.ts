/**
 * Forms benchmark (not part of the test gate). Ratios are measured side by side in one run.
 *
 *   bun bench/forms/run.ts [--rows 1000000] [--submits 2000] [--concurrency 10]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench bun bench/forms/run.ts
 *
 * 1. Submit throughput: the full stack (auth, limits, validation, spam screen, durable insert of the submission
 *    as an outbox event for the form's webhook and e-mail notification) through app.handle vs raw single-row
 *    inserts into the same table with the same driver and concurrency, alternating in rounds. The delivery worker
 *    is off here (BACKGROUND_JOBS=false): it runs beside the request path, and this measures the request path.
 *    Its fan-out of the events into delivery rows (dispatch.ts) is then run and timed on its own.
 * 2. Read latency on one form with --rows submissions: analytics, responses page 1 and page 10 000, and a
 *    cursor step from the middle of the walk (p50 / p95 over repeated calls).
 */
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, rowsOf } from '../../src/db/client.ts';
import { newId } from '../../src/ids.ts';
import { dispatchSubmissions, DISPATCH_BATCH } from '../../plugins/forms/service/dispatch.ts';
import { nodeModulesPlatform } from '../../src/platform.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { values } = parseArgs({ options: {
  rows: { type: 'string', default: '1000000' },
  submits: { type: 'string', default: '2000' },
  concurrency: { type: 'string', default: '10' },
  reads: { type: 'string', default: '30' },
} });
const rows = Number(values.rows);
const submits = Number(values.submits);
const concurrency = Number(values.concurrency);
const reads = Number(values.reads);
const ADMIN = 'bench-admin-token-0123456789';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir }, nodeModulesPlatform);
const server = await createApp(loadConfig({
  ADMIN_TOKEN: ADMIN, ALLOW_INSECURE_HTTP: 'true', LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL,
  BACKGROUND_JOBS: 'false', SMTP_URL: 'smtp://127.0.0.1:2525', WEBHOOK_ALLOW_PRIVATE: '127.0.0.1',
}), { database });
const handle = (p: string, init: RequestInit = {}) => server.app.handle(new Request(`http://localhost${p}`, init));

const newKey = async () => (await (await handle('/admin/keys', { method: 'POST', headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' }, body: JSON.stringify({ service: 'forms', plan: 'business' }) })).json()).key as string;
/** A browser's user agent: a bot agent plus the per-form velocity would screen the submissions as spam, which queues no e-mail. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const headersFor = (key: string) => ({ authorization: `Bearer ${key}`, 'content-type': 'application/json', 'user-agent': BROWSER });
const auth = headersFor(await newKey());
const makeForm = async (headers = auth, hooked = true) => (await (await handle('/v1/forms', { method: 'POST', headers, body: JSON.stringify({
  name: 'Bench', fields: [{ name: 'name', type: 'text', required: true }, { name: 'email', type: 'email', required: true }, { name: 'message', type: 'text' }],
  settings: !hooked ? {} : {
    webhooks: [{ url: 'https://127.0.0.1:8443/hook', secret: `whsec_${Buffer.from('bench-signing-key-0123456789abcdef').toString('base64')}`, events: ['submission.created'] }],
    notifications: { recipients: ['owner@example.org'], subject: 'New submission to {form}' },
  },
}) })).json()).data.id as string;

/** Runs `work(from)` … `work(from + count - 1)`, `concurrency` at a time; returns the seconds taken. */
async function pool(from: number, count: number, work: (i: number) => Promise<void>): Promise<number> {
  let next = from;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (let i = next++; i < from + count; i = next++) await work(i);
  }));
  return (performance.now() - started) / 1000;
}

console.log(`backend ${database.kind}, ${concurrency} in flight`);
// Real time throughout: submits are spread over enough business accounts (1000 POST/min each) that no plan limit binds.
const hookedForms: string[] = [];
async function submitter(hooked: boolean) {
  const accounts = await Promise.all(Array.from({ length: Math.ceil(submits / 800) }, async () => {
    const headers = headersFor(await newKey());
    return { headers, form: await makeForm(headers, hooked) };
  }));
  if (hooked) hookedForms.push(...accounts.map((account) => account.form));
  return async (i: number) => {
    const { headers, form } = accounts[i % accounts.length]!;
    const response = await handle(`/v1/f/${form}`, { method: 'POST', headers, body: JSON.stringify({ name: `Person ${i}`, email: `p${i}@example.org`, message: `Hello number ${i}` }) });
    if (response.status !== 200) throw new Error(`submit ${response.status} ${await response.text()}`);
  };
}
const rawForm = await makeForm();
// The baseline: raw single-row inserts with the driver itself (postgres.js, which prepares statements; or PGlite).
const rawClient = process.env.DATABASE_URL ? postgres(process.env.DATABASE_URL, { max: concurrency, onnotice: () => {} }) : null;
const rawInsert = async (i: number) => {
  const id = newId('sub');
  const data = { name: `Person ${i}`, email: `p${i}@example.org`, message: `Hello number ${i}` };
  if (rawClient) await rawClient`insert into submissions (id, form_id, data, is_spam) values (${id}, ${rawForm}, ${rawClient.json(data)}, false)`;
  else await database.db.execute(sql`insert into submissions (id, form_id, data, is_spam) values (${id}, ${rawForm}, ${JSON.stringify(data)}::jsonb, false)`);
};
// The three alternate in rounds, so load from elsewhere on the machine falls on each alike.
const ROUNDS = 5;
const contenders = { withoutEffects: await submitter(false), fullStack: await submitter(true), raw: rawInsert };
const seconds = { withoutEffects: 0, fullStack: 0, raw: 0 };
/**
 * CPU seconds spent by this process and by the database's backends serving this database (local PostgreSQL,
 * read from /proc): unlike throughput, hardly moved by other work on a shared machine. Null when unreadable.
 */
async function cpuSeconds(): Promise<{ app: number; db: number } | null> {
  if (!process.env.DATABASE_URL || !fs.existsSync('/proc/self/stat')) return null;
  const pids = (await database.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`) as unknown as Array<{ pid: number }>);
  let ticks = 0;
  for (const { pid } of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      return null; // another machine, or another user's processes
    }
  }
  const own = process.cpuUsage();
  return { app: (own.user + own.system) / 1e6, db: ticks / 100 };
}
const cpu = { withoutEffects: { app: 0, db: 0 }, fullStack: { app: 0, db: 0 }, raw: { app: 0, db: 0 } };
/**
 * Untimed, so no contender pays for compiling the paths the others then reuse: the engine still tiers code up (its
 * optimising compilers) hundreds of calls in, so a short warm-up left that work in the first timed contender.
 */
const WARM_UP = 1000;
const names = Object.keys(contenders) as Array<keyof typeof contenders>;
for (const name of names) await pool(submits, WARM_UP, contenders[name]);
for (let round = 0; round < ROUNDS; round++) {
  const from = Math.floor(submits * round / ROUNDS);
  const count = Math.floor(submits * (round + 1) / ROUNDS) - from;
  // each round starts with the next contender, so whatever the first position costs falls on each in turn
  for (const name of [...names.slice(round % names.length), ...names.slice(0, round % names.length)]) {
    const before = await cpuSeconds();
    seconds[name] += await pool(from, count, contenders[name]);
    const after = await cpuSeconds();
    cpu[name].app += before === null || after === null ? NaN : after.app - before.app;
    cpu[name].db += before === null || after === null ? NaN : after.db - before.db;
  }
}
await rawClient?.end();
// The fan-out the request path left to the worker: every queued event, in the worker's batches.
const dispatchBefore = await cpuSeconds();
const dispatchStarted = performance.now();
let dispatched = 0;
for (let batch = DISPATCH_BATCH; batch >= DISPATCH_BATCH; dispatched += batch) batch = await dispatchSubmissions(database.db);
const dispatchSeconds = (performance.now() - dispatchStarted) / 1000;
const dispatchAfter = await cpuSeconds();
// The full stack must have measured what it claims: clean submissions, each fanned out into its webhook and its e-mail.
const [queued] = rowsOf<{ spam: number; deliveries: number; submissions: number }>(await database.db.execute(sql`
  select count(*) filter (where s.is_spam)::int as spam, count(d.id)::int as deliveries, count(distinct s.id)::int as submissions
  from submissions s left join deliveries d on d.submission_id = s.id
  where s.form_id in (${sql.join(hookedForms.map((form) => sql`${form}`), sql`, `)})`));
if (!queued || queued.spam > 0 || queued.deliveries !== 2 * queued.submissions) throw new Error(`the full stack did not queue its deliveries: ${JSON.stringify(queued)}`);
const [withoutEffects, fullStack, raw] = [seconds.withoutEffects, seconds.fullStack, seconds.raw].map((taken) => submits / taken) as [number, number, number];
console.log(`submit throughput: full stack with a webhook and a notification ${fullStack.toFixed(0)}/s, raw single-row insert ${raw.toFixed(0)}/s, ratio ${(fullStack / raw * 100).toFixed(1)} %`);
console.log(`  (the same without webhook or notification ${withoutEffects.toFixed(0)}/s, ratio ${(withoutEffects / raw * 100).toFixed(1)} %)`);
const total = (name: keyof typeof cpu) => cpu[name].app + cpu[name].db;
const perSubmit = (name: keyof typeof cpu) => `${(total(name) / submits * 1e6).toFixed(0)} µs (this process ${(cpu[name].app / submits * 1e6).toFixed(0)} + database ${(cpu[name].db / submits * 1e6).toFixed(0)})`;
if (!Number.isNaN(total('raw'))) {
  console.log(`  CPU per submit: full stack ${perSubmit('fullStack')}, without effects ${perSubmit('withoutEffects')}, raw ${perSubmit('raw')}; raw/full ${(total('raw') / total('fullStack') * 100).toFixed(1)} %`);
}
const dispatchCpu = dispatchBefore && dispatchAfter ? `, CPU per event ${((dispatchAfter.app - dispatchBefore.app + dispatchAfter.db - dispatchBefore.db) / dispatched * 1e6).toFixed(0)} µs` : '';
console.log(`  off the request path: fan-out of ${dispatched} events into ${queued.deliveries} deliveries, ${(dispatched / dispatchSeconds).toFixed(0)} events/s on one connection${dispatchCpu}`);

// Bulk seeding takes longer than DATABASE_TIMEOUT_MS allows one request's statement.
const bigForm = await makeForm();
const seedStarted = performance.now();
await database.unboundedDb.execute(sql`
  insert into submissions (id, form_id, data, ip_address, is_spam, spam_score, completion_seconds, created_at, counted)
  select 'sub_seed' || lpad(g::text, 8, '0'), ${bigForm}, jsonb_build_object('name', 'P' || g, 'email', 'p' || g || '@example.org'),
         '10.0.' || (g % 250) || '.' || (g % 200), (g % 17 = 0), 0, (g % 90) + 5,
         timestamptz '2026-01-01' + (g || ' seconds')::interval, true
  from generate_series(1, ${rows}) g`);
await database.unboundedDb.execute(sql`
  insert into form_views (id, form_id, submitted, last_field_position, created_at, counted)
  select 'view_seed' || g, ${bigForm}, (g % 3 = 0), g % 3, timestamptz '2026-01-01' + (g || ' seconds')::interval, true
  from generate_series(1, ${rows * 2}) g`);
await database.unboundedDb.execute(sql`
  insert into form_counters (form_id, shard, views, clean, spam, completion_sum, completion_count)
  select ${bigForm}, 0, ${rows * 2}, count(*) filter (where not is_spam), count(*) filter (where is_spam),
         coalesce(sum(completion_seconds) filter (where not is_spam), 0), count(completion_seconds) filter (where not is_spam)
  from submissions where form_id = ${bigForm}`);
await database.unboundedDb.execute(sql`
  insert into field_counters (form_id, position, interactions, dropoffs)
  select ${bigForm}, last_field_position, count(*), count(*) filter (where not submitted)
  from form_views where form_id = ${bigForm} group by last_field_position`);
await database.unboundedDb.execute(sql`vacuum analyze`);
console.log(`seeded ${rows} submissions and ${rows * 2} views in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

async function latency(label: string, target: () => string) {
  const samples: number[] = [];
  for (let i = 0; i < reads; i++) {
    const started = performance.now();
    const response = await handle(target(), { headers: auth });
    if (response.status !== 200) throw new Error(`${label}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1);
  console.log(`${label.padEnd(28)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`);
}

// the cursor step starts from the middle of the walk (page 5000 of the default million rows)
const middle = (await (await handle(`/v1/f/${bigForm}/responses?limit=50&page=${Math.max(1, Math.floor(rows / 100))}`, { headers: auth })).json()).data.at(-1);
const cursor = Buffer.from(`${middle.createdAt}|${middle._id}`).toString('base64url');
await latency('analytics', () => `/v1/f/${bigForm}/analytics`);
await latency('responses page 1', () => `/v1/f/${bigForm}/responses?limit=50`);
await latency('responses page 10000', () => `/v1/f/${bigForm}/responses?limit=50&page=10000`);
await latency('responses cursor step', () => `/v1/f/${bigForm}/responses?limit=50&cursor=${cursor}`);
await server.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
