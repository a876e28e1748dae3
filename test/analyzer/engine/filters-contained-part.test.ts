import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a plain noun after a verb of containing names an embedded part by its name (filters.contained-part)', () => {
  // an invented tool library: kits embed the tools they hold
  const LIBRARY = {
    fields: ['_id', 'kitCode', 'shelf', 'tools', 'tools.name', 'tools.weightKg', 'lentAt', 'borrower.email'],
    collections: ['kits', 'members'],
  };
  test.each(['kits that contain a chisel', 'how many kits contain the chisel', 'kits containing chisel'])('%p', (question) => {
    const result = analyze(question, LIBRARY, { explain: true });
    expect(result.analysis.filters).toEqual({ 'tools.name': 'chisel' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.contained-part']);
  });
  test('with two embedded lists of named parts the part is not guessed', () => {
    const TWO = { ...LIBRARY, fields: [...LIBRARY.fields, 'spares', 'spares.name'] };
    expect(analyze('kits that contain a chisel', TWO).analysis.filters).not.toHaveProperty('tools.name');
  });
});
