import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { formViews, submissions, viewFields } from '../../../src/db/schema.ts';
import { readCounters } from './counters.ts';
import type { FieldDefinition } from './fields.ts';

export interface Window {
  from?: Date;
  to?: Date;
}

export interface Analytics {
  views: number;
  submissions: number;
  conversionRate: number;
  averageCompletionTime: number;
  spamCount: number;
  funnel: Array<{ field: string; interactions: number; dropoffs: number }>;
}

/** clean / views × 100, truncated (not rounded) to 2 decimals; 0 without views. 340 / 1502 → 22.63. */
export function conversionRate(clean: number, views: number): number {
  if (views <= 0) return 0;
  return Math.trunc((clean * 10_000) / views) / 100;
}

function within(column: typeof submissions.createdAt | typeof formViews.createdAt, window: Window): SQL[] {
  return [
    ...(window.from ? [gte(column, window.from)] : []),
    ...(window.to ? [lt(column, window.to)] : []),
  ];
}

const averageOf = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : 0);

/** Whole-life analytics from the counters kept with every write: a few rows, whatever the form's size. */
async function countedAnalytics(db: Db, formId: string, fields: readonly FieldDefinition[]): Promise<Analytics> {
  const { totals, fields: byPosition } = await readCounters(db, formId);
  const funnel = new Map(byPosition.map((row) => [row.position, row]));
  return {
    views: totals.views,
    submissions: totals.clean,
    conversionRate: conversionRate(totals.clean, totals.views),
    averageCompletionTime: averageOf(totals.completionSum, totals.completionCount),
    spamCount: totals.spam,
    funnel: fields.map((field, position) => ({
      field: field.name,
      interactions: funnel.get(position)?.interactions ?? 0,
      dropoffs: funnel.get(position)?.dropoffs ?? 0,
    })),
  };
}

/**
 * Analytics by the DESIGN's definitions. Without a window they come from the counters; with `from`/`to` from
 * indexed aggregates over the window (the same definitions; a test holds the two to the same answer): submissions = clean ones, spamCount = spam,
 * averageCompletionTime = mean completionSeconds over clean submissions that have one (seconds, 1 decimal,
 * 0 when none); funnel in form order: interactions = views that touched the field, dropoffs = views without a
 * submission whose furthest touched field (in form order) is this one. The window filters by view time for
 * views and the funnel, and by submission time for submission counts.
 */
export async function formAnalytics(db: Db, formId: string, fields: readonly FieldDefinition[], window: Window = {}): Promise<Analytics> {
  if (!window.from && !window.to) return countedAnalytics(db, formId, fields);
  const viewFilter = and(eq(formViews.formId, formId), ...within(formViews.createdAt, window));
  const [counts] = await db.select({
    clean: sql<number>`count(*) filter (where ${submissions.isSpam} = false)`.mapWith(Number),
    spam: sql<number>`count(*) filter (where ${submissions.isSpam} = true)`.mapWith(Number),
    completionSum: sql<number>`coalesce(sum(${submissions.completionSeconds}) filter (where ${submissions.isSpam} = false), 0)`.mapWith(Number),
    completionCount: sql<number>`count(${submissions.completionSeconds}) filter (where ${submissions.isSpam} = false)`.mapWith(Number),
  }).from(submissions).where(and(eq(submissions.formId, formId), ...within(submissions.createdAt, window)));
  const [viewCount] = await db.select({ views: sql<number>`count(*)`.mapWith(Number) }).from(formViews).where(viewFilter);
  const interactionRows = await db.select({ field: viewFields.field, count: sql<number>`count(*)`.mapWith(Number) })
    .from(viewFields).innerJoin(formViews, eq(formViews.id, viewFields.viewId))
    .where(viewFilter).groupBy(viewFields.field);
  const dropoffRows = await db.select({ position: formViews.lastFieldPosition, count: sql<number>`count(*)`.mapWith(Number) })
    .from(formViews).where(and(viewFilter, eq(formViews.submitted, false), sql`${formViews.lastFieldPosition} is not null`))
    .groupBy(formViews.lastFieldPosition);
  const interactions = new Map(interactionRows.map((row) => [row.field, row.count]));
  const dropoffs = new Map(dropoffRows.map((row) => [row.position, row.count]));
  const views = viewCount?.views ?? 0;
  const clean = counts?.clean ?? 0;
  return {
    views,
    submissions: clean,
    conversionRate: conversionRate(clean, views),
    averageCompletionTime: averageOf(counts?.completionSum ?? 0, counts?.completionCount ?? 0),
    spamCount: counts?.spam ?? 0,
    funnel: fields.map((field, position) => ({
      field: field.name,
      interactions: interactions.get(field.name) ?? 0,
      dropoffs: dropoffs.get(position) ?? 0,
    })),
  };
}
