import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';

// ferries with short field words that whole English words start with
const FERRIES = buildFieldIndex(['ferry_id', 'ship_code', 'crew.work_hrs', 'rent_fee', 'team_size', 'stor_temp', 'crewPos'], []);

describe('a field word is no cut-off form of a whole word it makes with an ending', () => {
  test.each(['shipment', 'worker', 'rental', 'teammate', 'shipper'])('%p', (word) => {
    expect(FERRIES.correct(word)?.word ?? null).toBeNull();
  });

  test.each([['storage', 'stor'], ['temperature', 'temp'], ['position', 'pos']])('%p still reads as the cut-off %p', (word, cut) => {
    expect(FERRIES.correct(word)?.word ?? null).toBe(cut);
  });
});
