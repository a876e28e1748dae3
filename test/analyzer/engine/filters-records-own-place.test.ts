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
});
