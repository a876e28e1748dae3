import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a radio archive: programmes sorted into a bare category; licences with a type named for them
const ARCHIVE = {
  fields: ['programme_id', 'title', 'category', 'airtime_min', 'licence_id', 'licence_type', 'fee_usd'],
  collections: ['programmes', 'licences'],
};

describe('a free word right before a kind qualifies it: the two are one kind', () => {
  test('a bare category takes a qualified noun', () => {
    const { analysis, explanation } = analyze('how many radio drama programmes are there', ARCHIVE, { explain: true });
    expect(analysis.filters).toEqual({ category: 'radio drama' });
    expect(explanation!.filters.evidence[0]!.rule).toBe('filters.kind-modifier+records-class');
  });

  test('a type named for the records takes it after "of"', () => {
    const { analysis } = analyze('average fee of commercial broadcast licences', ARCHIVE);
    expect(analysis.filters).toEqual({ licence_type: 'commercial broadcast' });
  });

  test.each(['list folk programmes', 'please fetch folk programmes'])('%p: the request verb qualifies nothing', (prompt) => {
    expect(analyze(prompt, ARCHIVE).analysis.filters).toEqual({ category: 'folk' });
  });

  test.each(['get late jazz programmes', 'find weekly news programmes', 'get mostly jazz programmes'])('%p: a word saying when or how often is no part of a kind', (prompt) => {
    expect(Object.values(analyze(prompt, ARCHIVE).analysis.filters).join(' ')).not.toContain(' ');
  });
});

// a scooter shop: scooters keep a type named for them and a colour
const SHOP = { fields: ['scooter_id', 'model', 'scooter_type', 'colour', 'price'], collections: ['scooters'] };

describe('a qualified kind whose last word the dictionary classes under another field is that field\'s', () => {
  test('a colour word after a qualifier stays a colour', () => {
    expect(analyze('how many bright red scooters', SHOP).analysis.filters).toEqual({ colour: 'red' });
  });
});
