import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A made-up schema: hikers, each with an age, a home region and a club. */
const TRAILS = { fields: ['hikerId', 'nickname', 'age', 'region', 'club', 'summitCount', 'fitnessScore'], collections: ['hikers'] };

describe('one extreme per group (the ranked field accumulated per group)', () => {
  test.each([
    ['Find the nickname of the hiker with the highest fitness score in each region.', '$max', 'fitnessScore', 'region'],
    ['Which hiker has the lowest fitness score for every club?', '$min', 'fitnessScore', 'club'],
    ['How old is the youngest hiker in each club?', '$min', 'age', 'club'],
    ['What is the youngest age among hikers in different regions?', '$min', 'age', 'region'],
  ])('%p → %p of %p per %p', (prompt, operation, metric, key) => {
    const { analysis, explanation } = analyze(prompt, TRAILS, { explain: true });
    expect(analysis).toMatchObject({ operation, metric, groupBy: [key], sort: {}, limit: null });
    expect(explanation!.operation!.evidence.map((e) => e.rule)).toContain('operation.extreme-per-group');
  });

  test.each([
    // no grouping phrase: the records are ranked
    ['Find the hiker with the highest fitness score.', { operation: null, sort: { fitnessScore: -1 } }],
    // a bare "by" names an order or an agent, not one group per value
    ['List hikers with the highest fitness score sorted by region.', { groupBy: [] }],
  ])('%p stays a ranking', (prompt, expected) => {
    expect(analyze(prompt, TRAILS).analysis).toMatchObject(expected);
  });
});
