import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: whom a record belongs to, who founded it', () => {
  const YACHTS = { fields: ['yacht_id', 'yacht_name', 'Owner', 'berth_city'], collections: ['yacht'] };
  const BAKERIES = { fields: ['Bakery_ID', 'Bakery_Name', 'Founder', 'Opened_Year'], collections: ['bakery'] };
  test.each([
    ['the yachts that do not belong to Marlowe', YACHTS, { Owner: { $ne: 'Marlowe' } }],
    ['the berth cities of yachts belonging to Quillon', YACHTS, { Owner: 'Quillon' }],
    ['how many yachts that Marlowe owns', YACHTS, { Owner: 'Marlowe' }],
    ['bakeries established by Rosalind', BAKERIES, { Founder: 'Rosalind' }],
    ['how many bakeries did Rosalind establish', BAKERIES, { Founder: 'Rosalind' }],
  ])('%p', (prompt, schema, expected) => {
    expect(filters(prompt, schema)).toEqual(expected);
  });
});
