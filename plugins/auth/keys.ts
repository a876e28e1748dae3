import { hash } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { accounts, apiKeys, forms, teams, usageDaily } from '../../src/db/schema.ts';
import { isStorableText, STORABLE_TEXT_REASON } from '../../src/db/text.ts';
import { newId, randomBase62 } from '../../src/ids.ts';
import { originsProblem } from './origins.ts';
import { KEY_PREFIXES, PLANS, PUBLISHABLE_MARK, type KeyKind, type KeyMode, type Service } from './plans.ts';

/** 32 base62 characters ≈ 190 bits of entropy. */
const SECRET_LENGTH = 32;
/** Characters of the secret kept visible after the prefix, so operators can tell keys apart. */
const VISIBLE_SECRET_CHARS = 4;

/** Hashed on every authenticated request (the verify cache is keyed by it): one-shot, ~5× cheaper than a Hash object. */
export const hashKey = (key: string): string => hash('sha256', key, 'hex');

export class NotFoundError extends Error {}
/** A change the key's or account's state does not allow (e.g. rolling a revoked key). */
export class InvalidChangeError extends Error {}

/** How long a rolled key keeps working beside its successor, unless the roll names another grace period. */
export const DEFAULT_ROLL_GRACE_SECONDS = 24 * 60 * 60;
export const MAX_ROLL_GRACE_SECONDS = 30 * 24 * 60 * 60;

export function assertPlan(service: Service, plan: string): void {
  const plans: readonly string[] = PLANS[service];
  if (!plans.includes(plan)) throw new InvalidChangeError(`plan must be one of ${plans.join(', ')} for service ${service}`);
}

function assertBurstLimitFor(service: string, burstLimit: number | null | undefined): void {
  if (burstLimit != null && service !== 'analyze') {
    throw new InvalidChangeError('a per-key burst limit exists only for analyze keys; forms limits are per account and plan');
  }
}

/** Publishable keys exist for forms only; allowed origins belong to publishable keys and must be origins. */
function assertKindSettings(service: string, kind: KeyKind, allowedOrigins: readonly string[] | null | undefined): void {
  if (kind === 'publishable' && service !== 'forms') throw new InvalidChangeError('publishable keys exist only for forms');
  if (allowedOrigins == null) return;
  if (kind !== 'publishable') throw new InvalidChangeError('allowedOrigins exists only for publishable keys; a secret key is never used from a page');
  const problem = originsProblem(allowedOrigins);
  if (problem) throw new InvalidChangeError(`allowedOrigins: ${problem}`);
}

/** jsonb refuses NUL and lone surrogates in member names as in values: refuse them here, not as a 500. */
function assertStorableMetadata(metadata: Record<string, unknown> | undefined): void {
  if (!metadata) return;
  const texts = Object.entries(metadata).flatMap(([name, value]) => (typeof value === 'string' ? [name, value] : [name]));
  if (!texts.every(isStorableText)) throw new InvalidChangeError(`metadata ${STORABLE_TEXT_REASON}`);
}

const modeOf = (prefix: string): KeyMode => (prefix.startsWith(`${KEY_PREFIXES.forms.test}_`) ? 'test' : 'live');

export function mintKey(service: Service, mode: KeyMode = 'live', kind: KeyKind = 'secret'): { key: string; prefix: string } {
  const modePrefix = service === 'analyze' ? KEY_PREFIXES.analyze : KEY_PREFIXES.forms[mode];
  const servicePrefix = kind === 'publishable' ? `${modePrefix}_${PUBLISHABLE_MARK}` : modePrefix;
  const key = `${servicePrefix}_${randomBase62(SECRET_LENGTH)}`;
  return { key, prefix: key.slice(0, servicePrefix.length + 1 + VISIBLE_SECRET_CHARS) };
}

export async function createTeam(db: Db, input: { name: string; plan: string }) {
  const [team] = await db.insert(teams).values({ id: newId('team'), name: input.name, plan: input.plan }).returning();
  return team!;
}

export async function createAccount(db: Db, input: { name?: string; teamId?: string | null }) {
  // an empty string is a team id that does not exist, not "no team" (null is): 404, not a foreign-key 500
  if (input.teamId != null) await requireTeam(db, input.teamId);
  const id = newId('acc');
  const [account] = await db.insert(accounts).values({ id, name: input.name ?? id, teamId: input.teamId ?? null }).returning();
  return account!;
}

async function requireTeam(db: Db, teamId: string) {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team) throw new NotFoundError(`team ${teamId} does not exist`);
  return team;
}

export async function setAccountTeam(db: Db, accountId: string, teamId: string | null) {
  if (teamId !== null) await requireTeam(db, teamId);
  const [account] = await db.update(accounts).set({ teamId }).where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt))).returning();
  if (!account) throw new NotFoundError(`account ${accountId} does not exist`);
  return account;
}

/** Accounts not deleted, newest first. */
export const listAccounts = (db: Db) => db.select().from(accounts).where(isNull(accounts.deletedAt)).orderBy(desc(accounts.createdAt));
export const listTeams = (db: Db) => db.select().from(teams).orderBy(desc(teams.createdAt));

