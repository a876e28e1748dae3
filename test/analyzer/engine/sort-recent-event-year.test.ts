import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: a recency superlative said of a noun naming a year by its event ranks by that year (sort.recent-event-year)', () => {
  // an invented apiary register: hives keep the year they were sited, queens their rearing year, keepers their founding
  const APIARY = {
    fields: ['keeper_id', 'Keeper_Name', 'established_year', 'hive_id', 'Hive_Label', 'Siting_Year', 'Honey_Kg', 'queen_id',
      'Rearing_Year', 'Marked_Colour', 'inspection_id', 'Inspection_Date'],
    collections: ['Keeper', 'Hive', 'Queen', 'Inspection'],
  };
  const sorted = (prompt: string) => {
    const r = analyze(prompt, APIARY, { explain: true });
    return { sort: r.analysis.sort, rules: r.explanation?.sort.evidence.map((e) => e.rule) };
  };

  test('"the oldest siting" is the siting year, earliest first, not another collection\'s founding year', () => {
    expect(sorted('oldest siting among the hives')).toEqual({ sort: { Siting_Year: 1 }, rules: ['sort.recent-event-year'] });
  });

  test('"which rearing is the newest" closes the clause: the subject before the linking verb names the year', () => {
    expect(sorted('which rearing is the newest?')).toEqual({ sort: { Rearing_Year: -1 }, rules: ['sort.recent-event-year'] });
  });

  test('a noun naming no year leaves the superlative to the other rules', () => {
    expect(sorted('the oldest keeper').rules).not.toContain('sort.recent-event-year');
  });
});
