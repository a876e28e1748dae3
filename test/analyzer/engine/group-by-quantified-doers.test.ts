import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented sailing school: skippers and the voyages they sail
const SCHOOL = {
  fields: ['skipper_id', 'skipper_name', 'licence_class_code', 'fee_plan_code', 'Voyages', 'Voyages.voyage_id', 'Voyages.skipper_id', 'Voyages.fare_amount', 'Voyages.sailed_on'],
  collections: ['Skippers'],
};
const groupRules = (r: ReturnType<typeof analyze>) => r.explanation?.groupBy.evidence.map((e) => e.rule) ?? [];

describe('groupBy: "that each X" in a question that aggregates groups per X', () => {
  test('"the average fare amount that each skipper has collected" groups by skipper', () => {
    expect(analyze('Work out the average fare amount that each skipper has collected.', SCHOOL).analysis.groupBy).toEqual(['skipper_id']);
  });

  test('without an aggregate the relative clause only quantifies (negative)', () => {
    expect(analyze('List the voyages that each skipper has sailed.', SCHOOL).analysis.groupBy).toEqual([]);
  });
});

describe('groupBy: "by each/every X" after a participle groups per doer', () => {
  test('"the number of voyages sailed by every skipper" groups by skipper', () => {
    expect(analyze('Give the number of voyages sailed by every skipper.', SCHOOL).analysis.groupBy).toEqual(['skipper_id']);
  });

  test('"sailed by skippers" with no quantifier names the doers, no group (negative)', () => {
    expect(analyze('Give the number of voyages sailed by skippers.', SCHOOL).analysis.groupBy).toEqual([]);
  });
});

describe('groupBy: adjectives that narrow nothing are skipped before the key', () => {
  test('"for each available licence class" groups by `licence_class_code`', () => {
    expect(analyze('Show the count of skippers for each available licence class.', SCHOOL).analysis.groupBy).toEqual(['licence_class_code']);
  });

  test('a listing with nothing computed does not group (negative)', () => {
    expect(analyze('Show the name of each available skipper.', SCHOOL).analysis.groupBy).toEqual([]);
  });
});

describe('groupBy: "each type of X" where X is a code field groups by that field (+kind-of-field)', () => {
  test('"the number of skippers paying under each type of fee plan"', () => {
    const r = analyze('Give the number of skippers paying under each type of fee plan.', SCHOOL, { explain: true });
    expect(r.analysis.groupBy).toEqual(['fee_plan_code']);
    expect(groupRules(r).some((x) => x.endsWith('+kind-of-field'))).toBe(true);
  });

  test('a kind of something the schema keeps no field for names no key (negative)', () => {
    expect(analyze('Give the number of skippers holding each type of umbrella.', SCHOOL).analysis.groupBy).toEqual([]);
  });
});

// an invented ferry line: ferries with their launch date and the crossings they make each year
const FERRIES = {
  fields: ['ferry_id', 'Ferry_Name', 'Launch_Date', 'Crossings', 'Crossings.ferry_id', 'Crossings.Year', 'Crossings.passengers_carried'],
  collections: ['ferry'],
};

describe('count per group: a time unit after a word naming what a date field dates is that field (+dated-by-word)', () => {
  test('"launch years" that saw three or more ferries launched groups by `Launch_Date`', () => {
    const r = analyze('Which launch years saw three or more ferries launched?', FERRIES, { explain: true });
    expect(r.analysis.groupBy).toEqual(['Launch_Date']);
    expect(groupRules(r).some((x) => x.endsWith('+dated-by-word'))).toBe(true);
  });

  test('a year with no such word keeps its own reading (negative)', () => {
    expect(analyze('Which years saw three or more ferries launched?', FERRIES).analysis.groupBy).not.toEqual(['Launch_Date']);
  });
});

// an invented kennel club: dogs keep both the date they were registered and the year on its own
const KENNEL = {
  fields: ['dog_id', 'dog_name', 'registration_date', 'registration_year', 'breed_code'],
  collections: ['dogs'],
};

describe('count per group: a field named by both words wins over the dated-by-word reading', () => {
  test('"registration years" groups by `registration_year`, not `registration_date`', () => {
    expect(analyze('Which registration years had five or more dogs entered?', KENNEL).analysis.groupBy).toEqual(['registration_year']);
  });
});

// an invented pool register keeping two dates whose names share a stem
const POOLS = {
  fields: ['pool_id', 'pool_name', 'open_date', 'opening_date', 'Swims', 'Swims.pool_id', 'Swims.Year'],
  collections: ['pools'],
};

describe('count per group: dated-by-word picks no field when two date fields share the stem (negative)', () => {
  test('"opening years" with both `open_date` and `opening_date` groups by neither', () => {
    const r = analyze('Which opening years saw three or more pools opened?', POOLS, { explain: true });
    expect(r.analysis.groupBy.filter((k) => k.endsWith('_date'))).toEqual([]);
    expect(groupRules(r).some((x) => x.endsWith('+dated-by-word'))).toBe(false);
  });
});
