import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented rowing league, its fields listed club by club; the members' link to their home club sits among their own
// fields, so the schema's layout ties the date after it to no collection
const ROWING = {
  fields: ['club_id', 'club_name', 'founded_on', 'member_id', 'given_name', 'home_club_id', 'enrolled_on', 'birth_year', 'regatta_id', 'raced_on', 'due_date'],
  collections: ['clubs', 'members', 'regattas'],
};

describe('sort: "newest first" after a verb reads the date that verb names, even one the layout gives no owner', () => {
  test('"members who enrolled in 2021, newest first" sorts by the enrolment date', () => {
    const { analysis, explanation } = analyze('members who enrolled during 2021, newest first', ROWING, { explain: true });
    expect(analysis.sort).toEqual({ enrolled_on: -1 });
    expect(explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.concept-recent']);
  });
});
