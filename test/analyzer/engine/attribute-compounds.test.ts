import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a crew roster: sailors with a wage and a rank
const CREW = { fields: ['sailor_id', 'full_name', 'wage', 'rank', 'joined_on'], collections: ['sailors'] };

describe('an attribute compound written as two words ("highest paid")', () => {
  test.each([
    ['the 5 highest paid sailors', -1] as const,
    ['the lowest paid sailor', 1] as const,
    ['the 5 highest-paid sailors', -1] as const,
  ])('%p ranks by the attribute the compound names', (prompt, direction) => {
    expect(analyze(prompt, CREW).analysis.sort).toEqual({ wage: direction });
  });

  test('the evidence names the rule', () => {
    const { explanation } = analyze('the 5 highest paid sailors', CREW, { explain: true });
    expect(explanation!.sort.evidence.map((e) => e.rule)).toContain('sort.attribute-highest-paid');
  });
});
