import { spokenCanons, type EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { SEASON_LEADS, SEASON_WORDS, TERM_FIELD_WORDS } from '../../lexicon/time-rules.ts';
import { perSchema } from '../../schema-memo.ts';
import { ranksAbove } from './date-states.ts';
import { fieldWordsOf } from './field-resolver.ts';
import type { FilterProposal } from './proposal.ts';

/** A leaf keeping a term of the year (`semester`, `Term`), by the last word of its own name. */
const isTermField = (entry: FieldEntry): boolean => !entry.children.length && TERM_FIELD_WORDS.has(fieldWordsOf(entry).at(-1) ?? '');

/** The schema's term fields, once per schema. */
const termFields = perSchema((index: FieldIndex): readonly FieldEntry[] => index.entries.filter(isTermField));

/** Whether the season at `i` is a time of year: led by a preposition or determiner, or followed by a term or a year. */
function isTimeOfYear(ctx: EngineContext, i: number): boolean {
  const before = ctx.tokens[i - 1];
  const after = ctx.tokens[i + 1];
  return (!!before && SEASON_LEADS.has(before.text)) || (!!after && (after.kind === 'number' || TERM_FIELD_WORDS.has(after.canon)));
}

/**
 * The term field a season is said of: the one whose path words the question says most, then the one whose words it
 * says first ("students who took a course" → student.takes.semester), then the shallowest, then the first.
 */
function termFieldFor(ctx: EngineContext, fields: readonly FieldEntry[]): FieldEntry {
  const asked = spokenCanons(ctx);
  const firstSaid = (w: string): number => ctx.tokens.findIndex((t) => t.canon === w);
  const rank = (entry: FieldEntry): number[] => {
    const said = entry.canonWords.filter((w) => asked.has(w));
    return [said.length, -Math.min(ctx.tokens.length, ...said.map(firstSaid)), -entry.depth];
  };
  let best = fields[0]!;
  let bestRank = rank(best);
  for (const entry of fields.slice(1)) {
    const r = rank(entry);
    if (ranksAbove(r, bestRank)) [best, bestRank] = [entry, r];
  }
  return best;
}

/**
 * "courses taken in the Fall of 2003", "classes offered during spring 2010": a season said as a time of year is the
 * value of the schema's semester, term or season field, not of a title or name. The year stays in the time frame.
 */
export function seasonTermProposals(ctx: EngineContext): FilterProposal[] {
  const fields = termFields(ctx.index);
  if (!fields.length) return [];
  const said = ctx.tokens.flatMap((t, i) => (SEASON_WORDS.has(t.text) && (ctx.roles[i] ?? 'time') === 'time' && isTimeOfYear(ctx, i) ? [i] : []));
  if (!said.length) return [];
  const field = termFieldFor(ctx, fields);
  if (ctx.analysis.filters[field.name] !== undefined) return [];
  // "in Fall 2009 or Spring 2010": each season said is one the term may be
  const values = [...new Map(said.map((i) => [ctx.tokens[i].text, ctx.tokens[i].raw] as const)).values()];
  const value = values.length === 1 ? values[0]! : { $in: values };
  return [{ field: field.name, value, span: [said[0]!, said.at(-1)! + 1], claims: said.map((i) => [i, i + 1] as const), confidence: 0.7, rule: 'filters.season-term' }];
}
