import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Lockers, then members (a home club code, embedded visits each at a club), then clubs; the code opens members' fields. */
const MEMBERS = {
  fields: ['_id', 'locker_no', 'member_no', 'size', 'club_code', 'rented_on', 'full_name', 'joined_on', 'visits', 'visits.visit_no', 'visits.date',
    'visits.club_code', 'visits.fee', 'club_name', 'town'],
  collections: ['members', 'clubs', 'lockers'],
};

describe('records counted or summed per a collection named keep their own copy of its code', () => {
  test('"the number of visits per club" groups the visits by their club', () => {
    const { analysis } = analyze('the number of visits per club', MEMBERS);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['visits.club_code']);
  });

  test('"total visit fee per club" groups the fees by the visits\' club', () => {
    const { analysis } = analyze('total visit fee per club', MEMBERS);
    expect(analysis.metric).toBe('visits.fee');
    expect(analysis.groupBy).toEqual(['visits.club_code']);
  });

  test('a member\'s own code is kept when the list is not what is counted', () => {
    const { analysis } = analyze('members per club', MEMBERS);
    expect(analysis.groupBy).toEqual(['club_code']);
  });
});
