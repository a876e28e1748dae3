import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import { withinDeadline } from '../deadline.ts';
import type { Platform } from '../platform.ts';
import { DatabaseTimeoutError } from './errors.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  /** every round trip bounded by DATABASE_TIMEOUT_MS (PostgreSQL) */
  readonly db: Db;
  /** the same connections without that deadline: migrations and bulk maintenance (index builds, bench seeding) */
  readonly unboundedDb: Db;
  readonly kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Rows of a raw `db.execute` result: postgres.js returns an array, PGlite `{rows}` (the query builder hides this). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The drivers under Drizzle, as far as a statement run on them directly needs them. */
type DriverClient =
  | { unsafe(text: string, params: unknown[], options: { prepare: true }): PromiseLike<unknown[]> }
  | { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * One fixed statement text with positional parameters ($1 …), run on the driver itself: postgres.js prepares it
 * once per connection (and the database's DATABASE_TIMEOUT_MS deadline still bounds it), PGlite runs it in
 * process. For the hottest statements, where the query builder's placeholder filling, tracing wrappers and
 * row mapping cost more than the statement's own encoding.
 */
export function driverStatement<Row>(db: Db, text: string): (params: unknown[]) => Promise<Row[]> {
  const client = (db as unknown as { $client: DriverClient }).$client;
  if ('unsafe' in client) return async (params) => (await client.unsafe(text, params, { prepare: true })) as Row[];
  return async (params) => (await client.query(text, params)).rows as Row[];
}

export class DataDirLockedError extends Error {}

/**
 * PGlite is one connection in one process, and two processes on one data dir silently lose writes,
 * so the data dir is locked with a pid file; a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by process ${owner}; the embedded database serves one process (use DATABASE_URL for more)`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`could not lock DATA_DIR ${dataDir}`);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PostgreSQL settings the embedded database runs with, on top of PGlite's own start parameters (given on its
 * command line, so they override the data dir's postgresql.conf). shared_buffers: initdb writes 128MB, and PGlite's
 * wasm heap never shrinks, so every buffer page once used stays resident in the server's RSS; 16MB holds the
 * hot keys, forms and counters, and colder pages come from the operating system's file cache instead.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = { shared_buffers: '16MB' };

async function openPglite(dataDir: string, platform: Platform): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  try {
    const [{ PGlite }, { drizzle }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
    const assets = platform.pgliteAssets ? await platform.pgliteAssets() : {};
    const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
    const client = await PGlite.create(path.resolve(dataDir, 'pg'), { ...assets, startParams: [...PGlite.defaultStartParams, ...settings] });
    const db = drizzle(client, { schema }) as unknown as Db;
    return {
      db,
      unboundedDb: db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** DATABASE_TIMEOUT_MS: the longest a connection attempt or one round trip to PostgreSQL may take. */
export const DEFAULT_DATABASE_TIMEOUT_MS = 1000;

type PendingQuery = PromiseLike<unknown> & { values(): unknown };

/** What Drizzle does with a query: maybe `.values()`, then await it — each await bounded by the deadline. */
function boundedQuery(query: PendingQuery, timeoutMs: number): PendingQuery {
  const bounded: PendingQuery = {
    values() {
      query.values();
      return bounded;
    },
    then: (onFulfilled, onRejected) => withinDeadline(query, timeoutMs, () => {
      throw new DatabaseTimeoutError(timeoutMs);
    }).then(onFulfilled, onRejected),
  };
  return bounded;
}

/**
 * A transaction (`begin`/`savepoint`, callback last): BEGIN, including the wait for a free connection, and
 * COMMIT/ROLLBACK each get one deadline; the statements in between are bounded one by one. A transaction whose
 * BEGIN arrives after its caller was told it failed rolls back instead of running.
 */
function boundedTransaction(run: (...args: unknown[]) => Promise<unknown>, args: unknown[], timeoutMs: number): Promise<unknown> {
  const callback = args[args.length - 1] as (scoped: Sql) => unknown;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let expired = false;
  return new Promise((resolve, reject) => {
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        expired = true;
        reject(new DatabaseTimeoutError(timeoutMs));
      }, timeoutMs);
    };
    arm();
    run(...args.slice(0, -1), async (scoped: Sql) => {
      clearTimeout(timer);
      if (expired) throw new DatabaseTimeoutError(timeoutMs);
      try {
        return await callback(bounded(scoped, timeoutMs));
      } finally {
        arm();
      }
    }).then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * postgres.js has a connect timeout but no deadline on a query: a server that accepts and never answers (or a
 * connection whose peer vanished) would hold a request until TCP gives up, minutes later. Every query and
 * transaction Drizzle sends through this wrapper fails with DatabaseTimeoutError (503 storage_unavailable)
 * after `timeoutMs` instead. Migrations and bulk maintenance use `unboundedDb`: building an index takes longer.
 */
function bounded(sql: Sql, timeoutMs: number): Sql {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') return (...args: Parameters<Sql['unsafe']>) => boundedQuery(target.unsafe(...args), timeoutMs);
      if (property === 'begin' || property === 'savepoint') {
        const run = (Reflect.get(target, property) as (...args: unknown[]) => Promise<unknown>).bind(target);
        return (...args: unknown[]) => boundedTransaction(run, args, timeoutMs);
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/** Connections postgres.js may open per process. */
export const POSTGRES_POOL_MAX = 10;

async function openPostgres(url: string, timeoutMs: number): Promise<Database> {
  const [{ default: postgres }, { drizzle }] = await Promise.all([import('postgres'), import('drizzle-orm/postgres-js')]);
  // fetch_types off: the schema has no PostgreSQL arrays, and postgres.js leaves the rejection of that per-connection
  // query unhandled when the connection dies during it (an outage at connect time would end the process).
  const client = postgres(url, { max: POSTGRES_POOL_MAX, onnotice: () => {}, connect_timeout: timeoutMs / 1000, fetch_types: false });
  const db = drizzle(bounded(client, timeoutMs), { schema }) as unknown as Db;
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    await client.end({ timeout: 0 });
    throw error;
  }
  return {
    db,
    unboundedDb: drizzle(client, { schema }) as unknown as Db,
    kind: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.end({ timeout: 5 }),
  };
}

export function openDatabase(
  options: { databaseUrl: string | null; dataDir: string; databaseTimeoutMs?: number },
  platform: Platform,
): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databaseTimeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS)
    : openPglite(options.dataDir, platform);
}
