import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const KENNEL = {
  fields: ['_id', 'dog_name', 'breed', 'adopted_date', 'visits', 'visits.visit_date', 'visits.vet_name', 'Year_Registered', 'Open_Date'],
  collections: ['dogs', 'kennels'],
};

describe('sort: the verb after a date word names the dated field', () => {
  test('"sorted by the date they were adopted" sorts by the field holding the verb, not the first date', () => {
    const { analysis, explanation } = analyze('List the dog names sorted by the date they were adopted.', KENNEL, { explain: true });
    expect(analysis.sort).toEqual({ adopted_date: 1 });
    expect(explanation!.sort.evidence.map((e) => e.rule)).toContain('sort.sorted-by+dated-verb');
  });

  test('"by the year of their registering" reads a gerund', () => {
    expect(analyze('Show all dog names ordered by the year of their registering.', KENNEL).analysis.sort).toEqual({ Year_Registered: 1 });
  });

  test('"arranged by when they opened" with no date word', () => {
    const { analysis, explanation } = analyze('List the kennels in descending order based on when they opened.', KENNEL, { explain: true });
    expect(analysis.sort).toEqual({ Open_Date: -1 });
    expect(explanation!.sort.evidence.map((e) => e.rule)).toContain('sort.sorted-by+dated-verb');
  });
});

describe('sort: a date word no field is called names the records\' date', () => {
  const BOARD = { fields: ['uid', 'handle', 'posts', 'posts.pid', 'posts.body', 'posts.postdate'], collections: ['members'] };

  test('"sorted by their publication date" where only `postdate` dates the posts', () => {
    const { analysis, explanation } = analyze('Show the body of all posts sorted by their publication date.', BOARD, { explain: true });
    expect(analysis.sort).toEqual({ 'posts.postdate': 1 });
    expect(explanation!.sort.evidence.map((e) => e.rule)).toContain('sort.sorted-by-date-word');
  });

  test('"in the order of date"', () => {
    expect(analyze('List the body of all posts in the order of date.', BOARD).analysis.sort).toEqual({ 'posts.postdate': 1 });
  });
});
