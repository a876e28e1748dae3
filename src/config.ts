/**
 * Configuration from environment variables, validated once at start-up. A bad value stops the start with
 * one line naming the variable. Every variable is documented in the README's configuration table.
 */
import { parseProxyTrust, type ProxyTrust } from './client-address.ts';
import { invalidAddressEntry } from './ip-ranges.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type AnalyzerPlan = 'free' | 'pro' | 'ultra' | 'team';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  databaseTimeoutMs: number;
  redisUrl: string | null;
  redisKeyPrefix: string;
  portalUrl: string | null;
  portalSecret: string | null;
  portalTimeoutMs: number;
  adminToken: string | null;
  /** when set, GET /metrics needs Authorization: Bearer METRICS_TOKEN */
  metricsToken: string | null;
  burstLimit: number;
  burstWindowSeconds: number;
  sectorPacksDir: string | null;
  tlsCertFile: string | null;
  tlsKeyFile: string | null;
  /** serve HTTPS with a certificate made in DATA_DIR/tls on first start (src/self-signed.ts) */
  tlsSelfSigned: boolean;
  /** who may append to X-Forwarded-For (and set X-Forwarded-Proto) */
  trustProxy: ProxyTrust;
  allowInsecureHttp: boolean;
  logLevel: LogLevel;
  quotas: Record<AnalyzerPlan, number>;
  verifyCacheSeconds: number;
  usageFlushSeconds: number;
  shutdownTimeoutMs: number;
  maxBodyBytes: number;
  /** webhook targets allowed although private/loopback (addresses or CIDRs); http is allowed to these only */
  webhookAllowPrivate: string[];
  webhookMaxAttempts: number;
  webhookBackoffBaseSeconds: number;
  webhookTimeoutMs: number;
  webhookDisableAfterHours: number;
  deliveryConcurrency: number;
  /** whether this process runs the background jobs (delivery worker, retention); any number of processes may */
  backgroundJobs: boolean;
  smtpUrl: string | null;
  smtpFrom: string;
  /** how long a dashboard sign-in lasts */
  dashboardSessionMinutes: number;
}

export class ConfigError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`Invalid configuration: ${variable} ${detail}`);
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(name, `must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function flag(env: Env, name: string): boolean {
  const raw = text(env, name);
  if (raw === null) return false;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(name, `must be true or false (got "${raw}")`);
}

function url(env: Env, name: string, protocols: readonly string[]): string | null {
  const raw = text(env, name);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'must be a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

function proxyTrust(env: Env): ProxyTrust {
  const raw = text(env, 'TRUST_PROXY');
  const trust = parseProxyTrust(raw);
  if (!trust) throw new ConfigError('TRUST_PROXY', `must be true, false, a hop count or a list of CIDRs (got "${raw}")`);
  return trust;
}

/** A comma-separated list of IP addresses or CIDR blocks. */
function addressList(env: Env, name: string): string[] {
  const entries = (text(env, name) ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = invalidAddressEntry(entries);
  if (bad !== null) throw new ConfigError(name, `must list IP addresses or CIDR blocks (got "${bad}")`);
  return entries;
}

const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];
const MAX_INT = 2_147_483_647;

export const DEFAULT_QUOTAS: Record<AnalyzerPlan, number> = { free: 100, pro: 10_000, ultra: 100_000, team: 250_000 };

export function loadConfig(env: Env): Config {
  const logLevel = (text(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel as LogLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }
  const tlsCertFile = text(env, 'TLS_CERT_FILE');
  const tlsKeyFile = text(env, 'TLS_KEY_FILE');
  if ((tlsCertFile === null) !== (tlsKeyFile === null)) {
    throw new ConfigError(tlsCertFile ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE', 'must be set together with the other TLS file');
  }
  const tlsSelfSigned = flag(env, 'TLS_SELF_SIGNED');
  if (tlsSelfSigned && tlsCertFile) throw new ConfigError('TLS_SELF_SIGNED', 'cannot be combined with TLS_CERT_FILE');
  const portalUrl = url(env, 'PORTAL_URL', ['http:', 'https:']);
  const portalSecret = text(env, 'PORTAL_SECRET');
  if (portalUrl && !portalSecret) throw new ConfigError('PORTAL_SECRET', 'is required when PORTAL_URL is set');
  if (portalSecret !== null && portalSecret.length < 16) {
    throw new ConfigError('PORTAL_SECRET', 'must be at least 16 characters');
  }
  const adminToken = text(env, 'ADMIN_TOKEN');
  if (adminToken !== null && adminToken.length < 16) throw new ConfigError('ADMIN_TOKEN', 'must be at least 16 characters');
  const metricsToken = text(env, 'METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters');
  const quota = (plan: AnalyzerPlan) =>
    integer(env, `QUOTA_${plan.toUpperCase()}`, DEFAULT_QUOTAS[plan], -1, MAX_INT);
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: text(env, 'HOST') ?? '127.0.0.1',
    dataDir: text(env, 'DATA_DIR') ?? './data',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseTimeoutMs: integer(env, 'DATABASE_TIMEOUT_MS', 1000, 50, 600_000),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisKeyPrefix: text(env, 'REDIS_KEY_PREFIX') ?? 'pfs:',
    portalUrl,
    portalSecret,
    portalTimeoutMs: integer(env, 'PORTAL_TIMEOUT_MS', 2000, 50, 60_000),
    adminToken,
    metricsToken,
    burstLimit: integer(env, 'BURST_LIMIT', 60, 1, 1_000_000),
    burstWindowSeconds: integer(env, 'BURST_WINDOW_SECONDS', 60, 1, 86_400),
    sectorPacksDir: text(env, 'SECTOR_PACKS_DIR'),
    tlsCertFile,
    tlsKeyFile,
    tlsSelfSigned,
    trustProxy: proxyTrust(env),
    allowInsecureHttp: flag(env, 'ALLOW_INSECURE_HTTP'),
    logLevel: logLevel as LogLevel,
    quotas: { free: quota('free'), pro: quota('pro'), ultra: quota('ultra'), team: quota('team') },
    verifyCacheSeconds: integer(env, 'VERIFY_CACHE_SECONDS', 5, 0, 5),
    usageFlushSeconds: integer(env, 'USAGE_FLUSH_SECONDS', 2, 1, 60),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    maxBodyBytes: integer(env, 'MAX_BODY_BYTES', 1_048_576, 1024, 104_857_600),
    webhookAllowPrivate: addressList(env, 'WEBHOOK_ALLOW_PRIVATE'),
    webhookMaxAttempts: integer(env, 'WEBHOOK_MAX_ATTEMPTS', 12, 1, 100),
    webhookBackoffBaseSeconds: integer(env, 'WEBHOOK_BACKOFF_BASE_SECONDS', 120, 1, 86_400),
    webhookTimeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 120_000),
    webhookDisableAfterHours: integer(env, 'WEBHOOK_DISABLE_AFTER_HOURS', 72, 1, 8760),
    deliveryConcurrency: integer(env, 'DELIVERY_CONCURRENCY', 8, 1, 256),
    backgroundJobs: text(env, 'BACKGROUND_JOBS') === null ? true : flag(env, 'BACKGROUND_JOBS'),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    smtpFrom: text(env, 'SMTP_FROM') ?? 'forms@localhost',
    dashboardSessionMinutes: integer(env, 'DASHBOARD_SESSION_MINUTES', 480, 1, 43_200),
  };
}
