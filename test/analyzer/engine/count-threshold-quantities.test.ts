import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a film schema: directors embed their films
const FILMS = {
  fields: ['director_id', 'director_name', 'country', 'films', 'films.film_id', 'films.title', 'films.year'],
  collections: ['directors'],
};
const run = (prompt: string) => analyze(prompt, FILMS, { explain: true });

describe('count thresholds said with an article, "an excess of" or an exact-count adverb', () => {
  test.each([
    ['Which countries have more than a single director?', 'country'],
    ['countries with at least a couple of directors', 'country'],
    ['directors with at least a pair of films', 'director_id'],
    ['directors with an excess of two films', 'director_id'],
    ['Which directors have directed only one film?', 'director_id'],
    ['directors with precisely one film to their name', 'director_id'],
  ])('%p counts records per group', (prompt, key) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual([key]);
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.count-threshold');
  });

  test('an article and a quantity noun that no comparison or exact-count adverb opens is no threshold', () => {
    expect(run('films released in a single year').analysis.groupBy).toEqual([]);
  });
});
