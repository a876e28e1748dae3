import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// ramblers of a walking club, each with an age, a weight and a club role
const RAMBLERS = { fields: ['rambler_name', 'age', 'weight', 'club_role'], collections: ['ramblers'] };

describe('a comparison with the record an attribute superlative picks is one with that attribute\'s extreme', () => {
  test.each([
    ['How many ramblers list an age above the oldest leader?', '$max', 'age', '$gt'],
    ['How many ramblers are younger than the youngest leader?', '$min', 'age', '$lt'],
    ['List the ramblers heavier than the heaviest leader.', '$max', 'weight', '$gt'],
    ['How many ramblers have a weight below that of the lightest leader?', '$min', 'weight', '$lt'],
  ] as const)('%p → %p of %p', (prompt, aggregate, field, operator) => {
    const { analysis, explanation } = analyze(prompt, RAMBLERS, { explain: true });
    expect(analysis.subQueries).toContainEqual(expect.objectContaining({ kind: 'compare_to_aggregate', field, operator, aggregate }));
    expect(analysis.operation).toBe(aggregate);
    expect(analysis.metric).toBe(field);
    expect(explanation?.subQueries.evidence.map((e) => e.rule)).toContain('subQueries.compare-to-attribute-superlative');
  });

  test('a superlative no field of the schema keeps compares with nothing', () => {
    const { analysis } = analyze('How many ramblers are taller than the tallest leader?', RAMBLERS);
    expect(analysis.subQueries).toEqual([]);
    expect(analysis.operation).toBe('$count');
  });
});
