import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented lifeboat station: crew with their sea time, launches with the year of their boat
const STATION = { fields: ['crew_id', 'crew_name', 'months_service', 'launch_id', 'boat_year', 'launched_on'], collections: ['crew', 'launches'] };

describe('fields: "<time unit> of <noun>" names a field called `<unit>_<noun>`', () => {
  test('"the average months of service" averages the months of service, not a year field', () => {
    const { analysis, explanation } = analyze('what is the average months of service of the crew', STATION, { explain: true });
    expect(analysis.metric).toBe('months_service');
    expect(explanation?.metric.evidence.map((e) => e.rule)).toEqual(['metric.field.time-span-of']);
  });
});
