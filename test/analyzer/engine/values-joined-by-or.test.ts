import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// plants of a nursery, each of one family
const PLANTS = { fields: ['plant_id', 'plant_name', 'family', 'height_cm'], collections: ['plants'] };
const run = (prompt: string) => analyze(prompt, PLANTS).analysis;

describe('values joined by "or" bound one set of records; they name no groups', () => {
  test.each([
    "How many plants belong to the 'fern' or 'cactus' family?",
    "How many plants are in family 'fern' or 'cactus'?",
  ])('%p counts them all at once', (prompt) => {
    const a = run(prompt);
    expect(a.filters).toEqual({ family: { $in: ['fern', 'cactus'] } });
    expect(a.operation).toBe('$count');
    expect(a.groupBy).toEqual([]);
  });

  test('values joined by "and" still give one figure each', () => {
    expect(run("the average height of plants in family 'fern' and 'cactus'").groupBy).toEqual(['family']);
  });

  test('a question comparing them still gives one figure each', () => {
    expect(run("Compare the number of plants in family 'fern' or 'cactus'").groupBy).toEqual(['family']);
  });
});
