import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a quoted value written like a person name is held by no key, code or measure named further off', () => {
  // couriers of a parcel firm, with the routes they drive out of depots
  const COURIERS = {
    fields: ['courier_id', 'courier_name', 'vehicle_class_code', 'hired_on', 'Routes', 'Routes.courier_id', 'Routes.depot_code', 'Routes.started_date'],
    collections: ['couriers'],
  };
  test.each([
    ['Which depot did the last route driven by "Mara Quint" leave from?'],
    ['From which depot has "Mara Quint" driven out most often?'],
  ])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, COURIERS, { explain: true });
    expect(analysis.filters).toEqual({ courier_name: 'Mara Quint' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.quoted+person-name']);
  });

  test('a code named right beside the value keeps it', () => {
    expect(analyze('Which couriers drive a "Heavy Van" vehicle class?', COURIERS).analysis.filters).toEqual({ vehicle_class_code: 'Heavy Van' });
  });
});
