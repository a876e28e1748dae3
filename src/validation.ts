import { ValueErrorType } from '@sinclair/typebox/errors';
import { apiError, ApiError, type ErrorCode } from './errors.ts';

/**
 * Maps a schema validation failure to the contract's error. A schema member that carries
 * `x-limit-error` (e.g. prompt's maxLength → `prompt_too_long`) reports its own code with `limit` (its
 * `x-limit` when the schema bound is a looser one, such as UTF-16 units for a limit in code points) when only
 * its size bound failed. A member that carries `x-error` reports that code instead of the generic 400
 * `Bad request`, with `fields: {member: reason}`, and `x-pattern-reason` says what its pattern means (e.g.
 * src/db/text.ts: text the database can store). Every other failure is `Bad request` naming the member.
 */
interface ValueErrorLike {
  type?: number;
  path: string;
  message: string;
  value: unknown;
  schema: Record<string, unknown>;
}

/** Characters as people count them: Unicode code points, so an emoji is one, not two UTF-16 units. */
export function codePointLength(text: string): number {
  let length = text.length;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xdc00 && unit <= 0xdfff && index > 0) {
      const previous = text.charCodeAt(index - 1);
      if (previous >= 0xd800 && previous <= 0xdbff) length--;
    }
  }
  return length;
}

function sizeOf(value: unknown): number | null {
  if (typeof value === 'string') return codePointLength(value);
  if (Array.isArray(value)) return value.length;
  return null;
}

/** The contract's size error: `<member> has <size> characters|entries; the limit is <limit>`, with `limit`. */
export function limitExceeded(code: ErrorCode, member: string, value: string | unknown[], limit: number): ApiError {
  const noun = typeof value === 'string' ? 'characters' : 'entries';
  return apiError(code, `${member} has ${sizeOf(value)} ${noun}; the limit is ${limit}`, { limit });
}

function limitBreached(error: ValueErrorLike): ApiError | null {
  const code = error.schema['x-limit-error'];
  const limit = (error.schema['x-limit'] ?? error.schema.maxLength ?? error.schema.maxItems) as number | undefined;
  const size = sizeOf(error.value);
  if (typeof code !== 'string' || limit === undefined || size === null || size <= limit) return null;
  return limitExceeded(code as ErrorCode, error.path.slice(1), error.value as string | unknown[], limit);
}

/**
 * A top-level member over its size bound, found by comparing lengths only. TypeBox's error walk visits every item
 * of an oversized array (a 100,000-entry `fields` costs it a quarter of a second), so bounds are checked first and
 * the walk only ever runs over members within their bounds.
 */
export function sizeBoundBreach(schema: unknown, value: unknown): ApiError | null {
  const properties = (schema as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties;
  if (!properties || value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  for (const [name, member] of Object.entries(properties)) {
    const item = Object.hasOwn(value, name) ? (value as Record<string, unknown>)[name] : undefined;
    const bound = Array.isArray(item) ? member.maxItems : typeof item === 'string' ? (member['x-limit'] ?? member.maxLength) : undefined;
    const size = sizeOf(item);
    if (typeof bound !== 'number' || size === null || size <= bound) continue;
    const code = member['x-limit-error'];
    if (typeof code === 'string') return limitExceeded(code as ErrorCode, name, item as string | unknown[], bound);
    return apiError('Bad request', `${name}: holds ${size} ${Array.isArray(item) ? 'entries' : 'characters'}; the limit is ${bound}`);
  }
  return null;
}

export function validationError(errors: readonly ValueErrorLike[], badRequestCode = 'Bad request'): ApiError {
  const sizeErrors = errors.map(limitBreached);
  const structural = errors.filter((_, index) => sizeErrors[index] === null);
  if (structural.length === 0 && sizeErrors[0]) return sizeErrors[0];
  const first = structural[0] ?? errors[0];
  const member = (first?.path ? first.path.slice(1).replace(/\//g, '.') : '') || 'body';
  const reason = first ? describe(first) : 'invalid request';
  const ownCode = first?.value !== undefined ? first.schema['x-error'] : undefined;
  if (typeof ownCode === 'string') return new ApiError(400, ownCode, `${member}: ${reason}`, { fields: { [member]: reason } });
  return new ApiError(400, badRequestCode, `${member}: ${reason}`);
}

export function describe(error: Pick<ValueErrorLike, 'message' | 'value' | 'schema'> & { type?: number }): string {
  if (error.value === undefined) return 'is required';
  const patternReason = error.schema['x-pattern-reason'];
  if (error.type === ValueErrorType.StringPattern && typeof patternReason === 'string') return patternReason;
  return String(error.message).toLowerCase();
}
