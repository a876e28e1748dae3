import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('extreme per group: a size superlative read through the thing\'s own measure, with "in each X", is that extreme per group', () => {
  // an invented events venue register: halls with a floor area, and their bookings
  const HALLS = {
    fields: ['hall_id', 'hall_name', 'town', 'floor_area_m2', 'opened_year', 'booking_id', 'hall_ref', 'booked_on', 'guests'],
    collections: ['Halls', 'Bookings'],
  };

  test('"biggest hall in each town" is the largest floor area per town', () => {
    const { analysis, explanation } = analyze('biggest hall in each town', HALLS, { explain: true });
    expect([analysis.operation, analysis.metric, analysis.groupBy, analysis.sort, analysis.limit]).toEqual(['$max', 'floor_area_m2', ['town'], {}, null]);
    expect(explanation?.operation.evidence.map((e) => e.rule)).toEqual(['operation.extreme-per-group']);
  });

  test('with a place instead of a group, the biggest hall is still one record ranked by its area', () => {
    const { analysis } = analyze('the biggest hall in Leeds', HALLS);
    expect([analysis.operation, analysis.sort, analysis.limit]).toEqual([null, { floor_area_m2: -1 }, 1]);
  });
});
