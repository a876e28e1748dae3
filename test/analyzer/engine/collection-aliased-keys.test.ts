import { describe, expect, test } from 'bun:test';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { compilePack, GENERIC } from './fixtures.ts';

/** A pack that calls a vehicle by its identification number. */
const MOTORING: SectorPack = { ...GENERIC, id: 'motoring', label: 'Motoring', synonyms: { vehicle: ['vin'] } };

/**
 * Drivers listed first with their embedded repairs, then vehicles keyed by a bare "vin", then workshops: no word of
 * "vin" spells the vehicles, but the pack calls a vehicle by it.
 */
const FIELDS = ['_id', 'licenceNo', 'fullName', 'repairs', 'repairs.cost', 'repairs.workshop_code', 'vin', 'make', 'model', 'workshop_code', 'bays'];
const COLLECTIONS = ['drivers', 'vehicles', 'workshops'];

const ownersWith = (packs: SectorPack[]) => {
  const index = buildFieldIndex(FIELDS, packs.map(compilePack));
  const { ownerOf } = fieldOwners(index, COLLECTIONS);
  return (...names: string[]) => names.map((name) => ownerOf.get(index.byName.get(name)!));
};

describe('a one-word identifier a pack gives for a collection\'s entity marks where its fields begin', () => {
  test('the fields after it belong to that collection', () => {
    expect(ownersWith([MOTORING])('vin', 'make', 'model')).toEqual(['vehicles', 'vehicles', 'vehicles']);
    expect(ownersWith([MOTORING])('bays')).toEqual(['workshops']);
  });

  test('without the pack the same identifier names nothing', () => {
    expect(ownersWith([GENERIC])('make')).not.toEqual(['vehicles']);
  });
});
