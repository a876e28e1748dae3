import { BoundedCache } from '../../../src/bounded-cache.ts';
import { ABBREVIATIONS, IRREGULAR_PARTICIPLES, SYNONYM_GROUPS } from './lexicon/words.ts';
import { addToList } from './multimap.ts';

const SYNONYM_OF: ReadonlyMap<string, string> = new Map(
  SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group[0]] as const)),
);

/** Lower-case, non-alphanumerics removed: the scorer's and the packs' notion of "same name". */
export function normName(s: string): string {
  // one pass over an ASCII name, copying runs of kept characters (every field name is normalised when its schema is
  // first seen); lower-casing elsewhere may lengthen a character ("İ"), so other names take the regex
  let norm = '';
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (isAsciiLower(code) || isAsciiDigit(code)) continue;
    if (code >= 128) return s.toLowerCase().replace(/[^a-z0-9]/g, '');
    norm += s.slice(run, i);
    if (isAsciiUpper(code)) norm += String.fromCharCode(code + 32);
    run = i + 1;
  }
  return run === 0 ? s : norm + s.slice(run);
}

/**
 * One canonical form for singular and plural ("countries" and "country" → "countrie", "movies" → "movie"),
 * so both sides of a comparison agree without a dictionary.
 */
export function singular(word: string): string {
  let w = word;
  if (w.length > 3 && w.endsWith('s')) {
    if (endsWithAny(w, ES_PLURALS)) w = w.slice(0, -2);
    else if (!endsWithAny(w, S_SINGULARS)) w = w.slice(0, -1);
  }
  return w.length > 2 && w.endsWith('y') && !VOWELS.includes(w[w.length - 2]!) ? `${w.slice(0, -1)}ie` : w;
}

/** Plural endings that drop "es", and singular endings in "s"; plain string tests, as this runs for every word. */
const ES_PLURALS = ['sses', 'uses', 'xes', 'ches', 'shes', 'zes'];
const S_SINGULARS = ['ss', 'us', 'is'];
const VOWELS = 'aeiou';
const endsWithAny = (word: string, endings: readonly string[]): boolean => {
  for (const ending of endings) if (word.endsWith(ending)) return true;
  return false;
};

/** Prompts and schemas repeat the same few thousand words: canonical forms are computed once per word. */
export const CANON_CACHE_LIMIT = 8192;
const canonCache = new BoundedCache<string, string>(CANON_CACHE_LIMIT);

/** The matching key of one word: singular form, then its synonym group's representative. */
export const canonWord = (word: string): string => canonCache.getOrCompute(word, computeCanonWord);

/** Number of words whose canonical form is cached (bounded by CANON_CACHE_LIMIT). */
export const canonCacheSize = (): number => canonCache.size;

function computeCanonWord(word: string): string {
  const lower = word.toLowerCase().replace(/[^a-z0-9]/g, '');
  // an abbreviation reads as the word it stands for ("qty" as "quantity")
  const expanded = ABBREVIATIONS.get(lower);
  if (expanded) return computeCanonWord(expanded);
  const direct = SYNONYM_OF.get(lower);
  if (direct) return direct;
  const single = singular(lower);
  return SYNONYM_OF.get(single) ?? SYNONYM_OF.get(single.replace(/ie$/, 'y')) ?? withoutSilentE(greekSingular(single));
}

/** A word shaped like a participle ("booked", "pending"): it describes an event or a state, not a thing's kind. */
export const PARTICIPLE_FORM = /^(?!.{1,2}eed$).*..(?:ed|ing)$/;
/**
 * A word shaped like a past participle ("borrowed", "shipped"); a short word in "-eed" is a noun ("breed", "seed",
 * "speed", "feed"), while longer ones are participles ("agreed", "guaranteed").
 */
export const PAST_PARTICIPLE_FORM = /^(?!.{1,2}eed$).*..ed$/;
/** A past participle, regular ("shipped") or one the lexicon lists ("sold", "written"). */
export const isPastParticiple = (word: string): boolean => PAST_PARTICIPLE_FORM.test(word) || IRREGULAR_PARTICIPLES.has(word);
/**
 * A past participle or a strong one in -en ("given", "taken"): read only where a passive frame already says a
 * participle stands there ("the dose was given"), since many nouns end so too.
 */
export const isPassiveParticiple = (word: string): boolean => isPastParticiple(word) || /..en$/.test(word);
/** A present participle or gerund ("accepting", "shipping"). */
export const PRESENT_PARTICIPLE_FORM = /..ing$/;

/**
 * The base forms a regular past participle may come from: "attended" → attend, "resolved" → resolve, "shipped" →
 * ship, "carried" → carry. Some are no words ("attende"); they are only looked up, never said.
 */
