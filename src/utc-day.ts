const DAY_MS = 86_400_000;
let lastDay = Number.NaN;
let lastText = '';

/** The UTC calendar day (YYYY-MM-DD) of an epoch-millisecond instant: the unit of daily quotas. */
export function utcDay(now: number): string {
  const day = Math.floor(now / DAY_MS);
  // Every request asks for the same day: format it once per day, not per call.
  if (day !== lastDay) {
    lastDay = day;
    lastText = new Date(day * DAY_MS).toISOString().slice(0, 10);
  }
  return lastText;
}
