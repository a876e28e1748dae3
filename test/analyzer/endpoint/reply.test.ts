import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { testApp, type TestApp } from '../../support/app.ts';
import { makeKey } from '../../support/keys.ts';

// The route sends its reply already encoded, with the headers the gate gathered moved into it (a fast path past
// Elysia's response handling): every header a gated answer carries must still be there, once.
let server: TestApp;
let key: string;
beforeAll(async () => {
  server = await testApp({ BURST_LIMIT: '1000' });
  key = (await makeKey(server, { service: 'analyze', plan: 'team' })).key;
});
afterAll(() => server.close());

describe('POST /api/analyze reply', () => {
  test('carries the request id, the rate-limit headers and a JSON content type, and the reply as JSON', async () => {
    const response = await server.request('/api/analyze', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-request-id': 'reply-test.1' },
      body: JSON.stringify({ prompt: 'orders between March 3 and April 9 2024 by status', fields: ['status', 'createdAt'], collections: ['orders'] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('reply-test.1');
    expect(response.headers.get('content-type')).toBe('application/json;charset=utf-8');
    expect(response.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(Number(response.headers.get('x-ratelimit-remaining'))).toBeLessThan(1000);
    expect(response.headers.get('ratelimit-policy')).toMatch(/^1000;w=\d+$/);
    expect(response.headers.get('ratelimit')).toMatch(/^limit=1000, remaining=\d+, reset=\d+$/);
    const body = await response.json();
    expect(body.analysis.timeFrame).toEqual({ start: '2024-03-03', end: '2024-04-10' });
    expect(body.tokens).toEqual(body.analysis.rawTokens);
  });
});
