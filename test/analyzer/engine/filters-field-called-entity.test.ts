import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name before an entity noun goes to the field called by that entity word (filters.proper-value+field-called-entity)', () => {
  // an invented tea estate, one flat list collection by collection: gardens keep the only name field, teas name their
  // terrace by a field called `Terrace`, and terraces keep no name field of their own
  const ESTATE = {
    fields: ['_id', 'Garden_ID', 'Name', 'Founded', 'Tea_ID', 'Terrace', 'Flush', 'Price', 'Slope_Deg', 'Altitude_M'],
    collections: ['garden', 'tea', 'terrace'],
  };
  test('the field called terrace, not the shared name field, takes the terrace named', () => {
    const result = analyze('What is the highest price of a tea from the Vale Ridge terrace?', ESTATE, { explain: true });
    expect(result.analysis.filters).toEqual({ Terrace: 'Vale Ridge' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.proper-value+field-called-entity');
  });
});
