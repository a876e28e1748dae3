import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: a verb of movement says the place is where to', () => {
  const FERRIES = { fields: ['ferry_id', 'name', 'origin', 'destination', 'departs_at'], collections: ['ferries'] };

  test.each(['ferries that go to Skerry', 'ferries that travel to Skerry'])('%p', (prompt) => {
    expect(filters(prompt, FERRIES)).toEqual({ destination: 'Skerry' });
  });
});
