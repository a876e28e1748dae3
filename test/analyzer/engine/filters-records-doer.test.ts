import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe("filters: with no field for the verb's own doer, the records' one field for a person who acts on them takes the name (+records-doer)", () => {
  // an invented quilt show: quilts keep who stitched them, exhibitors their own name
  const SHOW = { fields: ['quilt_id', 'quilt_title', 'stitcher', 'width_cm', 'exhibitor_id', 'exhibitor_name', 'stand_no'], collections: ['quilts', 'exhibitors'] };

  test('"<records> by <Name>" goes to the doer field the records keep', () => {
    const { analysis, explanation } = analyze('quilts by Ingrid Solberg', SHOW, { explain: true });
    expect(analysis.filters).toEqual({ stitcher: 'Ingrid Solberg' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.agent-by+records-doer']);
  });

  test('a verb whose own doer the schema lacks, with a title before the name', () => {
    expect(analyze('quilts made by Capt. Ingrid Solberg', SHOW).analysis.filters).toEqual({ stitcher: 'Ingrid Solberg' });
  });

  // an invented land registry: deeds keep the name of the clerk who drew them up, and the parcels they convey
  const DEEDS = { fields: ['deedNo', 'parcelRef', 'clerkName', 'signedOn', 'witnesses', 'witnesses.witnessName'], collections: ['deeds'] };
  test('"<records> has <Name> <participle>": the name is the doer of the records named before the auxiliary', () => {
    const { analysis, explanation } = analyze('How many deeds has Mr. Varga drawn up?', DEEDS, { explain: true });
    expect(analysis.filters).toEqual({ clerkName: 'Varga' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.agent-before-participle+records-doer']);
  });
});
