import { spokenCanons, type EngineContext } from '../../context.ts';
import { endsWithWords, type FieldEntry, type FieldIndex } from '../../field-index.ts';
import { PERIOD_FIELDS, PERIOD_LEADS, PERIOD_TAILS } from '../../lexicon/time-rules.ts';
import { perSchema } from '../../schema-memo.ts';
import { ranksAbove } from './date-states.ts';
import { fieldWordsOf } from './field-resolver.ts';
import type { FilterProposal } from './proposal.ts';

type PeriodKind = (typeof PERIOD_FIELDS)[number];

/** Whether a leaf's own name ends in one of the endings given (`Term`, `Part_Of_Day`). */
function endsIn(entry: FieldEntry, endings: readonly (readonly string[])[]): boolean {
  if (entry.children.length) return false;
  const words = fieldWordsOf(entry);
  return endings.some((end) => endsWithWords(words, end));
}

/** Per schema, the fields keeping each kind of period. */
const periodFields = perSchema((index: FieldIndex): ReadonlyMap<PeriodKind, readonly FieldEntry[]> =>
  new Map(PERIOD_FIELDS.map((kind) => [kind, index.entries.filter((entry) => endsIn(entry, kind.fieldEndings))])));

/** Whether the period word at `i` is a time: led by a preposition or determiner, or followed by a year or a period noun. */
function isTime(ctx: EngineContext, i: number): boolean {
  const before = ctx.tokens[i - 1];
  const after = ctx.tokens[i + 1];
  return (!!before && PERIOD_LEADS.has(before.text)) || (!!after && (after.kind === 'number' || PERIOD_TAILS.has(after.canon)));
}

/**
 * The field a period is said of: the one whose path words the question says most, then the one whose words it
 * says first ("pupils who attended" → pupils.attends.Term), then the shallowest, then the first.
 */
function fieldFor(ctx: EngineContext, fields: readonly FieldEntry[]): FieldEntry {
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

/** Where the question says a period of the kind as a time; a plain loop, as it runs on every question whose schema keeps one. */
function periodsSaid(ctx: EngineContext, kind: PeriodKind): number[] {
  const said: number[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    if (kind.words.has(ctx.tokens[i]!.text) && (ctx.roles[i] ?? 'time') === 'time' && isTime(ctx, i)) said.push(i);
  }
  return said;
}

/**
 * "lessons given in the Autumn of 1994", "shows played at night": a season or a part of the day said as a time
 * is the value of the schema's field keeping such periods (a semester, a time of day), not of a title or name. A
 * year said with it stays in the time frame.
 */
export function periodWordProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  for (const [kind, fields] of periodFields(ctx.index)) {
    if (!fields.length) continue;
    const said = periodsSaid(ctx, kind);
    if (!said.length) continue;
    const field = fieldFor(ctx, fields);
    if (ctx.analysis.filters[field.name] !== undefined) continue;
    // "in Spring 1987 or Summer 1987": each period said is one the field may hold
    const values = [...new Map(said.map((i) => [ctx.tokens[i].text, ctx.tokens[i].raw] as const)).values()];
    const value = values.length === 1 ? values[0]! : { $in: values };
    proposals.push({ field: field.name, value, span: [said[0]!, said.at(-1)! + 1], claims: said.map((i) => [i, i + 1] as const), confidence: 0.7, rule: kind.rule });
  }
  return proposals;
}
