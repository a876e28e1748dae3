import type { EngineContext, Token } from '../context.ts';
import { NUMBER_WORDS } from '../lexicon/words.ts';
import { canonWord } from '../text.ts';

/**
 * Quoted values first (kept whole, as are e-mail addresses and 24-hex object ids, which are literal values too), then decades ("1970s", "'90s"), then numbers (with thousands separators, decimals, %, k/m suffixes), then words
 * (letters of any script, inner apostrophes, dots and hyphens kept: "user.name", "pg-13", "o'brien"), then any
 * other single symbol. Every alternative consumes at least one character, so tokenising is linear.
 */
const TOKEN = new RegExp(
  [
    String.raw`"([^"]{1,300})"`,
    String.raw`(?<![\p{L}\p{N}])'([^']{1,300})'(?![\p{L}\p{N}])`,
    String.raw`((?<![\w.+\-])[\w.+\-]{1,64}@[\w\-]{1,63}(?:\.[\w\-]{1,63}){1,8}|(?<![\p{L}\p{N}])[0-9a-fA-F]{24}(?![\p{L}\p{N}]))`,
    String.raw`(?<![\p{L}\p{N}])'?(\d0s|\d{3}0s)(?![\p{L}\p{N}])`,
    String.raw`([$€£]?\d{1,3}(?:,\d{3})+(?:\.\d+)?%?|[$€£]?\d+(?:\.\d+)?(?:%|[kKmM]\b)?)(?![\p{L}\p{N}_])`,
    String.raw`([\p{L}\p{N}_]+(?:[.'\-][\p{L}\p{N}_]+)*)`,
    String.raw`(<=|>=|!=|==|=>|=<|[^\s\p{L}\p{N}])`,
  ].join('|'),
  'gu',
);
const MAX_TOKEN = 120;
const NEGATED_PREFIX = /^(non)-(.+)$/;

function numberValue(raw: string): number | undefined {
  const cleaned = raw.replace(/[$€£,%]/g, '');
  const scale = /k$/i.test(cleaned) ? 1e3 : /m$/i.test(cleaned) ? 1e6 : 1;
  const value = Number(cleaned.replace(/[kKmM]$/, '')) * scale;
  return Number.isFinite(value) ? value : undefined;
}

function wordToken(raw: string): Token {
  const text = raw.toLowerCase();
  const value = NUMBER_WORDS.get(text);
  return value === undefined ? { text, raw, kind: 'word', canon: canonWord(text) } : { text, raw, kind: 'number', value, canon: text };
}

/** tokenise: the stream every later stage reads; rawTokens is its lower-cased text. */
export function tokenizeStage(ctx: EngineContext): void {
  const tokens: Token[] = [];
  for (const m of ctx.text.matchAll(TOKEN)) {
    const quoted = m[1] ?? m[2] ?? m[3];
    if (quoted !== undefined) {
      const inner = quoted.trim();
      if (inner) tokens.push({ text: inner.toLowerCase(), raw: inner, kind: 'quoted', canon: '' });
    } else if (m[4] !== undefined) {
      tokens.push({ text: m[4], raw: m[4], kind: 'word', canon: m[4] });
    } else if (m[5] !== undefined) {
      tokens.push({ text: m[5].toLowerCase(), raw: m[5], kind: 'number', value: numberValue(m[5]), canon: m[5] });
    } else if (m[6] !== undefined) {
      const raw = m[6].length > MAX_TOKEN ? m[6].slice(0, MAX_TOKEN) : m[6];
      // "non-" is three letters and a hyphen whatever the case: skip the regex for the many words without one there
      const prefixed = raw[3] === '-' ? NEGATED_PREFIX.exec(raw.toLowerCase()) : null;
      // "non-English" reads as the negation followed by the value
      if (prefixed) {
        tokens.push({ text: 'non', raw: raw.slice(0, prefixed[1].length), kind: 'word', canon: 'non' });
        tokens.push(wordToken(raw.slice(prefixed[1].length + 1)));
      } else tokens.push(wordToken(raw));
    } else {
      tokens.push({ text: m[7], raw: m[7], kind: 'symbol', canon: '' });
    }
  }
  ctx.tokens = tokens;
  const starts: number[] = [];
  let offset = 0;
  const parts = tokens.map((t) => {
    starts.push(offset);
    const part = t.kind === 'quoted' ? '\u0000' : t.kind === 'number' && t.value !== undefined ? String(t.value) : t.text;
    offset += part.length + 1;
    return part;
  });
  ctx.joined = parts.join(' ');
  ctx.starts = starts;
  ctx.roles = new Array(tokens.length);
  ctx.analysis.rawTokens = tokens.map((t) => t.text);
}
