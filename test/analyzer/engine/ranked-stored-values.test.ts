import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// rafts keep how many paddlers each has, beside the paddlers themselves
const RAFTS = {
  fields: ['_id', 'name', 'river', 'paddlerCount', 'paddlers', 'paddlers.userId', 'launchedAt', 'email', 'displayName'],
  collections: ['rafts', 'users'],
};

describe('a stored count ranking the records that keep it', () => {
  test('one group per document is no group: the records are sorted by their count', () => {
    const r = analyze('which raft has the most paddlers?', RAFTS, { explain: true });
    expect(r.analysis.intent).toBe('find');
    expect(r.analysis.operation).toBeNull();
    expect(r.analysis.groupBy).toEqual([]);
    expect(r.analysis.sort).toEqual({ paddlerCount: -1 });
    expect(r.explanation!.sort.evidence.map((e) => e.rule)).toContain('sort.stored-count-ranked+own-records');
  });

  test('groups by a field the records share still add the stored counts up', () => {
    const r = analyze('which river has the most paddlers?', RAFTS, { explain: true });
    expect(r.analysis.operation).toBe('$sum');
    expect(r.analysis.groupBy).toEqual(['river']);
  });
});

// warehouse shifts keep how many crates were dropped on each
const SHIFTS = { fields: ['Shift_ID', 'Dock_Code', 'Shift_Date', 'Crates_Dropped_Qty', 'Supervisor'], collections: ['Shifts', 'Docks'] };

describe('a counted noun and its verb naming one stored quantity together', () => {
  test('"how many <things> were <verb>" sums the quantity each record keeps', () => {
    const r = analyze('how many crates were dropped at dock D-4 overall?', SHIFTS, { explain: true });
    expect(r.analysis.operation).toBe('$sum');
    expect(r.analysis.metric).toBe('Crates_Dropped_Qty');
    expect(r.explanation!.operation.evidence.map((e) => e.rule)).toContain('operation.stored-amount+noun-and-verb');
  });

  test('a verb no stored quantity is named by still counts the records', () => {
    const r = analyze('how many shifts were worked at dock D-4?', SHIFTS);
    expect(r.analysis.operation).toBe('$count');
    expect(r.analysis.metric).toBeNull();
  });

  // routes are records of their own; each climber keeps how many were climbed, and embedded routes keep metres climbed
  const CRAG = {
    fields: ['ClimberID', 'Name', 'RoutesClimbed', 'Routes', 'Routes.RouteID', 'Routes.Metres_Climbed', 'Crag'],
    collections: ['Climbers', 'Routes'],
  };
  test('a noun the records of a collection are called by, with the verb that names a stored quantity with it', () => {
    const r = analyze('Across every climber, how many routes have been climbed?', CRAG, { explain: true });
    expect(r.analysis.operation).toBe('$sum');
    expect(r.analysis.metric).toBe('RoutesClimbed');
    expect(r.explanation!.operation.evidence.map((e) => e.rule)).toContain('operation.stored-amount+noun-and-verb');
  });

  test('without such a verb the records are counted', () => {
    expect(analyze('Give me a count of the routes', CRAG).analysis.operation).toBe('$count');
  });

  // each climber keeps a tally of routes climbed; the routes themselves keep when they were climbed
  const TALLIED = { fields: ['climber_id', 'name', 'routes_climbed', 'route_id', 'grade', 'climbed_on'], collections: ['climbers', 'routes'] };
  test('a time picking the counted records counts them, not the tally other records keep', () => {
    const r = analyze('how many routes were climbed in 2022?', TALLIED);
    expect(r.analysis.operation).toBe('$count');
    expect(r.analysis.metric).toBeNull();
  });
});

// flights keep how many passengers each carried, beside the passengers' own records
const FLIGHTS = { fields: ['flight_no', 'origin', 'passengers', 'passenger_id', 'full_name', 'nationality'], collections: ['flights', 'passengers'] };

test('a noun a collection holds is counted, not read as a measure other records keep of it', () => {
  expect(analyze('how many passengers are there?', FLIGHTS).analysis.operation).toBe('$count');
});

describe('things ranked by a quantity ending in a unit word that other records keep', () => {
  test('the quantity is totalled per ranked thing', () => {
    const fields = ['Barn_Code', 'Barn_Name', 'Capacity', 'Harvest_ID', 'Barn_Code', 'Harvest_Date', 'Bales_Baled_Qty', 'Crew_Lead'];
    const r = analyze('which barn had the most bales baled', { fields, collections: ['Barns', 'Harvests'] });
    expect(r.analysis.operation).toBe('$sum');
    expect(r.analysis.metric).toBe('Bales_Baled_Qty');
    expect(r.analysis.groupBy).toEqual(['Barn_Code']);
  });

  test('a quantity the ranked things keep themselves ranks them as they are', () => {
    const fields = ['Barn_Code', 'Barn_Name', 'Bales_Stored_Qty', 'Harvest_ID', 'Harvest_Date', 'Crew_Lead'];
    const r = analyze('which barn has the most bales stored', { fields, collections: ['Barns', 'Harvests'] });
    expect(r.analysis.operation).toBeNull();
    expect(r.analysis.groupBy).toEqual([]);
  });
});
