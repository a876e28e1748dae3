import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { emptyAnalysis, type EngineContext } from '../../../plugins/analyzer/engine/context.ts';
import { createEngine, STAGES } from '../../../plugins/analyzer/engine/index.ts';
import { commit, propose } from '../../../plugins/analyzer/engine/proposals.ts';
import { ECOMMERCE, makeRegistry, NOW, SHOP_COLLECTIONS, SHOP_FIELDS } from './fixtures.ts';

/** Only what committing touches: the analysis, token roles, pending proposals and evidence. */
const context = (): EngineContext => ({ analysis: emptyAnalysis(), roles: [], proposals: [], evidence: new Map() }) as unknown as EngineContext;

describe('commit: how a proposal applies', () => {
  test('replace sets the member whatever it held', () => {
    const ctx = context();
    commit(ctx, [
      { member: 'limit', apply: 'replace', value: 5, confidence: 0.9, rule: 'a' },
      { member: 'limit', apply: 'replace', value: 1, confidence: 0.6, rule: 'b' },
    ]);
    expect(ctx.analysis.limit).toBe(1);
  });

  test('if-unset fills a null member and yields to a value already there, leaving no evidence', () => {
    const ctx = context();
    commit(ctx, [{ member: 'operation', apply: 'if-unset', value: '$count', confidence: 0.8, rule: 'first' }]);
    commit(ctx, [{ member: 'operation', apply: 'if-unset', value: '$sum', confidence: 0.9, rule: 'second' }]);
    expect(ctx.analysis.operation).toBe('$count');
    expect(ctx.evidence.get('operation')).toEqual({ confidence: 0.8, items: [{ rule: 'first' }] });
  });

  test('append adds to a list member in order', () => {
    const ctx = context();
    commit(ctx, [
      { member: 'groupBy', apply: 'append', value: 'city', confidence: 0.85, rule: 'a' },
      { member: 'groupBy', apply: 'append', value: 'year', confidence: 0.85, rule: 'b' },
    ]);
    expect(ctx.analysis.groupBy).toEqual(['city', 'year']);
  });

  test('merge puts a value under a key; two operator objects under one key merge, anything else replaces', () => {
    const ctx = context();
    commit(ctx, [
      { member: 'sort', apply: 'replace', value: { country: 1 }, confidence: 0.85, rule: 'a' },
      { member: 'sort', apply: 'merge', key: 'year', value: -1, confidence: 0.85, rule: 'b' },
      { member: 'filters', apply: 'merge', key: 'price', value: { $gt: 10 }, confidence: 0.8, rule: 'c' },
      { member: 'filters', apply: 'merge', key: 'price', value: { $lt: 20 }, confidence: 0.8, rule: 'd' },
      { member: 'filters', apply: 'merge', key: 'city', value: 'Lyon', confidence: 0.8, rule: 'e' },
      { member: 'filters', apply: 'merge', key: 'city', value: 'Nice', confidence: 0.8, rule: 'f' },
    ]);
    expect(ctx.analysis.sort).toEqual({ country: 1, year: -1 });
    expect(Object.keys(ctx.analysis.sort)).toEqual(['country', 'year']);
    expect(ctx.analysis.filters).toEqual({ price: { $gt: 10, $lt: 20 }, city: 'Nice' });
  });

  test('if-unset under a key yields to a value already under it', () => {
    const ctx = context();
    commit(ctx, [
      { member: 'filters', apply: 'merge', key: 'city', value: 'Lyon', confidence: 0.8, rule: 'a', span: [0, 1], claims: { role: 'filter' } },
      { member: 'filters', apply: 'if-unset', key: 'city', value: 'Nice', confidence: 0.9, rule: 'b', span: [3, 4], claims: { role: 'filter' } },
      { member: 'filters', apply: 'if-unset', key: 'year', value: 2020, confidence: 0.5, rule: 'c' },
    ]);
    expect(ctx.analysis.filters).toEqual({ city: 'Lyon', year: 2020 });
    expect(ctx.roles[3]).toBeUndefined();
    expect(ctx.evidence.get('filters')?.items.map((i) => i.rule)).toEqual(['a', 'c']);
  });

  test('note changes nothing and records its reading', () => {
    const ctx = context();
    commit(ctx, [{ member: 'collection', apply: 'note', confidence: 0.5, rule: 'vote', span: [1, 2], text: 'orders' }]);
    expect(ctx.analysis.collection).toEqual([]);
    expect(ctx.evidence.get('collection')?.items).toEqual([{ rule: 'vote', span: [1, 2], text: 'orders' }]);
  });
});

