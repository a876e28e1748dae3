import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

/** An invented boarding kennel: the boarders' fields come first and name no collection; every later run names its own. */
const KENNEL_FIELDS = [
  'badge', 'petName', 'coatColor', 'stays.stayId', 'stays.checkedIn', 'stays.penCode', 'stays.nightsBooked',
  'penCode', 'penSize', 'heated', 'groomerId', 'groomerName', 'rate', 'invoiceId', 'invoicedAt', 'total',
];
const KENNEL_COLLECTIONS = ['boarders', 'groomers', 'invoices', 'pens'];

const ownerIn = (fields: string[], collections: string[]) => {
  const index = buildFieldIndex(fields, []);
  const { ownerOf } = fieldOwners(index, collections);
  return (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
};

describe('field owners: the leading run that names no collection', () => {
  test('is the one collection no later run names, when two runs or more name theirs', () => {
    const owner = ownerIn(KENNEL_FIELDS, KENNEL_COLLECTIONS);
    expect(owner('badge')).toBe('boarders');
    expect(owner('stays.nightsBooked')).toBe('boarders');
    expect(owner('penSize')).toBe('pens');
    expect(owner('groomerName')).toBe('groomers');
  });

  test('stays without an owner when only one later run names its collection', () => {
    const owner = ownerIn(['badge', 'petName', 'penCode', 'penSize'], ['boarders', 'pens']);
    expect(owner('badge')).toBeUndefined();
    expect(owner('penSize')).toBe('pens');
  });
});
