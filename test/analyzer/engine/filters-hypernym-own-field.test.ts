import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented animal rescue: animals keep their species; fosterers keep the species they would take in a sub-document
const ANIMALS = ['animalId', 'animalName', 'species', 'weightKg', 'fostererId', 'fostererName'];
const schema = (...more: string[]) => ({ fields: [...ANIMALS, ...more], collections: ['animals', 'fosterers'] });
const RESCUE = schema('wishes', 'wishes.species', 'wishes.maxWeightKg');
// the same, with the wish kept at the top level of the fosterers: two fields of the records' own level
const FLAT_RESCUE = schema('wantedSpecies');
// two sub-documents keep the same kind of value: nothing says whose
const TWO_NESTED = { fields: ['animalId', 'animalName', 'origin', 'origin.species', 'wishes', 'wishes.species'], collections: ['animals', 'fosterers'] };

describe('filters: a value said of the records goes to their own top-level field before a sub-document\'s (filters.hypernym-value)', () => {
  test('"ferrets" → the records\' `species`, not `wishes.species`', () => {
    const explained = analyze('average weight of ferrets', RESCUE, { explain: true });
    expect(explained.analysis.filters).toEqual({ species: 'ferret' });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.hypernym-value+mammal']);
  });

  test('two top-level fields stay undecided', () => {
    expect(analyze('average weight of ferrets', FLAT_RESCUE).analysis.filters).toEqual({});
  });

  test('two fields in sub-documents stay undecided', () => {
    expect(analyze('average weight of ferrets', TWO_NESTED).analysis.filters).toEqual({});
  });
});
