import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { submissions } from '../../../src/db/schema.ts';
import type { Scalar } from './fields.ts';

export type StatusFilter = 'clean' | 'spam' | undefined;

export interface ResponseRecord {
  _id: string;
  data: Record<string, Scalar>;
  telemetry: { ipAddress: string | null; isSpam: boolean; completionSeconds: number | null; spamScore: number; spamReasons: string[] };
  createdAt: string;
}

type Row = typeof submissions.$inferSelect;

export function toRecord(row: Row): ResponseRecord {
  return {
    _id: row.id,
    data: row.data as Record<string, Scalar>,
    telemetry: {
      ipAddress: row.ipAddress,
      isSpam: row.isSpam,
      completionSeconds: row.completionSeconds,
      spamScore: row.spamScore,
      spamReasons: row.spamReasons as string[],
    },
    createdAt: row.createdAt.toISOString(),
  };
}

function matching(formId: string, status: StatusFilter): SQL {
  return status === undefined ? eq(submissions.formId, formId) : and(eq(submissions.formId, formId), eq(submissions.isSpam, status === 'spam'))!;
}

const newestFirst = [desc(submissions.createdAt), desc(submissions.id)];

/** Cursor = the last row's (createdAt, id), base64url; rows strictly older come next. */
export const encodeCursor = (row: { createdAt: Date; id: string }) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

export function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  return id && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : null;
}

export async function listResponses(db: Db, formId: string, options: { status: StatusFilter; limit: number; page: number }) {
  const where = matching(formId, options.status);
  const [rows, [total]] = await Promise.all([
    db.select().from(submissions).where(where).orderBy(...newestFirst).limit(options.limit).offset((options.page - 1) * options.limit),
    db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(submissions).where(where),
  ]);
  return { total: total?.count ?? 0, rows };
}

/** Keyset page: stable while new rows arrive (they are newer than any cursor), each row seen once. */
export async function responsesAfter(db: Db, formId: string, options: { status: StatusFilter; limit: number; cursor: { createdAt: Date; id: string } | null }) {
  const after = options.cursor
    ? or(lt(submissions.createdAt, options.cursor.createdAt), and(eq(submissions.createdAt, options.cursor.createdAt), lt(submissions.id, options.cursor.id)))
    : undefined;
  const rows = await db.select().from(submissions).where(and(matching(formId, options.status), after))
    .orderBy(...newestFirst).limit(options.limit + 1);
  const hasMore = rows.length > options.limit;
  const page = rows.slice(0, options.limit);
  return { rows: page, hasMore, nextCursor: hasMore ? encodeCursor(page[page.length - 1]!) : null };
}

export async function setSpam(db: Db, formId: string, id: string, isSpam: boolean): Promise<Row | null> {
  const [row] = await db.update(submissions).set({ isSpam }).where(and(eq(submissions.formId, formId), eq(submissions.id, id))).returning();
  return row ?? null;
}

export async function deleteResponse(db: Db, formId: string, id: string): Promise<boolean> {
  const rows = await db.delete(submissions).where(and(eq(submissions.formId, formId), eq(submissions.id, id))).returning({ id: submissions.id });
  return rows.length > 0;
}
