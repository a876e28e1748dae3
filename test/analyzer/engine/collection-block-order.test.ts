import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

/**
 * Callers list each collection's fields as a block, following their own schema file, which need not follow
 * `collections`: which collection a block belongs to is read from what its fields name and point at, not
 * from which block came first.
 */
const owners = (fields: readonly string[], collections: readonly string[]) => {
  const index = buildFieldIndex([...fields], []);
  const { ownerOf } = fieldOwners(index, collections);
  return (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
};

describe('a leading block with a key of its own, before one named block, is the collection no block has', () => {
  const POTTERY = ['Firing_Schedules', 'Potters'];
  const potters = ['potter_id', 'potter_first_name', 'studio_city', 'Pieces.piece_no', 'Pieces.glaze'];
  test('its key names nothing: the block still goes to the one collection left', () => {
    const owner = owners(['kiln_code', 'peak_temp', 'hold_minutes', 'Steps.step_no', 'Steps.ramp', ...potters], POTTERY);
    expect(owner('kiln_code')).toBe('Firing_Schedules');
    expect(owner('hold_minutes')).toBe('Firing_Schedules');
    expect(owner('studio_city')).toBe('Potters');
  });
  test('plain values alone, no key, stay unowned: they may be the named record\'s', () => {
    const owner = owners(['peak_temp', 'hold_minutes', 'Steps.ramp', ...potters], POTTERY);
    expect(owner('peak_temp')).toBeUndefined();
  });
});

describe('a short record\'s key followed at once by the key of a collection without fields begins that one\'s block', () => {
  const MILL = ['Looms', 'Weavers', 'Yarns'];
  test('the second key and what follows it go to the collection left without fields', () => {
    const owner = owners(['weaver_id', 'weaver_name', 'guild', 'Shifts.shift_no', 'Shifts.loom_id', 'loom_id', 'yarn_id', 'Bolts.bolt_id', 'Bolts.yarn_id', 'Bolts.woven_on'], MILL);
    expect(owner('loom_id')).toBe('Looms');
    expect(owner('yarn_id')).toBe('Yarns');
    expect(owner('Bolts.woven_on')).toBe('Yarns');
  });
  test('a collection with fields of its own keeps them: the key after a record\'s key points from it', () => {
    const owner = owners(['weaver_id', 'weaver_name', 'guild', 'Shifts.shift_no', 'Shifts.loom_id', 'loom_id', 'yarn_id', 'Bolts.bolt_id', 'Bolts.yarn_id', 'yarn_weight', 'yarn_colour'], MILL);
    expect(owner('yarn_id')).toBe('Looms');
    expect(owner('yarn_colour')).toBe('Yarns');
  });
});

describe('a block begun by a plain value naming its collection begins at that collection\'s key left before it', () => {
  const HARBOUR = ['ferry', 'skipper'];
  test('the key and the values after it join the block', () => {
    const owner = owners(['skipper_id', 'licence', 'age', 'years_at_sea', 'ferry_id', 'built', 'yard', 'name', 'ferry_tonnage', 'crossings', 'crossings.skipper_id', 'crossings.ferry_id', 'crossings.role'], HARBOUR);
    expect(owner('years_at_sea')).toBe('skipper');
    expect(owner('ferry_id')).toBe('ferry');
    expect(owner('yard')).toBe('ferry');
    expect(owner('ferry_tonnage')).toBe('ferry');
  });
  test('a field after the key naming the record listed keeps the key with it', () => {
    const owner = owners(['skipper_id', 'licence', 'age', 'years_at_sea', 'ferry_id', 'built', 'skipper_rank', 'yard', 'name', 'ferry_tonnage', 'crossings', 'crossings.skipper_id', 'crossings.role'], HARBOUR);
    expect(owner('ferry_id')).toBe('skipper');
  });
});

describe('the one collection of people left without fields begins at a key and a person\'s name', () => {
  const TRANSIT = ['Depots', 'People', 'Routes'];
  const routes = ['route_id', 'route_name', 'Stops.stop_id', 'Stops.route_id'];
  test('the key right before the name begins the people\'s block', () => {
    const owner = owners([...routes, 'depot_id', 'street', 'town', 'postcode', 'person_id', 'first_name', 'last_name', 'phone'], TRANSIT);
    expect(owner('postcode')).toBe('Depots');
    expect(owner('person_id')).toBe('People');
    expect(owner('last_name')).toBe('People');
    expect(owner('phone')).toBe('People');
  });
  test('a name with no key before it begins nothing', () => {
    const owner = owners([...routes, 'depot_id', 'street', 'town', 'postcode', 'first_name', 'last_name', 'phone'], TRANSIT);
    expect(owner('last_name')).toBe('Depots');
  });
});

describe('a bare key begins a block wherever the block is listed', () => {
  const TRAMWAY = ['depot', 'tram'];
  test('"id" after another record\'s values begins the block of the collection left', () => {
    const owner = owners(['tram_number', 'name', 'line', 'interval', 'id', 'district', 'platforms', 'departures', 'departures.depot_id', 'departures.tram_number'], TRAMWAY);
    expect(owner('interval')).toBe('tram');
    expect(owner('district')).toBe('depot');
  });
  test('a key naming its collection mid-list is no bare key: it begins nothing new by this rule', () => {
    const owner = owners(['tram_number', 'name', 'line', 'interval', 'tram_id', 'district', 'platforms'], ['depot', 'tram']);
    expect(owner('district')).toBe('tram');
  });
});

describe('a block naming no collection goes to the one its nested records point back at', () => {
  const HOSPITAL = ['Surgeons', 'Theatres', 'Wards'];
  test('a block begun after another block\'s lists, pointed back at by its nested records', () => {
    const owner = owners(['ward_id', 'floor', 'Beds.bed_no', 'Beds.ward_id', 'staff_no', 'grade', 'Rotas', 'Rotas.surgeon', 'Rotas.day', 'Skills', 'Skills.surgeon', 'Skills.skill'], HOSPITAL);
    expect(owner('floor')).toBe('Wards');
    expect(owner('staff_no')).toBe('Surgeons');
    expect(owner('Skills.skill')).toBe('Surgeons');
  });
  test('a key right after nested records begins a block; after a nested object of plain values it does not', () => {
    const ward = ['ward_code', 'floor', 'Bay', 'Bay.bay_no', 'Bay.Cot.cot_id'];
    const surgeon = ['grade', 'Rotas', 'Rotas.surgeon', 'Rotas.day', 'Skills', 'Skills.surgeon', 'Skills.skill'];
    expect(owners([...ward, 'employee_id', ...surgeon], HOSPITAL)('grade')).toBe('Surgeons');
    const plain = ['ward_code', 'floor', 'Location', 'Location.city', 'Location.street', 'employee_id', 'grade', 'Rotas.day'];
    expect(owners(plain, HOSPITAL)('employee_id')).toBe(owners(plain, HOSPITAL)('floor'));
  });
});
