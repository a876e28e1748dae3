import { expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { analyze, NOW, throwOnStageError } from './fixtures.ts';

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

// a kennel's dogs keep a `status` (a singular that ends in "s") and a plural-named stored figure, `Walks`
const DOGS = { fields: ['dog_id', 'dog_name', 'status', 'Walks', 'intake_date'], collections: ['dogs', 'walkers'] };

// the built-in packs read "active" as a value of `status`
const builtin = createEngine(loadBuiltinRegistry(), { onStageError: throwOnStageError });

test('"number of <state> Xs" counts the records: a `status` field is no stored number', () => {
  const { analysis } = builtin.analyze({ prompt: 'number of active dogs', ...DOGS }, { now: NOW });
  expect(analysis.filters).toEqual({ status: 'active' });
  expect(analysis.operation).toBe('$count');
  expect(analysis.intent).toBe('aggregate');
});

test('"number of Xs" right before a plural-named field still reads the stored figure', () => {
  expect(analyze('each dog with its number of walks', DOGS).analysis.operation).toBeNull();
});
