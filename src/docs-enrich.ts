import { OptionalKind } from '@sinclair/typebox';
import { accessFor, type Access } from '../plugins/auth/policy.ts';
import { OPERATOR_REFUSALS } from '../plugins/auth/index.ts';
import {
  GET_WITH_BODY_ERRORS, HEADER_COMPONENTS, NAME_EXAMPLES, PARAMETER_OVERRIDES, PARAMETERS_WITHOUT_EXAMPLE, type HeaderDoc, REQUEST_EXAMPLES, RESPONSE_HEADERS, RESPONSE_OVERRIDES, ROUTE_ERRORS, ROUTE_HEADERS,
} from './docs-data.ts';
import { exampleOf, type JsonSchema } from './docs-examples.ts';
import { ERROR_CATALOGUE, ERROR_MEANINGS, ErrorBody, type ErrorCode } from './errors.ts';

export type RouteList = () => ReadonlyArray<{ method: string; path: string }>;
interface RouteHooks { body?: JsonSchema; params?: unknown; query?: unknown }

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** Elysia types a coerced query member as `anyOf [string with this format, the real type]`. */
const COERCED_FORMATS = new Set(['integer', 'numeric', 'boolean']);
const ERROR_SCHEMA_REF = '#/components/schemas/Error';
const GATE_FAILURES: ErrorCode[] = ['missing_api_key', 'invalid_api_key', 'revoked_api_key', 'verify_timeout', 'verify_upstream_error', 'storage_unavailable', 'rate_limited'];
const RETRY_STATUSES = new Set(['429', '503']);

/** The gate policy (plugins/auth/policy.ts) of a path, as the document's security and the gate's error codes. */
const ACCESS_DOCS: { [K in Access['kind']]: (access: Extract<Access, { kind: K }>) => { security: object[]; codes: ErrorCode[] } } = {
  open: () => ({ security: [], codes: [] }),
  public: () => ({ security: [{ bearerAuth: [] }, { apiKeyHeader: [] }, {}], codes: ['rate_limited'] }),
  operator: (access) => ({
    security: [{ [`${access.secret}Token`]: [] }, ...(access.secret === 'metrics' ? [{}] : [])],
    codes: [OPERATOR_REFUSALS[access.secret].code, 'rate_limited'],
  }),
  service: (access) => ({
    security: [{ bearerAuth: [] }, { apiKeyHeader: [] }],
    codes: [
      ...GATE_FAILURES, 'secret_key_in_url', ...(access.tls ? ['https_required' as const] : []),
      ...(access.resource ? ['invalid_parameter', 'forbidden', 'form_not_found'] as const : []),
      // a publishable forms key: refused off the page routes, and on them from an origin the form does not allow
      ...(access.service === 'forms' ? ['publishable_key_forbidden' as const, ...(access.page ? ['origin_not_allowed' as const] : [])] : []),
    ],
  }),
};

const OPERATOR_SCHEMES = {
  adminToken: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <ADMIN_TOKEN> (the /admin API).' },
  portalToken: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <PORTAL_SECRET> (the portal protocol between processes).' },
  metricsToken: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <METRICS_TOKEN>, when the server has one.' },
};

const accessDoc = (access: Access) => (ACCESS_DOCS[access.kind] as (access: Access) => { security: object[]; codes: ErrorCode[] })(access);
const samplePath = (path: string) => path.replace(/\{[^}]+\}/g, 'x');
const unique = <T>(values: T[]) => [...new Set(values)];
const headerRefs = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
const plain = (schema: unknown): JsonSchema => JSON.parse(JSON.stringify(schema));

/**
 * JSON Schema as clients read it: Elysia's `t.Integer`/`t.Numeric`/`t.BooleanString` also accept a numeric string
 * (`anyOf [string with format integer, integer]`); the document shows the real type. TypeBox tuples (`items` as an
 * array) become 2020-12 `prefixItems`.
 */
function clientSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(clientSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const { anyOf, ...rest } = schema as JsonSchema;
  const members = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, clientSchema(value)]));
  if (Array.isArray(members.items)) {
    const { items, additionalItems: _closed, ...array } = members;
    return { ...array, prefixItems: items, items: false };
  }
  if (!Array.isArray(anyOf)) return members;
  const real = anyOf.filter((member: JsonSchema) => !(member.type === 'string' && COERCED_FORMATS.has(member.format)));
  if (real.length === 1 && real.length < anyOf.length) {
    const { default: _coercedDefault, ...member } = clientSchema(real[0]) as JsonSchema;
    return { ...member, ...members };
  }
  return { ...members, anyOf: clientSchema(real) };
}

/** `x-error` and `x-limit-error` codes anywhere in a body schema: the codes its validation failures answer. */
function schemaCodes(schema: unknown): ErrorCode[] {
  if (schema === null || typeof schema !== 'object') return [];
  const own = ['x-error', 'x-limit-error'].map((key) => (schema as JsonSchema)[key]).filter((code): code is ErrorCode => code in ERROR_CATALOGUE);
  return [...own, ...Object.values(schema).flatMap(schemaCodes)];
}

