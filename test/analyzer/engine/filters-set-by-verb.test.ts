import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented seed library: packets carry tags, and a count field whose name holds the records' word
const SEEDS = { fields: ['_id', 'packet_no', 'seed_tags', 'variety_name', 'maxPacketsOnLoan', 'sown_on'], collections: ['packets', 'members'] };

test('a verb right before a quoted value sets the attribute it implies (filters.quoted+set-by-verb)', () => {
  const result = analyze("packets tagged 'heirloom'", SEEDS, { explain: true });
  expect(result.analysis.filters).toEqual({ seed_tags: 'heirloom' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.quoted+set-by-verb');
});

test('a naming verb gives the value to the thing named before it, not to the attribute it implies', () => {
  const lookup = { fields: ['seed_type_code', 'seed_type_description', 'grower_name', 'grower_id'], collections: ['Ref_Seed_Types', 'Growers'] };
  expect(analyze("the description of the seed type labelled 'Bean'", lookup).analysis.filters).toEqual({ seed_type_code: 'Bean' });
});
