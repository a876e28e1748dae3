import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

// an invented ferry line, sent collection by collection with each name listed once: the bookings' key came with the
// booking legs, so the bookings' own fields begin with no key; "bookingTotal" is a booking's amount, no count of them
const FERRY = {
  fields: ['portId', 'portName', 'country', 'bookingLegId', 'bookingId', 'deckSlot', 'legFare', 'boardedAt', 'bookingTotal', 'cabinFee', 'paidVia', 'total_sailings', 'captainName'],
  collections: ['bookingLegs', 'bookings', 'ports', 'ships'],
};

describe('field owners of a flat list: a total after a noun is that record\'s amount', () => {
  test('"bookingTotal" marks the bookings\' fields, "total_sailings" counts and marks nothing', () => {
    const index = buildFieldIndex(FERRY.fields, []);
    const { ownerOf } = fieldOwners(index, FERRY.collections);
    const owner = (name: string) => ownerOf.get(index.byName.get(name)!);
    expect(['legFare', 'bookingTotal', 'cabinFee', 'paidVia'].map(owner)).toEqual(['bookingLegs', 'bookings', 'bookings', 'bookings']);
  });
});
