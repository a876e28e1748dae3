import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented allotment society: plots, each rented by a member and kept in a site
const ALLOTMENTS = { fields: ['plot_id', 'site_code', 'member_id', 'yearly_rent', 'soil_type'], collections: ['Plots'] };

test.each([
  ['number of plots per site, sorted descending', { count: -1 }],
  ['count plots by soil type in ascending order', { count: 1 }],
  ['total yearly rent by site, descending', { yearly_rent: -1 }],
  ['number of plots per site, arranged descending', { count: -1 }],
] as Array<[string, Record<string, 1 | -1>]>)('a bare direction after computed groups orders them by the figure: %p', (prompt, sort) => {
  const { analysis, explanation } = analyze(prompt, ALLOTMENTS, { explain: true });
  expect(analysis.sort).toEqual(sort);
  expect(explanation!.sort.evidence[0]!.rule).toBe('sort.bare-order+grouped-result');
});

test('without groups a bare direction keeps ordering what is shown', () => {
  expect(analyze('list the yearly rent of plots in descending order', ALLOTMENTS).analysis.sort).toEqual({ yearly_rent: -1 });
});
