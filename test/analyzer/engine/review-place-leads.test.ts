import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// couriers and the depots they work for
const COURIERS = { fields: ['courier_id', 'full_name', 'town', 'employer'], collections: ['couriers'] };
const ALUMNI = { fields: ['alumnus_id', 'full_name', 'hometown', 'college'], collections: ['alumni'] };
const MILLS = { fields: ['mill_id', 'mill_name', 'headquarters', 'output_tons'], collections: ['mills'] };
type Schema = { fields: string[]; collections: string[] };
const run = (prompt: string, schema: Schema) => analyze(prompt, schema, { explain: true });
const filters = (prompt: string, schema: Schema) => run(prompt, schema).analysis.filters;
const filterRules = (prompt: string, schema: Schema) => run(prompt, schema).explanation?.filters.evidence.map((e) => e.rule) ?? [];

describe('"at" after a verb of working or studying leads an organisation, not a place', () => {
  test.each([
    ['couriers who work at Bramble Freight', 'Bramble Freight'],
    ['couriers employed at Harrow', 'Harrow'],
    ['all couriers working at the Quillon Group', 'Quillon Group'],
  ])('%p → the employer', (prompt, value) => {
    expect(filters(prompt, COURIERS)).toEqual({ employer: value });
  });

  test('a verb of studying names the school field', () => {
    expect(filters('alumni who studied at Westmere', ALUMNI)).toEqual({ college: 'Westmere' });
  });

  test('with no field for the organisation the name is no place either', () => {
    const placesOnly = { fields: ['courier_id', 'full_name', 'town'], collections: ['couriers'] };
    expect(filters('couriers who work at Bramble Freight', placesOnly)).toEqual({});
  });

  test('other verbs keep "at" a place', () => {
    expect(filters('couriers who live at Dunmore', COURIERS)).toEqual({ town: 'Dunmore' });
    expect(filters('couriers who work in Dunmore', COURIERS)).toEqual({ town: 'Dunmore' });
  });
});

describe('a capitalised word makes a title around "in" only inside the sentence', () => {
  test('the sentence\'s first word opens no title', () => {
    expect(filters('Mills in Ravensholt', MILLS)).toEqual({ headquarters: 'Ravensholt' });
    expect(filters('Show mills in Ravensholt', MILLS)).toEqual({ headquarters: 'Ravensholt' });
  });
});

describe('names listed after a place are places of the same field', () => {
  test.each([
    ['mills in either Ravensholt or Ebbmouth', ['Ravensholt', 'Ebbmouth']],
    ['mills in Ravensholt or Ebbmouth', ['Ravensholt', 'Ebbmouth']],
    ['mills in Ravensholt, Ebbmouth, or Port Callan', ['Ravensholt', 'Ebbmouth', 'Port Callan']],
  ] as const)('%p', (prompt, places) => {
    expect(filters(prompt, MILLS)).toEqual({ headquarters: { $in: [...places] } });
    expect(filterRules(prompt, MILLS)).toContain('filters.place-value+listed');
  });

  test('a comma alone joins a place to the place it lies in, one value', () => {
    expect(filters('mills in Ravensholt, Norland', MILLS).headquarters).not.toEqual({ $in: ['Ravensholt', 'Norland'] });
  });

  test('listed places bound one set: an accumulator over them makes no group per place', () => {
    const { analysis } = run('the total output tons of mills in Ravensholt or Ebbmouth', MILLS);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.groupBy).toEqual([]);
  });
});
