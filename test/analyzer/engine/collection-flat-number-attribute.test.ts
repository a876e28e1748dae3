import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

// an invented rowing club, sent collection by collection with each name listed once: the crews' seats keep a plain
// oar number, and the sponsors' fields begin at their id right after it
const CLUB = {
  fields: ['_id', 'Rower_ID', 'Name', 'Weight_Kg', 'Boat_ID', 'Hull', 'Launch_Year', 'Seat_ID', 'Stroke_Rate', 'Oar_Number', 'Patron_ID', 'Firm', 'Pledge'],
  collections: ['Rowers', 'Boats', 'Seats', 'Patrons'],
};

describe('field owners of a flat list: a number between plain fields and a named key is a plain field', () => {
  test('the oar number stays with the seats and the patrons begin at their own id', () => {
    const index = buildFieldIndex(CLUB.fields, []);
    const { ownerOf } = fieldOwners(index, CLUB.collections);
    const owner = (name: string) => ownerOf.get(index.byName.get(name)!);
    expect(['Stroke_Rate', 'Oar_Number', 'Patron_ID', 'Firm'].map(owner)).toEqual(['Seats', 'Seats', 'Patrons', 'Patrons']);
  });
});
