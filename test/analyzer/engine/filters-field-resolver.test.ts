import { describe, expect, test } from 'bun:test';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { analyze, makeRegistry, NOW } from './fixtures.ts';

const HR = { fields: ['employeeId', 'firstName', 'lastName', 'department', 'salary', 'age', 'weightKg', 'hireDate', 'state'], collections: ['employees'] };
const CATALOG = {
  fields: ['orderId', 'stage', 'items', 'items.sku', 'items.qty', 'claims', 'claims.claim_status_name', 'claims.claim_id', 'mgr_name', 'storage_in_gb'],
  collections: ['orders'],
};
const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: which field a quoted value fills', () => {
  test.each([
    ["orders with claim status 'Open'", { 'claims.claim_status_name': 'Open' }],
    ["the line item with sku 'AB-77'", { 'items.sku': 'AB-77' }],
    ["staff under the 'Okafor' mgr", { mgr_name: 'Okafor' }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt, CATALOG)).toEqual(expected as never);
  });

  test('a field named exactly and bound by "is" keeps the value', () => {
    expect(filters("orders whose stage is 'late'", CATALOG)).toEqual({ stage: 'late' });
  });

  test('a value is not read into an identifier field when a label field is named', () => {
    expect(filters("claims with status 'Open'", CATALOG)).not.toHaveProperty('claims.claim_id');
  });
});

describe('filters: comparisons whose field the words imply', () => {
  test.each([
    ['How many staff in the Engineering department make over 100k?', { salary: { $gt: 100000 }, department: 'Engineering' }],
    ['employees older than 40', { age: { $gt: 40 } }],
    ['employees younger than 25', { age: { $lt: 25 } }],
    ['employees who are at least 30 years old', { age: { $gte: 30 } }],
    ['employees that weigh more than 80', { weightKg: { $gt: 80 } }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt, HR)).toEqual(expected as never);
  });

  test('a field word abbreviated in the schema is still found ("storage" → storage_in_gb)', () => {
    expect(filters('orders for laptops whose storage is larger than 512 GB', CATALOG)).toEqual({ storage_in_gb: { $gt: 512 } });
  });

  test('no attribute word and no field word: no filter', () => {
    expect(filters('employees with more than 3', HR)).toEqual({});
  });
});

describe('filters: identifiers and codes', () => {
  test('"ID" after a determiner names the entity id, not a state', () => {
    expect(filters('show the customer with the ID 5512', { fields: ['customerId', 'name', 'state'], collections: ['customers'] })).toEqual({ customerId: 5512 });
  });

  test('"CA" still reads as a state code', () => {
    expect(filters('employees in CA', HR)).toEqual({ state: 'CA' });
  });

  test('"ID" as one item of a list of fields is no state; after a city and a comma it is', () => {
    // an invented skating club: rinks with a town and a state, and the skaters they train
    const RINKS = { fields: ['rink_id', 'rink_title', 'town', 'state', 'Skaters', 'Skaters.skater_id', 'Skaters.level'], collections: ['rinks'] };
    expect(filters('Print the title, ID, and town of each rink with skaters.', RINKS)).toEqual({});
    expect(filters('rinks in Pocatello, ID', RINKS)).toEqual({ town: 'Pocatello', state: 'ID' });
  });

  test('a descending "N-M" is a code, not a range', () => {
    expect(filters('products with code 7731-2', { fields: ['productCode', 'price'], collections: ['products'] }).productCode).not.toEqual({ $gte: 7731, $lte: 2 });
  });
});

describe('filters: numbers named by the word before them', () => {
  const DOCS = { fields: ['documentId', 'title', 'Drafts', 'Drafts.draftId', 'Drafts.documentId', 'supplierId', 'rating', 'floor'], collections: ['documents'] };

  test.each([
    ['the heading of each document whose id is 4', { documentId: 4 }],
    ['the heading on the document having the identifier 7', { documentId: 7 }],
    ['documents on floor 3', { floor: 3 }],
    ['documents rated 10', { rating: 10 }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt, DOCS)).toEqual(expected as never);
  });

  test('a number after a word that names no field stays free', () => {
    expect(filters('the top 3 documents', DOCS)).toEqual({});
    expect(filters('documents from page 3', DOCS)).toEqual({});
  });
});

