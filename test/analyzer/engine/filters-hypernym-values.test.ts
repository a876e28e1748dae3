import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

const engine = createEngine(loadBuiltinRegistry());
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW, explain: true });

describe('filters: a bare noun is the value of the one field named after its dictionary class', () => {
  // a kite maker's stock, each kite with the cloth of its sail and its colour
  const KITES = { fields: ['kite_id', 'sail_fabric', 'colour', 'price', 'span_cm'], collections: ['Kites'] };
  // a community music school's lessons
  const LESSONS = { fields: ['lesson_id', 'instrument', 'weekday', 'tutor', 'fee'], collections: ['Lessons'] };

  test('a noun said right before the records: "velvet kites" → the fabric field, "yellow kites" → the colour', () => {
    const result = run('how many velvet kites cost less than 40?', KITES);
    expect(result.analysis.filters).toEqual({ price: { $lt: 40 }, sail_fabric: 'velvet' });
    expect(JSON.stringify(result.explanation)).toContain('filters.hypernym-value+fabric');
    expect(run('list the yellow kites', KITES).analysis.filters).toEqual({ colour: 'yellow' });
  });

  test('a plural or capitalised noun is read in its singular, as the dictionary writes it', () => {
    expect(run('mean fee across oboe lessons', LESSONS).analysis.filters).toEqual({ instrument: 'oboe' });
    expect(run('how many lessons are given on harps?', LESSONS).analysis.filters).toEqual({ instrument: 'harp' });
    expect(run('how many lessons are held on Thursdays?', LESSONS).analysis.filters).toEqual({ weekday: 'Thursday' });
  });

  test('after a form of "be", or as the object of a relative clause\'s verb: "kites that are not amber", "who play the tuba"', () => {
    const result = run('which kites are not amber?', KITES);
    expect(result.analysis.filters).toEqual({ colour: { $ne: 'amber' } });
    expect(JSON.stringify(result.explanation)).toContain('filters.hypernym-value+colour');
    expect(run('list the lessons that teach the tuba', LESSONS).analysis.filters).toEqual({ instrument: 'tuba' });
  });

  test('no value for the place the records are ("in the barn"), nor for what "is the" names', () => {
    const farms = { fields: ['farm_id', 'building', 'acres'], collections: ['Farms', 'Owners'] };
    expect(run('how many tools are kept in the barn?', farms).analysis.filters).toEqual({});
    expect(run('how many tools are kept in barns?', farms).analysis.filters).toEqual({ building: 'barn' });
    expect(run('which owner is the one that has a barn?', farms).analysis.filters).toEqual({ building: 'barn' });
    const guild = { fields: ['member_id', 'full_name', 'organization', 'dues'], collections: ['Members'] };
    expect(run('tell me who is the publisher paying the largest dues', guild).analysis.filters).toEqual({});
  });

  test('a field named for a kind of the class holds it too (`sport_type`), but not another collection\'s field', () => {
    expect(run('how many tennis clubs are there?', { fields: ['club_id', 'sport_type', 'town'], collections: ['Clubs'] }).analysis.filters)
      .toEqual({ sport_type: 'tennis' });
    const withFlyers = { fields: ['kite_id', 'price', 'flyer_id', 'flyer_name', 'jacket_colour'], collections: ['Kites', 'Flyers'] };
    expect(run('list the yellow kites', withFlyers).analysis.filters).toEqual({});
  });

  test('a noun whose senses, none counted in use, are one kind of thing is under the classes of them all', () => {
    // "schooner" the ship and the tall beer glass, "hockey" on ice and on grass
    const moorings = { fields: ['mooring_id', 'vessel_type', 'berth_fee'], collections: ['Moorings'] };
    expect(run('list the schooner moorings', moorings).analysis.filters).toEqual({ vessel_type: 'schooner' });
    expect(run('how many hockey clubs are there?', { fields: ['club_id', 'sport_type', 'town'], collections: ['Clubs'] }).analysis.filters)
      .toEqual({ sport_type: 'hockey' });
  });

  test('a person noun stands for what WordNet derives it from: "buglers" play the bugle, "rowers" practise rowing', () => {
    const band = { fields: ['player_id', 'player_name', 'instrument', 'day_rate'], collections: ['Players'] };
    const result = run('how many buglers do we have?', band);
    expect(result.analysis.filters).toEqual({ instrument: 'bugle' });
    expect(JSON.stringify(result.explanation)).toContain('filters.hypernym-practice+instrument');
    expect(run('who is our cheapest trumpeter?', band).analysis.filters).toEqual({ instrument: 'trumpet' });
    const club = { fields: ['member_id', 'member_name', 'sport', 'joined_on'], collections: ['Members'] };
    expect(run('list the members who are rowers', club).analysis.filters).toEqual({ sport: 'rowing' });
  });

  test('a capitalised maker\'s name is the make a brand or manufacturer field keeps, before any dictionary sense', () => {
    const vans = { fields: ['van_id', 'manufacturer', 'plate', 'mileage', 'depot_town'], collections: ['Vans'] };
    const result = run('how many Peugeots are parked at the depot?', vans);
    expect(result.analysis.filters).toEqual({ manufacturer: 'Peugeot' });
    expect(JSON.stringify(result.explanation)).toContain('filters.value-class');
    // "Lincoln" the town is the maker here; "seat" in lower case is no maker
    expect(run('list the Lincoln vans', vans).analysis.filters).toEqual({ manufacturer: 'Lincoln' });
    expect(run('vans with a spare seat', vans).analysis.filters).toEqual({});
  });

  test('a maker\'s name opening the question is the make too, not the dictionary\'s city', () => {
    const cars = { fields: ['car_id', 'make', 'model', 'city', 'registered_on'], collections: ['Cars'] };
    expect(run('Toyotas registered this year', cars).analysis.filters).toEqual({ make: 'Toyota' });
  });

  test('a noun counted before "do" is a value of the records asked about: "how many banjos do we stock"', () => {
    const stock = { fields: ['item_id', 'instrument', 'price'], collections: ['Stock'] };
    expect(run('how many banjos do we stock?', stock).analysis.filters).toEqual({ instrument: 'banjo' });
  });

  test('no value when two fields are named after the class, or after "that", where the word is a verb', () => {
    const twoColours = { fields: ['kite_id', 'sail_colour', 'tail_colour', 'price'], collections: ['Kites'] };
    expect(run('list the yellow kites', twoColours).analysis.filters).toEqual({});
    const crates = { fields: ['crate_id', 'vehicle', 'weight'], collections: ['Crates'] };
    expect(run('how many firms that truck crates are there?', crates).analysis.filters).toEqual({});
    expect(run('how many truck crates are there?', crates).analysis.filters).toEqual({ vehicle: 'truck' });
  });

  test('no value when the records are what the class is called: "the reggae genre" is a genre by name', () => {
    const records = { fields: ['record_id', 'title', 'buyer.favourite_genre'], collections: ['Records', 'Genres'] };
    expect(run('list records by reggae genres', records).analysis.filters).toEqual({});
    const shop = { fields: ['record_id', 'title', 'buyer.favourite_genre'], collections: ['Records'] };
    expect(run('list reggae records', shop).analysis.filters).toEqual({ 'buyer.favourite_genre': 'reggae' });
  });

  test('a noun elsewhere in the question is its own thing: "the price of a kite in total"', () => {
    expect(run('how many kites are sold with a tail?', KITES).analysis.filters).toEqual({});
    expect(run('how many kites are there in total?', KITES).analysis.filters).toEqual({});
  });

  test('a place the dictionary knows goes to the field of its kind: "in Bhutan" is a country, "in Lyon" a town', () => {
    const TEA = { fields: ['lot_id', 'estate', 'origin_city', 'origin_country', 'grade'], collections: ['TeaLots'] };
    const result = run('how many tea lots were grown in Bhutan?', TEA);
    expect(result.analysis.filters).toEqual({ origin_country: 'Bhutan' });
    expect(JSON.stringify(result.explanation)).toContain('filters.place-value+hypernym');
    expect(run('list the tea lots packed in Lyon', TEA).analysis.filters).toEqual({ origin_city: 'Lyon' });
  });
});
