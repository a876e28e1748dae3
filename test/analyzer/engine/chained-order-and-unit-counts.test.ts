import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// plants of a nursery; no field counts days or weeks
const PLANTS = { fields: ['plant_id', 'plant_name', 'family', 'height_cm', 'flowering_period'], collections: ['plants'] };
const run = (prompt: string) => analyze(prompt, PLANTS).analysis;

describe('a "by" chained after a sort word is its next key, not a group', () => {
  test('"ordered by …, next by …, and finally by height" groups nothing', () => {
    const a = run("List each plant's name and family ordered by family, next by plant name, and finally by height");
    expect(a.groupBy).toEqual([]);
    expect(a.operation).toBeNull();
  });

  test('a "then by" with no sort word before still groups', () => {
    expect(run('Count the plants per family, then by height').groupBy).toContain('family');
  });
});

describe('"the largest number of <unit>" ranks by a measured value, it counts no records', () => {
  test.each([
    'Which plant spends the largest number of days in flower?',
    'the plant that stays in blossom for the greatest count of weeks',
  ])('%p', (prompt) => {
    const a = run(prompt);
    expect(a.groupBy).toEqual([]);
    expect(a.operation).toBeNull();
  });

  test('records after "number of" are still counted per group', () => {
    expect(run('Which family holds the largest number of plants?').groupBy).toEqual(['family']);
  });
});
