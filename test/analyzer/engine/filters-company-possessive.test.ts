import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe("filters: a company's possessive name goes to the field for the maker of the things it has", () => {
  // an invented boatyard register: yachts keep the firm that built them, and their owners
  const YACHTS = {
    fields: ['hull_no', 'design', 'builder_firm', 'length_m', 'Owners', 'Owners.owner_name', 'Owners.since'],
    collections: ['yachts'],
  };
  test.each([
    ["How long are Tidewater Marine Ltd's yachts on average?", 'Tidewater Marine Ltd'],
    ["Show every design among Corran Boatworks Inc's yachts.", 'Corran Boatworks Inc'],
  ])('%p', (prompt, company) => {
    const { analysis, explanation } = analyze(prompt, YACHTS, { explain: true });
    expect(analysis.filters).toEqual({ builder_firm: company });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.creator-name+company']);
  });
});
