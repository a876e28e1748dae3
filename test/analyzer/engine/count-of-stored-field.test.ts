import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// library branches store how many loans and late returns they logged and embed their desks
const BRANCHES = { fields: ['branch_ref', 'branch_city', 'Loans_Issued', 'Late_Returns', 'desks', 'desks.desk_no'], collections: ['Branches'] };

test('"the highest count of" a field that stores the number ranks by that field', () => {
  const { analysis, explanation } = analyze('Name the branch that logged the highest count of late returns', BRANCHES, { explain: true });
  expect(analysis.sort).toEqual({ Late_Returns: -1 });
  expect(explanation!.sort.evidence[0]!.rule).toBe('sort.superlative-count-of-field');
});

test('"the highest count of" embedded records still counts them', () => {
  expect(analyze('Name the branch that logged the highest count of desks', BRANCHES).analysis.sort).toEqual({ count: -1 });
});
