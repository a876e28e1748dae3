import type { CompiledPack } from '../packs/types.ts';
import { CURRENCY_UNITS, MEASURE_UNIT_WORDS, TIME_UNIT_WORDS } from './lexicon/attributes.ts';
import { CURRENCIES } from './lexicon/values.ts';
import { WRITTEN_OUT_LEAF_WORDS } from './lexicon/field-kinds.ts';
import { STAMP_ENDINGS } from './lexicon/time-rules.ts';
import { CHANGE_SIDE_WORDS, FIELD_ROLE_WORDS, THING_KIND_FIELD_WORDS, THING_KIND_ROLES, FIRST_NAME_WORDS, IRREGULAR_PARTICIPLES, LAST_NAME_WORDS, MEASURE_WORDS, SHORT_PLACE_CODE_ENDINGS, SHORT_ROLE_WORDS, SORT_ONLY_ENDINGS, STOP_WORDS, TIME_UNITS, WHOLE_WORD_ENDINGS, type FieldRole } from './lexicon/words.ts';
import { addToList, remembered } from './multimap.ts';
import { boundedEditDistance, canonWord, derivationalStem, fieldWords, isPastParticiple, normName, splitFieldName, splitWrittenName, wordsByInitial } from './text.ts';

export interface FieldEntry {
  readonly name: string;
  readonly norm: string;
  readonly canonWords: readonly string[];
  /** the canonical words of the path's last segment ("members.fee_amt" → fee, amount), whether "members" is listed or not */
  readonly segmentWords: readonly string[];
  /**
   * the words of the path's last segment as written, lower-case, split only at other characters and before a capital
   * after a small letter ("GoalsScored" → goals, scored; "Q3Total" stays whole)
   */
  readonly writtenWords: readonly string[];
  /** those written words, canonical (`Bakes_Cakes` → bake, cake) */
  readonly writtenCanon: readonly string[];
  /** the canonical words below the listed parent's ("members.fee_amt" → fee, amount), all of them when no parent is listed */
  readonly ownWords: readonly string[];
  readonly depth: number;
  readonly order: number;
  readonly parent: FieldEntry | null;
  readonly children: FieldEntry[];
}

/** How a phrase of the question names a field: the full path, an alias, the tail of the path, or its words in another order. */
export type MatchKind = 'full' | 'alias' | 'suffix' | 'reordered';

export interface FieldCandidate {
  readonly entry: FieldEntry;
  readonly kind: MatchKind;
  readonly via: string;
}

export interface FieldMention {
  readonly field: string;
  readonly entry: FieldEntry;
  readonly from: number;
  readonly to: number;
  readonly kind: MatchKind;
  readonly via: string;
  readonly alternatives: readonly FieldCandidate[];
}

export interface FieldIndex {
  readonly entries: readonly FieldEntry[];
  readonly byNorm: ReadonlyMap<string, FieldEntry>;
  /** full path as supplied → its entry */
  readonly byName: ReadonlyMap<string, FieldEntry>;
  /** compact canonical phrase → candidates, best first */
  readonly phrases: ReadonlyMap<string, readonly FieldCandidate[]>;
  readonly longestPhrase: number;
  /** pack vocabulary value (lower-case words) → fields that hold it */
  readonly packValues: ReadonlyMap<string, readonly FieldEntry[]>;
  readonly longestValue: number;
  /** every canonical word of every field name */
  readonly words: ReadonlySet<string>;
  roleField(role: FieldRole): FieldEntry | null;
  /**
   * The field word a question word stands for when it is none itself: misspelt, or (unless it is a name) of the same
   * family, cut off or contracted; or null.
   */
  correct(word: string, isName?: boolean): Correction | null;
}

/** A field word read for a question word that is none, and the rule reading it (`field.contracted`). */
export interface Correction {
  readonly word: string;
  readonly via: string;
}

const COUNT_PREFIXES = new Set(['num', 'n', 'total', 'nb']);
/** Units of time (TIME_UNIT_WORDS), with the minutes, milliseconds and days names also end in (`wait_m`, `latency_ms`). */
const DURATION_UNITS = new Set([...TIME_UNIT_WORDS, 'm', 'ms', 'day'].map(canonWord));
/** Measurement units (MEASURE_UNIT_WORDS and more) and amount words that end field names without being what people call the field. */
const UNIT_WORDS = new Set([
  ...DURATION_UNITS, ...MEASURE_UNIT_WORDS, 'pct', 'percent', 'usd', 'eur',
  'cent', 'amount', 'thousand', 'million', 'billion', 'gb', 'mb', 'kb', 'mib', 'gib', 'dollar', 'dollars', 'euro', 'euros',
  'ounce', 'oz', 'gallon', 'kmh', 'kph', 'bpm', 'rpm', 'hz', 'psi', 'kcal', 'ppm', 'ppb', 'kwh', 'mw', 'mwh', 'gw', 'gwh', 'celsius', 'fahrenheit', 'c', 'f',
  'gbp', 'chf', 'jpy', 'yrs', 'wks', 'pts', 'k', 'bn', 't', 'teu', 'deg', 'm2', 'km2', 'sqm', 'sqft', 'ft2', 'mi2', 'cm3', 'ft3', 'cbm',
].map(canonWord));
/**
 * The one letter litres are written as (`Fuel_Capacity_L`) is a unit only after a word naming a volume: elsewhere a
 * trailing L means left or large (`Grip_Strength_L`, `Size_L`).
 */
