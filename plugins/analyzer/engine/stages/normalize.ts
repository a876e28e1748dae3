import type { EngineContext } from '../context.ts';

// Control characters and zero-width marks carry no meaning and would break token boundaries.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202F\u2060-\u206F\uFEFF]/g;
const SMART_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u00B4`]/g;
const SMART_DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;
const DASHES = /[\u2010-\u2015\u2212]/g;
const SPACES = /\s+/g;

/**
 * Text none of the rules below can change but the trim: printable ASCII without the backtick and without two spaces
 * in a row. Most prompts are such text, and one test is cheaper than the five passes.
 */
const NEEDS_NORMALISING = /[^\x20-\x5F\x61-\x7E]| {2}/;

/**
 * The number sign written for "number of" ("# of bikes", "# riders per club"): a free-standing `#` before a word, not
 * one glued to an id ("#4471").
 */
const NUMBER_SIGN = /(^|\s)#(?:\s+of)?\s+(?=[\p{L}])/giu;
/** How many number signs are said out: a question asks for a few counts; a prompt of hundreds is not let grow fivefold. */
const MAX_NUMBER_SIGNS = 8;

/** The prompt with its first MAX_NUMBER_SIGNS free-standing number signs said out as "number of". */
function sayNumberSigns(prompt: string): string {
  let left = MAX_NUMBER_SIGNS;
  return prompt.replace(NUMBER_SIGN, (sign: string, lead: string) => (left-- > 0 ? `${lead}number of ` : sign));
}

/** normalise: one Unicode form, plain quotes and dashes, no control characters, single spaces, "#" said out. */
export function normalizeStage(ctx: EngineContext): void {
  const prompt = ctx.prompt.includes('#') ? sayNumberSigns(ctx.prompt) : ctx.prompt;
  if (!NEEDS_NORMALISING.test(prompt)) {
    ctx.text = prompt.trim();
    return;
  }
  ctx.text = prompt
    .normalize('NFKC')
    .replace(CONTROL, ' ')
    .replace(SMART_QUOTES, "'")
    .replace(SMART_DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .replace(SPACES, ' ')
    .trim();
}
