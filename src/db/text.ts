import { t } from 'elysia';

/**
 * Text PostgreSQL can store as it was sent. `text` and `jsonb` refuse NUL (a 500 if it reaches a query), and a
 * lone UTF-16 surrogate is either refused (jsonb) or silently replaced by U+FFFD on the way to UTF-8 (text), so
 * both are refused at the edge with a 400. Every other code point (emoji, CJK, RTL, controls) is stored intact.
 */
export const STORABLE_TEXT_REASON = 'must be valid Unicode text without NUL characters';

/** For JSON Schema (TypeBox compiles patterns without the `u` flag, so this matches UTF-16 code units). */
export const STORABLE_TEXT_PATTERN = '^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$';

export const isStorableText = (value: string): boolean => value.isWellFormed() && !value.includes('\u0000');

/**
 * A string member the database stores. Give it a maxLength: the pattern runs after the length check, and is
 * linear but not free on megabyte strings. A failure is 400 `invalid_payload` naming the member (see
 * src/validation.ts); as a path or query parameter, 400 `invalid_parameter` (src/parameters.ts).
 */
export const StorableText = (options: Parameters<typeof t.String>[0] = {}) =>
  t.String({ ...options, pattern: STORABLE_TEXT_PATTERN, 'x-error': 'invalid_payload', 'x-pattern-reason': STORABLE_TEXT_REASON });
