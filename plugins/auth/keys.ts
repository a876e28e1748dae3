import { createHash } from 'node:crypto';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { accounts, apiKeys, teams, usageDaily } from '../../src/db/schema.ts';
import { newId, randomBase62 } from '../../src/ids.ts';
import { KEY_PREFIXES, type KeyMode, type Service } from './plans.ts';

/** 32 base62 characters ≈ 190 bits of entropy. */
const SECRET_LENGTH = 32;
/** Characters of the secret kept visible after the prefix, so operators can tell keys apart. */
const VISIBLE_SECRET_CHARS = 4;

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export class NotFoundError extends Error {}

export function mintKey(service: Service, mode: KeyMode = 'live'): { key: string; prefix: string } {
  const servicePrefix = service === 'analyze' ? KEY_PREFIXES.analyze : KEY_PREFIXES.forms[mode];
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
  const [account] = await db.update(accounts).set({ teamId }).where(eq(accounts.id, accountId)).returning();
  if (!account) throw new NotFoundError(`account ${accountId} does not exist`);
  return account;
}

export const listAccounts = (db: Db) => db.select().from(accounts).orderBy(desc(accounts.createdAt));
export const listTeams = (db: Db) => db.select().from(teams).orderBy(desc(teams.createdAt));

export interface CreateKeyInput {
  service: Service;
  plan: string;
  accountId?: string;
  teamId?: string;
  name?: string;
  mode?: KeyMode;
}

/** Creates the key (and an account when none is named); the plain key is returned only here. */
export async function createKey(db: Db, input: CreateKeyInput) {
  return db.transaction(async (tx) => {
    let accountId = input.accountId;
    if (accountId) {
      const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
      if (!account) throw new NotFoundError(`account ${accountId} does not exist`);
    } else {
      accountId = (await createAccount(tx as unknown as Db, { teamId: input.teamId ?? null, name: input.name })).id;
    }
    const { key, prefix } = mintKey(input.service, input.mode);
    const id = newId('key');
    await tx.insert(apiKeys).values({
      id, accountId, service: input.service, plan: input.plan, name: input.name ?? null, prefix, hash: hashKey(key),
    });
    return { id, key, prefix, service: input.service, plan: input.plan, accountId, name: input.name ?? null };
  });
}

export async function revokeKey(db: Db, id: string, at = new Date()) {
  const [existing] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  if (!existing) throw new NotFoundError(`key ${id} does not exist`);
  if (existing.revokedAt) return existing;
  const [key] = await db.update(apiKeys).set({ revokedAt: at }).where(eq(apiKeys.id, id)).returning();
  return key!;
}

export function listKeys(db: Db, filter: { accountId?: string; service?: Service } = {}) {
  const conditions: SQL[] = [];
  if (filter.accountId) conditions.push(eq(apiKeys.accountId, filter.accountId));
  if (filter.service) conditions.push(eq(apiKeys.service, filter.service));
  return db
    .select({
      id: apiKeys.id, prefix: apiKeys.prefix, service: apiKeys.service, plan: apiKeys.plan, name: apiKeys.name,
      accountId: apiKeys.accountId, createdAt: apiKeys.createdAt, revokedAt: apiKeys.revokedAt,
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
