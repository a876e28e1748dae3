import { describe, expect, test } from 'bun:test';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { schemaFacts } from '../../../plugins/analyzer/engine/schema-memo.ts';
import { runOnSchema as run } from './fixtures.ts';

const registry = loadBuiltinRegistry();

/** The owner of each named field once the list is read and collections with no field are filled. */
const ownersIn = (fields: string[], collections: string[]) => {
  const { index, owners } = schemaFacts(registry, fields, collections);
  return (...names: string[]) => names.map((name) => owners.ownerOf.get(index.byName.get(name)!) ?? null);
};

/**
 * A climbing gym listed with every name once: its members (with their home studio), then the studios, whose key was
 * never listed, then the class bookings, whose fields name their collection by its first word.
 */
const GYM = {
  fields: ['_id', 'memberId', 'firstName', 'lastName', 'email', 'homeStudioId', 'joinedOn', 'tier', 'skills', 'name', 'city', 'wallCount', 'openedOn', 'classType', 'classDate', 'seatNo', 'attended'],
  collections: ['classBookings', 'members', 'studios'],
};

/** A bus depot: runs, then with no key of their own (listed with the runs already) the buses and the drivers. */
const BUS = {
  fields: ['_id', 'runId', 'busId', 'driverId', 'departsAt', 'routeCode', 'passengers', 'fleetNumber', 'builtYear', 'seats', 'depotCode', 'firstName', 'lastName', 'licensedOn'],
  collections: ['buses', 'drivers', 'runs'],
};

/** A fuel co-op's lookup of grades listed first with no field naming it whole, then the depots. */
const FUEL = {
  fields: ['fuel_ref', 'fuel_description', 'octane', 'Deliveries', 'Deliveries.delivery_id', 'Deliveries.litres', 'depot_id', 'depot_name', 'town', 'tank_count'],
  collections: ['Depots', 'Fuel_Grades'],
};

describe('a collection with no field takes the block its key-less fields open (ownership-fill)', () => {
  test('a field opening with the first word of its name begins its block (rule: fill-by-name-opening)', () => {
    expect(ownersIn(GYM.fields, GYM.collections)('classType', 'classDate', 'seatNo', 'attended')).toEqual(['classBookings', 'classBookings', 'classBookings', 'classBookings']);
  });
  test('in a run no collection has, the opening begins the block wherever it stands', () => {
    expect(ownersIn(FUEL.fields, FUEL.collections)('fuel_description', 'octane', 'Deliveries.litres', 'town')).toEqual(['Fuel_Grades', 'Fuel_Grades', 'Fuel_Grades', 'Depots']);
    // (a reference before it, though its first word opens the same name, may point anywhere: left as it was)
    expect(ownersIn(FUEL.fields, FUEL.collections)('fuel_ref')).toEqual([null]);
  });
  test('a record name past the first fields of a run begins the one collection left with none (rule: fill-at-record-name)', () => {
    expect(ownersIn(GYM.fields, GYM.collections)('name', 'city', 'wallCount', 'openedOn')).toEqual(['studios', 'studios', 'studios', 'studios']);
    expect(ownersIn(GYM.fields, GYM.collections)('firstName', 'tier')).toEqual(['members', 'members']);
  });
  test("a person's first name begins the one collection of people with none", () => {
    expect(ownersIn(BUS.fields, BUS.collections)('firstName', 'lastName', 'licensedOn')).toEqual(['drivers', 'drivers', 'drivers']);
    // (the buses' fields open with no cue: left as they were)
    expect(ownersIn(BUS.fields, BUS.collections)('fleetNumber', 'seats')).toEqual([null, null]);
  });
  test('the question then reads from the block', () => {
    expect(run('average wall count per city', GYM.fields, GYM.collections).analysis.collection[0]).toBe('studios');
    expect(run('which seats were attended', GYM.fields, GYM.collections).analysis.collection[0]).toBe('classBookings');
  });
  test("a cue among a run's first fields is the record's own (RUN_BEFORE_CUE)", () => {
    // `tierLevel` opens TierChanges' name, but stands fourth among the subscribers' fields
    const fields = ['_id', 'subscriberId', 'oldTier', 'newTier', 'tierLevel', 'startDate', 'planCode'];
    expect(ownersIn(fields, ['subscribers', 'tierChanges'])('tierLevel', 'startDate')).toEqual(['subscribers', 'subscribers']);
  });
  test('a field that spells another collection whole opens no block, whatever its first word opens', () => {
    // `payDriverBand` opens payouts by "pay" but names the drivers whose fields are being listed
    const fields = ['_id', 'driverId', 'fullName', 'licenceNo', 'vanPlate', 'payDriverBand', 'zone'];
    expect(ownersIn(fields, ['drivers', 'payouts'])('payDriverBand', 'zone')).toEqual(['drivers', 'drivers']);
  });
  test('a name goes to no collection the list never points at (one the caller sent no field of)', () => {
    const fields = ['_id', 'employeeId', 'firstName', 'lastName', 'email', 'phone', 'title', 'salary', 'hiredOn'];
    expect(ownersIn(fields, ['employees', 'trainings'])('title', 'salary')).toEqual(['employees', 'employees']);
  });
  test('an embedded list named like the empty collection holds its records inside another document: no opening', () => {
    const fields = ['_id', 'customerId', 'fullName', 'email', 'tier', 'signedUpOn', 'orderItems', 'orderItems.sku', 'orderItems.qty'];
    expect(ownersIn(fields, ['customers', 'orderArchive'])('orderItems', 'orderItems.sku')).toEqual(['customers', 'customers']);
  });
  test('nothing moves when every collection has a field', () => {
    const fields = ['_id', 'memberId', 'firstName', 'lastName', 'email', 'tier', 'name', 'studioId', 'city', 'wallCount'];
    expect(ownersIn(fields, ['members', 'studios'])('name', 'city')).toEqual(['members', 'studios']);
  });
});
