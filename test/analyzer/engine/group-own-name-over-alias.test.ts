import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';

// the built-in generic pack calls a `region` what people call a state
const engine = createEngine(loadBuiltinRegistry());

describe('a group word that is a leaf field\'s own name keys the groups over a pack\'s other name for it (pack alias order)', () => {
  // members keep a nested address; branches sit in a sales region
  const GYM = {
    fields: ['_id', 'member_ref', 'name.first', 'address.city', 'address.state', 'address.zip', 'coach_no', 'full_name', 'branch_code', 'branch_name', 'region', 'city', 'lane_count'],
    collections: ['branches', 'members', 'coaches'],
  };
  test('"per state" groups by `address.state`, not the `region` the pack calls a state', () => {
    const { analysis } = engine.analyze({ prompt: 'count per state', ...GYM });
    expect(analysis.groupBy).toEqual(['address.state']);
  });
});
