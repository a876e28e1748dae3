import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: "<figure> per <group>, highest total first" orders the groups by a figure read after the sort (sort.groups-by-figure+late-figure)', () => {
  // an invented courier: depots and the delivery runs that leave them
  const COURIER = {
    fields: ['depot_id', 'depot_name', 'region', 'run_id', 'depot_ref', 'parcels_lost', 'parcels_carried', 'driver_name', 'run_date'],
    collections: ['Depots', 'Runs'],
  };

  test('the total of a figure per group, highest total first, orders the groups by that total', () => {
    const { analysis, explanation } = analyze('parcels lost per depot, highest total first', COURIER, { explain: true });
    expect(analysis.operation).toBe('$sum');
    expect(analysis.sort).toEqual({ parcels_lost: -1 });
    expect(analysis.limit).toBeNull();
    expect(explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.groups-by-figure+late-figure']);
  });

  test('with no order said the groups stay unordered', () => {
    expect(analyze('total parcels lost per depot', COURIER).analysis.sort).toEqual({});
  });

  test('a superlative after the groups with no "first" orders nothing', () => {
    expect(analyze('parcels lost per depot, highest total', COURIER).analysis.sort).toEqual({});
  });
});
