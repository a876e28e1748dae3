import { Elysia } from 'elysia';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { isDatabaseUnavailable, loggableError } from './db/errors.ts';
import { contentRefusal, readBody } from './body.ts';
import { clientAddress } from './client-address.ts';
import { ApiError, apiError } from './errors.ts';
import { createLogger, type Logger } from './logger.ts';
import { nodeModulesPlatform, type Platform } from './platform.ts';
import { Readiness } from './readiness.ts';
import { beginRequest, pathOf, requestFacts, transportAddress } from './request-context.ts';
import { sizeBoundBreach, validationError } from './validation.ts';
import { apiDocs } from './docs.ts';
import { registerFormats } from './formats.ts';
import { healthRoutes } from './health.ts';
import { landingPage } from './landing.ts';
import { createMetrics, metricsRoutes, type Metrics } from './metrics.ts';
import { adminPlugin } from '../plugins/auth/admin.ts';
import { authPlugin } from '../plugins/auth/index.ts';
import { createEmbeddedPortal } from '../plugins/auth/portal/embedded.ts';
import { createRemotePortal } from '../plugins/auth/portal/remote.ts';
import { portalServer } from '../plugins/auth/portal/server.ts';
import type { Portal } from '../plugins/auth/portal/types.ts';
import { createBurstLimiter, type BurstLimiter } from '../plugins/rate-limit/store/limiter.ts';
import { createQuotaCounter, type QuotaCounter } from '../plugins/rate-limit/store/quota.ts';
import { analyzerPlugin } from '../plugins/analyzer/index.ts';
import { loadRegistry } from '../plugins/analyzer/packs/registry.ts';
import type { PackRegistry } from '../plugins/analyzer/packs/types.ts';
import { createFormAccess, formsPlugin } from '../plugins/forms/index.ts';
import { formsAdminPlugin } from '../plugins/forms/admin.ts';
import { htmlErrorPage } from '../plugins/forms/routes/html.ts';
import { dashboardAdminPlugin } from '../plugins/dashboard/admin.ts';
import { dashboardPlugin } from '../plugins/dashboard/index.ts';

export interface AppOptions {
  platform?: Platform;
  logger?: Logger;
  /** an already open database (tests share one); otherwise opened from the config and closed with the app */
  database?: Database;
  /** milliseconds since the epoch; tests move it by hand instead of sleeping through windows */
  clock?: () => number;
}

/** What every plugin may depend on: plain services, no HTTP. */
export interface CoreServices {
  config: Config;
  database: Database;
  logger: Logger;
  readiness: Readiness;
  platform: Platform;
  clock: () => number;
  metrics: Metrics;
  /** registers work for shutdown (flushing, stopping timers); run in reverse order by close() */
  onClose(task: () => Promise<void>): void;
}

/** The gatekeeping services the plugins share. */
export interface GateServices {
  portal: Portal;
  limiter: BurstLimiter;
  /** null with a remote portal, which counts quota itself */
  quota: QuotaCounter | null;
  registry: PackRegistry;
}

type RouteTable = () => ReadonlyArray<{ method: string; path: string }>;

/** A plugin's own rendering of an error for requests it recognises (an HTML page for a browser's form post); null → JSON. */
type ErrorPage = (request: Request, failure: ApiError) => { body: string; headers: Readonly<Record<string, string>> } | null;

