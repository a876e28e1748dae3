import { describe, expect, test } from 'bun:test';
import { analyze, filterRules } from './fixtures.ts';

// an invented plant nursery: shipments with embedded lines (their own line sums) and a grand total of the shipment
const NURSERY = {
  fields: ['_id', 'shipment_id', 'grower_id', 'shipped_on', 'state', 'lines.plant_code', 'lines.qty', 'lines.line_amount', 'grand_total', 'freight_fee', 'grower_name', 'region', 'founded_year'],
  collections: ['shipments', 'growers'],
};
// an invented boatyard: repairs with a stage kept in words and the sum invoiced
const BOATYARD = {
  fields: ['_id', 'repair_id', 'boat_id', 'opened_on', 'repair_state', 'labour_hours', 'invoice_total', 'boat_name', 'length_ft'],
  collections: ['repairs', 'boats'],
};
// an invented caterer: events with the sum of each course embedded, and the price quoted for the event
const CATERER = {
  fields: ['_id', 'event_id', 'client_id', 'held_on', 'courses.dish', 'courses.amount', 'quoted_price', 'guest_count', 'client_name'],
  collections: ['events', 'clients'],
};
// an invented ski rental: rentals with their total, customers with a birth date
const SKI = {
  fields: ['_id', 'rental_id', 'customer_id', 'rented_on', 'rental_status', 'gear.item', 'gear.day_price', 'rental_total', 'customer_name', 'birth_date', 'tier'],
  collections: ['rentals', 'customers'],
};
// an invented tender board: bids at a stage, with the sum offered
const TENDERS = {
  fields: ['_id', 'bid_id', 'office_id', 'bid_stage', 'offered_amount', 'submitted_on', 'office_name'],
  collections: ['bids', 'offices'],
};
// an invented bakery and an invented tool shop: the records are called by a word the schema does not know
const BAKERY = { fields: ['_id', 'product_id', 'label', 'is_organic', 'unit_price', 'calories', 'baker_id', 'baker_name'], collections: ['products', 'bakers'] };
const TOOLS = { fields: ['_id', 'tool_id', 'tool_name', 'is_cordless', 'list_price', 'weight_kg', 'supplier_id', 'supplier_name'], collections: ['tools', 'suppliers'] };
// an invented soil lab and an invented water board: observations nested under the records, their parent not listed
const SOIL = { fields: ['_id', 'plot_id', 'farm_name', 'acreage', 'assays.analyte_name', 'assays.result', 'assays.sampled_on'], collections: ['plots'] };
const WATER = { fields: ['_id', 'well_id', 'county', 'depth_m', 'samples.contaminant_code', 'samples.reading', 'samples.taken_at'], collections: ['wells'] };

const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('filters: a bare number said of the records named is their principal sum', () => {
  test.each([
    ['shipments above 400', NURSERY, { grand_total: { $gt: 400 } }],
    ['events over 3000', CATERER, { quoted_price: { $gt: 3000 } }],
  ])('%p: the records\' own sum, not one of their embedded lines\'', (prompt, schema, expected) => {
    const result = run(prompt, schema);
    expect(result.analysis.filters).toEqual(expected);
    expect(filterRules(result)).toContain(`filters.compare$gt+bare-sum-of-records`);
  });

  test('a sum of money is the record\'s own total before an embedded line\'s', () => {
    expect(run('shipments over $250', NURSERY).analysis.filters).toEqual({ grand_total: { $gt: 250 } });
    expect(run('events over $3000', CATERER).analysis.filters).toEqual({ quoted_price: { $gt: 3000 } });
  });

  test.each([
    ['repairs above 900', BOATYARD, { invoice_total: { $gt: 900 } }],
    ['bids over 40k', TENDERS, { offered_amount: { $gt: 40000 } }],
  ])('%p: a stage kept in words holds no number; the records\' sum does', (prompt, schema, expected) => {
    expect(run(prompt, schema).analysis.filters).toEqual(expected);
  });

  test('a number written with a thousands letter is a sum of money', () => {
    expect(run('bids the south office sent over 40k', TENDERS).analysis.filters).toEqual({ offered_amount: { $gt: 40000 } });
  });

  test.each([
    ['organic loaves under 6', BAKERY, { unit_price: { $lt: 6 }, is_organic: true }],
    ['cordless drills over 150', TOOLS, { list_price: { $gt: 150 }, is_cordless: true }],
  ])('%p: records called by an unknown word, described by a flag, are the flag\'s records', (prompt, schema, expected) => {
    const result = run(prompt, schema);
    expect(result.analysis.filters).toEqual(expected);
    expect(filterRules(result)).toContain(`filters.compare$${prompt.includes('under') ? 'lt' : 'gt'}+described-records-sum`);
  });

  test.each([
    ['growers with over 5 shipments', NURSERY],
    ['shipment 4410', NURSERY],
    ['growers founded before 1990', NURSERY],
    ['customers over 60', SKI],
    ['organic loaves with more than 300 calories', BAKERY],
    ['cordless drills over 2 kg', TOOLS],
    ['repairs over 20 hours', BOATYARD],
  ])('%p: a count, a key, a year, an age or a unit is no sum', (prompt, schema) => {
    const filters = run(prompt, schema).analysis.filters;
    for (const sum of ['grand_total', 'rental_total', 'unit_price', 'list_price', 'invoice_total']) expect(filters).not.toHaveProperty(sum);
  });
});

