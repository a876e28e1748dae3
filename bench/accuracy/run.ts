/**
 * In-process accuracy harness: runs the engine on every case of an eval file and scores it with the shared scorer.
 *   bun bench/accuracy/run.ts [cases.jsonl] [--show-failures N] [--member NAME] [--json out.json]
 * Uses the built-in sector packs when plugins/analyzer/packs/registry.ts exists, else a generic-only registry.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '../../plugins/analyzer/engine/index.ts';
import type { PackRegistry } from '../../plugins/analyzer/packs/types.ts';

const here = dirname(fileURLToPath(import.meta.url));
const sharedEval = resolve(here, '../../../shared/eval');
const MEMBERS = ['intent', 'operation', 'metric', 'groupBy', 'limit', 'sort', 'collection', 'filterFields'] as const;

interface EvalCase {
  id: string;
  prompt: string;
  fields: string[];
  collections: string[];
  members: string[];
  gold: Record<string, unknown>;
}

function parseArgs(argv: string[]) {
  const o = { cases: resolve(sharedEval, 'analyze-dev.jsonl'), showFailures: 0, member: null as string | null, json: null as string | null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--show-failures') o.showFailures = Number(argv[++i]);
    else if (a === '--member') o.member = argv[++i];
    else if (a === '--json') o.json = argv[++i];
    else o.cases = resolve(a);
  }
  return o;
}

async function loadRegistry(): Promise<{ registry: PackRegistry; source: string }> {
  const registryPath = resolve(here, '../../plugins/analyzer/packs/registry.ts');
  if (existsSync(registryPath)) {
    const mod = await import(registryPath);
    return { registry: await mod.loadBuiltinRegistry(), source: 'built-in sector packs' };
  }
  const { makeRegistry } = await import('../../test/analyzer/engine/fixtures.ts');
  return { registry: makeRegistry(), source: 'generic pack only (registry.ts not found)' };
}

/**
 * score.mjs runs its own CLI on import. Give it a one-case self-test to chew on (it runs synchronously during
 * evaluation) and mute its output, so only `scoreCase` is used.
 */
async function importScorer(casesFile: string): Promise<(c: EvalCase, a: unknown) => { members: Record<string, boolean>; allRight: boolean }> {
  const argv = process.argv;
  const log = console.log;
  process.argv = [argv[0], 'score.mjs', '--self-test', '--limit', '1', '--cases', casesFile];
  console.log = () => {};
  try {
    return (await import(resolve(sharedEval, 'score.mjs'))).scoreCase;
  } finally {
    process.argv = argv;
    console.log = log;
  }
}

const opts = parseArgs(process.argv.slice(2));
const scoreCase = await importScorer(opts.cases);
const { registry, source } = await loadRegistry();
const engine = createEngine(registry);
const cases: EvalCase[] = readFileSync(opts.cases, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
const now = new Date('2025-06-01T00:00:00Z');

const results = cases.map((c) => {
  const { analysis } = engine.analyze({ prompt: c.prompt, fields: c.fields, collections: c.collections }, { now });
  return { c, analysis, score: scoreCase(c, analysis) };
});

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
console.log(`cases: ${opts.cases} (${cases.length}); packs: ${source}`);
console.log('member        scored  right  accuracy');
for (const m of MEMBERS) {
  const scored = results.filter((r) => r.c.members.includes(m));
  const right = scored.filter((r) => r.score.members[m]).length;
  console.log(`${m.padEnd(14)}${String(scored.length).padStart(6)}${String(right).padStart(7)}${pct(right, scored.length).padStart(10)}`);
}
const allRight = results.filter((r) => r.score.allRight).length;
console.log(`all scored members right: ${allRight}/${results.length} = ${pct(allRight, results.length)}`);

if (opts.showFailures) {
  for (const m of MEMBERS) {
    if (opts.member && opts.member !== m) continue;
    const bad = results.filter((r) => r.c.members.includes(m) && !r.score.members[m]).slice(0, opts.showFailures);
    if (!bad.length) continue;
    console.log(`\n-- failures: ${m}`);
    for (const r of bad) {
      const gold = m === 'sort' ? r.c.gold.sort : m === 'collection' ? r.c.gold.collection : r.c.gold[m];
      const got = m === 'filterFields' ? r.analysis.filters : r.analysis[m as keyof typeof r.analysis];
      console.log(`  ${r.c.id}: ${r.c.prompt}\n     gold ${JSON.stringify(gold)}  got ${JSON.stringify(got)}`);
    }
  }
}
if (opts.json) writeFileSync(opts.json, JSON.stringify(results.map((r) => ({ id: r.c.id, prompt: r.c.prompt, gold: r.c.gold, analysis: r.analysis, score: r.score })), null, 2));
