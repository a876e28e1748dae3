/**
 * In-process accuracy report: runs the engine on every case of an eval file and scores it with the shared scorer.
 *   bun bench/accuracy/run.ts [cases.jsonl] [--split tune|check] [--fields-sorted] [--show-failures N] [--member NAME] [--json out.json]
 * --fields-sorted sends every case's fields sorted by name, as a schema tool that sorts keys would.
 * Default file: ../shared/eval/analyze-dev.jsonl; test/fixtures/analyzer/holdout.jsonl is a second, hand-written set.
 * `--split check` is for measuring only: never read its failures (the report refuses to print them).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEV_CASES, MEMBERS, scoreFile } from './harness.ts';

function parseArgs(argv: string[]) {
  const o = { cases: DEV_CASES, split: undefined as string | undefined, fieldsSorted: false, showFailures: 0, member: null as string | null, json: null as string | null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--show-failures') o.showFailures = Number(argv[++i]);
    else if (a === '--member') o.member = argv[++i]!;
    else if (a === '--json') o.json = argv[++i]!;
    else if (a === '--split') o.split = argv[++i]!;
    else if (a === '--fields-sorted') o.fieldsSorted = true;
    else o.cases = resolve(a);
  }
  return o;
}

const opts = parseArgs(process.argv.slice(2));
const measureOnly = opts.split === 'check';
const { results, perMember, allRight, byDb, paraphrase } = await scoreFile(opts.cases, { split: opts.split, fieldsSorted: opts.fieldsSorted });
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
console.log(`cases: ${opts.cases}${opts.split ? ` split ${opts.split}` : ''}${opts.fieldsSorted ? ', fields sorted by name' : ''} (${results.length}); packs: built-in sector packs`);
console.log('member        scored  right  accuracy');
for (const m of MEMBERS) {
  const { scored, right } = perMember[m];
  console.log(`${m.padEnd(14)}${String(scored).padStart(6)}${String(right).padStart(7)}${pct(right, scored).padStart(10)}`);
}
console.log(`all scored members right: ${allRight}/${results.length} = ${pct(allRight, results.length)}`);
if (byDb.size > 2) {
  const rate = (v: { cases: number; allRight: number }) => v.allRight / v.cases;
  const dbs = [...byDb.entries()];
  const rates = dbs.map(([, v]) => rate(v)).sort((a, b) => a - b);
  console.log(`by database (${dbs.length}): median ${(100 * rates[Math.floor(rates.length / 2)]!).toFixed(1)}%, worst ten:`);
  const worst = dbs.sort((a, b) => rate(a[1]) - rate(b[1]) || b[1].cases - a[1].cases).slice(0, 10);
  for (const [db, v] of worst) console.log(`  ${db.padEnd(34)}${String(v.cases).padStart(6)}${pct(v.allRight, v.cases).padStart(9)}`);
}
if (paraphrase) console.log(`paraphrases: ${pct(paraphrase.allRight, paraphrase.records)} of ${paraphrase.records} queries have every phrasing fully right`);

if (opts.showFailures && measureOnly) console.log('\n(failures of the check split are not printed: it is for measuring only)');
if (opts.showFailures && !measureOnly) {
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
if (opts.json && !measureOnly) writeFileSync(opts.json, JSON.stringify(results.map((r) => ({ id: r.c.id, prompt: r.c.prompt, gold: r.c.gold, analysis: r.analysis, score: r.score })), null, 2));
