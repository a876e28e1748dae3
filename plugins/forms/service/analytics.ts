import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../src/db/client.ts';
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

export const INTERVALS = ['day', 'week', 'month'] as const;
export type Interval = (typeof INTERVALS)[number];
/** A series longer than this is refused: ask for a coarser interval or a shorter window. */
export const MAX_BUCKETS = 1000;

export interface SeriesPoint {
  start: string;
  views: number;
  submissions: number;
  spam: number;
  conversionRate: number;
}

const DAY_MS = 86_400_000;

/** The UTC start of the bucket holding `at`: midnight, Monday midnight (ISO weeks, as date_trunc), or the 1st. */
export function bucketStart(at: Date, interval: Interval): Date {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (interval === 'day') return new Date(day);
  if (interval === 'week') return new Date(day - ((at.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

function nextBucket(start: Date, interval: Interval): Date {
  if (interval === 'day') return new Date(start.getTime() + DAY_MS);
  if (interval === 'week') return new Date(start.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** Bucket starts covering [from, to), or null when there would be more than MAX_BUCKETS. */
export function bucketStarts(from: Date, to: Date, interval: Interval): Date[] | null {
  const starts: Date[] = [];
  for (let at = bucketStart(from, interval); at < to; at = nextBucket(at, interval)) {
    if (starts.length === MAX_BUCKETS) return null;
    starts.push(at);
  }
  return starts;
}

/**
 * Views, clean submissions, spam and conversion per UTC bucket of [from, to), read from the rows themselves in
 * one statement (one snapshot), so the series is exact at every moment like the totals. The first and last
 * buckets are clipped to the window; buckets without activity are zeros.
 */
export async function analyticsSeries(db: Db, formId: string, window: { from: Date; to: Date }, interval: Interval, starts: readonly Date[]): Promise<SeriesPoint[]> {
  const unit = sql.raw(`'${interval}'`);
  const [from, to] = [window.from.toISOString(), window.to.toISOString()];
  const rows = rowsOf<{ bucket: string | Date; views: number; clean: number; spam: number }>(await db.execute(sql`
    with submitted as (
      select date_trunc(${unit}, created_at, 'UTC') as bucket, count(*) filter (where not is_spam) as clean, count(*) filter (where is_spam) as spam
      from submissions where form_id = ${formId} and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz group by 1
    ), viewed as (
      select date_trunc(${unit}, created_at, 'UTC') as bucket, count(*) as views
      from form_views where form_id = ${formId} and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz group by 1
    )
    select coalesce(s.bucket, v.bucket) as bucket, coalesce(v.views, 0)::int as views, coalesce(s.clean, 0)::int as clean, coalesce(s.spam, 0)::int as spam
    from submitted s full join viewed v on s.bucket = v.bucket`));
  const byStart = new Map(rows.map((row) => [new Date(row.bucket).getTime(), row]));
  return starts.map((start) => {
    const row = byStart.get(start.getTime());
    const [views, clean, spam] = [Number(row?.views ?? 0), Number(row?.clean ?? 0), Number(row?.spam ?? 0)];
    return { start: start.toISOString(), views, submissions: clean, spam, conversionRate: conversionRate(clean, views) };
  });
}
