/**
 * Engine-only latency: every dev prompt (with its fields and collections), then the worst case the limits allow
 * (4000-character prompt, 500 fields, 100 collections).
 *   bun bench/engine/run.ts [cases.jsonl] [--rounds N]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine, type AnalyzeInput } from '../../plugins/analyzer/engine/index.ts';
import type { PackRegistry } from '../../plugins/analyzer/packs/types.ts';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 5;
const casesFile = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--rounds') ?? resolve(here, '../../../shared/eval/analyze-dev.jsonl');

async function loadRegistry(): Promise<PackRegistry> {
  const registryPath = resolve(here, '../../plugins/analyzer/packs/registry.ts');
  if (existsSync(registryPath)) return (await import(registryPath)).loadBuiltinRegistry();
  return (await import('../../test/analyzer/engine/fixtures.ts')).makeRegistry();
}

const engine = createEngine(await loadRegistry());
const now = new Date('2025-06-01T00:00:00Z');
const inputs: AnalyzeInput[] = readFileSync(casesFile, 'utf8').split('\n').filter((l) => l.trim()).map((l) => {
  const c = JSON.parse(l);
  return { prompt: c.prompt, fields: c.fields, collections: c.collections };
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (x: number) => `${x.toFixed(3)} ms`;

function measure(list: AnalyzeInput[], times: number): number[] {
  const out: number[] = [];
  for (let r = 0; r < times; r++) {
    for (const input of list) {
      const t0 = performance.now();
      engine.analyze(input, { now });
      out.push(performance.now() - t0);
    }
  }
  return out.sort((a, b) => a - b);
}

measure(inputs, 1);
const dev = measure(inputs, rounds);
console.log(`dev prompts: ${inputs.length} x ${rounds} rounds`);
console.log(`  p50 ${ms(percentile(dev, 50))}  p90 ${ms(percentile(dev, 90))}  p99 ${ms(percentile(dev, 99))}  max ${ms(dev[dev.length - 1])}`);

const words = inputs.map((i) => i.prompt).join(' ').split(/\s+/);
const fields = Array.from({ length: 500 }, (_, i) => (i % 3 === 0 ? `group${i}.metric_${i}Value` : i % 3 === 1 ? `field_${i}_count` : `nested.path${i}.name`));
const collections = Array.from({ length: 100 }, (_, i) => `collection_${i}s`);
const worstCases: Array<[string, AnalyzeInput]> = [
  ['4000-char dev words, 500 fields, 100 collections', { prompt: words.join(' ').slice(0, 4000), fields, collections }],
  ['4000-char dev words, dev schema', { prompt: words.join(' ').slice(0, 4000), fields: inputs[0].fields, collections: inputs[0].collections }],
  ['one word x 800, 500 fields', { prompt: 'rating '.repeat(800).slice(0, 4000), fields, collections }],
  ['numbers and comparisons, 500 fields', { prompt: 'more than 5 and less than 10 between 2001 and 2005 '.repeat(80).slice(0, 4000), fields, collections }],
  ['one 4000-char token', { prompt: 'x'.repeat(4000), fields, collections }],
  ['punctuation run', { prompt: '!?.,;:'.repeat(700).slice(0, 4000), fields, collections }],
];
console.log('worst cases (max of 20 runs each, after a warm-up):');
let worst = 0;
for (const [label, input] of worstCases) {
  engine.analyze(input, { now });
  let max = 0;
  for (let r = 0; r < 20; r++) {
    const t0 = performance.now();
    engine.analyze(input, { now });
    max = Math.max(max, performance.now() - t0);
  }
  // the first request with a new 500-field schema also builds its field index
  const cold = { ...input, fields: input.fields?.map((f) => `${f}_cold`) };
  const t0 = performance.now();
  engine.analyze(cold, { now });
  const coldMs = performance.now() - t0;
  worst = Math.max(worst, max, coldMs);
  console.log(`  ${label.padEnd(50)} warm max ${ms(max)}  cold schema ${ms(coldMs)}`);
}
console.log(`worst case overall: ${ms(worst)}`);
