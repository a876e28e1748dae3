import { closesAt, type EngineContext, type Token } from '../context.ts';
import { NUMBER_WORDS, RANGE_JOINS } from '../lexicon/words.ts';
import { GLUED_UNITS, LENGTH_COMPARATIVE_WORDS, LENGTH_DIMENSIONS, METRE_UNITS, MILLIONS_VERBS } from '../lexicon/attributes.ts';
import type { FieldIndex } from '../field-index.ts';
import { perSchema } from '../schema-memo.ts';
import { BoundedCache } from '../../../../src/bounded-cache.ts';
import { CANON_CACHE_LIMIT, canonWord, isAsciiDigit, isAsciiLower, isAsciiUpper } from '../text.ts';
import { propose } from '../proposals.ts';

/**
 * Quoted values first (kept whole, as are e-mail addresses and 24-hex object ids, which are literal values too), then
 * decades ("1970s", "'90s"), then codes that start with a digit ("7731-2", "2024-03-03", "1.2.3"), then numbers
 * (with thousands separators, decimals, %, k/m suffixes), then words (letters of any script, inner apostrophes, dots
 * and hyphens kept: "user.name", "pg-13", "o'brien", "PT-004512", "E11.9"), then any other single symbol. Every
 * alternative consumes at least one character and none nests a quantifier over an overlapping class, so tokenising
 * is linear.
 */
/** The glued units, longest first, in either case ("40KG"). */
const GLUED_UNIT_SOURCE = [...GLUED_UNITS].sort((a, b) => b.length - a.length)
  .map((u) => [...u].map((c) => `[${c}${c.toUpperCase()}]`).join('')).join('|');
/** A decimal glued to a unit ("2.5kg"): a number and a word, no code. */
const GLUED_DECIMAL = new RegExp(String.raw`^\d+\.\d+(?:${GLUED_UNIT_SOURCE})$`);
const ALTERNATIVES: ReadonlyArray<readonly [string, string]> = [
  ['doubleQuoted', String.raw`"([^"]{1,300})"`],
  // an apostrophe between letters stays inside a single-quoted value ('Joe's Diner')
  ['singleQuoted', String.raw`(?<![\p{L}\p{N}])'((?:[^']|(?<=[\p{L}\p{N}])'(?=[\p{L}\p{N}])){1,300})'(?![\p{L}\p{N}])`],
  ['literal', String.raw`((?<![\w.+\-])[\w.+\-]{1,64}@[\w\-]{1,63}(?:\.[\w\-]{1,63}){1,8}|(?<![\p{L}\p{N}])[0-9a-fA-F]{24}(?![\p{L}\p{N}]))`],
  ['decade', String.raw`(?<![\p{L}\p{N}])'?(\d0s|\d{3}0s)(?![\p{L}\p{N}])`],
  ['code', String.raw`(?<![\p{L}\p{N}_.\-])(\d[\p{L}\p{N}_]*(?:[.\-][\p{L}\p{N}_]+)+)`],
  // a number glued to a unit ("40kg") ends where the unit starts: the unit is read as a word of its own
  ['number', String.raw`([$€£]?\d{1,3}(?:,\d{3})+(?:\.\d+)?%?|[$€£]?\d+(?:\.\d+)?(?:%|[kKmM]\b)?)(?:(?![\p{L}\p{N}_])|(?=(?:${GLUED_UNIT_SOURCE})(?![\p{L}\p{N}_])))`],
  // a grade or blood group keeps its sign ("B+", "AB-", "O-")
  ['signed', String.raw`(?<![\p{L}\p{N}_])([A-Z]{1,2}[+\-])(?![\p{L}\p{N}_+\-])`],
  ['word', String.raw`([\p{L}\p{N}_]+(?:[.'\-][\p{L}\p{N}_]+)*)`],
  ['symbol', String.raw`(<=|>=|!=|==|=>|=<|[^\s\p{L}\p{N}])`],
];
/** Capture group of each alternative (positional groups: a named-groups object per match costs on every token). */
const GROUP = Object.fromEntries(ALTERNATIVES.map(([name], k) => [name, k + 1])) as Record<string, number>;
/** The same without codes (their group never matches): a digit-led run that is no code is read again as numbers, symbols and words. */
const WITHOUT_CODES = ALTERNATIVES.map(([name, source]) => [name, name === 'code' ? '((?!))' : source] as const);
/**
 * On ASCII text the Unicode classes are the ASCII letters and digits, and a regex without the `u` flag over ASCII
 * classes matches exactly the same tokens, faster; most prompts are ASCII.
 */
