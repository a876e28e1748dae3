import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: "as a <noun>" naming embedded records or a kept name is no part a person plays', () => {
  // an invented sports clinic: staff keep a role, athletes embedded injuries, sessions the names of guests
  const CLINIC = {
    fields: ['staff_id', 'role', 'full_name', 'athlete_id', 'injuries.body_part', 'injuries.icd_code', 'session_id', 'topic', 'guestNames'],
    collections: ['staff', 'athletes', 'sessions'],
  };
  test('listed as an injury', () => {
    const { analysis, explanation } = analyze('athletes with a sprained ankle listed as an injury', CLINIC, { explain: true });
    expect(Object.keys(analysis.filters)).not.toContain('role');
    expect(explanation?.filters.evidence.map((e) => e.rule)).not.toContain('filters.part+as');
  });
  test('with a name as a guest', () => {
    const { analysis } = analyze('sessions with Orla Brandt as a guest', CLINIC);
    expect(Object.keys(analysis.filters)).toEqual(['guestNames']);
  });
  // nearby: a noun the schema keeps nothing under is the part played
  test('serves as a liaison', () => {
    const { analysis } = analyze('staff who serve as a liaison', CLINIC);
    expect(analysis.filters).toEqual({ role: 'liaison' });
  });
});
