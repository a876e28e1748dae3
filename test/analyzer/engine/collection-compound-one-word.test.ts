import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented parcel depot: couriers, parcels and the pick-ups couriers make, the last named in two words whose
// second is too short to lose its plural on its own
const DEPOT = {
  fields: ['_id', 'courier_name', 'van_plate', 'parcel_ref', 'weight_kg', 'picked_at', 'signed_by', 'courier_id'],
  collections: ['couriers', 'pickUps', 'parcels'],
};

test('a two-word collection name said hyphenated or run together names the collection', () => {
  for (const prompt of ['how many pick-ups were there in march', 'count the pickups in march']) {
    const { analysis, explanation } = analyze(prompt, DEPOT, { explain: true });
    expect(analysis.collection[0]).toBe('pickUps');
    expect(JSON.stringify(explanation!.collection.evidence)).toContain('collection.compound-name-as-one-word');
  }
});

test('negative: one of the name\'s two words alone is no run-together name', () => {
  for (const prompt of ['parcels the couriers pick in march', 'count the ups in march']) {
    const { explanation } = analyze(prompt, DEPOT, { explain: true });
    expect(JSON.stringify(explanation!.collection.evidence)).not.toContain('compound-name-as-one-word');
  }
  const { explanation } = analyze('parcels the couriers pick in march', DEPOT, { explain: true });
  expect(explanation!.collection.evidence.filter((e) => e.rule === 'collection.name').map((e) => e.text)).not.toContain('pickUps');
});
