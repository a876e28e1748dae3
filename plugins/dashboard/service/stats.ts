import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { submissions } from '../../../src/db/schema.ts';

export interface DayCount {
  day: string;
  count: number;
}

const DAY_MS = 86_400_000;

/** The UTC days of the last `days` days up to `now`, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/** Counts on every one of the days, 0 where none was recorded. */
export function fillDays(days: readonly string[], counts: ReadonlyArray<DayCount>): DayCount[] {
  const byDay = new Map(counts.map((row) => [row.day, row.count]));
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

/** Clean and spam submissions of a form per UTC day over the last `days` days. */
export async function submissionsPerDay(db: Db, formId: string, now: Date, days: number) {
  const range = lastDays(now, days);
  const day = sql<string>`to_char(${submissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db.select({
    day,
    clean: sql<number>`count(*) filter (where not ${submissions.isSpam})`.mapWith(Number),
    spam: sql<number>`count(*) filter (where ${submissions.isSpam})`.mapWith(Number),
  }).from(submissions)
    .where(and(eq(submissions.formId, formId), gte(submissions.createdAt, new Date(`${range[0]}T00:00:00Z`))))
    .groupBy(day).orderBy(asc(day));
  return {
    clean: fillDays(range, rows.map((row) => ({ day: row.day, count: row.clean }))),
    spam: fillDays(range, rows.map((row) => ({ day: row.day, count: row.spam }))),
  };
}
