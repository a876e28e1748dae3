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
