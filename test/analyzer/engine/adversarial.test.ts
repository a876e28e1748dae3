import { describe, expect, test } from 'bun:test';
import type { AnalysisT } from '../../../plugins/analyzer/model.ts';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { analyze, ECOMMERCE, makeRegistry, NOW, SHOP_FIELDS, throwOnStageError } from './fixtures.ts';
import { fastestMs } from '../../support/timing.ts';

const MEMBERS: Array<keyof AnalysisT> = [
  'intent', 'operation', 'metric', 'groupBy', 'timeFrame', 'collection', 'limit', 'sort', 'filters', 'joins',
  'computedMetrics', 'subQueries', 'visualization', 'rawTokens',
];

function expectWellFormed(a: AnalysisT): void {
  expect(Object.keys(a).sort()).toEqual([...MEMBERS].sort());
  expect(['find', 'aggregate']).toContain(a.intent);
  expect([null, '$sum', '$avg', '$min', '$max', '$count']).toContain(a.operation);
  expect(a.metric === null || typeof a.metric === 'string').toBe(true);
  expect(Array.isArray(a.groupBy) && a.groupBy.every((g) => typeof g === 'string')).toBe(true);
  expect(a.limit === null || (Number.isInteger(a.limit) && a.limit >= 1)).toBe(true);
  expect(Object.values(a.sort).every((d) => d === 1 || d === -1)).toBe(true);
  expect(typeof a.filters === 'object' && a.filters !== null && !Array.isArray(a.filters)).toBe(true);
  expect(['BAR_CHART', 'LINE_CHART', 'PIE_CHART', 'TABLE', false]).toContain(a.visualization);
  expect(Array.isArray(a.rawTokens) && a.rawTokens.every((t) => typeof t === 'string')).toBe(true);
  expect(JSON.parse(JSON.stringify(a))).toEqual(a);
}

const fields500 = Array.from({ length: 500 }, (_, i) => (i % 2 ? `group${i}.metric_${i}Value` : `field_${i}_count`));
const collections100 = Array.from({ length: 100 }, (_, i) => `collection_${i}`);

/** The analysis and the fastest of three runs. */
const timed = (prompt: string, fields = SHOP_FIELDS, collections = collections100) => {
  let analysis: AnalysisT | undefined;
  const ms = fastestMs(() => {
    analysis = analyze(prompt, { fields, collections }).analysis;
  }, 3);
  return { analysis: analysis!, ms };
};

