import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented flat schema: a pottery's vases and two lookup tables that each keep a code, a name and a description
const POTTERY = {
  fields: [
    'Glaze_Type_Code', 'Glaze_Type_Name', 'Glaze_Type_Description',
    'Clay_Type_Code', 'Clay_Type_Name', 'Clay_Type_Description',
    'Vase_ID', 'Vase_Title', 'Height_cm',
  ],
  collections: ['Ref_Clay_Types', 'Ref_Glaze_Types', 'Vases'],
};
const explained = (prompt: string) => analyze(prompt, POTTERY, { explain: true });

describe('collection: a field ending several lookup tables share votes for the one the question names', () => {
  test('"the name and description for clay type code ST" asks about the clay types', () => {
    expect(explained('What is the name and description for clay type code ST?').analysis.collection[0]).toBe('Ref_Clay_Types');
  });

  test('the shared endings follow the table named by its other field, wherever the words stand', () => {
    expect(explained('Give the name and description of the glaze type code MT.').analysis.collection[0]).toBe('Ref_Glaze_Types');
  });
});

describe('collection: the vote moved to the named table says so', () => {
  test('the shared endings carry their own evidence', () => {
    const rules = explained('What is the name and description for clay type code ST?').explanation?.collection.evidence.map((e) => e.rule);
    expect(rules).toContain('collection.shared-ending-of-named');
  });
});
