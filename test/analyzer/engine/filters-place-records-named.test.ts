import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a known place among namesake fields the words name alike goes to the records named nearest (filters.lexicon+records-named)', () => {
  // an invented veterinary network: pet owners keep a home address, clinics keep the town they are in
  const VETS = {
    fields: ['ownerId', 'ownerName', 'home.street', 'home.city', 'pets', 'pets.petId', 'pets.species', 'clinicId', 'clinicName', 'clinicCity', 'visitId', 'ownerId_ref', 'fee'],
    collections: ['owners', 'clinics', 'visits'],
  };
  const read = (q: string) => analyze(q, VETS, { explain: true });
  test("the owners' city for owners, the clinics' for clinics", () => {
    const owners = read('How many owners live in Boston?');
    expect(owners.analysis.filters).toEqual({ 'home.city': 'Boston' });
    expect(owners.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.lexicon+records-named']);
    expect(read('list the clinics in Boston').analysis.filters).toEqual({ clinicCity: 'Boston' });
  });
});