describe('adversarial inputs never throw and stay fast', () => {
  const cases: Array<[string, string]> = [
    ['4000-char question', 'Show me the top 10 orders with total above 100 from Texas in 2023 by month, '.repeat(60).slice(0, 4000)],
    ['4000 copies of one word', 'order '.repeat(4000)],
    ['one very long token', 'x'.repeat(4000)],
    ['very long digits', '9'.repeat(4000)],
    ['repeated punctuation', '?!.,;:'.repeat(700)],
    ['unbalanced quotes', "'".repeat(2000) + '"'.repeat(2000)],
    ['emoji', '📈 top 10 🚀 orders 🔥 by revenue 💰'.repeat(100)],
    ['mixed scripts', 'Покажи заказы 注文を表示 عرض الطلبات top 5 orders'.repeat(50)],
    ['control characters', 'top\u0000 5\u0001 orders\u0007\u001b[31m red\u202e'.repeat(100)],
    ['only whitespace', ' \t\n'.repeat(1000)],
    ['many numbers', '1 2 3 4 5 6 7 8 9 10 '.repeat(190)],
    ['many comparisons', 'price over 5 and under 9 between 2001 and 2004 '.repeat(80)],
    ['many quoted values', "'a' or 'b' or ".repeat(300)],
    ['many capitalised names', 'directed by John Smith and Jane Doe '.repeat(110)],
    ['many emails', 'a@b.co '.repeat(500)],
    ['lone surrogates', '\uD800\uDC00\uD800 top 5'.repeat(300)],
  ];
  test.each(cases)('%s', (_label, prompt) => {
    const { analysis, ms } = timed(prompt, fields500);
    expectWellFormed(analysis);
    expect(ms).toBeLessThan(200);
  });

  test('time grows about linearly with the prompt', () => {
    const base = 'Show me the top 10 orders with total above 100 from Texas by month sorted by price, ';
    const run = (n: number) => {
      const prompt = base.repeat(n);
      analyze(prompt, { fields: fields500 });
      const t0 = performance.now();
      for (let i = 0; i < 5; i++) analyze(prompt, { fields: fields500 });
      return (performance.now() - t0) / 5;
    };
    const small = run(5);
    const large = run(45);
    expect(large).toBeLessThan(Math.max(small * 9 * 4, 5));
  });

  test('a long list of quoted values no field takes stays linear', () => {
    // no name field among the 500: every value of the list finds no field, which once rescanned the rest of the list
    const fastest = (length: number) => {
      const prompt = "'a' or 'b' or ".repeat(Math.ceil(length / 14)).slice(0, length);
      analyze(prompt, { fields: fields500 });
      return fastestMs(() => analyze(prompt, { fields: fields500 }), 5);
    };
    fastest(8000);
    const small = fastest(2000);
    const large = fastest(8000);
    // four times the text: linear ~4x, quadratic ~16x
    expect(large).toBeLessThan(Math.max(small * 10, 10));
  });

  test('500 fields and 100 collections', () => {
    const { analysis } = timed('average field 3 count by collection 7', fields500, collections100);
    expectWellFormed(analysis);
    expect(analysis.collection).toHaveLength(100);
  });

  test('odd inputs: non-string prompt, non-array fields, invalid now and zone', () => {
    const engine = createEngine(makeRegistry(ECOMMERCE), { onStageError: throwOnStageError });
    const odd = [
      engine.analyze({ prompt: undefined as unknown as string }),
      engine.analyze({ prompt: 42 as unknown as string, fields: 'x' as unknown as string[], collections: null as unknown as string[] }),
      engine.analyze({ prompt: 'top 5 orders', fields: [1, null, 'price'] as unknown as string[] }, { now: new Date('nope'), timezone: 'Mars/Base' }),
    ];
    for (const r of odd) {
      expectWellFormed(r.analysis);
      expect(r.sector.id).toBeString();
    }
  });

  test('a failing sector detector falls back to the generic pack', () => {
    const registry = makeRegistry(ECOMMERCE);
    const engine = createEngine({ ...registry, detect: () => { throw new Error('bad pack'); } });
    const r = engine.analyze({ prompt: 'top 5 orders', fields: SHOP_FIELDS }, { now: NOW });
    expect(r.sector).toEqual({ id: '_generic', label: 'Generic', confidence: 'low' });
    expect(r.analysis.limit).toBe(5);
  });

  test('the engine is pure: same input, same output', () => {
    const a = analyze('monthly revenue by category in 2023 for shipped orders');
    const b = analyze('monthly revenue by category in 2023 for shipped orders');
    expect(a).toEqual(b);
  });
});

describe('sector and explanation', () => {
  test('sector comes from the registry detection', () => {
    expect(analyze('orders').sector).toEqual({ id: 'ecommerce', label: 'E-commerce', confidence: 'high' });
    expect(analyze('orders', { fields: ['foo', 'bar'] }).sector.id).toBe('_generic');
  });

  test('explain: every member has a value, a confidence and evidence', () => {
    const { analysis, explanation } = analyze('top 5 categories by total revenue in 2023', {}, { explain: true });
    expect(explanation).toBeDefined();
    for (const member of MEMBERS) {
      const entry = explanation![member];
      expect(entry.value).toEqual(analysis[member]);
      expect(entry.confidence).toBeGreaterThanOrEqual(0);
      expect(entry.confidence).toBeLessThanOrEqual(1);
      expect(entry.evidence.length).toBeGreaterThan(0);
    }
    expect(explanation!.timeFrame.evidence[0]).toMatchObject({ rule: 'time.in-year', text: 'in 2023' });
    expect(explanation!.limit.evidence[0]).toMatchObject({ rule: 'limit.top-n', span: [1, 2] });
  });

  test('no explanation unless asked', () => {
    expect(analyze('top 5 orders').explanation).toBeUndefined();
  });
});
