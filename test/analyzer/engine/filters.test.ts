import { describe, expect, test } from 'bun:test';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { analyze, analyzeMedia, ECOMMERCE, makeRegistry, MEDIA_COLLECTIONS, MEDIA_FIELDS, NOW } from './fixtures.ts';

const filters = (prompt: string) => analyze(prompt).analysis.filters;
const media = (prompt: string) => analyzeMedia(prompt).analysis.filters;

/** Trade vocabularies (genres, certificates) come from a sector pack, not from the engine. */
const FILM_PACK: SectorPack = {
  id: 'film', label: 'Film', signals: { fields: ['title', 'genres', 'rated', 'premiered'] }, synonyms: {}, defaultMetrics: [], dateFields: [],
  entities: [], vocabularies: { genres: ['Western', 'Musical', 'Comedy'], rated: ['PG', 'PG-13', 'R'] },
};
const filmEngine = createEngine(makeRegistry(ECOMMERCE, FILM_PACK));
const film = (prompt: string) => filmEngine.analyze({ prompt, fields: MEDIA_FIELDS, collections: MEDIA_COLLECTIONS }, { now: NOW }).analysis.filters;

describe('filters: comparisons', () => {
  test.each([
    ['orders with quantity over 10', { quantity: { $gt: 10 } }],
    ['products whose price is greater than 89.5', { price: { $gt: 89.5 } }],
    ['products with a price of at least 20', { price: { $gte: 20 } }],
    ['products with price less than 5', { price: { $lt: 5 } }],
    ['orders with quantity no more than 3', { quantity: { $lte: 3 } }],
    ['products having a price between 10 and 20', { price: { $gte: 10, $lte: 20 } }],
    ['products with price 10-20', { price: { $gte: 10, $lte: 20 } }],
    ['products with price > 5', { price: { $gt: 5 } }],
    ['products with price >= 5', { price: { $gte: 5 } }],
    ['orders with quantity not more than 4', { quantity: { $lte: 4 } }],
    ['orders with quantity not above 4', { quantity: { $lte: 4 } }],
    ['products with rating 5 or more', { rating: { $gte: 5 } }],
    ['products with a price over $1,200', { price: { $gt: 1200 } }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected as never);
  });

  test('the number names its field after it ("more than 50 comments")', () => {
    expect(media('films that drew more than 40 comments')).toEqual({ num_club_comments: { $gt: 40 } });
    expect(media('films having at least 700 CineDB votes')).toEqual({ 'cinedb.votes': { $gte: 700 } });
  });

  test('units point at their field', () => {
    expect(media('films running longer than 170 minutes')).toEqual({ runtime: { $gt: 170 } });
    expect(media('films of 80 to 95 minutes in length')).toEqual({ runtime: { $gte: 80, $lte: 95 } });
  });

  test('an object field used as a number means its numeric child', () => {
    expect(media('films that took home more than 3 prizes')).toEqual({ 'prizes.wins': { $gt: 3 } });
  });

  test('two conditions on one field merge', () => {
    expect(filters('products with price above 10 and price below 50')).toEqual({ price: { $gt: 10, $lt: 50 } });
  });
});

