import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented schema: gliders keep their speed under `Cruise_Velocity`, lanterns their price under `Shelf_Price`
const HANGAR = {
  fields: ['Glider_ID', 'Glider_Tag', 'Maker_Name', 'Cruise_Velocity', 'Wingspan', 'Lantern_ID', 'Lantern_Tag', 'Shelf_Price'],
  collections: ['glider', 'lantern'],
};

describe('sort: a superlative before a measure noun the schema stores under another name', () => {
  test('"the highest speed" ranks by the velocity field and asks for the one at the top', () => {
    const { sort, limit } = analyze('Which maker built the glider able to reach the highest speed?', HANGAR).analysis;
    expect(sort).toEqual({ Cruise_Velocity: -1 });
    expect(limit).toBe(1);
  });

  test('"the lowest cost" ranks by the price field from the bottom', () => {
    const { sort, limit } = analyze('For the lantern carrying the lowest cost, what tag does it have?', HANGAR).analysis;
    expect(sort).toEqual({ Shelf_Price: 1 });
    expect(limit).toBe(1);
  });
});

// an invented schema: troupes keep per-event routine results and one named only `Combined`; studios have a number
const TROUPES = {
  fields: ['Troupe_ID', 'Troupe_Title', 'Routines', 'Routines.Floor', 'Routines.Rings', 'Routines.Combined', 'Studio_number'],
  collections: ['troupe'],
};

describe('sort: a filler word after a superlative that is a whole field name', () => {
  test('"the lowest combined mark" ranks by the field named Combined', () => {
    const { sort, limit } = analyze('Which troupe earned the lowest combined mark?', TROUPES).analysis;
    expect(sort).toEqual({ 'Routines.Combined': 1 });
    expect(limit).toBe(1);
  });

  test('"the fewest number of" counts the things after it and names no field that ends in "number"', () => {
    const { sort, groupBy } = analyze('Which troupe rehearses in the studio with the fewest number of coaches?', TROUPES).analysis;
    expect({ sort, groupBy }).toEqual({ sort: { count: 1 }, groupBy: ['Studio_number'] });
  });
});

// an invented schema: caravans embed their stops, each with a night count and a toll amount
const CARAVANS = { fields: ['Caravan_ID', 'Caravan_Label', 'Stops', 'Stops.stop_ref', 'Stops.night_count', 'Stops.toll_amount'], collections: ['caravan'] };

describe('sort: a measure word before embedded records names the field they are ranked by', () => {
  test('"the smallest amount among stops" is the stops\' amount, not their first number', () => {
    const { analysis, explanation } = analyze('What is the smallest amount among stops lasting more than 2 nights?', CARAVANS, { explain: true });
    expect({ operation: analysis.operation, metric: analysis.metric }).toEqual({ operation: '$min', metric: 'Stops.toll_amount' });
    expect(explanation?.metric.evidence.map((e) => e.rule)).toEqual(['metric.extreme-value+measure-word']);
  });
});

describe('sort: "the <superlative> <record> by <stored quantity>" ranks the records, no group (groupBy.no-group+superlative-ranked)', () => {
  // an invented dairy co-op: barns keep their stall count and floor area
  const DAIRY = { fields: ['Farm_ID', 'Farm_Name', 'Barn_ID', 'Barn_Name', 'Stall_Count', 'Floor_Area', 'Built_Year'], collections: ['Farm', 'Barn'] };
  test('the one record at the end of the order, not a count per value', () => {
    const result = analyze('What is the smallest barn by floor area?', DAIRY, { explain: true });
    const { groupBy, operation, sort, limit } = result.analysis;
    expect({ groupBy, operation, sort, limit }).toEqual({ groupBy: [], operation: null, sort: { Floor_Area: 1 }, limit: 1 });
    expect(result.explanation?.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.no-group+superlative-ranked');
    expect(analyze('Which barn is largest by stall count?', DAIRY).analysis.sort).toEqual({ Stall_Count: -1 });
  });
  test('a "by" naming a kind after a superlative still groups', () => {
    expect(analyze('the largest barn count by farm', DAIRY).analysis.groupBy).toEqual(['Farm_ID']);
  });
});

describe('sort: a span of time before "of" is the unit of the measure named after it', () => {
  // an invented lighthouse service: keepers and their seniority kept under a cut-off name
  const KEEPERS = { fields: ['keeper_id', 'keeper_name', 'seniority_lvl', 'tenure_exp', 'hired_on'], collections: ['keepers'] };
  test('"the most years of experience" ranks by the experience field', () => {
    expect(analyze('Which keeper has the most years of experience?', KEEPERS).analysis.sort).toEqual({ tenure_exp: -1 });
  });
});
