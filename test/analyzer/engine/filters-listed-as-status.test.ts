import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: what records are listed as is their status (filters.proper-value)', () => {
  // an invented herbarium: plants keep a family, a region and a protection status
  const HERBARIUM = {
    fields: ['_id', 'Plant_ID', 'Latin_Name', 'Family', 'Region', 'Protection_Status', 'Sheet_ID', 'Collected_On'],
    collections: ['plants', 'sheets'],
  };
  test('the name after "listed as" fills the status field', () => {
    const result = analyze('How many plants are listed as Vulnerable?', HERBARIUM, { explain: true });
    expect(result.analysis.filters).toEqual({ Protection_Status: 'Vulnerable' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.proper-value');
  });
});
