import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import type { Socket } from 'bun';
import { testApp, type TestApp } from '../../support/app.ts';
import { makeKey, manualClock } from '../../support/keys.ts';

const CONNECTIONS = 6;
const BODY = JSON.stringify({ prompt: 'total revenue by month in 2024', fields: ['amount', 'createdAt'], collections: ['orders'] });

let server: TestApp;
let listener: ReturnType<typeof Bun.serve>;
let key: string;
beforeAll(async () => {
  // in-memory limiter and quota: every decision is taken within the turn its request arrived in; a still clock:
  // no bucket refills between the requests
  server = await testApp({ BURST_LIMIT: '1000', REDIS_URL: '' }, { clock: manualClock().now });
  key = (await makeKey(server, { service: 'analyze', plan: 'pro' })).key;
  listener = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: server.app.fetch });
});

afterAll(async () => {
  await listener.stop(true);
  await server.close();
});

interface Reply { status: number; headers: Record<string, string>; body: { usage: { used: number } } }

/** A keep-alive connection that parses each answer by its Content-Length. */
async function connection() {
  let buffer = Buffer.alloc(0);
  let waiting: ((reply: Reply) => void) | null = null;
  const socket: Socket = await Bun.connect({
    hostname: '127.0.0.1',
    port: listener.port!,
    socket: {
      data(_, chunk) {
        buffer = Buffer.concat([buffer, chunk]);
        const end = buffer.indexOf('\r\n\r\n');
        if (end === -1) return;
        const [statusLine, ...lines] = buffer.subarray(0, end).toString().split('\r\n');
        const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
        const bodyEnd = end + 4 + Number(headers['content-length']);
        if (buffer.length < bodyEnd) return;
        const reply = { status: Number(statusLine!.split(' ')[1]), headers, body: JSON.parse(buffer.subarray(end + 4, bodyEnd).toString()) };
        buffer = buffer.subarray(bodyEnd);
        waiting?.(reply);
      },
    },
  });
  return {
    /** Writes the request now (synchronously) and resolves with its answer. */
    send(): Promise<Reply> {
      const answered = new Promise<Reply>((resolve) => (waiting = resolve));
      socket.write(`POST /api/analyze HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${key}\r\n`
        + `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(BODY)}\r\n\r\n${BODY}`);
      return answered;
    },
    close: () => socket.end(),
  };
}

describe('POST /api/analyze: engine runs batched per event-loop turn', () => {
  test('requests that arrive together are all admitted and counted before any of them is analysed and answered', async () => {
    const connections = await Promise.all(Array.from({ length: CONNECTIONS }, connection));
    // a first request on each connection, so all are accepted and read by the server before the measured ones
    for (const reply of await Promise.all(connections.map((each) => each.send()))) expect(reply.status).toBe(200);

    const events: string[] = [];
    const portal = server.gate.portal;
    const consume = portal.consume;
    portal.consume = async (principal) => {
      const usage = await consume.call(portal, principal);
      events.push('counted');
      return usage;
    };
    const encode = Response.json;
    const answer = spyOn(Response, 'json').mockImplementation((...args: Parameters<typeof Response.json>) => {
      events.push('answered');
      return encode(...args);
    });
    // one synchronous loop of writes: the server reads them all in its next turn
    const replies = Promise.all(connections.map((each) => each.send()));
    let settled: Reply[];
    try {
      settled = await replies;
    } finally {
      answer.mockRestore();
      portal.consume = consume;
      for (const each of connections) each.close();
    }

    expect(events).toEqual([...Array(CONNECTIONS).fill('counted'), ...Array(CONNECTIONS).fill('answered')]);
    // the limits and counts are those of one-by-one decisions: each request counted once, in order
    expect(settled.map((reply) => reply.status)).toEqual(Array(CONNECTIONS).fill(200));
    expect(settled.map((reply) => reply.body.usage.used).sort((a, b) => a - b))
      .toEqual(Array.from({ length: CONNECTIONS }, (_, index) => CONNECTIONS + 1 + index));
    expect(settled.map((reply) => Number(reply.headers['x-ratelimit-remaining'])).sort((a, b) => b - a))
      .toEqual(Array.from({ length: CONNECTIONS }, (_, index) => 1000 - CONNECTIONS - 1 - index));
  });
});
