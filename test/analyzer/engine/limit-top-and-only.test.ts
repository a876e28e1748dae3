import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a film schema: directors embed their awards, each with a score
const FILMS = {
  fields: ['director_id', 'director_name', 'country', 'awards', 'awards.award_id', 'awards.score'],
  collections: ['directors'],
};
const run = (prompt: string) => analyze(prompt, FILMS, { explain: true });

describe('"the top <field>" ranks like "the highest <field>"', () => {
  test.each(['Which director has the top score?', 'the director with the top score'])('%p asks for the one at the extreme', (prompt) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.sort).toEqual({ 'awards.score': -1 });
    expect(analysis.limit).toBe(1);
    expect(explanation!.limit.evidence.map((e) => e.rule)).toContain('limit.superlative-extreme');
  });

  test('"top 5 … by" keeps its number', () => {
    expect(run('top 5 directors by score').analysis.limit).toBe(5);
  });
});

describe('"only N" is a limit after a request, a count condition after any other verb', () => {
  test('"show only 5 directors" limits the list', () => {
    expect(run('show only 5 directors').analysis.limit).toBe(5);
  });

  test('"directors with only 2 awards" keeps directors by how many awards each has', () => {
    const { analysis } = run('directors with only 2 awards');
    expect(analysis.limit).toBeNull();
    expect(analysis.groupBy).toEqual(['director_id']);
  });

  test('"directors that won just 2 awards" keeps directors by their count too, with no limit', () => {
    const { analysis } = run('directors that won just 2 awards');
    expect(analysis.limit).toBeNull();
  });

  test('"just 3 directors" at the start limits', () => {
    expect(run('just 3 directors from France').analysis.limit).toBe(3);
  });
});
