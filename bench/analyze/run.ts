/**
 * Analyzer hot path (not part of the test gate): requests per second through the whole stack in one process
 * (request id, key verification, burst limit, validation, daily quota, engine, JSON), next to /healthz (the
 * framework floor) and the bare engine on the same prompts. Ratios are measured side by side in one run.
 *
 *   bun bench/analyze/run.ts [--requests 20000]
 *
 * It also counts database transactions during the analyze run (PostgreSQL only): the hot path should make
 * none beyond the usage flush every USAGE_FLUSH_SECONDS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, rowsOf } from '../../src/db/client.ts';
import { nodeModulesPlatform } from '../../src/platform.ts';
import { createEngine } from '../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../plugins/analyzer/packs/registry.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '20000' } } });
const requests = Number(values.requests);
const cases = fs.readFileSync(path.join(import.meta.dir, '../../../shared/eval/analyze-dev.jsonl'), 'utf8')
  .split('\n').filter(Boolean).map((line) => JSON.parse(line) as { prompt: string; fields: string[]; collections: string[] });
const bodies = cases.map((c) => JSON.stringify({ prompt: c.prompt, fields: c.fields, collections: c.collections }));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-bench-analyze-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir }, nodeModulesPlatform);
const ADMIN = 'bench-admin-token-0123456789';
const server = await createApp(loadConfig({
  ADMIN_TOKEN: ADMIN, LOG_LEVEL: 'silent', BURST_LIMIT: '1000000', QUOTA_ULTRA: '-1', DATABASE_URL: process.env.DATABASE_URL,
}), { database });
const handle = (p: string, init: RequestInit = {}) => server.app.handle(new Request(`http://localhost${p}`, init));
const key = (await (await handle('/admin/keys', {
  method: 'POST', headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
  body: JSON.stringify({ service: 'analyze', plan: 'ultra' }),
})).json()).key as string;
const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

async function rate(label: string, work: (i: number) => Promise<unknown> | unknown): Promise<number> {
  for (let i = 0; i < 500; i++) await work(i);
  const started = performance.now();
  for (let i = 0; i < requests; i++) await work(i);
  const perSecond = requests / ((performance.now() - started) / 1000);
  console.log(`${label.padEnd(34)} ${perSecond.toFixed(0).padStart(8)} /s   ${(1e6 / perSecond).toFixed(1).padStart(7)} µs each`);
  return perSecond;
}

const transactions = async () => database.kind === 'postgres'
  ? Number(rowsOf<{ n: string }>(await database.db.execute(sql`select xact_commit as n from pg_stat_database where datname = current_database()`))[0]!.n)
  : 0;

const engine = createEngine(loadBuiltinRegistry());
console.log(`backend ${database.kind}, ${requests} sequential requests each (one core)`);
const bare = await rate('engine only', (i) => engine.analyze(cases[i % cases.length]!));
const floor = await rate('GET /healthz (framework floor)', () => handle('/healthz').then((r) => r.arrayBuffer()));
const before = await transactions();
const full = await rate('POST /api/analyze (whole stack)', async (i) => {
  const response = await handle('/api/analyze', { method: 'POST', headers, body: bodies[i % bodies.length] });
  if (response.status !== 200) throw new Error(`analyze ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
});
const during = (await transactions()) - before;
console.log(`whole stack / engine only ${(full / bare * 100).toFixed(1)} %, whole stack / healthz ${(full / floor * 100).toFixed(1)} %`);
if (database.kind === 'postgres') console.log(`database transactions during ${requests} analyze requests: ${during}`);
await server.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
