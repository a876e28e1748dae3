import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const NOWS = ['2024-03-15T12:00:00Z', '2026-11-02T08:00:00Z', '2031-01-01T00:00:00Z'].map((iso) => new Date(iso));
const filters = (prompt: string, schema: { fields: string[]; collections: string[] }, now: Date) => analyze(prompt, schema, { now }).analysis.filters;
/** The rules the filters' evidence names. */
const filterRules = (prompt: string, schema: { fields: string[]; collections: string[] }, now: Date) =>
  analyze(prompt, schema, { now, explain: true }).explanation?.filters.evidence.map((e) => e.rule);

describe('filters: a year is a condition on the field the schema keeps it in', () => {
  const GUILDS = {
    fields: ['guild_id', 'Name', 'Chartered', 'Members', 'Budget', 'tournaments', 'tournaments.Edition', 'tournaments.Winner', 'tournaments.Prize'],
    collections: ['Guilds'],
  };

  for (const now of NOWS) {
    test.each([
      ['guilds chartered after 1850', { Chartered: { $gt: 1850 } }],
      ['guilds chartered in 1850', { Chartered: 1850 }],
      ['guilds chartered before 1850', { Chartered: { $lt: 1850 } }],
      ['tournaments since the 1999 edition', { 'tournaments.Edition': { $gte: 1999 } }],
      ['winners of the 2004 edition', { 'tournaments.Edition': 2004 }],
      ['guilds chartered pre-1850', { Chartered: { $lt: 1850 } }],
      ['guilds chartered in either 1850 or 1860', { Chartered: { $in: [1850, 1860] } }],
      ['guilds chartered in 1850 or in the year 1860', { Chartered: { $in: [1850, 1860] } }],
      ['guilds chartered in 1850 or after 1860', { Chartered: 1850 }],
      ['prizes of tournaments held post-1999 edition', { 'tournaments.Edition': { $gt: 1999 } }],
    ])(`%p (now ${now.toISOString().slice(0, 4)})`, (prompt, expected) => {
      expect(filters(prompt, GUILDS, now)).toEqual(expected);
    });
  }

  for (const now of NOWS) {
    test(`one of two years is a time frame spanning both (now ${now.toISOString().slice(0, 4)})`, () => {
      const DATED = { ...GUILDS, fields: [...GUILDS.fields, 'Charter_Year'] };
      const { analysis } = analyze('members of guilds in either 1860 or 1850', DATED, { now });
      expect(analysis.timeFrame).toEqual({ start: '1850-01-01', end: '1861-01-01' });
    });
  }

  test('two numbers offered with no lead are counts, not years', () => {
    const { analysis } = analyze('guilds with 2000 or 2100 members', GUILDS, { now: NOWS[0] });
    expect(analysis.timeFrame).toBeNull();
    expect(analysis.filters).not.toHaveProperty('Chartered');
  });

  test('a year next to a name, label or measure field is no value of it', () => {
    const now = NOWS[0]!;
    expect(filters('guild names from 1850', GUILDS, now)).toEqual({});
    expect(filters('the budget in 1850', GUILDS, now)).toEqual({});
  });

  test('the year right after a season is the season\'s term, which a one-word field does not keep', () => {
    expect(filters('tournaments since the winter 1999 edition', GUILDS, NOWS[0]!)).toEqual({});
  });

  test('a schema with its own date field leaves the year to the time frame', () => {
    const DATED = { ...GUILDS, fields: [...GUILDS.fields, 'Charter_Date'] };
    const { analysis } = analyze('guilds chartered after 1850', DATED, { now: NOWS[1] });
    expect(analysis.filters).toEqual({});
    expect(analysis.timeFrame).not.toBeNull();
  });

  test('the evidence names the rule', () => {
    const { explanation } = analyze('guilds chartered after 1850', GUILDS, { now: NOWS[2], explain: true });
    expect(JSON.stringify(explanation)).toContain('filters.stored-year');
  });
});

describe('filters: a verb standing for a participle field names where the year is kept', () => {
  const LODGES = { fields: ['lodge_id', 'Name', 'Founded', 'Publisher', 'Members'], collections: ['Lodges'] };
  test('"established after 1850" is on Founded', () => {
    const { analysis, explanation } = analyze('lodges established after 1850', LODGES, { now: NOWS[0]!, explain: true });
    expect(analysis.filters).toEqual({ Founded: { $gt: 1850 } });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.stored-year+implied-participle']);
  });
  test('"created after 1850" is on Founded too', () => {
    expect(analyze('lodges created after 1850', LODGES, { now: NOWS[1]! }).analysis.filters).toEqual({ Founded: { $gt: 1850 } });
  });
  test('an agent the verb implies keeps no year', () => {
    expect(analyze('lodges released in 1850', LODGES, { now: NOWS[0]! }).analysis.filters).toEqual({});
  });
});

