import type { EngineContext, Token } from '../../context.ts';
import { isIdField, type FieldEntry, type FieldIndex, type FieldMention } from '../../field-index.ts';
import { COUNTED_UNITS } from '../../lexicon/attributes.ts';
import { SEX_WORDS } from '../../lexicon/values.ts';
import { ATTRIBUTE_SUPERLATIVES, CLAUSE_BREAKS, IDENTIFIER_ENDINGS, NEGATIONS, STOP_WORDS, STORED_COUNT_ENDINGS, STORED_COUNT_LEADS, SUPERLATIVES } from '../../lexicon/words.ts';
import { mentionAt, mentionStartingAt } from '../../mentions.ts';
import { perSchema } from '../../schema-memo.ts';
import { BoundedCache } from '../../../../../src/bounded-cache.ts';
import { CANON_CACHE_LIMIT, canonWord, isAsciiDigit, PARTICIPLE_FORM } from '../../text.ts';
import type { FilterValue } from './proposal.ts';
import { addToList, setWhileUnique } from '../../multimap.ts';

/** A field named as a key or code (`ward_id`, `order_no`, `sku`, `mrn`): it identifies, it measures nothing. */
export const holdsKey = (entry: FieldEntry): boolean => IDENTIFIER_ENDINGS.has(entry.canonWords[entry.canonWords.length - 1]!);

/** A value written in the question, escaped to be matched literally inside a regular expression. */
export const regexEscaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A case-insensitive search for an escaped pattern at the start, at the end or anywhere of a text. */
export const affixRegex = (style: 'prefix' | 'suffix' | 'contains', pattern: string): { $regex: string; $options: 'i' } =>
  ({ $regex: style === 'prefix' ? `^${pattern}` : style === 'suffix' ? `${pattern}$` : pattern, $options: 'i' });

/** Words that join the values of one list ("Ohio, Michigan and Indiana"). */
export const CONNECTORS: ReadonlySet<string> = new Set([',', 'or', 'and', 'nor', '/', '&']);

/** Words between a value and the field holding it ("'Mira' appearing in their names", "'QX' present in their address"). */
const HOLDER_LEADS: ReadonlySet<string> = new Set(['present', 'appearing', 'appears', 'occurring', 'somewhere', 'anywhere']);
const HOLDER_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'within']);
/**
 * Words after "as" that lead from a value to the field holding it: "'Fern' as part of each label", "as a part of" (a
 * piece of the field), "'Okafor' as their surname", "'Red' as its colour", "'Twill' as one of its weaves" (the field
 * named after the possessive).
 */
const AS_LEADS: readonly (readonly string[])[] = [
  ['part', 'of'], ['a', 'part', 'of'], ['their'], ['its'], ['his'], ['her'], ['one', 'of', 'their'], ['one', 'of', 'its'],
];

/** The preposition that leads from a value ending at token `end` to the field holding it, or -1 when none does. */
export function holderPrepositionAfter(ctx: EngineContext, end: number): number {
  const word = (k: number): string => ctx.tokens[k]?.text ?? '';
  if (word(end + 1) === 'as') {
    const lead = AS_LEADS.find((words) => words.every((w, k) => word(end + 2 + k) === w));
    if (lead) return end + 1 + lead.length;
  }
  if (word(end + 1) === FIELD_FOR && namesWholeFieldToClauseEnd(ctx, end + 2)) return end + 1;
  const at = HOLDER_LEADS.has(word(end + 1)) ? end + 2 : end + 1;
  return HOLDER_PREPOSITIONS.has(word(at)) ? at : -1;
}

const FIELD_FOR = 'for';
/**
 * "'Cash' for payment method": "for" leads to the field holding the value only when a field's whole name follows it and
 * ends the clause; "'Acme' for the spring season" names no field so.
 */
function namesWholeFieldToClauseEnd(ctx: EngineContext, at: number): boolean {
  const m = mentionStartingAt(ctx, at);
  return !!m && m.kind === 'full' && !m.entry.children.length && endsClause(ctx.tokens[m.to]?.text);
}

/**
 * The word after a condition ends its clause: none, or a clause break other than "than" (which compares). Unlike
 * closesAt, "than" does not close here, and a symbol closes only when it is a clause break.
 */
