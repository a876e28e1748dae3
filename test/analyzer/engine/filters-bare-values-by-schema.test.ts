import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** The filters read and the rules that read them. */
function read(prompt: string, schema: { fields: string[]; collections: string[] }): { filters: Record<string, unknown>; rules: string[] } {
  const explained = analyze(prompt, schema, { explain: true });
  return { filters: explained.analysis.filters as Record<string, unknown>, rules: explained.explanation?.filters.evidence.map((e) => e.rule) ?? [] };
}

// an invented bank: accounts holding their disputes, the array listed only by its leaves
const BANK = {
  fields: ['_id', 'account_no', 'holder_name', 'disputes.dispute_id', 'disputes.status', 'disputes.opened_on', 'disputes.amount'],
  collections: ['accounts'],
};

describe('filters: a stage said of records kept in an array listed only by its leaves (filters.status-word)', () => {
  test('"rejected disputes": the path before `status` names the records whose stage it keeps', () => {
    const { filters, rules } = read('rejected disputes', BANK);
    expect(filters).toEqual({ 'disputes.status': 'rejected' });
    expect(rules).toContain('filters.status-word');
  });

  test('negative: the records named with no stage, or a stage said of other words, keep no status', () => {
    expect(analyze('list the disputes', BANK).analysis.filters).toEqual({});
    expect(analyze('accounts opened by rejected holders', BANK).analysis.filters).toEqual({});
  });
});

// an invented port: cranes with one status field
const PORT = { fields: ['crane_id', 'model', 'status', 'yard', 'commissioned_on'], collections: ['cranes'] };

describe('filters: a stage phrase of a machine out of use (filters.status-word)', () => {
  test('"out of service", "in repair" are stages of the records said after them', () => {
    expect(read('cranes that are out of service', PORT)).toEqual({ filters: { status: 'out of service' }, rules: ['filters.status-word'] });
    expect(analyze('cranes currently in repair', PORT).analysis.filters).toEqual({ status: 'in repair' });
    expect(analyze('cranes in for repair', PORT).analysis.filters).toEqual({ status: 'in for repair' });
  });

  test('negative: "in service" alone is no stage phrase', () => {
    expect(analyze('how many cranes are in service', PORT).analysis.filters).toEqual({});
  });
});

// an invented ambulance service: staff with their names and a role, and a rota of shifts with a position in each
const AMBULANCE = {
  fields: ['staff_id', 'first_name', 'last_name', 'role', 'hired_on', 'shift_id', 'station', 'position', 'shift_date'],
  collections: ['staff', 'shifts'],
};
// the same rota beside crew kept under a reference, no names
const NAMELESS = { fields: ['crew_ref', 'role', 'hired_on', 'shift_id', 'station', 'position', 'shift_date'], collections: ['crew', 'shifts'] };

describe('filters: of several part fields, an occupation goes to the one kept beside the people\'s names (filters.part+persons-own-part)', () => {
  test('"paramedics" is a value of the staff\'s `role`, not the rota\'s `position`', () => {
    const { filters, rules } = read('paramedics hired after 2021', AMBULANCE);
    expect(filters.role).toBe('paramedic');
    expect(filters.position).toBeUndefined();
    expect(rules).toContain('filters.part+occupation-noun+job-field+persons-own-part');
  });

  test('negative: with no names beside either part field, neither is chosen', () => {
    expect(analyze('how many paramedics work here', NAMELESS).analysis.filters).toEqual({});
  });
});

// an invented police force: officers with a rank and no part field
const FORCE = { fields: ['officer_id', 'first_name', 'last_name', 'rank', 'salary', 'precinct'], collections: ['officers'] };

describe('filters: a rank title said bare is a value of the one rank field (filters.part+rank-title)', () => {
  test('"lieutenants" → rank', () => {
    const { filters, rules } = read('average salary of lieutenants', FORCE);
    expect(filters).toEqual({ rank: 'lieutenant' });
    expect(rules).toContain('filters.part+occupation-noun+rank-field+rank-title');
  });

  test('negative: an occupation that is no rank, said bare, may name the records', () => {
    expect(analyze('average salary of auditors', FORCE).analysis.filters).toEqual({});
  });
});

// an invented animal clinic: animals with both a species and a breed
const CLINIC = { fields: ['animal_id', 'name', 'species', 'breed', 'birth_date', 'weight_kg', 'owner_id'], collections: ['animals', 'owners'] };

