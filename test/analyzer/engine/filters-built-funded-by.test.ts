import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: who built or funded something is its maker or funder (filters.agent-built / agent-funded, the agent verb table)', () => {
  // an invented rowing club: boats keep their maker; grants keep a funder beside a title
  const CLUB = {
    fields: ['_id', 'Boat_ID', 'Hull_Name', 'Manufacturer', 'Seats', 'Grant_ID', 'Grant_Title', 'Funder', 'Amount'],
    collections: ['boats', 'grants'],
  };
  test('the name after "built by" fills the manufacturer field', () => {
    const result = analyze('How many boats were built by Corrin Yards?', CLUB, { explain: true });
    expect(result.analysis.filters).toEqual({ Manufacturer: 'Corrin Yards' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.agent-built');
  });
  test('the name after "funded by" fills the funder field', () => {
    const result = analyze('List the grants funded by the Harwick Trust.', CLUB, { explain: true });
    expect(result.analysis.filters).toEqual({ Funder: 'Harwick Trust' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.agent-funded');
  });
});
