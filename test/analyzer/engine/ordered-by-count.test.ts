import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a shop schema: stores keep a region and a format; products are embedded in each store with their own fields;
// suppliers share the plain "id" and "name" that the stores list first
const SHOPS = {
  fields: ['id', 'name', 'region', 'format', 'products', 'products.productId', 'products.price', 'products.store_id', 'Supplier_ID', 'Supplier_name', 'Country', 'Shipped'],
  collections: ['stores', 'suppliers'],
};
const run = (prompt: string) => analyze(prompt, SHOPS);
/** The analysis of a prompt, once its groupBy evidence is seen to name `rule`. */
function grouped(prompt: string, rule: string) {
  const { analysis, explanation } = analyze(prompt, SHOPS, { explain: true });
  expect(explanation?.groupBy.evidence.map((e) => e.rule)).toContain(rule);
  return analysis;
}

describe('things listed, then ordered by a count of records', () => {
  test.each([
    ['List the regions of stores in descending order of the number of stores.', ['region'], { count: -1 as const }],
    ['Show the different formats, ordered by the number of stores that have each.', ['format'], { count: 1 as const }],
    ['the regions sorted by the total number of stores, highest first', ['region'], { count: -1 as const }],
  ])('%p → grouped by %p, the count sorted', (prompt, groupBy, sort) => {
    const analysis = grouped(prompt, 'groupBy.ordered-by-count');
    expect([analysis.groupBy, analysis.operation, analysis.sort]).toEqual([groupBy, '$count', sort]);
  });

  test.each([
    // things the schema does not name: a stored number per record, not records
    'List the regions of stores sorted by the number of visitors.',
    // the verb after the records names a stored number
    'Show the regions of suppliers ordered by the number of products they shipped.',
  ])('%p is no count per group', (prompt) => {
    expect(run(prompt).analysis.groupBy).toEqual([]);
  });
});

describe('a request opening with a polite word', () => {
  test('"please show the most common X" ranks X by how often it occurs', () => {
    const a = run('Please show the most common format of stores.').analysis;
    expect(a.groupBy).toEqual(['format']);
    expect(a.operation).toBe('$count');
    expect(a.limit).toBe(1);
    expect(a.sort).toEqual({ count: -1 });
  });

  test('a display list after something else is still a display list', () => {
    expect(run('stores in the north, showing the most common format').analysis.groupBy).toEqual([]);
  });
});

describe('a collection keyed by a plain id it shares with no other collection', () => {
  test('records counted per store group by the plain id, not a name mentioned before', () => {
    const a = run('What are the ids and names of the stores that sell more than two products?').analysis;
    expect(a.groupBy).toEqual(['id']);
    expect(a.operation).toBe('$count');
  });
});

describe('records before a tally noun, and the value most records share', () => {
  test.each([
    // listed beside a thing: counted per that thing
    ['List the regions of stores along with their respective store counts.', 'groupBy.listed-with-count', { groupBy: ['region'], limit: null }],
    ['Show each format and the corresponding store totals.', 'groupBy.listed-with-count', { groupBy: ['format'], limit: null }],
    // the value most records share: the top group by count
    ['What format do the majority of stores have?', 'groupBy.majority-value', { groupBy: ['format'], limit: 1, sort: { count: -1 } }],
    ['What is the predominant region of the stores?', 'groupBy.majority-value', { groupBy: ['region'], limit: 1, sort: { count: -1 } }],
  ])('%p (%s)', (prompt, rule, expected) => {
    expect(grouped(prompt, rule)).toMatchObject({ ...expected, operation: '$count' });
  });

  test('a unit before the tally noun is a measured value, not records', () => {
    expect(run('List the regions and their hour totals.').analysis.groupBy).toEqual([]);
  });

  test('"the majority of" after a collection names no group', () => {
    expect(run('Which suppliers sold the majority of products?').analysis.groupBy).toEqual([]);
  });
});

describe('records listed beside their groups with a tally noun', () => {
  // regions embed their sales offices; agents belong to an office and have a level; offices store a desk count
  const OFFICES = {
    fields: ['region_id', 'region_name', 'Sales_Offices', 'Sales_Offices.office_id', 'Sales_Offices.city', 'Sales_Offices.desk_count', 'Agents', 'Agents.agent_id', 'Agents.office_id', 'Agents.level_code'],
    collections: ['regions', 'agents'],
  };
  const listed = (prompt: string) => analyze(prompt, OFFICES).analysis;

  test('"with" after a group noun of two words is the connector, whatever longer connectors end in it', () => {
    expect(listed('List the sales offices with their respective agent totals.')).toMatchObject({ operation: '$count', groupBy: ['Sales_Offices.office_id'] });
  });

  test('a tally noun alone names no stored count whose name merely ends in it', () => {
    expect(listed('List the level codes and their respective agent counts.')).toMatchObject({ operation: '$count', groupBy: ['Agents.level_code'] });
  });
});

describe('an order verb parted from its "by" by the things it orders', () => {
  // an invented craft fair: stalls belong to a trade and may be indoor
  const FAIR = { fields: ['stallId', 'trade', 'isIndoor', 'pitchFee', 'traderId', 'traderName'], collections: ['stalls', 'traders'] };
  test('"rank trades by how many indoor stalls they have" counts stalls per trade', () => {
    const { analysis, explanation } = analyze('rank trades by how many indoor stalls they have', FAIR, { explain: true });
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['trade']);
    // the sort stage reads the parted verb too, as it reads a count after a plain order verb: low to high when unsaid
    expect(analysis.sort).toEqual({ count: 1 });
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.ordered-by-count+parted-verb');
  });
  test.each([
    'traders listed, then for each trade by how many stalls it has',
    'order every one of our market traders for each trade by how many stalls it has',
  ])('an order verb past a comma or more than a few words before "by" is not parted from it: %p (negative)', (prompt) => {
    const { explanation } = analyze(prompt, FAIR, { explain: true });
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).not.toContain('groupBy.ordered-by-count+parted-verb');
  });
  test('a stored value after the parted "by" groups nothing: "rank stalls by pitch fee" (negative)', () => {
    expect(analyze('rank stalls by pitch fee', FAIR).analysis.groupBy).toEqual([]);
  });
  test('things grouped between an order verb and a "by" before no count order nothing (negative)', () => {
    expect(analyze('count stalls for each trade and rank the trades by total pitch fee', FAIR).analysis.sort).toEqual({});
  });
});
