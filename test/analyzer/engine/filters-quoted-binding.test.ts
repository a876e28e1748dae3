import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { analyze, NOW } from './fixtures.ts';

const STORES = { fields: ['store_id', 'name', 'city'], collections: ['stores'] };

describe('filters: a list of quoted values closed by a comma and a conjunction', () => {
  test.each([
    ["stores with IDs '101', '202', and '303'", { store_id: { $in: ['101', '202', '303'] } }],
    ["stores named 'North', 'South', or 'East'", { name: { $in: ['North', 'South', 'East'] } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, STORES).analysis.filters).toEqual(expected);
  });
});

const FERRIES = { fields: ['id', 'name', 'kind', 'crossing', 'crossing.Skipper', 'crossing.Knots'], collections: ['ferry_lines'] };

describe('filters: "the <field> named \'X\'" gives the value to the field the noun names', () => {
  test('the naming verb is a link, not the field called name', () => {
    expect(analyze("the knots of the skipper named 'Marsh'", FERRIES).analysis.filters).toEqual({ 'crossing.Skipper': 'Marsh' });
  });
});

describe('filters: a quoted name after "<verb> by" goes to the field of the verb\'s agent', () => {
  const WAREHOUSES = { fields: ['warehouse_id', 'warehouse_short_name', 'warehouse_phone', 'warehouse_manager'], collections: ['warehouses'] };
  test.each([
    ['short names for warehouses managed by "Greta"'],
    ['the phone numbers of warehouses overseen by "Idris"'],
  ])('%p', (prompt) => {
    expect(Object.keys(analyze(prompt, WAREHOUSES).analysis.filters)).toEqual(['warehouse_manager']);
  });
});

describe('filters: a denial between a field and its quoted value keeps the value bound to that field', () => {
  // poems keep their writer; the built-in packs read "authors" as the writer
  const packed = createEngine(loadBuiltinRegistry());
  const POEMS = { fields: ['Poem_ID', 'Title', 'Lines', 'Writer', 'printing', 'printing.Printing_ID', 'printing.Poem_ID', 'printing.Printer', 'printing.Cost'], collections: ['poem'] };
  test.each([
    ['Give me poem titles penned by writers besides "Ilse Varga"'],
    ['Which poems have a writer that is anything except "Ilse Varga"?'],
  ])('%p', (prompt) => {
    expect(packed.analyze({ prompt, ...POEMS }, { now: NOW }).analysis.filters).toEqual({ Writer: { $ne: 'Ilse Varga' } });
  });
});
