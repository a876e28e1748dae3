import { describe, expect, test } from 'bun:test';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { analyze, analyzeMedia, ECOMMERCE, makeRegistry, MEDIA_COLLECTIONS, MEDIA_FIELDS, NOW } from './fixtures.ts';

const filters = (prompt: string) => analyze(prompt).analysis.filters;
const media = (prompt: string) => analyzeMedia(prompt).analysis.filters;

/** Trade vocabularies (genres, certificates) come from a sector pack, not from the engine. */
const FILM_PACK: SectorPack = {
  id: 'film', label: 'Film', signals: { fields: ['title', 'genres', 'rated', 'runtime'] }, synonyms: {}, defaultMetrics: [], dateFields: [],
  entities: [], vocabularies: { genres: ['Horror', 'Thriller', 'Comedy'], rated: ['PG', 'PG-13', 'R'] },
};
const filmEngine = createEngine(makeRegistry(ECOMMERCE, FILM_PACK));
const film = (prompt: string) => filmEngine.analyze({ prompt, fields: MEDIA_FIELDS, collections: MEDIA_COLLECTIONS }, { now: NOW }).analysis.filters;

describe('filters: comparisons', () => {
  test.each([
    ['orders with quantity over 10', { quantity: { $gt: 10 } }],
    ['products with price greater than 99.5', { price: { $gt: 99.5 } }],
    ['products with a price of at least 20', { price: { $gte: 20 } }],
    ['products with price less than 5', { price: { $lt: 5 } }],
    ['orders with quantity no more than 3', { quantity: { $lte: 3 } }],
    ['products with a price between 10 and 20', { price: { $gte: 10, $lte: 20 } }],
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
    expect(media('movies with more than 50 comments')).toEqual({ num_mflix_comments: { $gt: 50 } });
    expect(media('movies with at least 1000 IMDb votes')).toEqual({ 'imdb.votes': { $gte: 1000 } });
  });

  test('units point at their field', () => {
    expect(media('movies longer than 150 minutes')).toEqual({ runtime: { $gt: 150 } });
    expect(media('movies between 90 and 120 minutes long')).toEqual({ runtime: { $gte: 90, $lte: 120 } });
  });

  test('an object field used as a number means its numeric child', () => {
    expect(media('movies that won more than 5 awards')).toEqual({ 'awards.wins': { $gt: 5 } });
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
    expect(media('non-English movies')).toEqual({ languages: { $ne: 'English' } });
    expect(film('movies excluding Horror and Thriller genres')).toEqual({ genres: { $nin: ['Horror', 'Thriller'] } });
  });

  test('places go to location-like fields', () => {
    expect(filters('orders going to Texas')).toEqual({ 'shipping.state': 'Texas' });
    expect(filters('orders going to Germany or France')).toEqual({ 'shipping.country': { $in: ['Germany', 'France'] } });
    expect(filters('orders from Chicago')).toEqual({ 'shipping.city': 'Chicago' });
    expect(media('theaters in CA, NY and TX')).toEqual({ 'location.address.state': { $in: ['CA', 'NY', 'TX'] } });
    expect(media('theaters in Snellville, GA')).toEqual({ 'location.address.city': 'Snellville', 'location.address.state': 'GA' });
  });

  test('lower-case place words in prose are not places', () => {
    expect(filters('show us the orders')).toEqual({});
  });

  test('people after agent verbs', () => {
    expect(media('movies directed by Christopher Nolan')).toEqual({ directors: 'Christopher Nolan' });
    expect(media('movies starring Tom Hanks or Meg Ryan')).toEqual({ cast: { $in: ['Tom Hanks', 'Meg Ryan'] } });
    expect(media('movies featuring both Jackie Chan and Chris Tucker')).toEqual({ cast: { $all: ['Jackie Chan', 'Chris Tucker'] } });
    expect(media('Quentin Tarantino movies')).toEqual({ directors: 'Quentin Tarantino' });
  });

  test('quoted values: literal, regex prefix, suffix, contains', () => {
    expect(filters("customer with email 'a@b.com'")).toEqual({ 'customer.email': 'a@b.com' });
    expect(media("users whose name starts with 'Chris'")).toEqual({ name: { $regex: '^Chris', $options: 'i' } });
    expect(media("users whose email ends with '.com'")).toEqual({ email: { $regex: '\\.com$', $options: 'i' } });
    expect(media("movies with 'murder' in the plot")).toEqual({ plot: 'murder' });
    expect(media("movies that mention 'heist' in their plot")).toEqual({ plot: { $regex: 'heist', $options: 'i' } });
    expect(media("the rating of 'Country Strong'")).toEqual({ title: 'Country Strong' });
  });

  test('ids go to the id field of the entity named', () => {
    expect(media("comments on the movie with ID '573a139af29313caabcf1573'")).toEqual({ movie_id: '573a139af29313caabcf1573' });
  });

  test('certificates go to a rated-like field through the pack vocabulary', () => {
    expect(film('movies rated PG or PG-13')).toEqual({ rated: { $in: ['PG', 'PG-13'] } });
  });

  test('without a pack, genre words are not engine knowledge', () => {
    expect(media('movies excluding Horror and Thriller genres')).not.toHaveProperty('genres', { $nin: ['Horror', 'Thriller'] });
  });

  test('one capital letter after a rating word is the rating, without any vocabulary', () => {
    expect(media('movies rated R')).toEqual({ rated: 'R' });
  });

  test('nothing to filter', () => {
    expect(filters('show all orders')).toEqual({});
    expect(filters('')).toEqual({});
  });
});

describe('filters: locations, place lists and counted records', () => {
  const stores = { fields: ['name', 'location', 'location.geo', 'location.geo.type', 'location.geo.coordinates', 'location.address.state', 'location.address.city'], collections: ['stores'] };

  test('a location search runs on the GeoJSON point, not its parent object', () => {
    expect(Object.keys(analyze('stores within 5 miles of coordinates 40.75, -73.98', stores).analysis.filters)).toEqual(['location.geo']);
    expect(Object.keys(analyze('stores near 40.75, -73.98', stores).analysis.filters)).toEqual(['location.geo']);
  });

  test('Georgia and New York are states too, and join the states listed with them', () => {
    expect(analyze('stores in Illinois or Georgia', stores).analysis.filters).toEqual({ 'location.address.state': { $in: ['Illinois', 'Georgia'] } });
    expect(analyze('stores in Texas and New York state', stores).analysis.filters).toEqual({ 'location.address.state': { $in: ['Texas', 'New York'] } });
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
    expect(analyze('average rating of films in Spanish, French and Mandarin', films).analysis.filters)
      .toEqual({ languages: { $in: ['Spanish', 'French', 'Mandarin'] } });
  });
  test('without "in" the demonym still names the country', () => {
    expect(Object.keys(analyze('Spanish films', films).analysis.filters)).toEqual(['countries']);
  });
});
