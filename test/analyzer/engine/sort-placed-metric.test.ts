import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// the same fee kept at two paths: under each member's leases and in a flat lease list
const CLUB = { fields: ['branch_id', 'branch_name', 'member', 'member.member_name', 'member.lease', 'member.lease.fee', 'lease', 'lease.fee'], collections: ['branches'] };

describe('sort: a key that copies the accumulated field follows the metric\'s path', () => {
  test('"the member with the highest cumulative lease fee" ranks by the fee summed per member', () => {
    const { analysis, explanation } = analyze('Name the member with the highest cumulative lease fee.', CLUB, { explain: true });
    expect(analysis.metric).toBe('member.lease.fee');
    expect(analysis.sort).toEqual({ 'member.lease.fee': -1 });
    expect(explanation!.sort.evidence.map((e) => e.rule)).toContain('sort.placed-metric-path');
  });
});
