import type { EngineContext, Token } from '../../context.ts';
import { holdsAny, isIdField, stampsWhenDone, type FieldEntry, type FieldIndex } from '../../field-index.ts';
import { holdsNoWords, keepsQuantity } from '../../field-kinds.ts';
import { ATTRIBUTE_WORDS, impliedAttributes } from '../../lexicon/attributes.ts';
import { ARTICLES, CLAUSE_BREAKS, CONTENT_STOP_WORDS, STOP_WORDS } from '../../lexicon/words.ts';
import { perSchema, perSchemaKeyed } from '../../schema-memo.ts';
import { canonWord, wordsByInitial } from '../../text.ts';
import { addToList } from '../../multimap.ts';

/** What a value looks like: free text, a number, a number compared ("over 40"), or a code/identifier ("7731-2", "PUR", "A12"). */
export type ValueShape = 'text' | 'number' | 'code' | 'quantity';

export interface ResolvedField {
  readonly entry: FieldEntry;
  readonly score: number;
}

interface WordHit {
  readonly entry: FieldEntry;
  /** the matched word ends the field name ("status" in claim_status) rather than qualifying it */
  readonly last: boolean;
}

interface SchemaWords {
  readonly byWord: ReadonlyMap<string, readonly WordHit[]>;
  /** the distinct field words by their first letter, which every reading of a question word shares (fieldWordsFor) */
  readonly byInitial: ReadonlyMap<string, readonly string[]>;
  /** question word → [field word, match strength] */
  readonly matches: Map<string, ReadonlyArray<readonly [string, number]>>;
  /** question word → the field words it stands for, best match first (fieldWordsNamedBy) */
  readonly namedBy: Map<string, readonly string[]>;
  readonly scratch: ScoreScratch;
}

/**
 * scoreFields' running values by field (FieldEntry.order), with the fields in the order each got its first: arrays
 * reused by every call on the schema instead of two maps per call. A value is never 0 once set, so 0 marks "none".
 */
interface ScoreScratch {
  /** the question word being read: its best value per field */
  readonly best: Float64Array;
  readonly offered: FieldEntry[];
  /** the sum of every word's best per field */
  readonly sums: Float64Array;
  readonly summed: FieldEntry[];
}

const MATCH_MEMO_LIMIT = 2048;
const MAX_WORD = 40;
const BEFORE_WINDOW = 6;
const AFTER_WINDOW = 4;
const MIN_SCORE = 0.35;
/** Field-name endings of identifiers, of labels that hold text, and of measures that hold numbers. */
const ID_WORDS = new Set(['id', 'uuid', 'key', 'pk']);
const LABEL_WORDS = new Set(['name', 'title', 'label', 'type', 'code', 'status', 'category', 'kind', 'class', 'level']);
const MEASURE_WORDS = new Set([
  'count', 'number', 'num', 'amount', 'price', 'age', 'year', 'total', 'rate', 'score', 'size', 'quantity', 'hour', 'minute',
  'second', 'day', 'week', 'time', 'date', 'population', 'capacity', 'attendance', 'passenger', 'credit', 'cost', 'salary',
  'percent', 'percentage', 'height', 'weight', 'length', 'budget', 'rank', 'ranking',
].map(canonWord));

const RANGING = new Set(['each', 'every', 'per', 'all']);
const FUNCTION_WORDS = new Set([...STOP_WORDS].filter((w) => !CONTENT_STOP_WORDS.has(w)));

/** Leaf fields by each word of their path; built once per schema (the index is cached per schema). */
const schemaWords = perSchema((index: FieldIndex): SchemaWords => {
  const byWord = new Map<string, WordHit[]>();
  for (const entry of index.entries) {
    if (entry.children.length) continue;
    // the head of a field name is its last word, or the word before a label ending ("ward" in ward_title)
    const words = entry.canonWords;
    // "date_of_visit" is a date: in an of-phrase name the word before "of" is the head, the rest qualifies it
    const of = words.lastIndexOf('of');
    const head = of > 0 ? of - 1 : words.length > 1 && LABEL_WORDS.has(words[words.length - 1]) ? words.length - 2 : words.length - 1;
    // a field's hits are two objects, shared by its words: the table is kept per schema
    const headHit: WordHit = { entry, last: true };
    const otherHit: WordHit = { entry, last: false };
    // a word repeated from the parent path ("squad" in squad.Squad_name) counts where it last stands, as the head
    for (let at = words.length - 1; at >= 0; at--) {
      const word = words[at]!;
      if (words.lastIndexOf(word) === at) addToList(byWord, word, (of > 0 ? at === head : at >= head) ? headHit : otherHit);
    }
  }
  const fields = index.entries.length;
  const scratch = { best: new Float64Array(fields), offered: [], sums: new Float64Array(fields), summed: [] };
  return { byWord, byInitial: wordsByInitial(byWord.keys()), matches: new Map(), namedBy: new Map(), scratch };
});

