import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const SCHEMA = {
  fields: ['guild_id', 'guild_name', 'chartered_year', 'Recruits', 'Recruits.recruit_id', 'Recruits.enlisted_date', 'dues'],
  collections: ['guilds'],
};

describe('sort: an action done most recently ranks by the date its verb names', () => {
  test.each<[string, Record<string, 1 | -1>]>([
    ['which guild was chartered most recently', { chartered_year: -1 }],
    ['the guild chartered last', { chartered_year: -1 }],
    ['the recruit who most recently enlisted', { 'Recruits.enlisted_date': -1 }],
    // "the first X <verb>ed": the earliest the verb dates
    ['when was the first guild chartered', { chartered_year: 1 }],
    ['when was the first recruit enlisted', { 'Recruits.enlisted_date': 1 }],
  ])('%p → %p (one result)', (prompt, sort) => {
    const { analysis } = analyze(prompt, SCHEMA);
    expect(analysis.sort).toEqual(sort);
    expect(analysis.limit).toBe(1);
  });

  test.each([
    ['guilds chartered last year'],
    ['the last name of every recruit'],
    ['guilds that recently raised their dues'],
  ])('%p orders nothing', (prompt) => {
    expect(analyze(prompt, SCHEMA).analysis.sort).toEqual({});
  });
});
