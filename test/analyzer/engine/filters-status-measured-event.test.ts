import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { makeRegistry, NOW } from './fixtures.ts';

// an invented ferry line whose pack knows the stages a sailing's `status` holds
const FERRIES: SectorPack = {
  id: 'ferries', label: 'Ferries', signals: { fields: ['sailingId', 'status', 'delayMinutes'] }, synonyms: {},
  defaultMetrics: [], dateFields: ['departedAt'], entities: [], vocabularies: { status: ['delayed', 'rerouted'] },
};
const SAILINGS = { fields: ['sailingId', 'status', 'delayMinutes', 'rerouteCount', 'departedAt', 'reroutedAt'], collections: ['sailings'] };
const engine = createEngine(makeRegistry(FERRIES));
const filters = (prompt: string) => engine.analyze({ prompt, ...SAILINGS }, { now: NOW }).analysis.filters;

describe('filters: a participle saying by how much, or when, is no stage a status field keeps', () => {
  test('a pack stage word alone is the status', () => {
    expect(filters('delayed sailings')).toEqual({ status: 'delayed' });
  });

  test('followed by a comparison it says how much: the measure keeps it', () => {
    expect(Object.keys(filters('sailings delayed over 40 minutes'))).not.toContain('status');
  });

  test('followed by a preposition opening when it happened it dates the event', () => {
    expect(Object.keys(filters('sailings rerouted in the last 6 weeks'))).not.toContain('status');
  });
});
