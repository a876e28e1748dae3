import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// cabins keep their bunks; hikers point at their home cabin
const CABINS = {
  fields: ['cabin_id', 'cabin_name', 'bunks', 'hiker_id', 'hiker_name', 'age', 'base_cabin_id'],
  collections: ['cabins', 'hikers'],
};
// kilns keep how many firings they have done and embed the batches fired in them
const KILNS = {
  fields: ['kiln_name', 'firings_done', 'volume', 'batch', 'batch.batch_id', 'batch.kiln_id', 'batch.glaze'],
  collections: ['kiln'],
};

describe('a figure accumulated per the own key of the records keeping it lists each record\'s figure', () => {
  test("the collection's own id beside the figure", () => {
    const { analysis, explanation } = analyze('Show the average number of bunks for each cabin.', CABINS, { explain: true });
    expect(analysis.operation).toBeNull();
    expect(analysis.metric).toBeNull();
    expect(analysis.intent).toBe('find');
    expect(analysis.groupBy).toEqual([]);
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.no-group+own-record-key');
  });

  test('a total per record is no grand total ("total bunks for each cabin")', () => {
    const { analysis } = analyze('What is the total number of bunks for each cabin?', CABINS);
    expect(analysis.operation).not.toBe('$sum');
  });

  test('an extreme named first per record is no extreme over all records', () => {
    const { analysis } = analyze('What is the maximum number of bunks for each cabin?', CABINS);
    expect(analysis.operation).toBeNull();
    expect(analysis.metric).toBeNull();
  });

  test('an id of embedded records naming the collection that keeps the figure', () => {
    const { analysis } = analyze('Show the highest and average firings done for each kiln.', KILNS);
    expect(analysis.groupBy).toEqual([]);
    expect(analysis.operation).toBeNull();
  });

  test("a figure of other records is still accumulated per the collection's key", () => {
    expect(analyze('Show the average age of hikers for each cabin.', CABINS).analysis.groupBy).toEqual(['cabin_id']);
  });

  test('a figure of records embedded under the key is still accumulated per the key', () => {
    const crates = { fields: ['depot_id', 'depot_name', 'crate', 'crate.crate_id', 'crate.weight'], collections: ['depots'] };
    const { analysis } = analyze('Show the average crate weight for each depot.', crates);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.groupBy).toEqual(['depot_id']);
  });

  test('a schema listing the document key keys its records by it: an id field there is a link', () => {
    const keyed = { ...CABINS, fields: ['_id', ...CABINS.fields] };
    expect(analyze('Show the average number of bunks for each cabin.', keyed).analysis.groupBy).toEqual(['cabin_id']);
  });
});
