import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented theme park: sites keep how many visitors they serve, incidents how many they affect
const PARK = {
  fields: ['site_id', 'site_name', 'region', 'visitors_served', 'incident_id', 'visitors_affected', 'minutes_lost'],
  collections: ['Sites', 'Incidents'],
};
const AFFECTED = 'add up visitors affected per site, highest total first';

describe('a measure named before "per <collection>", read as the metric only later, says whose records are grouped', () => {
  // the incidents keep the measure and point at their site; a measure the sites keep stays theirs (negative)
  test.each([[AFFECTED, 'Incidents'], ['visitors served per site', 'Sites']])('%p reads %p', (prompt, collection) => {
    expect(analyze(prompt, PARK).analysis.collection[0]).toBe(collection);
  });
  test('the evidence names the records holding the measure grouped', () => {
    expect(analyze(AFFECTED, PARK, { explain: true }).explanation!.collection.evidence.map((e) => e.rule)).toContain('collection.holds-group-measure');
  });
});
