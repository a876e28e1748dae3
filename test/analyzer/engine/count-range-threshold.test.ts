import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// libraries, each in a ward; no field stores how many a ward has
const LIBRARIES = {
  fields: ['library_ref', 'ward', 'opened_on', 'seating_capacity', 'reader_ref', 'reader_alias'],
  collections: ['libraries', 'readers'],
};
const run = (prompt: string) => analyze(prompt, LIBRARIES, { explain: true });

describe('a range of counts keeps groups by how many records each holds', () => {
  test.each([
    'Which wards contain between 3 and 5 libraries?',
    'wards having 3 to 5 libraries',
    'list wards housing from 2 to 6 libraries',
  ])('%p → libraries counted per ward, and the range is no filter', (prompt) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.groupBy).toEqual(['ward']);
    expect(analysis.operation).toBe('$count');
    expect(analysis.filters).toEqual({});
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.count-threshold+range');
  });

  test('a capacity verb before "between" reads a stored value, also from the range\'s first number', () => {
    const { analysis } = run('Show the wards of libraries which can seat between 40 to 80 readers');
    expect(analysis.groupBy).toEqual([]);
    expect(analysis.filters).toEqual({ seating_capacity: { $gte: 40, $lte: 80 } });
  });
});

describe('a range of counts whose group is found another way is no filter either', () => {
  const DEPOTS = { fields: ['depot_id', 'home_town', 'opened_on', 'staff'], collections: ['depots'] };
  test('a time unit with no field of its own groups, and the range bounds the count, not the date', () => {
    const { analysis, explanation } = analyze('which months had between 2 and 4 depots opened', DEPOTS, { explain: true });
    expect(analysis.groupBy).toEqual(['month']);
    expect(analysis.filters).toEqual({});
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.count-threshold+range+time-unit');
  });
});
