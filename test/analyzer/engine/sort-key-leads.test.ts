import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a made-up schema: harbours keep their berths; each berth has a price, a depth and a quay it belongs to
const HARBOUR = {
  fields: ['Berth_ID', 'Berth_label', 'Quay', 'Depth', 'Mooring_Price', 'Tier', 'Opened_on'],
  collections: ['berth'],
};
const sortAndLimit = (prompt: string) => {
  const { sort, limit } = analyze(prompt, HARBOUR).analysis;
  return { sort, limit };
};

describe('sort: the words that lead to a key', () => {
  test('a verb of measure before "highest/lowest" names the field ranked', () => {
    expect(sortAndLimit('Which quay holds the berth priced lowest?')).toEqual({ sort: { Mooring_Price: 1 }, limit: 1 });
  });

  test('"in decreasing order using X", "sorted using X" sort by X', () => {
    expect(sortAndLimit('Print berth labels in decreasing order using depth.')).toEqual({ sort: { Depth: -1 }, limit: null });
    expect(sortAndLimit('Print berth labels, sorted using mooring price.')).toEqual({ sort: { Mooring_Price: 1 }, limit: null });
  });

  test('"from lowest to highest according to its X" sorts by X', () => {
    expect(sortAndLimit('Rank every berth label from lowest to highest according to its tier.')).toEqual({ sort: { Tier: 1 }, limit: null });
  });

  test('"alphabetically by <field> name" sorts by that field', () => {
    expect(sortAndLimit('Which berths are there? Arrange them alphabetically by quay name.')).toEqual({ sort: { Quay: 1 }, limit: null });
    const evidence = analyze('Which berths are there? Arrange them alphabetically by quay name.', HARBOUR, { explain: true }).explanation?.sort.evidence;
    expect(evidence?.map((e) => e.rule)).toEqual(['sort.name-order+by-field-name']);
  });
});

describe('sort: "alphabetically by <text field>" sorts by that field itself (sort.name-order+by-field-name)', () => {
  // an invented seed library: packets keep a description and a family besides their name
  const SEEDS = { fields: ['packet_id', 'packet_name', 'description', 'family', 'grams'], collections: ['packets'] };
  test('a field keeping words, named in full, is the key; the packets\' name is not', () => {
    const result = analyze('List the packets in the Allium family, ordered alphabetically by description.', SEEDS, { explain: true });
    expect(result.analysis.sort).toEqual({ description: 1 });
    expect(result.explanation?.sort.evidence.map((e) => e.rule)).toContain('sort.name-order+by-field-name');
  });
  test('"alphabetically by name" still sorts by the packets\' name', () => {
    expect(analyze('packets ordered alphabetically by name', SEEDS).analysis.sort).toEqual({ packet_name: 1 });
  });
});
