import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { analyze, NOW } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: a place no lexicon knows, after a verb that places the record', () => {
  const GUARDS = { fields: ['guard_id', 'given_name', 'family_name', 'contact_email', 'city'], collections: ['guards'] };
  const CAMPS = { fields: ['CampID', 'CampName', 'CampNotes', 'CampLocation'], collections: ['camp'] };
  test.each([
    ['the given names of all guards living in Harrowvale', GUARDS, { city: 'Harrowvale' }],
    ['guards who are based in Quillmouth', GUARDS, { city: 'Quillmouth' }],
    ['the camps located at "QRB"', CAMPS, { CampLocation: 'QRB' }],
    ['camps not situated in "ZZP"', CAMPS, { CampLocation: { $ne: 'ZZP' } }],
  ])('%p', (prompt, schema, expected) => {
    expect(filters(prompt, schema)).toEqual(expected);
  });

  test('a schema without a place field gets no place condition', () => {
    expect(filters('guards living in Harrowvale', { fields: ['guard_id', 'given_name'], collections: ['guards'] })).not.toHaveProperty('guard_id');
  });
});

describe('filters: what someone works as, how something is paid', () => {
  const PEOPLE = { fields: ['full_name', 'age', 'job', 'hometown'], collections: ['people'] };
  const BUYERS = { fields: ['buyer_id', 'buyer_name', 'payment_method'], collections: ['buyers'] };
  test.each([
    ['people who work as plumbers', PEOPLE, { job: 'plumbers' }],
    ['the oldest person working as a florist', PEOPLE, { job: 'florist' }],
    ['buyers that did not pay by Cheque', BUYERS, { payment_method: { $ne: 'Cheque' } }],
  ])('%p', (prompt, schema, expected) => {
    expect(filters(prompt, schema)).toEqual(expected);
  });
});

describe('filters: the key beside a payment field takes no payment value (filters.payment)', () => {
  // an invented bakery's till, read with the built-in packs (which know a `paid` status)
  const engine = createEngine(loadBuiltinRegistry());
  const TILL = { fields: ['_id', 'sale_id', 'payment_id', 'payment_method', 'status', 'amount', 'sold_at'], collections: ['sales'] };

  test('the value goes to the payment field that is no key, and the verb is no status value', () => {
    const result = engine.analyze({ prompt: 'sales paid with voucher', ...TILL }, { now: NOW, explain: true });
    expect(result.analysis.filters).toEqual({ payment_method: 'voucher' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.payment');
  });
});

describe('filters: who moved the goods, said by the verb only', () => {
  // an invented courier depot: parcels with their key, courier and dates
  const DEPOT = { fields: ['_id', 'parcel_id', 'shipment_id', 'courier', 'weight_kg', 'shipped_at'], collections: ['parcels'] };
  test.each([
    ['how many parcels did FedEx ship', { courier: 'FedEx' }],
    ['which parcels does Royal Mail deliver', { courier: 'Royal Mail' }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, DEPOT).analysis.filters).toEqual(expected);
  });
});

describe('filters: of two payment fields, the one of the records paid, else the plainest name (filters.payment)', () => {
  // an invented guesthouse: a guest's usual way of paying beside each booking's own
  const SAVED = { fields: ['guestId', 'fullName', 'defaultPaymentMethod', 'bookingId', 'bookedAt', 'paymentMethod', 'nights'], collections: ['guests', 'bookings'] };
  const OWN = { fields: ['guestId', 'fullName', 'paymentMethod', 'email', 'bookingId', 'guestId', 'bookedAt', 'bookingPaymentMethod', 'nights'], collections: ['guests', 'bookings'] };

  test('the plain `paymentMethod` before a qualified `defaultPaymentMethod`', () => {
    expect(filters('bookings paid with Venmo', SAVED)).toEqual({ paymentMethod: 'Venmo' });
  });

  test('the bookings\' own field before the guests\' plainer one; the guests keep theirs', () => {
    expect(filters('bookings paid with Venmo', OWN)).toEqual({ bookingPaymentMethod: 'Venmo' });
    expect(filters('guests who paid with Venmo', OWN)).toEqual({ paymentMethod: 'Venmo' });
  });

  test('a lone qualified field still takes the value', () => {
    const ONE = { fields: ['guestId', 'fullName', 'defaultPaymentMethod', 'bookingId', 'bookedAt', 'nights'], collections: ['guests', 'bookings'] };
    expect(filters('bookings paid with Venmo', ONE)).toEqual({ defaultPaymentMethod: 'Venmo' });
  });
});

describe('filters: "written in", "taught in", "dubbed in" give a language, though the word names a people too (filters.language)', () => {
  // an invented audiobook shop: titles keep their language, narrators their nationality
  const SHOP = { fields: ['titleId', 'title', 'language', 'runtimeMin', 'narratorId', 'narratorName', 'nationality'], collections: ['titles', 'narrators'] };

  test('"titles written in German" → `language`', () => {
    const explained = analyze('average runtime of titles written in German', SHOP, { explain: true });
    expect(explained.analysis.filters).toEqual({ language: 'German' });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.language']);
  });

  test('a place after the verb is no language', () => {
    expect(filters('titles recorded in Berlin', SHOP)).not.toHaveProperty('language');
  });

  test('a value no language lexicon lists is no language, though no place field takes it', () => {
    // an invented night school and film crew: each keeps a language, neither a room or place
    const SCHOOL = { fields: ['courseId', 'courseName', 'language', 'credits'], collections: ['courses'] };
    const CREW = { fields: ['sceneId', 'sceneTitle', 'language', 'minutes'], collections: ['scenes'] };
    expect(filters('courses taught in Room B', SCHOOL)).not.toHaveProperty('language');
    expect(filters('scenes filmed in Iceland', CREW)).not.toHaveProperty('language');
    expect(filters('courses taught in Welsh', SCHOOL)).toEqual({ language: 'Welsh' });
  });
});
