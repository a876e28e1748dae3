import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented concert hall: recitals, each in one style kept as a code into a lookup of styles
const HALL = {
  fields: ['recital_id', 'style_code', 'recital_date', 'ticket_price', 'style_description', 'pianist_id', 'pianist_name'],
  collections: ['Recitals', 'Ref_Styles', 'Pianists'],
};
// the same recitals keeping two fields of classes: a bare word before their noun names neither
const TWO_CLASSES = {
  fields: ['recital_id', 'style_code', 'seating_tier', 'recital_date', 'ticket_price', 'style_description', 'pianist_id', 'pianist_name'],
  collections: ['Recitals', 'Ref_Styles', 'Pianists'],
};

describe('filters: a plain word before a noun naming records is their one class field\'s value (filters.kind-modifier+records-class)', () => {
  test('"baroque recitals" after a preposition', () => {
    const explained = analyze('average ticket price for baroque recitals', HALL, { explain: true });
    // the code keeps the value: it was read by the class the field's name says, not by words naming the code
    expect(explained.analysis.filters).toEqual({ style_code: 'baroque' });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.kind-modifier+records-class']);
  });

  test('"how many romantic recitals"', () => {
    expect(analyze('how many romantic recitals are there', HALL).analysis.filters).toEqual({ style_code: 'romantic' });
  });

  test('a field naming whose class it holds takes the word too: "starlight recitals" → `seatingTier`', () => {
    const TIERED = { fields: ['recitalId', 'seatingTier', 'recitalDate', 'ticketPrice', 'pianistId', 'pianistName'], collections: ['recitals', 'pianists'] };
    expect(analyze('how many starlight recitals are there', TIERED).analysis.filters).toEqual({ seatingTier: 'starlight' });
    // letters joined by hyphens are one class
    expect(analyze('how many front-row recitals are there', TIERED).analysis.filters).toEqual({ seatingTier: 'front-row' });
    // …but not when they are words of the collection's name, which the noun only rides along with
    const GUESTS = { fields: ['recitalId', 'recitalType', 'ticketPrice'], collections: ['Guest_Star_Recitals'] };
    expect(analyze('how many guest-star recitals are there', GUESTS).analysis.filters).toEqual({});
    // a superlative ranks the things the noun phrase names, their class and all
    expect(analyze('the three cheapest starlight recitals', TIERED).analysis.filters).toEqual({ seatingTier: 'starlight' });
  });

  test('a bare `category` at the top of the records classes them: "folk recitals" → `category`', () => {
    const BARE = { fields: ['recital_id', 'category', 'recital_date', 'ticket_price', 'pianist_id', 'pianist_name'], collections: ['Recitals', 'Pianists'] };
    const explained = analyze('how many folk recitals are there', BARE, { explain: true });
    expect(explained.analysis.filters).toEqual({ category: 'folk' });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.kind-modifier+records-class']);
  });

  test('a bare `category` takes no capitalised word: a name, or the question\'s own opening word', () => {
    const BARE = { fields: ['recital_id', 'category', 'recital_date', 'ticket_price', 'pianist_id', 'pianist_name'], collections: ['Recitals', 'Pianists'] };
    expect(analyze('average ticket price of the Harmonia recitals', BARE).analysis.filters).not.toHaveProperty('category');
    expect(analyze('Display recitals from 2023', BARE).analysis.filters).not.toHaveProperty('category');
  });

  test('a bare `category` nested inside the records classes a part of them: the word is left alone', () => {
    const NESTED = { fields: ['recital_id', 'venue.hall.category', 'recital_date', 'ticket_price', 'pianist_id', 'pianist_name'], collections: ['Recitals', 'Pianists'] };
    expect(analyze('how many folk recitals are there', NESTED).analysis.filters).toEqual({});
  });

  test('a `plan` is a class of the records it sits in: "gold members" → `plan`; a `planId` keys one and takes no word', () => {
    const CLUB = { fields: ['memberId', 'fullName', 'plan', 'joinedOn', 'visitId', 'visitedAt'], collections: ['members', 'visits'] };
    expect(analyze('how many gold members joined last year', CLUB).analysis.filters).toMatchObject({ plan: 'gold' });
    const KEYED = { fields: ['memberId', 'fullName', 'planId', 'joinedOn', 'visitId', 'visitedAt'], collections: ['members', 'visits'] };
    expect(analyze('how many gold members joined last year', KEYED).analysis.filters).toEqual({});
  });

  test('a bare `plan` takes no plain adjective: "local members" names no plan', () => {
    const CLUB = { fields: ['memberId', 'fullName', 'plan', 'joinedOn', 'visitId', 'visitedAt'], collections: ['members', 'visits'] };
    expect(analyze('how many local members joined last year', CLUB).analysis.filters).not.toHaveProperty('plan');
  });

  test('a bare `category` takes a noun in the plural, which no adjective is: "puzzles recitals" → `category`', () => {
    const BARE = { fields: ['recital_id', 'category', 'recital_date', 'ticket_price', 'pianist_id', 'pianist_name'], collections: ['Recitals', 'Pianists'] };
    expect(analyze('how many puzzles recitals are there', BARE).analysis.filters).toEqual({ category: 'puzzles' });
  });

  test('records keeping two class fields take the word into neither', () => {
    expect(analyze('average ticket price for baroque recitals', TWO_CLASSES).analysis.filters).toEqual({});
  });
});
