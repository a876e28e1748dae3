import type { AnalysisT } from '../../model.ts';
import type { EngineContext } from '../context.ts';
import { ownWords, type FieldEntry } from '../field-index.ts';
import { propose } from '../proposals.ts';
import { accumulatesAField } from './metric-from-sort.ts';

/** Words that make "<word> of <records>" a count of those records. */
const COUNT_NOUNS = new Set(['number', 'count', 'total']);
/** First words of a field that stores a count of what its other words name (`no_of_customers`, `num_employees`). */
const STORED_COUNT_PREFIXES = new Set(['no', 'num', 'n', 'nb', 'number', 'count']);
/** Tokens after the accumulator within which its "number of" may open ("the average total number of"). */
const COUNT_WINDOW = 3;
/** Words between "of" and the counted noun ("number of bank customers"). */
const MAX_MODIFIERS = 1;

/** The noun a field counts when its name says it stores a count (`no_of_customers`, `bedroom_count` → customer, bedroom). */
function countedNoun(e: FieldEntry): string | undefined {
  if (e.children.length) return undefined;
  const own = ownWords(e);
  if (own.length === 2 && own[1] === 'count') return own[0];
  if (own.length < 2 || !STORED_COUNT_PREFIXES.has(own[0]!)) return undefined;
  const rest = own[1] === 'of' ? own.slice(2) : own.slice(1);
  return rest.length === 1 ? rest[0] : undefined;
}

/**
 * Refiner: "the average number of customers per bank", "how many customers does a bank have on average", "the total
 * number of bedrooms" where a field stores how many there are (`no_of_customers`, `bedroom_count`): the accumulator
 * applies to that stored count, whatever field the counted noun was read as.
 */
export function storedCountMetricStage(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (!accumulatesAField(a)) return;
  const operation = ctx.evidence.get('operation')?.items.at(-1)?.span;
  if (!operation) return;
  const { tokens } = ctx;
  for (let i = operation[0]; i < operation[1] + COUNT_WINDOW && i + 2 < tokens.length; i++) {
    // "the average number of X", "how many X, on average"
    const counts = (COUNT_NOUNS.has(tokens[i]!.text) && tokens[i + 1]!.text === 'of') || (tokens[i]!.text === 'how' && tokens[i + 1]!.text === 'many');
    if (!counts) continue;
    for (let k = i + 2; k <= i + 2 + MAX_MODIFIERS && k < tokens.length; k++) {
      const noun = tokens[k]!.canon;
      const field = ctx.index.entries.find((e) => countedNoun(e) === noun);
      if (!field) continue;
      if (field.name !== a.metric) {
        propose(ctx, { member: 'metric', apply: 'replace', value: field.name, confidence: 0.8, rule: 'metric.stored-count', span: [i, k + 1], text: field.name });
      }
      return;
    }
    return;
  }
}
