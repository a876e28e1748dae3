import { describe, expect, test } from 'bun:test';
import { expectFilters, filterEvidence as rules, runOnSchema as run } from './fixtures.ts';

/** Lockers key parcels' ends: a parcel is handed in at one locker and fetched from another. */
const PARCEL_FIELDS = ['_id', 'locker_id', 'locker_name', 'street', 'parcel_id', 'handin_locker_id', 'dropoff_locker_id', 'weight_g', 'sent_at'];
const PARCEL_COLLECTIONS = ['lockers', 'parcels'];
/** Ferry crossings keep the dock they leave and the dock they reach. */
const CROSSING_FIELDS = ['_id', 'dock_id', 'dock_name', 'crossing_id', 'depart_dock_id', 'arrive_dock_id', 'sailed_at'];
const CROSSING_COLLECTIONS = ['docks', 'crossings'];
/** Pupils keep a school-issued number and a grade; homerooms are their own records. */
const PUPIL_FIELDS = ['_id', 'pupil_number', 'full_name', 'grade', 'reason_code', 'homeroom_id', 'room_label'];
const PUPIL_COLLECTIONS = ['pupils', 'homerooms'];
/** Products keep a top-level sku; baskets list their lines, each with the sku of a product. */
const BASKET_FIELDS = ['_id', 'sku', 'title', 'price', 'stock', 'supplierId', 'basketNo', 'customerId', 'lines.sku', 'lines.qty', 'openedAt', 'firstName', 'email'];
const BASKET_COLLECTIONS = ['customers', 'products', 'baskets'];
/** Fossils keep a catalogue number (and the collectors and sites are records of their own). */
const FOSSIL_FIELDS = ['_id', 'CatalogueNumber', 'Species', 'FoundYear', 'CollectorID', 'FirstName', 'LastName', 'Country', 'SiteID', 'SiteName', 'Region'];
const FOSSIL_COLLECTIONS = ['Collectors', 'Fossils', 'Sites'];
/** Barges keep the port they leave from and the port they sail to. */
const BARGE_FIELDS = ['_id', 'barge_name', 'origin_port', 'destination_port', 'tonnage', 'loaded_on'];
/** Rentals keep the depot a van is taken from and the one it is brought back to. */
const RENTAL_FIELDS = ['_id', 'depot_id', 'depot_name', 'city', 'rental_id', 'pickup_depot_id', 'dropoff_depot_id', 'pickup_at', 'fare'];
/** Households embed the drops made at them, each keeping the courier's key; couriers are records of their own. */
const DROP_FIELDS = ['_id', 'household_id', 'street', 'postcode', 'drops.drop_id', 'drops.courier_id', 'drops.parcels', 'courier_id', 'full_name', 'van_plate'];
const DROP_COLLECTIONS = ['households', 'couriers'];

describe('a code after an entity noun goes to the key kept in the role the question says', () => {
  test('a participle says the role: the departing dock', () => {
    expectFilters('crossings that departed at dock DK-7', [CROSSING_FIELDS, CROSSING_COLLECTIONS], { depart_dock_id: 'DK-7' }, 'filters.code+role-said');
  });
  test('a phrasal verb says the role as one word: dropped off → dropoff', () => {
    const r = run('parcels dropped off at locker LK-31', PARCEL_FIELDS, PARCEL_COLLECTIONS);
    expect(r.analysis.filters).toMatchObject({ dropoff_locker_id: 'LK-31' });
    expect(r.analysis.filters).not.toHaveProperty('locker_id');
  });
  test('no role said: the entity keeps its own key', () => {
    expectFilters('crossings at dock DK-7', [CROSSING_FIELDS, CROSSING_COLLECTIONS], { dock_id: 'DK-7' }, '!+role-said');
  });
});

describe('an attribute named before "of" and a code is asked of the record the code keys', () => {
  test('the grade of a pupil code filters the pupil key, not the grade', () => {
    expectFilters('what is the grade of PUP-0042', [PUPIL_FIELDS, PUPIL_COLLECTIONS], { pupil_number: 'PUP-0042' }, '+attribute-asked-of');
  });
  test('a code field named before "of" keeps the code as its value', () => {
    expectFilters('pupils with a reason code of K4B', [PUPIL_FIELDS, PUPIL_COLLECTIONS], { reason_code: 'K4B' });
  });
});

describe('a word naming a field before a code after "containing" is no affix', () => {
  test('baskets containing a sku filter their lines, with no pattern on another field', () => {
    expectFilters('baskets containing SKU MUG-77', [BASKET_FIELDS, BASKET_COLLECTIONS], { 'lines.sku': 'MUG-77' });
  });
  test('a short upper-case affix after "containing" is still one', () => {
    const r = run('products whose title is containing TN', BASKET_FIELDS, BASKET_COLLECTIONS);
    expect(JSON.stringify(r.analysis.filters)).toContain('TN');
  });
});

describe('a code after a collection noun that names no key is the collection\'s own key', () => {
  test('a dotted number after the noun is the catalogue number', () => {
    expectFilters('fossil 1998.214.3', [FOSSIL_FIELDS, FOSSIL_COLLECTIONS], { CatalogueNumber: '1998.214.3' }, '+collections-own-key');
  });
  test('with two keys of its own the collection names none', () => {
    const r = run('fossil 1998.214.3', [...FOSSIL_FIELDS.slice(0, 3), 'DrawerCode', ...FOSSIL_FIELDS.slice(3)], FOSSIL_COLLECTIONS);
    expect(rules(r)).not.toContain('+collections-own-key');
  });
});

describe('a place before "to", right after the records, is where the route starts', () => {
  test('both ends are read', () => {
    const r = run('barges Rotterdam to Basel', BARGE_FIELDS, ['barges']);
    expect(r.analysis.filters).toEqual({ origin_port: 'Rotterdam', destination_port: 'Basel' });
    expect(rules(r)).toContain('filters.route-start+before-to');
  });
  test('a place after a verb and "to" is only the end', () => {
    const r = run('barges heading to Basel', BARGE_FIELDS, ['barges']);
    expect(r.analysis.filters).not.toHaveProperty('origin_port');
  });
});

describe('a group over a collection whose link is kept in roles: the role said before it', () => {
  test('by pickup depot groups on the pickup link, though a pickup time is kept too', () => {
    const r = run('average fare by pickup depot', RENTAL_FIELDS, ['depots', 'rentals']);
    expect(r.analysis.groupBy).toEqual(['pickup_depot_id']);
  });
  test('by depot alone keeps the depot link', () => {
    const r = run('average fare by depot', RENTAL_FIELDS, ['depots', 'rentals']);
    expect(r.analysis.groupBy).not.toContain('dropoff_depot_id');
  });
});

describe('in an object question the entity after the auxiliary acts on the records asked, which keep its key', () => {
  test('which homes did a courier serve: the drops keep the courier key', () => {
    expectFilters('which homes did courier CR-88 serve', [DROP_FIELDS, DROP_COLLECTIONS], { 'drops.courier_id': 'CR-88' }, '+asked-records-reference');
  });
  test('the courier named alone keeps its own key', () => {
    expectFilters('show courier CR-88', [DROP_FIELDS, DROP_COLLECTIONS], { courier_id: 'CR-88' });
  });
});

describe('a key copy the records named before the entity keep stays theirs', () => {
  test('households named before the courier keep the drops copy', () => {
    expectFilters('households that courier CR-88 served', [DROP_FIELDS, DROP_COLLECTIONS], { 'drops.courier_id': 'CR-88' });
  });
});