const LITRE_LETTER = 'l';
const VOLUME_WORDS = new Set(['volume', 'capacity', 'fuel', 'tank', 'water', 'oil', 'milk', 'displacement', 'consumption'].map(canonWord));
/** Shortest regular past participle read as one (`owed` is not, `scored` is). */
const MIN_REGULAR_PARTICIPLE = 5;
const endsInParticiple = (words: readonly string[]): boolean => {
  const last = words[words.length - 1]!;
  return IRREGULAR_PARTICIPLES.has(last) || (last.length >= MIN_REGULAR_PARTICIPLE && last.endsWith('ed'));
};
/** The word a timestamp is called by ("the opening date" of `openedAt`). */
const DATE = canonWord('date');
/** `collectedAt`, `shipped_on`, `lastFiredAt`: a past participle and "at"/"on" name when it was done, a timestamp. */
export function stampsWhenDone(entry: FieldEntry): boolean {
  const own = entry.ownWords;
  return own.length >= 2 && STAMP_ENDINGS.has(own[own.length - 1]!) && isPastParticiple(own[own.length - 2]!);
}
/** Words joining a measure to its unit ("Revenue_in_Millions") or raising it ("area_sq_km"): dropped with the unit. */
const UNIT_JOINERS = new Set(['in', 'of', 'sq', 'square', 'cubic', 'cu']);
/** Last words that make "<last> of <rest>" a count, not a field ("number of students" is not student_number). */
const NOT_OF_PHRASE_HEADS = new Set(['number', 'count', 'total', 'id'].map(canonWord));
/** Words that may stand inside such an of-phrase before its noun ("the depth of all harbors"). */
const OF_PHRASE_DETERMINERS: ReadonlyArray<readonly string[]> = [[], ['the'], ['all'], ['all', 'the']];

/** A field that counts something ("num_comments", "commentCount"): "50 comments" can mean it. */
export function isCountField(entry: FieldEntry): boolean {
  // a loop (holdsAny), not a callback: stages ask it of every field of a schema
  const words = entry.canonWords;
  return holdsAny(words, COUNT_PREFIXES) || words[words.length - 1] === 'count';
}
/** A field naming a record's id ("customer_id"): it holds no quantity. */
export const isIdField = (entry: FieldEntry): boolean => entry.canonWords.length > 1 && entry.canonWords[entry.canonWords.length - 1] === 'id';
/**
 * The canonical words of the path enclosing a field ("procedures.fee" → procedure), whether that path is listed as a
 * field of its own or not; none at the top level.
 */
export const enclosingWords = (entry: FieldEntry): readonly string[] =>
  entry.parent?.canonWords ?? entry.canonWords.slice(0, entry.canonWords.length - entry.segmentWords.length);
/** The noun of the records a field is kept in, the last word of its enclosing path (`vaccinations.code` → vaccination); '' at the top level. */
export function enclosingNoun(entry: FieldEntry): string {
  const above = entry.canonWords.length - entry.segmentWords.length;
  return above > 0 ? entry.canonWords[above - 1]! : '';
}
/** The generic measure word a leaf is named by alone (`amount`, `loan.price`), if it is. */
export const measureWordOf = (entry: FieldEntry): string | undefined =>
  !entry.children.length && entry.segmentWords.length === 1 && MEASURE_WORDS.has(entry.segmentWords[0]!) ? entry.segmentWords[0] : undefined;
/** A leaf whose own name is the one word `canon` (`amount`, `loan.amount`). */
export const isLeafNamed = (entry: FieldEntry, canon: string): boolean =>
  !entry.children.length && entry.ownWords.length === 1 && entry.canonWords[entry.canonWords.length - 1] === canon;
/** The word naming what a field measures: its last word, before a unit ("Disk_MiB" → disk, "Height_cm" → height). */
export function measuredHead(entry: FieldEntry): string {
  const own = entry.ownWords;
  const unit = unitSuffix(own);
  if (!unit) return own[own.length - 1]!;
  // "Payroll_in_Thousands": the joiner goes with the unit
  let at = own.length - 1 - unit.length;
  while (at > 0 && UNIT_JOINERS.has(own[at]!)) at--;
  return own[at]!;
}
/** The endings of unit words after their first letter: a name's last word can only be the cut-off end of a unit if it is one. */
const UNIT_WORD_ENDS: ReadonlySet<string> = new Set([...UNIT_WORDS].flatMap((unit) => Array.from({ length: unit.length - 1 }, (_, k) => unit.slice(k + 1))));
/**
 * The unit ending a field name after at least one other word: its last word ("Height_cm"), or its last two when a
 * camel-case split cut the unit in two ("Disk_MiB" → disk, mi, b).
 */
function unitSuffix(words: readonly string[]): { unit: string; length: number } | null {
  const n = words.length;
  if (n > 1 && (UNIT_WORDS.has(words[n - 1]!) || (words[n - 1] === LITRE_LETTER && VOLUME_WORDS.has(words[n - 2]!)))) return { unit: words[n - 1]!, length: 1 };
  const joined = n > 2 && UNIT_WORD_ENDS.has(words[n - 1]!) ? words[n - 2]! + words[n - 1]! : '';
  return joined && UNIT_WORDS.has(joined) ? { unit: joined, length: 2 } : null;
}
/**
 * Amount words written shortened end a name as a unit does (`seat_qty` is what people call the "seats"); written out
 * (`product_quantity`) the word is what is said ("the quantity of products").
 */
