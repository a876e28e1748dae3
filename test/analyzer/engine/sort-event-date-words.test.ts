import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: "ordered by <event> time/date" goes to the timestamp named after the event (sort.sorted-by-event-date)', () => {
  // an invented hospital rota: staff and the shifts they work, each shift keeping when it begins
  const ROTA = {
    fields: ['staffId', 'fullName', 'grade', 'createdAt', 'date_hired', 'shiftId', 'staffRef', 'beginsAt', 'ward'],
    collections: ['staff', 'shifts'],
  };
  const ordered = (prompt: string) => {
    const r = analyze(prompt, ROTA, { explain: true });
    return { sort: r.analysis.sort, rules: r.explanation?.sort.evidence.map((e) => e.rule) };
  };

  test('"ordered by begin time" is by `beginsAt`, not the records\' creation stamp', () => {
    expect(ordered('shifts on ward 4 ordered by begin time')).toEqual({ sort: { beginsAt: 1 }, rules: ['sort.sorted-by-event-date'] });
  });

  test('a date word after a word no timestamp is named by still dates the records', () => {
    expect(ordered('staff sorted by their filing date')).toEqual({ sort: { date_hired: 1 }, rules: ['sort.sorted-by-date-word'] });
  });

  test('a name ending in "on" after a word it follows as a preposition (`add_on`) keeps no timestamp', () => {
    const SHOP = { fields: ['itemId', 'title', 'add_on', 'listedAt'], collections: ['items'] };
    expect(analyze('items sorted by add time', SHOP).analysis.sort).toEqual({ listedAt: 1 });
  });
});
