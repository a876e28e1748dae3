import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('an embedded code names its lookup table by its own segment, not by the list above it', () => {
  // an invented apiary: keepers embed their harvests, each harvest keeping the code of a lookup of honey grades
  const APIARY = {
    fields: ['keeper_id', 'keeper_name', 'Harvests', 'Harvests.harvest_id', 'Harvests.keeper_id', 'Harvests.honey_grade_code',
      'Harvests.harvested_on', 'Harvests.weight_kg', 'honey_grade_code', 'honey_grade_description'],
    collections: ['Keepers', 'Ref_Honey_Grades'],
  };
  test('"average harvest weight for each honey grade" reads the keepers\' harvests (collection.holds-group-key)', () => {
    const { analysis, explanation } = analyze('average harvest weight for each honey grade', APIARY, { explain: true });
    expect(analysis.groupBy).toEqual(['Harvests.honey_grade_code']);
    expect(analysis.collection[0]).toBe('Keepers');
    expect(explanation!.collection.evidence.map((e) => e.rule)).toContain('collection.holds-group-key');
  });
  test('the lookup listed for itself stays the subject: "list every honey grade description" (negative)', () => {
    expect(analyze('list every honey grade description', APIARY).analysis.collection[0]).toBe('Ref_Honey_Grades');
  });
});
