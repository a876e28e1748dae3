import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: in an of-phrase field name the word before "of" is the head', () => {
  // "date_of_shipment" is a date about shipments, not a shipment field that could hold a code
  const DOCK = { fields: ['shipment_id', 'date_of_shipment', 'weight_of_shipment', 'shipment_kind_code'], collections: ['shipments'] };

  test('a code named by its kind goes to the kind field, not to the of-phrase fields', () => {
    expect(filters('find the shipments of kind "AIR" among all shipments', DOCK)).toEqual({ shipment_kind_code: 'AIR' });
  });
});
