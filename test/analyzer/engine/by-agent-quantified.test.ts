import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a lender: bureaus embed their loans and staff
const LENDER = {
  fields: ['bureau_id', 'bureau_title', 'opened_year', 'loans', 'loans.loan_ref', 'loans.amount', 'staff', 'staff.name', 'staff.age'],
  collections: ['Bureaus'],
};

describe('"by" before all of the doers or one ranked doer groups nothing', () => {
  for (const prompt of ['What is the average loan amount by all bureaus together?', 'Show the total loan amount of loans by the oldest bureau.']) {
    test(prompt, () => {
      const { analysis, explanation } = analyze(prompt, LENDER, { explain: true });
      expect(analysis.groupBy).toEqual([]);
      expect(explanation!.groupBy.evidence[0]!.rule).toBe('groupBy.no-group+agent');
    });
  }

  test('a relative clause after the doers narrows them: no group each', () => {
    const { analysis, explanation } = analyze('What is the average loan amount by bureaus that opened after 2001?', LENDER, { explain: true });
    expect(analysis.groupBy).toEqual([]);
    expect(explanation!.groupBy.evidence[0]!.rule).toBe('groupBy.no-group+qualified-agent');
  });

  test('a plain "by" still groups', () => {
    expect(analyze('What is the average loan amount by bureau?', LENDER).analysis.groupBy).toEqual(['bureau_id']);
  });
});
