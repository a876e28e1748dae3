import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const KENNEL = {
  fields: ['_id', 'dog_name', 'breed', 'adopted_date', 'visits', 'visits.visit_date', 'visits.vet_name', 'Year_Registered', 'Open_Date'],
  collections: ['dogs', 'kennels'],
};

describe('sort: the verb after a date word names the dated field', () => {
  test('"ordered by the date it was adopted" sorts by the field holding the verb, not the first date', () => {
    const { analysis, explanation } = analyze("Give each dog's name, ordered by the date it was adopted.", KENNEL, { explain: true });
    expect(analysis.sort).toEqual({ adopted_date: 1 });
    expect(explanation!.sort.evidence.map((e) => e.rule)).toContain('sort.sorted-by+dated-verb');
  });

  test('"by the year of their registering" reads a gerund', () => {
    expect(analyze('List each dog, ordered by the year of their registering.', KENNEL).analysis.sort).toEqual({ Year_Registered: 1 });
  });

  test('"sorted by when they opened" with no date word', () => {
    const { analysis, explanation } = analyze('Give the kennels sorted by when they opened, in descending order.', KENNEL, { explain: true });
    expect(analysis.sort).toEqual({ Open_Date: -1 });
    expect(explanation!.sort.evidence.map((e) => e.rule)).toContain('sort.sorted-by+dated-verb');
  });
});

describe('sort: a date word no field is called names the records\' date', () => {
  const LOGBOOK = { fields: ['uid', 'callsign', 'entries', 'entries.eid', 'entries.remark', 'entries.logdate'], collections: ['ships'] };

  test('"sorted by their filing date" where only `logdate` dates the entries', () => {
    const { analysis, explanation } = analyze('Give the remark of each entry, sorted by their filing date.', LOGBOOK, { explain: true });
    expect(analysis.sort).toEqual({ 'entries.logdate': 1 });
    expect(explanation!.sort.evidence.map((e) => e.rule)).toContain('sort.sorted-by-date-word');
  });

  test('"in the order of date"', () => {
    expect(analyze('Show every entry remark in the order of date.', LOGBOOK).analysis.sort).toEqual({ 'entries.logdate': 1 });
  });
});
