import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: words naming the records themselves are no class of them (filters.kind-modifier)', () => {
  // an invented blood bank: requests kept as `lab_requests`, classed by an `srType` ("sample request" type)
  const BANK = {
    fields: ['_id', 'donorId', 'name', '_id', 'requestId', 'srType', 'takenOn', 'technician', 'technician.techId'],
    collections: ['donors', 'lab_requests'],
  };
  test('"laboratory requests" where the collection writes the word shorter', () => {
    const r = analyze('laboratory requests signed off by technician T-41', BANK);
    expect(r.analysis.filters).not.toHaveProperty('srType');
  });
  test('"sample request X" whose initials lead the class field', () => {
    const r = analyze('sample request 0b6e1d2c-77aa-4f3e-8d09-a1c4e5f60718', BANK);
    expect(r.analysis.filters).not.toHaveProperty('srType');
  });
  test('another word before the noun is still a class', () => {
    const r = analyze('urgent requests signed off by technician T-41', BANK);
    expect(r.analysis.filters.srType).toBe('urgent');
  });
});
