import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('collection: records counted per another named collection are read in the collection linking the two (collection.links-counted-to-group)', () => {
  // an invented seed bank: vaults, seed packets, and the link table saying which packets each vault stores
  const SEEDS = {
    fields: ['_id', 'Vault_ID', 'Name', 'Humidity', 'Packet_ID', 'Species_Name', 'Harvest_Year', 'Shelf_Row'],
    collections: ['Vault', 'Packet', 'Vault_Packet'],
  };
  test('the count per vault is read in the link table', () => {
    const result = analyze('how many packets in each vault', SEEDS, { explain: true });
    expect(result.analysis.collection[0]).toBe('Vault_Packet');
    expect(result.explanation?.collection.evidence.map((e) => e.rule)).toContain('collection.links-counted-to-group');
  });
});

describe('a lookup table named after the records counted and the group links nothing (collection.links-counted-to-group)', () => {
  // an invented stable: horses, and a lookup table labelling their classes ("horse_classes" joins the two words said)
  const STABLE = {
    fields: ['horse_id', 'HorseName', 'class_code', 'breeder', 'class_desc', 'stalls_qty'],
    collections: ['Horses', 'horse_classes'],
  };
  test('the horses counted per class are read in the horses, not in the lookup of their classes', () => {
    const result = analyze('how many horses of each class are stabled here', STABLE, { explain: true });
    expect(result.analysis.collection[0]).toBe('Horses');
    expect(result.explanation?.collection.evidence.map((e) => e.rule)).not.toContain('collection.links-counted-to-group');
  });
});
