import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const FIRMS = { fields: ['firm_id', 'firm_name', 'revenue', 'headquarters', 'Products.product_name'], collections: ['firms'] };
const TEAMS = { fields: ['TeamID', 'TeamName', 'TeamLocation', 'Players.role'], collections: ['teams'] };
const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: a name after "in" / "at" is a place', () => {
  test('an unquoted name goes to the place field, not to the field the other words name', () => {
    expect(filters('What is the total revenue of firms based in Springfield?', FIRMS)).toEqual({ headquarters: 'Springfield' });
    expect(filters('products of any firm in Springfield', FIRMS)).toEqual({ headquarters: 'Springfield' });
  });

  test('a quoted name goes there too', () => {
    expect(filters('List the names of the teams at "Oakvale".', TEAMS)).toEqual({ TeamLocation: 'Oakvale' });
  });

  test('a season, a value a field word after it claims, or "in" inside a title stay out of the place', () => {
    const regattas = { fields: ['title', 'season', 'year', 'venue'], collections: ['regattas'] };
    expect(filters('regattas sailed in the Spring of 2031', regattas).venue).toBeUndefined();
    expect(filters('firms in Pending revenue review', FIRMS).headquarters).toBeUndefined();
    expect(filters('the greatest Annual Report in Brief score of the firms', FIRMS).headquarters).toBeUndefined();
  });

  test('places named before "in" are inside the name, not it', () => {
    expect(filters('the average rating across all districts in Northshire', { fields: ['name', 'district', 'rating'], collections: ['cafes'] }).district).toBeUndefined();
    const CAFES = { fields: ['name', 'district', 'rating', 'owner'], collections: ['cafes'] };
    expect(filters('cafes across districts in Northshire', CAFES).district).toBeUndefined();
    expect(filters('list cafes found in districts in Northshire', CAFES).district).toBeUndefined();
  });
});

describe('filters: a company\'s name after "at" is where people work, no place', () => {
  // an invented surveyors' register: each surveyor's practice and office town
  const SURVEYORS = { fields: ['_id', 'licence_no', 'full_name', 'firm_name', 'office_town'], collections: ['surveyors'] };
  test.each([
    ['surveyors at Marsh & Tolley LLP', { firm_name: 'Marsh & Tolley LLP' }],
    ['surveyors at Kestrel Associates', { firm_name: 'Kestrel Associates' }],
    ['surveyors at Dunmore', { office_town: 'Dunmore' }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt, SURVEYORS)).toEqual(expected);
  });
});

describe('filters: two capitals after "in" are a country\'s code, kept in the one country-code field', () => {
  // an invented seed bank: accessions collected in a region, each with the country's code
  const SEEDS = { fields: ['_id', 'accession_no', 'species', 'region', 'country_code', 'collected_on'], collections: ['accessions'] };
  const SHOPS = { fields: ['_id', 'shop_id', 'city', 'state', 'country_code'], collections: ['shops'] };
  test.each([
    ['accessions collected in NZ', SEEDS, { country_code: 'NZ' }],
    ['shops in CA', SHOPS, { state: 'CA' }],
    ['shops in FR', SHOPS, { country_code: 'FR' }],
  ])('%p', (prompt, schema, expected) => {
    expect(filters(prompt, schema)).toEqual(expected);
  });
});
