import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// the same fee kept at two paths: under each weaver's commissions and in a flat commission list
const GUILD = { fields: ['guild_id', 'guild_name', 'weaver', 'weaver.weaver_name', 'weaver.commission', 'weaver.commission.fee', 'commission', 'commission.fee'], collections: ['guilds'] };

describe('sort: a key that copies the accumulated field follows the metric\'s path', () => {
  test('"which weaver has the highest cumulative commission fee" ranks by the fee summed per weaver', () => {
    const { analysis, explanation } = analyze('Which weaver has the highest cumulative commission fee? Give the name.', GUILD, { explain: true });
    expect(analysis.metric).toBe('weaver.commission.fee');
    expect(analysis.sort).toEqual({ 'weaver.commission.fee': -1 });
    expect(explanation!.sort.evidence.map((e) => e.rule)).toContain('sort.placed-metric-path');
  });
});
