import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('a count ranking whose group is a lookup table\'s code: the records counted keep the code', () => {
  // an invented pottery: pots point at a lookup table of glaze kinds by its code
  const POTTERY = {
    fields: ['pot_id', 'glaze_kind_code', 'kiln_id', 'fired_on', 'price', 'glaze_kind_description', 'kiln_name', 'max_temp'],
    collections: ['Pots', 'Ref_Glaze_Kinds', 'Kilns'],
  };
  test('"the most common glaze kind" counts pots per glaze kind code (collection.holds-group-key-of-lookup)', () => {
    const { analysis, explanation } = analyze('the most common glaze kind', POTTERY, { explain: true });
    expect(analysis.groupBy).toEqual(['glaze_kind_code']);
    expect(analysis.collection[0]).toBe('Pots');
    expect(explanation!.collection.evidence.map((e) => e.rule)).toContain('collection.holds-group-key-of-lookup');
  });
  test('the lookup table listed for itself stays the subject: "list the glaze kinds" (negative)', () => {
    const { analysis } = analyze('list the glaze kinds', POTTERY);
    expect(analysis.groupBy).toEqual([]);
    expect(analysis.collection[0]).toBe('Ref_Glaze_Kinds');
  });
});

describe('a compound noun after "most common" groups by its head', () => {
  // an invented marina: boats point at a lookup of models by a code called after the model alone
  const MARINA = {
    fields: ['boat_id', 'hull_number', 'model_code', 'berth', 'bought_on', 'model_name', 'length_m', 'owner_id', 'owner_name'],
    collections: ['Boats', 'Ref_Boat_Models', 'Owners'],
  };
  test('"most common boat model" groups boats by the model code, not by boat', () => {
    const { analysis } = analyze('most common boat model in the marina', MARINA);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['model_code']);
    expect(analysis.collection[0]).toBe('Boats');
  });
  test('a noun with no key after it is the group itself: "which owner has the most boats" (negative)', () => {
    expect(analyze('which owner has the most boats', MARINA).analysis.groupBy).toEqual(['owner_id']);
  });
});

describe('a key noun after the group noun heads it only when the two are one noun', () => {
  // an invented orchard: trees keep their fruit and the picker who harvests them
  const ORCHARD = { fields: ['tree_id', 'fruit', 'pickerId', 'pickedOn', 'pickerName'], collections: ['trees', 'pickers'] };
  test('a key noun opening a relative clause does not take over: "the most common fruit pickers harvest" (negative)', () => {
    expect(analyze('what is the most common fruit pickers harvest', ORCHARD).analysis.groupBy).toEqual(['fruit']);
  });
  test('a key noun ending the ranking heads the compound: "the most common fruit picker"', () => {
    expect(analyze('what is the most common fruit picker', ORCHARD).analysis.groupBy).toEqual(['pickerId']);
  });
});
