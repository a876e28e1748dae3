import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

const engine = createEngine(loadBuiltinRegistry());
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW, explain: true });

// an invented courier depot: parcels keep their postage firm, the van's make and the locker they wait in
const DEPOT = { fields: ['parcel_no', 'postage_firm', 'postage_cost', 'van_make', 'locker_type', 'sealed_on'], collections: ['parcels'] };

describe('filters: a word modifying the first word of a field\'s name is no value of that field', () => {
  test.each([
    ['parcels with free postage', 'postage_firm'],
    ['parcels in a rental van', 'van_make'],
    ['parcels in locker K', 'locker_type'],
  ])('%p', (prompt, field) => {
    expect(run(prompt, DEPOT).analysis.filters).not.toHaveProperty(field);
  });
});

describe('filters: a past participle opening the question says an event, not the records\' kind', () => {
  const KENNEL = { fields: ['pen_no', 'pen_type', 'cleaned_on'], collections: ['pens'] };
  test.each(['Cleaned pens', 'Scrubbed pens in May'])('%p', (prompt) => {
    expect(run(prompt, KENNEL).analysis.filters).not.toHaveProperty('pen_type');
  });
});
