import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// parks embed their patrols, each patrol keeps the ranger who walked it; rangers are kept apart
const PARKS = {
  fields: ['_id', 'park_id', 'park_name', 'region', 'patrols.patrol_id', 'patrols.patrol_date', 'patrols.ranger_id', 'patrols.distance_km',
    'ranger_id', 'first_name', 'last_name', 'hired_on', 'badges.badge_id', 'badges.earned_on'],
  collections: ['parks', 'rangers'],
};

// the same things kept flat: patrols point at rangers with a top-level ranger_id
const FLAT = {
  fields: ['_id', 'patrol_id', 'park_name', 'patrol_date', 'ranger_id', 'hours', 'distance_km', 'first_name', 'last_name', 'hired_on'],
  collections: ['patrols', 'rangers'],
};

const grouped = (prompt: string, schema: typeof PARKS) => analyze(prompt, schema, { explain: true });

describe('a collection\'s own key is read through the link other records embed to it', () => {
  test('a count ranked per ranger groups the embedded link', () => {
    const { analysis, explanation } = grouped('which ranger walked the most patrols', PARKS);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['patrols.ranger_id']);
    expect(explanation!.groupBy.evidence.map((e) => e.rule).join(' ')).toContain('+embedded-link');
  });

  test('a sum of an amount kept beside the link groups the link', () => {
    const { analysis } = grouped('top 3 rangers by total distance', PARKS);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('patrols.distance_km');
    expect(analysis.groupBy).toEqual(['patrols.ranger_id']);
  });

  test('a flat schema keeps the one top-level key', () => {
    expect(grouped('which ranger walked the most patrols', FLAT).analysis.groupBy).toEqual(['ranger_id']);
  });

  test('a list the key\'s own records embed is counted per own key', () => {
    expect(grouped('which ranger earned the most badges', PARKS).analysis.groupBy).toEqual(['ranger_id']);
  });
});

describe('a schema listing the embedded list as a field of its own', () => {
  test('keeps the named collection\'s key', () => {
    const listed = { ...PARKS, fields: [...PARKS.fields.slice(0, 4), 'patrols', ...PARKS.fields.slice(4)] };
    expect(grouped('which ranger walked the most patrols', listed).analysis.groupBy).toEqual(['ranger_id']);
  });
});
