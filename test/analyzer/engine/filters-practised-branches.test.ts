import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a clinic: physicians keep the branch they practise
const CLINIC = { fields: ['physician_id', 'full_name', 'specialty', 'hired_on'], collections: ['physicians'] };

describe('a practitioner no dictionary class calls a specialist still names the branch kept as a specialty', () => {
  test.each([
    ['how many surgeons are on staff', 'surgery'],
    ['list the pediatricians', 'pediatrics'],
    ['physicians who are internists', 'internal medicine'],
  ])('%p', (prompt, branch) => {
    const { analysis, explanation } = analyze(prompt, CLINIC, { explain: true });
    expect(analysis.filters).toEqual({ specialty: branch });
    expect(explanation!.filters.evidence[0]!.rule).toBe('filters.specialist-noun+specialty-field');
  });

  // a dental practice keeping both a role and a specialty: a dental specialist names the branch, not the role
  const PRACTICE = { fields: ['dentist_id', 'full_name', 'role', 'specialty', 'hired_on'], collections: ['dentists'] };
  test.each([
    ['how many periodontists', 'periodontics'],
    ['list the orthodontists', 'orthodontics'],
    ['dentists who are endodontists', 'endodontics'],
    ['how many prosthodontists are on staff', 'prosthodontics'],
  ])('beside a role field: %p', (prompt, branch) => {
    const { analysis, explanation } = analyze(prompt, PRACTICE, { explain: true });
    expect(analysis.filters).toEqual({ specialty: branch });
    expect(explanation!.filters.evidence[0]!.rule).toBe('filters.specialist-noun+specialty-field');
  });

  test('denied', () => {
    expect(analyze("physicians who aren't surgeons", CLINIC).analysis.filters).toEqual({ specialty: { $ne: 'surgery' } });
  });
});
