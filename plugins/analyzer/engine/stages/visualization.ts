import type { AnalysisT } from '../../model.ts';
import type { EngineContext } from '../context.ts';
import { SHARE_WORDS, TIME_UNITS, TREND_WORDS } from '../lexicon/words.ts';
import type { CompiledPack } from '../../packs/types.ts';
import { propose } from '../proposals.ts';
import { perSchema } from '../schema-memo.ts';
import { normName } from '../text.ts';

const TIME_KEYS = new Set(TIME_UNITS.values());
const NO_WORDS: ReadonlySet<string> = new Set();

/** A cue table's single words (looked up among the question's words) apart from its phrases (searched in its text), split once. */
interface Cues {
  readonly words: readonly string[];
  readonly phrases: readonly string[];
}

const cuesOf = (table: ReadonlySet<string>): Cues => ({
  words: [...table].filter((w) => !w.includes(' ')),
  phrases: [...table].filter((w) => w.includes(' ')),
});

const SHARE_CUES = cuesOf(SHARE_WORDS);
const TREND_CUES = cuesOf(TREND_WORDS);

/** Whether the question (its words, its joined text) says one of the cues. */
function saysCue(words: ReadonlySet<string>, joined: string, cues: Cues): boolean {
  for (const w of cues.words) if (words.has(w)) return true;
  for (const p of cues.phrases) if (words.has(p) || joined.includes(p)) return true;
  return false;
}

/** A pack's chart hints with their terms lower-cased, once per pack. */
const chartHintsOf = perSchema((pack: CompiledPack) =>
  Object.entries(pack.pack.chartHints ?? {}).map(([term, chart]) => [term.toLowerCase(), term, chart] as const));

/** A pack's date fields as normalised names, once per pack (not per grouped question). */
const dateNamesOf = perSchema((pack: CompiledPack): ReadonlySet<string> => new Set(pack.pack.dateFields.map(normName)));

/**
 * visualization: grouped by a time unit or asked as a trend → LINE_CHART; a share or distribution → PIE_CHART;
 * any other grouping → BAR_CHART; one aggregated number → false; a list of records → TABLE.
 */
export function visualizationStage(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  // the question's words only choose between charts of a grouping: not built for the many questions without one
  const grouped = a.groupBy.length > 0;
  const words = grouped ? new Set(ctx.tokens.map((t) => t.text)) : NO_WORDS;
  const hint = grouped ? chartHintsOf(ctx.pack).find(([term]) => words.has(term)) : undefined;
  let chart: typeof a.visualization;
  let rule: string;
  if (a.groupBy.some((g) => TIME_KEYS.has(g as never) || dateNamesOf(ctx.pack).has(normName(g)))) {
    chart = 'LINE_CHART';
    rule = 'visualization.time-series';
  } else if (a.groupBy.length && saysCue(words, ctx.joined, SHARE_CUES)) {
    chart = 'PIE_CHART';
    rule = 'visualization.share';
  } else if (a.groupBy.length && hint) {
    chart = hint[2];
    rule = `visualization.pack-hint:${hint[1]}`;
  } else if (a.groupBy.length) {
    chart = saysCue(words, ctx.joined, TREND_CUES) ? 'LINE_CHART' : 'BAR_CHART';
    rule = 'visualization.categories';
  } else if (a.operation) {
    chart = false;
    rule = 'visualization.scalar';
  } else {
    chart = 'TABLE';
    rule = 'visualization.list';
  }
  propose(ctx, { member: 'visualization', apply: 'replace', value: chart, confidence: 0.7, rule });
}
