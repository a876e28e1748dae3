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
