import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a lender: branches embed their loans and staff
const LENDER = {
  fields: ['branch_id', 'branch_name', 'opened_year', 'loans', 'loans.loan_id', 'loans.amount', 'staff', 'staff.name', 'staff.age'],
  collections: ['Branches'],
};

describe('"by" before all of the doers or one ranked doer groups nothing', () => {
  for (const prompt of ['What is the average loan amount by all branches together?', 'Show the total loan amount of loans by the oldest branch.']) {
    test(prompt, () => {
      const { analysis, explanation } = analyze(prompt, LENDER, { explain: true });
      expect(analysis.groupBy).toEqual([]);
      expect(explanation!.groupBy.evidence[0]!.rule).toBe('groupBy.no-group+agent');
    });
  }

  test('a relative clause after the doers narrows them: no group each', () => {
    const { analysis, explanation } = analyze('What is the average loan amount by branches that opened after 2001?', LENDER, { explain: true });
    expect(analysis.groupBy).toEqual([]);
    expect(explanation!.groupBy.evidence[0]!.rule).toBe('groupBy.no-group+qualified-agent');
  });

  test('a plain "by" still groups', () => {
    expect(analyze('What is the average loan amount by branch?', LENDER).analysis.groupBy).toEqual(['branch_id']);
  });
});
