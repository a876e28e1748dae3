import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented ferry company, one flat list of fields written collection by collection (a name already listed left out)
const FERRY = {
  fields: ['vessel_id', 'vessel_name', 'built_year', 'gross_tonnage', 'voyage_id', 'sailed_on', 'fuel_burnt_tonnes', 'cars_carried'],
  collections: ['vessels', 'voyages'],
};

describe('groupBy: "average <measure> per <record>" on the flat records whose own key that is, is no group', () => {
  test('the average fuel burnt per voyage is one figure over the voyages', () => {
    const { analysis, explanation } = analyze('average fuel burnt per voyage', FERRY, { explain: true });
    expect(analysis.operation).toBe('$avg');
    expect(analysis.groupBy).toEqual([]);
    expect(explanation?.groupBy.evidence.map((e) => e.rule)).toEqual(['groupBy.no-group+measured-records']);
  });
  test('per another collection still groups', () => {
    expect(analyze('average fuel burnt per vessel', FERRY).analysis.groupBy).toEqual(['vessel_id']);
  });
});

describe('groupBy: the records\' own key listed before the ids pointing from them is still their own', () => {
  const LINE = {
    fields: ['vessel_id', 'vessel_name', 'built_year', 'voyage_id', 'voyage_no', 'captain_id', 'sailed_on', 'fuel_burnt_tonnes', 'captain_name', 'rank'],
    collections: ['vessels', 'voyages', 'captains'],
  };
  test('an average per voyage is one figure over the voyages; per captain groups', () => {
    expect(analyze('average fuel burnt per voyage', LINE).analysis.groupBy).toEqual([]);
    expect(analyze('average fuel burnt per captain', LINE).analysis.groupBy).toEqual(['captain_id']);
  });
});