const asciiOnly = (source: string): string => source.replaceAll(String.raw`\p{L}`, 'A-Za-z').replaceAll(String.raw`\p{N}`, '0-9');
const tokenRegexes = (alternatives: typeof ALTERNATIVES) => {
  const source = alternatives.map(([, s]) => s).join('|');
  return { unicode: new RegExp(source, 'gu'), ascii: new RegExp(asciiOnly(source), 'g') };
};
const TOKEN = tokenRegexes(ALTERNATIVES);
const PLAIN_TOKEN = tokenRegexes(WITHOUT_CODES);
const NON_ASCII = /[^\x00-\x7F]/;
/** A decimal ("3.5", "2.5m" for millions or metres) or an ascending range ("2010-2015", "1.5-2"), which a digit-led run may look like. */
const DECIMAL = /^\d+\.\d+[kKmM]?$/;
const RANGE = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/;

/** A whole number written with a leading zero ("0002"): a padded code part, never a bound someone counts from. */
const PADDED = /^0\d/;

/**
 * A digit-led run is a code when a part after its first separator holds a digit ("7731-2", "4548-4", "2024-03-03",
 * "12345678-1234-…"), unless it is a decimal or an ascending range ("0002-3227", padded, is no range); "10-year" and
 * "5-star" are a number and a word.
 */
function isCode(run: string): boolean {
  if (DECIMAL.test(run) || GLUED_DECIMAL.test(run) || !/\d/.test(run.slice(run.search(/[.\-]/)))) return false;
  const range = RANGE.exec(run);
  return !range || Number(range[1]) > Number(range[2]) || PADDED.test(range[1]!);
}
const MAX_TOKEN = 120;
const NEGATED_PREFIX = /^(non)-(.+)$/;

function numberValue(raw: string): number | undefined {
  const cleaned = raw.replace(/[$€£,%]/g, '');
  const scale = /k$/i.test(cleaned) ? 1e3 : /m$/i.test(cleaned) ? 1e6 : 1;
  const value = Number(cleaned.replace(/[kKmM]$/, '')) * scale;
  return Number.isFinite(value) ? value : undefined;
}

/** Tokens are never changed once made: a word's token is made once and shared by the questions that use the word. */
const wordTokens = new BoundedCache<string, Token>(CANON_CACHE_LIMIT);
const wordToken = (raw: string): Token => wordTokens.getOrCompute(raw, makeWordToken);

/**
 * The same tokens by a hash of their characters, for the plain words of a prompt: a Map look-up by a string cut from the
 * prompt costs far more than the cut (the new string must be made whole and hashed), while a number is looked up
 * cheaply and the characters compared in place. Two words of one hash share a slot, the later one kept.
 */
const plainWordTokens = new BoundedCache<number, Token>(CANON_CACHE_LIMIT);