/** Field words are often abbreviations of what people write: "dept" for department, "qty" for quantity. */
function isAbbreviation(short: string, long: string): boolean {
  if (short.length < 3 || short.length >= long.length || short[0] !== long[0] || short[1] !== long[1]) return false;
  let k = 0;
  for (let j = 0; j < long.length && k < short.length; j++) if (long[j] === short[k]) k++;
  return k === short.length;
}

/** Field words a question word can stand for, with how strongly. */
function fieldWordsFor(words: SchemaWords, word: string): ReadonlyArray<readonly [string, number]> {
  const memo = words.matches.get(word);
  if (memo) return memo;
  // no field word is this long: a pathological token costs nothing
  if (word.length > MAX_WORD) return [];
  const found: Array<readonly [string, number]> = [];
  for (const field of words.byInitial.get(word.charAt(0)) ?? []) {
    if (field === word) found.push([field, 1]);
    else if (field.length >= 4 && word.startsWith(field)) found.push([field, 0.8]);
    else if (word.length >= 4 && field.startsWith(word)) found.push([field, 0.8]);
    // the letter test after the cheap one: this runs for every field word of the schema
    else if (isAbbreviation(field, word) && /^[a-z]+$/.test(field)) found.push([field, 0.6]);
  }
  if (words.matches.size >= MATCH_MEMO_LIMIT) words.matches.clear();
  words.matches.set(word, found);
  return found;
}

/** A leaf that keeps words: no amount, count, time or date (isMeasureField), no key. */
export const isTextLeaf = (entry: FieldEntry): boolean => !entry.children.length && !isMeasureField(entry) && !isIdField(entry);

/** A field that holds an amount, a count, a time or a date, never a name. */
export function isMeasureField(entry: FieldEntry): boolean {
  let measure = measureFields.get(entry);
  if (measure === undefined) {
    // `dispatched_at`, `closed_on`: a timestamp of when a thing was done is a date, whatever its words
    measure = holdsAny(entry.canonWords, MEASURE_WORDS) || holdsNoWords(entry) || stampsWhenDone(entry);
    measureFields.set(entry, measure);
  }
  return measure;
}
const measureFields = new WeakMap<FieldEntry, boolean>();

function shapeWeight(entry: FieldEntry, shape: ValueShape): number {
  const last = entry.canonWords[entry.canonWords.length - 1];
  // identifiers are matched, never compared
  if (ID_WORDS.has(last)) return shape === 'text' || shape === 'quantity' ? 0.3 : shape === 'code' ? 1.2 : 1;
  if (LABEL_WORDS.has(last)) return shape === 'number' || shape === 'quantity' ? (last === 'level' ? 0.9 : 0.4) : 1.15;
  if (isMeasureField(entry)) return shape === 'text' ? 0.4 : 1.1;
  // a rating keeps a number, or a label in words ("PG")
  if (keepsQuantity(entry)) return shape === 'text' ? 1 : 1.1;
  return 1;
}

/** "the code for …", "the names of …": the attribute a question asks for, not the field of a value further on. */
const ASKED_LINKS = new Set(['of', 'for']);

/** A word inside "the depot name of …" / "the code for …" that ends before the value's own phrase. */
function askedAt(ctx: EngineContext, j: number, from: number): boolean {
  for (let k = j + 1; k <= j + 2 && k < from - 1; k++) {
    if (ASKED_LINKS.has(ctx.tokens[k].text)) return true;
    if (ctx.tokens[k].kind !== 'word' || STOP_WORDS.has(ctx.tokens[k].text)) return false;
  }
  return false;
}

