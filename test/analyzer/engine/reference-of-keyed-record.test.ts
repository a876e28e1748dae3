import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { makeRegistry, NOW } from './fixtures.ts';

/** Vessels embed their dockings (the array itself unlisted); each docking keeps the code of the berth, which berths key. */
const FIELDS = ['hullNo', 'vesselName', 'dockings.dockingId', 'dockings.berthCode', 'dockings.arrivedAt', 'berthCode', 'berthLength'];
const COLLECTIONS = ['vessels', 'berths'];

const engine = createEngine(makeRegistry());
const run = (prompt: string) => engine.analyze({ prompt, fields: FIELDS, collections: COLLECTIONS }, { now: NOW, explain: true });

describe('a code after the noun of the record it keys filters the records named before that noun', () => {
  test('the dockings named before "berth" keep the berth code as a reference', () => {
    const r = run('How many dockings were made at berth BX-14?');
    expect(r.analysis.filters).toEqual({ 'dockings.berthCode': 'BX-14' });
    expect(JSON.stringify(r.explanation!.filters.evidence)).toContain('+reference-of-keyed-record');
  });
  test('with no other records named, the keyed record keeps its own code', () => {
    expect(run('show berth BX-14').analysis.filters).toEqual({ berthCode: 'BX-14' });
  });
});
