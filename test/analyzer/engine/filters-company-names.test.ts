import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// kettle models embed the kettle each was built into, with its maker
const KETTLES = {
  fields: ['Kettle_label', 'Release_year', 'Capacity_ml', 'Trim_colours', 'kettle', 'kettle.Maker_name', 'kettle.Element_model_name', 'kettle.Rating'],
  collections: ['kettle_models'],
};

describe('filters: a name closed by a company word is read against the fields for a company', () => {
  test.each([
    'List the element models in kettles that come from Nordlys Corporation.',
    'Count kettle element models produced by Nordlys Corporation.',
  ])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, KETTLES, { explain: true });
    expect(analysis.filters).toEqual({ 'kettle.Maker_name': 'Nordlys Corporation' });
    expect(explanation?.filters.evidence.map((e) => e.rule)[0]).toContain('+company-name');
  });
});
