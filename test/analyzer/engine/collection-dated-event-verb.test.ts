import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented locker rental: tenants, the lockers, and the rentals, each rental opened, paid and expiring on a date
const LOCKERS = {
  fields: ['tenant_id', 'tenant_name', 'phone', 'locker_id', 'locker_size', 'floor', 'rental_id', 'opened_on', 'payment_date', 'Expiration_Date', 'fee'],
  collections: ['Tenants', 'Lockers', 'Rentals'],
};
const datedVerb = (prompt: string) => {
  const { analysis, explanation } = analyze(prompt, LOCKERS, { explain: true });
  return [explanation?.collection.evidence.find((e) => e.rule === 'collection.dated-event-verb')?.text, analysis.collection[0]];
};

describe('collection: a verb followed by when it happened names the records keeping that date (collection.dated-event-verb)', () => {
  test.each([
    // the verb's own word opens the date field's name
    ['everything opened in Q2 2023', 'Rentals'],
    // a verb whose event is another noun (paid → payment)
    ['anything paid during March 2023', 'Rentals'],
    // the verb's stem starts the field's event word (expire → Expiration)
    ['which ones expire during 2027?', 'Rentals'],
  ])('%p → %p', (prompt, collection) => {
    expect(datedVerb(prompt)).toEqual([collection, collection]);
  });

  test('records named before the verb keep their place', () => {
    expect(datedVerb('tenants who opened one in 2023')).toEqual([undefined, 'Tenants']);
  });

  test('a word that dates no event says nothing', () => {
    // (though it begins a field's name)
    expect(datedVerb('everything locker in 2023')[0]).toBeUndefined();
  });
});
