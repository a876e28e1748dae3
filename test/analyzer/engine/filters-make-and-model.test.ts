import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented car-share club: members keep their own names and the car they bring, by brand and model
const CLUB = { fields: ['memberId', 'firstName', 'lastName', 'car.brand', 'car.model', 'car.seats'], collections: ['members'] };

const ruleList = (prompt: string, schema: typeof CLUB): string[] => analyze(prompt, schema, { explain: true }).explanation?.filters.evidence.map((e) => e.rule) ?? [];

describe('filters: a make and a model said after an indefinite article', () => {
  test('the first word is the make, the second the model, when the schema keeps a model beside its make', () => {
    expect(analyze('members who bring a Skoda Fabia', CLUB).analysis.filters).toEqual({ 'car.brand': 'Skoda', 'car.model': 'Fabia' });
    expect(ruleList('members who bring a Skoda Fabia', CLUB)).toContain('filters.make-and-model');
  });

  test('a name with no article before it is a person; with no model field the words are left to the other readings', () => {
    expect(ruleList('members who ride with Tove Lindqvist', CLUB)).not.toContain('filters.make-and-model');
    const noModel = { ...CLUB, fields: CLUB.fields.filter((f) => f !== 'car.model') };
    expect(ruleList('members who bring a Skoda Fabia', noModel)).not.toContain('filters.make-and-model');
  });

  test('a value known whole ("New York") or a name qualifying the noun after it ("Home Depot store") is no make and model', () => {
    expect(ruleList('members with a New York licence', CLUB)).not.toContain('filters.make-and-model');
    expect(ruleList('members who shop at a Home Depot store', CLUB)).not.toContain('filters.make-and-model');
  });

  test('a title opens a person\'s name; beside first and last names the make must be a known value', () => {
    expect(ruleList('is there a Mr Smith', CLUB)).not.toContain('filters.make-and-model');
    expect(ruleList('members who met a John Smith', CLUB)).not.toContain('filters.make-and-model');
    expect(analyze('members who bring a Toyota Prius', CLUB).analysis.filters).toMatchObject({ 'car.brand': 'Toyota', 'car.model': 'Prius' });
  });
});
