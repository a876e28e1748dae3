import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a film schema: directors embed their films
const FILMS = {
  fields: ['director_id', 'director_name', 'country', 'films', 'films.film_id', 'films.title', 'films.year'],
  collections: ['directors'],
};
const run = (prompt: string) => analyze(prompt, FILMS, { explain: true });

/** A test that the prompt keeps the groups named by `key` by how many records each holds. */
const countsPerGroup = (schema: typeof FILMS) => (prompt: string, key: string) => {
  const { analysis, explanation } = analyze(prompt, schema, { explain: true });
  expect(analysis.operation).toBe('$count');
  expect(analysis.groupBy).toEqual([key]);
  expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.count-threshold');
};

describe('count thresholds said with an article, "an excess of" or an exact-count adverb', () => {
  test.each([
    ['Which countries have more than a single director?', 'country'],
    ['countries with at least a couple of directors', 'country'],
    ['directors with at least a pair of films', 'director_id'],
    ['directors with an excess of two films', 'director_id'],
    ['Which directors have made only one film?', 'director_id'],
    ['directors with precisely one film to their name', 'director_id'],
  ])('%p counts records per group', countsPerGroup(FILMS));

  test('an article and a quantity noun that no comparison or exact-count adverb opens is no threshold', () => {
    expect(run('films released in a single year').analysis.groupBy).toEqual([]);
  });
});

// a pipeline schema: a collection whose records carry a field called like it, and regattas kept by season
const PIPELINES = {
  fields: ['Pipeline_ID', 'Pipeline', 'Region', 'Length_km', 'regatta_id', 'Regatta_Title', 'Season', 'Host_harbor'],
  collections: ['pipeline', 'regatta'],
};

describe('a count of one names its records in the singular', () => {
  test.each([
    ['List the regions that have more than one pipeline.', 'Region'],
    ['Name the seasons with more than one regatta sailed.', 'Season'],
    ['Which seasons saw more than a single regatta run?', 'Season'],
  ])('%p counts records per group', countsPerGroup(PIPELINES));

  test('a singular noun used as an adjective after a larger count names no records', () => {
    expect(analyze('List the regions with more than two pipeline operators', PIPELINES).analysis.groupBy).toEqual([]);
  });
});

// match reports keep one team and one kind of penalty each
const MATCH_REPORTS = {
  fields: ['report_id', 'Team', 'Penalty', 'Referee', 'Minute'],
  collections: ['match_reports'],
};

describe('a value field used as an adjective before a plural noun the schema does not name', () => {
  test.each([
    ['Name the teams that conceded more than three penalty incidents.', 'Team'],
    ['referees with two or more penalty decisions', 'Referee'],
  ])('%p counts records per group', countsPerGroup(MATCH_REPORTS));

  test('the field alone after the count is no count of records', () => {
    expect(analyze('Name the teams that conceded more than three penalty.', MATCH_REPORTS).analysis.operation).toBeNull();
  });
});
