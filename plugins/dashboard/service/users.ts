import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { accounts, dashboardSessions, dashboardUsers } from '../../../src/db/schema.ts';
import { newId, randomBase62 } from '../../../src/ids.ts';
import { hashKey, NotFoundError } from '../../auth/keys.ts';

/** Who a dashboard session belongs to: the operator sees every account, a user only their own. */
export type Viewer = { kind: 'operator' } | { kind: 'user'; userId: string; email: string; accountId: string };

export interface Session {
  viewer: Viewer;
  csrfToken: string;
  expiresAt: Date;
}

export const INVITE_DAYS = 7;
export const MIN_PASSWORD_LENGTH = 12;

export class PasswordHashingUnavailable extends Error {}

/**
 * argon2id through Bun.password. Deno has no built-in argon2id, so there dashboard users cannot sign in
 * (the operator still can); the README says so.
 */
function bunPassword() {
  const bun = (globalThis as { Bun?: { password: typeof Bun.password } }).Bun;
  if (!bun) throw new PasswordHashingUnavailable('password sign-in needs the Bun runtime (argon2id)');
  return bun.password;
}

export const hashPassword = (password: string) => bunPassword().hash(password, { algorithm: 'argon2id' });

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function createUser(db: Db, input: { email: string; accountId: string; password?: string }, now: Date) {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, input.accountId));
  if (!account) throw new NotFoundError(`account ${input.accountId} does not exist`);
  const invite = input.password ? null : randomBase62(32);
  const [user] = await db.insert(dashboardUsers).values({
    id: newId('usr'),
    email: normaliseEmail(input.email),
    accountId: input.accountId,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    inviteHash: invite ? hashKey(invite) : null,
    inviteExpiresAt: invite ? new Date(now.getTime() + INVITE_DAYS * 86_400_000) : null,
  }).onConflictDoNothing().returning();
  return user ? { user: publicUser(user), invite } : null;
}

const publicUser = (row: typeof dashboardUsers.$inferSelect) => ({
  id: row.id, email: row.email, accountId: row.accountId, active: row.passwordHash !== null, createdAt: row.createdAt,
});

export const listUsers = async (db: Db, accountId?: string) =>
  (await db.select().from(dashboardUsers).where(accountId ? eq(dashboardUsers.accountId, accountId) : undefined)
    .orderBy(desc(dashboardUsers.createdAt))).map(publicUser);

/** Sets the password of an unexpired invitation and spends it; false when the invitation is unknown or expired. */
export async function acceptInvite(db: Db, invite: string, password: string, now: Date): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const [user] = await db.update(dashboardUsers).set({ passwordHash, inviteHash: null, inviteExpiresAt: null })
    .where(and(eq(dashboardUsers.inviteHash, hashKey(invite)), gt(dashboardUsers.inviteExpiresAt, now))).returning();
  return Boolean(user);
}

/** The user whose password matches; a hash is verified even for an unknown e-mail, so timing tells nothing. */
export async function checkPassword(db: Db, email: string, password: string) {
  const [user] = await db.select().from(dashboardUsers).where(eq(dashboardUsers.email, normaliseEmail(email)));
  const matches = await bunPassword().verify(password, user?.passwordHash ?? (await decoyHash()));
  return matches && user?.passwordHash ? user : null;
}

let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(randomBase62(32)));

export async function openSession(db: Db, userId: string | null, now: Date, minutes: number) {
  const secret = randomBase62(32);
  const csrfToken = randomBase62(32);
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  await db.insert(dashboardSessions).values({ id: hashKey(secret), userId, csrfToken, createdAt: now, expiresAt });
  // Expired rows of anyone are swept on sign-in, so the table stays as small as the live sessions.
  await db.delete(dashboardSessions).where(lt(dashboardSessions.expiresAt, now));
  return { secret, expiresAt };
}

export async function readSession(db: Db, secret: string, now: Date): Promise<Session | null> {
  const [row] = await db.select({ session: dashboardSessions, user: dashboardUsers }).from(dashboardSessions)
    .leftJoin(dashboardUsers, eq(dashboardUsers.id, dashboardSessions.userId))
    .where(and(eq(dashboardSessions.id, hashKey(secret)), gt(dashboardSessions.expiresAt, now)));
  if (!row) return null;
  const { session, user } = row;
  if (session.userId !== null && !user) return null;
  const viewer: Viewer = user ? { kind: 'user', userId: user.id, email: user.email, accountId: user.accountId } : { kind: 'operator' };
  return { viewer, csrfToken: session.csrfToken, expiresAt: session.expiresAt };
}

export async function closeSession(db: Db, secret: string): Promise<void> {
  await db.delete(dashboardSessions).where(eq(dashboardSessions.id, hashKey(secret)));
}
