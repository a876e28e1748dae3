import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a garage schema: workshops embed repairs (each with a cost and a spare's name); mechanics have a skill level
const GARAGE = {
  fields: ['workshop_id', 'workshop_name', 'city', 'repairs', 'repairs.repair_id', 'repairs.cost', 'repairs.spare_name',
    'mechanic_id', 'mechanic_name', 'skill_level', 'bay_count'],
  collections: ['workshops', 'mechanics'],
};
const run = (prompt: string) => analyze(prompt, GARAGE, { explain: true });
const rules = (prompt: string) => run(prompt).explanation!.sort.evidence.map((e) => e.rule);

describe('sort: groups counted per key are ranked by their count', () => {
  test.each([
    ['Which city has the fewest technicians?', 1],
    ['the workshop with the smallest number of customers', 1],
    ['Which city has the most visitors?', -1],
  ] as const)('%p: the top group by count, in the direction the ranking word says', (prompt, direction) => {
    expect(run(prompt).analysis.sort).toEqual({ count: direction });
  });

  test('"the lowest X count" where no field stores that count ranks by the count per group', () => {
    const { analysis } = run('Which workshop has the lowest repair count?');
    expect(analysis.groupBy).toEqual(['workshop_id']);
    expect(analysis.sort).toEqual({ count: 1 });
    expect(rules('Which workshop has the lowest repair count?')).toContain('sort.superlative-group-count');
  });

  test.each([
    ['What is the least popular skill level?', 1],
    ['Which skill level is the least popular?', 1],
    ['What is the most popular city of workshops?', -1],
  ] as const)('%p: popularity of a counted group is its count, not a field', (prompt, direction) => {
    const { analysis } = run(prompt);
    expect(analysis.operation).toBe('$count');
    expect(analysis.sort).toEqual({ count: direction });
  });

  test('a field storing a count stays the key', () => {
    expect(run('the workshop with the highest bay count').analysis.sort).toEqual({ bay_count: -1 });
  });

  test('without a count per group a superlative ranks by the field', () => {
    expect(run('the repair with the highest cost').analysis.sort).toEqual({ 'repairs.cost': -1 });
  });
});
