import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CATALOGUE, type ErrorCode } from '../../src/errors.ts';
import { PARAMETERS_WITHOUT_EXAMPLE, REQUEST_EXAMPLES, ROUTE_ERRORS, ROUTE_HEADERS, UNROUTED_ERRORS } from '../../src/docs-data.ts';
import { testApp, type TestApp } from '../support/app.ts';
import { mediaOf, operations, schemaValidator, type Json } from './support.ts';

let server: TestApp;
let document: Json;

beforeAll(async () => {
  server = await testApp({ PORTAL_SECRET: 'portal-secret-0123456789abcdef' });
  document = await (await server.request('/swagger/json')).json();
});
afterAll(() => server.close());


describe('examples', () => {
  test('every request body, parameter and response has an example, and every example fits its schema', () => {
    const check = schemaValidator(document);
    const problems: string[] = [];
    for (const { name, operation } of operations(document)) {
      for (const { where, media } of mediaOf(operation)) {
        const values = media.examples ? Object.values<Json>(media.examples).map((example) => example.value) : [media.example];
        if (!('example' in media) && !media.examples) problems.push(`${name} ${where}: no example`);
        for (const value of values) problems.push(...check(media.schema, value).map((error) => `${name} ${where}: ${error}`));
      }
      for (const parameter of operation.parameters ?? []) {
        if (PARAMETERS_WITHOUT_EXAMPLE.has(parameter.name)) continue;
        if (!('example' in parameter)) problems.push(`${name} ${parameter.in} ${parameter.name}: no example`);
        else problems.push(...check(parameter.schema, parameter.example).map((error) => `${name} ${parameter.name}: ${error}`));
      }
      if (Object.keys(operation.responses ?? {}).length === 0) problems.push(`${name}: no responses`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('types', () => {
  test('integer and boolean query parameters are typed as such, not as strings', () => {
    const parameter = (pathName: string, method: string, name: string) =>
      document.paths[pathName][method].parameters.find((candidate: Json) => candidate.name === name).schema;
    expect(parameter('/v1/f/{formId}/responses', 'get', 'limit')).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(parameter('/v1/f/{formId}/responses', 'get', 'page')).toMatchObject({ type: 'integer', minimum: 1 });
    expect(parameter('/v1/forms/{id}/deliveries', 'get', 'limit')).toMatchObject({ type: 'integer' });
    expect(parameter('/api/analyze', 'post', 'explain')).toMatchObject({ type: 'boolean' });
    const coerced = JSON.stringify(document).match(/"format":"(integer|numeric|boolean)"/g);
    expect(coerced).toBeNull();
  });

  test('request bodies are documented as JSON with their schema', () => {
    const body = document.paths['/admin/keys'].post.requestBody;
    expect(body.content['application/json'].schema.required).toEqual(['service', 'plan']);
    expect(document.paths['/admin/keys/{id}/roll'].post.requestBody.required).toBe(false);
  });
});

describe('headers', () => {
  const parameterNames = (pathName: string, method: string) =>
    document.paths[pathName][method].parameters.filter((parameter: Json) => parameter.in === 'header').map((parameter: Json) => parameter.name);

  test('the submission documents Idempotency-Key, X-View-Token and the relay headers', () => {
    expect(parameterNames('/v1/f/{formId}', 'post')).toEqual(
      expect.arrayContaining(['Idempotency-Key', 'X-View-Token', 'Forms-Client-IP', 'Forms-Client-User-Agent', 'X-Request-Id']),
    );
  });

  test('every response documents X-Request-Id; limited routes the rate-limit headers; 429 and 503 Retry-After', () => {
    for (const { name, path: pathName, operation } of operations(document)) {
      for (const [status, response] of Object.entries<Json>(operation.responses)) {
        expect([name, status, Object.keys(response.headers)]).toEqual([name, status, expect.arrayContaining(['X-Request-Id'])]);
        if (!/^\/(healthz|readyz)/.test(pathName)) expect(Object.keys(response.headers)).toContain('X-RateLimit-Remaining');
        if (status === '429' || status === '503' && response.content['application/json'].schema.allOf) {
          expect(Object.keys(response.headers)).toContain('Retry-After');
        }
      }
    }
  });

  test('key, operator and open routes name their authorisation schemes', () => {
    expect(document.paths['/v1/forms'].get.security).toEqual([{ bearerAuth: [] }, { apiKeyHeader: [] }]);
    expect(document.paths['/admin/keys'].get.security).toEqual([{ adminToken: [] }]);
    expect(document.paths['/healthz'].get.security).toEqual([]);
    for (const scheme of ['adminToken', 'portalToken', 'metricsToken']) expect(document.components.securitySchemes[scheme]).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('errors', () => {
  test('each error response lists its codes from the catalogue, at the status the catalogue gives them', () => {
    for (const { name, operation } of operations(document)) {
      for (const [status, response] of Object.entries<Json>(operation.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (!schema?.allOf) continue;
        const codes: ErrorCode[] = schema.allOf[1].properties.error.enum;
        expect(codes.length).toBeGreaterThan(0);
        for (const code of codes) expect([name, code, String(ERROR_CATALOGUE[code])]).toEqual([name, code, status]);
        expect(Object.keys(response.content['application/json'].examples)).toEqual(codes);
      }
    }
    expect(document.components.schemas.Error.required).toEqual(['error', 'message', 'requestId']);
  });

  test('routes list what they answer: the gate, their parameters, their body and their own codes', () => {
    const codesOf = (pathName: string, method: string) => Object.values<Json>(document.paths[pathName][method].responses)
      .flatMap((response) => response.content?.['application/json']?.schema?.allOf?.[1].properties.error.enum ?? []);
    expect(codesOf('/api/analyze', 'post')).toEqual(expect.arrayContaining(['missing_api_key', 'prompt_too_long', 'too_many_fields', 'rate_limited', 'verify_timeout']));
    expect(codesOf('/v1/f/{formId}', 'post')).toEqual(expect.arrayContaining(['https_required', 'forbidden', 'form_not_found', 'idempotency_conflict', 'validation_failed']));
    expect(codesOf('/admin/keys', 'get')).toEqual(expect.arrayContaining(['invalid_admin_token', 'invalid_parameter']));
    expect(codesOf('/admin/keys', 'get')).not.toContain('missing_api_key');
    // a GET carrying a body is refused (400, or 413 above the cap): no other GET answers the probe gives
    expect(codesOf('/healthz', 'get')).toEqual(['Bad request', 'payload_too_large', 'internal_error']);
    expect(codesOf('/admin/keys', 'post')).toContain('payload_too_large');
    expect(codesOf('/admin/keys/{id}/revoke', 'post')).not.toContain('payload_too_large');
  });

  test('every catalogue code is documented on some route or answers no route', () => {
    const documented = new Set(JSON.stringify(document).match(/"enum":\[[^\]]*\]/g)!.flatMap((list) => JSON.parse(list.slice(7))));
    const missing = Object.keys(ERROR_CATALOGUE).filter((code) => !documented.has(code) && !UNROUTED_ERRORS.includes(code as ErrorCode));
    expect(missing).toEqual([]);
  });

  test('every error code the server code throws is in the catalogue, with its status', () => {
    const sources = ['src', 'plugins'].flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts')).map((file) => fs.readFileSync(path.join(dir, file), 'utf8')));
    const thrown = sources.flatMap((source) => [...source.matchAll(/new ApiError\((\d{3}), '([^']+)'/g)].map((match) => [match[2], Number(match[1])]));
    const returned = sources.flatMap((source) => [...source.matchAll(/\bcode: '([a-z_]+)', message/g)].map((match) => match[1]!));
    expect(thrown.length).toBeGreaterThan(5);
    for (const [code, status] of thrown) expect([code, ERROR_CATALOGUE[code as ErrorCode]]).toEqual([code, status]);
    for (const code of returned) expect(Object.keys(ERROR_CATALOGUE)).toContain(code);
  });

  test('the data tables name only operations the document has', () => {
    const names = new Set(operations(document).map((operation) => operation.name));
    for (const table of [ROUTE_ERRORS, ROUTE_HEADERS, REQUEST_EXAMPLES]) {
      expect(Object.keys(table).filter((name) => !names.has(name))).toEqual([]);
    }
  });
});

describe('export and Swagger UI', () => {
  test('the export route documents its CSV and NDJSON responses and Content-Disposition', () => {
    const response = document.paths['/v1/f/{formId}/responses/export'].get.responses['200'];
    expect(Object.keys(response.content).sort()).toEqual(['application/x-ndjson', 'text/csv']);
    expect(response.content['text/csv'].example).toStartWith('_id,createdAt,');
    expect(Object.keys(response.headers)).toContain('Content-Disposition');
  });

  test('/swagger/ (trailing slash) loads the document by its absolute path', async () => {
    for (const page of ['/swagger', '/swagger/']) {
      const response = await server.request(page);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('"url":"/swagger/json"');
    }
  });
});
