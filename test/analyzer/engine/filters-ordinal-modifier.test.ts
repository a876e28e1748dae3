import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented office block: desks keep the floor they stand on; tenants their first and last names
const OFFICES = { fields: ['Desk_ID', 'Desk_Label', 'Floor', 'Tenant_First_Name', 'Tenant_Last_Name'], collections: ['Desks'] };

describe('filters: an ordinal joined to a field word, describing a noun, is that field\'s number (filters.ordinal-modifier)', () => {
  test('"third-floor desks" holds the floor to 3', () => {
    const result = analyze('list the labels of all third-floor desks', OFFICES, { explain: true });
    expect(result.analysis.filters).toEqual({ Floor: 3 });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.ordinal-modifier');
  });
  test('"second floor desks" written apart holds it as well', () => {
    expect(analyze('how many second floor desks are there', OFFICES).analysis.filters).toEqual({ Floor: 2 });
  });
  test('"first name" is a field\'s own name, no condition', () => {
    expect(analyze('show the first name of every tenant', OFFICES).analysis.filters).toEqual({});
  });
});
