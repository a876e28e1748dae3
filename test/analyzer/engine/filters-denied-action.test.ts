import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a dance studio, a bakery and a repair desk: yes/no fields named by a past participle
const STUDIO = { fields: ['lesson_id', 'pupil_name', 'attended', 'lesson_day', 'price'], collections: ['lessons'] };
const BAKERY = { fields: ['cake_id', 'flavour', 'shipped', 'carried', 'weight'], collections: ['cakes'] };
const HOTEL = { fields: ['room_no', 'guest_name', 'arrived', 'nightly_rate'], collections: ['rooms'] };
const DESK = { fields: ['job_id', 'gadget', 'isRepaired', 'labour_cost'], collections: ['jobs'] };
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('filters: a participle-named yes/no field denied through its verb', () => {
  test.each([
    ['lessons where the pupil did not attend', STUDIO, { attended: false }],
    ['count lessons where the young pupil didn\'t attend', STUDIO, { attended: false }],
    ['cakes that did not ship', BAKERY, { shipped: false }],
    ['cakes that the van did not carry', BAKERY, { carried: false }],
    ['jobs that the workshop does not repair', DESK, { isRepaired: false }],
    // a verb with its particle meaning the field's verb, maybe with the preposition its object was taken from
    ['lessons that the pupil did not turn up to', STUDIO, { attended: false }],
    ['lessons where the pupil didn\'t show up', STUDIO, { attended: false }],
    ['rooms where the guest did not check in', HOTEL, { arrived: false }],
  ])('%p', (prompt, schema, expected) => {
    expect(run(prompt, schema).analysis.filters).toEqual(expected);
  });

  test('the evidence names the denied-action rule', () => {
    expect(run('cakes that did not ship', BAKERY).explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.denied-action']);
  });

  test.each([
    // the verb takes an object, or the clause is about something else: no state of the records
    ['pupils who did not attend lessons on Friday', STUDIO],
    ['cakes, and customers that did not ship', BAKERY],
    ['pupils who did not turn up the music', STUDIO],
  ])('%p is no denied state', (prompt, schema) => {
    expect(Object.values(run(prompt, schema).analysis.filters).filter((v) => typeof v === 'boolean')).toEqual([]);
  });
});

describe('filters: "wasn\'t" and "weren\'t" deny a flag', () => {
  test.each([
    ['jobs that weren\'t repaired', { isRepaired: false }],
    ['jobs that were repaired', { isRepaired: true }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, DESK).analysis.filters).toEqual(expected);
  });
});

describe('filters: a participle-named yes/no field ending a clause with its own subject', () => {
  test.each([
    ['lessons where the pupil attended', { attended: true }],
    ['lessons that the new pupil never attended', { attended: false }],
    // the records say it of themselves with no verb of being: no state read
    ['pupils who attended', {}],
  ])('%p', (prompt, expected) => {
    expect(run(prompt, STUDIO).analysis.filters).toEqual(expected);
  });

  test('the evidence names the done-action rule', () => {
    expect(run('lessons where the pupil attended', STUDIO).explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.done-action']);
  });
});
