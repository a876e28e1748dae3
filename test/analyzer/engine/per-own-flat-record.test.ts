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
