import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('what a thing is worth or charges ranks its value or rate (sort.concept-value, sort.concept-price)', () => {
  // an invented stamp dealer: stamps keep a valuation beside the price of a catalogue; studios rent by the hour
  const STAMPS = { fields: ['stamp_id', 'country', 'issue_year', 'appraised_value', 'catalogue_price'], collections: ['stamps'] };
  const STUDIOS = { fields: ['studio_id', 'studio_name', 'floor', 'hourly_rate'], collections: ['studios'] };
  test('"the most valuable" ranks by the value, not a price', () => {
    const { analysis, explanation } = analyze('the five most valuable stamps', STAMPS, { explain: true });
    expect(analysis.sort).toEqual({ appraised_value: -1 });
    expect(explanation?.sort.evidence.map((e) => e.rule)).toContain('sort.concept-value');
  });
  test('"the priciest" ranks by a rate when no price is stored', () => {
    const { analysis, explanation } = analyze('top 3 priciest studios', STUDIOS, { explain: true });
    expect(analysis.sort).toEqual({ hourly_rate: -1 });
    expect(explanation?.sort.evidence.map((e) => e.rule)).toContain('sort.concept-price');
  });
});
