import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

// the built-in healthcare pack: the urgency a clinical order is placed with is a stored value (filters.pack-vocabulary)
const engine = createEngine(loadBuiltinRegistry());
const filters = (prompt: string) => engine.analyze({ prompt, ...INFUSIONS }, { now: NOW }).analysis.filters;

// an invented infusion unit: patients with a name, and the orders placed for them
const INFUSIONS = {
  fields: ['patientId', 'fullName', 'bloodType', 'orderNo', 'placedAt', 'priority', 'drugName', 'doseMg'],
  collections: ['patients', 'infusion_orders'],
};

describe('filters: a clinical order placed STAT keeps that word in its priority', () => {
  test('written in capitals after a labelling verb, it is the priority, not a name', () => {
    expect(filters('infusion orders marked STAT')).toEqual({ priority: 'STAT' });
  });
  test('written before the orders in lower case', () => {
    expect(filters('asap infusion orders for heparin')).toMatchObject({ priority: 'asap' });
  });
});
