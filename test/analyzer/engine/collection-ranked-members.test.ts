import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented pottery co-op written in short field names, whose keys to group by the question's words do not find
const POTTERY = {
  fields: ['ptr_id', 'ptr_nm', 'glaze_cd', 'studio_no', 'Wage_K', 'yrs_exp', 'studio_nm', 'bldg', 'num_wheels', 'sale_id', 'cust_id', 'sale_dt', 'Price_USD'],
  collections: ['Potter', 'Sale', 'Studio'],
};
const KILNS = {
  fields: ['kln_id', 'site_cd', 'city', 'Temp_C', 'fuel_cd', 'fuel_nm', 'supplier_city', 'Cost_Millions'],
  collections: ['Fuel', 'Kiln'],
};

test('"which <group> has the most <records>" reads the records counted, even when no key to group by was found', () => {
  expect(analyze('Which studio has the most potters?', POTTERY).analysis.collection[0]).toBe('Potter');
  expect(analyze('which fuel feeds the most kilns', KILNS).analysis.collection[0]).toBe('Kiln');
});
