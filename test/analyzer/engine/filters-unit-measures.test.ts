import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const rulesOf = (prompt: string, schema: { fields: string[]; collections: string[] }) =>
  analyze(prompt, schema, { explain: true }).explanation?.filters.evidence.map((e) => e.rule) ?? [];

describe('filters: a unit said after a compared number reaches the field ending in a unit of the same measure', () => {
  // an invented ferry line: lengths in metres, crossing times in seconds
  const FERRIES = { fields: ['ferry_id', 'ferry_nm', 'overall_m', 'crossing_id', 'sailed_on', 'crossing_s', 'cars_carried'], collections: ['ferries', 'crossings'] };
  test.each([
    // restated in the field's unit: 45 minutes are 2700 seconds
    ['crossings that lasted under 45 minutes', { crossing_s: { $lt: 2700 } }],
    ['ferries longer than 80 metres', { overall_m: { $gt: 80 } }],
    ['ferries longer than 250 feet', { overall_m: { $gt: 76.2 } }],
    // "a minute" is one minute
    ['crossings longer than a minute', { crossing_s: { $gt: 60 } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, FERRIES).analysis.filters).toEqual(expected);
  });

  test('the evidence names the measure', () => {
    expect(rulesOf('ferries longer than 80 metres', FERRIES)).toContain('filters.compare$gt+unit-measure');
    expect(rulesOf('crossings longer than a minute', FERRIES)).toContain('filters.compare$gt+unit-measure+one-unit');
  });

  // a field named right before the bound stays what it bounds
  test('a field named before the bound keeps the number', () => {
    expect(analyze('crossings with cars carried over 40 metres', FERRIES).analysis.filters).toEqual({ cars_carried: { $gt: 40 } });
  });
});

describe('filters: of fields sharing the compared one\'s last word, the one whose other word is said near the bound', () => {
  // an invented bakery: two timings per loaf; towers with planned and built floors
  const BAKERY = { fields: ['loaf_id', 'loaf_name', 'restMinutes', 'bakeMinutes'], collections: ['loaves'] };
  const TOWERS = { fields: ['tower_id', 'tower_nm', 'built_floors', 'planned_floors', 'total_seats', 'spare_seats'], collections: ['towers'] };
  test.each([
    ['loaves that bake in under 40 min', BAKERY, { bakeMinutes: { $lt: 40 } }],
    // any form of the word: "planning" says `planned_`
    ['towers planning more than 30 floors', TOWERS, { planned_floors: { $gt: 30 } }],
    // a word said elsewhere in the question (what is averaged) chooses nothing
    ['the average spare seats of towers with more than 300 total seats', TOWERS, { total_seats: { $gt: 300 } }],
  ])('%p', (prompt, schema, expected) => {
    expect(analyze(prompt, schema).analysis.filters).toEqual(expected);
  });

  test('the evidence names the choice', () => {
    expect(rulesOf('loaves that bake in under 40 min', BAKERY)).toContain('filters.compare$lt+unit-namesake');
    expect(rulesOf('towers planning more than 30 floors', TOWERS)).toContain('filters.compare$gt+said-namesake');
  });
});

describe('filters: a unit after the number that a quantity\'s name holds binds the number to it', () => {
  // an invented kennel: dogs with a rating, hours of walking booked and given, weights in kilograms
  const KENNEL = { fields: ['dog_id', 'rating', 'hours_booked', 'hours_walked', 'kg_fed', 'breed'], collections: ['dogs'] };
  test.each([
    // the field named earlier keeps its own value; of the two holding the unit, the one whose other word is said near
    ['rating B dogs booking more than 12 hours', { hours_booked: { $gt: 12 }, rating: 'B' }],
    // a field named right before the bound that holds the unit keeps it
    ['dogs with hours walked above 3 hours', { hours_walked: { $gt: 3 } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, KENNEL).analysis.filters).toEqual(expected);
  });
});
