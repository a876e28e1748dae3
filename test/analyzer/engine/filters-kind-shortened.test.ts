import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented marina: its kind fields written short, the way open-data and back-office tables write them
const MARINA = {
  fields: ['boat_id', 'boat_typ', 'boat_title', 'length_m', 'mooring_id', 'mooring_type_cd', 'mooring_fee'],
  collections: ['boats', 'moorings'],
};

describe('filters: a kind field written short still takes the word before its thing\'s noun (filters.kind-modifier)', () => {
  test('`_typ` is the kind word', () => {
    expect(analyze('how many catamaran boats are there', MARINA).analysis.filters).toEqual({ boat_typ: 'catamaran' });
  });

  test('`_cd` after the kind word is its code', () => {
    expect(analyze('average fee for pontoon moorings', MARINA).analysis.filters).toEqual({ mooring_type_cd: 'pontoon' });
  });
});
