import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const GUILD = {
  fields: ['GuildName', 'GuildTown', 'Member_of_guild', 'Member_of_guild.Rank', 'fair', 'fair.Name', 'herb_name', 'herb_family_code'],
  collections: ['Guild'],
};
const filters = (prompt: string) => analyze(prompt, GUILD).analysis.filters;

describe('filters: a quoted value next to an entity noun is that entity\'s name', () => {
  test.each([
    ['how many ranks exist in the guild "Potters Guild"?', { GuildName: 'Potters Guild' }],
    ['mean age of guild members in the "Potters Guild" guild', { GuildName: 'Potters Guild' }],
    ['when was the fair named "Spring Market" opened?', { 'fair.Name': 'Spring Market' }],
    ['the family code of the herb \'sorrel\'', { herb_name: 'sorrel' }],
  ] as Array<[string, Record<string, unknown>]>)('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('a noun heading a longer name after the value is not the entity', () => {
    expect(filters('the items in the "Mint" herb family')).not.toHaveProperty('herb_name');
  });
});

describe('filters: an unquoted proper name next to an entity noun', () => {
  const STAFF = { fields: ['worker_name', 'duty_code', 'Duty_Name', 'Units', 'Units.unit_name'], collections: ['Workers'] };
  const INSTITUTES = { fields: ['lecturer', 'lecturer.name', 'lecturer.org_name', 'lecturer.wage', 'org_name', 'funding'], collections: ['organization'] };

  test('an entity noun the schema abbreviates ("organization" → org_name)', () => {
    expect(analyze('the lecturer in the Geology organization with the lowest wage', INSTITUTES).analysis.filters).toEqual({ org_name: 'Geology' });
  });

  test.each([
    ['workers put on the Porter duty', { Duty_Name: 'Porter' }],
    ['which duty does the worker Anselm hold?', { worker_name: 'Anselm' }],
  ] as Array<[string, Record<string, unknown>]>)('%p', (prompt, expected) => {
    expect(analyze(prompt, STAFF).analysis.filters).toEqual(expected);
  });

  test('a capitalised noun before the name is part of it, not its entity', () => {
    expect(analyze('staff whose title is Unit Manager', STAFF).analysis.filters).not.toHaveProperty('Units.unit_name');
  });
});
