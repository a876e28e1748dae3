import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented ferry line: crossings keep their fare and the harbour they leave from
const FERRIES = {
  fields: ['_id', 'crossing_id', 'harbour_id', 'fare', 'passengers_carried', 'harbour_name', 'berths'],
  collections: ['crossings', 'harbours'],
};

describe('groupBy: "per X" after the records whose other field is averaged', () => {
  test('"the mean fare of crossings per harbour" averages the fare in each harbour', () => {
    const { analysis } = analyze('the mean fare of crossings per harbour', FERRIES);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.groupBy).toEqual(['harbour_id']);
  });

  test('a stored count of the records named before "per" is a rate, no group', () => {
    const fields = [...FERRIES.fields, 'num_crossings'];
    expect(analyze('the mean number of crossings per harbour', { ...FERRIES, fields }).analysis.groupBy).toEqual([]);
  });
});

describe('groupBy: "X per Y" with nothing accumulated counts X per Y', () => {
  test('"crossings per harbour" is a count of crossings in each harbour', () => {
    const { analysis } = analyze('crossings per harbour', FERRIES);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['harbour_id']);
  });
  test('"average crossings per harbour" stays a rate, no group', () => {
    expect(analyze('average crossings per harbour', FERRIES).analysis.groupBy).toEqual([]);
  });
});
