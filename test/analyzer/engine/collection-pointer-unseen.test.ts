import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('collection: a field asked of a record named by its id, in a flat list naming each field once (collection.asked-of-identified-record+pointer-unseen)', () => {
  // an invented regatta league, one flat list collection by collection: the laps keep a Regatta_ID too, but it is
  // listed once, with the regattas
  const REGATTAS = {
    fields: ['_id', 'Regatta_ID', 'Title', 'Harbour', 'Held_On', 'Lap_ID', 'Lap_Seconds', 'Buoy_Count'],
    collections: ['regattas', 'laps'],
  };
  test('the collection keeping the field asked holds the records read', () => {
    const result = analyze('What is the lap seconds recorded in regatta 5?', REGATTAS, { explain: true });
    expect(result.analysis.collection[0]).toBe('laps');
    expect(result.explanation?.collection.evidence.map((e) => e.rule)).toContain('collection.asked-of-identified-record+pointer-unseen');
  });
});
