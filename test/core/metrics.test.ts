import { describe, expect, test } from 'bun:test';
import { adminHeaders, testApp } from '../support/app.ts';
import { analyze, makeKey, manualClock } from '../support/keys.ts';

const METRICS_TOKEN = 'metrics-token-0123456789';

/** The value of one sample line, e.g. `http_requests_total{route="/healthz",method="GET",status="200"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  test('requests by route template and status, latency, limiter, quota and spam decisions, database', async () => {
    const server = await testApp({ QUOTA_FREE: '1', ALLOW_INSECURE_HTTP: 'true' }, { clock: manualClock().now });
    const key = await makeKey(server, { service: 'analyze', plan: 'free', burstLimit: 2 });
    expect((await analyze(server, key.key)).status).toBe(200);
    expect((await analyze(server, key.key)).status).toBe(429);
    expect((await analyze(server, key.key)).status).toBe(429);
    const forms = await makeKey(server, { service: 'forms', plan: 'pro' });
    const bearer = { authorization: `Bearer ${forms.key}` };
    const created = await (await server.request('/v1/forms', {
      method: 'POST', headers: bearer, json: { name: 'Contact', fields: [{ name: 'message', type: 'text' }] },
    })).json();
    const formId = created.data?.id ?? created.id;
    await server.request(`/v1/f/${formId}`, { method: 'POST', headers: bearer, json: { message: 'Hello, I would like a quote for 3 chairs.' } });
    await server.request(`/v1/f/${formId}/responses?limit=5`, { headers: bearer });
    await server.request('/no/such/path/with-a-secret-value');
    // the access-log hook (which counts) runs after each response, in a later turn of the event loop
    await Bun.sleep(20);

    const response = await server.request('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toStartWith('text/plain; version=0.0.4');
    const text = await response.text();
    expect(sample(text, 'http_requests_total{route="/api/analyze",method="POST",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{route="/api/analyze",method="POST",status="429"}')).toBe(2);
    expect(sample(text, 'http_requests_total{route="/v1/f/:formId/responses",method="GET",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{route="(no route)",method="GET",status="404"}')).toBe(1);
    expect(text).not.toContain('with-a-secret-value');
    expect(text).not.toContain(formId);
    expect(sample(text, 'http_request_duration_seconds_count{route="/api/analyze",method="POST"}')).toBe(3);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",route="/api/analyze",method="POST"}');
    expect(sample(text, 'rate_limit_decisions_total{bucket="key",decision="allowed"}')).toBe(2);
    expect(sample(text, 'rate_limit_decisions_total{bucket="key",decision="limited"}')).toBe(1);
    expect(sample(text, 'quota_decisions_total{decision="allowed"}')).toBe(1);
    expect(sample(text, 'quota_decisions_total{decision="exhausted"}')).toBe(1);
    expect(sample(text, 'spam_verdicts_total{verdict="clean"}')).toBe(1);
    expect(sample(text, 'database_up')).toBe(1);
    expect(sample(text, `database_pool_max_connections{backend="${server.services.database.kind}"}`)).toBe(server.services.database.kind === 'postgres' ? 10 : 1);
    expect(sample(text, 'database_ping_seconds')).toBeGreaterThan(0);
    await server.close();
  }, 60_000);

  test('open without METRICS_TOKEN (no key, no limit); with it, only with the token', async () => {
    const open = await testApp({ BURST_LIMIT: '1' });
    for (let i = 0; i < 3; i++) expect((await open.request('/metrics')).status).toBe(200);
    await open.close();
    const guarded = await testApp({ METRICS_TOKEN });
    const refused = await guarded.request('/metrics');
    expect(refused.status).toBe(401);
    expect((await refused.json()).error).toBe('invalid_metrics_token');
    expect((await guarded.request('/metrics', { headers: adminHeaders })).status).toBe(401);
    expect((await guarded.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
    await guarded.close();
  });
});
