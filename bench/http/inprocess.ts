/**
 * In-process A/B of the gate's cost (not part of the test gate): the full app's `fetch` (as src/main.ts calls it)
 * and the bare engine handler of bench/http/bare.ts, fed the same bodies in alternating batches in one process, so
 * both see the same machine load. Prints CPU µs per request (fastest tenth and median of the batches) and ratios. No sockets:
 * this is the app's own overhead, for quick iterations; bench/http/run.ts is the end-to-end figure.
 *
 *   bun bench/http/inprocess.ts [--batches 30] [--batch 200] [--baseline ../other-checkout] > /dev/null   (results go to stderr)
 *
 * `--baseline DIR` adds the full app of another checkout (its own modules) to every batch round, for before/after.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createEngine } from '../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../plugins/analyzer/packs/registry.ts';

const { values } = parseArgs({
  options: { batches: { type: 'string', default: '30' }, batch: { type: 'string', default: '200' }, baseline: { type: 'string' } },
});
const evalDir = path.join(import.meta.dir, '../../../shared/eval');
const bodies = ['analyze-dev.jsonl', 'analyze-tend-dev.jsonl'].flatMap((file) => fs.readFileSync(path.join(evalDir, file), 'utf8')
  .split('\n').filter(Boolean).map((line) => {
    const { prompt, fields, collections } = JSON.parse(line) as { prompt: string; fields?: string[]; collections?: string[] };
    return JSON.stringify({ prompt, fields, collections });
  }));

const ADMIN_TOKEN = 'bench-http-admin-token-0123456789';
const dataDirs: string[] = [];

/** A full app (this checkout's modules, or another's) with an ultra key; returns its fetch with the key's headers. */
async function fullApp(create: typeof createApp, load: typeof loadConfig) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-bench-inprocess-'));
  dataDirs.push(dataDir);
  const server = await create(load({
    ...process.env, ADMIN_TOKEN, LOG_LEVEL: 'info', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '',
    BURST_LIMIT: '1000000', BURST_WINDOW_SECONDS: '1', QUOTA_ULTRA: '-1', ALLOW_INSECURE_HTTP: 'true',
  }));
  const created = await server.app.handle(new Request('http://localhost/admin/keys', {
    method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ service: 'analyze', plan: 'ultra' }),
  }));
  const authorization = `Bearer ${((await created.json()) as { key: string }).key}`;
  return { server, fetch: server.app.fetch, headers: { 'content-type': 'application/json', authorization } };
}

const full = await fullApp(createApp, loadConfig);
const before = values.baseline
  ? await fullApp(
    ((await import(path.resolve(values.baseline, 'src/app.ts'))) as { createApp: typeof createApp }).createApp,
    ((await import(path.resolve(values.baseline, 'src/config.ts'))) as { loadConfig: typeof loadConfig }).loadConfig,
  )
  : null;

const engine = createEngine(loadBuiltinRegistry());
const bare = async (request: Request) => {
  const body = await request.json() as { prompt: string; fields?: string[]; collections?: string[] };
  const result = engine.analyze({ prompt: body.prompt, fields: body.fields, collections: body.collections }, { now: new Date() });
  return Response.json({ analysis: result.analysis, tokens: result.analysis.rawTokens, sector: result.sector, message: 'Prompt analyzed successfully' });
};

/** Serves bodies `from`… (the same ones for both sides of a pair: prompts differ widely in cost). */
async function batch(handle: (request: Request) => Response | Promise<Response>, headers: Record<string, string>, from: number): Promise<number> {
  const size = Number(values.batch);
  const start = process.cpuUsage();
  for (let index = 0; index < size; index++) {
    const body = bodies[(from + index) % bodies.length]!;
    const response = await handle(new Request('http://localhost/api/analyze', { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, body }));
    if (response.status !== 200) throw new Error(`status ${response.status}: ${await response.text()}`);
    await response.text();
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / size;
}

const quantile = (numbers: number[], q: number) => [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) * q)]!;
const size = Number(values.batch);
const sides = [
  { name: 'full', fetch: full.fetch, headers: full.headers, costs: [] as number[] },
  ...(before ? [{ name: 'full baseline', fetch: before.fetch, headers: before.headers, costs: [] as number[] }] : []),
  { name: 'bare engine', fetch: bare, headers: { 'content-type': 'application/json' }, costs: [] as number[] },
];
// Warm-up: every body once on each side, as the end-to-end bench's warm-up does (the engine memoises per schema).
for (let from = 0; from < bodies.length; from += size) for (const side of sides) await batch(side.fetch, side.headers, from);
for (let round = 0; round < Number(values.batches); round++) {
  // whichever side goes later finds the prompts' data in the CPU caches: rotate the order
  for (let turn = 0; turn < sides.length; turn++) {
    const side = sides[(round + turn) % sides.length]!;
    side.costs.push(await batch(side.fetch, side.headers, round * size));
  }
}
// Neighbours' load only ever adds time, so the fastest tenth of the batches is the steadiest figure.
const bareCosts = sides.at(-1)!.costs;
console.error(`${bareCosts.length} rounds of ${size} requests per side; CPU µs/request (fastest tenth, median); bare/side (of those, and median of the rounds' ratios)`);
for (const side of sides) {
  const ratios = side.costs.map((cost, round) => bareCosts[round]! / cost);
  console.error(`  ${side.name.padEnd(14)} ${quantile(side.costs, 0.1).toFixed(0).padStart(5)} ${quantile(side.costs, 0.5).toFixed(0).padStart(5)}   `
    + `${(quantile(bareCosts, 0.1) / quantile(side.costs, 0.1)).toFixed(3)} ${(quantile(bareCosts, 0.5) / quantile(side.costs, 0.5)).toFixed(3)} ${quantile(ratios, 0.5).toFixed(3)}`);
}
await full.server.close();
await before?.server.close();
for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
