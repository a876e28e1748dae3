import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const rules = (r: ReturnType<typeof analyze>, member: 'sort' | 'limit' | 'metric') => r.explanation?.[member].evidence.map((e) => e.rule) ?? [];

// an invented canal-barge hire yard: its barges, its hirings and its lock keepers
const YARD = {
  fields: [
    '_id', 'barge_id', 'barge_name', 'hull_length_m', 'odometer_miles', 'cargo_weight_tons', 'berth_count',
    'hire_id', 'hired_on', 'num_nights', 'num_guests', 'hire_fee', 'item_qty',
    'keeper_id', 'keeper_name', 'joined_on', 'expected_salary', 'lock_openings',
  ],
  collections: ['barges', 'hirings', 'keepers'],
};

describe('hyphened superlatives (sort.hyphened-superlative-measure)', () => {
  test('"highest-mileage barge" ranks by the field the measure noun is kept under, one record', () => {
    const r = analyze('highest-mileage barge on the canal', YARD, { explain: true });
    expect(r.analysis.sort).toEqual({ odometer_miles: -1 });
    expect(r.analysis.limit).toBe(1);
    expect(rules(r, 'sort')).toEqual(['sort.hyphened-superlative-measure']);
  });

  test('"the 4 lowest-mileage barges" ranks the other way and keeps the number', () => {
    const r = analyze('the 4 lowest-mileage barges', YARD);
    expect(r.analysis.sort).toEqual({ odometer_miles: 1 });
    expect(r.analysis.limit).toBe(4);
  });

  test('a hyphened word that is no superlative ranks nothing', () => {
    const r = analyze('list the well-kept barges', YARD);
    expect(r.analysis.sort).toEqual({});
  });
});

describe('a count closing the question in a clause of its own (limit.closing-request)', () => {
  test('"…, 7 of them" says how many records to list', () => {
    const r = analyze('newest keepers, 7 of them', YARD, { explain: true });
    expect(r.analysis.limit).toBe(7);
    expect(rules(r, 'limit')).toEqual(['limit.closing-request']);
  });

  test('"…, just show 6" closes with a hedged request', () => {
    const r = analyze('latest hirings first, just show 6', YARD, { explain: true });
    expect(r.analysis.limit).toBe(6);
    expect(rules(r, 'limit')).toEqual(['limit.closing-request']);
  });

  test('a count held by each record, or a count not closing the question, is no limit', () => {
    expect(analyze('hirings with 3 guests', YARD).analysis.limit).toBeNull();
    expect(analyze('keepers who opened locks, 3 of them twice', YARD).analysis.limit).toBeNull();
    expect(analyze('hirings by keepers, just 3 nights long', YARD).analysis.limit).toBeNull();
  });
});

describe('a clause after a comma that only orders (directionNear)', () => {
  test('"…, descending" closing the question', () => {
    const r = analyze('list keepers sorted by number of lock openings, descending', YARD);
    expect(r.analysis.sort).toEqual({ lock_openings: -1 });
  });

  test('"…, displaying the highest first" and "…, beginning with the largest ones"', () => {
    expect(analyze('list barges ranked by the count of berths aboard each, displaying the highest first', YARD).analysis.sort).toEqual({ berth_count: -1 });
    expect(analyze('list barges ranked by the count of berths aboard, beginning with the largest ones', YARD).analysis.sort).toEqual({ berth_count: -1 });
  });

  test('"…, from highest to lowest" after a count', () => {
    expect(analyze('list keepers sorted by the count of lock openings they made, from highest to lowest', YARD).analysis.sort).toEqual({ lock_openings: -1 });
  });

  test('a direction word inside a later clause is not read across the comma', () => {
    const r = analyze('list keepers sorted by number of lock openings, descending stairs included', YARD);
    expect(r.analysis.sort).toEqual({ lock_openings: 1 });
  });
});

describe('lengths counted in nights or days (sort.concept-length)', () => {
  test('"the 5 longest hirings" ranks by the nights a hiring lasted', () => {
    const r = analyze('the 5 longest hirings', YARD, { explain: true });
    expect(r.analysis.sort).toEqual({ num_nights: -1 });
    expect(rules(r, 'sort')).toEqual(['sort.concept-length']);
  });

  test('a length field, where kept, still comes before nights', () => {
    const r = analyze('the longest barge', YARD);
    expect(r.analysis.sort).toEqual({ hull_length_m: -1 });
  });

  test('days of a kind, or counted since an event, are no length of the records', () => {
    const KEEPERS = { fields: ['keeper_name', 'sick_days', 'hire_date', 'tenure_years'], collections: ['keepers'] };
    expect(analyze('which keepers have the longest tenure', KEEPERS).analysis.sort).toEqual({});
    const LOANS = { fields: ['loan_id', 'days_overdue', 'amount'], collections: ['loans'] };
    expect(analyze('the longest loans', LOANS).analysis.sort).toEqual({});
    // a count of days that is the records' own still ranks them
    const BATCHES = { fields: ['batch_id', 'brew_date', 'fermentation_days', 'tank_no'], collections: ['batches'] };
    expect(analyze('which batch fermented the longest', BATCHES).analysis.sort).toEqual({ fermentation_days: -1 });
  });
});

describe('measure abbreviations and other names (MEASURED_ATTRIBUTES)', () => {
  test('"avg pax" reads the guests counted', () => {
    expect(analyze('avg pax per hiring', YARD).analysis.metric).toBe('num_guests');
  });

  test('"average comp" reads the pay field', () => {
    expect(analyze('average expected comp of keepers', YARD).analysis.metric).toBe('expected_salary');
  });

  test('"comp" is no pay where a field is named by it before its own head', () => {
    const PLAYERS = { fields: ['player_name', 'squad', 'comp_score', 'salary'], collections: ['players'] };
    expect(analyze('average comp per squad', PLAYERS).analysis.metric).not.toBe('salary');
  });

  test('"total tonnage" reads a weight kept in tons', () => {
    expect(analyze('total tonnage carried by barges', YARD).analysis.metric).toBe('cargo_weight_tons');
  });

  test('"average mileage" reads the odometer in miles', () => {
    expect(analyze('average mileage of the barges', YARD).analysis.metric).toBe('odometer_miles');
  });
});
