/**
 * Instants a client may send (analytics `from`/`to`, inside response cursors): RFC 3339 as toISOString()
 * writes it — `2026-01-31T00:00:00Z`, optional fraction, `Z` or a ±hh:mm offset — naming a real calendar day,
 * between EARLIEST and LATEST. That range is what both JavaScript dates and PostgreSQL timestamps hold with a
 * four-digit year (`+275760-09-13…`, `-271821-04-20…` and year 0000 are refused), and covers any real
 * submission with centuries to spare.
 */
const DATE_PART = '\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])';
const TIME_PART = 'T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,9})?(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)';
export const RFC3339_PATTERN = `^${DATE_PART}${TIME_PART}$`;
/** A window bound: an RFC 3339 date-time, or a bare date (a whole UTC day). */
export const BOUND_PATTERN = `^${DATE_PART}(?:${TIME_PART})?$`;
export const EARLIEST = '0001-01-01T00:00:00.000Z';
export const LATEST = '9999-12-31T23:59:59.999Z';

const RFC3339 = new RegExp(RFC3339_PATTERN);
const [EARLIEST_MS, LATEST_MS] = [Date.parse(EARLIEST), Date.parse(LATEST)];
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

export function parseInstant(raw: string): Date | null {
  if (!RFC3339.test(raw)) return null;
  const [year, month, day] = raw.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (day > DAYS_IN_MONTH[month - 1]! + (month === 2 && isLeap(year) ? 1 : 0)) return null;
  const at = Date.parse(raw);
  return at >= EARLIEST_MS && at <= LATEST_MS ? new Date(at) : null;
}

const DATE_ONLY = new RegExp(`^${DATE_PART}$`);
const DAY_MS = 86_400_000;

/**
 * A window bound (`from` inclusive, `to` exclusive). A bare date names a whole UTC day: as `from` its first
 * instant, as `to` the first instant of the next day (so `from=2026-01-01&to=2026-01-31` covers all of
 * January), capped at LATEST. Null for anything parseInstant refuses.
 */
export function parseBound(raw: string, edge: 'from' | 'to'): Date | null {
  if (!DATE_ONLY.test(raw)) return parseInstant(raw);
  const start = parseInstant(`${raw}T00:00:00Z`);
  if (!start || edge === 'from') return start;
  return new Date(Math.min(start.getTime() + DAY_MS, LATEST_MS));
}
