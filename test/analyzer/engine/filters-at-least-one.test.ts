import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: "at least one X" of related records is no condition on a number', () => {
  const LIBRARY = {
    fields: ['reader_id', 'name', 'joined_year', 'loans', 'loans.loan_id', 'loans.fee', 'badges', 'badges.wins', 'badges.text', 'num_reviews'],
    collections: ['readers'],
  };

  test('an embedded list of records: relating them is the condition', () => {
    expect(filters('readers with at least one loan', LIBRARY)).toEqual({});
  });

  test('a field that counts them keeps the comparison', () => {
    expect(filters('readers with at least one review', LIBRARY)).toEqual({ num_reviews: { $gte: 1 } });
  });

  test('an object of measures keeps the comparison', () => {
    expect(filters('readers with at least one badge', LIBRARY)).toEqual({ 'badges.wins': { $gte: 1 } });
  });

  const SHIPPING = {
    fields: ['client_id', 'name', 'country', 'Shipments', 'Shipments.shipment_id', 'Shipments.client_id', 'Shipments.total', 'Shipments.sent_on'],
    collections: ['clients'],
  };

  test('a measure of the related records themselves counts none of them', () => {
    expect(filters('clients in Peru with at least one shipment', SHIPPING)).toEqual({ country: 'Peru' });
  });

  test('"one or more" of them says the same', () => {
    expect(filters('names of clients who have one or more shipments', SHIPPING)).toEqual({});
  });
});
