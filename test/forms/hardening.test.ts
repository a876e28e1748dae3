import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createLogger } from '../../src/logger.ts';
import { adminHeaders, testApp, type TestApp } from '../support/app.ts';
import { makeKey, manualClock } from '../support/keys.ts';
import { until } from '../support/timing.ts';
import { hasLinkMarkup } from '../../plugins/forms/spam/checks/link-markup.ts';
import { emailDomain } from '../../plugins/forms/email.ts';

/** Issue 9, rows 5–8 and 14: every bad input a client can send is a clean 400; nothing valid is dropped. */
const clock = manualClock();
const lines: string[] = [];
let server: TestApp;
let key: string;

const HUMAN_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Zq7SECRETUA';

function call(path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const headers = new Headers({ authorization: `Bearer ${key}`, 'user-agent': HUMAN_UA, 'x-forwarded-for': '203.0.113.77' });
  for (const [name, value] of new Headers(rest.headers)) headers.set(name, value);
  if (json !== undefined) headers.set('content-type', 'application/json');
  return server.app.handle(new Request(`http://localhost${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body }));
}

/** Raw JSON text, so that lone surrogates and NUL escapes reach the server exactly as sent. */
const rawJson = (path: string, body: string) => call(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

async function newForm(body: unknown): Promise<string> {
  const response = await call('/v1/forms', { method: 'POST', json: body });
  expect(response.status).toBe(201);
  return (await response.json()).data.id;
}

beforeAll(async () => {
  server = await testApp({ LOG_LEVEL: 'info', ALLOW_INSECURE_HTTP: 'true', TRUST_PROXY: 'true', BURST_LIMIT: '100000' }, { clock: clock.now, logger: createLogger('info', (line) => lines.push(line)) });
  key = (await makeKey(server, { service: 'forms', plan: 'business' })).key;
});
afterAll(() => server.close());

describe('row 5: NUL, lone surrogates and other invalid text → 400 naming the member; valid Unicode intact', () => {
  const INVALID = [['NUL', '\\u0000'], ['lone high surrogate', '\\ud800'], ['lone low surrogate', '\\udc00'], ['reversed pair', '\\udc00\\ud800']];

  test.each(INVALID)('a submitted value with a %s → 400 invalid_payload naming the field', async (_, escape) => {
    const id = await newForm({ name: 'Text', fields: [{ name: 'message', type: 'text' }] });
    const response = await rawJson(`/v1/f/${id}`, `{"message":"SECRET-VALUE-a${escape}b"}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_payload', fields: { message: 'must be valid Unicode text without NUL characters' } });
  });

  test('a member name with NUL, or an unknown member with an invalid value, is named too', async () => {
    const id = await newForm({ name: 'Text', fields: [{ name: 'message', type: 'text' }] });
    const body = await (await rawJson(`/v1/f/${id}`, '{"message":"ok","extra":"x\\ud800","a\\u0000b":"y"}')).json();
    expect(body.error).toBe('invalid_payload');
    expect(Object.keys(body.fields).sort()).toEqual(['a\u0000b', 'extra']);
  });

  test.each(INVALID)('a form name, field label, select option or honeypot with a %s → 400 invalid_payload naming it', async (_, escape) => {
    const cases: Array<[string, string]> = [
      [`{"name":"a${escape}","fields":[]}`, 'name'],
      [`{"name":"ok","fields":[{"name":"f","type":"text","label":"l${escape}"}]}`, 'fields.0.label'],
      [`{"name":"ok","fields":[{"name":"f","type":"select","options":["x","o${escape}"]}]}`, 'fields.0.options.1'],
      [`{"name":"ok","fields":[],"settings":{"honeypotField":"h${escape}"}}`, 'settings.honeypotField'],
    ];
    for (const [json, member] of cases) {
      const response = await rawJson('/v1/forms', json);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error).toBe('invalid_payload');
      expect(body.fields).toEqual({ [member]: 'must be valid Unicode text without NUL characters' });
    }
    const id = await newForm({ name: 'Patch me', fields: [] });
    expect((await call(`/v1/forms/${id}`, { method: 'PATCH', body: `{"name":"p${escape}"}`, headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  test('an account or team name with NUL or a lone surrogate → 400 invalid_payload (admin API)', async () => {
    for (const [path, json] of [['/admin/accounts', '{"name":"a\\u0000"}'], ['/admin/teams', '{"name":"t\\ud800","plan":"pro"}'], ['/admin/keys', '{"service":"forms","plan":"free","name":"k\\u0000"}']]) {
      const response = await server.app.handle(new Request(`http://localhost${path!}`, { method: 'POST', headers: { ...adminHeaders, 'content-type': 'application/json' }, body: json }));
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error).toBe('invalid_payload');
      expect(body.fields).toEqual({ name: 'must be valid Unicode text without NUL characters' });
    }
  });

  test.each([
    ['GET', '/admin/keys?accountId=a%00', 'accountId'], ['GET', '/admin/keys?service=forms&service=analyze', 'service'],
    ['POST', '/admin/keys/a%00/revoke', 'id'], ['PUT', '/admin/accounts/a%ED%A0%80/team', 'id'], ['GET', '/admin/usage?owner=a%00', 'owner'],
    ['GET', '/admin/usage?day=0000-01-01', 'day'], ['GET', '/admin/usage?day=2024-02-30', 'day'],
  ])('admin %s %s → 400 invalid_parameter naming %s', async (method, path, parameter) => {
    const response = await server.app.handle(new Request(`http://localhost${path}`, {
      method, headers: { ...adminHeaders, 'content-type': 'application/json' }, body: method === 'PUT' ? '{"teamId":null}' : undefined,
    }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_parameter', parameter });
  });

  test.each([
    ['GET', '/v1/forms/abc%00def', 'id'], ['GET', '/v1/forms/abc%ED%A0%80def', 'id'], ['DELETE', '/v1/forms/abc%FFdef', 'id'],
    ['POST', '/v1/f/abc%00def', 'formId'], ['POST', '/v1/f/abc%00def/views', 'formId'], ['GET', '/v1/f/abc%00def/analytics', 'formId'],
    ['GET', '/v1/f/abc%00def/responses', 'formId'], ['GET', '/v1/f/abc%00def/responses/export', 'formId'],
  ])('%s %s → 400 invalid_parameter naming %s', async (method, path, parameter) => {
    const response = await call(path, { method, ...(method === 'POST' ? { json: {} } : {}) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_parameter', parameter });
  });

  test('a response id with NUL in the path → 400; an unknown but valid id → 404', async () => {
    const id = await newForm({ name: 'Ids', fields: [] });
    expect((await call(`/v1/f/${id}/responses/sub%00x`, { method: 'DELETE' })).status).toBe(400);
    expect((await call(`/v1/f/${id}/responses/sub_missing`, { method: 'DELETE' })).status).toBe(404);
    expect((await call('/v1/forms/frm_%E2%9C%93')).status).toBe(404);
  });

  test.each([
    ['NUL in the id', Buffer.from('2026-01-01T00:00:00.000Z|sub\u0000x').toString('base64url')],
    ['a far-future instant', Buffer.from('+275760-09-13T00:00:00.000Z|sub_x').toString('base64url')],
    ['an encoded lone surrogate', Buffer.concat([Buffer.from('2026-01-01T00:00:00.000Z|sub_'), Buffer.from([0xed, 0xa0, 0x80])]).toString('base64url')],
    ['not base64url', '%%%'],
    ['percent-encoded NUL', 'abc%00'],
  ])('a cursor with %s → 400 invalid_parameter', async (_, cursor) => {
    const id = await newForm({ name: 'Cursor', fields: [] });
    const response = await call(`/v1/f/${id}/responses?cursor=${cursor}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_parameter', parameter: 'cursor' });
  });

  test('emoji, CJK, RTL, combining marks and astral characters are stored and returned intact', async () => {
    const name = 'Kontakt 📝 联系 اتصل שלום';
    const value = '😀👍🏽 中文 עברית العربية e\u0301 𝐦𝐚𝐭𝐡 \u200f\u202e\ttab\nline';
    const id = await newForm({ name, fields: [{ name: 'message', type: 'text', label: '메시지 ✉️' }, { name: 'pick', type: 'select', options: ['日本', '🇫🇷'] }] });
    expect((await (await call(`/v1/forms/${id}`)).json()).data).toMatchObject({ name, fields: [{ label: '메시지 ✉️' }, { options: ['日本', '🇫🇷'] }] });
    expect((await call(`/v1/f/${id}`, { method: 'POST', json: { message: value, pick: '🇫🇷' } })).status).toBe(200);
    const listed = await (await call(`/v1/f/${id}/responses`)).json();
    expect(listed.data[0].data).toEqual({ message: value, pick: '🇫🇷' });
    const ndjson = await (await call(`/v1/f/${id}/responses/export?format=ndjson`)).text();
    expect(JSON.parse(ndjson).data.message).toBe(value);
  });

  test('no log line carries a submitted value, the client address or the user agent', async () => {
    const id = await newForm({ name: 'Logged', fields: [{ name: 'message', type: 'text' }] });
    const answers = [
      await rawJson(`/v1/f/${id}`, '{"message":"SECRET-VALUE-nul\\u0000"}'),
      await call(`/v1/f/${id}`, { method: 'POST', json: { message: 'SECRET-VALUE-ok' }, headers: { 'idempotency-key': 'SECRET-IDEMPOTENCY' } }),
      await call('/v1/forms/SECRET-VALUE-path%00'),
    ];
    // each access-log line is written once its answer is sent, which a loaded machine may delay past the answer's arrival here
    const logged = (requestId: string | null) => lines.some((line) => line.includes('"event":"request"') && line.includes(`"requestId":"${requestId}"`));
    await until(() => answers.every((answer) => logged(answer.headers.get('x-request-id'))), 5000);
    const everything = lines.join('\n');
    expect(everything).toContain(`"route":"/v1/f/:formId"`);
    for (const secret of ['SECRET-VALUE', 'SECRETUA', 'SECRET-IDEMPOTENCY', '203.0.113.77', key]) expect(everything).not.toContain(secret);
  });
});

describe('row 6: analytics windows outside the accepted range → 400, never 500', () => {
  test.each([
    'from=%2B275760-09-13T00:00:00.000Z', 'to=-271821-04-20T00:00:00.000Z', 'from=0000-01-01T00:00:00Z', 'to=0000-12-31T23:59:59Z',
    'from=2023-02-29T00:00:00Z', 'from=2024-13-01T00:00:00Z', 'from=2023-02-29', 'from=2024-1-01', 'from=yesterday', 'from=2024-01-01T00:00:00%2B25:00',
    'from=0001-01-01T00:00:00%2B01:00', 'to=9999-12-31T23:59:59.999-01:00', 'from=2024-01-01T00:00:00Z&from=2024-02-01T00:00:00Z',
    'from=2025-01-02T00:00:00Z&to=2025-01-01T00:00:00Z',
  ])('%s → 400 invalid_parameter', async (query) => {
    const id = await newForm({ name: 'Window', fields: [] });
    const response = await call(`/v1/f/${id}/analytics?${query}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('invalid_parameter');
    expect(['from', 'to']).toContain(body.parameter);
  });

  test('the edges of the range and offsets within it are accepted', async () => {
    const id = await newForm({ name: 'Edges', fields: [] });
    for (const query of [
      'from=0001-01-01T00:00:00Z&to=9999-12-31T23:59:59.999Z', 'from=2024-02-29T12:00:00.123456%2B05:30', 'to=2026-11-21T12:00:00-08:00',
      'from=1999-12-31T23:59:59Z&to=2000-01-01T00:00:00Z', 'from=2024-01-01', 'from=0001-01-01&to=9999-12-31',
    ]) expect((await call(`/v1/f/${id}/analytics?${query}`)).status).toBe(200);
  });
});

describe('row 7: tenant patterns run in linear time', () => {
  test('^(a+)+$ against a 40-character input costs milliseconds, and 8 in parallel leave /healthz prompt', async () => {
    const id = await newForm({ name: 'Regex', fields: [{ name: 'code', type: 'text', pattern: '^(a+)+$', maxLength: 100 }] });
    const evil = `${'a'.repeat(39)}!`;
    const started = performance.now();
    const single = await call(`/v1/f/${id}`, { method: 'POST', json: { code: evil } });
    expect(performance.now() - started).toBeLessThan(100);
    expect(await single.json()).toMatchObject({ error: 'validation_failed', fields: { code: 'does not match the required pattern' } });
    const burst = Array.from({ length: 8 }, () => call(`/v1/f/${id}`, { method: 'POST', json: { code: evil } }));
    const healthStarted = performance.now();
    await server.app.handle(new Request('http://localhost/healthz'));
    const healthMs = performance.now() - healthStarted;
    await Promise.all(burst);
    expect(healthMs).toBeLessThan(100);
    expect((await call(`/v1/f/${id}`, { method: 'POST', json: { code: 'aaaa' } })).status).toBe(200);
  });

  test('patterns RE2 cannot run, or too costly for the field length, are refused at form creation', async () => {
    const refused = async (field: Record<string, unknown>) => {
      const response = await call('/v1/forms', { method: 'POST', json: { name: 'x', fields: [{ name: 'f', type: 'text', ...field }] } });
      expect(response.status).toBe(400);
      return (await response.json()).message as string;
    };
    expect(await refused({ pattern: '(?<=a)b' })).toContain('RE2');
    expect(await refused({ pattern: '(a)\\1' })).toContain('RE2');
    expect(await refused({ pattern: '(?:[ab]?){1000}[cd]' })).toContain('lower maxLength');
    expect((await call('/v1/forms', { method: 'POST', json: { name: 'x', fields: [{ name: 'f', type: 'text', pattern: '(?:[ab]?){1000}[cd]', maxLength: 100 }] } })).status).toBe(201);
  });

  test('the spam screen and built-in e-mail check stay linear on hostile values', async () => {
    const started = performance.now();
    expect(emailDomain(`a@${'.'.repeat(200_000)} `)).toBeNull();
    expect(hasLinkMarkup('<a '.repeat(100_000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
    expect(emailDomain('ada@example.org')).toBe('example.org');
    expect(emailDomain('ada@@example.org')).toBeNull();
    expect(emailDomain('ada@.org')).toBeNull();
    expect(hasLinkMarkup('see <a class="x" href="http://spam">here</a>')).toBe(true);
    expect(hasLinkMarkup('<a class="x"> then href= later')).toBe(false);
    const id = await newForm({ name: 'Hostile', fields: [{ name: 'email', type: 'email', maxLength: 100_000 }, { name: 'message', type: 'text', maxLength: 100_000 }] });
    const before = performance.now();
    const response = await call(`/v1/f/${id}`, { method: 'POST', json: { email: `a@${'.'.repeat(90_000)} `, message: '<a '.repeat(30_000) } });
    expect(response.status).toBe(400);
    expect(performance.now() - before).toBeLessThan(1000);
  });
});

describe('row 8: prototype member names are fields like any other', () => {
  const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

  test('optional ones may be omitted; required ones are stored, returned, exported and counted', async () => {
    const optional = await newForm({ name: 'Optional', fields: [{ name: 'email', type: 'email', required: true }, ...PROTO_NAMES.map((name) => ({ name, type: 'text' }))] });
    expect((await call(`/v1/f/${optional}`, { method: 'POST', json: { email: 'ada@example.org' } })).status).toBe(200);

    const required = await newForm({
      name: 'Required', fields: PROTO_NAMES.map((name) => ({ name, type: 'text', required: true })),
      settings: { honeypotField: 'valueOf' },
    });
    const missing = await (await rawJson(`/v1/f/${required}`, '{}')).json();
    expect(Object.keys(missing.fields).sort()).toEqual([...PROTO_NAMES].sort());
    const sent = '{"__proto__":"p","constructor":"c","toString":"t","hasOwnProperty":"h"}';
    const stored = await rawJson(`/v1/f/${required}`, sent);
    expect(stored.status).toBe(200);
    const listed = await (await call(`/v1/f/${required}/responses`)).json();
    expect(listed.data[0].data).toEqual(JSON.parse(sent));
    expect(listed.data[0].telemetry.isSpam).toBe(false);
    const csv = (await (await call(`/v1/f/${required}/responses/export?format=csv`)).text()).trim().split('\n');
    expect(csv[0]!.endsWith('__proto__,constructor,toString,hasOwnProperty,undeclared')).toBe(true);
    expect(csv[1]!.endsWith('p,c,t,h,')).toBe(true);
    const ndjson = await (await call(`/v1/f/${required}/responses/export?format=ndjson`)).text();
    expect(JSON.parse(ndjson).data).toEqual(JSON.parse(sent));

    const view = (await (await call(`/v1/f/${required}/views`, { method: 'POST' })).json()).data.viewToken;
    await call(`/v1/f/${required}/events`, { method: 'POST', json: { viewToken: view, events: PROTO_NAMES.map((field) => ({ field, type: 'focus' })) } });
    const { data } = await (await call(`/v1/f/${required}/analytics`)).json();
    expect(data.funnel.map((entry: { field: string; interactions: number }) => [entry.field, entry.interactions])).toEqual(PROTO_NAMES.map((name) => [name, 1]));
  });

  test('a CSV export leaves omitted prototype-named fields empty', async () => {
    const id = await newForm({ name: 'Omitted', fields: [{ name: 'a', type: 'text' }, { name: 'constructor', type: 'text' }] });
    await call(`/v1/f/${id}`, { method: 'POST', json: { a: 'x' } });
    const csv = (await (await call(`/v1/f/${id}/responses/export?format=csv`)).text()).trim().split('\n');
    expect(csv[1]!.endsWith(',x,,')).toBe(true);
  });
});

describe('row 14: query parameters are strict and name the parameter', () => {
  test.each([
    ['limit=1.5', 'limit'], ['page=-1', 'page'], ['limit=abc', 'limit'], ['page=0', 'page'], ['limit=0', 'limit'], ['limit=101', 'limit'],
    ['limit=1e1', 'limit'], ['limit=0x10', 'limit'], ['limit=%205', 'limit'], ['limit=', 'limit'], ['page=99999999999', 'page'],
    ['limit=1&limit=2', 'limit'], ['page=1&page=1', 'page'], ['status=clean&status=spam', 'status'], ['status=junk', 'status'],
    ['cursor=a&cursor=b', 'cursor'], ['page=1&cursor=x', 'cursor'],
  ])('responses?%s → 400 invalid_parameter naming %s', async (query, parameter) => {
    const id = await newForm({ name: 'Strict', fields: [] });
    const response = await call(`/v1/f/${id}/responses?${query}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ error: 'invalid_parameter', parameter });
    expect(body.message.startsWith(parameter)).toBe(true);
    if (query === 'status=junk') expect(body.message).toBe('status: must be one of clean, spam');
  });

  test('export?format is strict too; unknown parameters are ignored; valid ones work', async () => {
    const id = await newForm({ name: 'Export', fields: [] });
    expect(await (await call(`/v1/f/${id}/responses/export?format=xml`)).json()).toMatchObject({ error: 'invalid_parameter', parameter: 'format' });
    expect((await call(`/v1/f/${id}/responses/export?format=csv&format=ndjson`)).status).toBe(400);
    expect((await call(`/v1/f/${id}/responses/export?format=ndjson&_=123`)).status).toBe(200);
    const page = await (await call(`/v1/f/${id}/responses?limit=100&page=1&status=clean&_=1`)).json();
    expect(page.pagination).toMatchObject({ limit: 100, page: 1 });
  });
});