export interface CreateKeyInput {
  service: Service;
  plan: string;
  accountId?: string;
  teamId?: string;
  name?: string;
  mode?: KeyMode;
  expiresAt?: Date | null;
  metadata?: Record<string, unknown>;
  /** analyzer keys only */
  burstLimit?: number | null;
  /** secret (default) or publishable (forms only) */
  kind?: KeyKind;
  /** publishable keys only; null or absent: the form's allowed origins alone */
  allowedOrigins?: string[] | null;
}

/** Creates the key (and an account when none is named); the plain key is returned only here. */
export async function createKey(db: Db, input: CreateKeyInput) {
  assertBurstLimitFor(input.service, input.burstLimit);
  assertStorableMetadata(input.metadata);
  const kind = input.kind ?? 'secret';
  assertKindSettings(input.service, kind, input.allowedOrigins);
  return db.transaction(async (tx) => {
    let accountId = input.accountId;
    if (accountId) {
      const [account] = await tx.select().from(accounts).where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt)));
      if (!account) throw new NotFoundError(`account ${accountId} does not exist`);
    } else {
      accountId = (await createAccount(tx as unknown as Db, { teamId: input.teamId ?? null, name: input.name })).id;
    }
    const { key, prefix } = mintKey(input.service, input.mode, kind);
    const id = newId('key');
    const settings = {
      expiresAt: input.expiresAt ?? null, metadata: input.metadata ?? {}, burstLimit: input.burstLimit ?? null, kind, allowedOrigins: input.allowedOrigins ?? null,
    };
    await tx.insert(apiKeys).values({
      id, accountId, service: input.service, plan: input.plan, name: input.name ?? null, prefix, hash: hashKey(key), ...settings,
    });
    return { id, key, prefix, service: input.service, plan: input.plan, accountId, name: input.name ?? null, ...settings };
  });
}

async function requireKey(db: Db, id: string) {
  const [key] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  if (!key) throw new NotFoundError(`key ${id} does not exist`);
  return key;
}

export interface KeyChanges {
  name?: string | null;
  metadata?: Record<string, unknown>;
  /** null: never expires */
  expiresAt?: Date | null;
  /** null: back to BURST_LIMIT; analyzer keys only */
  burstLimit?: number | null;
  /** publishable keys only; null: the form's allowed origins alone */
  allowedOrigins?: string[] | null;
}

/** Name, metadata, expiry, burst limit and allowed origins of a key; absent members stay as they are. */
export async function updateKey(db: Db, id: string, changes: KeyChanges) {
  const existing = await requireKey(db, id);
  assertBurstLimitFor(existing.service, changes.burstLimit);
  assertKindSettings(existing.service, existing.kind, changes.allowedOrigins);
  assertStorableMetadata(changes.metadata);
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (!Object.keys(set).length) return existing;
  const [key] = await db.update(apiKeys).set(set).where(eq(apiKeys.id, id)).returning();
  return key!;
}

/**
 * Rolls a key: a successor with the same account, service, plan, name, metadata, burst limit, expiry, kind and origins is
 * created (its secret returned only here), and the old key expires after the grace period (sooner if it already
 * expired sooner), so clients can switch over without an outage.
 */
export async function rollKey(db: Db, id: string, options: { graceSeconds?: number } = {}, now = Date.now()) {
  const graceSeconds = options.graceSeconds ?? DEFAULT_ROLL_GRACE_SECONDS;
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update');
    if (!old) throw new NotFoundError(`key ${id} does not exist`);
    if (old.revokedAt) throw new InvalidChangeError(`key ${id} is revoked and cannot be rolled`);
    if (old.expiresAt && old.expiresAt.getTime() <= now) throw new InvalidChangeError(`key ${id} has expired and cannot be rolled`);
    const graceEnd = new Date(Math.min(now + graceSeconds * 1000, old.expiresAt?.getTime() ?? Infinity));
    await tx.update(apiKeys).set({ expiresAt: graceEnd }).where(eq(apiKeys.id, id));
    const { key, prefix } = mintKey(old.service as Service, modeOf(old.prefix), old.kind);
    const successor = {
      id: newId('key'), accountId: old.accountId, service: old.service, plan: old.plan, name: old.name,
      prefix, hash: hashKey(key), expiresAt: old.expiresAt, metadata: old.metadata, burstLimit: old.burstLimit,
      kind: old.kind, allowedOrigins: old.allowedOrigins,
    };
    await tx.insert(apiKeys).values(successor);
    const { hash: _hash, ...shown } = successor;
    return { ...shown, key, rolledFrom: { id, expiresAt: graceEnd } };
  });
}

