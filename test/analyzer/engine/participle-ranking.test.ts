import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a tool library: lendings link members and tools
const TOOLS = {
  fields: ['tool_id', 'label', 'brand', 'lending_id', 'tool_id', 'member_id', 'lent_on', 'member_id', 'nickname'],
  collections: ['tools', 'lendings', 'members'],
};
const run = (prompt: string) => analyze(prompt, TOOLS).analysis;

describe('"the N most <participle> X": X ranked by how many records it takes part in', () => {
  test.each([
    ['top 5 most rented tools', 5, -1] as const,
    ['the 3 least requested tools', 3, 1] as const,
  ])('%p counts per thing', (prompt, limit, direction) => {
    const a = run(prompt);
    expect(a.groupBy).toEqual(['tool_id']);
    expect(a.operation).toBe('$count');
    expect(a.limit).toBe(limit);
    expect(a.sort).toEqual({ count: direction });
  });

  test('the evidence names the rule', () => {
    const { explanation } = analyze('top 5 most rented tools', TOOLS, { explain: true });
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.participle-ranking');
  });

  test('a group named before the ranking is what is counted per', () => {
    expect(run('which member has the most rented tools').groupBy).toEqual(['member_id']);
  });
});