export function participleBases(participle: string): readonly string[] {
  if (!PAST_PARTICIPLE_FORM.test(participle)) return [];
  const stem = participle.slice(0, -2);
  const bases = [stem, `${stem}e`, ...undoubled(stem)];
  if (stem.endsWith('i')) bases.push(`${stem.slice(0, -1)}y`);
  return bases;
}
/** The fewest letters of a verb stem a derived word may open with ("ship" of shipment, not "us" of user). */
const MIN_VERB_STEM = 3;
/**
 * Whether a word comes from a verb form: the word's derivational stem opens with that of the verb's base, a past
 * participle's bases tried in turn ("shipped" of `ship_date`, "approved" of approval, "cancelled" of cancellation,
 * "refunds" of refund). Takes the words as written; a word no participle is its own base.
 */
export function derivesFromVerb(word: string, verb: string): boolean {
  const stem = derivationalStem(canonWord(word));
  const bases = participleBases(verb);
  return (bases.length ? bases : [verb]).some((base) => {
    const verbStem = derivationalStem(canonWord(base));
    return verbStem.length >= MIN_VERB_STEM && stem.startsWith(verbStem);
  });
}
/** A stem before a suffix with its last consonant doubled, single ("shipp" → ship, "runn" → run). */
function undoubled(stem: string): readonly string[] {
  const last = stem[stem.length - 1]!;
  return stem.length > 3 && stem[stem.length - 2] === last && !VOWELS.includes(last) ? [stem.slice(0, -1)] : [];
}

/**
 * The base forms a present participle may come from: "registering" → register, "joining" → join (or "joine", only
 * looked up), "running" → run.
 */
export function presentParticipleBases(participle: string): readonly string[] {
  if (!PRESENT_PARTICIPLE_FORM.test(participle)) return [];
  const stem = participle.slice(0, -3);
  return [stem, `${stem}e`, ...undoubled(stem)];
}

/**
 * "diagnosis" and "analysis" make their plurals in -ses, which `singular` reads as "diagnose": the singular meets it
 * there (short words such as "basis" and "thesis" are left alone).
 */
const greekSingular = (word: string): string => (word.length > 6 && word.endsWith('sis') ? `${word.slice(0, -2)}e` : word);

/**
 * `singular` strips "es" after -us, -z and -ch ("warehouses" → "warehous", "sizes" → "siz"), which the singular
 * keeps ("warehouse", "size"): the matching key drops that final e too, so both numbers meet.
 */
const withoutSilentE = (word: string): string => (word.length > 3 && /(?:us|z|ch)e$/.test(word) ? word.slice(0, -1) : word);

/**
 * Suffixes that derive a noun or a participle from the same verb ("disposal", "disposed"; "enrollment", "enrolled"),
 * longest first, with the least measure (see `measure`) the stem must keep: the noun suffixes need two syllables
 * ("statement" is no "state", "station" no "stat"), the participles only four letters ("named" keeps its e). A verb's
 * -al noun follows an s, v or w ("disposal", "arrival", "renewal"); after other letters -al makes an adjective of a
 * noun ("regional", "postal"), which names no field of that noun.
 */
const DERIVATIONAL_SUFFIXES: ReadonlyArray<{ suffix: string; minMeasure: number; after?: string }> = [
  { suffix: 'ment', minMeasure: 2 }, { suffix: 'ance', minMeasure: 2 }, { suffix: 'ence', minMeasure: 2 },
  { suffix: 'ion', minMeasure: 2 }, { suffix: 'al', minMeasure: 2, after: 'svw' }, { suffix: 'ing', minMeasure: 1 }, { suffix: 'ed', minMeasure: 1 },
  // the one the verb's action is done by or to: "attendee", "trainee", "employee"
  { suffix: 'ee', minMeasure: 1 },
];
const MIN_STEM_LETTERS = 4;

/** Porter's measure: how many vowel-consonant sequences a stem has ("dispos" 2, "state" 1). */
function measure(stem: string): number {
  let count = 0;
  let previousVowel = false;
  for (let i = 0; i < stem.length; i++) {
    const vowel = VOWELS.includes(stem[i]!) || (stem[i] === 'y' && i > 0 && !VOWELS.includes(stem[i - 1]!));
    if (previousVowel && !vowel) count++;
    previousVowel = vowel;
  }
  return count;
}

/** Stages stem the same schema and question words again and again: each word's stem is computed once. */
const stemCache = new BoundedCache<string, string>(CANON_CACHE_LIMIT);

/**
 * The verb stem shared by a word's derived nouns and participles, without a final e ("disposal", "disposed",
 * "dispose" → "dispos"); a matching key for words of one family, not a word itself. Takes a canonical word.
 */
export const derivationalStem = (word: string): string => stemCache.getOrCompute(word, computeDerivationalStem);

function computeDerivationalStem(word: string): string {
  for (const { suffix, minMeasure, after } of DERIVATIONAL_SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (stem.length >= MIN_STEM_LETTERS && measure(stem) >= minMeasure && (!after || after.includes(stem[stem.length - 1]!))) return bareStem(stem);
  }
  return bareStem(word);
}
/** A stem without a final e, and with a doubled last consonant single ("enrolled" and "enrolment" share "enrol"). */
function bareStem(stem: string): string {
  const last = stem.length - 1;
  if (stem[last] === 'e') return stem.slice(0, -1);
  return last >= MIN_STEM_LETTERS && stem[last] === stem[last - 1] && !VOWELS.includes(stem[last]!) ? stem.slice(0, -1) : stem;
}

