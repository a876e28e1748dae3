import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('a nested field called by its record and its head word', () => {
  // a clinic's visits embed procedures with a coded name; the visit has a code of its own
  const VISITS = { fields: ['visit_id', 'clinic_code', 'procedures', 'procedures.cpt_code', 'procedures.billed_amount'], collections: ['visits'] };
  test('"procedure code" is procedures.cpt_code, not the visit\'s own code', () => {
    const { analysis, explanation } = analyze('count visits by procedure code', VISITS, { explain: true });
    expect(analysis.groupBy).toEqual(['procedures.cpt_code']);
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.by');
  });
});
