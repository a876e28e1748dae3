import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented seed merchant: orders embed lines that keep a seed code and how many packets were ordered
const SEEDS = { fields: ['orderNo', 'placedOn', 'lines', 'lines.seedCode', 'lines.packetsQty', 'lines.qtyPacked', 'lines.linePrice'], collections: ['seedOrders'] };

test('a key or code after "per" names the groups and divides nothing', () => {
  const { analysis } = analyze('line price per seed code', SEEDS);
  expect(analysis.computedMetrics).toEqual([]);
  expect(analysis.groupBy).toEqual(['lines.seedCode']);
});

test('a quantity field named first, then grouped, is added up per group', () => {
  const { analysis, explanation } = analyze('qty packed per seed code', SEEDS, { explain: true });
  expect(analysis.operation).toBe('$sum');
  expect(analysis.metric).toBe('lines.qtyPacked');
  expect(analysis.groupBy).toEqual(['lines.seedCode']);
  expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.sum-per-group')).toBe(true);
});

// the same merchant with its seed catalogue: a seed code both in the order lines and on the seeds themselves
const SEED_SHOP = {
  fields: ['orderNo', 'placedOn', 'lines', 'lines.seedCode', 'lines.qty', 'lines.linePrice', 'seedCode', 'seedName', 'stockPackets'],
  collections: ['seedOrders', 'seeds'],
};

test('"units … per key" opening the question adds up the quantity kept, grouped where that quantity is kept', () => {
  const { analysis, explanation } = analyze('units sold per seed code', SEED_SHOP, { explain: true });
  expect(analysis.operation).toBe('$sum');
  expect(analysis.metric).toBe('lines.qty');
  expect(analysis.groupBy).toEqual(['lines.seedCode']);
  expect(explanation?.groupBy.evidence.some((e) => e.rule === 'groupBy.metric-records')).toBe(true);
});

// an invented bakery chain: each shop keeps its town, its takings and how many bakers it employs
const BAKERIES = { fields: ['shopName', 'town', 'takings', 'bakers'], collections: ['shops'] };

test('a field the answer is grouped by, after "per", divides nothing', () => {
  const { analysis, explanation } = analyze('total takings per town', BAKERIES, { explain: true });
  expect(analysis.groupBy).toEqual(['town']);
  expect(analysis.computedMetrics).toEqual([]);
  expect(explanation?.computedMetrics.evidence.map((e) => e.rule)).toContain('computed.no-ratio+grouped-by');
});
