import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented tea estate: each estate logs its pickings, each of one kind of leaf
const ESTATES = { fields: ['estateName', 'pickings', 'pickings.pickedOn', 'pickings.leafType', 'pickings.weightKg'], collections: ['estates', 'pickers'] };

describe('filters: "<records> of <kind> <noun>" names the kind, as "with a <kind> <noun>" does', () => {
  test.each([
    // after a list of records, and after a collection
    ['pickings of oolong leaf', 'oolong'],
    ['estates of assam leaf', 'assam'],
  ])('%p', (prompt, kind) => {
    const explained = analyze(prompt, ESTATES, { explain: true });
    expect([explained.analysis.filters, explained.explanation?.filters.evidence.map((e) => e.rule)])
      .toEqual([{ 'pickings.leafType': kind }, ['filters.kind-modifier+of-records']]);
  });
});
