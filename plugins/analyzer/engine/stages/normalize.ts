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

/** normalise: one Unicode form, plain quotes and dashes, no control characters, single spaces. */
export function normalizeStage(ctx: EngineContext): void {
  if (!NEEDS_NORMALISING.test(ctx.prompt)) {
    ctx.text = ctx.prompt.trim();
    return;
  }
  ctx.text = ctx.prompt
    .normalize('NFKC')
    .replace(CONTROL, ' ')
    .replace(SMART_QUOTES, "'")
    .replace(SMART_DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .replace(SPACES, ' ')
    .trim();
}
