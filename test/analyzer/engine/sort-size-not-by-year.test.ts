import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: a size, price, rating or count superlative never ranks by a date or year named after it', () => {
  // an invented canal register: barges keep a launch year and a length
  const CANAL = { fields: ['Barge_ID', 'Barge_Name', 'yr_launched', 'Length_m', 'Owner', 'Lock_ID', 'Lock_Name', 'Passage_Date'], collections: ['Barge', 'Lock'] };

  for (const now of ['2024-03-15T12:00:00Z', '2027-07-01T00:00:00Z', '2032-12-31T23:00:00Z'].map((iso) => new Date(iso))) {
    test(`"the shortest barge launched after 2010" ranks by length, the year a condition (now ${now.toISOString().slice(0, 4)})`, () => {
      const { analysis } = analyze('shortest barge launched after 2010', CANAL, { now });
      expect(analysis.sort).toEqual({ Length_m: 1 });
      expect(analysis.filters).toEqual({ yr_launched: { $gt: 2010 } });
    });
  }

  test('a recency superlative still ranks by the date named after it', () => {
    expect(analyze('the most recent passage date', CANAL).analysis.sort).toEqual({ Passage_Date: -1 });
  });
});
