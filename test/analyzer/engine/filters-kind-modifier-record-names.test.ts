import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: words naming the records themselves are no class of them (filters.kind-modifier)', () => {
  // an invented garage: maintenance tickets kept as `maint_tickets`, classed by a `jtType` ("job ticket" type)
  const GARAGE = {
    fields: ['_id', 'plate', 'make', '_id', 'ticketId', 'jtType', 'openedOn', 'mechanic', 'mechanic.mechId', 'mechanic.name'],
    collections: ['vehicles', 'maint_tickets'],
  };
  test('"maintenance tickets" where the collection writes the word shorter', () => {
    const r = analyze('maintenance tickets handled by mechanic M-2207', GARAGE);
    expect(r.analysis.filters).not.toHaveProperty('jtType');
  });
  test('"job ticket X" whose initials lead the class field', () => {
    const r = analyze('job ticket 7f3a9c1e-2b4d-4e0b-9c61-2d8f5a0b7e13', GARAGE);
    expect(r.analysis.filters).not.toHaveProperty('jtType');
  });
  test('another word before the noun is still a class', () => {
    const r = analyze('urgent tickets handled by mechanic M-2207', GARAGE);
    expect(r.analysis.filters.jtType).toBe('urgent');
  });
});
