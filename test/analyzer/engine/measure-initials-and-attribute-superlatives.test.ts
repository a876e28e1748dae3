import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('fields: words whose first letters spell a field name written as initials', () => {
  // an invented canal authority: locks with a mean water level written as initials, and a heading in degrees
  const LOCKS = {
    fields: ['lockId', 'lock_name', 'mwl', 'hb_deg', 'opened_yr', 'gates', 'gates.id', 'gates.width_m'],
    collections: ['locks'],
  };

  test('"mean water level" averages `mwl`', () => {
    const { analysis } = analyze('the mean water level of the locks', LOCKS);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('mwl');
  });

  test('a unit after the initials is left unsaid ("heading bearing" → `hb_deg`)', () => {
    expect(analyze('locks ordered by heading bearing', LOCKS).analysis.sort).toEqual({ hb_deg: 1 });
  });

  test('words that spell no field, or spell a key, name nothing', () => {
    expect(analyze('the mean water depth of the locks', LOCKS).analysis.metric).toBeNull();
    expect(analyze('show 15 inland dry locks', LOCKS).analysis.limit).toBe(15);
  });
});

describe('count threshold: a number in a unit of weight measures, it counts no records', () => {
  const FERRIES = { fields: ['ferry_name', 'load_limit_t', 'crossings'], collections: ['ferries'] };

  test('"ferries rated under 40 tonnes" compares the load limit, no count per ferry', () => {
    const { analysis } = analyze('ferries rated under 40 tonnes', FERRIES);
    expect(analysis.intent).toBe('find');
    expect(analysis.groupBy).toEqual([]);
  });
});

describe('sort: a superlative that names its attribute, joined by a hyphen to it', () => {
  // an invented quarry: shafts with a depth in metres beside the deepest a pump may reach
  const SHAFTS = { fields: ['shaft_code', 'pump_max_depth_m', 'depth_m', 'opened_dt'], collections: ['shafts'] };

  test('"the deepest-depth shaft" ranks by `depth_m`, highest first', () => {
    const { analysis } = analyze('the deepest-depth shaft', SHAFTS);
    expect(analysis.sort).toEqual({ depth_m: -1 });
    expect(analysis.limit).toBe(1);
  });

  test('a word the superlative does not rank by is no such compound', () => {
    expect(analyze('the deepest-colour shaft', SHAFTS).analysis.sort).not.toEqual({ depth_m: -1 });
  });
});

describe('sort: the oldest thing is the one made earliest', () => {
  const CLOCKS = { fields: ['clock_id', 'maker', 'year_made', 'serviced_dt'], collections: ['clocks'] };

  test('"the oldest clock" ranks by the year it was made, earliest first', () => {
    expect(analyze('the oldest clock we hold', CLOCKS).analysis.sort).toEqual({ year_made: 1 });
  });
});

describe('groupBy: a periodic adverb before an amount stored for that period', () => {
  const MOORINGS = { fields: ['mooring_id', 'annual_fee_eur', 'let_dt'], collections: ['moorings'] };

  test('"the mean yearly fee" averages the annual fee, grouping by no year', () => {
    const { analysis } = analyze('the mean yearly fee of a mooring', MOORINGS);
    expect(analysis.metric).toBe('annual_fee_eur');
    expect(analysis.groupBy).toEqual([]);
  });

  test('another period than the stored one still groups ("monthly")', () => {
    expect(analyze('the mean monthly fee of a mooring', MOORINGS).analysis.groupBy).toEqual(['month']);
  });
});
