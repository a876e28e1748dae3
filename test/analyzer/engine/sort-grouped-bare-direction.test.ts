import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented allotment society: plots, each rented by a member and kept in a site
const ALLOTMENTS = { fields: ['plot_id', 'site_code', 'member_id', 'yearly_rent', 'soil_type'], collections: ['Plots'] };

const BARE = 'sort.bare-order+grouped-result';
const RANGE = 'sort.range-order+grouped-result';

test.each([
  ['number of plots per site, sorted descending', { count: -1 }, BARE],
  ['count plots by soil type in ascending order', { count: 1 }, BARE],
  ['total yearly rent by site, descending', { yearly_rent: -1 }, BARE],
  ['number of plots per site, arranged descending', { count: -1 }, BARE],
  // a range of order that ends its clause, after "from" or a comma
  ['total yearly rent for each site, from highest to lowest', { yearly_rent: -1 }, RANGE],
  ['for each soil type, give the total yearly rent paid, sorted from lowest to highest', { yearly_rent: 1 }, RANGE],
  ['avg yearly rent per site, high to low', { yearly_rent: -1 }, RANGE],
  ['number of plots per site, from most to least', { count: -1 }, RANGE],
] as Array<[string, Record<string, 1 | -1>, string]>)('a direction after computed groups orders them by the figure: %p', (prompt, sort, rule) => {
  const { analysis, explanation } = analyze(prompt, ALLOTMENTS, { explain: true });
  expect(analysis.sort).toEqual(sort);
  expect(explanation!.sort.evidence[0]!.rule).toBe(rule);
});

test.each([
  // the range goes on to name its own key
  'total yearly rent for each site, from highest to lowest soil type',
  // nothing computed per group
  'list the plots at site NW-4, high to low',
])('a range of order that is not the groups\' figure is left to other rules: %p', (prompt) => {
  expect(analyze(prompt, ALLOTMENTS, { explain: true }).explanation!.sort.evidence[0]!.rule).not.toBe(RANGE);
});

test('without groups a bare direction keeps ordering what is shown', () => {
  expect(analyze('list the yearly rent of plots in descending order', ALLOTMENTS).analysis.sort).toEqual({ yearly_rent: -1 });
});
