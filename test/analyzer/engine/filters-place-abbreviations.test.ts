import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: place fields written short (`cntry`, `hq_`) take the places said of them', () => {
  // an invented tea trade: estates keep their region, importers their country and the town of their head office
  const TEA = { fields: ['estate_id', 'estate_label', 'region', 'importer_id', 'importer_label', 'cntry', 'town', 'hq_town'], collections: ['estates', 'importers'] };

  test('a country goes to the field written `cntry`', () => {
    expect(analyze('importers based in Kenya', TEA).analysis.filters).toEqual({ cntry: 'Kenya' });
  });

  test('"headquartered in" a town names the head office\'s town over another town field', () => {
    expect(analyze('importers headquartered in Boston', TEA).analysis.filters).toEqual({ hq_town: 'Boston' });
  });
});
