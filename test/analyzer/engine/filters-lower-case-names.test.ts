import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented podcast host: episodes keep their host's name; a guest list keeps first and last names
const PODCASTS = { fields: ['_id', 'title', 'host.name', 'host.id', 'runtimeMin', 'airedOn'], collections: ['episodes'] };
const GUESTS = { fields: ['_id', 'first_name', 'last_name', 'email', 'booked_on'], collections: ['guests'] };

test('two lower-case words after "by" closing the question are a person name (+lower-case-name)', () => {
  const result = analyze('how many episodes by odile brannigan', PODCASTS, { explain: true });
  expect(result.analysis.filters).toEqual({ 'host.name': 'Odile Brannigan' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.proper-value+sole-name-field+lower-case-name']);
});

test('two lower-case words opening the question before a field are a first and last name', () => {
  expect(analyze('odile brannigan email', GUESTS).analysis.filters).toEqual({ first_name: 'Odile', last_name: 'Brannigan' });
});

// an invented school roll: pupils keep first and last names and when they enrolled
const PUPILS = { fields: ['_id', 'first_name', 'last_name', 'email', 'enrolled_date'], collections: ['pupils'] };

test('a word that ranks or orders opening the question is no given name', () => {
  expect(analyze('earliest intake date for pupils', PUPILS).analysis.filters).toEqual({});
  expect(analyze('latest intake date for pupils', PUPILS).analysis.filters).toEqual({});
});

test('a word that ranks may still be a surname after a given name', () => {
  const RIDERS = { fields: ['_id', 'first_name', 'last_name', 'email', 'joined_date', 'points'], collections: ['riders'] };
  expect(analyze('ada best email', RIDERS).analysis.filters).toEqual({ first_name: 'Ada', last_name: 'Best' });
});

test('plural nouns, known fields and words not closing the question are no name', () => {
  expect(analyze('episodes by runtime min', PODCASTS).analysis.filters).toEqual({});
  expect(analyze('episodes sorted by odile brannigan', PODCASTS).analysis.filters).toEqual({});
  expect(analyze('episodes by odile brannigan last year', PODCASTS).analysis.filters).not.toHaveProperty('host.name');
  expect(analyze('average runtime for comedy podcasts', PODCASTS).analysis.filters).toEqual({});
});

// an invented menu: cuisines keep their name and hold the dishes cooked in them
const MENU = { fields: ['CuisineId', 'Name', 'Dish', 'Dish.DishId', 'Dish.Name', 'Dish.CuisineId', 'Dish.Price'], collections: ['Cuisine', 'Dish'] };

test('lower-case words before a collection named by a class word are that class\'s name (+lower-case-name)', () => {
  const result = analyze('how many dishes belong to the hakka cuisine', MENU, { explain: true });
  expect(result.analysis.filters).toEqual({ Name: 'Hakka' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule).at(-1)).toEndWith('+lower-case-name');
  expect(analyze('average price of dishes from kerala coast cuisine', MENU).analysis.filters).toEqual({ Name: 'Kerala Coast' });
});

test('a word that spreads or ranks before the class noun is no name', () => {
  expect(analyze('average price of dishes across the various cuisines', MENU).analysis.filters).toEqual({});
  expect(analyze('how many dishes are in the same cuisine', MENU).analysis.filters).toEqual({});
});
