import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('fields: words whose first letters spell a field name written as initials', () => {
  // an invented canal authority: locks with a mean water level written as initials, and a heading in degrees
  const LOCKS = {
    fields: ['lockId', 'lock_name', 'mwl', 'hbr_deg', 'opened_yr', 'gates', 'gates.id', 'gates.width_m'],
    collections: ['locks'],
  };

  test('"mean water level" averages `mwl`', () => {
    const { analysis } = analyze('the mean water level of the locks', LOCKS);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('mwl');
  });

  test('a unit after the initials is left unsaid ("heading bearing reading" → `hbr_deg`)', () => {
    expect(analyze('locks ordered by heading bearing reading', LOCKS).analysis.sort).toEqual({ hbr_deg: 1 });
  });

  const readsInitials = (result: ReturnType<typeof analyze>): boolean => JSON.stringify(result.explanation).includes('field.initials');

  test('words that spell no field, or spell a key, name nothing', () => {
    expect(analyze('the mean water depth of the locks', LOCKS).analysis.metric).toBeNull();
    // "inland dry" spells the gates' `id`
    const result = analyze('show 15 inland dry locks', LOCKS, { explain: true });
    expect(readsInitials(result)).toBe(false);
    expect(result.analysis).toMatchObject({ limit: 15, sort: {}, filters: {}, groupBy: [], metric: null });
  });

  test('two letters stand for too many phrases to be read as initials', () => {
    // an invented orchard: trees with a two-letter head (`gr`) beside the words said
    const TREES = { fields: ['tree_id', 'variety', 'gr', 'row_no'], collections: ['trees'] };
    for (const prompt of ['trees with a good rootstock', 'list trees by graft rating']) {
      const result = analyze(prompt, TREES, { explain: true });
      expect(readsInitials(result)).toBe(false);
      expect(result.analysis.groupBy).not.toContain('gr');
      expect(Object.keys(result.analysis.sort)).not.toContain('gr');
    }
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
    expect(analyze('the deepest-colour shaft', SHAFTS).analysis.sort).toEqual({});
  });
});

describe('sort: the oldest thing is the one made earliest', () => {
  const CLOCKS = { fields: ['clock_id', 'maker', 'year_made', 'serviced_dt'], collections: ['clocks'] };

  test('"the oldest clock" ranks by the year it was made, earliest first', () => {
    expect(analyze('the oldest clock we hold', CLOCKS).analysis.sort).toEqual({ year_made: 1 });
  });

  test('a name saying who made a thing, or where, dates nothing: the oldest is the one dated earliest', () => {
    // an invented workshop: lamps with their maker and the land they were made in, beside the date each was bought
    const LAMPS = { fields: ['lamp_id', 'made_by', 'made_in', 'manufactured_land', 'bought_dt'], collections: ['lamps'] };
    expect(analyze('the 3 oldest lamps', LAMPS).analysis.sort).toEqual({ bought_dt: 1 });
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