/** Schema names repeat across requests and stages split the same ones again: their words are kept per name. */
const fieldWordsCache = new BoundedCache<string, readonly string[]>(CANON_CACHE_LIMIT);

/** Words of a field name: dotted paths, snake_case, camelCase and digits split apart, lower-cased. */
export const fieldWords = (name: string): readonly string[] => fieldWordsCache.getOrCompute(name, splitFieldName);

/** ASCII character classes by char code, for the loops that split names and words without a regex. */
export const isAsciiLower = (code: number): boolean => code >= 97 && code <= 122;
export const isAsciiUpper = (code: number): boolean => code >= 65 && code <= 90;
export const isAsciiDigit = (code: number): boolean => code >= 48 && code <= 57;

const enum CharClass { Other, Lower, Upper, Digit }
const charClass = (code: number): CharClass =>
  isAsciiLower(code) ? CharClass.Lower : isAsciiUpper(code) ? CharClass.Upper : isAsciiDigit(code) ? CharClass.Digit : CharClass.Other;

/** The path of the records a field is kept in (`lines` of `lines.sku`; empty for a top-level field). */
export const parentPath = (name: string): string => name.slice(0, Math.max(0, name.lastIndexOf('.')));

/**
 * One pass over the name, as `name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
 * .split(/[^A-Za-z0-9]+/)` would split it: a word ends at any other character, before a capital after a small
 * letter or digit ("userId"), and before the last capital of a run that a small letter follows ("HTMLParser").
 */
export function splitFieldName(name: string): readonly string[] {
  return splitName(name, true);
}

/**
 * The words of a name as written, lower-cased, as `name.split(/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/)` would split it:
 * only at other characters and before a capital after a small letter ("Q3Total" and "HTMLParser" stay whole).
 */
export function splitWrittenName(name: string): string[] {
  return splitName(name, false);
}

/**
 * Both splits in one loop: `fine` also splits before a capital after a digit and before the last capital of a run.
 * The previous character's class is carried along rather than read again, and the words are cut by a plain helper (no
 * closure made per call): every field name of a new schema is split.
 */
function splitName(name: string, fine: boolean): string[] {
  const words: string[] = [];
  // lower-cased once: a word is ASCII, so it is a slice of the lower-cased name wherever lower-casing kept every
  // character in place (it lengthens a few others, such as "İ"; then each word is lower-cased alone)
  const lower = name.toLowerCase();
  const source = lower.length === name.length ? lower : null;
  let start = -1;
  let before = CharClass.Other;
  for (let i = 0; i < name.length; i++) {
    const kind = charClass(name.charCodeAt(i));
    if (kind === CharClass.Other) {
      if (start >= 0) words.push(cutWord(name, source, start, i));
      start = -1;
    } else if (start < 0) start = i;
    else if (kind === CharClass.Upper && (before === CharClass.Lower
      || (fine && (before === CharClass.Digit || (before === CharClass.Upper && charClass(name.charCodeAt(i + 1)) === CharClass.Lower))))) {
      words.push(cutWord(name, source, start, i));
      start = i;
    }
    before = kind;
  }
  if (start >= 0) words.push(cutWord(name, source, start, name.length));
  return words;
}

/** The word name[from, to), lower-cased: cut from the lower-cased name when it is aligned with the name, else lower-cased alone. */
const cutWord = (name: string, lower: string | null, from: number, to: number): string =>
  (lower !== null ? lower.slice(from, to) : name.slice(from, to).toLowerCase());

/**
 * Words by their first letter, each list in the order given: a word is only ever matched against words of its own
 * initial (a misspelling or an abbreviation keeps it), so a lookup scans one list instead of all of them.
 */
export function wordsByInitial(words: Iterable<string>): ReadonlyMap<string, readonly string[]> {
  const byInitial = new Map<string, string[]>();
  for (const word of words) addToList(byInitial, word.charAt(0), word);
  return byInitial;
}

/** Damerau–Levenshtein distance, giving up (returning max + 1) once it must exceed `max`. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1);
    row[0] = i;
    rows.push(row);
  }
  for (let j = 0; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = max + 1;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/** Letters of `short` in order through `word`, from the same first letter ("tck" in ticket, "vsl" in vessel). */
export const lettersInOrder = (short: string, word: string): boolean => {
  if (short[0] !== word[0]) return false;
  let at = 0;
  for (const ch of word) if (ch === short[at]) at++;
  return at === short.length;
};

/** `short` writes `word` shorter: at least `min` letters, fewer than the word's, in order through it from its first. */
export const writtenShorter = (short: string, word: string, min: number): boolean =>
  short.length >= min && short.length < word.length && lettersInOrder(short, word);