/** The token of the plain word text[at, end) (see plainWordEnd). */
function plainWordToken(text: string, at: number, end: number): Token {
  let hash = 0;
  for (let i = at; i < end; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  const known = plainWordTokens.get(hash);
  if (known && spells(known.raw, text, at, end)) return known;
  const token = wordToken(text.slice(at, end));
  plainWordTokens.set(hash, token);
  return token;
}

/** Whether `word` is exactly text[at, end). */
function spells(word: string, text: string, at: number, end: number): boolean {
  if (word.length !== end - at) return false;
  for (let k = 0; k < word.length; k++) if (word.charCodeAt(k) !== text.charCodeAt(at + k)) return false;
  return true;
}

function makeWordToken(raw: string): Token {
  const text = raw.toLowerCase();
  const value = NUMBER_WORDS.get(text);
  return value === undefined ? { text, raw, kind: 'word', canon: canonWord(text) } : { text, raw, kind: 'number', value, canon: text };
}

function pushToken(tokens: Token[], m: RegExpMatchArray): void {
  const quoted = m[GROUP.doubleQuoted] ?? m[GROUP.singleQuoted] ?? m[GROUP.literal];
  const decade = m[GROUP.decade];
  const code = m[GROUP.code];
  const number = m[GROUP.number];
  const word = m[GROUP.word] ?? m[GROUP.signed];
  if (quoted !== undefined) {
    const inner = quoted.trim();
    if (inner) tokens.push({ text: inner.toLowerCase(), raw: inner, kind: 'quoted', canon: '' });
  } else if (decade !== undefined) {
    tokens.push({ text: decade, raw: decade, kind: 'word', canon: decade });
  } else if (code !== undefined) {
    if (!isCode(code)) for (const part of code.matchAll(NON_ASCII.test(code) ? PLAIN_TOKEN.unicode : PLAIN_TOKEN.ascii)) pushToken(tokens, part);
    else {
      const raw = code.length > MAX_TOKEN ? code.slice(0, MAX_TOKEN) : code;
      tokens.push({ text: raw.toLowerCase(), raw, kind: 'word', canon: raw.toLowerCase() });
    }
  } else if (number !== undefined) {
    tokens.push({ text: number.toLowerCase(), raw: number, kind: 'number', value: numberValue(number), canon: number });
  } else if (word !== undefined) {
    const raw = word.length > MAX_TOKEN ? word.slice(0, MAX_TOKEN) : word;
    // "non-" is three letters and a hyphen whatever the case: skip the regex for the many words without one there
    const prefixed = raw[3] === '-' ? NEGATED_PREFIX.exec(raw.toLowerCase()) : null;
    // "non-English" reads as the negation followed by the value
    // "one-star", "three-bedroom": a number word joined to a noun reads as the number, a hyphen and the noun, as "1-star" does
    const hyphen = prefixed ? -1 : raw.indexOf('-');
    const joined = hyphen > 0 ? NUMBER_WORDS.get(raw.slice(0, hyphen).toLowerCase()) : undefined;
    const rest = raw.slice(hyphen + 1);
    const spelled = joined === undefined ? undefined : tens(joined, rest);
    if (prefixed) {
      tokens.push({ text: 'non', raw: raw.slice(0, prefixed[1].length), kind: 'word', canon: 'non' });
      tokens.push(wordToken(raw.slice(prefixed[1].length + 1)));
    } else if (spelled !== undefined) {
      // "twenty-five"
      tokens.push({ text: raw.toLowerCase(), raw, kind: 'number', value: spelled, canon: raw.toLowerCase() });
    } else if (joined !== undefined && /^\p{L}+$/u.test(rest) && !NUMBER_WORDS.has(rest.toLowerCase())) {
      tokens.push(wordToken(raw.slice(0, hyphen)));
      tokens.push({ text: '-', raw: '-', kind: 'symbol', canon: '' });
      tokens.push(wordToken(rest));
    } else tokens.push(wordToken(raw));
  } else {
    tokens.push({ text: m[GROUP.symbol], raw: m[GROUP.symbol], kind: 'symbol', canon: '' });
  }
}

/** A number written as tens and units ("twenty-five" → 25); undefined for any other pair. */
function tens(head: number, rest: string): number | undefined {
  const unit = NUMBER_WORDS.get(rest.toLowerCase());
  return head >= 20 && head < 100 && head % 10 === 0 && unit !== undefined && unit > 0 && unit < 10 ? head + unit : undefined;
}

const isSpace = (code: number): boolean => code === 32 || (code >= 9 && code <= 13);
const isAsciiLetter = (code: number): boolean => isAsciiLower(code) || isAsciiUpper(code);
const isAsciiWordChar = (code: number): boolean => isAsciiLetter(code) || isAsciiDigit(code) || code === 95;
/** From this length on a word may be a 24-hex object id, which TOKEN reads first. */
const HEX_ID_LENGTH = 24;

/**
 * Where the plain word starting at `at` ends, or -1: ASCII letters, digits and underscores after a letter, up to a
 * space, a closing mark or the end of the text, shorter than an object id. TOKEN reads exactly such a run as one word
 * (no other alternative starts with a letter, an e-mail address needs an @ after a run of [\w.+-], and a word goes on
 * past a dot only into a letter, digit or underscore), so most words skip the regex.
 */
function plainWordEnd(text: string, at: number): number {
  if (!isAsciiLetter(text.charCodeAt(at))) return -1;
  let end = at + 1;
  while (end < text.length && isAsciiWordChar(text.charCodeAt(end))) end++;
  if (end - at >= HEX_ID_LENGTH) return -1;
  if (end === text.length || isSpace(text.charCodeAt(end)) || isLoneMark(text.charCodeAt(end))) return end;
  return text.charCodeAt(end) === DOT && endsRun(text, end + 1) ? end : -1;
}

const DOT = 46;
/** "?", ",", ";", ":", "(", ")": marks no alternative but the symbol one starts with, and which start no two-character symbol. */
const isLoneMark = (code: number): boolean => code === 63 || code === 44 || code === 59 || code === 58 || code === 40 || code === 41;
/** Whether text[at] ends a run of word, dot, plus or hyphen characters (and so no e-mail address or dotted word goes on). */
const endsRun = (text: string, at: number): boolean =>
  at === text.length || isSpace(text.charCodeAt(at)) || isLoneMark(text.charCodeAt(at)) || text.charCodeAt(at) === 34;

/**
 * The tokens of `text`. Plain words and lone marks skip the regex (`shortcuts`), reading as it would; without them
 * every token is the regex's, which tests compare against.
 */
export function tokenize(text: string, shortcuts = true): Token[] {
  const tokens: Token[] = [];
  // an exec loop rather than matchAll: the iterator costs more than the matching on short prompts; the regex is chosen
  // when first needed (prompts of plain words and marks need none)
  let token: RegExp | undefined;
  for (let at = 0; at < text.length; ) {
    if (isSpace(text.charCodeAt(at))) {
      at++;
      continue;
    }
    const wordEnd = shortcuts ? plainWordEnd(text, at) : -1;
    if (wordEnd > 0) {
      tokens.push(plainWordToken(text, at, wordEnd));
      at = wordEnd;
      continue;
    }
    // a lone mark is a symbol, and so is a dot right after a word character (no e-mail address starts there)
    const mark = text.charCodeAt(at);
    if (shortcuts && (isLoneMark(mark) || (mark === DOT && at > 0 && isAsciiWordChar(text.charCodeAt(at - 1))))) {
      tokens.push({ text: text[at]!, raw: text[at]!, kind: 'symbol', canon: '' });
      at++;
      continue;
    }
    token ??= NON_ASCII.test(text) ? TOKEN.unicode : TOKEN.ascii;
    token.lastIndex = at;
    const m = token.exec(text);
    if (!m) break;
    pushToken(tokens, m);
    at = token.lastIndex;
  }
  return tokens;
}

const METRE_CANONS: ReadonlySet<string> = new Set([...METRE_UNITS].map(canonWord));
const DIMENSION_CANONS: ReadonlySet<string> = new Set([...LENGTH_DIMENSIONS].map(canonWord));
/** Whether some leaf of two words or more ends in a metre word (`hull_length_m`, `beam_metres`); a bare `_m` only when its name also says a dimension (`wait_m` is minutes). */
const keepsMetres = perSchema((index: FieldIndex): boolean => index.entries.some((e) => {
  const last = e.canonWords.at(-1)!;
  return !e.children.length && e.canonWords.length > 1 && METRE_CANONS.has(last) && (last.length > 1 || e.canonWords.some((w) => DIMENSION_CANONS.has(w)));
}));
/** A number with "m" written on it ("15m", "2.5M"). */
const M_SUFFIXED = /^(\d+(?:\.\d+)?)[mM]$/;

/**
 * Whether the "m" on the number at `at` is metres rather than millions: nothing follows it that it could count
 * ("2m employees"), and since the number before, a dimension or a comparative of size is said ("draft over 3m",
 * "deeper than 3m") and no verb of money or output ("cost over 20m").
 */
function saysMetres(tokens: readonly Token[], at: number): boolean {
  // "between 12m and 18m": the far end of a range reads as the near one
  if (RANGE_JOINS.has(tokens[at - 1]?.text ?? '') && M_SUFFIXED.test(tokens[at - 2]?.raw ?? '')) return saysMetres(tokens, at - 2);
  // "12m to 18m": the near end of a range is closed by the join to the far one
  const joinsRange = RANGE_JOINS.has(tokens[at + 1]?.text ?? '') && M_SUFFIXED.test(tokens[at + 2]?.raw ?? '');
  if (!closesAt(tokens, at + 1) && !joinsRange) return false;
  let length = false;
  for (let j = at - 1; j >= 0 && tokens[j]!.kind !== 'number'; j--) {
    const t = tokens[j]!;
    if (MILLIONS_VERBS.has(t.text)) return false;
    length ||= LENGTH_COMPARATIVE_WORDS.has(t.text) || DIMENSION_CANONS.has(t.canon);
  }
  return length;
}

/**
 * "15m" read as metres (see saysMetres) where the records keep a length in metres becomes the number and the unit
 * "m"; everywhere else it stays one token, millions.
 */
function metreSplit(tokens: readonly Token[]): Token[] {
  return tokens.flatMap((t, i) => {
    const m = t.kind === 'number' ? M_SUFFIXED.exec(t.raw) : null;
    return m && saysMetres(tokens, i) ? [{ text: m[1]!, raw: t.raw, kind: 'number', value: Number(m[1]), canon: m[1]! }, wordToken('m')] : [t];
  });
}

/** tokenise: the stream every later stage reads; rawTokens is its lower-cased text. */
export function tokenizeStage(ctx: EngineContext): void {
  const tokens = keepsMetres(ctx.index) ? metreSplit(tokenize(ctx.text)) : tokenize(ctx.text);
  ctx.tokens = tokens;
  const starts: number[] = [];
  const texts: string[] = [];
  const parts: string[] = [];
  // joined once from its parts: appending to one string made a rope node per token
  let length = 0;
  for (const t of tokens) {
    const part = t.kind === 'quoted' ? '\u0000' : t.kind === 'number' && t.value !== undefined ? String(t.value) : t.text;
    if (parts.length) length++;
    starts.push(length);
    length += part.length;
    parts.push(part);
    texts.push(t.text);
  }
  ctx.joined = parts.join(' ');
  ctx.starts = starts;
  ctx.roles = new Array(tokens.length);
  propose(ctx, { member: 'rawTokens', apply: 'replace', value: texts, confidence: 1, rule: 'tokenize.words' });
}
