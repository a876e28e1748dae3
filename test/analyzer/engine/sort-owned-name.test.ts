import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const YARD = {
  fields: ['dock_id', 'Dock', 'Shipwright', 'Launched', 'keeper_id', 'keeper_name', 'first_name', 'locker_id', 'locker_name'],
  collections: ['docks', 'keepers', 'lockers'],
};
const rules = (r: ReturnType<typeof analyze>) => r.explanation!.sort.evidence.map((e) => e.rule);

describe('sort: the name an alphabetical order sorts, read off the thing named', () => {
  test('"the names of shipwrights" where `Shipwright` holds them: that field, not another name', () => {
    const r = analyze('Show, in alphabetical order, the names of shipwrights behind the docks.', YARD, { explain: true });
    expect(r.analysis.sort).toEqual({ Shipwright: 1 });
    expect(rules(r)).toContain('sort.name-order+text-field');
  });

  test('"the lockers\' names": the thing before a plural\'s apostrophe owns the name', () => {
    expect(analyze("Give the lockers' names, sorted from A to Z.", YARD).analysis.sort).toEqual({ locker_name: 1 });
  });
});

describe('sort: a bare order after a value and the thing it is of', () => {
  test('"the marks of bakers in ascending order" orders the value shown, not the thing\'s id', () => {
    const BAKE_OFF = { fields: ['baker_id', 'rounds', 'rounds.baker_id', 'rounds.Marks'], collections: ['bakers'] };
    const r = analyze('List the marks of bakers in ascending order.', BAKE_OFF, { explain: true });
    expect(r.analysis.sort).toEqual({ 'rounds.Marks': 1 });
    expect(rules(r)).toContain('sort.bare-order+value-of-thing');
  });
});
