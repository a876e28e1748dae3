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
import { byLowerCase } from '../../plugins/analyzer/engine/sorted-ownership.ts';

const here = dirname(fileURLToPath(import.meta.url));
const sharedEval = resolve(here, '../../../shared/eval');
export const DEV_CASES = resolve(sharedEval, 'analyze-dev.jsonl');
export const TEND_CASES = resolve(sharedEval, 'analyze-tend-dev.jsonl');
export const HOLDOUT_CASES = resolve(here, '../../test/fixtures/analyzer/holdout.jsonl');
export const HOLDOUT_2_CASES = resolve(here, '../../test/fixtures/analyzer/holdout-2.jsonl');
export const MEMBERS = ['intent', 'operation', 'metric', 'groupBy', 'limit', 'sort', 'collection', 'filterFields'] as const;
export type Member = (typeof MEMBERS)[number];

export interface EvalCase {
  id: string;
  db?: string;
  prompt: string;
  fields: string[];
  collections: string[];
  members: string[];
  gold: Record<string, unknown>;
  meta?: { split?: string; record?: string };
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

export interface CaseResult {
  c: EvalCase;
  analysis: AnalysisT;
  score: ReturnType<ScoreCase>;
}

export interface FileScore {
  results: CaseResult[];
  perMember: Record<Member, { scored: number; right: number }>;
  allRight: number;
  /** per database: cases and fully right ones (files whose cases name a `db`) */
  byDb: Map<string, { cases: number; allRight: number }>;
  /** queries phrased several ways (`meta.record`): how many, and how many have every phrasing fully right */
  paraphrase: { records: number; allRight: number } | null;
}

/** A fixed `now`, so relative dates in answers are reproducible. */
const NOW = new Date('2025-06-01T00:00:00Z');

export interface ScoreOptions {
  /** only cases whose `meta.split` is this (TEND: tune or check) */
  split?: string;
  /** send each case's fields sorted by name (case-insensitively), as a schema tool that sorts keys would */
  fieldsSorted?: boolean;
}

/** Field names sorted case-insensitively, a parent before its children ("visits" < "visits.date"). */
export const sortedByName = (fields: readonly string[]): string[] => [...fields].sort(byLowerCase);

export async function scoreFile(casesFile: string, options: ScoreOptions = {}): Promise<FileScore> {
  const scoreCase = await importScorer(casesFile);
  // a stage that throws on any case is a defect: the run (and the accuracy test built on it) fails
  const engine = createEngine(loadBuiltinRegistry(), { onStageError: (f) => { throw new Error(`stage ${f.stage} threw ${f.error}: ${f.message}`); } });
  const cases: EvalCase[] = readFileSync(casesFile, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l))
    .filter((c: EvalCase) => !options.split || c.meta?.split === options.split);
  const results = cases.map((c) => {
    const fields = options.fieldsSorted ? sortedByName(c.fields) : c.fields;
    const { analysis } = engine.analyze({ prompt: c.prompt, fields, collections: c.collections }, { now: NOW });
    return { c, analysis, score: scoreCase(c, analysis) };
  });
  const perMember = Object.fromEntries(MEMBERS.map((m) => {
    const scored = results.filter((r) => r.c.members.includes(m));
    return [m, { scored: scored.length, right: scored.filter((r) => r.score.members[m]).length }];
  })) as FileScore['perMember'];
  const byDb = new Map<string, { cases: number; allRight: number }>();
  const records = new Map<string, boolean[]>();
  for (const r of results) {
    if (r.c.db) {
      const entry = byDb.get(r.c.db) ?? { cases: 0, allRight: 0 };
      entry.cases++;
      if (r.score.allRight) entry.allRight++;
      byDb.set(r.c.db, entry);
    }
    if (r.c.meta?.record) {
      const key = `${r.c.db}|${r.c.meta.record}`;
      records.set(key, [...(records.get(key) ?? []), r.score.allRight]);
    }
  }
  const groups = [...records.values()].filter((v) => v.length > 1);
  const paraphrase = groups.length ? { records: groups.length, allRight: groups.filter((v) => v.every(Boolean)).length } : null;
  return { results, perMember, allRight: results.filter((r) => r.score.allRight).length, byDb, paraphrase };
}