/**
 * One question word credits each field once, through the best of its readings (as written or implied): each reading
 * is offered (offerWord), then the word's best per field is settled into the sums (settleWord). Module functions over
 * the schema's scratch rather than closures made on every scoreFields call.
 */
function offerWord(words: SchemaWords, word: string, weight: number): void {
  const { best, offered } = words.scratch;
  for (const [fieldWord, strength] of fieldWordsFor(words, word)) {
    for (const hit of words.byWord.get(fieldWord) ?? []) {
      const value = weight * strength * (hit.last ? 1 : 0.55);
      const k = hit.entry.order;
      if (value > best[k]!) {
        if (best[k] === 0) offered.push(hit.entry);
        best[k] = value;
      }
    }
  }
}

function settleWord(words: SchemaWords): void {
  const { best, offered, sums, summed } = words.scratch;
  for (const entry of offered) {
    const k = entry.order;
    if (sums[k] === 0) summed.push(entry);
    sums[k]! += best[k]!;
    best[k] = 0;
  }
  offered.length = 0;
}

/** "last name", "first name": a stop word that opens a field name of this schema is read as part of it. */
function compoundFieldWord(ctx: EngineContext, words: SchemaWords, j: number): boolean {
  const next = ctx.tokens[j + 1];
  return !!next && next.kind === 'word' && words.byWord.has(ctx.tokens[j].canon) && words.byWord.has(next.canon);
}

/** Credits the fields the word at `j` names, `distance` words from the value (which starts at `from`), damped by clause breaks. */
function readWord(ctx: EngineContext, words: SchemaWords, from: number, j: number, distance: number, damp: number): void {
  const t = ctx.tokens[j];
  // "each borough", "across all boroughs": a noun the question groups or ranges over holds no value
  if (t.kind !== 'word' || (FUNCTION_WORDS.has(t.text) && !compoundFieldWord(ctx, words, j)) || ctx.roles[j] === 'filter' || ctx.roles[j] === 'time' || RANGING.has(ctx.tokens[j - 1]?.text ?? '')) return;
  const asked = j < from && askedAt(ctx, j, from);
  // a stop word that is also a word of this schema's names ("amount", "type") counts, a little
  const plain = STOP_WORDS.has(t.text) && !compoundFieldWord(ctx, words, j) ? 0.6 : 1;
  const weight = (asked ? -0.3 : 1) * plain * damp / (1 + 0.35 * (distance - 1));
  offerWord(words, t.canon, weight);
  for (const implied of impliedAttributes(t) ?? []) offerWord(words, canonWord(implied), weight * 0.9);
  settleWord(words);
}

/**
 * How strongly each leaf field is named by the words of the question around a value: nearer words weigh more, the
 * head word of a field name more than a qualifier, abbreviations and implied attributes ("older" → age) a little
 * less, and an attribute the question asks for ("the code for UPS") little; times how well the value's shape fits.
 * With `ownClause` the words after the value count only up to the first clause break.
 */
export function scoreFields(ctx: EngineContext, from: number, to: number, shape: ValueShape, extra: readonly string[] = [], ownClause = false): Map<FieldEntry, number> {
  const { sums, summed } = sumFieldScores(ctx, from, to, shape, extra, ownClause);
  const scores = new Map<FieldEntry, number>();
  for (const entry of summed) scores.set(entry, sums[entry.order]!);
  return scores;
}

