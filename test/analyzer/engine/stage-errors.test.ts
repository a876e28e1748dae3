import { describe, expect, test } from 'bun:test';
import type { EngineContext } from '../../../plugins/analyzer/engine/context.ts';
import { createEngine, STAGES, stageErrorMessage, type Stage, type StageErrorHook } from '../../../plugins/analyzer/engine/index.ts';
import { ECOMMERCE, makeRegistry, NOW, SHOP_COLLECTIONS, SHOP_FIELDS } from './fixtures.ts';

const PROMPT = 'top 5 orders by totalAmount in 2023';

function brokenStage(_ctx: EngineContext): void {
  throw new TypeError('cannot read the thing');
}

function recordingEngine(stages: readonly Stage[] = [...STAGES.slice(0, 3), brokenStage, ...STAGES.slice(3)]) {
  const failures: Parameters<StageErrorHook>[0][] = [];
  const engine = createEngine(makeRegistry(ECOMMERCE), { onStageError: (f) => failures.push(f), stages });
  return { engine, failures };
}

describe('a stage that throws', () => {
  test('is reported by name with its error, and the stages after it still run', () => {
    const { engine, failures } = recordingEngine();
    const { analysis } = engine.analyze({ prompt: PROMPT, fields: SHOP_FIELDS, collections: SHOP_COLLECTIONS }, { now: NOW });
    expect(failures).toEqual([{ stage: 'brokenStage', error: 'TypeError', message: 'cannot read the thing' }]);
    expect(analysis.limit).toBe(5);
    expect(analysis.timeFrame).toEqual({ start: '2023-01-01', end: '2024-01-01' });
    expect(analysis.sort).toEqual({ totalAmount: -1 });
  });

  test('a hook that throws makes the failure loud (what the test fixtures and the accuracy harness do)', () => {
    const engine = createEngine(makeRegistry(ECOMMERCE), { stages: [brokenStage], onStageError: (f) => { throw new Error(f.stage); } });
    expect(() => engine.analyze({ prompt: PROMPT }, { now: NOW })).toThrow('brokenStage');
  });

  test('the shipped pipeline reports nothing on ordinary questions', () => {
    const { engine, failures } = recordingEngine(STAGES);
    for (const prompt of [PROMPT, '', 'how many customers signed up since March', '"unterminated quote', '?? ## 12-', 'a'.repeat(4000)]) {
      engine.analyze({ prompt, fields: SHOP_FIELDS, collections: SHOP_COLLECTIONS }, { now: NOW });
    }
    expect(failures).toEqual([]);
  });

  test('without a hook the failure goes to stderr as one JSON line', () => {
    const original = console.error;
    const lines: string[] = [];
    console.error = (line: string) => lines.push(line);
    try {
      createEngine(makeRegistry(ECOMMERCE), { stages: [brokenStage] }).analyze({ prompt: PROMPT }, { now: NOW });
    } finally {
      console.error = original;
    }
    expect(lines.map((l) => JSON.parse(l))).toEqual([{ level: 'error', event: 'analyzer_stage_failed', stage: 'brokenStage', error: 'TypeError', message: 'cannot read the thing' }]);
  });
});

describe('stageErrorMessage', () => {
  test('keeps a message that does not quote the prompt', () => {
    expect(stageErrorMessage(new RangeError('index out of range'), 'list the customers in Ohio')).toBe('index out of range');
    expect(stageErrorMessage('plain string', 'x')).toBe('plain string');
  });

  test('withholds a message that quotes any stretch of the prompt', () => {
    const prompt = 'show the orders of customer Jane Secretname please';
    expect(stageErrorMessage(new SyntaxError('Unexpected token near "Jane Secretname"'), prompt)).not.toContain('Secretname');
    expect(stageErrorMessage(new Error(`bad input: ${prompt}`), prompt)).not.toContain('orders of');
  });
});
