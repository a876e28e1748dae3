import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** An aquarium: tanks, which the fish point at, then the fish with a graded code and a weight. */
const AQUARIUM = { fields: ['_id', 'tank_id', 'water_temp', 'fish_tag', 'species', 'grade_code', 'weight_g'], collections: ['tanks', 'fish'] };

const read = (prompt: string) => {
  const { analysis, explanation } = analyze(prompt, AQUARIUM, { explain: true });
  return { collection: analysis.collection[0], rules: explanation!.collection.evidence.map((e) => e.rule) };
};

describe('collection: fields the analysis reads that the question does not name', () => {
  test('a group key read from a word votes for the collection keeping it', () => {
    expect(read('how many by grade')).toEqual({ collection: 'fish', rules: expect.arrayContaining(['collection.owns-grouped-field']) });
  });

  test('a sort key read from a superlative votes for the collection keeping it', () => {
    expect(read('heaviest first')).toEqual({ collection: 'fish', rules: expect.arrayContaining(['collection.owns-sorted-field']) });
  });
});
