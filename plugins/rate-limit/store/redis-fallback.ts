import { Redis } from 'ioredis';
import { withinDeadline } from '../../../src/deadline.ts';

/** How long close() waits for Redis to acknowledge QUIT before dropping the connection. */
const QUIT_WAIT_MS = 1000;

/** Receives one line per degraded/recovered transition, e.g. `(event, fields) => logger.warn(event, fields)`. */
export type StoreLogger = (event: string, fields?: Record<string, unknown>) => void;

export interface StoreHealth {
  backend: 'memory' | 'redis';
  degraded: boolean;
  detail?: string;
}

export interface RedisStoreOptions {
  redisUrl: string;
  log: StoreLogger;
  /** Prepended to every key (ioredis keyPrefix), e.g. to isolate test runs sharing one Redis. */
  keyPrefix?: string;
  /** A Redis that accepts the connection but stops answering costs at most this per probe. */
  commandTimeoutMs?: number;
  /** While degraded, Redis is retried at most once per interval; other calls go straight to memory. */
  probeIntervalMs?: number;
  /** Wall clock pacing the probes (not the injected decision time). */
  wallClock?: () => number;
}

/**
 * One ioredis connection plus the Redis-down policy shared by the burst limiter and the quota counter: every
 * call runs on Redis when it answers, otherwise on the caller's per-process memory fallback. Transitions are
 * logged once each (`*_degraded`, `*_recovered`); ioredis keeps reconnecting in the background and
 * the first call that succeeds again ends the degraded state.
 */
export class RedisWithFallback {
  readonly client: Redis;
  private readonly log: StoreLogger;
  private readonly store: string;
  private readonly probeIntervalMs: number;
  private readonly wallClock: () => number;
  private firstConnect: Promise<void> | null;
  private degradedDetail: string | null = null;
  private nextProbeAt = 0;
  private closing = false;

  constructor(store: string, options: RedisStoreOptions) {
    this.store = store;
    this.log = options.log;
    this.probeIntervalMs = options.probeIntervalMs ?? 1000;
    this.wallClock = options.wallClock ?? Date.now;
    // No offline queue and one retry: a command fails fast instead of hanging while Redis is away.
    this.client = new Redis(options.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
      connectTimeout: 2000,
      commandTimeout: options.commandTimeoutMs ?? 500,
      keyPrefix: options.keyPrefix,
      retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
    });
    // Without a listener ioredis' connection errors would be unhandled 'error' events; the transitions are
    // logged by run(), so the listener only keeps the latest reason.
    this.client.on('error', (error: Error) => {
      if (this.degradedDetail !== null) this.degradedDetail = describeOutage(error);
    });
    // The first call waits for the first connection attempt, so a healthy start is never reported degraded.
    this.firstConnect = this.client.connect().then(
      () => undefined,
      (error: Error) => this.degrade(error),
    );
  }

  async run<T>(onRedis: () => Promise<T>, inMemory: () => T): Promise<T> {
    if (this.firstConnect) {
      await this.firstConnect;
      this.firstConnect = null;
    }
    if (this.degradedDetail !== null) {
      if (this.client.status !== 'ready' || this.wallClock() < this.nextProbeAt) return inMemory();
      // This call is the probe; concurrent ones stay in memory rather than queue behind a Redis that may hang.
      this.nextProbeAt = this.wallClock() + this.probeIntervalMs;
    }
    try {
      const result = await onRedis();
      this.recover();
      return result;
    } catch (error) {
      this.degrade(error as Error);
      return inMemory();
    }
  }

  health(): StoreHealth {
    return this.degradedDetail === null
      ? { backend: 'redis', degraded: false }
      : { backend: 'redis', degraded: true, detail: this.degradedDetail };
  }

  /** A polite QUIT when Redis is up, bounded: a Redis that stopped answering must not hold up a shutdown. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.client.status === 'ready') await withinDeadline(this.client.quit().catch(() => {}), QUIT_WAIT_MS, () => undefined);
    this.client.disconnect();
  }

  private degrade(error: Error): void {
    this.nextProbeAt = this.wallClock() + this.probeIntervalMs;
    if (this.degradedDetail !== null || this.closing) return;
    this.degradedDetail = describeOutage(error);
    this.log(`${this.store}_degraded`, { backend: 'redis', fallback: 'memory', error: error.message });
  }

  private recover(): void {
    if (this.degradedDetail === null) return;
    this.degradedDetail = null;
    this.log(`${this.store}_recovered`, { backend: 'redis' });
  }
}

const describeOutage = (error: Error) => `redis unreachable (${error.message}); counting per process in memory`;