const SHORTENED_AMOUNT_WORDS: ReadonlySet<string> = new Set(['qty']);
function abbreviatedAmount(entry: FieldEntry): { unit: string; length: number } | null {
  const written = entry.writtenWords;
  const last = written[written.length - 1]?.toLowerCase();
  return written.length > 1 && last && SHORTENED_AMOUNT_WORDS.has(last) ? { unit: last, length: 1 } : null;
}
/** The unit a field's name ends in after another word (`Crate_Width_Cm` → cm), if it ends in one. */
export const unitOf = (entry: FieldEntry): string | undefined => unitSuffix(entry.ownWords)?.unit;
/** `KilnMinutes`, `Square_Feet`, `volume_ml`: a name ending in a unit after another word keeps a measured number. */
export const endsInUnit = (entry: FieldEntry): boolean => !!unitSuffix(entry.ownWords);
/** Units of measure a field's name may say anywhere in it; a one-letter unit is too easily a word cut short. */
const NAMED_MEASURE_UNITS: ReadonlySet<string> = new Set(MEASURE_UNIT_WORDS.filter((unit) => unit.length > 1));
/** Whether a field's name says a unit it keeps a measure in (`honey_kg_ytd`, `delay_minutes`): an amount, not a count of things. */
export const namesMeasureUnit = (entry: FieldEntry): boolean => entry.ownWords.some((w) => NAMED_MEASURE_UNITS.has(w));
/** Currencies a money field's name may end in (`fee_usd`, `price_gbp`); `cost_pct`, `total_km` keep no money. */
const CURRENCY_NAME_UNITS: ReadonlySet<string> = new Set([...CURRENCY_UNITS, ...CURRENCIES].map(canonWord));
/** Whether a field's name ends in a currency after its head (`fare_eur`, `fee_cad`): its own last word, not unitOf, which knows fewer currencies. */
export const endsInCurrency = (entry: FieldEntry): boolean => entry.ownWords.length > 1 && CURRENCY_NAME_UNITS.has(entry.ownWords.at(-1)!);
/** Word endings that make another word of the same stem: "posted" is not a misspelt "poster". */
const INFLECTION = /(?:ed|er|es|en)$/;
const otherInflection = (word: string, candidate: string): boolean =>
  word.length === candidate.length && INFLECTION.test(word) && INFLECTION.test(candidate) && word.slice(0, -2) === candidate.slice(0, -2);
/** Heads of a nested field's name that name the record itself, never a part of it (see field.record-head). */
const RECORD_OWN_HEADS: ReadonlySet<string> = new Set(FIELD_ROLE_WORDS.name.map(canonWord));
const KIND_RANK: Record<MatchKind, number> = { full: 0, alias: 1, suffix: 2, reordered: 3 };
/** Phrase lists up to this length are checked for a field by a scan; longer ones keep a set of their fields. */
const SCANNED_LIST_LENGTH = 8;
/**
 * Misspelling and word-family lookups remembered per field index; prompts bring endless new words, so the memo is
 * capped (a plain map emptied when full: a new schema's first request fills it with the question's words).
 */
const CORRECTION_CACHE_LIMIT = 4096;

/** Each name part's spellings, with the last words they end with: a field ending otherwise is none of them. */
const NAME_PARTS = [FIRST_NAME_WORDS, LAST_NAME_WORDS].map((list) => {
  const spellings = list.map((words) => words.map(canonWord));
  return { spellings, lastWords: new Set(spellings.map((words) => words[words.length - 1])) };
});
/** The last words of every name part: most fields end with none of them. */
const NAME_PART_LAST_WORDS: ReadonlySet<string | undefined> = new Set(NAME_PARTS.flatMap(({ lastWords }) => [...lastWords]));

/** Whether `words` end with all of `tail`; compared from the last word, where most names differ, without a callback. */
export function endsWithWords(words: readonly string[], tail: readonly string[]): boolean {
  const offset = words.length - tail.length;
  if (offset < 0) return false;
  for (let k = tail.length - 1; k >= 0; k--) if (words[offset + k] !== tail[k]) return false;
  return true;
}

/**
 * Where a name's words split further than at a small letter before a capital: a capital after a digit ("Q3Total"), or
 * the last capital of a run before a small letter ("HTMLParser"). Without either, both splits give the same words.
 */
const FINER_SPLIT = /[0-9][A-Z]|[A-Z][A-Z][a-z]/;

/** The canonical forms of `words` followed by `tail`, in one new list (a loop: it runs for every field of a new schema). */
function canonWordsOf(words: readonly string[], tail: readonly string[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < words.length; k++) out.push(canonWord(words[k]!));
  for (let k = 0; k < tail.length; k++) out.push(tail[k]!);
  return out;
}

/** How many segments a dotted path has. */
function depthOf(path: string): number {
  let depth = 1;
  for (let dot = path.indexOf('.'); dot >= 0; dot = path.indexOf('.', dot + 1)) depth++;
  return depth;
}

/** Canonical last words of a field that only sorts or classes its records (`status`, `type`): no value of a name. */
export const SORT_ONLY_LEAF_WORDS: ReadonlySet<string> = new Set([...SORT_ONLY_ENDINGS].map(canonWord));

