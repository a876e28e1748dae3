import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { collectionKey, countFieldFor, namesCollection, ownedDateField, referencedKeys } from '../../../plugins/analyzer/engine/ownership.ts';
import { analyze } from './fixtures.ts';

const index = (fields: string[]) => buildFieldIndex(fields, []);
const entry = (fields: string[], name: string) => index(fields).byNorm.get(name.toLowerCase().replace(/[^a-z0-9]/g, ''))!;

describe('field ownership', () => {
  test('collection keys are singular, joined words of the last segment', () => {
    expect(collectionKey('orders')).toBe('order');
    expect(collectionKey('shop.order_items')).toBe('orderitem');
  });

  test('a field names its collection through a word or a dotted prefix', () => {
    expect(namesCollection(entry(['orderDate'], 'orderDate'), 'orders')).toBe(true);
    expect(namesCollection(entry(['payments', 'payments.date'], 'payments.date'), 'payments')).toBe(true);
    expect(namesCollection(entry(['order_item_date'], 'order_item_date'), 'order_items')).toBe(true);
    expect(namesCollection(entry(['createdAt'], 'createdAt'), 'orders')).toBe(false);
  });

  test('collections pointed at through <entity>Id fields', () => {
    expect([...referencedKeys(index(['customerId', 'product_id', 'id', 'total']))].sort()).toEqual([['customer', 1], ['product', 1]]);
  });

  test('the count field of a collection', () => {
    expect(countFieldFor(index(['title', 'num_reviews', 'reviewCount']), 'reviews')?.name).toBe('num_reviews');
    expect(countFieldFor(index(['title', 'reviewCount']), 'reviews')?.name).toBe('reviewCount');
    expect(countFieldFor(index(['title', 'reviews']), 'reviews')).toBeNull();
  });

  test('dates: the one naming the collection, else a plain timestamp for records about other records', () => {
    const fields = ['productId', 'launchDate', 'date', 'shippedAt'];
    const idx = index(fields);
    const dates = ['launchDate', 'date', 'shippedAt'].map((n) => entry(fields, n));
    expect(ownedDateField(idx, 'reviews', dates)?.name).toBe('date');
    expect(ownedDateField(idx, 'products', dates)).toBeNull();
    const withOwn = index(['productId', 'launchDate', 'reviewDate', 'date']);
    expect(ownedDateField(withOwn, 'reviews', ['launchDate', 'reviewDate', 'date'].map((n) => withOwn.byNorm.get(n.toLowerCase())!))?.name).toBe('reviewDate');
  });
});

describe('sort with ownership', () => {
  const fields = ['_id', 'name', 'launchDate', 'price', 'num_reviews', 'productId', 'customerId', 'text', 'date'];
  const collections = ['products', 'reviews', 'customers'];
  const run = (prompt: string) => analyze(prompt, { fields, collections }).analysis.sort;

  test('"most recent <records>" uses the date those records carry', () => {
    expect(run('the 10 most recent reviews')).toEqual({ date: -1 });
    expect(analyze('the 5 newest reviews', { fields: ['productId', 'launchDate', 'reviewDate', 'date'], collections }).analysis.sort)
      .toEqual({ reviewDate: -1 });
  });

  test('"the most <records>" ranks by the field that counts them', () => {
    expect(run('top 10 products with the most reviews')).toEqual({ num_reviews: -1 });
    expect(run('the 5 products with the highest number of reviews')).toEqual({ num_reviews: -1 });
  });

  test('a superlative after a possessive picks a part of each result, not an order', () => {
    expect(run('customers whose latest review mentions shipping')).toEqual({});
    expect(analyze('customers and their 3 most recent orders').analysis.sort).toEqual({});
  });

  test('"most recent <object>" uses the object\'s date', () => {
    expect(analyze('the 5 most recent payments', { fields: ['payments', 'payments.date', 'payments.amount'], collections: ['invoices'] }).analysis.sort)
      .toEqual({ 'payments.date': -1 });
  });

  test('superlatives in the list of things to show, and "at least", do not sort', () => {
    expect(analyze('list 10 orders from Texas showing customer name and most recent status').analysis.sort).toEqual({});
    expect(analyze('orders with at least 3 items').analysis.sort).toEqual({});
  });

  test('"sorted by the highest number first" ranks groups by count', () => {
    expect(analyze('count of orders in each status, sorted by the highest number first').analysis.sort).toEqual({ count: -1 });
  });
});

describe('counting one collection per person of another', () => {
  const fields = ['_id', 'name', 'email', 'customerId', 'productId', 'rating', 'text', 'date', 'price'];
  const collections = ['customers', 'products', 'reviews'];
  const run = (prompt: string) => analyze(prompt, { fields, collections }).analysis;

  test('"users who wrote the most X" counts X per linked user', () => {
    const a = run('the 5 customers who wrote the most reviews');
    expect(a.groupBy).toEqual(['customerId']);
    expect(a.operation).toBe('$count');
    expect(a.intent).toBe('aggregate');
    expect(a.sort).toEqual({ count: -1 });
    expect(a.collection[0]).toBe('reviews');
  });

  test('with no link field the person is told apart by name', () => {
    const a = analyze('top 3 authors who posted the fewest reviews', { fields: ['name', 'email', 'text'], collections: ['authors', 'reviews'] }).analysis;
    expect(a.groupBy).toEqual(['name']);
    expect(a.sort).toEqual({ count: 1 });
  });

  test('"at least N" of another collection counts it per linked person', () => {
    expect(run('customers who wrote at least 3 reviews').groupBy).toEqual(['customerId']);
  });

  test('records the schema does not hold, compared per customer: no grouping', () => {
    expect(run('the customers with more than 3 orders').groupBy).toEqual([]);
  });

  test('records the schema does not hold, ranked per customer: counted per customer as unnamed records', () => {
    const { analysis, explanation } = analyze('the customers with the most orders', { fields, collections }, { explain: true });
    expect(analysis.groupBy).toEqual(['customerId']);
    expect(analysis.operation).toBe('$count');
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toEqual(['groupBy.count-ranking+unnamed-records']);
  });
});
