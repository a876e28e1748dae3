import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented kennel: dogs boarded on an arrival date, the keepers who walk them, and the runs they sleep in
const KENNEL = {
  fields: ['dog_id', 'dog_name', 'breed', 'arrival_date', 'keeper_id', 'keeper_name', 'shift', 'run_id', 'run_size'],
  collections: ['Dogs', 'Keepers', 'Runs'],
};
const datedAndFirst = (prompt: string) => {
  const { analysis, explanation } = analyze(prompt, KENNEL, { explain: true });
  return [explanation?.collection.evidence.find((e) => e.rule === 'collection.dated-event')?.text, analysis.collection[0]];
};

describe('collection: the plural of the event a date field is named by names the records keeping it', () => {
  test('"arrivals" are the dogs with an arrival_date', () => {
    expect(datedAndFirst('arrivals per month')).toEqual(['Dogs', 'Dogs']);
  });

  test('a singular word is no count of events', () => {
    expect(datedAndFirst('arrival per month')[0]).toBeUndefined();
  });

  test('"of" joins a noun to what it belongs to: `member_of` dates no event', () => {
    const KITS = { fields: ['part_id', 'member_of', 'weight'], collections: ['Parts', 'Kits'] };
    const { explanation } = analyze('how many members', KITS, { explain: true });
    expect(explanation?.collection.evidence.map((e) => e.rule)).not.toContain('collection.dated-event');
  });
});