/** Built once per schema: the schema memo (schema-memo.ts) keeps it with the schema's other derived tables. */
export function buildFieldIndex(fields: readonly string[], packs: readonly CompiledPack[]): FieldIndex {
  const entries: FieldEntry[] = [];
  const byNorm = new Map<string, FieldEntry>();
  const byName = new Map<string, FieldEntry>();
  // the words as written short enough to be cut-off words (see below), gathered here rather than split again
  const shortWrittenWords = new Set<string>();
  const gatherShort = (words: readonly string[]) => {
    for (const word of words) if (word.length >= ABBREVIATION_LETTERS.min && word.length <= CONTRACTED_LETTERS.max) shortWrittenWords.add(word);
  };
  for (const raw of fields) {
    if (typeof raw !== 'string' || !raw || byName.has(raw)) continue;
    // a dot ends a word, so the path's words are its parent path's and then its last segment's: a listed parent's
    // words are taken from its entry rather than split again
    const dot = raw.lastIndexOf('.');
    const path = dot > 0 ? raw.slice(0, dot) : '';
    const parent = path ? byName.get(path) ?? null : null;
    const segmentText = dot < 0 ? raw : raw.slice(dot + 1);
    const segment = splitFieldName(segmentText);
    const above = parent || !path ? [] : splitFieldName(path);
    if (!parent && !above.length && !segment.length) continue;
    gatherShort(above);
    gatherShort(segment);
    const segmentCanon = canonWordsOf(segment, []);
    const canonWords = parent ? parent.canonWords.concat(segmentCanon) : above.length ? canonWordsOf(above, segmentCanon) : segmentCanon;
    // the written words are the segment's unless it splits further (see FINER_SPLIT)
    const written = FINER_SPLIT.test(segmentText) ? splitWrittenName(segmentText) : null;
    const entry: FieldEntry = {
      // (a listed parent's name is normalised already, and a name normalises character by character)
      name: raw, norm: parent ? parent.norm + normName(segmentText) : normName(raw), canonWords, segmentWords: segmentCanon,
      writtenWords: written ?? segment, writtenCanon: written ? canonWordsOf(written, []) : segmentCanon,
      ownWords: parent ? segmentCanon : canonWords, depth: parent ? parent.depth + 1 : depthOf(raw), order: entries.length, parent, children: [],
    };
    parent?.children.push(entry);
    entries.push(entry);
    byName.set(raw, entry);
    if (!byNorm.has(entry.norm)) byNorm.set(entry.norm, entry);
  }

  const phrases = new Map<string, FieldCandidate[]>();
  // a long list's fields as a set beside it: words shared by hundreds of fields ("name") made the scan quadratic; most
  // lists hold a field or two, which a scan checks without building a set per phrase
  const longListFields = new Map<string, Set<FieldEntry>>();
  let longestPhrase = 1;
  const add = (words: readonly string[], candidate: FieldCandidate) => addKey(words.join(''), words.length, candidate);
  /** add, for a phrase of `length` words already joined into `key` */
  const addKey = (key: string, length: number, candidate: FieldCandidate) => {
    if (!key) return;
    if (length > longestPhrase) longestPhrase = length;
    const list = phrases.get(key);
    if (!list) {
      phrases.set(key, [candidate]);
      return;
    }
    // only a list grown past the scanned length has a set
    const listed = list.length > SCANNED_LIST_LENGTH ? longListFields.get(key) : undefined;
    if (listed ? listed.has(candidate.entry) : listsEntry(list, candidate.entry)) {
      // a pack naming a field by the words it ends in ("state" for `address.state`) ranks it among the pack's aliases
      // in the pack's order, not below another field the pack lists after it
      if (candidate.kind === 'alias') {
        const at = list.findIndex((c) => c.entry === candidate.entry && c.kind === 'suffix');
        if (at >= 0) list[at] = candidate;
      }
      return;
    }
    list.push(candidate);
    if (listed) listed.add(candidate.entry);
    else if (list.length > SCANNED_LIST_LENGTH) longListFields.set(key, new Set(list.map((c) => c.entry)));
  };
  // "department" values kept in `dept_name`: a name written shorter is read by its canonical words (the key of its
  // whole name) when no name matched as spelled (vocabularyFields, below)
  const byCanon = new Map<string, FieldEntry>();
  // each suffix's key is the next shorter one's with a word before it: built from the end, without a slice and a join each
  const suffixKeys: string[] = [];
  for (const entry of entries) {
    const words = entry.canonWords.length > 1 && entry.canonWords.includes('id') ? entry.canonWords.filter((w) => w !== 'id') : entry.canonWords;
    let key = '';
    for (let k = words.length - 1; k >= 1; k--) suffixKeys[k] = key = words[k] + key;
    // (the whole name is one more word onto its longest suffix, unless ids were left out of those)
    const whole = words === entry.canonWords && words.length ? words[0] + key : entry.canonWords.join('');
    addKey(whole, entry.canonWords.length, { entry, kind: 'full', via: 'field.exact' });
    if (!byCanon.has(whole)) byCanon.set(whole, entry);
    // one candidate per field and rule, listed under each of its phrases: the index is kept per schema, and every
    // object it holds is marked again by each collection while it is
    const suffix: FieldCandidate = { entry, kind: 'suffix', via: 'field.suffix' };
    for (let k = 1; k < words.length; k++) addKey(suffixKeys[k]!, words.length - k, suffix);
    // "feedback.guest.numComplaints" is what people call "guest complaints"
    const counted = holdsAny(words, COUNT_PREFIXES) ? words.filter((w) => !COUNT_PREFIXES.has(w)) : words;
    if (counted.length && counted.length < words.length) {
      const countSuffix: FieldCandidate = { entry, kind: 'suffix', via: 'field.count-suffix' };
      const countAlias: FieldCandidate = { entry, kind: 'suffix', via: 'field.count-alias' };
      for (let k = 0; k < counted.length; k++) {
        add(counted.slice(k), countSuffix);
        // "num_site_comments" is what people call "comment count"
        add([...counted.slice(k), 'count'], countAlias);
      }
    }
    if (words.length > 1 && words[words.length - 1] === 'count') {
      add(words.slice(0, -1), { entry, kind: 'suffix', via: 'field.count-suffix' });
    }
    // "weightKg" is what people call "weight", "resolutionHours" the "resolution time"
    const unit = unitSuffix(words) ?? abbreviatedAmount(entry);
    if (unit) {
      const stem = words.slice(0, -unit.length);
      while (stem.length > 1 && UNIT_JOINERS.has(stem[stem.length - 1])) stem.pop();
      const stripped: FieldCandidate = { entry, kind: 'suffix', via: 'field.unit-stripped' };
      for (let k = 0; k < stem.length; k++) {
        add(stem.slice(k), stripped);
        if (DURATION_UNITS.has(unit.unit)) add([...stem.slice(k), 'time'], stripped);
      }
    }
  }
  for (const entry of entries) {
    // `FarePaid` is what people call the "fare", `GoalsScored` the "goals": a noun and the participle saying what
    // happened to it; a date or year so named (`YearBuilt`) is no measure of the noun, nor a flag's verb (`is_verified`) one
    const words = entry.canonWords;
    if (words.length === 2 && endsInParticiple(words) && !TIME_UNITS.has(words[0]!) && !STOP_WORDS.has(words[0]!)) add([words[0]!], { entry, kind: 'suffix', via: 'field.participle-stripped' });
    // `openedAt`, `lastFiredAt` are what people call the "opened date", the "fired date": the moment the participle's
    // action was done
    if (stampsWhenDone(entry)) add([entry.ownWords[entry.ownWords.length - 2]!, DATE], { entry, kind: 'suffix', via: 'field.stamp-date' });
  }
  for (const entry of entries) {
    // `fname` is what people call the "first name", `last_name` the "surname": every spelling of a name part names it
    const last = entry.canonWords[entry.canonWords.length - 1]!;
    if (!NAME_PART_LAST_WORDS.has(last)) continue;
    for (const { spellings, lastWords } of NAME_PARTS) {
      if (!lastWords.has(last) || !spellings.some((tail) => endsWithWords(entry.canonWords, tail))) continue;
      const namePart: FieldCandidate = { entry, kind: 'suffix', via: 'field.name-part' };
      for (const spelling of spellings) add(spelling, namePart);
    }
  }
  for (const entry of entries) {
    // "the title of the ward" is ward_title, "the room of the stay" Stay.Room: "<last> of [the] <rest>"
    const words = entry.canonWords;
    const last = words[words.length - 1];
    if (words.length !== 2 || NOT_OF_PHRASE_HEADS.has(last)) continue;
    const rest = words.slice(0, -1);
    const ofPhrase: FieldCandidate = { entry, kind: 'suffix', via: 'field.of-phrase' };
    for (const determiners of OF_PHRASE_DETERMINERS) add([last, 'of', ...determiners, ...rest], ofPhrase);
    // `years_service` is what people call the "years of service": a span of time of the noun after it
    if (TIME_UNITS.has(words[0]!)) add([words[0]!, 'of', last!], { entry, kind: 'alias', via: 'field.time-span-of' });
  }
  for (const entry of entries) {
    // `length_of_stay` is what people call the "stay length": "<head> of <noun>" read as "<noun> <head>"
    const own = entry.ownWords;
    if (own.length !== 3 || own[1] !== 'of' || NOT_OF_PHRASE_HEADS.has(own[0]!) || COUNT_PREFIXES.has(own[0]!)) continue;
    add([own[2]!, own[0]!], { entry, kind: 'suffix', via: 'field.of-name-reversed' });
    // "the depth of all harbors": the name itself with a determiner before its noun
    const ofPhrase: FieldCandidate = { entry, kind: 'suffix', via: 'field.of-phrase' };
    for (const determiners of OF_PHRASE_DETERMINERS.slice(1)) add([own[0]!, 'of', ...determiners, own[2]!], ofPhrase);
  }
  for (const entry of entries) {
    // `diagnoses.icd_code` is what people call the "diagnosis code": the record's name and the head of the leaf's,
    // when no other field of the record has that word ("kettle model" is no `kettle.element_model` beside
    // `kettle.Retail_Model_name`); a name or an id is the record's own ("lesson name" is no `lesson.studio_name`, "barge
    // id" no `barges.canal_id`)
    const own = entry.ownWords;
    const head = own[own.length - 1]!;
    const record = entry.parent;
    if (!record || own.length < 2 || isIdField(entry) || RECORD_OWN_HEADS.has(head)) continue;
    if (record.children.some((c) => c !== entry && c.ownWords.includes(head))) continue;
    add([...record.ownWords, head], { entry, kind: 'suffix', via: 'field.record-head' });
  }
  for (const pack of packs) {
    for (const { key, length, norms, via } of synonymSpellings(pack)) {
      for (const norm of norms) {
        const entry = byNorm.get(norm);
        if (entry) addKey(key, length, { entry, kind: 'alias', via });
      }
    }
  }
  for (const list of phrases.values()) {
    // aliases keep the pack's order (most likely first); names rank the shortest, shallowest, earliest field first
    if (list.length > 1) list.sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || (a.kind === 'alias' ? 0
      : a.entry.canonWords.length - b.entry.canonWords.length || a.entry.depth - b.entry.depth || a.entry.order - b.entry.order));
  }

  const packValues = new Map<string, FieldEntry[]>();
  let longestValue = 1;
  // "dischargeDisposition" values kept in `visits.discharge_disposition`: a nested leaf by its own name, when that
  // name has several words and says more than a sort of value ("status", "payment_type" say too little of whose it is)
  const byLeaf = new Map<string, FieldEntry[]>();
  // "condition" values kept in `encounters.diagnoses.description`: a leaf two levels down by its records' name and its
  // own (`diagnoses.description`), as one a level down is by its whole path
  const byLastTwo = new Map<string, FieldEntry[]>();
  for (const entry of entries) {
    // (the last two segments: the name past its second dot from the end, cut out rather than split and joined again)
    if (entry.depth >= 3 && !entry.children.length) addToList(byLastTwo, normName(entry.name.slice(entry.name.lastIndexOf('.', entry.name.lastIndexOf('.') - 1) + 1)), entry);
    if (entry.depth < 2 || entry.children.length || entry.segmentWords.length < 2 || SORT_ONLY_LEAF_WORDS.has(entry.segmentWords.at(-1)!)) continue;
    const leaf = normName(entry.name.slice(entry.name.lastIndexOf('.') + 1));
    addToList(byLeaf, leaf, entry);
  }
  // most values of a pack are kept in the same few fields ("active", "pending" in `status`): each spelling list once
  const fieldsSpelled = new Map<readonly string[], FieldEntry[]>();
  const vocabularyFields = (spellings: readonly string[], canons: readonly string[]): FieldEntry[] => {
    const named = new Set<FieldEntry>();
    for (const norm of spellings) {
      const whole = byNorm.get(norm);
      if (whole) named.add(whole);
      else for (const entry of byLeaf.get(norm) ?? byLastTwo.get(norm) ?? []) named.add(entry);
    }
    if (!named.size) for (const canon of canons) {
      const entry = byCanon.get(canon);
      if (entry) named.add(entry);
    }
    // a value kept in an array of subdocuments lives in one of its leaves (`medications.drug_name`), not the array;
    // with no leaf named, in the one leaf that writes its entry out in words (`conditions.description`)
    const leaves = [...named].filter((e) => !e.children.length);
    if (leaves.length) return leaves;
    return [...named].map((e) => writtenOutLeaf(e) ?? e);
  };
  for (const pack of packs) {
    for (const { key, length, spellings, canons } of vocabularySpellings(pack)) {
      let targets = fieldsSpelled.get(spellings);
      if (!targets) fieldsSpelled.set(spellings, (targets = vocabularyFields(spellings, canons)));
      if (!targets.length) continue;
      longestValue = Math.max(longestValue, length);
      if (!packValues.has(key)) packValues.set(key, targets);
    }
  }

  // the letter test once per distinct word: field names repeat their words
  const words = new Set<string>();
  for (const entry of entries) for (const word of entry.canonWords) words.add(word);
  const vocabulary = new Set([...words].filter((w) => w.length >= 4 && /^[a-z]+$/.test(w)));
  const vocabularyByInitial = wordsByInitial(vocabulary);
  // a stem shared by two field words reaches the earlier one
  const byStem = new Map<string, string>();
  for (const word of vocabulary) {
    const stem = derivationalStem(word);
    if (!byStem.has(stem)) byStem.set(stem, word);
  }
  const prefixAbbreviations = [...shortWrittenWords].filter(isPrefixAbbreviation);
  // a contracted plural (`rmks`) reads in its canonical form, as question words do
  const contractions = [...new Set([...shortWrittenWords].map(canonWord))].filter(isContraction);
  const corrections = new Map<string, Correction | null>();
  const relatives = new Map<string, Correction | null>();
  // made once per schema, not per word asked (correct runs for most words of every question)
  const spellingOf = (w: string): Correction | null => readAs(closestWord(w, vocabularyByInitial.get(w.charAt(0)) ?? []), 'field.misspelt');
  const relativeOf = (w: string): Correction | null => readAs(sameFamily(w, byStem), 'field.same-family')
    ?? readAs(abbreviationOf(w, prefixAbbreviations), 'field.cut-off') ?? readAs(contractionOf(w, contractions), 'field.contracted');
  const roleFields = new Map<FieldRole, FieldEntry | null>();

  return {
    entries, byNorm, byName, phrases, longestPhrase, packValues, longestValue, words,
    roleField(role) {
      if (!roleFields.has(role)) roleFields.set(role, findRoleField(entries, words, role));
      return roleFields.get(role) ?? null;
    },
    correct(word, isName = false) {
      if (word.length < 5 || STOP_WORDS.has(word) || vocabulary.has(word) || !/^[a-z]+$/.test(word)) return null;
      const spelt = remembered(corrections, word, CORRECTION_CACHE_LIMIT, spellingOf);
      if (spelt || isName) return spelt;
      return remembered(relatives, word, CORRECTION_CACHE_LIMIT, relativeOf);
    },
  };
}

