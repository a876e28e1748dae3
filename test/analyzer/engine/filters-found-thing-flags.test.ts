import { describe, expect, test } from 'bun:test';
import { analyze, filterRules } from './fixtures.ts';

describe('filters: a yes/no field named for a thing a report found (`leak_noted`) is set by a verb of noting it (filters.thing-flag)', () => {
  // an invented boiler-servicing firm: each visit report says whether a leak was noted
  const VISITS = { fields: ['visit_id', 'engineer', 'leak_noted', 'pressure_bar', 'visited_on'], collections: ['visit_reports'] };
  test('"reports flagging a leak", "reports noting a leak" set the flag', () => {
    const r = analyze('visit reports flagging a leak', VISITS, { explain: true });
    expect(r.analysis.filters).toEqual({ leak_noted: true });
    expect(filterRules(r)).toEqual(['filters.thing-flag']);
    expect(analyze('how many reports noting a leak', VISITS).analysis.filters).toEqual({ leak_noted: true });
  });
});
