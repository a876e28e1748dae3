import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

/**
 * A beekeeping co-op's tables moved from SQL as they were, each name listed once: an inspection's own id, then its
 * links (a keeper's id, a lookup table's code), then its own fields; the keepers' and the lookup's fields come later.
 */
const FIELDS = ['_id', 'HiveID', 'HiveLabel', 'InspectionID', 'KeeperID', 'WeatherCode', 'InspectionDate', 'MitesCounted', 'FirstName', 'LastName'];
const COLLECTIONS = ['Hives', 'Inspections', 'Keepers', 'Ref_Weather_Types'];

describe('field owners: keys right after a record\'s own id are its links', () => {
  test('the id and the keys after it start the records they are listed with', () => {
    const index = buildFieldIndex(FIELDS, []);
    const { ownerOf } = fieldOwners(index, COLLECTIONS);
    const owner = (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
    expect(owner('HiveLabel')).toBe('Hives');
    expect(owner('InspectionID')).toBe('Inspections');
    expect(owner('KeeperID')).toBe('Inspections');
    expect(owner('WeatherCode')).toBe('Inspections');
    expect(owner('InspectionDate')).toBe('Inspections');
  });
});
