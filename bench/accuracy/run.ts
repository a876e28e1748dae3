/**
 * In-process accuracy report: runs the engine on every case of an eval file and scores it with the shared scorer.
 *   bun bench/accuracy/run.ts [cases.jsonl] [--show-failures N] [--member NAME] [--json out.json]
 * Default file: ../shared/eval/analyze-dev.jsonl; test/fixtures/analyzer/holdout.jsonl is a second, hand-written set.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEV_CASES, MEMBERS, scoreFile } from './harness.ts';

function parseArgs(argv: string[]) {
  const o = { cases: DEV_CASES, showFailures: 0, member: null as string | null, json: null as string | null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--show-failures') o.showFailures = Number(argv[++i]);
    else if (a === '--member') o.member = argv[++i]!;
    else if (a === '--json') o.json = argv[++i]!;
    else o.cases = resolve(a);
  }
  return o;
}

const opts = parseArgs(process.argv.slice(2));
const { results, perMember, allRight } = await scoreFile(opts.cases);
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
console.log(`cases: ${opts.cases} (${results.length}); packs: built-in sector packs`);
console.log('member        scored  right  accuracy');
for (const m of MEMBERS) {
  const { scored, right } = perMember[m];
  console.log(`${m.padEnd(14)}${String(scored).padStart(6)}${String(right).padStart(7)}${pct(right, scored).padStart(10)}`);
}
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
