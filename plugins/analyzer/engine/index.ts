import type { AnalysisT, ExplanationT, SectorT } from '../model.ts';
import type { CompiledPack, PackRegistry } from '../packs/types.ts';
import { buildExplanation, emptyAnalysis, type EngineContext } from './context.ts';
import { fieldIndexFor } from './field-index.ts';
import { clausesStage } from './stages/clauses.ts';
import { collectionStage } from './stages/collection.ts';
import { computedStage } from './stages/computed.ts';
import { fieldsStage } from './stages/fields.ts';
import { filtersStage } from './stages/filters.ts';
import { groupByStage } from './stages/group-by.ts';
import { intentStage } from './stages/intent.ts';
import { joinsStage } from './stages/joins.ts';
import { limitStage } from './stages/limit.ts';
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
  sortStage, collectionStage, joinsStage, computedStage, subqueriesStage, visualizationStage, intentStage,
];

const strings = (list: unknown): string[] => (Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);

export function createEngine(registry: PackRegistry) {
  function analyze(input: AnalyzeInput, options: AnalyzeOptions = {}): EngineResult {
    const prompt = typeof input?.prompt === 'string' ? input.prompt : '';
    const fields = strings(input?.fields);
    const collections = strings(input?.collections);
    let pack: CompiledPack = registry.generic;
    let sector: SectorT = { id: registry.generic.pack.id, label: registry.generic.pack.label, confidence: 'low' };
    try {
      const detected = registry.detect(fields, collections);
      pack = detected.pack;
      sector = { id: pack.pack.id, label: pack.pack.label, confidence: detected.confidence };
    } catch {
      // a faulty pack must not fail the request: fall back to the generic pack
    }
    const now = options.now instanceof Date && !Number.isNaN(options.now.getTime()) ? options.now : new Date();
    const packs = pack === registry.generic ? [pack] : [pack, registry.generic];
    const ctx: EngineContext = {
      prompt, fields, collections, now, timezone: options.timezone || 'UTC', pack, generic: registry.generic,
      index: fieldIndexFor(fields, packs), text: '', tokens: [], joined: '', starts: [], roles: [], projection: [], mentions: [],
      collectionMentions: [], analysis: emptyAnalysis(), evidence: new Map(),
    };
    for (const stage of STAGES) {
      try {
        stage(ctx);
      } catch {
        // one stage failing leaves its member at the default; the rest still run
      }
    }
    if (!ctx.analysis.collection.length && collections.length) ctx.analysis.collection = [...new Set(collections)];
    const result: EngineResult = { analysis: ctx.analysis, sector };
    if (options.explain) result.explanation = buildExplanation(ctx);
    return result;
  }
  return { analyze };
}
