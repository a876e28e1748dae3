import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('a length superlative closing a clause of "been" asks the time served (sort.attribute-longest-serving)', () => {
  // an invented choir: singers keep when they enrolled and how long their rehearsals run
  const CHOIR = { fields: ['singer_id', 'singer_name', 'voice_part', 'enrolled_on', 'hire_date', 'rehearsal_minutes'], collections: ['singers'] };
  test.each([
    ['Which singer has been with the choir the longest?', { hire_date: 1 }],
    ['Which two singers have been members the longest?', { hire_date: 1 }],
    ['Who has been singing here the shortest?', { hire_date: -1 }],
  ])('%p', (prompt, sort) => {
    const { analysis, explanation } = analyze(prompt, CHOIR, { explain: true });
    expect(analysis.sort).toEqual(sort as Record<string, 1 | -1>);
    expect(explanation?.sort.evidence.map((e) => e.rule).join(' ')).toMatch(/sort\.attribute-(longest-serving|newest-hired)/);
  });
  test('a span a noun after the superlative names stays that noun\'s ("been to the longest rehearsals" is no time served)', () => {
    expect(analyze('Which singers have been to the longest rehearsals?', CHOIR).analysis.sort).not.toEqual({ hire_date: 1 });
  });
  // experience counted in years is time served too, the most first
  test('years of practice', () => {
    const clinic = { fields: ['vet_id', 'vet_name', 'years_practice', 'visit_minutes'], collections: ['vets'] };
    expect(analyze('Which 2 vets have been practising the longest?', clinic).analysis.sort).toEqual({ years_practice: -1 });
  });
});