describe('filters: values', () => {
  test('pack vocabularies route values to their field', () => {
    expect(filters('show shipped orders')).toEqual({ status: 'shipped' });
    expect(filters('orders that are pending or cancelled')).toEqual({ status: { $in: ['pending', 'cancelled'] } });
  });

  test('negation gives $ne / $nin', () => {
    expect(filters('orders that are not cancelled')).toEqual({ status: { $ne: 'cancelled' } });
    expect(media('non-English films of the club')).toEqual({ languages: { $ne: 'English' } });
    expect(film('films except the Western and Musical genres')).toEqual({ genres: { $nin: ['Western', 'Musical'] } });
  });

  test('places go to location-like fields', () => {
    expect(filters('orders going to Texas')).toEqual({ 'shipping.state': 'Texas' });
    expect(filters('orders going to Germany or France')).toEqual({ 'shipping.country': { $in: ['Germany', 'France'] } });
    expect(filters('orders from Chicago')).toEqual({ 'shipping.city': 'Chicago' });
    expect(media('cinemas in NV, AZ and UT')).toEqual({ 'venue.address.state': { $in: ['NV', 'AZ', 'UT'] } });
    expect(media('cinemas in Bridgeport, CT')).toEqual({ 'venue.address.city': 'Bridgeport', 'venue.address.state': 'CT' });
  });

  test('lower-case place words in prose are not places', () => {
    expect(filters('show us the orders')).toEqual({});
  });

  test('people after agent verbs', () => {
    expect(media('films directed by Marta Lindqvist')).toEqual({ directors: 'Marta Lindqvist' });
    expect(media('films starring Owen Pryce or Ines Duval')).toEqual({ cast: { $in: ['Owen Pryce', 'Ines Duval'] } });
    expect(media('films featuring both Ravi Anand and Clara Voss')).toEqual({ cast: { $all: ['Ravi Anand', 'Clara Voss'] } });
    expect(media('Tobias Wren films')).toEqual({ directors: 'Tobias Wren' });
  });

  test('quoted values: literal, regex prefix, suffix, contains', () => {
    expect(filters("customer with email 'a@b.com'")).toEqual({ 'customer.email': 'a@b.com' });
    expect(media("members whose name begins with 'Edi'")).toEqual({ name: { $regex: '^Edi', $options: 'i' } });
    expect(media("members whose email ends with '.org'")).toEqual({ email: { $regex: '\\.org$', $options: 'i' } });
    expect(media("films with 'shipwreck' in the plot")).toEqual({ plot: 'shipwreck' });
    expect(media("films that mention 'lighthouse' in their plot")).toEqual({ plot: { $regex: 'lighthouse', $options: 'i' } });
    expect(media("the rating of 'Paper Lanterns'")).toEqual({ title: 'Paper Lanterns' });
  });

  test('ids go to the id field of the entity named', () => {
    expect(media("comments left on the film with ID '64b0c2f1e4a9d3b7c8e51a02'")).toEqual({ film_id: '64b0c2f1e4a9d3b7c8e51a02' });
  });

  test('certificates go to a rated-like field through the pack vocabulary', () => {
    expect(film('club films rated PG-13 or PG')).toEqual({ rated: { $in: ['PG-13', 'PG'] } });
  });

  test('without a pack, genre words are not engine knowledge', () => {
    expect(media('films except the Western and Musical genres')).not.toHaveProperty('genres', { $nin: ['Western', 'Musical'] });
  });

  test('one capital letter after a rating word is the rating, without any vocabulary', () => {
    expect(media('club films rated R')).toEqual({ rated: 'R' });
  });

  test('nothing to filter', () => {
    expect(filters('show all orders')).toEqual({});
    expect(filters('')).toEqual({});
  });
});

describe('filters: locations, place lists and counted records', () => {
  const stores = { fields: ['name', 'site', 'site.point', 'site.point.type', 'site.point.coordinates', 'site.address.state', 'site.address.city'], collections: ['stores'] };

  test('a location search runs on the GeoJSON point, not its parent object', () => {
    expect(Object.keys(analyze('stores within 8 km of coordinates 51.48, -3.18', stores).analysis.filters)).toEqual(['site.point']);
    expect(Object.keys(analyze('stores near 51.48, -3.18', stores).analysis.filters)).toEqual(['site.point']);
  });

  test('Georgia and New York are states too, and join the states listed with them', () => {
    expect(analyze('stores in Ohio or Georgia', stores).analysis.filters).toEqual({ 'site.address.state': { $in: ['Ohio', 'Georgia'] } });
    expect(analyze('stores in Nevada and New York state', stores).analysis.filters).toEqual({ 'site.address.state': { $in: ['Nevada', 'New York'] } });
  });

  test('"more than N <collection>" compares the field that counts those records', () => {
    // "purchases" names the orders collection only through the pack's alias, not through any field
    const a = analyze('customers with more than 5 purchases', { fields: ['name', 'num_orders', 'customerId', 'orderId'], collections: ['customers', 'orders'] });
    expect(a.analysis.filters).toEqual({ num_orders: { $gt: 5 } });
  });
});

describe('filters: "in <language>"', () => {
  const films = { fields: ['title', 'countries', 'languages', 'rating'], collections: ['films'] };
  test('a word that is both a demonym and a language is the language after "in"', () => {
    expect(analyze('mean rating of films in Portuguese, German and Japanese', films).analysis.filters)
      .toEqual({ languages: { $in: ['Portuguese', 'German', 'Japanese'] } });
  });
  test('without "in" the demonym still names the country', () => {
    expect(Object.keys(analyze('Spanish films', films).analysis.filters)).toEqual(['countries']);
  });
});
