import { describe, expect, test } from 'bun:test';
import { expectFilters, runOnSchema } from './fixtures.ts';

// invented bike hire: rentals keep the person who hired the bike
const RENTALS: readonly [string[], string[]] = [['rental_id', 'renter', 'bike', 'fee', 'rented_on'], ['rentals']];
// invented boatyard: boats with the firm that built them and a hull style
const BOATS: readonly [string[], string[]] = [['boat_id', 'brand', 'hull_style', 'price', 'year'], ['boats']];
// invented pottery shop: vases with a maker and a colour
const VASES: readonly [string[], string[]] = [['vase_id', 'maker', 'colour', 'height', 'price'], ['vases']];
// invented outfitter: scarves with a brand, a colour and a material
const SCARVES: readonly [string[], string[]] = [['scarf_id', 'brand', 'colour', 'material', 'price'], ['scarves']];

describe('"<records> by <name>": the records\' doer without a verb', () => {
  test('a full name or a surname after "by" is kept in the records\' doer field', () => {
    expectFilters('rentals by Tomas Berg', RENTALS, { renter: 'Tomas Berg' }, 'filters.agent-by');
    expectFilters('rentals by Berg', RENTALS, { renter: 'Berg' }, 'filters.agent-by');
    const dated = runOnSchema('rentals by Tomas Berg in 2023', ...RENTALS).analysis.filters as Record<string, unknown>;
    expect(dated.renter).toBe('Tomas Berg');
  });
  test('an embedded maker field does not take the name', () => {
    const schema: readonly [string[], string[]] = [['rentalRef', 'renterName', 'rentedOn', 'totalFee', 'state', 'gear.itemName', 'gear.brand', 'isInsured'], ['rentals']];
    expectFilters('rentals by Tomas Berg', schema, { renterName: 'Tomas Berg' }, 'filters.agent-by');
    expectFilters('rentals by Berg', schema, { renterName: 'Berg' }, 'filters.agent-by');
  });
});

describe('a capitalised word before the records\' noun', () => {
  test('opening the sentence it is capitalised by place, not a maker\'s name', () => {
    expectFilters('Diesel boats', BOATS, { hull_style: 'Diesel' }, '!filters.maker-name');
    expectFilters('Tall vases', VASES, {}, '!filters.maker-name');
  });
  test('opening the sentence before a plain word and the noun it names the maker, unless a field keeps its class', () => {
    expectFilters('Corvane wool scarves', SCARVES, { brand: 'Corvane', material: 'wool' }, 'filters.maker-name');
    expectFilters('Red wool scarves', SCARVES, { material: 'wool' }, '!filters.maker-name');
    expectFilters('Wool scarves', SCARVES, { material: 'wool' }, '!filters.maker-name');
  });
  test('inside the sentence it still names the maker', () => {
    expectFilters('list the Corvane vases', VASES, { maker: 'Corvane' }, 'filters.maker-name');
  });
});

// invented land registry: lots with a grade code, the firm owning them and a town
const LOTS: readonly [string[], string[]] = [['lot_id', 'lot_code', 'grade_code', 'status', 'area_ha', 'owner_company', 'city'], ['lots']];

describe('capitals before the records\' noun', () => {
  test('a class code when no vocabulary knows the word', () => {
    expectFilters('list the BX lots', LOTS, { grade_code: 'BX' }, 'filters.code+capitals-classing-records');
  });
  test('a country or a body a vocabulary knows is no class code', () => {
    expectFilters('UK lots', LOTS, {}, '!filters.code+capitals-classing-records');
    expectFilters('NASA lots', LOTS, {}, '!filters.code+capitals-classing-records');
  });
});
