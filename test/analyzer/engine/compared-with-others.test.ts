import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const CLINIC = { fields: ['nurse_name', 'ward', 'age', 'wage', 'shifts'], collections: ['nurses'] };
const BAKERY = { fields: ['loaf_name', 'oven', 'weight_g', 'bake_minutes'], collections: ['loaves'] };
const run = (prompt: string, schema = CLINIC) => analyze(prompt, schema, { explain: true });

describe('a comparison with all or some of the other records is one with their extreme', () => {
  test.each([
    ['nurses whose wage is higher than the wage of all nurses on the night ward', 'wage', '$gt', '$max'],
    ['list nurses who are older than every nurse in the east ward', 'age', '$gt', '$max'],
    ['nurses with a lower wage than at least one nurse in ward B', 'wage', '$lt', '$max'],
    ['which nurses earn a wage smaller than that of all other nurses', 'wage', '$lt', '$min'],
  ] as const)('%p compares %p %p with the %p', (prompt, field, operator, aggregate) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.subQueries).toContainEqual(expect.objectContaining({ kind: 'compare_to_aggregate', field, operator, aggregate }));
    expect(explanation?.subQueries.evidence.some((e) => e.rule === 'subQueries.compare-to-quantified')).toBe(true);
  });

  test('a comparison with a number is a filter, not a comparison with others', () => {
    expect(run('nurses with a wage higher than 3000').analysis.subQueries).toEqual([]);
  });
});

describe('a listing or a count compared with an aggregate computes that aggregate of the compared field', () => {
  test('listed records compared with every other record: the extreme of the compared field', () => {
    const { analysis, explanation } = run('show the nurses who are older than all nurses of the day ward');
    expect(analysis.operation).toBe('$max');
    expect(analysis.metric).toBe('age');
    expect(explanation?.operation.evidence.some((e) => e.rule === 'operation.compared-aggregate')).toBe(true);
    expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.compared-field')).toBe(true);
  });

  test('counted records compared with the average: the average of the compared field, the count in the subquery', () => {
    const { analysis, explanation } = run('how many loaves weigh more than the average weight', BAKERY);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('weight_g');
    expect(explanation?.operation.evidence.some((e) => e.rule === 'operation.compared-aggregate')).toBe(true);
    expect(analysis.subQueries).toContainEqual(expect.objectContaining({ kind: 'compare_to_aggregate', field: 'weight_g', aggregate: '$avg' }));
  });
});

describe('a superlative after a comparison names the aggregate it clears', () => {
  test.each([
    ['list the nurses whose wage is below the highest wage', '$lt', '$max'],
    ['show nurses with a wage above the lowest wage', '$gt', '$min'],
  ] as const)('%p compares wage %p with its %p', (prompt, operator, aggregate) => {
    const { analysis } = run(prompt);
    expect(analysis.subQueries).toContainEqual(expect.objectContaining({ kind: 'compare_to_aggregate', field: 'wage', operator, aggregate }));
    expect(analysis.operation).toBe(aggregate);
    expect(analysis.metric).toBe('wage');
  });

  test('the compared superlative ranks no records', () => {
    const { analysis, explanation } = run('list the nurses whose wage is below the highest wage');
    expect(analysis.sort).toEqual({});
    expect(analysis.limit).toBeNull();
    expect(explanation?.sort.evidence.some((e) => e.rule === 'sort.compared-superlative')).toBe(true);
  });
});

describe('a count per group compared with an aggregate stays a count', () => {
  test('"for each oven, how many loaves …" counts per oven', () => {
    const { analysis } = run('for each oven, how many loaves weigh more than the average weight', BAKERY);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['oven']);
    expect(analysis.metric).toBeNull();
  });
});

describe('a superlative before a number is no aggregate compared with', () => {
  // an invented courier firm's riders
  const COURIERS = { fields: ['rider_name', 'depot', 'deliveries', 'tips'], collections: ['riders'] };

  test.each([
    'how many riders earn more than the top 3 earners',
    'riders with tips greater than the top tier mark of 800',
    'riders ranked above the top 5 in deliveries',
  ])('%p compares with no aggregate', (prompt) => {
    const { analysis } = run(prompt, COURIERS);
    expect(analysis.subQueries.filter((q) => q.kind === 'compare_to_aggregate')).toEqual([]);
  });

  test('a comparison with an aggregate of no field names no subquery', () => {
    const { analysis } = run('list riders above the highest', COURIERS);
    expect(analysis.subQueries.filter((q) => q.field === null)).toEqual([]);
  });
});

describe('a compared superlative drops only its own ranking and implied limit', () => {
  test('a number of records the question names stays', () => {
    expect(run('list 3 nurses whose wage is below the highest wage').analysis.limit).toBe(3);
  });

  test('a ranking said elsewhere stays', () => {
    expect(run('list nurses whose wage is below the highest wage, sorted by age').analysis.sort).toEqual({ age: 1 });
  });
});
