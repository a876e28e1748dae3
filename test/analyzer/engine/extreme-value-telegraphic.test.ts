import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('operation: a telegraphic question opening with a superlative of a field asks that value (operation.extreme-value)', () => {
  // an invented kennel: boarded dogs and their stays
  const KENNEL = { fields: ['_id', 'dog_id', 'dog_name', 'breed', 'stay_id', 'nightly_charge', 'check_in'], collections: ['dogs', 'stays'] };

  test('"highest nightly charge ever billed …" is the maximum of the charge', () => {
    const r = analyze('highest nightly charge ever billed for a poodle', KENNEL, { explain: true });
    expect(r.analysis).toMatchObject({ operation: '$max', metric: 'nightly_charge', sort: {}, limit: null });
    expect(r.explanation?.operation.evidence.map((e) => e.rule)).toEqual(['operation.extreme-value']);
  });

  test('"highest nightly charge dogs" still ranks the dogs', () => {
    expect(analyze('highest nightly charge dogs', KENNEL).analysis).toMatchObject({ operation: null, sort: { nightly_charge: -1 } });
  });
});
