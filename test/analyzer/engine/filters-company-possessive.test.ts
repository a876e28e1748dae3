import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe("filters: a company's possessive name goes to the field for the maker of the things it has", () => {
  // kettles keep their own model name and the company that makes them
  const KITCHEN = { fields: ['kettle_id', 'model_name', 'maker_company', 'capacity_litres', 'price'], collections: ['kettles'] };
  test.each([
    ["What is the average price of Brightwater Holdings' kettles?", 'Brightwater Holdings'],
    ["List the capacity of Kestrel Industries's kettles", 'Kestrel Industries'],
  ])('%p', (prompt, company) => {
    const { analysis, explanation } = analyze(prompt, KITCHEN, { explain: true });
    expect(analysis.filters).toEqual({ maker_company: company });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.creator-name+company']);
  });
});
