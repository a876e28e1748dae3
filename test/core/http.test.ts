import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { Validator } from '@seriousme/openapi-schema-validator';
import { testApp, type TestApp } from '../support/app.ts';

let server: TestApp;
beforeAll(async () => {
  server = await testApp();
});

afterAll(() => server.close());

describe('request id', () => {
  test('is generated when absent and echoed when sane', async () => {
    const generated = await server.request('/healthz');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await server.request('/healthz', { headers: { 'x-request-id': 'client-abc.123' } });
    expect(echoed.headers.get('x-request-id')).toBe('client-abc.123');
  });

  test('an unsafe incoming id is replaced', async () => {
    const response = await server.request('/healthz', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('error model', () => {
  test('unknown route is a JSON 404 with a request id', async () => {
    const response = await server.request('/no/such/route');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(await response.json()).toEqual({ error: 'not_found', message: 'No route for GET /no/such/route', requestId: response.headers.get('x-request-id')! });
  });

  test('a known path with the wrong method is a JSON 405 with Allow', async () => {
    const response = await server.request('/healthz', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect((await response.json()).error).toBe('method_not_allowed');
  });

  test('a body over MAX_BODY_BYTES is a JSON 413 payload_too_large', async () => {
    const small = await testApp({ MAX_BODY_BYTES: '2048' });
    const response = await small.request('/admin/keys', {
      method: 'POST', headers: { authorization: 'Bearer test-admin-token-0123456789', 'content-type': 'application/json', 'content-length': '5000' },
      body: JSON.stringify({ service: 'analyze', plan: 'free', name: 'x'.repeat(4900) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'payload_too_large', limit: 2048 });
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  test('malformed JSON is a 400 Bad request', async () => {
    const response = await server.request('/admin/keys', {
      method: 'POST', headers: { authorization: 'Bearer test-admin-token-0123456789', 'content-type': 'application/json' },
      body: '{"service":',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Bad request');
  });

  test('an unhandled exception is a 500 internal_error with no stack in the body', async () => {
    const lines: string[] = [];
    const probe = await testApp();
    probe.services.logger.error = (event, fields) => void lines.push(JSON.stringify({ event, ...fields }));
    const app = probe.app.use(new Elysia().get('/boom', () => {
      throw new Error('secret internals');
    }));
    const response = await app.handle(new Request('http://localhost/boom'));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'internal_error', message: 'Unexpected server error; retry with backoff', requestId: response.headers.get('x-request-id')! });
    expect(text).not.toContain('secret internals');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(lines.join()).toContain(response.headers.get('x-request-id')!);
  });

  test('a database that cannot be reached is a 503 storage_unavailable with Retry-After, on any route', async () => {
    const probe = await testApp();
    const app = probe.app.use(new Elysia().get('/db-down', () => {
      throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    }));
    const response = await app.handle(new Request('http://localhost/db-down'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect((await response.json()).error).toBe('storage_unavailable');
  });
});

describe('health', () => {
  test('/healthz answers while the process is up', async () => {
    const response = await server.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test('/readyz reports the database and the migrations', async () => {
    const response = await server.request('/readyz');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe('ready');
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.migrations).toEqual({ ok: true });
  });

  test('/readyz is 503 when a check fails', async () => {
    const probe = await testApp();
    probe.services.readiness.register('broken', async () => ({ ok: false, detail: 'down for test' }));
    const response = await probe.request('/readyz');
    expect(response.status).toBe(503);
    expect((await response.json()).checks.broken).toEqual({ ok: false, detail: 'down for test' });
  });
});

describe('API documentation', () => {
  test('Swagger UI loads its assets from this server, not a CDN', async () => {
    const html = await (await server.request('/swagger')).text();
    expect(html).toContain('/swagger/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/unpkg|jsdelivr|cdn\./);
    const script = await server.request('/swagger/assets/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await script.text()).length).toBeGreaterThan(100_000);
    expect((await server.request('/swagger/assets/swagger-ui.css')).status).toBe(200);
  });

  test('the OpenAPI document is valid OpenAPI 3.1', async () => {
    const spec = await (await server.request('/swagger/json')).json();
    const result = await new Validator().validate(spec);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('the OpenAPI document declares both security schemes and documents routes with responses', async () => {
    const spec = await (await server.request('/swagger/json')).json();
    expect(spec.openapi).toMatch(/^3\.1/);
    expect(spec.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(spec.components.securitySchemes.apiKeyHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    expect(spec.paths['/healthz'].get.responses['200']).toBeDefined();
    expect(spec.paths['/admin/keys'].post.requestBody).toBeDefined();
    expect(spec.paths['/admin/keys'].post.responses['201']).toBeDefined();
    expect(spec.paths['/admin/keys'].post.responses['401']).toBeDefined();
    expect(spec.paths['/swagger/assets/{file}']).toBeUndefined();
  });
});
