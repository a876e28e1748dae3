import { isStorableText, STORABLE_TEXT_REASON } from '../../../src/db/text.ts';
import { emailDomain } from '../email.ts';
import { matchesPattern, patternCost, PATTERN_BUDGET } from './patterns.ts';

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

const PHONE = /^\+?[0-9 ().-]{6,20}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
export const DEFAULT_MAX_TEXT = 10_000;

const isBlank = (value: Scalar | undefined) => value === undefined || value === null || value === '';

function checkText(field: FieldDefinition, value: Scalar): string | null {
  if (typeof value !== 'string') return 'must be a string';
  if (field.minLength !== undefined && value.length < field.minLength) return `must be at least ${field.minLength} characters`;
  if (value.length > (field.maxLength ?? DEFAULT_MAX_TEXT)) return `must be at most ${field.maxLength ?? DEFAULT_MAX_TEXT} characters`;
  if (field.pattern !== undefined && !matchesPattern(field.pattern, value)) return 'does not match the required pattern';
  return null;
}

const TYPE_CHECKS: Record<FieldType, (field: FieldDefinition, value: Scalar) => string | null> = {
  text: checkText,
  email: (field, value) => checkText(field, value) ?? (emailDomain(value as string) !== null ? null : 'must be an e-mail address'),
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

/**
 * Texts of a form body (URL-encoded or multipart) read as another text for a field type before validation: a
 * checkbox without a value attribute sends "on" when checked (and nothing when not), so "on" is a boolean's true.
 */
export const FORM_BODY_READINGS: Partial<Record<FieldType, Readonly<Record<string, string>>>> = { boolean: { on: 'true' } };

/** Member name → what is wrong with it; a null-prototype record, so any member name is an ordinary key. */
export type Problems = Record<string, string>;

export const newRecord = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

const memberProblem = (name: string, value: unknown): string | null => {
  if (!isStorableText(name)) return STORABLE_TEXT_REASON;
  if (value !== null && typeof value === 'object') return 'must be a scalar';
  return typeof value === 'string' && !isStorableText(value) ? STORABLE_TEXT_REASON : null;
};

/**
 * The submission must be a flat JSON object of scalars, its names and string values text the database can
 * store: null when it is, else 'not_object' or the offending members (named, never echoed as values).
 */
export function payloadProblems(payload: unknown): 'not_object' | Problems | null {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return 'not_object';
  const problems = newRecord<string>();
  for (const [name, value] of Object.entries(payload)) {
    const problem = memberProblem(name, value);
    if (problem) problems[name] = problem;
  }
  return Object.keys(problems).length ? problems : null;
}

/**
 * What is wrong with a form's field list, or null: a name used twice, a select without options, a pattern RE2
 * cannot compile, or patterns costlier together than PATTERN_BUDGET (program size × maxLength).
 */
export function definitionProblem(fields: readonly Pick<FieldDefinition, 'name' | 'type' | 'pattern' | 'maxLength' | 'options'>[]): string | null {
  const names = new Set<string>();
  let cost = 0;
  for (const field of fields) {
    if (names.has(field.name)) return `field ${field.name} appears twice`;
    names.add(field.name);
    if (field.type === 'select' && !field.options?.length) return `select field ${field.name} needs options`;
    if (field.pattern === undefined) continue;
    const fieldCost = patternCost(field.pattern, field.maxLength ?? DEFAULT_MAX_TEXT);
    if (fieldCost === null) return `field ${field.name} has a pattern RE2 cannot compile (no lookaround or backreferences)`;
    cost += fieldCost;
  }
  return cost > PATTERN_BUDGET
    ? `the patterns cost ${cost} steps per submission at worst (program size × maxLength); the limit is ${PATTERN_BUDGET}: lower maxLength or simplify them`
    : null;
}

/** What a form does with members it does not declare: keep them (the default) or answer 400 naming them. */
export const UNDECLARED_POLICIES = ['keep', 'reject'] as const;
export type UndeclaredPolicy = (typeof UNDECLARED_POLICIES)[number];

export const UNDECLARED_REASON = 'is not a field of this form';

/**
 * Checks a flat payload against the form's fields. Declared fields are checked by type (blanks of optional
 * ones are left out); undeclared members are kept as submitted, or, under `reject`, each is a problem. `omit`
 * names members that are never data (the active honeypot). Returns the data to store or the problems per
 * member. Only the payload's own members count, and both results have no prototype: members named
 * `__proto__`, `constructor` or `toString` are members like any other.
 */
export function validateSubmission(fields: readonly FieldDefinition[], payload: Record<string, Scalar>,
  options: { undeclared?: UndeclaredPolicy; omit?: readonly string[] } = {}):
  { ok: true; data: Record<string, Scalar> } | { ok: false; problems: Problems } {
  const problems = newRecord<string>();
  const data = newRecord<Scalar>();
  const declared = new Set(fields.map((field) => field.name));
  for (const field of fields) {
    const value = Object.hasOwn(payload, field.name) ? payload[field.name] : undefined;
    if (isBlank(value)) {
      if (field.required) problems[field.name] = 'is required';
      continue;
    }
    const problem = TYPE_CHECKS[field.type](field, value as Scalar);
    if (problem) problems[field.name] = problem;
    else data[field.name] = value as Scalar;
  }
  for (const name of Object.keys(payload)) {
    if (declared.has(name) || options.omit?.includes(name)) continue;
    if (options.undeclared === 'reject') problems[name] = UNDECLARED_REASON;
    else data[name] = payload[name]!;
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, data };
}

/** Names in stored data that the form does not declare (now), sorted. */
export const undeclaredNames = (fields: readonly Pick<FieldDefinition, 'name'>[], data: Record<string, Scalar>): string[] => {
  const declared = new Set(fields.map((field) => field.name));
  return Object.keys(data).filter((name) => !declared.has(name)).sort();
};
