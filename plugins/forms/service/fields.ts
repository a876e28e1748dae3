/**
 * Form field definitions and submission validation. Rules are data on each field; each type knows how to
 * check a scalar value. A failure names the field and the reason, for a 400 that lists every offending field.
 */
export const FIELD_TYPES = ['text', 'email', 'number', 'boolean', 'date', 'url', 'phone', 'select'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldRules {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: string;
  options?: string[];
}

export interface FieldDefinition extends FieldRules {
  name: string;
  type: FieldType;
  required: boolean;
  label?: string;
}

export type Scalar = string | number | boolean | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{6,20}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const DEFAULT_MAX_TEXT = 10_000;

const isBlank = (value: Scalar | undefined) => value === undefined || value === null || value === '';

function checkText(field: FieldDefinition, value: Scalar): string | null {
  if (typeof value !== 'string') return 'must be a string';
  if (field.minLength !== undefined && value.length < field.minLength) return `must be at least ${field.minLength} characters`;
  if (value.length > (field.maxLength ?? DEFAULT_MAX_TEXT)) return `must be at most ${field.maxLength ?? DEFAULT_MAX_TEXT} characters`;
  if (field.pattern !== undefined && !new RegExp(field.pattern, 'u').test(value)) return 'does not match the required pattern';
  return null;
}

const TYPE_CHECKS: Record<FieldType, (field: FieldDefinition, value: Scalar) => string | null> = {
  text: checkText,
  email: (field, value) => checkText(field, value) ?? (EMAIL.test(value as string) ? null : 'must be an e-mail address'),
  phone: (field, value) => checkText(field, value) ?? (PHONE.test(value as string) ? null : 'must be a phone number'),
  url: (field, value) => {
    const textError = checkText(field, value);
    if (textError) return textError;
    try {
      const url = new URL(value as string);
      return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'must be an http(s) URL';
    } catch {
      return 'must be a URL';
    }
  },
  date: (_, value) =>
    typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? null : 'must be an ISO 8601 date',
  number: (field, value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number)) return 'must be a number';
    if (field.min !== undefined && number < field.min) return `must be at least ${field.min}`;
    if (field.max !== undefined && number > field.max) return `must be at most ${field.max}`;
    return null;
  },
  boolean: (_, value) => (typeof value === 'boolean' || value === 'true' || value === 'false' ? null : 'must be true or false'),
  select: (field, value) =>
    typeof value === 'string' && (field.options ?? []).includes(value) ? null : `must be one of ${(field.options ?? []).join(', ')}`,
};

export type PayloadProblem = { kind: 'not_object' } | { kind: 'nested'; fields: string[] };

/** The submission must be a flat JSON object of scalars. */
export function flatPayloadProblem(payload: unknown): PayloadProblem | null {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return { kind: 'not_object' };
  const nested = Object.entries(payload).filter(([, value]) => value !== null && typeof value === 'object').map(([name]) => name);
  return nested.length ? { kind: 'nested', fields: nested } : null;
}

/**
 * Checks the known fields of a flat payload and keeps only them (the honeypot and unknown members are dropped
 * after spam screening has seen the raw payload). Returns the cleaned data or the problems per field.
 */
export function validateSubmission(fields: readonly FieldDefinition[], payload: Record<string, Scalar>):
  { ok: true; data: Record<string, Scalar> } | { ok: false; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const data: Record<string, Scalar> = {};
  for (const field of fields) {
    const value = payload[field.name];
    if (isBlank(value)) {
      if (field.required) problems[field.name] = 'is required';
      continue;
    }
    const problem = TYPE_CHECKS[field.type](field, value as Scalar);
    if (problem) problems[field.name] = problem;
    else data[field.name] = value as Scalar;
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, data };
}
