import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const SHOPS = { fields: ['shop_name', 'floor_area', 'rent', 'staff', 'staff.wage'], collections: ['shops'] };
const run = (prompt: string) => analyze(prompt, SHOPS, { explain: true });

describe('an accumulator named only on the compared side takes the compared field', () => {
  test.each([
    ['Which shops have rents greater than the average?', '$avg', 'rent'],
    ['list shop names whose floor area is below the average', '$avg', 'floor_area'],
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
