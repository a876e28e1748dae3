import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a number after a noun written the same in the singular identifies one entity (filters.entity-number+same-in-singular)', () => {
  // an invented broadcaster: series and their episodes
  const SHOWS = {
    fields: ['_id', 'Series_ID', 'Title', 'Network', 'Episode_ID', 'Runtime_Min', 'Air_Date'],
    collections: ['series', 'episodes'],
  };
  test("the noun the series id writes takes the number as that id", () => {
    const result = analyze('What is the average runtime of episodes of series 12?', SHOWS, { explain: true });
    expect(result.analysis.filters).toEqual({ Series_ID: 12 });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.entity-number+same-in-singular');
  });
});