describe('filters: places and pack values among namesakes', () => {
  const FREIGHT = { fields: ['shipmentId', 'country', 'destination.country', 'totalAmount', 'orderNumber', 'category', 'maxTickets'], collections: ['shipments'] };

  test('a country goes to the country field the words around it name', () => {
    expect(filters('shipments heading to Canada', FREIGHT)).toEqual({ 'destination.country': 'Canada' });
    expect(filters('shipments from Canada', FREIGHT)).toEqual({ country: 'Canada' });
  });

  // a library's patrons, each with the loans shipped to them
  const LIBRARY = {
    fields: ['branchId', 'country', 'patrons', 'patrons.patronId', 'patrons.country', 'patrons.loans', 'patrons.loans.loanId',
      'patrons.loans.shippingCountry'],
    collections: ['branches'],
  };

  test('records named in a clause after the value do not say whose country it is', () => {
    expect(filters('patrons who live in Norway and have loans', LIBRARY)).toEqual({ 'patrons.country': 'Norway' });
    expect(filters('the emails of patrons in Norway who have a loan', LIBRARY)).toEqual({ 'patrons.country': 'Norway' });
    expect(filters('patrons with loans in Norway', LIBRARY)).toEqual({ 'patrons.loans.shippingCountry': 'Norway' });
  });

  test('a number written as money is an amount', () => {
    expect(filters('the 20 most recent shipments over $1,000', FREIGHT)).toEqual({ totalAmount: { $gt: 1000 } });
  });

  test('the noun right after "the <value>" names the field', () => {
    expect(filters("the max tickets for shipments in the 'Refunds' category", FREIGHT)).toEqual({ category: 'Refunds' });
  });

  test('a pack value written in the plural still matches', () => {
    const staffPack: SectorPack = {
      id: 'staffing', label: 'Staffing', signals: { fields: ['employeeId', 'employmentType'] }, synonyms: {}, defaultMetrics: [], dateFields: [],
      entities: [], vocabularies: { employmentType: ['contractor', 'full-time'] },
    };
    const engine = createEngine(makeRegistry(staffPack));
    const run = (prompt: string) => engine.analyze({ prompt, fields: ['employeeId', 'employmentType', 'salary'], collections: ['employees'] }, { now: NOW }).analysis.filters;
    expect(run('employees excluding contractors')).toEqual({ employmentType: { $ne: 'contractor' } });
  });
});

describe('filters: ranges that are buckets', () => {
  test('hyphenated ranges listed in parentheses define groups, not a condition', () => {
    expect(filters('count documents by rating band (0-3, 3-6, 6-9)', { fields: ['rating', 'title'], collections: ['documents'] })).toEqual({});
    expect(filters('documents with a rating of 5-7', { fields: ['rating', 'title'], collections: ['documents'] })).toEqual({ rating: { $gte: 5, $lte: 7 } });
  });
});

describe('field resolver: verbs that label a record name its category', () => {
  const TICKETS = { fields: ['customer_name', 'status_code', 'opened_on'], collections: ['tickets'] };
  const GAMES = { fields: ['game_name', 'game_type', 'publisher_name'], collections: ['games'] };

  test('"marked as" names a status', () => {
    expect(analyze('customers whose tickets are marked as "on-hold"', TICKETS).analysis.filters).toEqual({ status_code: 'on-hold' });
  });

  test('"classified as" names a type', () => {
    expect(analyze('games classified as "Strategy"', GAMES).analysis.filters).toEqual({ game_type: 'Strategy' });
  });
});