function routePattern(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}/?$`);
}

type RouteIndex = ReturnType<typeof routeIndex>;

/**
 * The app's routes with their path patterns, compiled once on first use (routes are fixed once the app is
 * composed): which other methods a path allows (405 + Allow), and the route template a refused or unrouted request
 * addressed, for the access log — the raw path can carry whatever a client typed (ids, values), so it is never logged.
 */
function routeIndex(routes: RouteTable) {
  let compiled: Array<{ method: string; path: string; pattern: RegExp }> | undefined;
  const all = () => (compiled ??= routes().map((route) => ({ method: route.method, path: route.path, pattern: routePattern(route.path) })));
  return {
    allowedMethods: (method: string, pathname: string): string[] =>
      [...new Set(all().filter((route) => route.method !== method && route.pattern.test(pathname)).map((route) => route.method))],
    templateOf: (pathname: string): string => all().find((route) => route.pattern.test(pathname))?.path ?? '(no route)',
  };
}

function toApiError(code: string | number, error: unknown, request: Request, routes: RouteIndex, logger: Logger): ApiError {
  if (error instanceof ApiError) return error;
  if (code === 'VALIDATION') {
    const failure = error as unknown as { validator?: { schema?: unknown }; value: unknown; all: never };
    return sizeBoundBreach(failure.validator?.schema ?? failure.validator, failure.value) ?? validationError(failure.all);
  }
  if (code === 'PARSE') {
    const cause = (error as Error).cause;
    return cause instanceof ApiError ? cause : apiError('Bad request', 'The body is not valid JSON');
  }
  if (code === 'NOT_FOUND') {
    const pathname = requestFacts(request)?.pathname ?? pathOf(request.url);
    const allowed = routes.allowedMethods(request.method, pathname);
    return allowed.length
      ? apiError('method_not_allowed', `${request.method} is not allowed on ${pathname}`, {}, { allow: allowed.join(', ') })
      : apiError('not_found', `No route for ${request.method} ${pathname}`);
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn('database_unavailable', { requestId: requestFacts(request)?.id, ...loggableError(error) });
    return apiError('storage_unavailable', 'The database is unavailable; retry shortly (a submission with the same Idempotency-Key).', {}, { 'retry-after': '5' });
  }
  logger.error('unhandled_error', { requestId: requestFacts(request)?.id, ...loggableError(error) });
  return apiError('internal_error', 'Unexpected server error; retry with backoff');
}

/**
 * Cross-cutting concerns owned by the core: request id, client address, bounded body reading, error model,
 * access log. Bodies are read by the parse hook, which runs after the gate's onRequest refusals.
 */
function corePlugin(services: CoreServices, routes: RouteTable, errorPage: ErrorPage) {
  const { logger, config, metrics } = services;
  const index = routeIndex(routes);
  const forwardedFor = config.trustProxy.kind === 'none' ? () => null : (request: Request) => request.headers.get('x-forwarded-for');
  return new Elysia({ name: 'core' })
    .onRequest(({ request, set }) => {
      const address = () => clientAddress(transportAddress(request) ?? null, forwardedFor(request), config.trustProxy);
      set.headers['x-request-id'] = beginRequest(request, address).id;
    })
    .onParse({ as: 'global' }, ({ request }, mediaType) => readBody(request, mediaType, config.maxBodyBytes))
    // after the gate (authentication comes first), before the route's work: its answer might be too long to survive
    .onTransform({ as: 'global' }, ({ request }) => {
      const refusal = contentRefusal(request, config.maxBodyBytes);
      if (refusal) throw refusal;
    })
    .onError({ as: 'global' }, ({ code, error, request, set }) => {
      const failure = toApiError(code, error, request, index, logger);
      const facts = requestFacts(request);
      if (facts) facts.status = failure.status;
      const headers = { ...(set.headers as Record<string, string>), ...failure.headers };
      const page = errorPage(request, failure);
      return new Response(page?.body ?? JSON.stringify({ ...failure.body(), requestId: facts?.id ?? set.headers['x-request-id'] }), {
        status: failure.status,
        headers: { ...headers, ...(page?.headers ?? { 'content-type': 'application/json; charset=utf-8' }) },
      });
    })
    .onAfterResponse({ as: 'global' }, ({ request, set, route }) => {
      const facts = requestFacts(request);
      if (!facts) return;
      const template = route || index.templateOf(facts.pathname);
      const status = facts.status ?? (typeof set.status === 'number' ? set.status : 200);
      const elapsedMs = performance.now() - facts.startedAt;
      metrics.observe(facts, request.method, template, status, elapsedMs / 1000);
      logger.info('request', {
        requestId: facts.id,
        method: request.method,
        route: template,
        status,
        durationMs: Math.round(elapsedMs * 100) / 100,
        keyId: facts.keyId,
        ...facts.logFields,
      });
    });
}

function buildApp(services: CoreServices, gate: GateServices) {
  const { config, database, clock } = services;
  let composed: Elysia | undefined;
  const routes: RouteTable = () => composed?.routes ?? [];
  const portalSecret = config.portalUrl ? null : config.portalSecret;
  const formAccess = createFormAccess({ db: database.db, clock });
  // No schema uses t.Transform, so encoding every response (Elysia's default) is pure cost on the hot path.
  const app = new Elysia({ name: 'server', encodeSchema: false })
    .use(corePlugin(services, routes, htmlErrorPage))
    .use(authPlugin({
      portal: gate.portal, limiter: gate.limiter, config, clock,
      operatorSecrets: { admin: config.adminToken, portal: portalSecret, metrics: config.metricsToken },
      resources: { forms: formAccess.authorise }, pageOrigins: formAccess.pageOrigins,
    }))
    .use(apiDocs(services.platform, routes))
    .use(healthRoutes(services))
    .use(landingPage())
    .use(metricsRoutes(services.metrics))
    .use(adminPlugin(services, gate.portal))
    .use(formsAdminPlugin(services))
    .use(portalSecret ? portalServer(gate.portal) : new Elysia({ name: 'portal-server-off' }))
    .use(analyzerPlugin({ portal: gate.portal, registry: gate.registry, clock, logger: services.logger }))
    .use(formsPlugin({ db: database.db, config, clock, logger: services.logger, onClose: services.onClose, formAccess }))
    .use(config.adminToken ? dashboardAdminPlugin(database.db, config, clock) : new Elysia({ name: 'dashboard-admin-off' }))
    .use(dashboardPlugin({
      db: database.db, config, clock, limiter: gate.limiter, portal: gate.portal, registry: gate.registry, forgetForm: formAccess.forget,
    }));
  composed = app as unknown as Elysia;
  return app;
}

function createGate(services: CoreServices): GateServices {
  const { config, database, logger, clock, readiness } = services;
  const log = (event: string, fields: Record<string, unknown> = {}) => logger.warn(event, fields);
  const redis = { redisUrl: config.redisUrl ?? undefined, keyPrefix: config.redisKeyPrefix, log };
  const limiter = createBurstLimiter(redis);
  // Quota is counted where keys live: here for the embedded portal, in the portal process for a remote one.
  const quota = config.portalUrl ? null : createQuotaCounter(redis);
  const portal = quota
    ? createEmbeddedPortal({ db: database.db, config, logger, quota, clock })
    : createRemotePortal({
      url: config.portalUrl!, secret: config.portalSecret!, timeoutMs: config.portalTimeoutMs,
      verifyCacheSeconds: config.verifyCacheSeconds, clock,
    });
  const registry = loadRegistry({
    dir: config.sectorPacksDir ?? undefined,
    log: (problem) => logger.warn('sector_pack_skipped', { path: problem.path, reason: problem.reason }),
  });
  if (config.redisUrl) {
    readiness.register('redis', async () => {
      const health = limiter.health();
      return health.degraded ? { ok: false, detail: health.detail ?? 'unreachable' } : { ok: true };
    });
  }
  if (config.portalUrl) readiness.register('portal', () => portal.ready());
  return { portal, limiter, quota, registry };
}

/** The composed Elysia app's type: an Eden treaty client (`treaty<App>(…)`) is typed from it. */
export type App = ReturnType<typeof buildApp>;

export interface ServerApp {
  app: App;
  services: CoreServices;
  gate: GateServices;
  /** flushes buffered state and closes what the app opened */
  close(): Promise<void>;
}

export async function createApp(config: Config, options: AppOptions = {}): Promise<ServerApp> {
  const platform = options.platform ?? nodeModulesPlatform;
  registerFormats();
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = options.database ?? (await openDatabase(config, platform));
  try {
    await applyMigrations(database);
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }
  const readiness = new Readiness();
  const closeTasks: Array<() => Promise<void>> = [];
  const services: CoreServices = {
    config, database, logger, readiness, platform, clock: options.clock ?? Date.now, onClose: (task) => void closeTasks.push(task),
    metrics: createMetrics(database),
  };
  const gate = createGate(services);
  const app = buildApp(services, gate);
  return {
    app,
    services,
    gate,
    close: async () => {
      for (const task of closeTasks.reverse()) await task();
      await gate.portal.close();
      await Promise.all([gate.limiter.close(), gate.quota?.close()]);
      if (!options.database) await database.close();
    },
  };
}
