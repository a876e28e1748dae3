import type { AnalysisT, ExplanationT, SectorT } from '../model.ts';
import type { PackRegistry } from '../packs/types.ts';
import { buildExplanation, emptyAnalysis, type EngineContext } from './context.ts';
import { commit, commitProposed } from './proposals.ts';
import { createSchemaMemo } from './schema-memo.ts';
import { clausesStage } from './stages/clauses.ts';
import { collectionStage } from './stages/collection.ts';
import { comparedMetricStage } from './stages/compared-metric.ts';
import { computedStage } from './stages/computed.ts';
import { fieldsStage } from './stages/fields.ts';
import { filtersStage } from './stages/filters.ts';
import { groupByStage } from './stages/group-by.ts';
import { intentStage } from './stages/intent.ts';
import { joinsStage } from './stages/joins.ts';
import { limitStage } from './stages/limit.ts';
import { metricFromSortStage, rankedFigureSortStage } from './stages/metric-from-sort.ts';
import { extremePerGroupStage } from './stages/extreme-per-group.ts';
import { normalizeStage } from './stages/normalize.ts';
import { objectMetricStage } from './stages/object-metric.ts';
import { operationStage } from './stages/operation.ts';
import { placedMetricStage } from './stages/placed-metric.ts';
import { groupedFigureOrderStage, sortStage } from './stages/sort.ts';
import { storedCountMetricStage } from './stages/stored-count-metric.ts';
import { subqueriesStage } from './stages/subqueries.ts';
import { timeStage } from './stages/time.ts';
import { tokenizeStage } from './stages/tokenize.ts';
import { nearestMetricStage, unnamedMetricStage } from './stages/unnamed-metric.ts';
import { amountTotalsStage, recordsAmountStage } from './stages/records-amount.ts';
import { visualizationStage } from './stages/visualization.ts';

export interface AnalyzeInput {
  prompt: string;
  fields?: readonly string[];
  collections?: readonly string[];
}

export interface AnalyzeOptions {
  now?: Date;
  /** IANA zone used to read dates; default UTC */
  timezone?: string;
  explain?: boolean;
}

export interface EngineResult {
  analysis: AnalysisT;
  sector: SectorT;
  explanation?: ExplanationT;
}

/** A stage reads the context and proposes changes to the analysis (proposals.ts); the runner commits them after it. */
export type Stage = (ctx: EngineContext) => void;

/**
 * Called when a stage throws: what it proposed is dropped, its member keeps its default and the rest of the pipeline still runs, but the
 * failure is reported. `message` never carries the prompt (see stageErrorMessage).
 */
export type StageErrorHook = (failure: { stage: string; error: string; message: string }) => void;

export interface EngineOptions {
  onStageError?: StageErrorHook;
  /** the pipeline to run; tests pass STAGES with a stage of their own */
  stages?: readonly Stage[];
}

/** Without a hook a failing stage still leaves a trace on stderr: never swallowed silently. */
const defaultStageErrorHook: StageErrorHook = (failure) => console.error(JSON.stringify({ level: 'error', event: 'analyzer_stage_failed', ...failure }));

/** Shortest stretch of the prompt that counts as quoting it in an error message. */
const QUOTE_WINDOW = 8;

/** An error's message, unless it quotes the prompt (a parser echoing its input): then only its kind is kept. */
export function stageErrorMessage(error: unknown, prompt: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const lower = message.toLowerCase();
  const text = prompt.toLowerCase();
  for (let at = 0; at + QUOTE_WINDOW <= text.length; at++) {
    if (lower.includes(text.slice(at, at + QUOTE_WINDOW))) return '[message withheld: it quotes the prompt]';
  }
  return message.slice(0, 300);
}

/** The pipeline, in order; each stage reads what earlier ones proposed and the runner committed. */
export const STAGES: readonly Stage[] = [
  normalizeStage, tokenizeStage, clausesStage, timeStage, fieldsStage, limitStage, operationStage, filtersStage, amountTotalsStage, groupByStage,
  sortStage, metricFromSortStage, extremePerGroupStage, unnamedMetricStage, recordsAmountStage, objectMetricStage, storedCountMetricStage, collectionStage, placedMetricStage, joinsStage, computedStage, subqueriesStage, comparedMetricStage, nearestMetricStage, rankedFigureSortStage, groupedFigureOrderStage, visualizationStage, intentStage,
];

/** The strings of a list; the list itself when it holds nothing else (the usual case: no copy per request). */
function strings(list: unknown): readonly string[] {
  if (!Array.isArray(list)) return [];
  for (const x of list) if (typeof x !== 'string') return list.filter((y): y is string => typeof y === 'string');
  return list;
}

export function createEngine(registry: PackRegistry, engineOptions: EngineOptions = {}) {
  const onStageError = engineOptions.onStageError ?? defaultStageErrorHook;
  const stages = engineOptions.stages ?? STAGES;
  const schemaFor = createSchemaMemo(registry);
  function analyze(input: AnalyzeInput, options: AnalyzeOptions = {}): EngineResult {
    const prompt = typeof input?.prompt === 'string' ? input.prompt : '';
    const fields = strings(input?.fields);
    const collections = strings(input?.collections);
    const schema = schemaFor(fields, collections);
    const now = options.now instanceof Date && !Number.isNaN(options.now.getTime()) ? options.now : new Date();
    const ctx: EngineContext = {
      prompt, fields, collections, now, timezone: options.timezone || 'UTC', pack: schema.pack, generic: registry.generic,
      index: schema.index, collectionKeys: schema.collectionKeys, owners: schema.owners, text: '', tokens: [], joined: '', starts: [], roles: [],
      projection: [], mentions: [], collectionMentions: [], analysis: emptyAnalysis(), proposals: [], evidence: new Map(),
    };
    for (const stage of stages) {
      try {
        stage(ctx);
        commitProposed(ctx);
      } catch (error) {
        // one stage failing leaves its member at the default; the rest still run
        ctx.proposals = [];
        onStageError({ stage: stage.name || 'anonymous', error: error instanceof Error ? error.name : typeof error, message: stageErrorMessage(error, prompt) });
      }
    }
    if (!ctx.analysis.collection.length && collections.length) {
      commit(ctx, [{ member: 'collection', apply: 'replace', value: [...new Set(collections)], confidence: 0.1, rule: 'collection.caller-order' }]);
    }
    // the cached sector is shared between requests: each result gets its own copy (written out: a spread costs more)
    const { id, label, confidence } = schema.sector;
    const result: EngineResult = { analysis: ctx.analysis, sector: { id, label, confidence } };
    if (options.explain) result.explanation = buildExplanation(ctx);
    return result;
  }
  return { analyze };
}
