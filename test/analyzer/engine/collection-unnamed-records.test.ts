import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A pottery sent flat: kilns, and the firings of pieces, each kept with when it was fired (the kiln's key listed once). */
const POTTERY = {
  fields: ['kiln_id', 'kiln_label', 'max_temp_c', 'firing_id', 'fired_at', 'piece_count', 'glaze'],
  collections: ['kilns', 'firings'],
};

/** A glass recycler sent flat: pickups of bottles keeping a pointer at their depot, then depots (their key unlisted). */
const RECYCLER = {
  fields: ['_id', 'pickup_id', 'depot_id', 'tonnes', 'picked_on', 'driver_name', 'depot_town', 'bins', 'opened_on'],
  collections: ['depots', 'pickups'],
};

/**
 * An orchard sent flat, block by block: sprays (keeping the tag of the tree sprayed, the tree's key listed only there),
 * trees, orchards.
 */
const ORCHARD = {
  fields: ['_id', 'spray_ref', 'tree_code', 'chemical', 'litres', 'sprayed_on', 'sprayed_by', 'orchard_ref', 'variety', 'certified_on', 'status', 'orchard_name', 'county', 'acreage'],
  collections: ['orchards', 'sprays', 'trees'],
};

/** A shop till sent flat: orders keeping their customer's code (the customer's key listed only there), then customers. */
const TILL = {
  fields: ['_id', 'order_no', 'customer_code', 'order_total', 'placed_on', 'customer_name', 'city'],
  collections: ['orders', 'customers'],
};

const rulesOf = (prompt: string, schema: typeof POTTERY) => analyze(prompt, schema, { explain: true }).explanation?.collection.evidence.map((e) => e.rule);

describe('records listed as what a verb did from or during an identified record (collection.event-verb-of-identified)', () => {
  test('the verb\'s event date is kept by other records than the one identified: those are listed', () => {
    expect(analyze('everything fired in kiln 12', POTTERY).analysis.collection[0]).toBe('firings');
    expect(analyze('what was fired during kiln 12?', POTTERY).analysis.collection[0]).toBe('firings');
    expect(rulesOf('everything fired in kiln 12', POTTERY)).toContain('collection.event-verb-of-identified');
  });

  test('no record identified after the verb, or no verb: the records named stand', () => {
    expect(rulesOf('everything fired in kilns', POTTERY)).not.toContain('collection.event-verb-of-identified');
    expect(analyze('show kiln 12', POTTERY).analysis.collection[0]).toBe('kilns');
  });
});

describe('a plural word the schema does not say, before a record identified, asks of that record', () => {
  // a word of the asker's own may name the pointing records ("hauls") or anything about the record (its photos, its
  // contacts): nothing tells the two apart, so the record identified stands
  test.each([
    'what are the coordinates of depot 31',
    'show the opening hours for depot 31',
    'list the contacts for depot 31',
    'show neighbours of depot 31',
    'photos of depot 31',
    'hauls for depot 31',
  ])('%s', (prompt) => {
    expect(analyze(prompt, RECYCLER).analysis.collection[0]).toBe('depots');
  });
});

describe('an identifier of a key whose words name one collection (collection.identified-by-named-key)', () => {
  test('a key listed under other records still picks out the records it names', () => {
    const analysis = analyze('show sapling TR-0412', ORCHARD).analysis;
    expect(analysis.filters).toEqual({ tree_code: 'TR-0412' });
    expect(analysis.collection[0]).toBe('trees');
    expect(rulesOf('show sapling TR-0412', ORCHARD)).toContain('collection.identified-by-named-key');
  });

  test('not after a word leading a reference, nor with records named', () => {
    expect(rulesOf('chemicals sprayed on TR-0412', ORCHARD)).not.toContain('collection.identified-by-named-key');
    expect(rulesOf('sprays of tree TR-0412', ORCHARD)).not.toContain('collection.identified-by-named-key');
  });

  test('not when a collection\'s name is said inside a field mention', () => {
    // "orders total" is read as the field `order_total`: the orders are still the records asked for
    expect(analyze('CU-0412 orders total', TILL).analysis.collection[0]).toBe('orders');
    expect(rulesOf('CU-0412 orders total', TILL)).not.toContain('collection.identified-by-named-key');
  });
});

describe('a noun in -ication names the event its verb in -y dates (collection.dated-event-verb)', () => {
  test('"certifications" reads the records keeping `certified_on`', () => {
    expect(analyze('organic certifications in 2023', ORCHARD).analysis.collection[0]).toBe('trees');
    expect(rulesOf('organic certifications in 2023', ORCHARD)).toContain('collection.dated-event-verb');
  });

  test('a noun whose verb no date field begins says nothing', () => {
    expect(rulesOf('organic publications in 2023', ORCHARD)).not.toContain('collection.dated-event-verb');
  });
});
