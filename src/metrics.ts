import { Elysia, t } from 'elysia';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from './db/client.ts';
import { POSTGRES_POOL_MAX } from './db/client.ts';
import { ErrorBody } from './errors.ts';
import type { RequestFacts } from './request-context.ts';

/** Request latency buckets in seconds: the analyzer answers in well under a millisecond, forms writes in a few. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * prom-client children looked up by label values through nested maps, so counting a request allocates nothing
 * once each combination was seen (labels are route templates, methods and statuses: a bounded set).
 */
class Children<C> {
  private readonly root = new Map<string, unknown>();

  constructor(private readonly make: (values: string[]) => C) {}

  get(...values: string[]): C {
    let level = this.root;
    for (let index = 0; index < values.length - 1; index++) {
      let next = level.get(values[index]!) as Map<string, unknown> | undefined;
      if (!next) level.set(values[index]!, (next = new Map()));
      level = next;
    }
    const last = values[values.length - 1]!;
    let child = level.get(last) as C | undefined;
    if (!child) level.set(last, (child = this.make(values)));
    return child;
  }
}

export interface Metrics {
  readonly registry: Registry;
  /** called from the access-log hook once per answered request */
  observe(facts: RequestFacts, method: string, route: string, status: number, seconds: number): void;
}

/**
 * The server's Prometheus metrics, in a registry of its own (two apps in one process, as in tests, never share
 * counters). Decisions reach them through the request's facts (gate: limiter; analyzer: quota; forms: spam
 * verdict), read once in the access-log hook; the database is asked at scrape time only.
 */
export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  // prom-client's default process metrics are not used: under Bun its event-loop lag readings are meaningless
  new Gauge({
    name: 'process_resident_memory_bytes', help: 'Resident memory of the server process.', registers: [registry],
    collect() {
      this.set(process.memoryUsage.rss());
    },
  });
  const requests = new Counter({ name: 'http_requests_total', help: 'Answered requests by route template, method and status.', labelNames: ['route', 'method', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time from the request arriving to the response, by route template and method.',
    labelNames: ['route', 'method'], buckets: LATENCY_BUCKETS, registers: [registry],
  });
  const limiter = new Counter({ name: 'rate_limit_decisions_total', help: 'Burst limiter decisions by bucket kind (key, forms account, client address, a visitor\'s share of a forms account).', labelNames: ['bucket', 'decision'], registers: [registry] });
  const quota = new Counter({ name: 'quota_decisions_total', help: 'Daily analyzer quota decisions.', labelNames: ['decision'], registers: [registry] });
  const spam = new Counter({ name: 'spam_verdicts_total', help: 'Spam verdicts on form submissions.', labelNames: ['verdict'], registers: [registry] });
  new Gauge({
    name: 'database_pool_max_connections', help: 'Connections the database client may open (PGlite: one, in process).',
    labelNames: ['backend'], registers: [registry],
    collect() {
      this.set({ backend: database.kind }, database.kind === 'postgres' ? POSTGRES_POOL_MAX : 1);
    },
  });
  // Prometheus collects every metric of a scrape at once: both database gauges share one ping per scrape.
  let scrapePing: Promise<number | null> | undefined;
  const pingSeconds = () => (scrapePing ??= (async () => {
    const started = performance.now();
    try {
      await database.ping();
      return (performance.now() - started) / 1000;
    } catch {
      return null;
    } finally {
      scrapePing = undefined;
    }
  })());
  new Gauge({
    name: 'database_up', help: '1 when the database answered a ping at scrape time.', registers: [registry],
    async collect() {
      this.set((await pingSeconds()) === null ? 0 : 1);
    },
  });
  new Gauge({
    name: 'database_ping_seconds', help: 'Round trip of `select 1` at scrape time, through the pool (NaN when it failed).', registers: [registry],
    async collect() {
      this.set((await pingSeconds()) ?? Number.NaN);
    },
  });
  const requestChildren = new Children((values) => requests.labels(...values));
  const latencyChildren = new Children((values) => latency.labels(...values));
  const limiterChildren = new Children((values) => limiter.labels(...values));
  const quotaChildren = new Children((values) => quota.labels(...values));
  const spamChildren = new Children((values) => spam.labels(...values));
  const statusText: string[] = [];
  return {
    registry,
    observe(facts, method, route, status, seconds) {
      requestChildren.get(route, method, (statusText[status] ??= String(status))).inc();
      latencyChildren.get(route, method).observe(seconds);
      if (facts.limitBucket) limiterChildren.get(facts.limitBucket, facts.limited ? 'limited' : 'allowed').inc();
      if (facts.quotaAllowed !== undefined) quotaChildren.get(facts.quotaAllowed ? 'allowed' : 'exhausted').inc();
      if (facts.spam !== undefined) spamChildren.get(facts.spam ? 'spam' : 'clean').inc();
    },
  };
}

/** GET /metrics in Prometheus text format; the gate asks for METRICS_TOKEN when one is configured. */
export function metricsRoutes(metrics: Metrics) {
  return new Elysia({ name: 'metrics', detail: { tags: ['Health'] } })
    .get('/metrics', async ({ set }) => {
      set.headers['content-type'] = metrics.registry.contentType;
      return metrics.registry.metrics();
    }, {
      response: { 200: t.String({ description: 'Prometheus text exposition format.' }), 401: ErrorBody },
      detail: { summary: 'Prometheus metrics (Authorization: Bearer METRICS_TOKEN when configured)', security: [{ bearerAuth: [] }, {}] },
    });
}
