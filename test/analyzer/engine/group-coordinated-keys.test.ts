import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('fields joined by "and" before a counted group', () => {
  const HARVESTS = {
    fields: ['harvest_id', 'orchard_name', 'variety', 'season', 'picked_on', 'crates'],
    collections: ['harvests'],
  };

  test('both fields group the count', () => {
    const { analysis } = analyze('Which variety and season had the fewest harvests?', HARVESTS);
    expect(analysis.operation).toBe('$count');
    expect([...analysis.groupBy].sort()).toEqual(['season', 'variety']);
  });

  test('a field listed before "of" is shown, not grouped', () => {
    expect(analyze('Show the variety and season of the orchard with the most harvests.', HARVESTS).analysis.groupBy).not.toContain('variety');
  });
});
