import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { submissions } from '../../../src/db/schema.ts';
import { addToCounters, readCounters, type CounterTotals } from './counters.ts';
import { ANCHOR_POLICY, anchorsFor, beyond, planPage, type PagePlan } from './page-anchors.ts';
import { undeclaredNames, type FieldDefinition, type Scalar } from './fields.ts';
import { parseInstant } from './instants.ts';
import { isStorableText } from '../../../src/db/text.ts';

export type StatusFilter = 'clean' | 'spam' | undefined;

export interface ResponseRecord {
  _id: string;
  data: Record<string, Scalar>;
  telemetry: { ipAddress: string | null; isSpam: boolean; completionSeconds: number | null; spamScore: number; spamReasons: string[] };
  undeclared: string[];
  createdAt: string;
}

type Row = typeof submissions.$inferSelect;

/** The stored row as the API shows it; `undeclared` names data members the form's fields do not declare. */
export function toRecord(row: Row, fields: readonly Pick<FieldDefinition, 'name'>[]): ResponseRecord {
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
    undeclared: undeclaredNames(fields, row.data as Record<string, Scalar>),
    createdAt: row.createdAt.toISOString(),
  };
}

function matching(formId: string, status: StatusFilter): SQL {
  return status === undefined ? eq(submissions.formId, formId) : and(eq(submissions.formId, formId), eq(submissions.isSpam, status === 'spam'))!;
}

const newestFirst = [desc(submissions.createdAt), desc(submissions.id)];
const oldestFirst = [asc(submissions.createdAt), asc(submissions.id)];

/** Cursor = the last row's (createdAt, id), base64url; rows strictly older come next. */
export const encodeCursor = (row: { createdAt: Date; id: string }) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

/** The position a cursor this API issued names, or null for anything else (re-encoding must give it back). */
export function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  const [at, id, ...rest] = decoded.split('|');
  const createdAt = parseInstant(at ?? '');
  const canonical = Buffer.from(decoded).toString('base64url') === cursor;
  return canonical && createdAt && id && rest.length === 0 && isStorableText(id) ? { createdAt, id } : null;
}

const totalOf = (totals: CounterTotals, status: StatusFilter) =>
  status === 'clean' ? totals.clean : status === 'spam' ? totals.spam : totals.clean + totals.spam;

/** Rows matching the status filter, from the form's counters (no scan). */
export async function countResponses(db: Db, formId: string, status: StatusFilter): Promise<number> {
  return totalOf((await readCounters(db, formId)).totals, status);
}

/** A page's rows, newest first. The offset runs over the covering index's ids only (a deferred join). */
function pageRows(db: Db, where: SQL, plan: PagePlan) {
  const pageIds = db.select({ id: submissions.id }).from(submissions)
    .where(and(where, plan.from ? beyond(plan.from, plan.direction) : undefined))
    .orderBy(...(plan.direction === 'older' ? newestFirst : oldestFirst)).limit(plan.take).offset(plan.skip).as('page_ids');
  return db.select({ row: submissions }).from(submissions).innerJoin(pageIds, eq(pageIds.id, submissions.id)).orderBy(...newestFirst)
    .then((joined) => joined.map(({ row }) => row));
}

/**
 * Offset page. A shallow one is read from the newest end beside the total. A deeper one starts where the fewest
 * index entries lie before it — the newest end, the oldest end (counted from the exact total), or a cached
 * anchor (page-anchors.ts) — with the total and the rows read in one repeatable-read snapshot, so the rows are
 * exactly what the plain OFFSET query returns.
 */
export async function listResponses(db: Db, formId: string, options: { status: StatusFilter; limit: number; page: number }, policy = ANCHOR_POLICY) {
  const where = matching(formId, options.status);
  const offset = (options.page - 1) * options.limit;
  if (offset + options.limit <= policy.spacing) {
    const [rows, total] = await Promise.all([
      pageRows(db, where, { from: null, direction: 'older', skip: offset, take: options.limit, cost: offset + options.limit }),
      countResponses(db, formId, options.status),
    ]);
    return { total, rows };
  }
  return db.transaction(async (tx) => {
    const inner = tx as unknown as Db;
    const { totals } = await readCounters(inner, formId);
    const total = totalOf(totals, options.status);
    const direct = planPage(total, offset, options.limit, [], policy.spacing);
    if (!direct) return { total, rows: [] as Row[] };
    const anchors = direct.cost <= policy.spacing ? []
      : await anchorsFor(inner, db, `${formId}|${options.status ?? 'all'}`, where, { total, generation: totals.generation, directCost: direct.cost }, policy);
    return { total, rows: await pageRows(inner, where, planPage(total, offset, options.limit, anchors, policy.spacing)!) };
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** Keyset page: stable while new rows arrive (they are newer than any cursor), each row seen once. */
export async function responsesAfter(db: Db, formId: string, options: { status: StatusFilter; limit: number; cursor: { createdAt: Date; id: string } | null }) {
  // A row comparison, so the newest-first index serves it as one range.
  const after = options.cursor
    ? sql`(${submissions.createdAt}, ${submissions.id}) < (${options.cursor.createdAt.toISOString()}::timestamptz, ${options.cursor.id})`
    : undefined;
  const rows = await db.select().from(submissions).where(and(matching(formId, options.status), after))
    .orderBy(...newestFirst).limit(options.limit + 1);
  const hasMore = rows.length > options.limit;
  const page = rows.slice(0, options.limit);
  return { rows: page, hasMore, nextCursor: hasMore ? encodeCursor(page[page.length - 1]!) : null };
}

type CountedRow = Pick<Row, 'isSpam' | 'completionSeconds'>;

/** What a folded submission contributes to its form's counters (negated to take it away; 0 for an unfolded one). */
function contribution(row: CountedRow, sign: 1 | 0 | -1) {
  const completion = !row.isSpam && row.completionSeconds !== null;
  return {
    clean: row.isSpam ? 0 : sign,
    spam: row.isSpam ? sign : 0,
    completionSum: completion ? sign * row.completionSeconds! : 0,
    completionCount: completion ? sign : 0,
  };
}

/**
 * Marks a response spam or not. A folded row corrects the counters in the same transaction; an unfolded one
 * needs no correction (readers count the tail live). Either way the form's generation moves on (page positions
 * changed). The row lock keeps the fold from counting it meanwhile.
 */
export async function setSpam(db: Db, formId: string, id: string, isSpam: boolean): Promise<Row | null> {
  return db.transaction(async (tx) => {
    const inner = tx as unknown as Db;
    const [before] = await tx.select().from(submissions).where(and(eq(submissions.formId, formId), eq(submissions.id, id))).for('update');
    if (!before) return null;
    if (before.isSpam === isSpam) return before;
    const [after] = await tx.update(submissions).set({ isSpam }).where(eq(submissions.id, id)).returning();
    const out = contribution(before, before.counted ? -1 : 0);
    const into = contribution(after!, before.counted ? 1 : 0);
    await addToCounters(inner, formId, {
      clean: out.clean + into.clean, spam: out.spam + into.spam,
      completionSum: out.completionSum + into.completionSum, completionCount: out.completionCount + into.completionCount,
      generation: 1,
    });
    return after!;
  });
}

export async function deleteResponse(db: Db, formId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(submissions).where(and(eq(submissions.formId, formId), eq(submissions.id, id)))
      .returning({ isSpam: submissions.isSpam, completionSeconds: submissions.completionSeconds, counted: submissions.counted });
    if (!gone) return false;
    await addToCounters(tx as unknown as Db, formId, { ...contribution(gone, gone.counted ? -1 : 0), generation: 1 });
    return true;
  });
}
