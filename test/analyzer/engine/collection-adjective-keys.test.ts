import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a bakery: the oven word also reads as the batches' link field `Oven_ID`; cakes carry a kind code
const BAKERY = {
  fields: ['Oven_ID', 'Keeper', 'Name', 'batches', 'batches.Oven_ID', 'batches.loaves_baked', 'batches.flour_kg',
    'cake_id', 'cake_type_code', 'cake_weight', 'cake_price'],
  collections: ['oven', 'Cakes'],
};
// a clinic: patients embed their visits, each with a fee and how it was settled
const CLINIC = {
  fields: ['patient_id', 'full_name', 'visits', 'visits.visit_ref', 'visits.fee', 'visits.date_of_visit',
    'visits.settlement_channel_code'],
  collections: ['Patients'],
};

describe('a collection word used as an adjective before the key', () => {
  test('before a kind noun: the kind field of that collection, not the collection link', () => {
    const { analysis, explanation } = analyze('Show the mean price for each cake type', BAKERY, { explain: true });
    expect(analysis.groupBy).toEqual(['cake_type_code']);
    expect(explanation!.groupBy.evidence[0]!.rule).toBe('groupBy.for-each');
  });

  test('before a field named in full, even when the collection word alone reads as a field', () => {
    expect(analyze('the total flour for every oven keeper', BAKERY).analysis.groupBy).toEqual(['Keeper']);
  });

  test('a participle after the collection names no field: the collection is the group', () => {
    expect(analyze('What is the total flour for each oven named Hearth?', BAKERY).analysis.groupBy).toEqual(['Oven_ID']);
  });
});

describe('an object word before a word naming one of its children', () => {
  test('the child holding both words is the key, not any child ending in the object word', () => {
    const { analysis, explanation } = analyze('How many visits were there for each visit settlement?', CLINIC, { explain: true });
    expect(analysis.groupBy).toEqual(['visits.settlement_channel_code']);
    expect(explanation!.groupBy.evidence[0]!.rule).toBe('groupBy.for-each+child-named-after');
  });
});
