import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a radio archive: programmes sorted into a bare category; licences with a type named for them
const ARCHIVE = {
  fields: ['programme_id', 'title', 'category', 'airtime_min', 'licence_id', 'licence_type', 'fee_usd'],
  collections: ['programmes', 'licences'],
};

describe('a free word right before a kind qualifies it: the two are one kind', () => {
  test('a bare category takes a qualified noun', () => {
    const { analysis, explanation } = analyze('how many true crime programmes are there', ARCHIVE, { explain: true });
    expect(analysis.filters).toEqual({ category: 'true crime' });
    expect(explanation!.filters.evidence[0]!.rule).toBe('filters.kind-modifier+records-class');
  });

  test('a type named for the records takes it after "of"', () => {
    const { analysis } = analyze('average fee of commercial broadcast licences', ARCHIVE);
    expect(analysis.filters).toEqual({ licence_type: 'commercial broadcast' });
  });

  test('the request verb qualifies nothing', () => {
    expect(analyze('list folk programmes', ARCHIVE).analysis.filters).toEqual({ category: 'folk' });
  });
});
