import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a second-hand bike shop: each bike is new or used, each rider indoor or outdoor
const SHOP = {
  fields: ['bike_id', 'model', 'price', 'new_or_used', 'riders', 'riders.rider_name', 'riders.indoor_or_outdoor_rider'],
  collections: ['bikes'],
};
const run = (prompt: string) => analyze(prompt, SHOP, { explain: true });

describe('filters: one of the two states a field is named as a choice of is its value', () => {
  test.each([
    ['used bikes under 300 dollars', { new_or_used: 'used', price: { $lt: 300 } }],
    ['bikes whose riders are outdoor', { 'riders.indoor_or_outdoor_rider': 'outdoor' }],
    ['list outdoor riders', { 'riders.indoor_or_outdoor_rider': 'outdoor' }],
    ['bikes listed as new', { new_or_used: 'new' }],
  ])('%p', (prompt, expected) => {
    expect(run(prompt).analysis.filters).toEqual(expected);
  });

  test('the evidence names the choice-state rule', () => {
    expect(run('bikes listed as new').explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.choice-state']);
  });

  test.each([
    // both states said together ask which one; a state word that neither precedes the records nor ends a clause
    ['are the bikes new or used?'],
    ['which riders are indoor or outdoor riders'],
    ['bikes with used parts'],
  ])('%p chooses no state', (prompt) => {
    expect(Object.keys(run(prompt).analysis.filters).filter((f) => f.includes('_or_'))).toEqual([]);
  });
});
