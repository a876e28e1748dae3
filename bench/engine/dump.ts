/**
 * Every analysis (with its sector and explanation) of every case of the four eval files, at two fixed instants in
 * different years, one JSON line each: a speed change must leave this output byte for byte the same.
 *   bun bench/engine/dump.ts out.jsonl [--root ../other-checkout]
 *   diff <(bun bench/engine/dump.ts /dev/stdout --root /work/main) <(bun bench/engine/dump.ts /dev/stdout)
 * --root dumps another checkout's engine instead of this one.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnalyzeInput, AnalyzeOptions, EngineResult } from '../../plugins/analyzer/engine/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = resolve(rootAt >= 0 ? args[rootAt + 1]! : resolve(here, '../..'));
const out = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--root');
if (!out) throw new Error('usage: bun bench/engine/dump.ts out.jsonl [--root ../other-checkout]');

const files = [
  resolve(here, '../../../shared/eval/analyze-dev.jsonl'),
  resolve(here, '../../../shared/eval/analyze-tend-dev.jsonl'),
  resolve(here, '../../test/fixtures/analyzer/holdout.jsonl'),
  resolve(here, '../../test/fixtures/analyzer/holdout-2.jsonl'),
];
/** Two instants in different years and seasons, so an answer that reads the clock differs between them. */
const NOWS = [new Date('2025-06-01T00:00:00Z'), new Date('2031-01-17T15:30:00Z')];

const { createEngine } = await import(resolve(root, 'plugins/analyzer/engine/index.ts'));
const { loadBuiltinRegistry } = await import(resolve(root, 'plugins/analyzer/packs/registry.ts'));
const failures: string[] = [];
const engine: { analyze: (input: AnalyzeInput, options: AnalyzeOptions) => EngineResult } = createEngine(loadBuiltinRegistry(), {
  onStageError: (f: { stage: string; error: string }) => failures.push(`${f.stage}: ${f.error}`),
});

const lines: string[] = [];
for (const file of files) {
  if (!existsSync(file)) throw new Error(`missing eval file ${file}`);
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const c = JSON.parse(line);
    for (const now of NOWS) {
      const result = engine.analyze({ prompt: c.prompt, fields: c.fields, collections: c.collections }, { now, explain: true });
      lines.push(JSON.stringify({ id: c.id, now: now.toISOString(), ...result, failures: failures.splice(0) }));
    }
  }
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.error(`${lines.length} analyses written to ${out}`);
