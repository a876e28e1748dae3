import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ADMIN_TOKEN, testApp, type TestApp } from '../support/app.ts';
import { makeKey } from '../support/keys.ts';
import { operations, schemaValidator, type Json, type Operation } from './support.ts';

const PORTAL_SECRET = 'portal-secret-0123456789abcdef';
let server: TestApp;
let document: Json;
let credentials: Record<string, string>;
let formId: string;

beforeAll(async () => {
  server = await testApp({ PORTAL_SECRET, ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '100000' });
  document = await (await server.request('/swagger/json')).json();
  const [analyzeKey, formsKey] = await Promise.all([makeKey(server, { service: 'analyze', plan: 'free' }), makeKey(server, { service: 'forms', plan: 'pro' })]);
  credentials = { bearerAuth: formsKey.key, analyze: analyzeKey.key, adminToken: ADMIN_TOKEN, portalToken: PORTAL_SECRET };
  const createForm = document.paths['/v1/forms'].post.requestBody.content['application/json'].example;
  const created = await server.request('/v1/forms', { method: 'POST', headers: { authorization: `Bearer ${formsKey.key}` }, json: createForm });
  formId = (await created.json()).data.id;
});
afterAll(() => server.close());

/** What Swagger's "Try it out" sends with its defaults: every parameter's example, the body's example, the key. */
function exampleRequest({ path, method, operation }: Operation, ids: Record<string, string> = {}): Request {
  const url = new URL(`http://localhost${path}`);
  const headers = new Headers();
  let pathname = path;
  for (const parameter of operation.parameters ?? []) {
    if (!('example' in parameter)) continue;
    const value = String(ids[parameter.name] ?? parameter.example);
    if (parameter.in === 'path') pathname = pathname.replace(`{${parameter.name}}`, encodeURIComponent(value));
    if (parameter.in === 'query') url.searchParams.set(parameter.name, value);
    if (parameter.in === 'header') headers.set(parameter.name, value);
  }
  const scheme = Object.keys(operation.security?.[0] ?? {})[0];
  const secret = path === '/api/analyze' ? credentials.analyze : scheme ? credentials[scheme] : undefined;
  if (secret) headers.set('authorization', `Bearer ${secret}`);
  const media = operation.requestBody?.content['application/json'];
  if (media) headers.set('content-type', 'application/json');
  return new Request(`http://localhost${pathname}${url.search}`, { method: method.toUpperCase(), headers, body: media ? JSON.stringify(media.example) : undefined });
}

/** The answer is one the document lists for the operation: its status, its error code, its success schema. */
async function expectDocumented(operation: Operation, response: Response, check: ReturnType<typeof schemaValidator>) {
  const documented = operation.operation.responses[String(response.status)];
  const text = await response.text();
  expect([operation.name, response.status, documented !== undefined]).toEqual([operation.name, response.status, true]);
  const media = documented.content?.[response.headers.get('content-type')?.split(';')[0] ?? ''];
  if (!media?.schema || !response.headers.get('content-type')?.includes('json')) return;
  const body = JSON.parse(text);
  expect([operation.name, check(media.schema, body)]).toEqual([operation.name, []]);
  if (response.status >= 400) expect(body.requestId).toBe(response.headers.get('x-request-id')!);
}

describe('Swagger "Try it out" with the documented examples', () => {
  test('no operation answers 400 to its examples, and every answer is documented', async () => {
    const check = schemaValidator(document);
    const answered: string[] = [];
    for (const operation of operations(document)) {
      const response = await server.app.handle(exampleRequest(operation));
      answered.push(`${operation.name} ${response.status}`);
      expect([operation.name, response.status]).not.toEqual([operation.name, 400]);
      await expectDocumented(operation, response, check);
    }
    expect(answered).toContain('POST /api/analyze 200');
    expect(answered).toContain('POST /admin/keys 201');
  }, 60_000);

  test('with the caller\'s own form id the forms routes succeed on their examples', async () => {
    const check = schemaValidator(document);
    const viewed = await server.request(`/v1/f/${formId}/views`, { method: 'POST', headers: { authorization: `Bearer ${credentials.bearerAuth}` } });
    const viewToken = (await viewed.json()).data.viewToken as string;
    // The event's view token comes from POST /views: no example can hold a live one.
    const live = (operation: Operation) => operation.name === 'POST /v1/f/{formId}/events'
      ? { ...operation, operation: { ...operation.operation, requestBody: { content: { 'application/json': { example: { ...operation.operation.requestBody.content['application/json'].example, viewToken } } } } } }
      : operation;
    const forms = operations(document).filter((operation) => /^\/v1\/(f\/\{formId\}|forms\/\{id\})(\/responses|\/views|\/events|\/analytics)?$/.test(operation.path))
      .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
    for (const operation of forms) {
      const response = await server.app.handle(exampleRequest(live(operation), { formId, id: formId }));
      expect([operation.name, response.status, response.status === 200 ? "" : await response.clone().text()]).toEqual([operation.name, 200, ""]);
      await expectDocumented(operation, response, check);
    }
  }, 60_000);

  test('without credentials every protected operation answers a documented 401', async () => {
    const check = schemaValidator(document);
    for (const operation of operations(document)) {
      if ((operation.operation.security ?? []).length === 0 || operation.operation.security.some((requirement: Json) => Object.keys(requirement).length === 0)) continue;
      const request = exampleRequest(operation);
      request.headers.delete('authorization');
      const response = await server.app.handle(request);
      expect([operation.name, response.status]).toEqual([operation.name, 401]);
      await expectDocumented(operation, response, check);
    }
  }, 60_000);
});