const readAs = (word: string | null, via: string): Correction | null => (word ? { word, via } : null);

/** A pack vocabulary value (lower-case), its number of words, and the normalised names of the fields that may keep it. */
interface VocabularySpellings {
  readonly key: string;
  readonly length: number;
  readonly spellings: readonly string[];
  /** the same names by their canonical words joined ("departmentName" → departmentname, "dept" → department) */
  readonly canons: readonly string[];
}
const vocabularySpellingsMemo = new WeakMap<CompiledPack, readonly VocabularySpellings[]>();
/** A field's name by its canonical words joined, the path's included (`dept_name` → departmentname). */
const canonName = (name: string): string => fieldWords(name).map(canonWord).join('');

/**
 * A pack's vocabulary values, each with its field's name, and the pack's other names for those ("gender" values in
 * a `sex` field), normalised once per pack rather than per schema; values kept under the same names share one list.
 */
function vocabularySpellings(pack: CompiledPack): readonly VocabularySpellings[] {
  let values = vocabularySpellingsMemo.get(pack);
  if (!values) {
    const lists = new Map<string, readonly string[]>();
    values = [...pack.vocabulary].map(([value, names]) => {
      const written = [...new Set(names.flatMap((n) => [n, ...(pack.synonyms.get(n.toLowerCase()) ?? [])]))];
      const norms = [...new Set(written.map(normName))];
      // (normalised names hold letters and digits only: a space joins them unambiguously)
      const joined = norms.join(' ');
      let spellings = lists.get(joined);
      if (!spellings) lists.set(joined, (spellings = norms));
      const key = value.toLowerCase();
      return { key, length: key.split(' ').length, spellings, canons: [...new Set(written.map(canonName))] };
    });
    vocabularySpellingsMemo.set(pack, values);
  }
  return values;
}

