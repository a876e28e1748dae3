import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('collection: a field asked of a record named by its id, in a flat list naming each field once (collection.asked-of-identified-record+pointer-unseen)', () => {
  // an invented regatta league, one flat list collection by collection: the laps keep a Regatta_ID too, but it is
  // listed once, with the regattas
  const REGATTAS = {
    fields: ['_id', 'Regatta_ID', 'Title', 'Harbour', 'Held_On', 'Lap_ID', 'Lap_Seconds', 'Buoy_Count'],
    collections: ['regattas', 'laps'],
  };
  test.each([
    'What were the lap seconds recorded in regatta 5?',
    'Show the lap seconds logged in regatta 5',
  ])('the collection keeping the field asked holds the records read: %p', (prompt) => {
    const result = analyze(prompt, REGATTAS, { explain: true });
    expect(result.analysis.collection[0]).toBe('laps');
    expect(result.explanation?.collection.evidence.map((e) => e.rule)).toContain('collection.asked-of-identified-record+pointer-unseen');
  });

  test('a speed superlative before the field asks its least value, still of the laps of that regatta', () => {
    const { analysis } = analyze('Give me the quickest lap seconds logged in regatta 5', REGATTAS);
    expect(analysis.collection[0]).toBe('laps');
    expect(analysis.operation).toBe('$min');
    expect(analysis.metric).toBe('Lap_Seconds');
    expect(analysis.filters).toEqual({ Regatta_ID: 5 });
  });
});
