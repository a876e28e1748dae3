import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const SCHOOL = { fields: ['PupilNo', 'Fname', 'LName', 'Age', 'org_name', 'hall', 'city'], collections: ['pupils'] };
const FILMS = { fields: ['title', 'plot', 'year', 'director'], collections: ['movies'] };
const PLACES = { fields: ['patientId', 'name', 'continent', 'countryCode', 'countryName'], collections: ['patients'] };
const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: unquoted proper values', () => {
  test('"named X" after an entity noun is a title/name filter', () => {
    expect(filters('What is the plot of the film named Vertigo?', FILMS)).toEqual({ title: 'Vertigo' });
  });

  test('a capitalised value takes the field the noun next to it names', () => {
    expect(filters('How many pupils are in the Chemistry organization?', SCHOOL)).toEqual({ org_name: 'Chemistry' });
    expect(filters('rooms in the Ashby hall', SCHOOL)).toEqual({ hall: 'Ashby' });
  });

  test('a person name splits over first/last-name fields when the schema has them', () => {
    expect(filters('Which societies does Ada Quint belong to?', SCHOOL)).toEqual({ Fname: 'Ada', LName: 'Quint' });
  });

  test('without first/last-name fields a name goes to the field the verb names', () => {
    expect(filters('movies by director Sofia Marsh', FILMS)).toEqual({ director: 'Sofia Marsh' });
  });

  test.each([
    ['Show me the titles sorted by year'],
    ['List the IDs and URLs of all films'],
    ['Which grades went from A to B?'],
  ])('no value in %p', (prompt) => {
    expect(filters(prompt, FILMS)).toEqual({});
  });
});

describe('filters: places the schema tells apart', () => {
  test('a continent goes to a continent field', () => {
    expect(filters('list patients in Asia', PLACES)).toEqual({ continent: 'Asia' });
  });

  test('a country written out goes to the country-name field, not the code', () => {
    expect(filters('list patients from Peru', PLACES)).toEqual({ countryName: 'Peru' });
  });
});

describe('filters: values the surrounding words place', () => {
  const PEOPLE = { fields: ['staffId', 'first_name', 'last_name', 'city', 'destination', 'founder'], collections: ['staff'] };

  test('"first name as X and last name as Y" fills each name field', () => {
    expect(filters('staff with first name as Janet and last name as Ruiz', PEOPLE)).toEqual({ first_name: 'Janet', last_name: 'Ruiz' });
  });

  test('"the city of X" names the city; "the names of X" does not make X a name', () => {
    expect(filters('staff whose home is in the city of Tarnow', PEOPLE)).toEqual({ city: 'Tarnow' });
    expect(filters('the names of Polish staff', { fields: ['name', 'team'], collections: ['staff'] })).toEqual({});
  });

  test('"the architect of X": the field before "of" is asked about X, X is its record\'s name', () => {
    const LIGHTHOUSES = { fields: ['code', 'name', 'architect', 'height', 'city'], collections: ['lighthouses'] };
    expect(filters('tell me the architect of Greyhaven', LIGHTHOUSES)).toEqual({ name: 'Greyhaven' });
    expect(filters('and the height of Greyhaven?', LIGHTHOUSES)).toEqual({ name: 'Greyhaven' });
    expect(filters('lighthouses standing in the city of Tarnow', LIGHTHOUSES)).toEqual({ city: 'Tarnow' });
  });

  test('the name of who acts on a thing is no value of that thing\'s fields', () => {
    const SHOP = { fields: ['customer_id', 'customer_name', 'gadget_id', 'gadget_details', 'Orders', 'Orders.gadget_id'], collections: ['Customers', 'Gadgets'] };
    expect(filters('How many gadgets has Nora Vance bought?', SHOP)).toEqual({ customer_name: 'Nora Vance' });
    expect(filters('the gadgets that Nora Vance has ordered', SHOP)).toEqual({ customer_name: 'Nora Vance' });
    expect(filters('gadgets bought by Nora Vance', SHOP)).toEqual({ customer_name: 'Nora Vance' });
  });

  test('verbs of movement and making point at their fields', () => {
    expect(filters('trips headed to Lisbon', PEOPLE)).toEqual({ destination: 'Lisbon' });
    expect(filters('companies founded by Andrea', PEOPLE)).toEqual({ founder: 'Andrea' });
  });
});

describe('filters: what an unquoted name is not', () => {
  test('never an amount, count or date', () => {
    expect(filters('the inspection score date in Kent', { fields: ['name', 'inspection.score_date'], collections: ['schools'] })).toEqual({});
  });
});

describe('filters: the word for an identifier is no proper value', () => {
  const DESKS = { fields: ['Workshop', 'Level', 'GivenName', 'Surname'], collections: ['roster'] };

  test('"the workshop ID" names a field', () => {
    expect(analyze('For every workshop, give the workshop ID and the count of levels', DESKS).analysis.filters).toEqual({});
  });
});

describe('filters: a bracketed unit note is no proper value', () => {
  // an invented ski area: gondolas with their resort and fare, and the rides they make
  const GONDOLAS = { fields: ['gondola_code', 'gondola_label', 'resort', 'fare', 'Rides', 'Rides.station'], collections: ['gondolas'] };

  test('"(in CHF)" after a figure says how it is written', () => {
    expect(analyze('Sort the gondolas by fare (in CHF), highest first.', GONDOLAS).analysis.filters).toEqual({});
    expect(analyze('Which resort charges the lowest fare (in NOK)?', GONDOLAS).analysis.filters).toEqual({});
    expect(analyze('gondolas run by the resort Skagerline', GONDOLAS).analysis.filters).toEqual({ resort: 'Skagerline' });
  });
});

describe('filters: "the <field> of <Name>" asks a field of the named record, even when the field is a place (filters.proper-value+asked-of)', () => {
  // an invented archipelago: isles keep their harbour town and their own name
  const ISLES = { fields: ['Isle_ID', 'Isle_Name', 'Harbour_Town', 'Ferry_Count', 'Village_ID', 'Village_Name'], collections: ['Isle', 'Village'] };
  test('a word opening the place field\'s name, and its whole name, ask it of the isle', () => {
    const result = analyze('What is the harbour of Skerrow?', ISLES, { explain: true });
    expect(result.analysis.filters).toEqual({ Isle_Name: 'Skerrow' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.proper-value+asked-of');
    expect(analyze('What is the harbour town of Skerrow?', ISLES).analysis.filters).toEqual({ Isle_Name: 'Skerrow' });
  });
});
