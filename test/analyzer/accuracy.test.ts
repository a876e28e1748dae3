import { describe, expect, test } from 'bun:test';
import { DEV_CASES, HOLDOUT_CASES, MEMBERS, scoreFile } from '../../bench/accuracy/harness.ts';

/**
 * Regression floors, not targets to tune to: the dev set (external, ../shared/eval) must keep the bars,
 * and the hand-written second set (other schemas, gold written before the engine ran on it) must not slide back.
 */
describe('accuracy floors', () => {
  test('dev set: every member ≥ 90 % (filterFields ≥ 75 %), ≥ 60 % of cases fully right', async () => {
    const { perMember, allRight, results } = await scoreFile(DEV_CASES);
    for (const member of MEMBERS) {
      const { scored, right } = perMember[member];
      expect({ member, share: right / scored >= (member === 'filterFields' ? 0.75 : 0.9) }).toEqual({ member, share: true });
    }
    expect(allRight / results.length).toBeGreaterThanOrEqual(0.6);
  }, 30_000);

  test('second set (six other schemas): ≥ 50 % of cases fully right', async () => {
    const { allRight, results } = await scoreFile(HOLDOUT_CASES);
    expect(results.length).toBeGreaterThanOrEqual(100);
    expect(allRight / results.length).toBeGreaterThanOrEqual(0.5);
  }, 30_000);
});
