import type { AnalysisT, ExplanationT, SectorT } from '../model.ts';
import type { PackRegistry } from '../packs/types.ts';
import { buildExplanation, emptyAnalysis, type EngineContext } from './context.ts';
import { createSchemaMemo } from './schema-memo.ts';
import { clausesStage } from './stages/clauses.ts';
import { collectionStage } from './stages/collection.ts';
import { computedStage } from './stages/computed.ts';
import { fieldsStage } from './stages/fields.ts';
import { filtersStage } from './stages/filters.ts';
import { groupByStage } from './stages/group-by.ts';
import { intentStage } from './stages/intent.ts';
import { joinsStage } from './stages/joins.ts';
import { limitStage } from './stages/limit.ts';
import { metricFromSortStage } from './stages/metric-from-sort.ts';
import { normalizeStage } from './stages/normalize.ts';
import { operationStage } from './stages/operation.ts';
import { sortStage } from './stages/sort.ts';
import { subqueriesStage } from './stages/subqueries.ts';
import { timeStage } from './stages/time.ts';
import { tokenizeStage } from './stages/tokenize.ts';
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

export type Stage = (ctx: EngineContext) => void;

/** The pipeline, in order; each stage reads what earlier ones wrote. */
export const STAGES: readonly Stage[] = [
  normalizeStage, tokenizeStage, clausesStage, timeStage, fieldsStage, limitStage, operationStage, filtersStage, groupByStage,
  sortStage, metricFromSortStage, collectionStage, joinsStage, computedStage, subqueriesStage, visualizationStage, intentStage,
];

const strings = (list: unknown): string[] => (Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);

export function createEngine(registry: PackRegistry) {
  const schemaFor = createSchemaMemo(registry);
  function analyze(input: AnalyzeInput, options: AnalyzeOptions = {}): EngineResult {
    const prompt = typeof input?.prompt === 'string' ? input.prompt : '';
    const fields = strings(input?.fields);
    const collections = strings(input?.collections);
    const schema = schemaFor(fields, collections);
    const now = options.now instanceof Date && !Number.isNaN(options.now.getTime()) ? options.now : new Date();
    const ctx: EngineContext = {
      prompt, fields, collections, now, timezone: options.timezone || 'UTC', pack: schema.pack, generic: registry.generic,
      index: schema.index, collectionKeys: schema.collectionKeys, text: '', tokens: [], joined: '', starts: [], roles: [],
      projection: [], mentions: [], collectionMentions: [], analysis: emptyAnalysis(), evidence: new Map(),
    };
    for (const stage of STAGES) {
      try {
        stage(ctx);
      } catch {
        // one stage failing leaves its member at the default; the rest still run
      }
    }
    if (!ctx.analysis.collection.length && collections.length) ctx.analysis.collection = [...new Set(collections)];
    // the cached sector is shared between requests: each result gets its own copy
    const result: EngineResult = { analysis: ctx.analysis, sector: { ...schema.sector } };
    if (options.explain) result.explanation = buildExplanation(ctx);
    return result;
  }
  return { analyze };
}
