/**
 * Where an analysis spends its time: each stage's share of the engine's wall time over every prompt of an eval file,
 * the rest (schema memo, commits, the context) shown as the runner. A profile to pick what to speed up, not a
 * verdict: judge a change with run.ts --against, side by side.
 *   bun bench/engine/stages.ts [cases.jsonl] [--rounds N]
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine, STAGES, type AnalyzeInput, type Stage } from '../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../plugins/analyzer/packs/registry.ts';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 5;
const casesFile = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--rounds') ?? resolve(here, '../../../shared/eval/analyze-dev.jsonl');

const spent = new Map<string, number>();
const timed = STAGES.map((stage): Stage => {
  const name = stage.name || 'anonymous';
  const run: Stage = (ctx) => {
    const t0 = performance.now();
    try {
      stage(ctx);
    } finally {
      spent.set(name, (spent.get(name) ?? 0) + performance.now() - t0);
    }
  };
  Object.defineProperty(run, 'name', { value: name });
  return run;
});
const engine = createEngine(loadBuiltinRegistry(), { stages: timed });
const now = new Date('2025-06-01T00:00:00Z');
const inputs: AnalyzeInput[] = readFileSync(casesFile, 'utf8').split('\n').filter((l) => l.trim()).map((l) => {
  const c = JSON.parse(l);
  return { prompt: c.prompt, fields: c.fields, collections: c.collections };
});

for (const input of inputs) engine.analyze(input, { now });
spent.clear();
let total = 0;
for (let r = 0; r < rounds; r++) {
  for (const input of inputs) {
    const t0 = performance.now();
    engine.analyze(input, { now });
    total += performance.now() - t0;
  }
}
const requests = inputs.length * rounds;
const staged = [...spent.values()].reduce((a, b) => a + b, 0);
const rows: Array<[string, number]> = [...spent.entries(), ['(runner: schema memo, commits, context)', total - staged]];
console.log(`${inputs.length} prompts x ${rounds} rounds: mean ${((1000 * total) / requests).toFixed(1)} µs per request`);
for (const [name, ms] of rows.sort((a, b) => b[1] - a[1])) {
  console.log(`  ${name.padEnd(42)}${((1000 * ms) / requests).toFixed(1).padStart(8)} µs${((100 * ms) / total).toFixed(1).padStart(7)} %`);
}
