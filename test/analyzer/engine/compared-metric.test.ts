import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const SHOPS = { fields: ['shop_name', 'floor_space', 'rent', 'levy', 'staff', 'staff.wage'], collections: ['shops'] };
const run = (prompt: string) => analyze(prompt, SHOPS, { explain: true });

describe('an accumulator named only on the compared side takes the compared field', () => {
  test.each([
    ['Which shops have levies greater than the average?', '$avg', 'levy'],
    ['list shop names whose floor space is below the average', '$avg', 'floor_space'],
  ] as const)('%p → %p of %p', (prompt, op, metric) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe(metric);
    expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.compared-to-aggregate')).toBe(true);
  });

  test('an accumulator that names its own field keeps it', () => {
    const { explanation } = run('the average wage of staff in shops with rent above the average');
    expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.compared-to-aggregate')).toBe(false);
  });
});
