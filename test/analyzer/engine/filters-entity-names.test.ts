import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const LEAGUE = {
  fields: ['ClubName', 'ClubLocation', 'Member_of_club', 'Member_of_club.Position', 'event', 'event.Name', 'product_name', 'product_category_code'],
  collections: ['Club'],
};
const filters = (prompt: string) => analyze(prompt, LEAGUE).analysis.filters;

describe('filters: a quoted value next to an entity noun is that entity\'s name', () => {
  test.each([
    ['how many positions are there in the club "Tennis Club"?', { ClubName: 'Tennis Club' }],
    ['average age of members in the "Tennis Club" club', { ClubName: 'Tennis Club' }],
    ['where was the event named "World Junior" held?', { 'event.Name': 'World Junior' }],
    ['the category code of the product \'chervil\'', { product_name: 'chervil' }],
  ] as Array<[string, Record<string, unknown>]>)('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('a noun heading a longer name after the value is not the entity', () => {
    expect(filters('the items in the "Herbs" product category')).not.toHaveProperty('product_name');
  });
});