describe('filters: a result said to come back above a bound is the observation\'s value', () => {
  test.each([
    ['plots where nitrate came back over 40', SOIL, { 'assays.result': { $gt: 40 } }],
    ['wells where arsenic tested above 10', WATER, { 'samples.reading': { $gt: 10 } }],
    ['plots where nitrate was over 40', SOIL, { 'assays.result': { $gt: 40 } }],
  ])('%p', (prompt, schema, expected) => {
    const result = run(prompt, schema);
    expect(result.analysis.filters).toEqual(expected);
    expect(filterRules(result)).toContain('filters.compare$gt+observed-value');
  });

  test('a field named before the result verb keeps the bound', () => {
    expect(run('plots where acreage was over 40', SOIL).analysis.filters).toEqual({ acreage: { $gt: 40 } });
    expect(run('wells deeper than 30 m', WATER).analysis.filters).not.toHaveProperty('samples.reading');
  });
});

// an invented bank and an invented football league: the records' lists are embedded, the list itself listed
const BANK = { fields: ['_id', 'account_id', 'holder_name', 'opened_on', 'transfers', 'transfers.transfer_id', 'transfers.fee_count', 'transfers.transfer_amount', 'transfers.sent_on'], collections: ['accounts'] };
const LEAGUE = { fields: ['_id', 'club_id', 'club_name', 'fixtures', 'fixtures.fixture_id', 'fixtures.attendance', 'fixtures.ticket_revenue', 'fixtures.played_on'], collections: ['clubs'] };

describe('filters: a bare number said of an embedded list of records is their own sum', () => {
  test.each([
    ['accounts with transfers below 3000', BANK, { 'transfers.transfer_amount': { $lt: 3000 } }, 'filters.compare$lt+list-sum'],
    ['clubs with fixtures above 90000', LEAGUE, { 'fixtures.ticket_revenue': { $gt: 90000 } }, 'filters.compare$gt+list-sum'],
  ])('%p', (prompt, schema, expected, rule) => {
    const result = run(prompt, schema);
    expect(result.analysis.filters).toEqual(expected);
    expect(filterRules(result)).toContain(rule);
  });

  test.each([
    ['accounts with transfers of more than 3 fees', BANK, { 'transfers.fee_count': { $gt: 3 } }],
    ['clubs with fixtures above 9000 people', LEAGUE, { 'fixtures.attendance': { $gt: 9000 } }],
  ])('%p: a noun after the number says what it counts', (prompt, schema, expected) => {
    expect(run(prompt, schema).analysis.filters).toEqual(expected);
  });
});

// an invented clinic roster and an invented tutoring agency: what people are paid, under several names
const ROSTER = { fields: ['_id', 'nurse_id', 'full_name', 'ward_id', 'compensation', 'hired_on', 'ward_name', 'bed_total'], collections: ['nurses', 'wards'] };
const TUTORS = { fields: ['_id', 'tutor_id', 'tutor_name', 'subject', 'annual_pay', 'sessions_total'], collections: ['tutors'] };
const PLANT = { fields: ['_id', 'machine_id', 'line_name', 'parts_made', 'operator_pay'], collections: ['machines'] };

describe('filters: a verb of earning compares what people are paid', () => {
  test.each([
    ['nurses who make over 70k', ROSTER, { compensation: { $gt: 70000 } }],
    ['nurses earning under 50000', ROSTER, { compensation: { $lt: 50000 } }],
    ['tutors making more than 40k', TUTORS, { annual_pay: { $gt: 40000 } }],
  ])('%p', (prompt, schema, expected) => {
    expect(run(prompt, schema).analysis.filters).toEqual(expected);
  });

  test('a noun after the number says what is made', () => {
    expect(run('machines that make over 500 parts', PLANT).analysis.filters).toEqual({ parts_made: { $gt: 500 } });
  });
});
