import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

/** Owners of `names` in a flat list sent table by table, each name listed once. */
const ownersIn = (fields: string[], collections: string[]) => {
  const index = buildFieldIndex(fields, []);
  const { ownerOf } = fieldOwners(index, collections);
  return (...names: string[]) => names.map((name) => ownerOf.get(index.byName.get(name)!));
};

describe('field owners of a flat list: an id naming nothing at the end of a record', () => {
  // an invented pottery: the workshops end with their foreman's id, which no collection is named for; the potters
  // begin at their own id and give their name last
  const owners = ownersIn(
    ['Workshop_ID', 'Workshop_Name', 'Town', 'Foreman_ID', 'Potter_ID', 'Age', 'Kiln_Skill', 'Potter_Name', 'Vase_ID', 'Vase', 'Glazed_On', 'Grade'],
    ['potter', 'vase', 'vase_sale', 'workshop'],
  );

  test('stays with its record, and the key after it begins its own collection', () => {
    expect(owners('Town', 'Foreman_ID')).toEqual(['workshop', 'workshop']);
    expect(owners('Potter_ID', 'Age', 'Kiln_Skill', 'Potter_Name')).toEqual(Array(4).fill('potter'));
  });

  test('followed by a row of keys, it still begins records of a collection no field names', () => {
    const row = ownersIn(
      ['ticket_id', 'harbour_id', 'pier_id', 'fare', 'sailed_at', 'harbour_name', 'depth', 'pier_label', 'length'],
      ['crossings', 'harbours', 'piers'],
    );
    expect(row('ticket_id', 'harbour_id', 'pier_id', 'fare', 'sailed_at')).toEqual(Array(5).fill('crossings'));
    expect(row('harbour_name', 'pier_label')).toEqual(['harbours', 'piers']);
  });
});

describe('field owners of a flat list: a value naming a collection after a role of its own points at it', () => {
  // an invented sled race: the heats' winners name the skaters and sleds they point at
  const owners = ownersIn(
    ['Rink_ID', 'Rink_Name', 'Town', 'Skater_ID', 'Club', 'Age', 'Skater_Name', 'Since', 'Sled_ID', 'Maker', 'Runner_Length', 'Skater_Count',
      'Heat_No', 'Raced_On', 'Prize', 'Lap', 'Weather', 'Winning_Skater', 'Winning_Sled'],
    ['heat', 'rink', 'skater', 'sled', 'trophy'],
  );

  test('the collection keeps the segment its own key begins', () => {
    expect(owners('Sled_ID', 'Maker', 'Runner_Length')).toEqual(['sled', 'sled', 'sled']);
    expect(owners('Heat_No', 'Raced_On', 'Prize')).toEqual(['heat', 'heat', 'heat']);
  });
});

describe('field owners of a flat list: a named key at the end of a record, its collection\'s fields listed later', () => {
  // an invented kiln yard: the kilns end with the clay they fire, whose own fields come after the glazes'
  const owners = ownersIn(
    ['Kiln_ID', 'Kiln_Name', 'Fired_Since', 'Clay_ID', 'Glaze_ID', 'Pigment', 'Shine', 'Glaze_Name', 'Clay_Name', 'Grit', 'Supplier_ID', 'Supplier_Name'],
    ['clay', 'glaze', 'kiln', 'supplier'],
  );

  test('points at those records: the key after it begins its own collection, whose fields name it next', () => {
    expect(owners('Fired_Since', 'Clay_ID')).toEqual(['kiln', 'kiln']);
    expect(owners('Glaze_ID', 'Pigment', 'Shine', 'Glaze_Name')).toEqual(Array(4).fill('glaze'));
    expect(owners('Clay_Name', 'Grit')).toEqual(['clay', 'clay']);
  });
});

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
