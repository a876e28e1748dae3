import { describe, expect, test } from 'bun:test';
import { createLogger } from '../../src/logger.ts';
import { createMetrics } from '../../src/metrics.ts';
import type { Database } from '../../src/db/client.ts';
import type { RequestFacts } from '../../src/request-context.ts';

describe('log lines', () => {
  test('time, level and event first, then the fields; undefined fields left out; below the level nothing', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    logger.debug('hidden', { a: 1 });
    logger.info('plain');
    logger.warn('with_fields', { requestId: 'r-1', status: 429, keyId: undefined, quoted: 'a "b"\n' });
    expect(lines).toHaveLength(2);
    const [plain, withFields] = lines.map((line) => JSON.parse(line));
    expect(Object.keys(plain)).toEqual(['time', 'level', 'event']);
    expect(plain).toMatchObject({ level: 'info', event: 'plain' });
    expect(Number.isNaN(Date.parse(plain.time))).toBe(false);
    expect(Object.keys(withFields)).toEqual(['time', 'level', 'event', 'requestId', 'status', 'quoted']);
    expect(withFields).toMatchObject({ level: 'warn', event: 'with_fields', requestId: 'r-1', status: 429, quoted: 'a "b"\n' });
  });
});

describe('request metrics', () => {
  const facts = (extra: Partial<RequestFacts> = {}) => ({ logFields: {}, ...extra }) as RequestFacts;

  test('counters per label set; the latency histogram cumulative per bucket, with +Inf, sum and count', async () => {
    const metrics = createMetrics({ kind: 'pglite', ping: async () => {} } as unknown as Database);
    metrics.observe(facts({ limitBucket: 'key', limited: false, quotaAllowed: true }), 'POST', '/api/analyze', 200, 0.0007);
    metrics.observe(facts({ limitBucket: 'key', limited: true }), 'POST', '/api/analyze', 429, 0.003);
    metrics.observe(facts(), 'POST', '/api/analyze', 200, 7);
    metrics.observe(facts({ spam: true }), 'POST', '/v1/f/:formId', 200, 0.02);
    const text = await metrics.registry.metrics();
    const value = (series: string) => Number(text.split('\n').find((line) => line.startsWith(`${series} `))?.slice(series.length + 1));
    expect(value('http_requests_total{route="/api/analyze",method="POST",status="200"}')).toBe(2);
    expect(value('http_requests_total{route="/api/analyze",method="POST",status="429"}')).toBe(1);
    const bucket = (le: string) => value(`http_request_duration_seconds_bucket{le="${le}",route="/api/analyze",method="POST"}`);
    expect([bucket('0.0005'), bucket('0.001'), bucket('0.0025'), bucket('0.005'), bucket('5'), bucket('+Inf')]).toEqual([0, 1, 1, 2, 2, 3]);
    expect(value('http_request_duration_seconds_sum{route="/api/analyze",method="POST"}')).toBeCloseTo(7.0037, 6);
    expect(value('http_request_duration_seconds_count{route="/api/analyze",method="POST"}')).toBe(3);
    expect(value('rate_limit_decisions_total{bucket="key",decision="allowed"}')).toBe(1);
    expect(value('rate_limit_decisions_total{bucket="key",decision="limited"}')).toBe(1);
    expect(value('quota_decisions_total{decision="allowed"}')).toBe(1);
    expect(value('spam_verdicts_total{verdict="spam"}')).toBe(1);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE http_requests_total counter');
  });
});
