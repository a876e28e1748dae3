import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: an extreme word inside a field the question compares is part of its name (sort.no-order+in-compared-field)', () => {
  // an invented sailing school: boats that keep the most crew they may carry and the longest trip they are rated for
  const SCHOOL = {
    fields: ['_id', 'boatId', 'hullName', 'limits', 'limits.maxCrew', 'limits.maxTripHours', 'launchedOn', 'lessonId', 'boatRef', 'startsAt'],
    collections: ['boats', 'lessons'],
  };

  test('"whose maximum crew is below 6" is a condition on `limits.maxCrew`, with no order and no single boat', () => {
    const { analysis, explanation } = analyze('boats whose maximum crew is below 6', SCHOOL, { explain: true });
    expect(analysis.filters).toEqual({ 'limits.maxCrew': { $lt: 6 } });
    expect(analysis.sort).toEqual({});
    expect(analysis.limit).toBeNull();
    expect(explanation?.sort.evidence.map((e) => e.rule)).toContain('sort.no-order+in-compared-field');
  });

  test('the same field with no comparison still orders the boats', () => {
    expect(analyze('boats ordered by maximum crew, lowest first', SCHOOL).analysis.sort).toEqual({ 'limits.maxCrew': 1 });
  });
});
