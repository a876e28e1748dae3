import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented boarding kennel: pets keep their breed and weight
const KENNEL = { fields: ['petId', 'petName', 'breed', 'weightKg', 'ownerId', 'ownerName'], collections: ['pets', 'owners'] };

describe('filters: the speaker\'s "our"/"my" determines a noun as "the" does (filters.hypernym-value)', () => {
  test('"the average weight of our beagles" → `breed`', () => {
    const explained = analyze('average weight of our beagles', KENNEL, { explain: true });
    expect(explained.analysis.filters).toEqual({ breed: 'beagle' });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.hypernym-value+dog']);
  });

  test('a modifier may stand between: "our golden retrievers"', () => {
    expect(analyze('average weight of our golden retrievers', KENNEL).analysis.filters).toEqual({ breed: 'retriever' });
  });

  test('a noun naming no breed stays no value', () => {
    expect(analyze('average weight of our dogs', KENNEL).analysis.filters).toEqual({});
  });
});