/** A pack synonym: its phrase key and number of words, the normalised names of the fields it names, and its rule. */
interface SynonymSpellings {
  readonly key: string;
  readonly length: number;
  readonly norms: readonly string[];
  readonly via: string;
}
const synonymSpellingsMemo = new WeakMap<CompiledPack, readonly SynonymSpellings[]>();
/** A pack's synonyms read as phrase keys, once per pack rather than per schema. */
function synonymSpellings(pack: CompiledPack): readonly SynonymSpellings[] {
  let synonyms = synonymSpellingsMemo.get(pack);
  if (!synonyms) {
    synonyms = [...pack.synonyms].map(([term, candidates]) => {
      const words = term.split(' ').map(canonWord);
      return { key: words.join(''), length: words.length, norms: candidates.map(normName), via: `pack:${pack.pack.id}:${term}` };
    });
    synonymSpellingsMemo.set(pack, synonyms);
  }
  return synonyms;
}

/** The field word within one edit (two for long words) of a misspelt `word`, first best, of those sharing its first letter; null if none. */
function closestWord(word: string, sameInitial: readonly string[]): string | null {
  const max = word.length >= 10 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const candidate of sameInitial) {
    if (Math.abs(candidate.length - word.length) > max || otherInflection(word, candidate)) continue;
    const d = boundedEditDistance(word, candidate, max);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The field word of the same family as a derived question word ("disposal" → disposed, "enrolled" → enrollment). A
 * bare verb does not reach a noun made from it: "products that report problems" is no `date_reported`.
 */
function sameFamily(word: string, byStem: ReadonlyMap<string, string>): string | null {
  const stem = derivationalStem(word);
  return stem.length < word.length - 1 ? byStem.get(stem) ?? null : null;
}

/**
 * Field words short enough to be a cut-off word ("vol_cap", "dLen"): three or four letters, as written in the name
 * and their own canonical form ("wins" is a whole word, read as "win"). A question word reads as one when it starts
 * with it, is at least six letters long and goes on for at least two letters more ("volume", "length", "origin" for
 * `orig`), by no ending that makes a whole word of it (WHOLE_WORD_ENDINGS), and no other such field word starts it.
 */
const ABBREVIATION_LETTERS = { min: 3, max: 4 };
const MIN_CUT_WORD = 6;
const MIN_CUT_LETTERS = 2;
const isPrefixAbbreviation = (word: string): boolean =>
  word.length >= ABBREVIATION_LETTERS.min && word.length <= ABBREVIATION_LETTERS.max && /^[a-z]+$/.test(word) && !STOP_WORDS.has(word)
  && canonWord(word) === word;
function abbreviationOf(word: string, abbreviations: readonly string[]): string | null {
  const matches = abbreviations.filter((a) => word.length >= Math.max(a.length + MIN_CUT_LETTERS, MIN_CUT_WORD) && word.startsWith(a) && !madeWholeFrom(word, a));
  return matches.length === 1 ? matches[0]! : null;
}

/**
 * Field words written contracted (`lvl`, `pay_mthd`, `staffcnt`, `kilnNm`): three to seven letters, all of them
 * consonants or ending in a run of at least three, as few whole words do ("part" and "cost" end in two).
 */
const CONTRACTED_LETTERS = { min: 3, max: 7 };
const MIN_CONTRACTED_RUN = 3;
/** Letters a question word must add to a contracted field word: "level" for `lvl`, "headcount" for `headcnt`. */
const MIN_DROPPED_LETTERS = 2;
const VOWELS = 'aeiouy';
const isVowel = (ch: string): boolean => VOWELS.includes(ch);
/** How many consonants end `word`. */
function consonantRun(word: string): number {
  let run = 0;
  while (run < word.length && !isVowel(word[word.length - 1 - run]!)) run++;
  return run;
}
const isContraction = (word: string): boolean =>
  word.length >= CONTRACTED_LETTERS.min && word.length <= CONTRACTED_LETTERS.max && /^[a-z]+$/.test(word) && !STOP_WORDS.has(word)
  && (consonantRun(word) === word.length || consonantRun(word) >= MIN_CONTRACTED_RUN);
/**
 * Whether `short` is `word` contracted: the two open alike, and past their common opening `short` keeps every consonant
 * of `word`, in order, dropping only vowels, a silent e at the end ("source" → `src`) and a consonant repeating the one
 * kept before it ("substation" → `substn`). A word losing any other consonant is another word ("margin" is no `mrn`,
 * "product" no `pct`); contractions that drop more (`mfr`, `pmt`) are the lexicon's ABBREVIATIONS.
 */
function contracts(short: string, word: string): boolean {
  if (word.length < short.length + MIN_DROPPED_LETTERS || short[0] !== word[0]) return false;
  let open = 1;
  while (open < short.length && short[open] === word[open]) open++;
  if (open === short.length) return false;
  const end = word.endsWith('e') ? word.length - 1 : word.length;
  let k = open;
  for (let j = open; j < end; j++) {
    if (k < short.length && isVowel(short[k]!)) return false;
    if (k < short.length && word[j] === short[k]) k++;
    else if (!isVowel(word[j]!) && word[j] !== short[k - 1]) return false;
  }
  return k === short.length;
}
/** The one contracted field word `word` spells out ("manufacturer" → mfr), or null. */
function contractionOf(word: string, contractions: readonly string[]): string | null {
  const matches = contractions.filter((c) => contracts(c, word));
  return matches.length === 1 ? matches[0]! : null;
}

/** "workers", "rentals", "shipper" (a doubled last letter before the ending): `word` is `fieldWord` made a whole word by an ending. */
function madeWholeFrom(word: string, fieldWord: string): boolean {
  if (!word.startsWith(fieldWord)) return false;
  const ending = word.slice(fieldWord.length);
  return WHOLE_WORD_ENDINGS.has(ending) || (ending[0] === fieldWord[fieldWord.length - 1] && WHOLE_WORD_ENDINGS.has(ending.slice(1)));
}

/** A GeoJSON point: an object holding `coordinates` ({type, coordinates}). */
const isGeoPoint = (entry: FieldEntry): boolean => entry.children.some((c) => c.canonWords[c.canonWords.length - 1] === canonWord('coordinates'));

/** Whether a short candidate list already holds a field (a loop: the index build asks it for every phrase of every field). */
function listsEntry(list: readonly FieldCandidate[], entry: FieldEntry): boolean {
  for (const c of list) if (c.entry === entry) return true;
  return false;
}

/** The kind words a field of a THING_KIND_ROLES role needs beside the thing's word, canonical. */
const THING_KIND_CANON: ReadonlySet<string> = new Set([...THING_KIND_FIELD_WORDS].map(canonWord));
/** Each role's words, canonical. */
export const ROLE_WORDS: ReadonlyMap<FieldRole, ReadonlySet<string>> = new Map((Object.keys(FIELD_ROLE_WORDS) as FieldRole[]).map((role) => [role, new Set(FIELD_ROLE_WORDS[role].map(canonWord))]));

/** Whether one of `words` is in `set` (`holdsAny(LEXICON_WORDS, index.words)`: whether any field name holds one of them). */
export function holdsAny(words: Iterable<string>, set: ReadonlySet<string>): boolean {
  for (const word of words) if (set.has(word)) return true;
  return false;
}

/** Whether a field's word at `k` is one of a role's `words`; a short one (SHORT_ROLE_WORDS) only as the whole own name or before a code ending. */
function playsRoleAt(entry: FieldEntry, k: number, words: ReadonlySet<string>): boolean {
  const word = entry.canonWords[k]!;
  if (!words.has(word)) return false;
  if (!SHORT_ROLE_WORDS.has(word)) return true;
  const n = entry.canonWords.length;
  return (k === n - 1 && entry.ownWords.length === 1) || (k === n - 2 && SHORT_PLACE_CODE_ENDINGS.has(entry.canonWords[n - 1]!));
}

/** Whether any word of a field plays a role (playsRoleAt); a loop, as it runs for most fields of a schema per role. */
function playsRoleAnywhere(entry: FieldEntry, words: ReadonlySet<string>): boolean {
  for (let k = 0; k < entry.canonWords.length; k++) if (playsRoleAt(entry, k, words)) return true;
  return false;
}

/** How much lower a field naming one side of a change ranks for a role than one of the role's plain fields. */
const CHANGE_SIDE_RANK = 20;

/**
 * The field that plays a role: its last word is a role word (shallowest first), else any word is. Location searches
 * run on a GeoJSON point when the schema has one, whatever its parent is called ("location" → "location.geo").
 */
function findRoleField(entries: readonly FieldEntry[], schemaWords: ReadonlySet<string>, role: FieldRole): FieldEntry | null {
  if (role === 'geo') {
    const point = entries.filter(isGeoPoint).sort((a, b) => a.depth - b.depth)[0];
    if (point) return point;
  }
  const words = ROLE_WORDS.get(role)!;
  // most schemas have no field of most roles: no name holds any of the role's words
  if (!holdsAny(words, schemaWords)) return null;
  let best: FieldEntry | null = null;
  let bestRank = Infinity;
  const ofThings = THING_KIND_ROLES.has(role);
  for (const entry of entries) {
    // a geo point is an object ({type, coordinates}); other roles hold plain values
    if (entry.children.length && role !== 'geo') continue;
    // "telehealth visits" is a kind of visit (`visit_type`), not a visit's date
    if (ofThings && !holdsAny(entry.canonWords, THING_KIND_CANON)) continue;
    const n = entry.canonWords.length;
    // a role word elsewhere in the name ranks 10 lower: the words are only read when that could still win
    let rank = playsRoleAt(entry, n - 1, words) ? entry.depth
      : 10 + entry.depth < bestRank && playsRoleAnywhere(entry, words) ? 10 + entry.depth : Infinity;
    // `old_grade` beside `grade_level`: a field named first as one side of a change holds no value said plainly while another
    // of the role does (CHANGE_SIDE_WORDS)
    if (rank !== Infinity && entry.canonWords.length > 1 && CHANGE_SIDE_WORDS.has(entry.canonWords[0]!)) rank += CHANGE_SIDE_RANK;
    if (rank < bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best;
}

/** The one leaf of a list of subdocuments whose last word says it writes the entry out in words; none when none or several do. */
function writtenOutLeaf(list: FieldEntry): FieldEntry | undefined {
  const written = list.children.filter((child) => !child.children.length && WRITTEN_OUT_LEAF_WORDS.has(child.ownWords[child.ownWords.length - 1] ?? ''));
  return written.length === 1 ? written[0] : undefined;
}
