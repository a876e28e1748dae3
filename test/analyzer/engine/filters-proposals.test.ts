import { describe, expect, test } from 'bun:test';
import { emptyAnalysis, type EngineContext } from '../../../plugins/analyzer/engine/context.ts';
import { commitProposal } from '../../../plugins/analyzer/engine/stages/filters/proposal.ts';

/** Only what committing touches: the analysis, token roles and evidence. */
const context = (): EngineContext => ({ analysis: emptyAnalysis(), roles: [], evidence: new Map() }) as unknown as EngineContext;

describe('filters: committing proposals', () => {
  test('a proposal sets its field, claims its span and notes its rule', () => {
    const ctx = context();
    commitProposal(ctx, { field: 'age', value: { $gt: 40 }, span: [2, 5], confidence: 0.8, rule: 'filters.compare$gt' });
    expect(ctx.analysis.filters).toEqual({ age: { $gt: 40 } });
    expect(ctx.roles.slice(2, 5)).toEqual(['filter', 'filter', 'filter']);
    expect(ctx.roles[1]).toBeUndefined();
    expect(ctx.evidence.get('filters')?.items).toEqual([{ rule: 'filters.compare$gt', span: [2, 5], text: 'age' }]);
  });

  test('two operator conditions on one field merge ("over 10 and under 20")', () => {
    const ctx = context();
    commitProposal(ctx, { field: 'price', value: { $gt: 10 }, span: [0, 2], confidence: 0.8, rule: 'a' });
    commitProposal(ctx, { field: 'price', value: { $lt: 20 }, span: [3, 5], confidence: 0.8, rule: 'b' });
    expect(ctx.analysis.filters).toEqual({ price: { $gt: 10, $lt: 20 } });
  });

  test('a kept proposal yields to a condition already on its field', () => {
    const ctx = context();
    commitProposal(ctx, { field: 'city', value: 'Lyon', span: [0, 1], confidence: 0.8, rule: 'a' });
    commitProposal(ctx, { field: 'city', value: 'Nice', span: [4, 5], confidence: 0.5, rule: 'b', keep: true });
    expect(ctx.analysis.filters).toEqual({ city: 'Lyon' });
    expect(ctx.roles[4]).toBeUndefined();
  });

  test('claims can be narrower than the evidence span, or empty', () => {
    const ctx = context();
    commitProposal(ctx, { field: 'zip', value: 10019, span: [0, 3], claims: [[2, 3]], confidence: 0.75, rule: 'a' });
    commitProposal(ctx, { field: 'wins', value: { $gte: 1 }, span: [4, 6], claims: [], confidence: 0.6, rule: 'b' });
    expect(ctx.roles.slice(0, 6)).toEqual([undefined, undefined, 'filter', undefined, undefined, undefined]);
    expect(ctx.evidence.get('filters')?.items.map((i) => i.span)).toEqual([[0, 3], [4, 6]]);
  });
});