describe('filters: the nearest class naming a field takes a classed noun (filters.hypernym-value)', () => {
  test('a kind of dog is a breed, a kind of bird a species', () => {
    expect(read('average weight of poodles', CLINIC)).toEqual({ filters: { breed: 'poodle' }, rules: ['filters.hypernym-value+dog'] });
    expect(analyze('how many parrots', CLINIC).analysis.filters).toEqual({ species: 'parrot' });
  });

  test('a plural opening the question before a word of an event in their life or a comparison', () => {
    const { filters } = read('hamsters born after 2020', CLINIC);
    expect(filters.species).toBe('hamster');
    expect(analyze('list lizards over 3 kg', CLINIC).analysis.filters.species).toBe('lizard');
  });

  test('a modifier no class takes may stand between the records\' lead and the noun', () => {
    const { filters, rules } = read('the average weight of small terriers', CLINIC);
    expect(filters).toEqual({ breed: 'terrier' });
    expect(rules).toContain('filters.hypernym-value+past-modifier+dog');
  });

  test('negative: past a modifier, a person noun is not read through what the person practises', () => {
    const TRAVEL = { fields: ['port_id', 'port_name', 'domestic_passengers', 'vessel_movements'], collections: ['ports'] };
    expect(analyze('total number of domestic travellers at all ports', TRAVEL).analysis.filters).toEqual({});
  });
});

// an invented blood courier: sites holding their orders, the array listed only by its leaves
const COURIER = { fields: ['_id', 'site_name', 'orders.order_ref', 'orders.priority', 'orders.placed_on'], collections: ['sites'] };

describe('filters: a scale word before records kept in an array listed only by its leaves (filters.scale-value+records-after)', () => {
  test('"urgent orders" → the orders\' own priority', () => {
    expect(read('urgent orders for the north site', COURIER)).toEqual({
      filters: { 'orders.priority': 'urgent' }, rules: ['filters.scale-value+records-after'],
    });
  });

  test('negative: before a plural naming no array, a scale word of two scales stays prose', () => {
    expect(analyze('how many urgent couriers', COURIER).analysis.filters).toEqual({});
  });
});

// an invented academy trust: pupils and teachers (each with a first_name and a last_name) and the school each belongs to
const TRUST = {
  fields: ['_id', 'pupil_id', 'first_name', 'last_name', 'year_group', 'school_name', 'gpa', 'teacher_id', 'salary'],
  collections: ['pupils', 'teachers'],
};

describe('filters: a name ending in a word for an institution\'s head noun is that institution\'s (filters.proper-value+institution-head)', () => {
  test('"Ashford Middle" stands for Ashford Middle School: a school name, not a first and last name', () => {
    expect(read('highest gpa at Ashford Middle', TRUST)).toEqual({
      filters: { school_name: 'Ashford Middle' }, rules: ['filters.proper-value+institution-head'],
    });
  });

  test('the head noun said after the name is part of it', () => {
    const { filters, rules } = read('pupils at Ashford High School', TRUST);
    expect(filters).toEqual({ school_name: 'Ashford High School' });
    expect(rules[0]).toStartWith('filters.proper-value+institution-head');
  });

  test('negative: a two-word name ending otherwise stays a person\'s', () => {
    expect(analyze('salary of teacher Ashford Hill', TRUST).analysis.filters).toEqual({ first_name: 'Ashford', last_name: 'Hill' });
  });
});

// an invented zoo: animals of a species, each fed by a keeper
const ZOO = { fields: ['animal_id', 'name', 'species', 'keeper_id', 'keeper_name'], collections: ['animals', 'keepers'] };

describe('filters: a classed plural counted after a ranking of how many (filters.hypernym-value+counted)', () => {
  test('"the most parrots" ending the question: parrots are the things counted, a species', () => {
    const { filters, rules } = read('which keeper fed the most parrots', ZOO);
    expect(filters.species).toBe('parrot');
    expect(rules).toEqual(['filters.hypernym-value+counted+bird']);
  });

  test('negative: a ranking with no noun after it, or a singular after "the most", reads no species', () => {
    for (const prompt of ['which keeper fed the most', 'which keeper fed the most parrot']) expect(read(prompt, ZOO).filters).toEqual({});
  });
});
