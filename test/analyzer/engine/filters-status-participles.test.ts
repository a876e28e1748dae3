import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a pottery (kilns keep one status, firings are timestamped) and a glassworks whose furnaces keep no status at all
const POTTERY = { fields: ['kiln_id', 'kiln_label', 'status', 'capacity_kg', 'fired_at', 'potter_name'], collections: ['kilns'] };
const GLASSWORKS = { fields: ['furnace_id', 'furnace_label', 'capacity_kg', 'built_on'], collections: ['furnaces'] };
// a depot whose vans keep a status and an embedded list of inspections
const DEPOT = { fields: ['van_id', 'plate', 'status', 'inspections.date', 'inspections.result'], collections: ['vans'] };
// a foundry whose moulds keep a status and a list of certifications, with pours and repairs kept flat beside them
const FOUNDRY = {
  fields: ['mould_id', 'mould_label', 'status', 'certifications.body', 'certifications.date', 'pour_id', 'mould_id', 'pour_date', 'repair_id', 'mould_id', 'cost'],
  collections: ['moulds', 'pours', 'mould_repairs'],
};
// a seed merchant: growers keep no status, consignments keep one; a flat consignment book naming the grower by name
const MERCHANT = { fields: ['grower_id', 'grower_name', 'region', 'consignment_id', 'grower_id', 'status', 'tonnes'], collections: ['growers', 'consignments'] };
const CONSIGNMENT_BOOK = { fields: ['consignment_id', 'grower_name', 'status', 'tonnes'], collections: ['consignments'] };
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('filters: a participle no lexicon lists, said of records owning one status field, is a stage of theirs', () => {
  test.each([
    ['show me the scrapped kilns', { status: 'scrapped' }, 'filters.status-word+participle'],
    ['how many kilns are cooling right now?', { status: 'cooling' }, 'filters.status-word+participle+after-records'],
    ['which kilns have been scrapped', { status: 'scrapped' }, 'filters.status-word+participle+after-records'],
    ['kilns that were not relined', { status: { $ne: 'relined' } }, 'filters.status-word+participle+after-records'],
    ['which ovens got scrapped', { status: 'scrapped' }, 'filters.status-word+participle+unnamed-records'],
  ])('%p', (prompt, expected, rule) => {
    const result = run(prompt, POTTERY);
    expect(result.analysis.filters).toEqual(expected);
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual([rule]);
  });

  test.each([
    // records keeping no status, a present participle not closed by a word saying now, a participle naming a timestamp
    ['show me the scrapped furnaces', GLASSWORKS],
    ['how many kilns are cooling', POTTERY],
    ['fired kilns in 2024', POTTERY],
    // a participle pointing at records already picked, named or linked, not a stage of theirs
    ['show the selected kilns', POTTERY],
    ['count the listed kilns', POTTERY],
    ['list the combined kilns', POTTERY],
    ['how many of the above-mentioned kilns are there', POTTERY],
    ['show the related kilns', POTTERY],
    // a past participle right after the records modifies them; one closed by something else is a verb of its own
    ['kilns scrapped', POTTERY],
    ['which kilns were scrapped by the potter', POTTERY],
    // a participle ranked by an adverb measures a figure; one told by an adverb of time is an event of theirs
    ['the best rated kilns', POTTERY],
    ['the most recently relined kiln', POTTERY],
    // a participle whose verb names an embedded list says the records have entries there
    ['which vans were inspected', DEPOT],
    ['inspected vans', DEPOT],
    // or names a list of records kept flat (as a bare noun or by its noun in -ation), whatever collection's it is
    ['which moulds were certified', FOUNDRY],
    ['how many moulds were poured', FOUNDRY],
    ['which moulds were repaired', FOUNDRY],
    // a participle of making or logging the record: every one of them went through it
    ['how many kilns were created?', POTTERY],
    ['which kilns were registered', POTTERY],
    ['kilns that were logged', POTTERY],
    ['newly added kilns', POTTERY],
    // another collection's status keeps no stage of records owning none
    ['show vetted growers', MERCHANT],
    ['which growers were vetted', MERCHANT],
    // records the schema names by no collection but by a word of a field: others than those keeping the status
    ['which growers were vetted', CONSIGNMENT_BOOK],
    ['which potters were retired', POTTERY],
  ])('%p sets no participle stage', (prompt, schema) => {
    const rules = run(prompt, schema).explanation?.filters.evidence.map((e) => e.rule) ?? [];
    expect(rules.filter((r) => r.startsWith('filters.status-word+participle'))).toEqual([]);
  });
});
