import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// regions embed their stores and each store's shipments; warehouses embed shipments of their own
const DEPOTS = {
  fields: ['region_name', 'budget', 'stores', 'stores.store_id', 'stores.store_name', 'stores.shipments', 'stores.shipments.shipment_id',
    'stores.shipments.month', 'stores.shipments.carrier', 'warehouse_id', 'capacity', 'shipments', 'shipments.shipment_id',
    'shipments.month', 'shipments.carrier'],
  collections: ['regions', 'warehouses'],
};

describe('a group key is read in the documents of the collection queried', () => {
  test('a nested key another collection embeds is read as the copy the queried documents embed', () => {
    const { analysis } = analyze('Count the stores for each carrier.', DEPOTS);
    expect(analysis.collection[0]).toBe('regions');
    expect(analysis.groupBy).toEqual(['stores.shipments.carrier']);
  });

  test('a ranked group reads its key there too', () => {
    expect(analyze('Which carrier serves the most stores?', DEPOTS).analysis.groupBy).toEqual(['stores.shipments.carrier']);
  });

  test('a key the queried collection keeps itself stays', () => {
    const { analysis } = analyze('Count the warehouse shipments per carrier.', DEPOTS);
    expect(analysis.collection[0]).toBe('warehouses');
    expect(analysis.groupBy).toEqual(['shipments.carrier']);
  });
});

// farms keep a top-level `county`; each pen's feedings keep a `county` of their own
const PENS = {
  fields: ['farm_name', 'county', 'acreage', 'pen_number', 'capacity', 'feedings', 'feedings.feeding_id', 'feedings.county', 'feedings.fed_on'],
  collections: ['pens', 'farms'],
};

// harbours keep the shipments they send and, inside each quay, the shipments it loads
const HARBOURS = {
  fields: ['harbour_name', 'shipments', 'shipments.shipment_id', 'shipments.carrier', 'quays', 'quays.quay_id', 'quays.shipments',
    'quays.shipments.shipment_id', 'quays.shipments.carrier', 'pilot_id', 'pilot_name'],
  collections: ['harbours', 'pilots'],
};

describe('a key of the collection queried', () => {
  test('is not moved to a deeper copy in the same documents', () => {
    const { analysis } = analyze('Count the shipments per carrier.', HARBOURS);
    expect(analysis.collection[0]).toBe('harbours');
    expect(analysis.groupBy).toEqual(['shipments.carrier']);
  });
});

describe('a top-level key is left as it is', () => {
  test('an attribute kept at the top level is not moved into embedded records', () => {
    const { analysis } = analyze('How many pens are there in each county?', PENS);
    expect(analysis.collection[0]).toBe('pens');
    expect(analysis.groupBy).toEqual(['county']);
  });
});

// regions embed shipments under their stores and again under their depots; warehouses keep shipments of their own
const TWO_COPIES = {
  fields: ['region_name', 'stores', 'stores.store_id', 'stores.shipments', 'stores.shipments.shipment_id', 'stores.shipments.carrier',
    'depots', 'depots.depot_id', 'depots.shipments', 'depots.shipments.shipment_id', 'depots.shipments.carrier', 'warehouse_id',
    'capacity', 'shipments', 'shipments.shipment_id', 'shipments.carrier'],
  collections: ['regions', 'warehouses'],
};

describe('a key the queried documents embed twice', () => {
  test('is not read as either copy', () => {
    const { analysis } = analyze('Count the stores for each carrier.', TWO_COPIES);
    expect(analysis.collection[0]).toBe('regions');
    expect(analysis.groupBy).toEqual(['shipments.carrier']);
  });
});
