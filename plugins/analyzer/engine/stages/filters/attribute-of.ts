import type { EngineContext } from '../../context.ts';
import { inKeptCodeSystem } from './codes.ts';
import { matchTrailing } from './comparisons.ts';
import { ATTRIBUTE_COMPARATIVES } from '../../lexicon/attributes.ts';
import { CLAUSE_BREAKS, COMPARISON_PHRASES, QUANTITY_NOUNS, STOP_WORDS } from '../../lexicon/words.ts';
import type { FieldEntry } from '../../field-index.ts';
import { collectionMentionAt } from '../../mentions.ts';
import { namedByWord, resolveField, valueShape, type ValueShape } from './field-resolver.ts';
import type { FilterProposal } from './proposal.ts';
import { CONNECTORS, isCapitalised, isFreeNumber, leafNamed, listValue, negatedAt } from './shared.ts';
import { INDEFINITE_ARTICLES } from '../../lexicon/function-words.ts';

/** "with the status of 'X'", "in the category of 'X'": after these, "the" opens an attribute as "a" does. */
const HOLDING_PREPOSITIONS = new Set(['with', 'in', 'under', 'having', 'has', 'have', 'at']);

/** "a status of", "with the status of": the article that opens an attribute named before its value. */
const opensAttribute = (ctx: EngineContext, a: number): boolean =>
  INDEFINITE_ARTICLES.has(ctx.tokens[a].text) || (ctx.tokens[a].text === 'the' && HOLDING_PREPOSITIONS.has(ctx.tokens[a - 1]?.text ?? ''));
/** At most this many words name the attribute between the article and "of" ("a booking status code of"). */
const MAX_ATTRIBUTE_WORDS = 3;
/** "exceeding a weight of 2,500": a comparison before the article makes it a bound, which the comparison rule reads. */
const COMPARISON_ENDS: ReadonlySet<string> = new Set([...COMPARISON_PHRASES, ...ATTRIBUTE_COMPARATIVES].map(([phrase]) => phrase.split(' ').at(-1)!));
const RANGE_JOINS = new Set(['-', 'to', 'through']);
const ID_ENDINGS = new Set(['id', 'identifier', 'number', 'no']);

/** One value after "of": quoted, a free number, or a run of capitalised words ("Good Customer"); its end, or -1. */
function valueAt(ctx: EngineContext, i: number): { value: string | number; end: number } | null {
  const t = ctx.tokens[i];
  if (!t || ctx.roles[i] !== undefined) return null;
  if (t.kind === 'quoted') return { value: t.raw, end: i + 1 };
  // "a rating of 5-7", "an age of 20 to 25" is a range, which the comparison rule reads
  if (isFreeNumber(ctx, i)) return RANGE_JOINS.has(ctx.tokens[i + 1]?.text ?? '') ? null : { value: t.value!, end: i + 1 };
  let end = i;
  while (isCapitalised(ctx.tokens[end]) && ctx.roles[end] === undefined && !STOP_WORDS.has(ctx.tokens[end].text)) end++;
  return end > i ? { value: ctx.tokens.slice(i, end).map((w) => w.raw).join(' '), end } : null;
}

/** The values joined by "or", "and" or commas from token `i` on ("4 or 5", "Cancelled or Paid"). */
function valuesAt(ctx: EngineContext, i: number): { values: (string | number)[]; end: number } | null {
  const first = valueAt(ctx, i);
  if (!first) return null;
  const values = [first.value];
  let end = first.end;
  while (CONNECTORS.has(ctx.tokens[end]?.text ?? '')) {
    const next = valueAt(ctx, end + 1);
    if (!next || typeof next.value !== typeof first.value) break;
    values.push(next.value);
    end = next.end;
  }
  return { values, end };
}

/** The field the attribute words name: a field named outright, else the best field one of the words names. */
function attributeField(ctx: EngineContext, a: number, of: number, end: number, value: string | number): FieldEntry | null {
  const shape: ValueShape = typeof value === 'number' ? 'number' : valueShape(value);
  const exact = ctx.mentions.find((m) => m.to === of && m.from === a + 1);
  const leaf = exact && !collectionMentionAt(ctx, exact.from) ? leafNamed(ctx, exact) : undefined;
  if (leaf && !leaf.children.length) return leaf;
  // "a diagnosis of E11.9" on embedded `diagnoses`: a list of records holds no value itself; a code is read by the
  // code rule, which knows the field keeping its code system
  if (leaf && shape === 'code') return null;
  // "a dx of K21.0" beside `dx_state` and `icd_code`: so is a value written in a code system the schema keeps
  if (inKeptCodeSystem(ctx, String(value))) return null;
  const words = ctx.tokens.slice(a + 1, of);
  const resolved = resolveField(ctx, of, end, shape, words.map((w) => w.text));
  const named = resolved && words.some((w) => namedByWord(ctx, w, resolved.entry));
  return named && !resolved.entry.children.length ? resolved.entry : null;
}

/**
 * "with a status of 'Paid'", "a grade code of Merit", "a score of 8 or 9": an indefinite article, the words of an
 * attribute, "of", then its value. The attribute words must name the field the value goes to.
 */
export function attributeOfProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let a = 0; a < tokens.length; a++) {
    if (!opensAttribute(ctx, a) || COMPARISON_ENDS.has(tokens[a - 1]?.text ?? '')) continue;
    let of = a + 1;
    while (of < tokens.length && of - a - 1 < MAX_ATTRIBUTE_WORDS && tokens[of].kind === 'word' && tokens[of].text !== 'of'
      && !CLAUSE_BREAKS.has(tokens[of].text) && ctx.roles[of] === undefined) of++;
    // the attribute's words are tokens a+1 .. of-1, read in place: most articles open none
    if (tokens[of]?.text !== 'of' || of === a + 1 || ID_ENDINGS.has(tokens[of - 1]!.text)) continue;
    // "a total of 5", "a type of cheese" count or sort things; "a type code of" names a field outright
    if (QUANTITY_NOUNS.has(tokens[a + 1]!.text) && !ctx.mentions.some((m) => m.from === a + 1 && m.to === of)) continue;
    const read = valuesAt(ctx, of + 1);
    // "a capacity of 20 or higher" is a bound, which the comparison rule reads
    if (!read || matchTrailing(tokens, read.end)) continue;
    const field = attributeField(ctx, a, of, read.end, read.values[0]!);
    if (!field) continue;
    proposals.push({
      field: field.name, value: listValue(read.values, negatedAt(ctx, a)), span: [a, read.end], claims: [[of + 1, read.end]],
      confidence: 0.8, rule: 'filters.attribute-of',
    });
    a = read.end - 1;
  }
  return proposals;
}
