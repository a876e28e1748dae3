import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name written after "from" is where people come from (filters.place-value)', () => {
  // an invented rowing club: rowers with a home town and a membership grade
  const CLUB = { fields: ['rower_id', 'rower_name', 'home_town', 'membership_grade', 'joined_year'], collections: ['rowers'] };
  test('an unknown name after "from" goes to the place field, not to a field the subject noun spells', () => {
    const from = analyze('What are the names of rowers from Glenmore?', CLUB, { explain: true });
    expect(from.analysis.filters).toEqual({ home_town: 'Glenmore' });
    expect(from.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.place-value');
  });
  test('a quoted value after "from" is what something differs from, and one after "the" an institution: no place', () => {
    expect(analyze("rowers whose membership grade is different from 'Senior'", CLUB).analysis.filters).not.toHaveProperty('home_town');
    expect(analyze('rowers on loan from the Harbour Trust', CLUB).analysis.filters).not.toHaveProperty('home_town');
  });
});
