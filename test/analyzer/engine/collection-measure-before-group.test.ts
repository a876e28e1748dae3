import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('a measure named before "per <collection>" and read as the metric only later still says whose records are grouped', () => {
  // an invented theme park: sites keep how many visitors they serve, incidents how many they affect
  const PARK = {
    fields: ['site_id', 'site_name', 'region', 'visitors_served', 'incident_id', 'visitors_affected', 'minutes_lost'],
    collections: ['Sites', 'Incidents'],
  };
  test('"add up visitors affected per site" groups the incidents by their site (collection.holds-group-measure)', () => {
    const { analysis, explanation } = analyze('add up visitors affected per site, highest total first', PARK, { explain: true });
    expect(analysis.metric).toBe('visitors_affected');
    expect(analysis.collection[0]).toBe('Incidents');
    expect(explanation!.collection.evidence.map((e) => e.rule)).toContain('collection.holds-group-measure');
  });
  test('a measure the sites keep stays theirs: "visitors served per site" (negative)', () => {
    expect(analyze('visitors served per site', PARK).analysis.collection[0]).toBe('Sites');
  });
});
