import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { GENERIC, makeRegistry, NOW } from './fixtures.ts';

const engine = createEngine(loadBuiltinRegistry());
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW, explain: true });

describe('filters: a plain word before a noun whose kind the schema keeps is that kind', () => {
  // a marina's berths record the kind of slip they offer, and the kind of hull each mooring holds
  const MARINA = {
    fields: ['berth_no', 'pier', 'slipType', 'length_m', 'Moorings', 'Moorings.boat_name', 'Moorings.hull_category_code'],
    collections: ['Berths'],
  };

  test('"a concrete slip" is a slip of kind concrete', () => {
    const result = run('how many berths come with a concrete slip?', MARINA);
    expect(result.analysis.filters).toEqual({ slipType: 'concrete' });
    expect(JSON.stringify(result.explanation)).toContain('filters.kind-modifier');
  });

  test.each(['average berth length for timber slips', 'mean length across timber slips', 'total fees from timber slips'])('a preposition leads a kind too: %p', (prompt) => {
    expect(run(prompt, MARINA).analysis.filters).toEqual({ slipType: 'timber' });
  });

  test('a kind written as a code needs no word leading it (filters.kind-modifier+written-code)', () => {
    const result = run('average length of berths on FLT-A slips', MARINA);
    expect(result.analysis.filters).toEqual({ slipType: 'FLT-A' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.kind-modifier+written-code');
  });

  test('kinds joined by "or" are a list, and the kind may sit in a nested code field', () => {
    expect(run('list the berths having either catamaran or trimaran hulls', MARINA).analysis.filters).toEqual({ 'Moorings.hull_category_code': { $in: ['catamaran', 'trimaran'] } });
  });

  test('a leaf named just for the kind, inside an array, keeps the kind of the array\'s records', () => {
    // a bakery's orders list their cakes, each with a kind of its own
    const bakery = { fields: ['order_no', 'placed_on', 'cakes', 'cakes.kind', 'cakes.tiers'], collections: ['Orders'] };
    const result = run('show orders with a sponge cake', bakery);
    expect(result.analysis.filters).toEqual({ 'cakes.kind': 'sponge' });
    expect(JSON.stringify(result.explanation)).toContain('filters.kind-modifier');
  });

  test('a noun that heads the kind field\'s own name, or a word asking for distinct values, is no kind', () => {
    expect(run('how many distinct slip types are there?', MARINA).analysis.filters).toEqual({});
    expect(run('show the berths with unique slips', MARINA).analysis.filters).toEqual({});
  });

  test('a pack alias reading the kind and its noun as the collection leaves the kind free', () => {
    // a transit pack whose passes are also called "season passes"
    const transit = { ...GENERIC, id: 'transit', label: 'Transit', signals: { fields: ['pass_type_code', 'rider_id'] }, entities: [{ name: 'passes', aliases: ['pass', 'season passes'], idField: 'pass_id' }] };
    const riders = { fields: ['rider_id', 'rider_name', 'pass_id', 'pass_type_code', 'valid_from'], collections: ['Riders', 'Riders_Passes'] };
    const filters = createEngine(makeRegistry(transit)).analyze({ prompt: 'how many season passes do we have?', ...riders }, { now: NOW }).analysis.filters;
    expect(filters).toEqual({ pass_type_code: 'season' });
  });
});

describe('filters: a strong participle in -en ("have taken") says an action, no kind', () => {
  // an invented repertory theatre: actors, the kind of role they play, the talks they give
  const THEATRE = { fields: ['actor_id', 'actor_name', 'role_type_code', 'talk_kind', 'plays', 'plays.play_id'], collections: ['actors'] };

  test('"have taken roles" and "have given talks" say what was done', () => {
    expect(run('How many actors have taken roles in more than two plays?', THEATRE).analysis.filters).toEqual({});
    expect(run('How many actors have given talks?', THEATRE).analysis.filters).toEqual({});
  });

  test('a plain word there still names the kind', () => {
    expect(run('list actors who have lead roles', THEATRE).analysis.filters).toEqual({ role_type_code: 'lead' });
  });
});

describe('filters: two kinds held together ("both a X noun and a Y noun") are no one kind', () => {
  // an invented campsite: pitches with the kind of tent they hold
  const CAMP = { fields: ['pitch_no', 'site', 'tentType', 'area_m2'], collections: ['pitches'] };

  test('"both a dome tent and a tunnel tent" names no single tent type', () => {
    expect(run('Which sites have both a dome tent and a tunnel tent?', CAMP).analysis.filters).toEqual({});
  });

  test('one kind after "a" stays the kind', () => {
    expect(run('Which sites have a dome tent?', CAMP).analysis.filters).toEqual({ tentType: 'dome' });
  });
});

describe('filters: a kind opening the question before its noun (filters.kind-modifier)', () => {
  // an invented kennel: stays embed their walks, each of a kind
  const KENNEL = { fields: ['_id', 'dog_name', 'walks', 'walks.walk_type', 'walks.minutes', 'walks.walked_on'], collections: ['stays'] };
  test('"forest walks longer than 40 minutes" keeps the walks of that kind', () => {
    expect(run('forest walks longer than 40 minutes', KENNEL).analysis.filters).toMatchObject({ 'walks.walk_type': 'forest' });
  });
  test('a request verb opening the question is no kind', () => {
    const WALKS = { fields: ['walk_id', 'walk_type', 'minutes', 'walked_on'], collections: ['walks'] };
    expect(run('Retrieve walk ids for walks over 40 minutes', WALKS).analysis.filters).not.toHaveProperty('walk_type');
  });
});

describe('filters: "the" or the request verb leads a kind before the plural noun a kind field is named after', () => {
  // an invented observatory: sessions keep the kind of session in a code named after them
  const OBSERVATORY = { fields: ['session_id', 'session_type_cd', 'telescope_name', 'session_date', 'seeing_score'], collections: ['Sessions', 'Telescopes'] };

  test.each([['list the daylight sessions by date', 'daylight'], ['show calibration sessions', 'calibration']])('%p', (prompt, kind) => {
    const result = run(prompt, OBSERVATORY);
    expect(result.analysis.filters).toEqual({ session_type_cd: kind });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.kind-modifier+own-noun-led');
  });

  test('an adjective there describes the records and names no kind', () => {
    expect(run('list the available sessions', OBSERVATORY).analysis.filters).toEqual({});
  });
});
