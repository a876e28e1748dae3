import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Tram lines with the code of who operates them, and modules with the code of the department teaching them. */
const LINES = { fields: ['line_id', 'op_cd', 'op_nm', 'length_km'], collections: ['Line', 'Operator'] };
const MODULES = { fields: ['module_code', 'module_title', 'dept_code', 'dept_name', 'credits'], collections: ['module', 'department'] };

describe('filters: a short code in capitals after a verb and "by" is the code of whoever the verb implies', () => {
  test.each([
    // the operator's code field, written shorter
    ['total length of lines operated by NRX', LINES, { op_cd: 'NRX' }],
    // a verb of offering implies the department
    ['modules offered by BIO', MODULES, { dept_code: 'BIO' }],
  ])('%p', (prompt, schema, expected) => {
    expect(analyze(prompt, schema).analysis.filters).toEqual(expected);
  });

  test('the evidence names the rule', () => {
    const evidence = analyze('lines operated by NRX', LINES, { explain: true }).explanation?.filters.evidence ?? [];
    expect(evidence.map((e) => e.rule)).toContain('filters.proper-value+agent-code');
  });
});
