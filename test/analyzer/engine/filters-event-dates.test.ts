import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const NOWS = ['2024-03-15T12:00:00Z', '2026-11-02T08:00:00Z', '2031-01-01T00:00:00Z'].map((iso) => new Date(iso));

const SAILORS = { fields: ['sailor_id', 'Name', 'Born_On', 'Birth_Port', 'Rank'], collections: ['Sailors'] };
const CAMPSITE = {
  fields: ['pitch_id', 'pitchName', 'Stays', 'Stays.StayNo', 'Stays.Check_In_Day', 'Stays.Check_Out_Day', 'Stays.Surname', 'Stays.Tents'],
  collections: ['Pitches'],
};

describe('filters: a date said of an event is a condition on the field keeping that event\'s date', () => {
  for (const now of NOWS) {
    const year = now.toISOString().slice(0, 4);
    test.each([
      ['sailors born in 1962', SAILORS, { Born_On: { $gte: '1962-01-01', $lt: '1963-01-01' } }],
      ['sailors born on July 4, 1962', SAILORS, { Born_On: { $gte: '1962-07-04', $lt: '1962-07-05' } }],
      ['tents of stays checked in on Aug 2, 2019', CAMPSITE, { 'Stays.Check_In_Day': { $gte: '2019-08-02', $lt: '2019-08-03' } }],
      ['stays checked out on Aug 2, 2019', CAMPSITE, { 'Stays.Check_Out_Day': { $gte: '2019-08-02', $lt: '2019-08-03' } }],
      ['stays with a check-in day of Aug 2, 2019', CAMPSITE, { 'Stays.Check_In_Day': { $gte: '2019-08-02', $lt: '2019-08-03' } }],
    ])(`%p (now ${year})`, (prompt, schema, expected) => {
      const { analysis } = analyze(prompt, schema, { now });
      expect(analysis.filters).toEqual(expected);
      expect(analysis.timeFrame).not.toBeNull();
    });

    test(`a month with no year is that month of any year (now ${year})`, () => {
      const { analysis } = analyze('sailors born in October', SAILORS, { now });
      expect(analysis.filters).toEqual({ Born_On: { $regex: 'October', $options: 'i' } });
      expect(analysis.timeFrame).not.toBeNull();
    });
  }

  test('a date with no event word stays the time frame only', () => {
    const { analysis } = analyze('sailors listed in 1962', SAILORS, { now: NOWS[0] });
    expect(analysis.filters).toEqual({});
    expect(analysis.timeFrame).not.toBeNull();
  });

  test('two dates in one question leave their hull to the time frame alone', () => {
    const DEATHS = { ...SAILORS, fields: [...SAILORS.fields, 'Died_On'] };
    expect(analyze('sailors who died in 1989 and were born in 1920', DEATHS, { now: NOWS[0] }).analysis.filters).toEqual({});
  });

  test('a value read between the event and its date does not part them', () => {
    const { analysis } = analyze('stays checked in by Moss on Aug 2, 2019', CAMPSITE, { now: NOWS[0] });
    expect(analysis.filters['Stays.Check_In_Day']).toEqual({ $gte: '2019-08-02', $lt: '2019-08-03' });
  });

  test('a place of birth keeps no date', () => {
    const PORTS = { fields: ['sailor_id', 'Name', 'Birth_Port', 'Rank'], collections: ['Sailors'] };
    expect(analyze('sailors born in 1962', PORTS, { now: NOWS[1] }).analysis.filters).toEqual({});
  });

  test('the evidence names the rule', () => {
    const { explanation } = analyze('stays checked out on Aug 2, 2019', CAMPSITE, { now: NOWS[2], explain: true });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.event-date']);
  });
});

describe('filters: a month said of an event is a condition on its date field, never a place', () => {
  test.each([
    ['the sailors celebrating November birthdays'],
    ['sailors having a birthday stored as "November"'],
    ["sailors with birthdays under 'November'"],
  ])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, SAILORS, { now: NOWS[1], explain: true });
    expect(analysis.filters).toEqual({ Born_On: { $regex: 'November', $options: 'i' } });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.event-month']);
  });

  test('a month far from any event word is left to the other rules', () => {
    expect(analyze('sailors of the November fleet', SAILORS, { now: NOWS[1] }).analysis.filters).not.toHaveProperty('Born_On');
  });
});
