import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A made-up schema: oil wells with an operator, a status and a depth. */
const WELLS = { fields: ['well_id', 'operator', 'status', 'depth_m', 'rig_type', 'crew_size', 'spud_date'], collections: ['wells', 'rigs'] };
/** A made-up schema: growers keeping their harvests embedded. */
const GROWERS = { fields: ['grower_id', 'name', 'region', 'harvests', 'harvests.harvest_id', 'harvests.status', 'harvests.weight_kg'], collections: ['growers'] };

describe('a breakdown of a field of kinds counts records per value', () => {
  test.each([
    ['breakdown of well statuses', WELLS, 'status'],
    ['the rig type distribution', WELLS, 'rig_type'],
    ['operator breakdown, wells drilled since 2020', WELLS, 'operator'],
    ['breakdown of harvest statuses', GROWERS, 'harvests.status'],
  ])('%p → $count per %p', (prompt, schema, key) => {
    const { analysis, explanation } = analyze(prompt, schema, { explain: true });
    expect(analysis).toMatchObject({ intent: 'aggregate', operation: '$count', metric: null, groupBy: [key] });
    expect(explanation!.groupBy!.evidence.map((e) => e.rule)).toContain('groupBy.breakdown-of-values');
  });

  test.each([
    // records, not a field of kinds
    ['a breakdown of wells', WELLS],
    // a measure or an amount spreads over no kinds
    ['distribution of depths', WELLS],
    ['the distribution of crew sizes', WELLS],
    // an id names records
    ['breakdown of well ids', WELLS],
    // the breakdown noun in no breakdown phrase
    ['show the spread of harvest weights', GROWERS],
  ])('%p groups nothing by the breakdown', (prompt, schema) => {
    const { explanation } = analyze(prompt, schema, { explain: true });
    expect(explanation!.groupBy!.evidence.map((e) => e.rule)).not.toContain('groupBy.breakdown-of-values');
  });
});

/** A made-up schema: kennel dogs with a breed, a coat colour and a status. */
const KENNEL = { fields: ['dog_id', 'breed', 'coat_colour', 'status', 'weight_kg'], collections: ['dogs'] };

describe('a breakdown said within a grouping counts per group, then per value', () => {
  test.each([
    ['split of coat colour within each breed', ['breed', 'coat_colour']],
    ['breakdown of statuses for every breed', ['breed', 'status']],
    ['status breakdown across each breed', ['breed', 'status']],
    ['breakdown of statuses by breed', ['breed', 'status']],
  ])('%p → %p', (prompt, groupBy) => {
    expect(analyze(prompt, KENNEL).analysis).toMatchObject({ operation: '$count', groupBy });
  });

  test.each([
    // records broken down by a key: one group
    ['breakdown of dogs by breed', ['breed']],
    // a measure is no field of kinds, whatever follows
    ['distribution of weights within each breed', ['breed']],
  ])('%p → %p only', (prompt, groupBy) => {
    expect(analyze(prompt, KENNEL).analysis.groupBy).toEqual(groupBy);
  });
});


/** Made-up schemas where a breakdown noun is itself a field: a quote's bid-ask spread, an alloy's composition. */
const QUOTES = { fields: ['quote_id', 'ticker', 'spread', 'exchange', 'price'], collections: ['quotes'] };
const ALLOYS = { fields: ['part_id', 'alloy', 'composition', 'weight_g'], collections: ['parts'] };

describe('a breakdown noun that names a field is no breakdown', () => {
  test.each([
    ['ticker spread by exchange', QUOTES],
    ['average ticker spread by exchange', QUOTES],
    ['alloy composition for each part', ALLOYS],
  ])('%p groups nothing by the breakdown', (prompt, schema) => {
    const { explanation } = analyze(prompt, schema, { explain: true });
    expect(explanation!.groupBy?.evidence.map((e) => e.rule) ?? []).not.toContain('groupBy.breakdown-of-values');
  });

  test('a figure other than a count per group adds no field group', () => {
    expect(analyze('average weight, status breakdown by breed', KENNEL).analysis.groupBy).not.toContain('status');
  });
});
