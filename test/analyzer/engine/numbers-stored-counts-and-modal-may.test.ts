import { describe, expect, test } from 'bun:test';
import { expectFilters, runOnSchema } from './fixtures.ts';

const BASKETS = (count: string): readonly [string[], string[]] => [['id', 'shopper', count], ['baskets']];

describe('a plain noun after a compared number reaches the one count stored of it', () => {
  test.each(['items_count', 'item_count', 'itemCount', 'number_of_items', 'n_items', 'item_num', 'total_items'])('%p', (count) => {
    expectFilters('baskets holding more than 7 items', BASKETS(count), { [count]: { $gt: 7 } }, '+stored-count');
  });

  test('a question counting the records still filters by the stored count', () => {
    expectFilters('how many baskets have more than 7 items', BASKETS('item_count'), { item_count: { $gt: 7 } }, '+stored-count');
  });

  test('an identifier named after the noun is no count of it', () => {
    expectFilters('baskets holding more than 7 items', BASKETS('item_number'), {}, '!+stored-count');
  });

  test('two counts of the noun leave the choice to the other rules', () => {
    const r = runOnSchema('baskets holding more than 7 items', ['id', 'item_count', 'num_items'], ['baskets']);
    expect(JSON.stringify(r.explanation!.filters.evidence)).not.toContain('+stored-count');
  });
});

describe('"may" after a day and before a verb is the modal', () => {
  const BARGES: readonly [string[], string[]] = [['id', 'berths', 'sailed_on'], ['barges']];
  const timeFrame = (prompt: string) => runOnSchema(prompt, ...BARGES).analysis.timeFrame;

  test('a verb or a modal complement after "10 may" dates nothing', () => {
    expect(timeFrame('barges with berths between 3 and 10 may dock')).toBeNull();
    expect(timeFrame('barges with 10 may be moored')).toBeNull();
    expectFilters('barges with berths between 3 and 10 may dock', BARGES, { berths: { $gte: 3, $lte: 10 } });
  });

  test.each([
    ['barges sailed on 4 may', '05-04'],
    ['barges sailed 4 may', '05-04'],
    ['barges sailed may 4', '05-04'],
    ['barges sailed 4 May 2023', '05-04'],
    ['barges sailed 4 may and later', '05-04'],
  ])('%p is still a date', (prompt, day) => {
    const frame = timeFrame(prompt);
    expect(typeof frame === 'object' && frame?.start).toEndWith(day);
  });
});

describe('"more than N were <participle>" compares how many the records hold', () => {
  const DIGS = (quantity: string): readonly [string[], string[]] => [['id', quantity, 'diggerNo', 'layer_code'], ['digs']];

  test.each(['qty', 'quantity'])('%p, not the digger identifier', (quantity) => {
    expectFilters('digs where more than 12 were unearthed', DIGS(quantity), { [quantity]: { $gt: 12 } }, '+passive-count');
  });

  test('a field named by the participle is the count', () => {
    expectFilters('digs where more than 12 were unearthed', [['id', 'qty', 'shards_unearthed'], ['digs']], { shards_unearthed: { $gt: 12 } }, '+passive-count');
  });

  test('a noun after the number keeps its own reading', () => {
    expectFilters('digs where more than 12 shards were unearthed', [['id', 'qty', 'shard_count'], ['digs']], { shard_count: { $gt: 12 } }, '!+passive-count');
  });
});

describe('a number right after the word heading one field name is a value of that field', () => {
  test('the one field the noun heads', () => {
    expectFilters('open the file for permit 5580013', [['id', 'holder', 'permit_vrn'], ['kennels']], { permit_vrn: 5580013 }, '+name-head');
  });

  test('two fields headed by the noun: neither', () => {
    expectFilters('open the file for permit 5580013', [['id', 'holder', 'permit_vrn', 'permit_issuer'], ['kennels']], {}, '!+name-head');
  });
});

describe('the noun heading a field name takes a number only for an identifier-like field', () => {
  test.each([
    ['rooms on floor 3', ['room_id', 'floor_area', 'rate'], ['rooms']],
    ['cases in week 12', ['case_id', 'week_ending', 'region'], ['cases']],
    ['crates in box 4', ['crate_id', 'box_weight'], ['crates']],
    ['pupils in year 9', ['pupil_id', 'year_enrolled'], ['pupils']],
    ['patients on ward 6', ['patient_id', 'ward_phone'], ['patients']],
    ['seats for row 5', ['seat_id', 'row_price'], ['seats']],
    ['stalls in aisle 2', ['stall_id', 'aisle_label'], ['stalls']],
  ] as const)('%p: a measure, date, price, phone or label keeps no identifier', (prompt, fields, collections) => {
    expectFilters(prompt, [[...fields], [...collections]], {}, '!+name-head');
  });
});

describe('"may" before a participle or a plural noun stays a month', () => {
  const SALES: readonly [string[], string[]] = [['sale_id', 'amount', 'sale_date'], ['sales']];
  const frameStart = (prompt: string, schema: readonly [string[], string[]] = SALES) => {
    const frame = runOnSchema(prompt, ...schema).analysis.timeFrame;
    return typeof frame === 'object' ? frame?.start : frame;
  };
  test.each([
    ['takings 1 may compared with 1 june', '05-01'],
    ['sales made 12 may refunded', '05-12'],
    ['sales 2 may rescheduled', '05-02'],
    ['how many 5 may buyers', '05-05'],
  ])('%p', (prompt, day) => {
    expect(frameStart(prompt)).toEndWith(day);
  });

  test('the day is no amount beside the date', () => {
    expectFilters('takings 1 may compared with 1 june', SALES, {});
  });
});

describe('"more than N were <participle>" takes no unrelated quantity or duration', () => {
  test('a quantity named after something else is not the count done to', () => {
    expectFilters('crashes where more than 2 were hurt', [['crash_id', 'number_of_cars', 'casualties'], ['crashes']], {}, '!+passive-count');
    expectFilters('galas where more than 50 were invited', [['gala_id', 'capacity', 'quantity_tickets'], ['galas']], {}, '!+passive-count');
  });

  test('a field of the participle kept in a unit measures, never counts', () => {
    expectFilters('trains where fewer than 10 were delayed', [['train_id', 'qty_bags', 'delay_minutes'], ['trains']], {}, '!+passive-count');
  });
});