/** scoreFields' scores left in the schema's scratch: each field of `summed` scores `sums[entry.order]`, until the next call. */
function sumFieldScores(ctx: EngineContext, from: number, to: number, shape: ValueShape, extra: readonly string[], ownClause: boolean): ScoreScratch {
  const words = schemaWords(ctx.index);
  const { best, offered, sums, summed } = words.scratch;
  // cleared on the way in, so a call that threw leaves nothing behind
  for (const entry of offered) best[entry.order] = 0;
  for (const entry of summed) sums[entry.order] = 0;
  offered.length = summed.length = 0;
  let damp = 1;
  for (let j = from - 1, d = 1; j >= 0 && d <= BEFORE_WINDOW; j--, d++) {
    readWord(ctx, words, from, j, d, damp);
    // "full plot" names `fullplot`: two words written apart that a field name joins
    if (j > 0 && ctx.tokens[j - 1].kind === 'word' && !STOP_WORDS.has(ctx.tokens[j - 1].text)) {
      offerWord(words, ctx.tokens[j - 1].canon + ctx.tokens[j].canon, damp / (1 + 0.35 * (d - 1)));
      settleWord(words);
    }
    if (CLAUSE_BREAKS.has(ctx.tokens[j].text)) damp *= 0.5;
  }
  damp = 1;
  // "the 'Refunds' category", "a Linux machine": the noun a determined value stands before is what it names
  const determined = ARTICLES.has(ctx.tokens[from - 1]?.text ?? '');
  for (let j = to, d = 1; j < ctx.tokens.length && d <= AFTER_WINDOW; j++, d++) {
    if (CLAUSE_BREAKS.has(ctx.tokens[j].text)) {
      if (ownClause) break;
      damp *= 0.4;
    }
    readWord(ctx, words, from, j, d, damp * (determined && d === 1 ? 1.4 : 0.9));
  }
  for (const word of extra) {
    offerWord(words, canonWord(word), 0.9);
    settleWord(words);
  }
  for (const entry of summed) sums[entry.order] = sums[entry.order]! * shapeWeight(entry, shape) - 0.01 * entry.depth;
  return words.scratch;
}

/** The best-named field for a value (see scoreFields) that is not `excluded`, or null when no word around it names one clearly enough. */
export function resolveField(ctx: EngineContext, from: number, to: number, shape: ValueShape, extra: readonly string[] = [], minScore = MIN_SCORE, excluded?: (entry: FieldEntry) => boolean): ResolvedField | null {
  let best: ResolvedField | null = null;
  // an exclusion may score fields itself, which reuses the scratch: it is asked over scoreFields' own copy
  if (excluded) {
    for (const [entry, score] of scoreFields(ctx, from, to, shape, extra)) {
      // `excluded` last: it is asked only of a field that would be the best so far, most fields failing the score first
      if (score >= minScore && (!best || score > best.score) && !excluded(entry)) best = { entry, score };
    }
    return best;
  }
  const { sums, summed } = sumFieldScores(ctx, from, to, shape, extra, false);
  let bestEntry: FieldEntry | null = null;
  for (const entry of summed) {
    if (sums[entry.order]! >= minScore && (!bestEntry || sums[entry.order]! > sums[bestEntry.order]!)) bestEntry = entry;
  }
  return bestEntry && { entry: bestEntry, score: sums[bestEntry.order]! };
}

/** Shallowest first, then the name of fewest words. */
const plainestFirst = (a: { entry: FieldEntry }, b: { entry: FieldEntry }): number => a.entry.depth - b.entry.depth || a.entry.canonWords.length - b.entry.canonWords.length;

/**
 * The field an attribute word implies ("earn" → salary, "older" → age), when the schema has one; leaf fields only. A
 * key that merely holds the word ("paid by card": `payment_id` beside `payment_method`) keeps no attribute. Given the
 * collection of the records spoken of, its own fields come first.
 */
export function impliedField(ctx: EngineContext, words: readonly string[], owner?: string): FieldEntry | null {
  const schema = schemaWords(ctx.index);
  for (const word of words) {
    const all = schema.byWord.get(canonWord(word));
    // "orders paid with X" beside a customer's `defaultPaymentMethod` and the order's `paymentMethod`: the records' own field first
    const owned = owner ? all?.filter((h) => ctx.owners.ownerOf.get(h.entry) === owner) : undefined;
    const hits = owned?.length ? owned : all;
    // the shallowest field ending in the word, the one named by the word alone first (`rating` before `averageRating`);
    // else the shallowest holding it, the plainest name first (`paymentMethod` before `defaultPaymentMethod`)
    const best = hits?.filter((h) => h.last).sort(plainestFirst)[0] ?? hits?.filter((h) => !isIdField(h.entry)).sort(plainestFirst)[0];
    if (best) return best.entry;
  }
  return null;
}

const PREPOSITIONS = new Set(['in', 'of', 'on', 'by', 'at', 'to', 'for', 'with', 'from']);

