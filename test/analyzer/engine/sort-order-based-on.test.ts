import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const SCHEMA = { fields: ['kiln_id', 'kiln_name', 'capacity', 'fired_on', 'temperature'], collections: ['kilns'] };

describe('sort: order phrases that name the field after "based on" / "according to", or inside the phrase', () => {
  test.each<[string, Record<string, 1 | -1>]>([
    ['list the kiln names arranged in ascending order based on their capacity', { capacity: 1 }],
    ['kiln names, organized in descending order according to temperature', { temperature: -1 }],
    ['show every kiln sorted based on capacity in decreasing order', { capacity: -1 }],
    ['the kilns in descending capacity order', { capacity: -1 }],
    ['kiln names in ascending temperature sequence', { temperature: 1 }],
  ])('%p → %p', (prompt, sort) => {
    expect(analyze(prompt, SCHEMA).analysis.sort).toEqual(sort);
  });

  test('"based on" outside an order phrase orders nothing', () => {
    expect(analyze('kilns chosen based on capacity above 40', SCHEMA).analysis.sort).toEqual({});
  });
});
