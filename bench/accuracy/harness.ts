/**
 * Scores the engine in-process on an eval file with the shared scorer (../shared/eval/score.mjs). Used by
 * bench/accuracy/run.ts (report) and test/analyzer/accuracy.test.ts (regression floors).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnalysisT } from '../../plugins/analyzer/model.ts';
import { createEngine } from '../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../plugins/analyzer/packs/registry.ts';

const here = dirname(fileURLToPath(import.meta.url));
const sharedEval = resolve(here, '../../../shared/eval');
export const DEV_CASES = resolve(sharedEval, 'analyze-dev.jsonl');
export const HOLDOUT_CASES = resolve(here, '../../test/fixtures/analyzer/holdout.jsonl');
export const MEMBERS = ['intent', 'operation', 'metric', 'groupBy', 'limit', 'sort', 'collection', 'filterFields'] as const;
export type Member = (typeof MEMBERS)[number];

export interface EvalCase {
  id: string;
  prompt: string;
  fields: string[];
  collections: string[];
  members: string[];
  gold: Record<string, unknown>;
}

type ScoreCase = (c: EvalCase, a: unknown) => { members: Record<string, boolean>; allRight: boolean };

/**
 * score.mjs runs its own CLI on import. Give it a one-case self-test to chew on (it runs synchronously during
 * evaluation) and mute its output, so only `scoreCase` is used.
 */
async function importScorer(casesFile: string): Promise<ScoreCase> {
  const argv = process.argv;
  const log = console.log;
  process.argv = [argv[0]!, 'score.mjs', '--self-test', '--limit', '1', '--cases', casesFile];
  console.log = () => {};
  try {
    return (await import(resolve(sharedEval, 'score.mjs'))).scoreCase;
  } finally {
    process.argv = argv;
    console.log = log;
  }
}

export interface FileScore {
  results: Array<{ c: EvalCase; analysis: AnalysisT; score: ReturnType<ScoreCase> }>;
  perMember: Record<Member, { scored: number; right: number }>;
  allRight: number;
}

/** A fixed `now`, so relative dates in answers are reproducible. */
const NOW = new Date('2025-06-01T00:00:00Z');

export async function scoreFile(casesFile: string): Promise<FileScore> {
  const scoreCase = await importScorer(casesFile);
  const engine = createEngine(loadBuiltinRegistry());
  const cases: EvalCase[] = readFileSync(casesFile, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  const results = cases.map((c) => {
    const { analysis } = engine.analyze({ prompt: c.prompt, fields: c.fields, collections: c.collections }, { now: NOW });
    return { c, analysis, score: scoreCase(c, analysis) };
  });
  const perMember = Object.fromEntries(MEMBERS.map((m) => {
    const scored = results.filter((r) => r.c.members.includes(m));
    return [m, { scored: scored.length, right: scored.filter((r) => r.score.members[m]).length }];
  })) as FileScore['perMember'];
  return { results, perMember, allRight: results.filter((r) => r.score.allRight).length };
}
