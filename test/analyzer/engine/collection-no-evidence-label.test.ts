import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('with no evidence, the explanation names what decided', () => {
  test('documents embedding lists, none holding more fields: the caller order decides and says so', () => {
    const schema = { fields: ['ref', 'label', 'legs', 'legs.leg_id', 'legs.km'], collections: ['zebras', 'apples'] };
    const { explanation, analysis } = analyze('show everything', schema, { explain: true });
    expect(analysis.collection[0]).toBe('zebras');
    expect(explanation!.collection.evidence.map((e) => e.rule)).toEqual(['collection.no-evidence-caller-order']);
  });
  test('the document holding more fields decides when it does (negative: not the caller order)', () => {
    const schema = { fields: ['apple_id', 'variety', 'picked_on', 'Crates', 'Crates.crate_id', 'Crates.weight', 'zebra_id', 'stripes'], collections: ['zebras', 'apples'] };
    const { explanation, analysis } = analyze('show everything', schema, { explain: true });
    expect(analysis.collection[0]).toBe('apples');
    expect(explanation!.collection.evidence.at(-1)!.rule).toBe('collection.no-evidence-richest-document');
  });
  test('documents holding as many fields: the one other records point at decides and says so (collection.no-evidence-most-referenced)', () => {
    const schema = { fields: ['keeper_name', 'badge', 'Shifts', 'Shifts.shift_id', 'Shifts.zebra_id', 'zebra_id', 'stripes', 'Feeds', 'Feeds.feed_id', 'Feeds.kg'], collections: ['keepers', 'zebras'] };
    const { explanation, analysis } = analyze('show everything', schema, { explain: true });
    expect(analysis.collection[0]).toBe('zebras');
    expect(explanation!.collection.evidence.at(-1)!.rule).toBe('collection.no-evidence-most-referenced');
  });
});
