import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listPacks } from '../../../plugins/analyzer/packs/list.ts';
import { loadBuiltinRegistry, loadRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import type { PackLoadProblem } from '../../../plugins/analyzer/packs/types.ts';

const readBuiltin = (id: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../sector-packs/${id}.json`, import.meta.url)), 'utf8'));

const agriculture = {
  id: 'agriculture',
  label: 'Agriculture',
  signals: {
    fields: ['farmId', 'fieldId', 'cropType', 'plantingDate', 'harvestDate', 'yieldTons', 'hectares', 'soilMoisture'],
    collections: ['farms', 'harvests'],
  },
  synonyms: { yield: ['yieldTons', 'yield'] },
  defaultMetrics: ['yieldTons'],
  dateFields: ['harvestDate'],
  entities: [{ name: 'harvests', aliases: ['harvest', 'crops'], idField: 'harvestId' }],
  vocabularies: { cropType: ['wheat', 'corn', 'soy'] },
};

const dir = mkdtempSync(join(tmpdir(), 'sector-packs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'agriculture.json'), JSON.stringify(agriculture));
writeFileSync(join(dir, 'shop.json'), JSON.stringify({ ...readBuiltin('ecommerce'), label: 'Our shop' }));
writeFileSync(join(dir, 'broken.json'), '{ "id": "broken", ');
writeFileSync(join(dir, 'invalid.json'), JSON.stringify({ ...agriculture, id: 'invalid', synonyms: { revenue: 'total' } }));
writeFileSync(join(dir, 'generic-broken.json'), JSON.stringify({ id: '_generic', label: 'Broken generic' }));
writeFileSync(join(dir, 'notes.txt'), 'not a pack');
writeFileSync(join(dir, 'pack.schema.json'), '{"this": "is the schema, not a pack"}');

const logged: PackLoadProblem[] = [];
const registry = loadRegistry({ dir, log: (problem) => logged.push(problem) });

describe('operator pack directory', () => {
  test('a new pack is added and competes in detection', () => {
    expect(registry.packs.get('agriculture')?.source).toBe('operator');
    const detection = registry.detect(['farmId', 'cropType', 'harvestDate', 'yieldTons'], ['harvests']);
    expect(detection.pack.pack.id).toBe('agriculture');
  });

  test('a pack with a built-in id replaces the built-in', () => {
    const ecommerce = registry.packs.get('ecommerce');
    expect(ecommerce?.pack.label).toBe('Our shop');
    expect(ecommerce?.source).toBe('operator');
  });

  test('bad JSON and schema-invalid files are reported with path and precise reason, and skipped', () => {
    expect(registry.problems).toContainEqual({
      path: join(dir, 'broken.json'),
      reason: expect.stringMatching(/^invalid JSON: /),
    });
    expect(registry.problems).toContainEqual({ path: join(dir, 'invalid.json'), reason: '/synonyms/revenue: Expected array' });
    expect(registry.packs.has('broken')).toBe(false);
    expect(registry.packs.has('invalid')).toBe(false);
  });

  test('a broken _generic override is reported and the built-in _generic stays', () => {
    const problem = registry.problems.find((entry) => entry.path === join(dir, 'generic-broken.json'));
    expect(problem?.reason).toContain("/signals: Expected required property");
    expect(registry.generic.pack.label).toBe('Generic');
    expect(registry.packs.get('_generic')).toBe(registry.generic);
  });

  test('non-JSON files and the schema file are ignored; every problem is also logged', () => {
    expect(registry.problems.map((problem) => problem.path).sort()).toEqual(
      ['broken.json', 'generic-broken.json', 'invalid.json'].map((name) => join(dir, name)),
    );
    expect(logged).toEqual([...registry.problems]);
  });

  test('a missing directory is a reported problem, not a crash', () => {
    const missing = join(dir, 'does-not-exist');
    const withoutDir = loadRegistry({ dir: missing });
    expect(withoutDir.problems).toEqual([{ path: missing, reason: 'directory not found' }]);
    expect(withoutDir.packs.size).toBe(loadBuiltinRegistry().packs.size);
  });

  test('a file given as the directory is a reported problem', () => {
    const file = join(dir, 'notes.txt');
    expect(loadRegistry({ dir: file }).problems).toEqual([{ path: file, reason: 'not a directory' }]);
  });

  test('two operator files with one id: the later file (by name) wins, and the clash is reported', () => {
    const clashDir = mkdtempSync(join(tmpdir(), 'sector-packs-clash-'));
    try {
      writeFileSync(join(clashDir, 'a.json'), JSON.stringify({ ...agriculture, label: 'First' }));
      writeFileSync(join(clashDir, 'b.json'), JSON.stringify({ ...agriculture, label: 'Second' }));
      const clash = loadRegistry({ dir: clashDir });
      expect(clash.packs.get('agriculture')?.pack.label).toBe('Second');
      expect(clash.problems).toEqual([{
        path: join(clashDir, 'b.json'),
        reason: `id "agriculture" also defined in ${join(clashDir, 'a.json')}; this file replaces it`,
      }]);
    } finally {
      rmSync(clashDir, { recursive: true, force: true });
    }
  });
});

describe('listPacks (GET /api/sectors)', () => {
  test('one summary per loaded pack, _generic first, with its source', () => {
    const list = listPacks(registry);
    expect(list.map((summary) => summary.id)).toEqual([...registry.packs.keys()].sort());
    expect(list[0].id).toBe('_generic');
    expect(list.find((summary) => summary.id === 'agriculture')).toEqual({
      id: 'agriculture',
      label: 'Agriculture',
      description: '',
      source: 'operator',
      signals: 8,
      synonyms: 1,
      entities: ['harvests'],
    });
    const hospitality = list.find((summary) => summary.id === 'hospitality');
    expect(hospitality?.source).toBe('builtin');
    expect(hospitality?.entities).toContain('restaurants');
  });
});
