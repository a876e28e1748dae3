import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('"per <lookup type>" over tables moved as-is: the code field keying the lookup table', () => {
  // an invented violin workshop: instruments point at a lookup table of woods by its code
  const WORKSHOP = {
    fields: ['instrument_id', 'wood_type_code', 'luthier_id', 'price', 'finished_on', 'wood_type_description', 'luthier_name'],
    collections: ['Instruments', 'Ref_Wood_Types', 'Luthiers'],
  };
  test('the group is the code named by the words the table is called (groupBy.per)', () => {
    const { analysis, explanation } = analyze('average price per wood type', WORKSHOP, { explain: true });
    expect(analysis.groupBy).toEqual(['wood_type_code']);
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.per');
  });
  test('the records grouped are the ones keeping the code (collection.holds-group-key)', () => {
    const { analysis, explanation } = analyze('average price per wood type', WORKSHOP, { explain: true });
    expect(analysis.collection[0]).toBe('Instruments');
    expect(explanation!.collection.evidence.map((e) => e.rule)).toContain('collection.holds-group-key');
  });
});
