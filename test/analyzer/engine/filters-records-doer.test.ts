import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented quilt show: quilts keep who stitched them, exhibitors their own name
const SHOW = { fields: ['quilt_id', 'quilt_title', 'stitcher', 'width_cm', 'exhibitor_id', 'exhibitor_name', 'stand_no'], collections: ['quilts', 'exhibitors'] };
// an invented land registry: deeds keep the name of the clerk who drew them up, and their witnesses
const DEEDS = { fields: ['deedNo', 'parcelRef', 'clerkName', 'signedOn', 'witnesses', 'witnesses.witnessName'], collections: ['deeds'] };

// an invented cheese cellar: wheels keep the tastings done to them, each with the judge who ran it
const TASTINGS = { fields: ['wheel_id', 'cellar_row', 'tastings.tasting_id', 'tastings.score', 'tastings.judge', 'tastings.tasted_on'], collections: ['wheels'] };

describe("filters: with no field for the verb's own doer, the records' one field for a person who acts on them takes the name (+records-doer)", () => {
  test.each([
    // "<records> by <Name>"
    ['quilts by Ingrid Solberg', SHOW, { stitcher: 'Ingrid Solberg' }, 'filters.agent-by+records-doer'],
    // a verb whose own doer the schema lacks, with a title before the name
    ['quilts made by Capt. Ingrid Solberg', SHOW, { stitcher: 'Ingrid Solberg' }, 'filters.agent-made+records-doer'],
    // a verb no table lists with a titled person: the doer kept beside the field named before the verb, short as its noun is
    ['total stand fees charged by Ms. Ingrid Solberg', { fields: ['show_id', 'stands', 'stands.fee', 'stands.vet', 'stands.label'], collections: ['shows'] }, { 'stands.vet': 'Ingrid Solberg' }, 'filters.agent-charged+records-doer'],
    // "<records> has <Name> <participle>": the name is the doer of the records named before the auxiliary
    ['How many deeds has Mr. Varga drawn up?', DEEDS, { clerkName: 'Varga' }, 'filters.agent-before-participle+records-doer'],
    // "<records> that <Initial. Name> <past verb>": records kept inside others, listed as dotted leaves, hold their doer beside
    ['every tasting that K. Mbeki ran', TASTINGS, { 'tastings.judge': 'K. Mbeki' }, 'filters.agent-before-participle+records-doer'],
  ])('%p', (prompt, schema, filters, rule) => {
    const { analysis, explanation } = analyze(prompt, schema, { explain: true });
    expect([analysis.filters, explanation?.filters.evidence.map((e) => e.rule)]).toEqual([filters, [rule]]);
  });
});

// the one named before a verb whose subject receives or requests the records did not make them
test("records that a person received or ordered take no name in their doer field", () => {
  const NOTES = { fields: ['_id', 'author_name', 'recipient_name', 'written_on'], collections: ['notes'] };
  expect(analyze('notes that Dr. Hale received', NOTES).analysis.filters).not.toHaveProperty('author_name');
  const ASSAYS = { fields: ['_id', 'assay_code', 'technician_name', 'run_on'], collections: ['assays'] };
  expect(analyze('assays that Dr. Orr ordered', ASSAYS).analysis.filters).not.toHaveProperty('technician_name');
});
