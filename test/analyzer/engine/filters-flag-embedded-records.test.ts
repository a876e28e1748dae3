import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A water utility: plants embed their incidents (one yes/no named by its state) and their gauge readings (a flag). */
const WATER = {
  collections: ['plants'],
  fields: ['plantId', 'plantName', 'incidents', 'incidents.kind', 'incidents.serious', 'readings', 'readings.gauge', 'readings.level', 'readings.abnormalFlag'],
};

describe('a state word before embedded records names their yes/no field', () => {
  test('a field named by the state word alone (filters.flag-state-word)', () => {
    const { analysis, explanation } = analyze('list serious incidents', WATER, { explain: true });
    expect(analysis.filters).toEqual({ 'incidents.serious': true });
    expect(explanation!.filters.evidence.map((e) => e.rule)).toContain('filters.flag-state-word');
  });

  test('a field named by the state word and a flag word (filters.flag+flag-ending)', () => {
    const { analysis, explanation } = analyze('how many abnormal readings per gauge', WATER, { explain: true });
    expect(analysis.filters).toEqual({ 'readings.abnormalFlag': true });
    expect(explanation!.filters.evidence.map((e) => e.rule)).toContain('filters.flag+flag-ending');
  });

  test('the state word used as a verb\'s object is no state of the records', () => {
    expect(analyze('plants that reported abnormal', WATER).analysis.filters).toEqual({});
  });
});

/** An invented ferry line: its boarding ramps keep two yes/no fields, one named by its state and its qualifier, one by a flag. */
const FERRIES = {
  collections: ['ramps', 'crossings'],
  fields: ['ramp_id', 'ramp_name', 'Stroller_Accessible', 'sheltered_flag', 'crossing_id', 'departs_at', 'cars_aboard'],
};

describe('a yes/no field said of records a plain noun names', () => {
  test('"accessible" is a state: its qualified field is said before the records (filters.flag-state-word)', () => {
    const { analysis, explanation } = analyze('stroller accessible ramps', FERRIES, { explain: true });
    expect(analysis.filters).toEqual({ Stroller_Accessible: true });
    expect(explanation!.filters.evidence.map((e) => e.rule)).toContain('filters.flag-state-word');
  });

  test('a flag-ended field is said of a plural noun no field names (filters.flag+flag-ending)', () => {
    const { analysis, explanation } = analyze('how many of the walkways have been sheltered?', FERRIES, { explain: true });
    expect(analysis.filters).toEqual({ sheltered_flag: true });
    expect(explanation!.filters.evidence.map((e) => e.rule)).toContain('filters.flag+flag-ending');
  });
});
