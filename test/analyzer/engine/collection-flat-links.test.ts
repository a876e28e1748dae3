import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { analyze } from './fixtures.ts';

/**
 * A flat relational schema sent collection by collection, each name listed once: a bakery's staff carry links to
 * their shop and their role before the shops' own fields come; the ovens' log keeps a generic id.
 */
const BAKERY_FIELDS = [
  '_id', 'bakerNumber', 'kioskId', 'givenName', 'startedOn', 'ovenId', 'mixerId', 'shiftPattern', 'hourlyWage',
  'kioskName', 'street', 'seats',
  'ovenName', 'maxTempC',
  'batch_item_id', 'recipe_id', 'loaves', 'proofMinutes', 'recipe_title', 'flourKg',
  'log_id', 'coreTempC', 'loggedAt',
];
const BAKERY_COLLECTIONS = ['bakers', 'batch_items', 'mixers', 'oven_logs', 'ovens', 'recipes', 'kiosks'];

const owners = (fields = BAKERY_FIELDS, collections = BAKERY_COLLECTIONS) => {
  const index = buildFieldIndex(fields, []);
  const { ownerOf } = fieldOwners(index, collections);
  return (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
};

describe('field owners in a flat relational schema', () => {
  test('links listed among a record\'s fields, right after its own key or past another link, do not start those collections', () => {
    const owner = owners();
    expect(owner('kioskId')).toBe('bakers');
    expect(owner('givenName')).toBe('bakers');
    expect(owner('ovenId')).toBe('bakers');
    expect(owner('mixerId')).toBe('bakers');
    expect(owner('hourlyWage')).toBe('bakers');
    expect(owner('street')).toBe('kiosks');
    expect(owner('maxTempC')).toBe('ovens');
  });

  test('a link right after a record\'s own id stays with that record; the longest collection name a field spells wins', () => {
    const owner = owners();
    expect(owner('batch_item_id')).toBe('batch_items');
    expect(owner('recipe_id')).toBe('batch_items');
    expect(owner('proofMinutes')).toBe('batch_items');
    expect(owner('flourKg')).toBe('recipes');
  });

  test('a field spelling two collection names names the longer one', () => {
    const owner = owners(['batch_id', 'flour', 'batch_item_id', 'loaves'], ['batch_items', 'batches']);
    expect(owner('flour')).toBe('batches');
    expect(owner('loaves')).toBe('batch_items');
  });

  test('an id named by the kind word that ends one collection\'s name starts that collection', () => {
    expect(owners()('coreTempC')).toBe('oven_logs');
  });

  test('a collection\'s own id first and its other naming fields later is no link', () => {
    const owner = owners(['kiln_id', 'glaze', 'kiln_label', 'potter_id', 'potter_label', 'clay'], ['kilns', 'potters']);
    expect(owner('glaze')).toBe('kilns');
    expect(owner('clay')).toBe('potters');
  });

  test('a nested path listed without its parent belongs to the record listed around it', () => {
    const fields = ['hive_id', 'queenAge', 'frames', 'frames.frame_id', 'frames.brood', 'inspection.temp.inside', 'inspection.calm', 'keeper_id', 'keeper_phone'];
    const owner = owners(fields, ['hives', 'keepers']);
    expect(owner('inspection.temp.inside')).toBe('hives');
    expect(owner('inspection.calm')).toBe('hives');
    expect(owner('keeper_phone')).toBe('keepers');
  });
});

describe('collection: fields the filters read from values', () => {
  test('a value tied to a field the question does not name votes for the field\'s collection', () => {
    const { analysis } = analyze('sourdough shifts paid over 30 an hour', { fields: BAKERY_FIELDS, collections: BAKERY_COLLECTIONS });
    expect(analysis.filters).toHaveProperty('hourlyWage');
    expect(analysis.collection[0]).toBe('bakers');
  });
});

describe('collection names with a head that only says the records are logged', () => {
  const GREENHOUSE = { fields: ['_id', 'plant_id', 'species', 'log_id', 'litres', 'watered_at'], collections: ['plants', 'watering_logs'] };

  test('the words before the head name the collection', () => {
    expect(analyze('watering of plant 12', GREENHOUSE).analysis.collection[0]).toBe('watering_logs');
  });
});

describe('a collection named as the key of the groups', () => {
  const HOTEL = { fields: ['_id', 'porter_id', 'wing_id', 'full_name', 'tips', 'wing_name', 'floors'], collections: ['porters', 'wings'] };

  test('is not the subject when the records grouped point at it', () => {
    const { analysis } = analyze('average tips per wing', HOTEL);
    expect(analysis.groupBy).toEqual(['wing_id']);
    expect(analysis.collection[0]).toBe('porters');
  });
});

describe('a collection named as the key of the groups, its id listed with its own fields', () => {
  const INN = { fields: ['_id', 'cabin_id', 'floor', 'beds', 'sojourn_id', 'nights', 'rating'], collections: ['cabins', 'sojourns'] };

  test('is not the subject when the measure accumulated lives in other records', () => {
    const { analysis } = analyze('average rating per cabin', INN);
    expect(analysis.groupBy).toEqual(['cabin_id']);
    expect(analysis.collection[0]).toBe('sojourns');
  });
});

describe('a link right after a record\'s own number', () => {
  test('stays with that record when more of its plain fields follow', () => {
    const owner = owners(['_id', 'ticketNumber', 'visitorId', 'section', 'pricePaid', 'fullName', 'birthTown'], ['tickets', 'visitors']);
    expect(owner('visitorId')).toBe('tickets');
    expect(owner('pricePaid')).toBe('tickets');
  });
});

describe('the first id after a document\'s nested records', () => {
  test('starts the next collection, and a field naming a third one right after it is a link', () => {
    const fields = ['_id', 'horse_id', 'breed', 'feeds', 'feeds.grain', 'feeds.kg', 'ride_id', 'instructor_email', 'arena', 'starts_at', 'ride_fee'];
    const owner = owners(fields, ['horses', 'instructors', 'rides']);
    expect(owner('ride_id')).toBe('rides');
    expect(owner('instructor_email')).toBe('rides');
    expect(owner('arena')).toBe('rides');
  });

  test('an id with a qualifier before the collection it spells is a link wherever it is listed, not that collection\'s key', () => {
    const owner = owners(
      ['hiveId', 'apiary.region', 'queenAge', 'leadKeeperId', 'inspections', 'inspections.mites', 'keeperId', 'licence'],
      ['hives', 'keepers'],
    );
    expect(owner('leadKeeperId')).toBe('hives');
    expect(owner('inspections.mites')).toBe('hives');
    expect(owner('licence')).toBe('keepers');
  });
});

/** An invented boarding kennel: the boarders' fields come first and name no collection; every later run names its own. */
const KENNEL_FIELDS = [
  'badge', 'petName', 'coatColor', 'stays.stayId', 'stays.checkedIn', 'stays.penCode', 'stays.nightsBooked',
  'penCode', 'penSize', 'heated', 'groomerId', 'groomerName', 'rate', 'invoiceId', 'invoicedAt', 'total',
];
const KENNEL_COLLECTIONS = ['boarders', 'groomers', 'invoices', 'pens'];

describe('field owners: the leading run that names no collection', () => {
  test('is the one collection no later run names, when two runs or more name theirs', () => {
    const owner = owners(KENNEL_FIELDS, KENNEL_COLLECTIONS);
    const read = ['badge', 'stays.nightsBooked', 'penSize', 'groomerName'].map(owner);
    expect(read).toEqual(['boarders', 'boarders', 'pens', 'groomers']);
  });

  test('stays without an owner when only one later run names its collection', () => {
    const owner = owners(['badge', 'petName', 'penCode', 'penSize'], ['boarders', 'pens']);
    expect(owner('badge')).toBeUndefined();
    expect(owner('penSize')).toBe('pens');
  });
});