function parameterDocs(operation: JsonSchema, name: string, path: string, resolve: (ref: string) => JsonSchema) {
  const overrides = PARAMETER_OVERRIDES[name] ?? {};
  const parameters: JsonSchema[] = (operation.parameters ?? []).map((parameter: JsonSchema) => {
    const schema = overrides[parameter.name] ?? parameter.schema;
    const collection = path.match(new RegExp(`/([^/]+)/\\{${parameter.name}\\}`))?.[1];
    if (PARAMETERS_WITHOUT_EXAMPLE.has(parameter.name)) return { ...parameter, schema };
    return { ...parameter, schema, example: NAME_EXAMPLES[`${collection}.${parameter.name}`] ?? exampleOf(schema, resolve, parameter.name) };
  });
  const headers: HeaderDoc[] = [{ name: 'X-Request-Id', description: HEADER_COMPONENTS['X-Request-Id']!.description, example: 'checkout-7f3a' }, ...(ROUTE_HEADERS[name] ?? [])];
  for (const header of headers) {
    parameters.push({ name: header.name, in: 'header', required: false, description: header.description, schema: header.schema ?? { type: 'string' }, example: header.example });
  }
  operation.parameters = parameters;
}

/** The request body from the route's own schema (the plugin drops it when a global parser is registered). */
function bodyDocs(operation: JsonSchema, name: string, body: JsonSchema | undefined, resolve: (ref: string) => JsonSchema) {
  if (!body) return;
  const schema = clientSchema(plain(body)) as JsonSchema;
  operation.requestBody = {
    ...(schema.description ? { description: schema.description } : {}),
    required: !(OptionalKind in body),
    content: { 'application/json': { schema, example: REQUEST_EXAMPLES[name] ?? exampleOf(schema, resolve) } },
  };
}

function errorResponse(codes: ErrorCode[], headers: object) {
  return {
    description: codes.map((code) => `\`${code}\`: ${ERROR_MEANINGS[code]}`).join('\n\n'),
    headers,
    content: {
      'application/json': {
        schema: { allOf: [{ $ref: ERROR_SCHEMA_REF }, { type: 'object', required: ['error'], properties: { error: { type: 'string', enum: codes } } }] },
        examples: Object.fromEntries(codes.map((code) => [code, {
          summary: ERROR_MEANINGS[code],
          value: { error: code, message: ERROR_MEANINGS[code], requestId: HEADER_COMPONENTS['X-Request-Id']!.example },
        }])),
      },
    },
  };
}

function responseDocs(operation: JsonSchema, name: string, codes: ErrorCode[], limited: boolean, resolve: (ref: string) => JsonSchema) {
  const successHeaders = headerRefs([...RESPONSE_HEADERS.always, ...(limited ? RESPONSE_HEADERS.limited : [])]);
  const responses: Record<string, JsonSchema> = { ...operation.responses, ...RESPONSE_OVERRIDES[name] };
  for (const [status, response] of Object.entries(responses)) {
    const schema = response.content?.['application/json']?.schema;
    if (schema?.description === ErrorBody.description) delete responses[status];
  }
  for (const response of Object.values(responses)) {
    response.headers = { ...successHeaders, ...response.headers };
    for (const media of Object.values<JsonSchema>(response.content ?? {})) {
      if (!('example' in media) && !media.examples) media.example = exampleOf(media.schema ?? {}, resolve);
    }
  }
  const byStatus: Record<string, ErrorCode[]> = {};
  for (const code of codes) (byStatus[String(ERROR_CATALOGUE[code])] ??= []).push(code);
  for (const [status, statusCodes] of Object.entries(byStatus)) {
    responses[status] = errorResponse(statusCodes, { ...successHeaders, ...(RETRY_STATUSES.has(status) ? headerRefs(RESPONSE_HEADERS.retry) : {}) });
  }
  operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Completes the document @elysiajs/openapi generates: request bodies, typed query parameters, the headers each
 * route reads and answers, security and error responses per route from the gate policy and the error catalogue,
 * and an example on every request and response. Pure: returns a new document.
 */
export function enrichDocument(generated: JsonSchema, routes: RouteList): JsonSchema {
  const document = clientSchema(generated) as JsonSchema;
  const resolve = (ref: string) => document.components.schemas[ref.split('/').pop()!];
  const hooksOf = new Map(routes().map((route) => [
    `${route.method} ${route.path.replace(/:([^/]+)/g, '{$1}')}`, (route as { hooks?: RouteHooks }).hooks ?? {},
  ]));
  for (const [path, item] of Object.entries<JsonSchema>(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const name = `${method.toUpperCase()} ${path}`;
      const hooks = hooksOf.get(name) ?? {};
      const policy = accessFor(samplePath(path));
      const access = accessDoc(policy);
      operation.security = access.security;
      parameterDocs(operation, name, path, resolve);
      bodyDocs(operation, name, hooks.body, resolve);
      const codes = unique<ErrorCode>([
        ...access.codes,
        ...(hooks.params || hooks.query ? ['invalid_parameter' as const] : []),
        ...(hooks.body ? ['Bad request' as const, 'payload_too_large' as const, ...schemaCodes(hooks.body)] : []),
        ...(method === 'get' ? GET_WITH_BODY_ERRORS : []),
        ...(ROUTE_ERRORS[name] ?? []),
        'internal_error',
      ]);
      responseDocs(operation, name, codes, policy.kind !== 'open', resolve);
    }
  }
  document.components.schemas.Error = plain(ErrorBody);
  document.components.headers = HEADER_COMPONENTS;
  Object.assign(document.components.securitySchemes, OPERATOR_SCHEMES);
  return document;
}
