import { Elysia, t } from 'elysia';
import { Gauge, Registry } from 'prom-client';
import type { Database } from './db/client.ts';
import { POSTGRES_POOL_MAX } from './db/client.ts';
import { ErrorBody } from './errors.ts';
import type { RequestFacts } from './request-context.ts';

/** Request latency buckets in seconds: the analyzer answers in well under a millisecond, forms writes in a few. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * A counter or histogram whose series are plain slots found through nested maps by label values, so counting a
 * request is a few map lookups and additions: prom-client's own children hash their labels on every call (a few
 * microseconds a request). The registry reads them at scrape time through `get()`, in prom-client's format.
 */
abstract class TalliedMetric<Slot> {
  readonly aggregator = 'sum';
  abstract readonly type: 'counter' | 'histogram';
  private readonly root = new Map<string, unknown>();
  private readonly slots: Array<{ labels: Record<string, string>; slot: Slot }> = [];

  constructor(readonly name: string, readonly help: string, private readonly labelNames: readonly string[], registry: Registry) {
    registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  protected abstract newSlot(): Slot;

  /** The series of these label values (in labelNames order). */
  slot(...values: string[]): Slot {
    let level = this.root;
    for (let index = 0; index < values.length - 1; index++) {
      let next = level.get(values[index]!) as Map<string, unknown> | undefined;
      if (!next) level.set(values[index]!, (next = new Map()));
      level = next;
    }
    const last = values[values.length - 1]!;
    let slot = level.get(last) as Slot | undefined;
    if (!slot) {
      level.set(last, (slot = this.newSlot()));
      this.slots.push({ labels: Object.fromEntries(this.labelNames.map((name, index) => [name, values[index]!])), slot });
    }
    return slot;
  }

  protected abstract samples(labels: Record<string, string>, slot: Slot): object[];

  get() {
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values: this.slots.flatMap(({ labels, slot }) => this.samples(labels, slot)) };
  }
}

class TalliedCounter extends TalliedMetric<{ value: number }> {
  readonly type = 'counter';
  protected newSlot() {
    return { value: 0 };
  }
  protected samples(labels: Record<string, string>, slot: { value: number }) {
    return [{ labels, value: slot.value }];
  }
}

interface HistogramSlot { counts: number[]; sum: number; count: number }

class TalliedHistogram extends TalliedMetric<HistogramSlot> {
  readonly type = 'histogram';
  constructor(name: string, help: string, labelNames: readonly string[], private readonly buckets: readonly number[], registry: Registry) {
    super(name, help, labelNames, registry);
  }
  protected newSlot(): HistogramSlot {
    return { counts: this.buckets.map(() => 0), sum: 0, count: 0 };
  }
  observe(slot: HistogramSlot, value: number): void {
    const bucket = this.buckets.findIndex((bound) => value <= bound);
    if (bucket !== -1) slot.counts[bucket]!++;
    slot.sum += value;
    slot.count++;
  }
  protected samples(labels: Record<string, string>, slot: HistogramSlot) {
    let cumulative = 0;
    const bucket = `${this.name}_bucket`;
    return [
      ...this.buckets.map((le, index) => ({ metricName: bucket, labels: { le }, sharedLabels: labels, value: (cumulative += slot.counts[index]!) })),
      { metricName: bucket, labels: { le: '+Inf' }, sharedLabels: labels, value: slot.count },
      { metricName: `${this.name}_sum`, labels, value: slot.sum },
      { metricName: `${this.name}_count`, labels, value: slot.count },
    ];
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
  const requests = new TalliedCounter('http_requests_total', 'Answered requests by route template, method and status.', ['route', 'method', 'status'], registry);
  const latency = new TalliedHistogram('http_request_duration_seconds', 'Time from the request arriving to the response, by route template and method.',
    ['route', 'method'], LATENCY_BUCKETS, registry);
  const limiter = new TalliedCounter('rate_limit_decisions_total', 'Burst limiter decisions by bucket kind (key, forms account, client address, a visitor\'s share of a forms account).', ['bucket', 'decision'], registry);
  const quota = new TalliedCounter('quota_decisions_total', 'Daily analyzer quota decisions.', ['decision'], registry);
  const spam = new TalliedCounter('spam_verdicts_total', 'Spam verdicts on form submissions.', ['verdict'], registry);
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
  const statusText: string[] = [];
  return {
    registry,
    observe(facts, method, route, status, seconds) {
      requests.slot(route, method, (statusText[status] ??= String(status))).value++;
      latency.observe(latency.slot(route, method), seconds);
      if (facts.limitBucket) limiter.slot(facts.limitBucket, facts.limited ? 'limited' : 'allowed').value++;
      if (facts.quotaAllowed !== undefined) quota.slot(facts.quotaAllowed ? 'allowed' : 'exhausted').value++;
      if (facts.spam !== undefined) spam.slot(facts.spam ? 'spam' : 'clean').value++;
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
