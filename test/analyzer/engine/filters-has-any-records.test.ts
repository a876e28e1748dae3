import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: having received a related record is no condition on a number', () => {
  // growers embed their permits as records and keep their medals as an object of counts
  const GROWERS = {
    fields: ['grower_alias', 'village', 'medals', 'medals.gold_count', 'medals.bronze_count', 'Permits', 'Permits.permit_id', 'Permits.issued_on'],
    collections: ['growers'],
  };
  test.each([
    ['growers that got permits', {}],
    ['the aliases of growers in the village of Tarn who received some permits', { village: 'Tarn' }],
  ])('%p', (prompt, filters) => {
    expect(analyze(prompt, GROWERS).analysis.filters).toEqual(filters);
  });

  test('a thing counted by an object of numbers is still had at least once', () => {
    const { analysis, explanation } = analyze('growers who won medals', GROWERS, { explain: true });
    expect(analysis.filters).toEqual({ 'medals.gold_count': { $gte: 1 } });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.has-any']);
  });
});
