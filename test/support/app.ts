import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type ServerApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import type { Logger } from '../../src/logger.ts';
import { nodeModulesPlatform } from '../../src/platform.ts';
import { recordTransportAddress } from '../../src/request-context.ts';

/**
 * The suite runs on embedded PGlite by default and on PostgreSQL when DATABASE_URL is set (CI does both).
 * One database per test process: PGlite's initdb costs seconds, and rows are namespaced by random ids.
 */
export const backend = process.env.DATABASE_URL ? 'postgres' : 'pglite';
export const ADMIN_TOKEN = 'test-admin-token-0123456789';

let shared: Promise<Database> | undefined;
const createdTempDirs = new Set<string>();

/** A fresh folder under the temp directory; the suite's preload (`test/support/cleanup.ts`) removes it after the run. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  createdTempDirs.add(dir);
  return dir;
}

/**
 * Apps not closed yet. An open app runs the counter fold every second against the shared database, so apps a file
 * leaves open would pile up over the run and slow every later file; files run one after another in one process, so
 * when a file opens its first app, whatever is still open was left by an earlier file, and is closed then.
 */
const openApps = new Set<TestApp>();
let fileOpeningApps: string | undefined;

/** The test file in the current call stack (undefined when there is none, e.g. a helper run from a timer). */
function callingTestFile(): string | undefined {
  return new Error().stack?.match(/[^\s(]+\.test\.ts/)?.[0];
}

const closeOpenApps = () => Promise.all([...openApps].map((app) => app.close()));

/**
 * Closes the apps a file left open (their periodic jobs would keep the shared database busy while it closes), then
 * the shared database (PGlite first, so nothing writes into its folder), and removes every `tempDir` folder.
 */
export async function cleanUpTestProcess(): Promise<void> {
  await closeOpenApps();
  if (shared) {
    const database = shared;
    shared = undefined;
    await (await database).close();
  }
  for (const dir of createdTempDirs) fs.rmSync(dir, { recursive: true, force: true });
  createdTempDirs.clear();
}

export function sharedDatabase(): Promise<Database> {
  shared ??= openDatabase(
    { databaseUrl: process.env.DATABASE_URL ?? null, dataDir: tempDir('pfs-test-db') },
    nodeModulesPlatform,
  );
  return shared;
}

export interface TestApp extends ServerApp {
  request(pathname: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
}

/**
 * An app on the shared database, the one way tests make one in-process: it runs no background jobs unless `env`
 * turns them on, and it is closed at the latest when the next file opens its first app. An app made with
 * `createApp` directly is neither: left open, its delivery worker polls the shared database every second for the
 * rest of the run and dispatches later files' submissions under their feet (a deliveries test failed so on the
 * PostgreSQL leg). `logger` collects the app's log lines where a test reads them.
 */
export async function testApp(env: Record<string, string> = {}, options: { clock?: () => number; logger?: Logger } = {}): Promise<TestApp> {
  const file = callingTestFile();
  if (file !== undefined && file !== fileOpeningApps) {
    await closeOpenApps();
    fileOpeningApps = file;
  }
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN,
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_KEY_PREFIX: `test:${crypto.randomUUID()}:`,
    // no stray workers: on the PostgreSQL leg one database serves every file, and an earlier file's app would
    // dispatch and deliver a later file's submissions under its feet; a test that needs the jobs turns them on
    BACKGROUND_JOBS: 'false',
    ...env,
  });
  const server = await createApp(config, { database: await sharedDatabase(), clock: options.clock, logger: options.logger });
  const app: TestApp = {
    ...server,
    close: async () => {
      openApps.delete(app);
      await server.close();
    },
    request: (pathname, init = {}) => {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      const request = new Request(`http://localhost${pathname}`, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
      // with a trusted proxy configured, in-process requests come from it (a loopback peer) and X-Forwarded-For names the client
      if (config.trustProxy.kind !== 'none') recordTransportAddress(request, '127.0.0.1');
      return server.app.handle(request);
    },
  };
  openApps.add(app);
  return app;
}

export const adminHeaders = { authorization: `Bearer ${ADMIN_TOKEN}` };
