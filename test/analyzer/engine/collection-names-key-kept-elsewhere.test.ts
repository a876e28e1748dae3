import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('a collection name before "ids" names a pointer other records keep, not the records asked for: the keepers get the vote', () => {
  // an invented harbour: berths keep the id of the boat moored there
  const HARBOUR = {
    fields: ['berth_id', 'boat_id', 'berth_label', 'depth_m', 'boat_name', 'length_m', 'flag'],
    collections: ['Berths', 'Boats'],
  };
  test('"show the boat ids and labels of all berths" reads the berths, the evidence naming them as the keepers (collection.keeps-named-key)', () => {
    const { analysis, explanation } = analyze('show the boat ids and labels of all berths', HARBOUR, { explain: true });
    expect(analysis.collection[0]).toBe('Berths');
    const keyed = explanation!.collection.evidence.filter((e) => e.rule === 'collection.keeps-named-key');
    expect(keyed.map((e) => e.text)).toEqual(['Berths']);
  });
  test('a record picked out by its id stays the records named: "the boat id 42 and its flag" (negative)', () => {
    const { explanation } = analyze('the boat id 42 and its flag', HARBOUR, { explain: true });
    expect(explanation!.collection.evidence.map((e) => e.rule)).not.toContain('collection.keeps-named-key');
  });
});
