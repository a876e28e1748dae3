import type { FieldEntry } from '../../field-index.ts';
import { holdsNoWords } from '../../field-kinds.ts';
import { TIME_OF_DAY_WORDS } from '../../lexicon/field-kinds.ts';
import type { EngineContext } from '../../context.ts';
import { CHRONO_PRECHECK } from '../../lexicon/time-rules.ts';
import { THING_NAME_LINKS } from '../../lexicon/function-words.ts';
import { collectionMentionAt, mentionAt } from '../../mentions.ts';
import { entityNameAt } from './owned-fields.ts';
import type { FilterProposal, FilterValue } from './proposal.ts';

/** The strings a condition compares with: the value itself, or those of its operators ("$in", "$ne", "$regex"). */
function comparedStrings(value: FilterValue): readonly string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => comparedStrings(v as FilterValue));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([op, v]) => (op === '$options' ? [] : comparedStrings(v as FilterValue)));
  return [];
}

const LETTER = /\p{L}/u;
const DIGIT = /\d/;

/** A month, a weekday or a part of the day: words a date or time field may keep. */
const saysTime = (s: string): boolean => CHRONO_PRECHECK.test(s.toLowerCase()) || TIME_OF_DAY_WORDS.has(s.toLowerCase());

/** A value in words only (a name, a phrase, a label), which a number or date field cannot hold. */
function wordsOnly(value: FilterValue): boolean {
  const strings = comparedStrings(value);
  return strings.length > 0 && strings.every((s) => LETTER.test(s) && !DIGIT.test(s) && !saysTime(s));
}

/** How far before a value the noun of the thing it names may stand, past linking words ("the regatta for the Silver Oar"). */
const ENTITY_NOUN_WINDOW = 4;

/** The field the nearest content word before a value names, or the name of the thing it names, whatever it keeps. */
export function namedBefore(ctx: EngineContext, from: number): FieldEntry | null {
  for (let j = from - 1; j >= 0 && j >= from - ENTITY_NOUN_WINDOW; j--) {
    const t = ctx.tokens[j]!;
    if (t.kind !== 'word') return null;
    if (THING_NAME_LINKS.has(t.text)) continue;
    // "with hull type X": a field named right before the value is its field; "the regatta for X": a thing, its name
    const field = collectionMentionAt(ctx, j) ? undefined : mentionAt(ctx, j)?.entry;
    return field && !field.children.length ? field : entityNameAt(ctx, j);
  }
  return null;
}

/** Accumulators that add a field's values up: the field keeps numbers whatever its name says. */
const ADDING_UP: ReadonlySet<string> = new Set(['$sum', '$avg']);
/** "how many points in total did X score" on a `Points` field: the field totalled or averaged keeps numbers, no words. */
const isAddedUp = (ctx: EngineContext, entry: FieldEntry): boolean =>
  ctx.analysis.metric === entry.name && ADDING_UP.has(ctx.analysis.operation ?? '');

/** The evidence suffix of a value in words moved off a field that holds no words to the field or thing named before it. */
const REFIT_RULE = '+named-before-over-wordless-field';

/**
 * A value in words proposed for a field that keeps a number or a date ("the Silver Oar" on `fastest_split`)
 * is no condition on it, unless the sentence names that field right before it: it goes to the name of the thing
 * named right before it ("the regatta for the Silver Oar"), or nowhere.
 */
export function fitValue(ctx: EngineContext, proposal: FilterProposal): FilterProposal | null {
  const entry = ctx.index.byName.get(proposal.field);
  if (!entry || !(holdsNoWords(entry) || isAddedUp(ctx, entry)) || !wordsOnly(proposal.value)) return proposal;
  // "crews whose fastest split is 'Unrecorded'": the sentence names the field for the value, whatever its name says it keeps
  const named = namedBefore(ctx, proposal.span[0]);
  if (named === entry) return proposal;
  return named && !holdsNoWords(named) ? { ...proposal, field: named.name, rule: proposal.rule + REFIT_RULE } : null;
}