export const endsClause = (word: string | undefined): boolean => word === undefined || (CLAUSE_BREAKS.has(word) && word !== 'than');

/** A negation just before token `i` in the same clause ("not in Ohio", "other than Italian"). */
export function negatedAt(ctx: EngineContext, i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
    const t = ctx.tokens[j].text;
    // "non" is a prefix: it denies the word it is joined to ("non-remote managers"), not the next one
    if (NEGATIONS.has(t)) return t === 'non' ? j === i - 1 : t !== 'other' || ctx.tokens[j + 1]?.text === 'than';
    if (endsClause(t)) return false;
  }
  return false;
}

/** Words naming people of both sexes ("men versus women"): a breakdown by sex, no condition on it. */
export function namesBothSexes(words: Iterable<string>): boolean {
  let said: 'female' | 'male' | undefined;
  for (const word of words) {
    const sex = SEX_WORDS.get(word.toLowerCase());
    if (sex && said && sex !== said) return true;
    said ??= sex;
  }
  return false;
}

/** One value or a list, negated ($ne/$nin) or required together ($all). */
export function listValue(values: readonly (string | number)[], negated: boolean, all = false): FilterValue {
  if (values.length === 1) return negated ? { $ne: values[0] } : values[0];
  return negated ? { $nin: [...values] } : all ? { $all: [...values] } : { $in: [...values] };
}

export const isCapitalised = (t: Token | undefined): boolean => !!t && t.kind === 'word' && startsUpperCase(t.raw);

/** A plural acronym ("IDs", "URLs"): capitalised as an abbreviation, it is a noun of the sentence, not a name. */
export const PLURAL_ACRONYM = /^\p{Lu}+s$/u;

const A = 65;
const Z = 90;
const ASCII_END = 128;
/** Whether a word opens with a capital; most prompts are ASCII, where the capitals are A–Z and need no Unicode regex. */
export function startsUpperCase(word: string): boolean {
  const first = word.charCodeAt(0);
  return first < ASCII_END ? first >= A && first <= Z : /^\p{Lu}/u.test(word);
}

/** Function words, negations and superlatives (of order or of an attribute): one look-up for isFreeWord, which runs per word and reading. */
const UNFREE_WORDS: ReadonlySet<string> = new Set([...STOP_WORDS, ...NEGATIONS, ...SUPERLATIVES.keys(), ...ATTRIBUTE_SUPERLATIVES.keys()]);

/**
 * A word no stage has read that may name a thing (a value, a kind, a part): not a function word, a negation, a
 * superlative, a participle, nor a word of a field's name. Each reading rules out more of its own.
 */
export function isFreeWord(ctx: EngineContext, i: number): boolean {
  const t = ctx.tokens[i];
  return !!t && t.kind === 'word' && ctx.roles[i] === undefined && !UNFREE_WORDS.has(t.text)
    // a participle ends in -ed or -ing: most words end otherwise and skip the regex, which this runs per word and reading
    && !((t.text.endsWith('ed') || t.text.endsWith('ing')) && PARTICIPLE_FORM.test(t.text)) && !mentionAt(ctx, i);
}

/** A word of letters only ("sauna", not "3-door" or "B2"). */
export const LETTERS_ONLY = /^\p{L}+$/u;
/** A value written as a code: capitals (and digits) in runs joined by hyphens or underscores ("HOLD", "TIER-2B", "PARTS_WAIT"). */
export const WRITTEN_CODE = /^(?=\P{Lu}*\p{Lu}\P{Lu}*\p{Lu})[\p{Lu}\d]+(?:[-_][\p{Lu}\d]+)*$/u;
/** A word written as a code (WRITTEN_CODE), which opens with a capital or a digit: most words open lower-case and skip the regex. */
export const writtenAsCode = (raw: string): boolean => (startsUpperCase(raw) || isAsciiDigit(raw.charCodeAt(0))) && WRITTEN_CODE.test(raw);

/** A roman numeral up to 29 ("II", "IV", "XIV"): a numbered class written in letters ("stage IV", "phase II"), read as a lone letter is. */
export const ROMAN_NUMERAL = /^(?:X{0,2}(?:IX|IV|V?I{1,3}|V)|X{1,2})$/;

