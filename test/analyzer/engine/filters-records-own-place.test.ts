import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe("filters: a place after in/from goes to the place field of the records named before it (filters.place-value+records-own-place)", () => {
  // an invented ferry company, one flat list of fields collection by collection: piers keep a district, skippers a home district
  const FERRIES = {
    fields: ['_id', 'Pier_ID', 'Name', 'District', 'Berths', 'Skipper_ID', 'Home_District', 'Licence_Year'],
    collections: ['piers', 'skippers'],
  };
  test("the piers' own district takes a name after 'in'", () => {
    const result = analyze('List the names of piers in Kelmoor.', FERRIES, { explain: true });
    expect(result.analysis.filters).toEqual({ District: 'Kelmoor' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.place-value+records-own-place');
  });
  test("the skippers' home district takes a name after 'from'", () => {
    expect(analyze('Show the skippers from Kelmoor.', FERRIES).analysis.filters).toEqual({ Home_District: 'Kelmoor' });
  });

  // an invented kennel chain: owners keep a town, kennels a quarter of their own and the country of their operator
  const KENNELS = {
    fields: ['_id', 'Owner_ID', 'Owner_Name', 'Town', 'Kennel_ID', 'Kennel_Name', 'Quarter_Village', 'Operator_Country'],
    collections: ['owners', 'kennels'],
  };
  test("the records' own place field takes the name over a town field other records keep", () => {
    const result = analyze('kennels in Ashwick', KENNELS, { explain: true });
    expect(result.analysis.filters).toEqual({ Quarter_Village: 'Ashwick' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.place-value+records-own-place']);
  });
  test('the town field stays the reading for the records that keep it', () => {
    expect(analyze('owners in Ashwick', KENNELS).analysis.filters).toEqual({ Town: 'Ashwick' });
  });
});

describe('filters: a basing verb leads a home place with "in" as with "at" (WORKPLACE_VERBS, BASING_VERBS)', () => {
  // an invented lifeboat service: boats kept at a home harbour, crews from a village
  const LIFEBOATS = {
    fields: ['boat_id', 'boat_name', 'home_harbour', 'length_m', 'crew_id', 'crew_name', 'shouts_answered'],
    collections: ['boats', 'crews'],
  };
  test('"boats based in X" is their home harbour', () => {
    expect(analyze('boats based in Pendower', LIFEBOATS).analysis.filters).toEqual({ home_harbour: 'Pendower' });
  });
});
