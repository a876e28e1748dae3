import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented library: patrons and the notices they chose to get
const LIBRARY = {
  fields: ['patron_id', 'patron_name', 'newsletterOptIn', 'textOptIn', 'joined_on', 'card_check_in'],
  collections: ['patrons'],
};
const run = (prompt: string) => analyze(prompt, LIBRARY, { explain: true });

describe('filters: a verb in the past and its particle name a yes/no field named by both (filters.flag-verb-particle)', () => {
  test.each([
    ['how many patrons have opted in to the newsletter', { newsletterOptIn: true }],
    ['patrons who opted out of text notices', { textOptIn: false }],
    ['patrons who have not opted in to texts', { textOptIn: false }],
  ])('%p', (prompt, expected) => {
    expect(run(prompt).analysis.filters).toEqual(expected);
  });

  test('the evidence names the rule', () => {
    expect(run('patrons who opted out of text notices').explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.flag-verb-particle']);
  });

  test.each([
    // two fields of the verb and none of their other words said; a time phrase making the verb an event
    'patrons who opted in',
    'patrons whose card checked in on 3 May 2024',
  ])('%p reads no yes or no', (prompt) => {
    const filters = run(prompt).analysis.filters;
    expect(Object.values(filters).filter((v) => typeof v === 'boolean')).toEqual([]);
  });
});
