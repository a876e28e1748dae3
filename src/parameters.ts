import type { TObject, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ApiError } from './errors.ts';
import { describe } from './validation.ts';

const PLAIN_INTEGER = /^-?[0-9]{1,15}$/;

type Checker = (name: string, raw: string | null) => void;

/** Elysia's `t.Integer` is a union with a numeric string (for coercion): the integer member holds the rules. */
const integerMember = (schema: TSchema): TSchema | undefined =>
  schema.type === 'integer' ? schema : (schema.anyOf as TSchema[] | undefined)?.find((member) => member.type === 'integer');

function checker(schema: TSchema): Checker {
  const integer = integerMember(schema);
  const compiled = TypeCompiler.Compile(integer ?? schema);
  return (name, raw) => {
    const value = integer && raw !== null && PLAIN_INTEGER.test(raw) ? Number(raw) : raw;
    if (compiled.Check(value)) return;
    const [first] = compiled.Errors(value);
    const reason = raw === null ? 'must be valid percent-encoded UTF-8'
      : integer && typeof value === 'string' ? 'must be an integer'
      : Array.isArray(schema.enum) ? `must be one of ${schema.enum.join(', ')}`
      : first ? describe(first) : 'is invalid';
    throw invalidParameter(name, reason);
  };
}

export const invalidParameter = (name: string, reason: string) =>
  new ApiError(400, 'invalid_parameter', `${name}: ${reason}`, { parameter: name });

const checkers = (schema: TObject | undefined) =>
  Object.entries(schema?.properties ?? {}).map(([name, property]) => [name, checker(property)] as const);

/**
 * Path and query parameters checked against the route's own schemas before Elysia coerces them, so that every
 * failure is 400 `invalid_parameter` naming the parameter: a repeated query parameter (`limit=1&limit=2`, which
 * would otherwise silently take the last), an integer written other than in plain decimal (`1.5`, `1e1`, `0x10`,
 * ` 5`), a value out of range, or a path segment that is not valid percent-encoded UTF-8. Parameters the schema
 * does not name are ignored. `checkedParameters` gives a route its schemas and this check (as `transform`, which
 * runs before validation) from one source.
 */
export function strictParameters(schemas: { query?: TObject; params?: TObject }) {
  const query = checkers(schemas.query);
  const params = checkers(schemas.params);
  return ({ request, params: values }: { request: Request; params: Record<string, string | null | undefined> }) => {
    for (const [name, check] of params) check(name, values[name] ?? null);
    if (!query.length) return;
    // the query string cut from the URL: no second parse of the whole URL per request
    const url = request.url;
    const start = url.indexOf('?');
    const search = new URLSearchParams(start === -1 ? '' : url.slice(start + 1));
    for (const [name, check] of query) {
      const raw = search.getAll(name);
      if (raw.length > 1) throw invalidParameter(name, 'must appear at most once');
      if (raw.length === 1) check(name, raw[0]!);
    }
  };
}

/** A route's path and query schemas, and the strict check that names the parameter failing them. */
export const checkedParameters = <S extends { params?: TObject; query?: TObject }>(schemas: S) => ({ ...schemas, transform: strictParameters(schemas) });
