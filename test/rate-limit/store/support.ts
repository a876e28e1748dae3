import { afterEach } from 'bun:test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { withinDeadline } from '../../../src/deadline.ts';

/** The shared Redis of the Redis leg; CI sets it, locally the leg is skipped (and says so) without it. */
export const REDIS_URL = process.env.REDIS_URL ?? '';

/** Every key this run writes lives under its own prefix, so runs sharing a Redis never see each other. */
const runPrefix = `test:rate-limit-store:${process.pid}:${Date.now()}:`;
let prefixCount = 0;
export const uniquePrefix = (): string => `${runPrefix}${++prefixCount}:`;

/** Quota counters live two days: remove this run's keys from the shared Redis. */
export async function removeRunKeys(): Promise<void> {
  if (!REDIS_URL) return;
  const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  for await (const keys of client.scanStream({ match: `${runPrefix}*`, count: 1000 })) {
    if ((keys as string[]).length) await client.unlink(...(keys as string[]));
  }
  await client.quit();
}

/** Nothing listens here (the brief's closed port). */
export const UNREACHABLE_REDIS_URL = 'redis://127.0.0.1:6390';

export interface LogLine {
  event: string;
  fields?: Record<string, unknown>;
}

export function recordingLog() {
  const lines: LogLine[] = [];
  return { lines, log: (event: string, fields?: Record<string, unknown>) => void lines.push({ event, fields }) };
}

export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TemporaryRedis {
  /** SIGSTOP: the connection stays open but nothing answers (a hung Redis). */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/** A throwaway redis-server without persistence on `port`, resolved once it accepts connections. */
export function startTemporaryRedis(port: number): Promise<TemporaryRedis> {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGCONT');
      child.kill('SIGTERM');
    }
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void stop().then(() => reject(new Error('redis-server did not start'))), 10_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.includes('Ready to accept connections')) return;
      clearTimeout(timer);
      resolve({ pause: () => child.kill('SIGSTOP'), resume: () => child.kill('SIGCONT'), stop });
    });
  });
}

/** Polls `attempt` until it returns true (real time: ioredis reconnects in the background). */
export async function eventually(attempt: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await attempt())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A plain client to look at what the stores wrote. */
export const inspector = (url: string, keyPrefix: string) => new Redis(url, { keyPrefix, maxRetriesPerRequest: 1 });

/** 2023-11-14T22:13:20Z: a fixed instant, so tests never depend on the wall clock. */
export const T0 = 1_700_000_000_000;

const CLOSE_DEADLINE_MS = 5000;

const closeWithin = (store: { close(): Promise<void> }, deadlineMs: number): Promise<void> =>
  withinDeadline(store.close(), deadlineMs, () => {
    throw new Error(`${store.constructor.name}.close() did not finish within ${deadlineMs} ms`);
  });

/** Registers an afterEach that closes every store the test file opened; returns the function that tracks one. */
export function closesAfterEach<T extends { close(): Promise<void> }>(): <S extends T>(store: S) => S {
  const opened: T[] = [];
  // A close is bounded by the stores themselves (about 1 s); one that is not says which store hung, well before the hook's own limit.
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => closeWithin(store, CLOSE_DEADLINE_MS)));
  }, 3 * CLOSE_DEADLINE_MS);
  return (store) => {
    opened.push(store);
    return store;
  };
}
