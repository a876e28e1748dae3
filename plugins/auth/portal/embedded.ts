import { eq, sql } from 'drizzle-orm';
import type { AnalyzerPlan, Config } from '../../../src/config.ts';
import type { Db } from '../../../src/db/client.ts';
import { withinDeadline } from '../../../src/deadline.ts';
import { DATABASE_TIMEOUT, errorCode, loggableError } from '../../../src/db/errors.ts';
import { accounts, apiKeys, teams, usageDaily } from '../../../src/db/schema.ts';
import type { Logger } from '../../../src/logger.ts';
import { utcDay } from '../../../src/utc-day.ts';
import { recordKeyUses } from '../keys.ts';
import type { Service } from '../plans.ts';
import { PortalUnavailable, type Portal, type Principal, type QuotaDecision, type UsageCounter, type Verification } from './types.ts';
import { VerifyCache } from './verify-cache.ts';

/** Daily quota of an analyzer plan from the configuration (-1 = unlimited); other services have none. */
export function quotaLimit(config: Config, principal: Principal): number {
  if (principal.service !== 'analyze') return -1;
  return config.quotas[principal.plan as AnalyzerPlan] ?? config.quotas.free;
}

/**
 * Driver codes and SQLSTATEs meaning the database did not answer in time (connect or statement timeout, or our
 * own DATABASE_TIMEOUT_MS deadline on a query).
 */
const TIMEOUT_CODES = new Set(['CONNECT_TIMEOUT', 'ETIMEDOUT', '57014', DATABASE_TIMEOUT]);

/**
 * The embedded portal answers the analyzer like a remote one: a database that fails or does not answer within
 * PORTAL_TIMEOUT_MS is a portal failure (504 verify_timeout / 502 verify_upstream_error), never another code.
 */
async function asPortalCall<T>(timeoutMs: number, work: () => PromiseLike<T>): Promise<T> {
  try {
    return await withinDeadline(work(), timeoutMs, () => {
      throw new PortalUnavailable('timeout', `the database did not answer within ${timeoutMs} ms`);
    });
  } catch (error) {
    if (error instanceof PortalUnavailable) throw error;
    const code = errorCode(error);
    throw new PortalUnavailable(code && TIMEOUT_CODES.has(code) ? 'timeout' : 'upstream', `database error ${code ?? 'unknown'}`);
  }
}

type UsageDelta = ReturnType<UsageCounter['drainDeltas']>[number];

/**
 * One entry per owner and day: a flush that failed keeps its batch, and the next drain usually brings the same owner
 * and day again; one insert may not touch a row twice (ON CONFLICT DO UPDATE), so the retry would fail for ever.
 */
function sumPerOwnerAndDay(deltas: readonly UsageDelta[]): UsageDelta[] {
  const summed = new Map<string, UsageDelta>();
  for (const entry of deltas) {
    const marker = `${entry.accountKey}|${entry.day}`;
    const seen = summed.get(marker);
    summed.set(marker, seen ? { ...seen, delta: seen.delta + entry.delta } : entry);
  }
  return [...summed.values()];
}

export interface EmbeddedPortalDeps {
  db: Db;
  config: Config;
  logger: Logger;
  quota: UsageCounter;
  clock: () => number;
}

/**
 * Keys, plans and usage in the project's own database. Verifications are cached (VerifyCache); usage is
 * counted in the QuotaCounter (memory or Redis) and persisted every USAGE_FLUSH_SECONDS in one batch, so a
 * crash loses at most that many seconds of counts. Each owner's persisted usage seeds the counter once a day.
 * Keys' last use is kept the same way (one map entry per key) and written in the same flush.
 */