describe('filters: a calendar-year field is named by the event its year is said of', () => {
  const BEACONS = {
    fields: ['beacon_id', 'Name', 'Lit_Year', 'Build_Year', 'Tower_Height', 'Inspected_On', 'Festival_Year', 'years_of_service',
      'keepers', 'keepers.keeper_name', 'keepers.birth_year', 'keepers.hired_on'],
    collections: ['Beacons'],
  };
  for (const now of NOWS) {
    test.each([
      ['beacons lit before 1880', { Lit_Year: { $lt: 1880 } }],
      ['beacons that were lit in the year 1902', { Lit_Year: 1902 }],
      ['keepers born after 1790', { 'keepers.birth_year': { $gt: 1790 } }],
      ['keepers born since 1950', { 'keepers.birth_year': { $gte: 1950 } }],
      ['beacons from build year 2010 onwards', { Build_Year: { $gte: 2010 } }],
      ['which beacon drew the most visitors in the 2019 festival', { Festival_Year: 2019 }],
      ['beacons lit between 1850 and 1870', { Lit_Year: { $gte: 1850, $lt: 1871 } }],
      ['beacons lit in the 1890s', { Lit_Year: { $gte: 1890, $lt: 1900 } }],
      ['beacons lit no later than 1880', { Lit_Year: { $lt: 1881 } }],
      ['beacons lit 1901 or later', { Lit_Year: { $gte: 1901 } }],
      ['beacons lit in 1850 or 1870', { Lit_Year: { $in: [1850, 1870] } }],
      ['beacons lit before 1880 with a build year after 1990', { Lit_Year: { $lt: 1880 }, Build_Year: { $gt: 1990 } }],
    ])(`%p (now ${now.toISOString().slice(0, 4)})`, (prompt, expected) => {
      expect(filters(prompt, BEACONS, now)).toEqual(expected);
    });
  }

  test('the time frame stays beside the condition', () => {
    const { analysis } = analyze('beacons lit before 1880', BEACONS, { now: NOWS[1]! });
    expect(analysis.timeFrame).toEqual({ start: null, end: '1880-01-01' });
  });

  test('a date field the event names keeps a date condition, not a year', () => {
    expect(filters('keepers hired in 1990', BEACONS, NOWS[0]!)).toEqual({ 'keepers.hired_on': { $gte: '1990-01-01', $lt: '1991-01-01' } });
  });

  test('two calendar-year fields of one event name neither', () => {
    const TWICE = { ...BEACONS, fields: [...BEACONS.fields, 'relit_year', 'Lit_Again_Year'] };
    expect(filters('beacons lit before 1880', TWICE, NOWS[2]!)).toEqual({});
  });

  test('a year before the time frame\'s reach needs a field its event names', () => {
    expect(filters('beacons with 1790 visitors', BEACONS, NOWS[0]!)).not.toHaveProperty('keepers.birth_year');
    expect(filters('beacons inspected before 1790', BEACONS, NOWS[0]!)).toEqual({});
  });

  test('the evidence names the rule', () => {
    expect(filterRules('beacons lit before 1880', BEACONS, NOWS[0]!)).toEqual(['filters.stored-year+event-year-field']);
  });

  test('a work written is a work composed (EVENT_DATE_WORDS)', () => {
    const HYMNS = { fields: ['hymn_id', 'Title', 'Composition_Yr', 'Meter', 'Printed_On'], collections: ['Hymns'] };
    for (const now of NOWS) expect(filters('hymns written before 1800', HYMNS, now)).toEqual({ Composition_Yr: { $lt: 1800 } });
  });
});

describe('filters: a schema whose only time field is a calendar year keeps every year said there', () => {
  const REGATTAS = { fields: ['regatta_id', 'Name', 'Venue', 'Year', 'boats', 'boats.skipper', 'boats.Finish_Rank'], collections: ['Regattas'] };
  for (const now of NOWS) {
    test.each([
      ['regattas held in 2017', { Year: 2017 }],
      ['regattas after 2010', { Year: { $gt: 2010 } }],
      ['regattas of the 1990s', { Year: { $gte: 1990, $lt: 2000 } }],
      ['skippers of regattas from 2005 to 2008', { Year: { $gte: 2005, $lt: 2009 } }],
    ])(`%p (now ${now.toISOString().slice(0, 4)})`, (prompt, expected) => {
      expect(filters(prompt, REGATTAS, now)).toEqual(expected);
    });
  }

  test('a date field beside it leaves the year to the time frame', () => {
    const DATED = { ...REGATTAS, fields: [...REGATTAS.fields, 'Entry_Date'] };
    expect(filters('regattas held in 2017', DATED, NOWS[0]!)).toEqual({});
  });

  test('the evidence names the rule', () => {
    expect(filterRules('regattas held in 2017', REGATTAS, NOWS[1]!)).toEqual(['filters.stored-year+only-year-field']);
  });

  test('a vintage is a calendar year (CALENDAR_YEAR_WORDS)', () => {
    const CELLAR = { fields: ['bottle_id', 'Label', 'Grape', 'Vintage', 'Shelf'], collections: ['Bottles'] };
    for (const now of NOWS) {
      expect(filters('bottles of 2015', CELLAR, now)).toEqual({ Vintage: 2015 });
      expect(filters('bottles from the 1990s', CELLAR, now)).toEqual({ Vintage: { $gte: 1990, $lt: 2000 } });
    }
  });
});


