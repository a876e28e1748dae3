import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented harbour authority: berthing fees and vessel calls
const HARBOUR = {
  fields: ['_id', 'charge_id', 'charge_kind_code', 'charge_total', 'levied_on', 'call_id', 'call_state_code', 'origin_port_code', 'sailed_at', 'wait_hours', 'state', 'origin_sailed_at'],
  collections: ['charges', 'calls'],
};
const groupRules = (r: ReturnType<typeof analyze>) => r.explanation?.groupBy.evidence.map((e) => e.rule) ?? [];

describe('groupBy: the words a code field is named by, before its code ending, are that field (+code-field-stem)', () => {
  test('"total charge for each charge kind" groups by `charge_kind_code`', () => {
    const r = analyze('total charge for each charge kind', HARBOUR, { explain: true });
    expect(r.analysis.groupBy).toEqual(['charge_kind_code']);
    expect(groupRules(r).some((x) => x.endsWith('+code-field-stem'))).toBe(true);
  });

  test('"average wait by origin port" groups by `origin_port_code`, not the field "origin" alone reads as', () => {
    expect(analyze('average wait by origin port', HARBOUR).analysis.groupBy).toEqual(['origin_port_code']);
  });

  test('a field named exactly by the words keeps them over the code field (negative)', () => {
    const named = { ...HARBOUR, fields: [...HARBOUR.fields, 'origin_port'] };
    expect(analyze('average wait by origin port', named).analysis.groupBy).toEqual(['origin_port']);
  });

  test('words no code field is named by keep their own key (negative)', () => {
    expect(analyze('total charge for each levied on date', HARBOUR).analysis.groupBy).toEqual(['levied_on']);
  });
});

describe('groupBy: one word after the records named is the code of theirs it names (+records-code-field)', () => {
  test('"number of calls by state" groups by the calls\' own `call_state_code`', () => {
    const r = analyze('number of calls by state', HARBOUR, { explain: true });
    expect(r.analysis.groupBy).toEqual(['call_state_code']);
    expect(groupRules(r).some((x) => x.endsWith('+records-code-field'))).toBe(true);
  });

  test('records with no such code keep the plain field (negative)', () => {
    const plain = { ...HARBOUR, fields: HARBOUR.fields.filter((f) => f !== 'call_state_code') };
    expect(analyze('number of calls by state', plain).analysis.groupBy).toEqual(['state']);
  });
});
