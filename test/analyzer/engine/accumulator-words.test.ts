import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Each kennel embeds its dogs, whose one number is a stored total. */
const KENNELS = { fields: ['_id', 'name', 'agility', 'dog', 'dog.dog_id', 'dog.total'], collections: ['kennels'] };

describe('"total" that names a field called just Total', () => {
  test('"the total marks of dogs" lists the stored total, adds nothing up', () => {
    const { analysis } = analyze('show the total marks of dogs', KENNELS);
    expect(analysis.operation).toBeNull();
    expect(analysis.intent).toBe('find');
  });

  test('"total" before another field still sums it', () => {
    const { analysis } = analyze('add up the total agility of all dogs', KENNELS);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('agility');
  });
});

describe('"typical" before a field is its average', () => {
  test('"the typical depth" → $avg of depth', () => {
    const { analysis } = analyze('what is the typical depth of the harbors?', { fields: ['_id', 'name', 'depth'], collections: ['harbors'] });
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('depth');
  });

  test('"typically" before a measure is its average', () => {
    const { analysis } = analyze('how much does a trim typically cost at the salon', { fields: ['salon_name', 'stylist', 'price'], collections: ['salons'] });
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('price');
  });

  test('"typically" before no measure is no average', () => {
    expect(analyze('which salons are typically open on Sundays', { fields: ['salon_name', 'stylist', 'price'], collections: ['salons'] }).analysis.operation).toBeNull();
  });

  test('"the typical harbor" names no field: no average', () => {
    expect(analyze('show a typical harbor', { fields: ['_id', 'name', 'depth'], collections: ['harbors'] }).analysis.operation).toBeNull();
  });
});

describe('a superlative compared against is that aggregate ("less than the highest depth")', () => {
  const HARBORS = { fields: ['_id', 'name', 'depth'], collections: ['harbors'] };
  test.each([
    ['names of harbors whose depth is less than the highest depth', '$max'],
    ['harbors deeper than the smallest depth', '$min'],
  ])('%p → %p', (prompt, operation) => {
    const { analysis } = analyze(prompt, HARBORS);
    expect(analysis.operation).toBe(operation as never);
    expect(analysis.metric).toBe('depth');
    expect(analysis.sort).toEqual({});
  });

  test('"the harbor with the highest depth" still ranks', () => {
    expect(analyze('the harbor with the highest depth', HARBORS).analysis.operation).toBeNull();
  });
});

describe('"avg" is "average" written short, never the end of a stored average\'s name', () => {
  /** Kayak rentals; guides keep a stored `score.average`. */
  const RENTALS = { fields: ['rentalId', 'fee', 'boat.hullColor', 'hours', 'guideId', 'score.average', 'score.count'], collections: ['rentals', 'guides'] };
  test('"avg rental fee by hull color" averages the fee per color', () => {
    const { analysis } = analyze('avg rental fee by hull color', RENTALS);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('fee');
    expect(analysis.groupBy).toEqual(['boat.hullColor']);
  });

  test('"avg hours across our rentals" averages the hours', () => {
    const { analysis } = analyze('avg hours across our rentals', RENTALS);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('hours');
  });

  test('the spelled-out "average" reads the same', () => {
    const { analysis } = analyze('average rental fee by hull color', RENTALS);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('fee');
  });
});

describe('"total" opening a stored figure\'s name, put over records named in the plural, adds it up over them', () => {
  /** Each voyage keeps its own total sea hours. */
  const VOYAGES = { fields: ['voyageCode', 'TotalSeaHours', 'departedOn', 'vesselId', 'vesselName'], collections: ['voyages', 'vessels'] };
  test('"total sea hours for voyages departing in 2023" sums the stored figure', () => {
    const { analysis, explanation } = analyze('total sea hours for voyages departing in 2023', VOYAGES, { explain: true });
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('TotalSeaHours');
    expect(explanation?.operation.evidence.some((e) => e.rule.endsWith('+over-records'))).toBe(true);
  });

  test('one record\'s figure stays a find: "show the total sea hours for voyage V12"', () => {
    expect(analyze('show the total sea hours for voyage V12', VOYAGES).analysis.operation).toBeNull();
  });

  test('a list of each record\'s figure stays a find: "list the total sea hours of each voyage"', () => {
    expect(analyze('list the total sea hours of each voyage', VOYAGES).analysis.operation).toBeNull();
  });
});