/** A number no earlier stage has used (a limit, a year of a time frame). */
export const isFreeNumber = (ctx: EngineContext, i: number): boolean =>
  ctx.tokens[i]?.kind === 'number' && ctx.tokens[i].value !== undefined && ctx.roles[i] === undefined;

/** An object field named by a word means its child named the same ("grade" on grades → grades.grade). */
export function leafNamed(ctx: EngineContext, mention: FieldMention): FieldEntry {
  if (!mention.entry.children.length) return mention.entry;
  const word = ctx.tokens[mention.to - 1].canon;
  return mention.entry.children.find((c) => c.canonWords[c.canonWords.length - 1] === word) ?? mention.entry;
}

/** A noun as written and the singulars it may be the plural of ("secretaries" → secretarie, secretary; "firemen" → fireman), for lookups in word lists. */
export const nounForms = (word: string): readonly string[] => nounFormsCache.getOrCompute(word, computeNounForms);
/** Nouns repeat across questions: their forms (five regex replaces) are worked out once per word. */
const nounFormsCache = new BoundedCache<string, readonly string[]>(CANON_CACHE_LIMIT);
const computeNounForms = (word: string): readonly string[] =>
  [word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ies$/, 'y'), word.replace(/men$/, 'man')];

/** Per schema: its leaf fields by the last word of their name, in schema order (`country`, `destination.country`). */
const leavesByLastWord = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byWord = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) {
    if (entry.children.length || !entry.canonWords.length) continue;
    const last = entry.canonWords[entry.canonWords.length - 1]!;
    addToList(byWord, last, entry);
  }
  return byWord;
});

const NO_LEAVES: readonly FieldEntry[] = [];
/** The schema's leaf fields whose name ends in the (canonical) word, in schema order. */
export const leavesEndingIn = (index: FieldIndex, word: string): readonly FieldEntry[] => leavesByLastWord(index).get(word) ?? NO_LEAVES;

/**
 * The field whose name ends in the attribute a counting unit names (COUNTED_UNITS: "40 berths" → `capacity`, "20k spectators"
 * → `avg_crowd`), its likeliest word first; none for any other word.
 */
export function countedUnitField(index: FieldIndex, unit: Token | undefined): FieldEntry | null {
  for (const attribute of (unit && COUNTED_UNITS.get(unit.text)) ?? []) {
    const leaf = leavesEndingIn(index, canonWord(attribute)).find((e) => !isIdField(e));
    if (leaf) return leaf;
  }
  return null;
}

/**
 * Of candidate fields, the only one; else the one kept by the records `owner` names (asked only then), or none when
 * they keep none or several.
 */
export function soleOrOwnedBy(ctx: EngineContext, fields: readonly FieldEntry[], owner: () => string | null | undefined): FieldEntry | null {
  if (fields.length <= 1) return fields[0] ?? null;
  const records = owner();
  const theirs = records ? fields.filter((e) => ctx.owners.ownerOf.get(e) === records) : [];
  return theirs.length === 1 ? theirs[0]! : null;
}

/** The noun a leaf's own name says it stores a count of (`item_count`, `number_of_items`, `nItems` → item), if it does. */
export function storedCountNoun(entry: FieldEntry, leads: ReadonlySet<string> = STORED_COUNT_LEADS): string | undefined {
  const own = entry.ownWords;
  if (own.length === 2 && STORED_COUNT_ENDINGS.has(own[1]!)) return own[0];
  if (own.length < 2 || !leads.has(own[0]!)) return undefined;
  const rest = own[1] === 'of' ? own.slice(2) : own.slice(1);
  return rest.length === 1 ? rest[0] : undefined;
}

/** Per schema: by the noun it counts, the one leaf storing a count of it (null when several do). */
const storedCountByNoun = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry | null> => {
  const byNoun = new Map<string, FieldEntry | null>();
  for (const entry of index.entries) {
    const noun = entry.children.length ? undefined : storedCountNoun(entry);
    if (noun !== undefined) setWhileUnique(byNoun, noun, entry);
  }
  return byNoun;
});

/** The one leaf storing a count of the (canonical) noun ("5 items" → `item_count`); none when no leaf or several do. */
export const storedCountOf = (index: FieldIndex, noun: string): FieldEntry | null => storedCountByNoun(index).get(noun) ?? null;
