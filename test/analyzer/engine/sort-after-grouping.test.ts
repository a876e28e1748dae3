import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: after grouping, a key named only by the last word of another field is the group key (sort.group-key+after-grouping)', () => {
  // an invented publisher: books in editions, presses opened in a year
  const PRESS = { fields: ['_id', 'Book_ID', 'Edition', 'Title', 'Press_ID', 'Press_Name', 'Opened_Year'], collections: ['book', 'press'] };

  test('counted groups are ordered by their key', () => {
    const r = analyze('number of books per edition, ordered by year', PRESS, { explain: true });
    expect(r.analysis.groupBy).toEqual(['Edition']);
    expect(r.analysis.sort).toEqual({ Edition: 1 });
    expect(r.explanation?.sort.evidence.map((e) => e.rule)).toContain('sort.group-key+after-grouping');
  });

  test('without groups the named field orders the records', () => {
    expect(analyze('list presses sorted by year', PRESS).analysis.sort).toEqual({ Opened_Year: 1 });
  });
});
