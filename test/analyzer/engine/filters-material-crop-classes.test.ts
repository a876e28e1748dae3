import { describe, expect, test } from 'bun:test';
import { analyze, filterRules } from './fixtures.ts';

describe('filters: a metal names a material field, a food plant a crop field, through their WordNet classes (filters.hypernym-value)', () => {
  // an invented fencing yard and an invented market garden
  const RAILINGS = { fields: ['railing_id', 'street', 'material_type', 'height_cm', 'painted_on'], collections: ['railings'] };
  const PICKINGS = { fields: ['picking_id', 'bed_num', 'crop', 'weight_kg', 'picked_on', 'picker'], collections: ['pickings'] };
  test('"iron railings" keeps the material; "tonnes of barley" the crop', () => {
    const r = analyze('show iron railings', RAILINGS, { explain: true });
    expect(r.analysis.filters).toEqual({ material_type: 'iron' });
    expect(filterRules(r)).toEqual(['filters.hypernym-value+metal']);
    expect(analyze('total kg of barley picked last year', PICKINGS).analysis.filters).toMatchObject({ crop: 'barley' });
  });
  test('before a plural noun going on with a participle', () => {
    expect(analyze('list iron railings facing the park', RAILINGS).analysis.filters).toEqual({ material_type: 'iron' });
  });
  test('a word under no such class, or a noun modifier naming no value, sets nothing', () => {
    expect(analyze('show street railings', RAILINGS).analysis.filters?.material_type).toBeUndefined();
    expect(analyze('list garden pickings by picker', PICKINGS).analysis.filters?.crop).toBeUndefined();
  });
});
