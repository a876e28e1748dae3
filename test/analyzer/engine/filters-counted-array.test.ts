import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a kennel: each dog embeds its walks, whose only value is a date
const KENNEL = { fields: ['dog_id', 'dog_name', 'dogs_in_kennel', 'walks', 'walks.walk_id', 'walks.walked_on'], collections: ['dogs'] };

describe('filters: a number counting embedded records is no condition on a guessed field', () => {
  test('dogs with more than 3 walks', () => {
    const { analysis } = analyze('dogs with more than 3 walks', KENNEL);
    // the walks are counted per dog; a walk's date cannot hold the 3, and no other field is named for it
    expect(analysis.filters).toEqual({});
    expect(analysis.groupBy).toEqual(['dog_id']);
  });
});
