import { describe, expect, test } from 'bun:test';
import { createLogger } from '../../src/logger.ts';
import { ADMIN_TOKEN, testApp } from '../support/app.ts';
import { until } from '../support/timing.ts';

describe('access log', () => {
  test('one JSON line per request with id, route, status, duration and key id; never prompts, keys or values', async () => {
    const lines: string[] = [];
    const server = await testApp({ ALLOW_INSECURE_HTTP: 'true', LOG_LEVEL: 'info' }, { logger: createLogger('info', (line) => lines.push(line)) });
    const handle = (path: string, init: RequestInit = {}) => server.app.handle(new Request(`http://localhost${path}`, init));
    const created = await (await handle('/admin/keys', {
      method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ service: 'analyze', plan: 'free' }),
    })).json();
    const prompt = 'total revenue of SECRET-PROMPT-TEXT by month';
    const response = await handle('/api/analyze', {
      method: 'POST', headers: { authorization: `Bearer ${created.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt, fields: ['amount'], rows: [{ ssn: 'SECRET-VALUE' }] }),
    });
    expect(response.status).toBe(200);
    // the line is written once the answer is sent, which a loaded machine may delay past the response's arrival here
    const requestLine = (route: string) => lines.map((line) => JSON.parse(line)).find((entry) => entry.event === 'request' && entry.route === route);
    await until(() => requestLine('/api/analyze') !== undefined, 2000);
    const analyzeLine = requestLine('/api/analyze');
    expect(analyzeLine).toMatchObject({
      level: 'info', requestId: response.headers.get('x-request-id'), method: 'POST', status: 200,
      keyId: created.id, promptLength: prompt.length, fieldsCount: 1, collectionsCount: 0,
    });
    expect(analyzeLine.extraLength).toBe(JSON.stringify([{ ssn: 'SECRET-VALUE' }]).length);
    expect(typeof analyzeLine.durationMs).toBe('number');
    const everything = lines.join('\n');
    for (const secret of ['SECRET-PROMPT-TEXT', 'SECRET-VALUE', created.key, ADMIN_TOKEN]) expect(everything).not.toContain(secret);
    await server.close();
  });
});
