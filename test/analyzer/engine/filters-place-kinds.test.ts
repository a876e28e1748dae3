import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;
const rules = (prompt: string, schema: { fields: string[]; collections: string[] }) =>
  analyze(prompt, schema, { explain: true }).explanation?.filters.evidence.map((e) => e.rule) ?? [];

// an invented table of national figures: a region beside a capital town and a money code
const NATIONS = {
  fields: ['_id', 'iso_code', 'nation_title', 'Region', 'census_year', 'wealth_per_head', 'life_span', 'capital_town', 'money_code'],
  collections: ['nation_figures'],
};
// invented building works in a large city, kept per borough
const WORKS = {
  fields: ['_id', 'works_ref', 'boro', 'road_title', 'stage', 'lodged_on', 'budget_gbp'],
  collections: ['works'],
};
// invented gauges, each in a state written short
const GAUGES = {
  fields: ['_id', 'gauge_id', 'gauge_title', 'st_abbr', 'height_m', 'read_on', 'level_cm'],
  collections: ['gauges', 'readings'],
};

describe('filters: a known place goes to the field of its kind', () => {
  test('a region of the world fills a region field, never a city or name field', () => {
    expect(filters('wealth per head of nations in South Asia', NATIONS)).toMatchObject({ Region: 'South Asia' });
    expect(filters('gauges in EMEA', { fields: ['_id', 'gauge_nm', 'region', 'active'], collections: ['gauges'] })).toEqual({ region: 'EMEA' });
  });

  test('an ampersand joins the words of one region as its list writes them', () => {
    expect(filters('list the nations of Middle East & North Africa', NATIONS)).toEqual({ Region: 'Middle East & North Africa' });
  });

  test('a district of a city fills a borough field written short', () => {
    expect(filters('works lodged in Brooklyn', WORKS)).toEqual({ boro: 'Brooklyn' });
    expect(filters('costliest works on Staten Island', WORKS)).toEqual({ boro: 'Staten Island' });
  });

  test('a state or province fills a state field written short', () => {
    expect(filters('gauges in Alaska', GAUGES)).toEqual({ st_abbr: 'Alaska' });
    expect(filters('gauges in Manitoba', GAUGES)).toEqual({ st_abbr: 'Manitoba' });
  });
});

// invented ferry lines: crossings from one port to another, beside the ports' own towns
const FERRIES = {
  fields: ['_id', 'crossing_no', 'origin', 'destination', 'sail_time', 'fare', 'port_code', 'port_title', 'town', 'country'],
  collections: ['crossings', 'ports'],
};
// invented scooter hires, picked up in one town and dropped off in another; hirers keep a home town
const HIRES = {
  fields: ['_id', 'hireCode', 'status', 'pickup.town', 'dropoff.town', 'kmRidden', 'hirerId', 'homeTown'],
  collections: ['hires', 'hirers'],
};

describe('filters: a known place after a route lead goes to that end of the route', () => {
  test('after "to", a field named only for where a route ends keeps the place', () => {
    expect(filters('cheapest crossings to lisbon', FERRIES)).toEqual({ destination: 'Lisbon' });
    expect(rules('crossings to oslo', FERRIES)).toContain('filters.lexicon+route-end+caseless-question');
    expect(filters('trips headed to Lisbon', { fields: ['_id', 'town', 'destination', 'fare'], collections: ['trips'] })).toEqual({ destination: 'Lisbon' });
  });

  test('a verb of ending or starting before "in" or "at" says which end', () => {
    expect(filters('hires ending in Nairobi', HIRES)).toMatchObject({ 'dropoff.town': 'Nairobi' });
    expect(filters('hires that began in Lagos', HIRES)).toEqual({ 'pickup.town': 'Lagos' });
  });
});

describe('filters: a country kept as a code', () => {
  // invented fishing boats, registered under a flag kept as an ISO code
  const BOATS = { fields: ['_id', 'boat_ref', 'boat_title', 'reg_iso3', 'base_harbour', 'in_service'], collections: ['boats'] };
  // invented importers, each with a country code beside codes of other things
  const IMPORTERS = { fields: ['_id', 'importer_name', 'country_code', 'origin_country_code', 'importer_kind_code', 'port_code'], collections: ['Importers'] };

  test('a country or its demonym fills an ISO code field when no field is named for the country', () => {
    expect(filters('boats flying the Danish flag', BOATS)).toEqual({ reg_iso3: 'denmark' });
    expect(filters('boats from Norway', BOATS)).toEqual({ reg_iso3: 'Norway' });
  });

  test('a country code field has only the other country codes for namesakes, not every code (+place-word-namesakes)', () => {
    expect(filters('Importers located in Germany', IMPORTERS)).toEqual({ country_code: 'Germany' });
    expect(rules('Importers located in Germany', IMPORTERS)).toEqual(['filters.lexicon+place-word-namesakes']);
  });
});

