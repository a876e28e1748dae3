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

describe('collection: nothing in the question speaks for any candidate', () => {
  /** Hauliers' documents embed their journeys; the yards, listed first by the caller, hold two plain fields. */
  const HAULAGE = {
    fields: ['_id', 'haulier_no', 'fleet_size', 'journeys', 'journeys.tonnes', 'journeys.departed_at', 'journeys.route', 'yard_code', 'yard_city'],
    collections: ['yards', 'hauliers'],
  };

  test('the document holding the most fields is read (collection.no-evidence-richest-document)', () => {
    const { analysis, explanation } = analyze('show me everything', HAULAGE, { explain: true });
    expect(analysis.collection[0]).toBe('hauliers');
    expect(explanation!.collection.evidence.map((e) => e.rule)).toContain('collection.no-evidence-richest-document');
  });

  test('documents holding as many fields keep the caller\'s order, and the explanation says so', () => {
    const { analysis, explanation } = analyze('show me everything', { fields: ['_id', 'yard_code', 'yard_city', 'haulier_no', 'fleet_size'], collections: ['yards', 'hauliers'] }, { explain: true });
    expect(analysis.collection[0]).toBe('yards');
    expect(explanation!.collection.evidence.map((e) => e.rule)).toContain('collection.no-evidence-caller-order');
  });
});
