import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('collection: a capitalised word inside the sentence is a name, not a cut-off collection name', () => {
  // an invented container lessor: ports keep their country; "Portugal" starts with the collection name "Port"
  const LESSOR = {
    fields: ['Container_ID', 'Port_ID', 'Port_Name', 'Country', 'Lease_ID', 'Leased_On', 'Daily_Rate'],
    collections: ['Containers', 'Ports', 'Leases'],
  };
  test('"containers stored in Portugal" filters on the country', () => {
    expect(analyze('containers stored in Portugal', LESSOR).analysis.filters).toEqual({ Country: 'Portugal' });
  });

  test('a lower-case longer word still reads as the short collection name', () => {
    const { analysis } = analyze('how many dormitories are there', { fields: ['dorm_id', 'beds'], collections: ['Lodges', 'Dorm'] });
    expect(analysis.collection[0]).toBe('Dorm');
  });
});
