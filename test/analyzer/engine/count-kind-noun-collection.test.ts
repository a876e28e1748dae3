import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('a kind noun naming a collection of records, its head shared with a linking collection', () => {
  // an invented apiary, listed flat collection by collection; Hive_Variety links hives to the bee varieties kept there
  const APIARY = {
    fields: ['Keeper_ID', 'Keeper_Name', 'Hive_ID', 'Hive_Code', 'Frame_Count', 'Variety_ID', 'Variety_Name', 'Bee_Type', 'Swarm_Month', 'Jar_ID', 'Jar_Date', 'Net_Grams'],
    collections: ['Apiary_Hive', 'Bee_Variety', 'Honey_Jar', 'Hive_Variety', 'Keeper'],
  };
  test('groups by the records\' key, not a kind field of theirs (groupBy.count-ranking)', () => {
    expect(analyze('Which variety has the most honey jars?', APIARY).analysis.groupBy).toEqual(['Variety_ID']);
  });
  test('the records the shared head names are read', () => {
    expect(analyze('list all carniolan varieties', APIARY).analysis.collection[0]).toBe('Bee_Variety');
  });
});
