import { describe, expect, test } from 'bun:test';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUILTIN_PACKS } from '../../../plugins/analyzer/packs/builtin.ts';
import { compilePack, normaliseTerm } from '../../../plugins/analyzer/packs/compile.ts';
import { loadBuiltinRegistry, validatePack } from '../../../plugins/analyzer/packs/registry.ts';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { PACK_SCHEMA_PATH, renderPackSchema } from '../../../plugins/analyzer/packs/write-schema.ts';

const PACKS_DIR = fileURLToPath(new URL('../../../sector-packs/', import.meta.url));
const REQUIRED_SECTORS = [
  'ecommerce', 'saas', 'finance', 'healthcare', 'logistics', 'hr', 'education', 'real-estate', 'marketing',
  'hospitality', 'media',
];

const registry = loadBuiltinRegistry();
const realPacks = [...registry.packs.values()].map((compiled) => compiled.pack).filter((pack) => pack.id !== '_generic');

describe('built-in sector packs', () => {
  test('every built-in pack validates and loads without problems', () => {
    for (const file of BUILTIN_PACKS) expect(validatePack(file.data)).toHaveProperty('pack');
    expect(registry.problems).toEqual([]);
    expect(registry.packs.size).toBe(BUILTIN_PACKS.length);
  });

  test('every JSON file in sector-packs/ is bundled, under its own id', () => {
    const files = readdirSync(PACKS_DIR).filter((name) => name.endsWith('.json') && name !== 'pack.schema.json');
    expect(BUILTIN_PACKS.map((file) => file.path).sort()).toEqual(files.map((name) => `sector-packs/${name}`).sort());
    for (const file of BUILTIN_PACKS) {
      const pack = (validatePack(file.data) as { pack: SectorPack }).pack;
      expect(file.path).toBe(`sector-packs/${pack.id}.json`);
      expect(pack.$schema).toBe('./pack.schema.json');
    }
  });

  test('the required sectors and _generic exist', () => {
    for (const id of [...REQUIRED_SECTORS, '_generic']) expect(registry.packs.has(id)).toBe(true);
    expect(registry.generic.pack.id).toBe('_generic');
  });

  test('real packs are broad enough to generalise', () => {
    const outOfRange = (count: number, min: number, max: number) => count < min || count > max;
    const thin = realPacks.filter((pack) => outOfRange(pack.signals.fields.length, 15, 45)
      || outOfRange(Object.keys(pack.synonyms).length, 20, 60)
      || !pack.signals.collections?.length || !pack.entities.length || !pack.defaultMetrics.length
      || !pack.dateFields.length || !Object.keys(pack.vocabularies).length || !Object.keys(pack.chartHints ?? {}).length);
    expect(thin.map((pack) => pack.id)).toEqual([]);
  });

  test('synonym terms are written already normalised (lower-case, single spaces)', () => {
    for (const compiled of registry.packs.values()) {
      for (const term of Object.keys(compiled.pack.synonyms)) expect(normaliseTerm(term)).toBe(term);
    }
  });

  test('vocabulary values are never single characters or function words (they would turn "a"/"it" into filters)', () => {
    const functionWords = new Set(['a', 'an', 'the', 'it', 'in', 'on', 'at', 'to', 'of', 'for', 'and', 'or', 'by', 'is', 'as', 'x']);
    const risky = [...registry.packs.values()].flatMap((compiled) =>
      [...compiled.vocabulary.keys()].filter((value) => value.length < 2 || functionWords.has(value))
        .map((value) => `${compiled.pack.id}: ${value}`));
    expect(risky).toEqual([]);
  });

  test('no pack carries names idiosyncratic to one evaluation dataset', () => {
    for (const file of BUILTIN_PACKS) expect(JSON.stringify(file.data).toLowerCase()).not.toContain('mflix');
  });

  test('pack.schema.json is up to date (regenerate: bun plugins/analyzer/packs/write-schema.ts)', () => {
    expect(readFileSync(PACK_SCHEMA_PATH, 'utf8')).toBe(renderPackSchema());
  });
});

describe('compilePack', () => {
  const pack: SectorPack = {
    id: 'sample',
    label: 'Sample',
    signals: { fields: ['order_date', 'orderDate', 'unitPrice'] },
    synonyms: { 'Order  Value': ['total'], 'order value': ['amount', 'total'], revenue: ['revenue'] },
    defaultMetrics: ['total'],
    dateFields: ['orderDate'],
    entities: [{ name: 'orders', aliases: ['Purchases', 'line_items'] }],
    vocabularies: { status: ['in_transit', 'Delivered'], state: ['delivered'] },
  };
  const compiled = compilePack(pack, 'operator');

  test('terms are lower-cased with single spaces, and spellings of one term merge their candidates', () => {
    expect(compiled.synonyms.get('order value')).toEqual(['total', 'amount']);
    expect([...compiled.synonyms.keys()]).toEqual(['order value', 'revenue']);
  });

  test('signal fields are lower-case alphanumerics', () => {
    expect([...compiled.signalFields]).toEqual(['orderdate', 'unitprice']);
  });

  test('entity aliases include the canonical name', () => {
    expect(Object.fromEntries(compiled.entityAliases)).toEqual({ orders: 'orders', purchases: 'orders', 'line items': 'orders' });
  });

  test('vocabulary maps each normalised value to every field that can hold it', () => {
    expect(compiled.vocabulary.get('in transit')).toEqual(['status']);
    expect(compiled.vocabulary.get('delivered')).toEqual(['status', 'state']);
    expect(compiled.source).toBe('operator');
  });
});
