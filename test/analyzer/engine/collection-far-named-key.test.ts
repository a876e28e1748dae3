import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

/** Owners of `names` in a list sent collection by collection, each name listed once. */
const ownersIn = (fields: string[], collections: string[]) => {
  const index = buildFieldIndex(fields, []);
  const { ownerOf } = fieldOwners(index, collections);
  return (...names: string[]) => names.map((name) => ownerOf.get(index.byName.get(name)!));
};

describe('field owners: a key naming a collection among another record\'s fields, far before that collection\'s own', () => {
  test('in a flat list, it points at the collection from the record listed, which keeps the fields after it', () => {
    // an invented bell foundry: each caster keeps the code of the workshop they cast in, among their own fields
    const owners = ownersIn(
      ['caster_id', 'given_name', 'guild_mark', 'workshop_code', 'trade_grade', 'wage', 'joined_on', 'apron_size', 'workshop_name', 'furnace_count',
        'bell_id', 'tone', 'cast_on', 'weight_kg', 'order_id', 'ordered_on', 'bell_count'],
      ['bells', 'casters', 'orders', 'workshops'],
    );
    expect(owners('workshop_code', 'trade_grade', 'wage', 'apron_size')).toEqual(Array(4).fill('casters'));
    expect(owners('workshop_name', 'furnace_count')).toEqual(['workshops', 'workshops']);
  });

  test('beside a document with embedded lists, it points too', () => {
    // an invented bell foundry again: the bells embed their tunings; the casters keep their workshop's code
    const owners = ownersIn(
      ['bell_no', 'tone', 'tunings.tuned_on', 'tunings.cents', 'caster_no', 'given_name', 'guild_mark', 'workshop_code', 'trade_grade', 'wage', 'apron_size',
        'workshop_name', 'furnace_count'],
      ['bells', 'casters', 'workshops'],
    );
    expect(owners('workshop_code', 'trade_grade', 'apron_size')).toEqual(Array(3).fill('casters'));
    expect(owners('workshop_name', 'furnace_count')).toEqual(['workshops', 'workshops']);
  });

  test('a key whose collection\'s fields name it right after still begins them', () => {
    const owners = ownersIn(
      ['caster_id', 'given_name', 'guild_mark', 'workshop_code', 'workshop_name', 'furnace_count', 'bell_id', 'tone', 'cast_on'],
      ['bells', 'casters', 'workshops'],
    );
    expect(owners('workshop_code', 'workshop_name', 'furnace_count')).toEqual(Array(3).fill('workshops'));
  });
});
