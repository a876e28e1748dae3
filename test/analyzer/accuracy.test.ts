import { describe, expect, test } from 'bun:test';
import { DEV_CASES, HOLDOUT_2_CASES, HOLDOUT_CASES, MEMBERS, TEND_CASES, scoreFile } from '../../bench/accuracy/harness.ts';

/**
 * Regression floors, not targets to tune to: a change that costs any set its floor is a regression. The floors sit
 * a little under the figures measured when they were set (dev 73.0 %, TEND tune 73.1 % with median database 77.6 % and metric 83.0 %,
 * filterFields 88.7 %, collection 91.6 %, groupBy 89.4 %, operation 93.4 % and sort 96.0 %, second set 66.0 %, third set 65.0 % of
 * cases fully right). The TEND `check` split is measured, never floored or fitted
 * (`bun bench/accuracy/run.ts ../shared/eval/analyze-tend-dev.jsonl --split check`).
 */
describe('accuracy floors', () => {
  test('dev set: every member ≥ 90 % (filterFields ≥ 75 %), ≥ 72.5 % of cases fully right', async () => {
    const { perMember, allRight, results } = await scoreFile(DEV_CASES);
    for (const member of MEMBERS) {
      const { scored, right } = perMember[member];
      expect({ member, share: right / scored >= (member === 'filterFields' ? 0.75 : 0.9) }).toEqual({ member, share: true });
    }
    expect(allRight / results.length).toBeGreaterThanOrEqual(0.73);
  }, 30_000);

  test('TEND tune split (80 databases): ≥ 72.8 % of cases fully right, median database ≥ 77.0 %, metric ≥ 82.5 %, filterFields ≥ 88.5 %, collection ≥ 91.3 %, groupBy ≥ 89.2 %, operation ≥ 93.2 %, sort ≥ 95.8 %', async () => {
    const { allRight, results, byDb, perMember } = await scoreFile(TEND_CASES, { split: 'tune' });
    expect(results.length).toBeGreaterThan(8000);
    expect(allRight / results.length).toBeGreaterThanOrEqual(0.74);
    const rates = [...byDb.values()].map((db) => db.allRight / db.cases).sort((a, b) => a - b);
    expect(rates[Math.floor(rates.length / 2)]!).toBeGreaterThanOrEqual(0.775);
    expect(perMember.metric.right / perMember.metric.scored).toBeGreaterThanOrEqual(0.825);
    expect(perMember.filterFields.right / perMember.filterFields.scored).toBeGreaterThanOrEqual(0.905);
    expect(perMember.collection.right / perMember.collection.scored).toBeGreaterThanOrEqual(0.913);
    // grouping, its accumulator and the order (measured 89.4 %, 93.4 %, 96.0 %)
    const share = (m: (typeof MEMBERS)[number]) => perMember[m].right / perMember[m].scored;
    expect([share('groupBy') >= 0.892, share('operation') >= 0.932, share('sort') >= 0.958]).toEqual([true, true, true]);
  }, 60_000);

  test('TEND tune split with every field list sorted by name (a schema tool sorting keys): ≥ 74 % fully right, collection ≥ 89 %', async () => {
    // measured 74.7 % and 89.6 % when set; the lists in their own order score 77.6 %: what a sorted list loses is the
    // ownership read from the order of the blocks
    const { allRight, results, perMember } = await scoreFile(TEND_CASES, { split: 'tune', fieldsSorted: true });
    expect(allRight / results.length).toBeGreaterThanOrEqual(0.74);
    expect(perMember.collection.right / perMember.collection.scored).toBeGreaterThanOrEqual(0.89);
  }, 60_000);

  test('second set (six other schemas): ≥ 68.5 % of cases fully right', async () => {
    const { allRight, results } = await scoreFile(HOLDOUT_CASES);
    expect(results.length).toBeGreaterThanOrEqual(100);
    expect(allRight / results.length).toBeGreaterThanOrEqual(0.685);
  }, 30_000);

  test('third set (clinical, flat relational, nested IoT, banking): ≥ 74 % of cases fully right', async () => {
    const { allRight, results } = await scoreFile(HOLDOUT_2_CASES);
    expect(results.length).toBeGreaterThanOrEqual(120);
    expect(allRight / results.length).toBeGreaterThanOrEqual(0.74);
  }, 30_000);
});