describe('filters: a compass point names a part of the whole', () => {
  // an invented curling league split into conferences
  const LEAGUE = { fields: ['_id', 'club_id', 'club_title', 'town', 'conference', 'est_year', 'wins'], collections: ['Clubs'] };

  test('"in the east" fills the field of the parts a league or a territory is split into', () => {
    expect(filters('how many clubs play in the east', LEAGUE)).toEqual({ conference: 'east' });
    expect(filters('sales reps in the Midwest', { fields: ['_id', 'rep_name', 'region', 'quota'], collections: ['reps'] })).toEqual({ region: 'Midwest' });
  });
});

describe('fields: a noun of a kind of place names the field that writes it short', () => {
  test('"each state" groups by a state field written `st_abbr`', () => {
    expect(analyze('mean water level of gauges in each state', GAUGES).analysis.groupBy).toEqual(['st_abbr']);
    expect(analyze('which state holds the most gauges', GAUGES).analysis.groupBy).toEqual(['st_abbr']);
  });
});

describe('fields: a country noun names the field keeping a country by another name', () => {
  // an invented chess federation: players keep a nationality, clubs a town
  const CHESS = { fields: ['_id', 'club_id', 'club_title', 'town', 'player_id', 'player_name', 'nationality', 'elo'], collections: ['clubs', 'players'] };

  test('"which country" groups by a nationality field when no field is named for a country', () => {
    expect(analyze('which country has the most rated players', CHESS).analysis.groupBy).toEqual(['nationality']);
  });
});

describe('filters: a known place after a lead of a route\'s start', () => {
  test('"out of" or a verb of leaving puts the place in a field named only for where a route starts', () => {
    expect(filters('cheapest crossings out of lisbon', FERRIES)).toEqual({ origin: 'Lisbon' });
    expect(filters('crossings leaving oslo', FERRIES)).toEqual({ origin: 'Oslo' });
  });

  test('after a bare "from" such a field is no route\'s start: where the records come from is their own place', () => {
    expect(filters('leads from germany', { fields: ['_id', 'lead_name', 'source', 'country'], collections: ['leads'] })).toEqual({ country: 'Germany' });
  });
});

test('a field named only for reaching a route\'s end (`arrival`) may keep its time, and takes no place', () => {
  expect(filters('crossings to lisbon', { fields: ['_id', 'crossing_no', 'arrival', 'port_town'], collections: ['crossings'] })).toEqual({ port_town: 'Lisbon' });
});

describe('filters: a plural written as one word ending in the thing a kind field classifies names a kind of it (filters.compound-kind)', () => {
  // an invented harbour: boats with a type, moorings with a rate
  const HARBOUR = { fields: ['_id', 'boat_id', 'boat_type', 'length_m', 'mooring_id', 'rate'], collections: ['boats', 'moorings'] };
  test('the whole word, in the singular, is the kind', () => {
    const { analysis, explanation } = analyze('how many sailboats are there', HARBOUR, { explain: true });
    expect(analysis.filters).toEqual({ boat_type: 'sailboat' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.compound-kind']);
  });
  test('the thing\'s own word names no kind', () => {
    expect(analyze('how many boats are there', HARBOUR).analysis.filters).toEqual({});
  });
  test('no kind read off a suffix (-ship, -work), a thing of three letters, or the records\' own name', () => {
    const FLEET = { fields: ['_id', 'ship_id', 'ship_type', 'car_type', 'work_type'], collections: ['fleet'] };
    expect(analyze('list the partnerships', FLEET).analysis.filters).toEqual({});
    expect(analyze('list the networks with the most viewers', FLEET).analysis.filters).toEqual({});
    expect(analyze('how many sidecars are there', FLEET).analysis.filters).toEqual({});
    const SAILBOATS = { fields: ['_id', 'hull_no', 'boat_type'], collections: ['sailboats'] };
    expect(analyze('how many sailboats are there', SAILBOATS).analysis.filters).toEqual({});
  });
});