describe('commit: evidence and claims', () => {
  test('evidence names the rule with its span and text; the highest confidence seen is the member\'s', () => {
    const ctx = context();
    commit(ctx, [
      { member: 'limit', apply: 'replace', value: 10, confidence: 0.95, rule: 'limit.top-n', span: [1, 2], text: '10' },
      { member: 'limit', apply: 'replace', value: 1, confidence: 0.6, rule: 'limit.other', text: '' },
    ]);
    expect(ctx.evidence.get('limit')).toEqual({ confidence: 0.95, items: [{ rule: 'limit.top-n', span: [1, 2], text: '10' }, { rule: 'limit.other', text: '' }] });
  });

  test('claims mark the span by default, or the ranges given; a token keeps the first role claimed', () => {
    const ctx = context();
    commit(ctx, [
      { member: 'limit', apply: 'replace', value: 5, confidence: 0.9, rule: 'a', span: [1, 2], claims: { role: 'limit' } },
      { member: 'timeFrame', apply: 'replace', value: 'last_year', confidence: 0.9, rule: 'b', span: [0, 6], claims: { role: 'time', ranges: [[0, 3], [5, 6]] } },
      { member: 'groupBy', apply: 'append', value: 'city', confidence: 0.85, rule: 'c', span: [3, 4] },
    ]);
    expect(ctx.roles.slice(0, 6)).toEqual(['time', 'limit', 'time', undefined, undefined, 'time']);
  });
});

describe('the pipeline commits after each stage', () => {
  test('a later stage reads what an earlier one proposed', () => {
    let seen: number | null = -1;
    const proposer = (ctx: EngineContext) => propose(ctx, { member: 'limit', apply: 'replace', value: 7, confidence: 0.9, rule: 'test.proposer' });
    const reader = (ctx: EngineContext) => { seen = ctx.analysis.limit; };
    createEngine(makeRegistry(ECOMMERCE), { stages: [proposer, reader] }).analyze({ prompt: 'x' }, { now: NOW });
    expect(seen).toBe(7);
  });

  test('what a failing stage proposed is dropped', () => {
    const failing = (ctx: EngineContext) => {
      propose(ctx, { member: 'limit', apply: 'replace', value: 7, confidence: 0.9, rule: 'test.failing' });
      throw new Error('late failure');
    };
    const { analysis } = createEngine(makeRegistry(ECOMMERCE), { stages: [failing], onStageError: () => {} }).analyze({ prompt: 'x' }, { now: NOW });
    expect(analysis.limit).toBeNull();
  });

  test('every member the shipped pipeline sets names the rule that set it', () => {
    const engine = createEngine(makeRegistry(ECOMMERCE), { stages: STAGES });
    const { analysis, explanation } = engine.analyze({ prompt: 'top 5 customers by total spent in 2023', fields: SHOP_FIELDS, collections: SHOP_COLLECTIONS }, { now: NOW, explain: true });
    const defaults = emptyAnalysis();
    for (const member of Object.keys(analysis) as Array<keyof typeof analysis>) {
      if (JSON.stringify(analysis[member]) === JSON.stringify(defaults[member])) continue;
      expect(explanation![member].evidence.every((e) => e.rule !== 'default')).toBe(true);
    }
  });
});

const ENGINE = join(import.meta.dir, '../../../plugins/analyzer/engine');
const COMMIT_MODULE = 'proposals.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/**
 * Writes into the analysis or its evidence: assignment, `??=`, a mutating call, deletion, or an alias of the analysis
 * not typed read-only (`const a: Readonly<AnalysisT> = ctx.analysis` is how a stage reads it under a short name).
 */
const WRITE = /\bctx\.analysis\.\w+(?:\.\w+|\[[^\]]*\])*\s*(?:(?:\?\?|\|\||&&|[+\-*/|&])?=(?!=)|\.(?:push|splice|unshift|pop|shift|sort)\()|\b(?:const|let|var)\s+\w+\s*=\s*ctx\.analysis(?![\w.?[])|\bdelete\s+ctx\.analysis|\bctx\.evidence\.set\(/;

describe('only the commit module writes the analysis', () => {
  test('the pattern catches the writes it is meant to', () => {
    for (const line of ['ctx.analysis.limit = 1;', 'ctx.analysis.operation ??= x;', 'ctx.analysis.groupBy.push(k);', "ctx.analysis.sort[k] = 1;", 'ctx.analysis.filters[f.name] = v;', 'const a = ctx.analysis;', 'delete ctx.analysis.filters[f];', 'ctx.evidence.set(m, e);']) {
      expect(WRITE.test(line)).toBe(true);
    }
    for (const line of ['if (ctx.analysis.limit === null) return;', 'const n = ctx.analysis.groupBy.length;', 'ctx.analysis.groupBy.includes(k)', 'const a: Readonly<AnalysisT> = ctx.analysis;']) {
      expect(WRITE.test(line)).toBe(false);
    }
  });

  test('no engine source outside it writes ctx.analysis', () => {
    const offenders = sources(ENGINE).filter((file) => relative(ENGINE, file) !== COMMIT_MODULE)
      .flatMap((file) => readFileSync(file, 'utf8').split('\n').flatMap((line, n) => (WRITE.test(line) ? [`${relative(ENGINE, file)}:${n + 1}: ${line.trim()}`] : [])));
    expect(offenders).toEqual([]);
  });
});