describe('filters: a date field named date-first or abbreviated is a time field the time frame stands for', () => {
  for (const now of NOWS) {
    test.each([
      [['kiln_id', 'Kiln_Name', 'Build_Year', 'firing_id', 'Date_Lit', 'Date_Cooled']],
      [['kiln_id', 'Kiln_Name', 'Build_Year', 'firing_id', 'lit_dt', 'Pieces']],
      [['kiln_id', 'Kiln_Name', 'Build_Year', 'firing_id', 'lit_ts', 'Pieces']],
    ])(`firings in a year leave the kilns' build year alone (%p, now ${now.toISOString().slice(0, 4)})`, (fields) => {
      const { analysis } = analyze('firings in 2019', { fields, collections: ['Kiln', 'Firing'] }, { now });
      expect(analysis.filters).toEqual({});
      expect(analysis.timeFrame).toEqual({ start: '2019-01-01', end: '2020-01-01' });
    });
  }
});

describe('filters: the calendar-year field an event names, abbreviated, spoken past its object, or the records\' own', () => {
  const MUSEUM = {
    fields: ['piece_id', 'Title', 'accession_year', 'Vintage_Yr', 'donor_id', 'Donor_Name', 'Birth_Year', 'Enlist_Year',
      'gallery_id', 'Gallery_Name', 'Opening_Date', 'fair_id', 'Fair_Name', 'Cycle_Year'],
    collections: ['Piece', 'Donor', 'Gallery', 'Fair'],
  };
  for (const now of NOWS) {
    test.each([
      // the participle's stem is longer than the noun's ("accession" → access, "accessioned" → accession)
      ['pieces accessioned after 1990', { accession_year: { $gt: 1990 } }],
      // a year word before the one that makes it a year field says which year
      ['pieces of the 1985 vintage', { Vintage_Yr: 1985 }],
      // the verb's object between the event and its year
      ['donors who enlisted the society in 2001', { Enlist_Year: 2001 }],
      // no word names the field: the records named keep one calendar year and no other date
      ['fairs staged in 2019', { Cycle_Year: 2019 }],
    ])(`%p (now ${now.toISOString().slice(0, 4)})`, (prompt, expected) => {
      expect(filters(prompt, MUSEUM, now)).toEqual(expected);
    });
  }

  test('records that keep a date of their own leave the year to the time frame', () => {
    expect(filters('galleries opened in 2019', MUSEUM, NOWS[0]!)).toEqual({});
  });

  test('a number right after the records\' noun is one record\'s key, not their year', () => {
    // keys the schema abbreviates: the number is the fair's key (`fr_id`), never a calendar year
    const KEYED = { fields: ['pc_id', 'Title', 'accession_year', 'fr_id', 'Fair_Name', 'Cycle_Year', 'Venue'], collections: ['Piece', 'Fair'] };
    for (const now of NOWS) {
      expect(filters('pieces shown at fair 2019', KEYED, now)).toEqual({ fr_id: 2019 });
      expect(filters('pieces at fair 1187', KEYED, now)).toEqual({ fr_id: 1187 });
    }
  });

  test('an event whose date a field keeps says the year is that date, not the records\' own year', () => {
    const SQUAD = { fields: ['player_id', 'Player_Name', 'Debut_Year', 'profile_id', 'date_of_birth', 'Hometown'], collections: ['Player', 'Profile'] };
    for (const now of NOWS) {
      expect(filters('players born before 1960', SQUAD, now)).toEqual({ date_of_birth: { $lt: '1960-01-01' } });
      // an event no date field keeps leaves the year to the records' own year field
      expect(filters('players signed in 1990', SQUAD, now)).toEqual({ Debut_Year: 1990 });
    }
  });

  test('records with two calendar years name neither', () => {
    expect(filters('donors listed in 2019', MUSEUM, NOWS[1]!)).toEqual({});
  });

  test('the evidence names the rule', () => {
    expect(filterRules('fairs staged in 2019', MUSEUM, NOWS[2]!)).toEqual(['filters.stored-year+own-year-field']);
    expect(filterRules('donors who enlisted the society in 2001', MUSEUM, NOWS[2]!)).toEqual(['filters.stored-year+past-object']);
  });
});

describe('filters: an abbreviated calendar-year field is named by the event it abbreviates', () => {
  const WELLS = { fields: ['well_id', 'Well_Name', 'cnst_yr', 'decom_yr', 'Depth_m', 'inspection_id', 'insp_dt'], collections: ['Well', 'Inspection'] };
  for (const now of NOWS) {
    test(`"constructed" is cnst, "decommissioned" decom (now ${now.toISOString().slice(0, 4)})`, () => {
      expect(filters('wells constructed before 1980', WELLS, now)).toEqual({ cnst_yr: { $lt: 1980 } });
      expect(filters('wells decommissioned after 2005', WELLS, now)).toEqual({ decom_yr: { $gt: 2005 } });
    });
  }

  test('the evidence names the abbreviated event', () => {
    expect(filterRules('wells constructed before 1980', WELLS, NOWS[0]!)).toEqual(['filters.stored-year+abbreviated-event']);
  });
});