/** The words of an embedded array's own name that are no prepositions ("Guests_in_Parties" → guest, party). */
export const ownContentWords = (entry: FieldEntry): readonly string[] => fieldWordsOf(entry).filter((w) => !PREPOSITIONS.has(w));

/** The embedded arrays and objects (fields with children), shallowest first; once per schema. */
export const embeddedShallowFirst = perSchema((index: FieldIndex): readonly FieldEntry[] =>
  index.entries.filter((e) => e.children.length).sort((a, b) => a.depth - b.depth || a.order - b.order));

/** The embedded arrays and objects (fields with children) by the last content word of their own name, shallowest first. */
const embeddedByWord = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byWord = new Map<string, FieldEntry[]>();
  for (const entry of embeddedShallowFirst(index)) {
    // "Works_in": a name ending in a preposition is not called by it
    const last = ownContentWords(entry).at(-1);
    if (!last) continue;
    addToList(byWord, last, entry);
  }
  return byWord;
});

/**
 * The embedded arrays and objects (fields with children) whose own name ends with `word` ("order" →
 * Shopper_Orders), shallowest first; built once per schema.
 */
export const embeddedNamed = (index: FieldIndex, word: string): readonly FieldEntry[] => embeddedByWord(index).get(word) ?? [];

/** Canonical words of the last segment of a field path ("Bakes_Cakes" in Baker.Bakes_Cakes), split only before a capital after a small letter. */
export const fieldWordsOf = (entry: FieldEntry): readonly string[] => entry.writtenCanon;

/**
 * The last word of the path above a leaf whose embedded list a flat schema leaves unlisted (`claims.status` with no
 * `claims` → claim): the records the leaf is kept for. Undefined for a top-level leaf.
 */
export const unlistedHolderWord = (entry: FieldEntry): string | undefined =>
  entry.canonWords.slice(0, entry.canonWords.length - entry.segmentWords.length).at(-1);

/** True when the question word `word` (canonical) can stand for one of the words of `entry`'s name. */
export const wordNamesField = (index: FieldIndex, word: string, entry: FieldEntry): boolean =>
  fieldWordsFor(schemaWords(index), word).some(([fieldWord]) => entry.canonWords.includes(fieldWord));

/** Whether the word, or an attribute it stands for ("speed": velocity), is a word of the field's name. */
export const namedByWord = (ctx: EngineContext, word: Token, entry: FieldEntry): boolean =>
  wordNamesField(ctx.index, word.canon, entry)
  || (ATTRIBUTE_WORDS.get(word.text) ?? []).some((w) => wordNamesField(ctx.index, canonWord(w), entry));

/** The words of the schema's field names a question word can stand for, best match first. */
export function fieldWordsNamedBy(index: FieldIndex, word: string): readonly string[] {
  const words = schemaWords(index);
  const memo = words.namedBy.get(word);
  if (memo) return memo;
  // asked for the same words on every request: sorted once per schema and word
  const named = [...fieldWordsFor(words, word)].sort((a, b) => b[1] - a[1]).map(([fieldWord]) => fieldWord);
  if (words.namedBy.size >= MATCH_MEMO_LIMIT) words.namedBy.clear();
  words.namedBy.set(word, named);
  return named;
}

/** True when `word` (a canonical word) is a word of some field name of the schema. */
export const isSchemaWord = (index: FieldIndex, word: string): boolean => schemaWords(index).byWord.has(word);

/** The distinct canonical words of the schema's leaf names (of their whole paths). */
export const leafWords = (index: FieldIndex): Iterable<string> => schemaWords(index).byWord.keys();

/**
 * The leaf fields whose path holds the canonical word `word`, in schema order: the one index of leaves by word that
 * other stages read their own per-word tables from, per word asked, rather than each indexing every field again.
 */
export const leavesHolding = perSchemaKeyed((index: FieldIndex, word: string): readonly FieldEntry[] =>
  schemaWords(index).byWord.get(word)?.map((hit) => hit.entry) ?? []);

/** A value's shape from how it is written. */
export function valueShape(raw: string): ValueShape {
  if (/^-?\d+(?:\.\d+)?$/.test(raw)) return 'number';
  if (/\d/.test(raw) || /^[A-Z0-9_-]{2,}$/.test(raw)) return 'code';
  return 'text';
}