export function createEmbeddedPortal({ db, config, logger, quota, clock }: EmbeddedPortalDeps): Portal {
  const cache = new VerifyCache(config.verifyCacheSeconds * 1000, clock);
  const seeded = new Set<string>();
  let unflushed: UsageDelta[] = [];
  /** key id → last verified use, written to api_keys.last_used_at with the usage flush */
  let keyUses = new Map<string, number>();

  async function lookup(hash: string): Promise<Verification> {
    const [row] = await asPortalCall(config.portalTimeoutMs, () => db
      .select({
        keyId: apiKeys.id, accountId: apiKeys.accountId, service: apiKeys.service, keyPlan: apiKeys.plan,
        revokedAt: apiKeys.revokedAt, expiresAt: apiKeys.expiresAt, burstLimit: apiKeys.burstLimit, teamId: accounts.teamId, teamPlan: teams.plan,
        kind: apiKeys.kind, allowedOrigins: apiKeys.allowedOrigins,
      })
      .from(apiKeys)
      .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
      .leftJoin(teams, eq(teams.id, accounts.teamId))
      .where(eq(apiKeys.hash, hash)));
    if (!row) return { valid: false, code: 'NOT_FOUND' };
    if (row.revokedAt) return { valid: false, code: 'REVOKED' };
    const inTeam = row.service === 'analyze' && row.teamId !== null && row.teamPlan !== null;
    return {
      valid: true,
      code: 'VALID',
      principal: {
        keyId: row.keyId,
        accountId: row.accountId,
        service: row.service as Service,
        plan: inTeam ? row.teamPlan! : row.keyPlan,
        quotaOwner: inTeam ? `team:${row.teamId}` : `account:${row.accountId}`,
        expiresAt: row.expiresAt?.getTime() ?? null,
        burstLimit: row.burstLimit,
        kind: row.kind,
        allowedOrigins: row.allowedOrigins,
      },
    };
  }

  async function seedOnce(owner: string, day: string): Promise<void> {
    const marker = `${owner}|${day}`;
    if (seeded.has(marker)) return;
    const [row] = await asPortalCall(config.portalTimeoutMs, () => db.select({ used: usageDaily.used }).from(usageDaily)
      .where(sql`${usageDaily.owner} = ${owner} and ${usageDaily.day} = ${day}`));
    await quota.seed(owner, day, row?.used ?? 0);
    seeded.add(marker);
  }

  async function flushKeyUses(): Promise<void> {
    const uses = keyUses;
    keyUses = new Map();
    try {
      await recordKeyUses(db, uses);
    } catch (error) {
      for (const [keyId, at] of uses) {
        const since = keyUses.get(keyId);
        if (since === undefined || since < at) keyUses.set(keyId, at);
      }
      logger.warn('key_use_flush_failed', { error: (error as Error).message, pending: uses.size });
    }
  }

  async function flush(): Promise<void> {
    await flushKeyUses();
    const batch = sumPerOwnerAndDay([...unflushed, ...quota.drainDeltas()]);
    unflushed = [];
    if (!batch.length) return;
    try {
      await db.insert(usageDaily)
        .values(batch.map((entry) => ({ owner: entry.accountKey, day: entry.day, used: entry.delta })))
        .onConflictDoUpdate({ target: [usageDaily.owner, usageDaily.day], set: { used: sql`${usageDaily.used} + excluded.used` } });
    } catch (error) {
      // a flush that overlapped this one (close() during the timer's) may have kept its own batch meanwhile
      unflushed = sumPerOwnerAndDay([...unflushed, ...batch]);
      logger.warn('usage_flush_failed', { ...loggableError(error), pending: batch.length });
    }
  }

  const timer = setInterval(() => void flush(), config.usageFlushSeconds * 1000);
  (timer as { unref?: () => void }).unref?.();

  return {
    kind: 'embedded',
    async verify(key) {
      const verification = await cache.verify(key, lookup);
      if (verification.valid) keyUses.set(verification.principal.keyId, clock());
      return verification;
    },
    async consume(principal): Promise<QuotaDecision> {
      const limit = quotaLimit(config, principal);
      const now = clock();
      await seedOnce(principal.quotaOwner, utcDay(now));
      return quota.tryConsume(principal.quotaOwner, limit, now);
    },
    forget: (keyId) => cache.forget(keyId),
    ready: async () => ({ ok: true }),
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
