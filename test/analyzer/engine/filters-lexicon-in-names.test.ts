import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a demonym or place that opens a longer proper name is part of that name', () => {
  const RIDERS = { fields: ['rider_id', 'surname', 'nationality', 'events', 'events.event_name', 'events.season'], collections: ['riders'] };
  test('the whole name goes to the field for it, none of it to nationality', () => {
    expect(analyze('riders in the event Belgian Spring Classic', RIDERS).analysis.filters).toEqual({ 'events.event_name': 'Belgian Spring Classic' });
    expect(analyze('Count riders entered for the Belgian Spring Classic.', RIDERS).analysis.filters).not.toHaveProperty('nationality');
  });

  test.each(['How many Belgian riders are there?', 'List the Belgian riders'])('before a plain noun it stays a nationality: %p', (prompt) => {
    expect(analyze(prompt, RIDERS).analysis.filters).toEqual({ nationality: 'Belgian' });
  });
});