/** Changes a team's analyzer plan; returns the team and its members' key ids (their cached verifications are stale). */
export async function setTeamPlan(db: Db, teamId: string, plan: string) {
  assertPlan('analyze', plan);
  const [team] = await db.update(teams).set({ plan }).where(eq(teams.id, teamId)).returning();
  if (!team) throw new NotFoundError(`team ${teamId} does not exist`);
  const members = await db.select({ id: apiKeys.id }).from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId)).where(eq(accounts.teamId, teamId));
  return { team, keyIds: members.map((key) => key.id) };
}

export interface Deletion {
  accountIds: string[];
  /** keys revoked by the deletion (cached verifications of them must be forgotten) */
  revokedKeyIds: string[];
  deletedForms: number;
}

/**
 * Deletes accounts: each is marked deleted (kept as a tombstone so its keys still answer revoked_api_key and
 * usage history stays attributable), every key revoked, and its forms deleted with their fields, views and
 * responses (the responses are personal data its owner collected; with the owner gone nobody may read them).
 */
async function deleteAccounts(db: Db, accountIds: string[], at: Date): Promise<Deletion> {
  if (!accountIds.length) return { accountIds, revokedKeyIds: [], deletedForms: 0 };
  await db.update(accounts).set({ deletedAt: at }).where(inArray(accounts.id, accountIds));
  const revoked = await db.update(apiKeys).set({ revokedAt: at })
    .where(and(inArray(apiKeys.accountId, accountIds), isNull(apiKeys.revokedAt))).returning({ id: apiKeys.id });
  const deleted = await db.delete(forms).where(inArray(forms.accountId, accountIds)).returning({ id: forms.id });
  return { accountIds, revokedKeyIds: revoked.map((key) => key.id), deletedForms: deleted.length };
}

export async function deleteAccount(db: Db, accountId: string, at = new Date()): Promise<Deletion> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(accounts).where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt)));
    if (!account) throw new NotFoundError(`account ${accountId} does not exist`);
    return deleteAccounts(tx as unknown as Db, [accountId], at);
  });
}

/** Deletes a team and, with it, its member accounts (as deleteAccount does each). */
export async function deleteTeam(db: Db, teamId: string, at = new Date()): Promise<Deletion & { teamId: string }> {
  return db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    await requireTeam(trx, teamId);
    const members = await trx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.teamId, teamId), isNull(accounts.deletedAt)));
    const deletion = await deleteAccounts(trx, members.map((member) => member.id), at);
    await trx.delete(teams).where(eq(teams.id, teamId));
    return { teamId, ...deletion };
  });
}

/**
 * Records when keys were last used in one statement (the embedded portal batches uses in memory and calls this
 * every USAGE_FLUSH_SECONDS); a later flush never moves a key's time backwards.
 */
export async function recordKeyUses(db: Db, uses: ReadonlyMap<string, number>): Promise<void> {
  if (!uses.size) return;
  const rows = [...uses].map(([id, at]) => sql`(${id}, ${new Date(at).toISOString()}::timestamptz)`);
  await db.execute(sql`update ${apiKeys} set last_used_at = used.at
    from (values ${sql.join(rows, sql`, `)}) as used(id, at)
    where ${apiKeys.id} = used.id and (${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < used.at)`);
}

export async function revokeKey(db: Db, id: string, at = new Date()) {
  const existing = await requireKey(db, id);
  if (existing.revokedAt) return existing;
  const [key] = await db.update(apiKeys).set({ revokedAt: at }).where(eq(apiKeys.id, id)).returning();
  return key!;
}

/** What a key is at `now`: revoked wins over expired. */
export function keyStatus(key: { revokedAt: Date | null; expiresAt: Date | null }, now: number): 'active' | 'expired' | 'revoked' {
  if (key.revokedAt) return 'revoked';
  return key.expiresAt && key.expiresAt.getTime() <= now ? 'expired' : 'active';
}

/** Keys of every service, newest first; filter by account or service. */
export function listKeys(db: Db, filter: { accountId?: string; service?: Service } = {}) {
  const conditions: SQL[] = [];
  if (filter.accountId) conditions.push(eq(apiKeys.accountId, filter.accountId));
  if (filter.service) conditions.push(eq(apiKeys.service, filter.service));
  return db
    .select({
      id: apiKeys.id, prefix: apiKeys.prefix, service: apiKeys.service, plan: apiKeys.plan, name: apiKeys.name,
      accountId: apiKeys.accountId, createdAt: apiKeys.createdAt, revokedAt: apiKeys.revokedAt, expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt, metadata: apiKeys.metadata, burstLimit: apiKeys.burstLimit,
      kind: apiKeys.kind, allowedOrigins: apiKeys.allowedOrigins,
    })
    .from(apiKeys)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(apiKeys.createdAt));
}

/** Persisted daily usage (flushed every USAGE_FLUSH_SECONDS), newest day first. */
export function listUsage(db: Db, filter: { owner?: string; day?: string } = {}) {
  const conditions: SQL[] = [];
  if (filter.owner) conditions.push(eq(usageDaily.owner, filter.owner));
  if (filter.day) conditions.push(eq(usageDaily.day, filter.day));
  return db.select().from(usageDaily)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(usageDaily.day), usageDaily.owner)
    .limit(1000);
}
