import { PARTS_OF_DAY } from './field-kinds.ts';
import { PERIODIC_ADVERBS, SEASONS, STOP_WORDS } from './words.ts';
import type { DateRangeT } from '../../model.ts';
import { isPastParticiple, PRESENT_PARTICIPLE_FORM } from '../text.ts';

/** A time phrase resolves to a relative token ("last_7_days") or a named range. */
export type TimeValue = string | DateRangeT;

export interface TimeRule {
  readonly name: string;
  /** a cheap test the whole question must pass before the pattern runs (rules share them: each runs once per question) */
  readonly requires?: RegExp;
  readonly pattern: RegExp;
  /** `now` is the analysis's instant moved to its zone's wall clock (`zonedDay`): read its UTC fields */
  readonly build: (m: RegExpExecArray, now: Date) => TimeValue | null;
}

const Y = String.raw`(1[89]\d\d|20\d\d|21\d\d)`;
const DECADE = String.raw`'?(\d0s|\d{3}0s)`;
const UNIT = String.raw`(hour|day|week|month|quarter|year)s?`;
const N = String.raw`(\d{1,4})`;
/** Words after which a number is a key, not a year ("route number 2024", "store id 2024"). */
const TRAILING_YEAR_KEYS = String.raw`(?:id|ids|number|no|code|nr|num)\b`;

export const iso = (year: number, month = 1, day = 1): string => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.toISOString().slice(0, 10);
};
const yearRange = (from: number, toInclusive: number): DateRangeT => ({ start: iso(from), end: iso(toInclusive + 1) });

/** "1970s" → 1970, "90s" → 1990, "10s" → 2010 (two-digit decades up to the current one are this century). */
export function decadeStart(text: string, now: Date): number {
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 4) return Number(digits.slice(0, 4));
  const short = Number(digits);
  return short + (short <= now.getUTCFullYear() % 100 ? 2000 : 1900);
}

const QUARTER_WORDS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4 };
const quarterRange = (year: number, quarter: number): DateRangeT => ({
  start: iso(year, (quarter - 1) * 3 + 1),
  end: quarter === 4 ? iso(year + 1) : iso(year, quarter * 3 + 1),
});

const LAST_NOUN: Record<string, string> = { decade: 'last_10_years', century: 'last_100_years' };

const MONTH_NUMBERS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6, jul: 7,
  july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11, dec: 12,
  december: 12,
};
/** Months by their full names: a month said as a value is a date's, not a place's or a name's. */
export const MONTH_NAMES: ReadonlySet<string> = new Set(Object.keys(MONTH_NUMBERS).filter((name) =>
  !Object.keys(MONTH_NUMBERS).some((other) => MONTH_NUMBERS[other] === MONTH_NUMBERS[name] && other.length > name.length)));
const MONTH = `(?:${Object.keys(MONTH_NUMBERS).sort((a, b) => b.length - a.length).join('|')})(?![a-z])`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?(?![\da-z])`;
const YEAR = String.raw`(?:1[89]\d\d|2\d\d\d)(?!\d)`;
/**
 * One calendar date as the joined token text shows it (numbers without leading zeros, commas spaced): ISO
 * "2024-03-03" (one code token; "2024 - 3 - 3" when written with spaces), "march 3 , 2024", "3rd of march 2024", "march 2024", or a bare month. Alternatives longest first.
 */
const ISO_SEPARATOR = String.raw`(?: - |-)`;
/** "3/15/2025" as the tokens space it ("3 / 15 / 2025"): month first, unless the first number can be no month. */
const SLASHED_DATE = String.raw`\d{1,2} / \d{1,2} / (?:\d{4}|\d{2})(?!\d)`;
const CALENDAR_DATE = String.raw`(?:${SLASHED_DATE}|${YEAR}${ISO_SEPARATOR}\d{1,2}${ISO_SEPARATOR}\d{1,2}(?!\d)|${MONTH} ${DAY}(?: ,)?(?: ${YEAR})?|${DAY} (?:of )?${MONTH}(?: ,)?(?: ${YEAR})?|${MONTH}(?: ,)? ${YEAR}|${MONTH}(?![a-z]))`;

/** Only questions with a digit hold a year, a decade, a count of units or a numbered quarter. */
const HAS_DIGIT = /\d/;
/** Only questions with a month name or an ISO date hold a calendar date. */
const CALENDAR_PRECHECK = new RegExp(String.raw`\b${MONTH}|\d{4}${ISO_SEPARATOR}\d{1,2}${ISO_SEPARATOR}\d{1,2}|${SLASHED_DATE}`);

/** A calendar date read from its text: the year only when written; the day only when written. */
interface CalendarDate { readonly year?: number; readonly month: number; readonly day?: number }

function readCalendarDate(text: string): CalendarDate | null {
  const iso = /^(\d{4})(?: - |-)(\d{1,2})(?: - |-)(\d{1,2})$/.exec(text);
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { year, month, day } : null;
  }
  const slashed = /^(\d{1,2}) \/ (\d{1,2}) \/ (\d{2}|\d{4})$/.exec(text);
  if (slashed) {
    const [a, b] = [Number(slashed[1]), Number(slashed[2])];
    const [month, day] = a > 12 ? [b, a] : [a, b];
    const year = slashed[3].length === 2 ? 2000 + Number(slashed[3]) : Number(slashed[3]);
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { year, month, day } : null;
  }
  let month = 0;
  let day: number | undefined;
  let year: number | undefined;
  for (const word of text.split(' ')) {
    if (MONTH_NUMBERS[word]) month = MONTH_NUMBERS[word];
    else if (/^\d{4}$/.test(word)) year = Number(word);
    else if (/^\d{1,2}(?:st|nd|rd|th)?$/.test(word)) day = Number.parseInt(word, 10);
  }
  if (!month || (day !== undefined && (day < 1 || day > 31))) return null;
  return { year, month, day };
}

const dayCount = (d: CalendarDate, year: number) => Date.UTC(year, d.month - 1, d.day ?? 1);
/** A date written without a year is its latest occurrence that has begun by `now`. */
const latestYear = (d: CalendarDate, now: Date): number =>
  (dayCount(d, now.getUTCFullYear()) <= now.getTime() ? now.getUTCFullYear() : now.getUTCFullYear() - 1);
/** The period a date names in `year`: its day, or its whole month when no day is written. */
const periodIn = (d: CalendarDate, year: number): DateRangeT => (d.day === undefined
  ? { start: iso(year, d.month), end: iso(year, d.month + 1) }
  : { start: iso(year, d.month, d.day), end: iso(year, d.month, d.day + 1) });

/**
 * The years of a range's two ends: a year written on one end applies to the other ("between March 3 and April 9
 * 2024"); an end written earlier in the year than the start belongs to the next year (or the start to the year
 * before); with no year at all the range ends at the latest occurrence of its end.
 */
function rangeYears(a: CalendarDate, b: CalendarDate, now: Date): [number, number] {
  if (a.year !== undefined && b.year !== undefined) return [a.year, b.year];
  if (a.year !== undefined) return [a.year, dayCount(b, a.year) < dayCount(a, a.year) ? a.year + 1 : a.year];
  const endYear = b.year ?? latestYear(b, now);
  return [dayCount(a, endYear) > dayCount(b, endYear) ? endYear - 1 : endYear, endYear];
}

/**
 * Whether a range's last word is a "may" with neither a year nor the clause's end after it: "between 5 and 10 may ship"
 * is a count and a verb, not a range of days.
 */
const modalMay = (m: RegExpExecArray): boolean =>
  m[0].endsWith(' may') && !/^(?:$| [,.?!;])/.test(m.input.slice(m.index + m[0].length));

/** Function words that follow a modal "may" as readily as a verb does ("may be", "may not"). */
const MODAL_COMPLEMENTS: ReadonlySet<string> = new Set(['be', 'have', 'not', 'also', 'still', 'never', 'only', 'well']);
/** A day written before "may" and no year: "10 may" may be a count and the modal. */
const DAY_BEFORE_MAY = /^\d{1,2} may$/;
/** A word ending as a noun's plural or a verb's third person does ("visitors", "sails"), not as a base form. */
const S_FORM = /[^s]s$/;
/**
 * Whether a day and "may" read as a date are a number and the modal verb: "ferries seating 10 may sail" goes on with a
 * modal's complement or a verb's base form, where a date ends its clause or goes on with a function word ("on 5 may",
 * "10 may and after"), a participle ("12 may cancelled") or a plural noun ("5 may visitors").
 */
export function modalMayAfterDay(date: string, after: string): boolean {
  if (!DAY_BEFORE_MAY.test(date)) return false;
  const next = /^ ([a-z]+)\b/.exec(after)?.[1];
  if (!next) return false;
  if (MODAL_COMPLEMENTS.has(next)) return true;
  return !STOP_WORDS.has(next) && !PARTS_OF_DAY.has(next) && !isPastParticiple(next) && !PRESENT_PARTICIPLE_FORM.test(next) && !S_FORM.test(next);
}

/** Days `first` to `end.day` of `end`'s month (its year, else the latest occurrence of the end); null unless the first day is before the last. */
function dayRange(first: number, end: CalendarDate | null, now: Date): DateRangeT | null {
  if (!end?.day || first < 1 || first >= end.day) return null;
  const year = end.year ?? latestYear(end, now);
  return { start: iso(year, end.month, first), end: periodIn(end, year).end };
}

/** The day after `now`'s: the end of a range that includes today. */
const tomorrow = (now: Date): string => iso(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate() + 1);

/** The rule reading "so far": a reading that yields to any other the question holds. */
export const SO_FAR_RULE = 'time.so-far';

/** How a cue word before one date opens or closes the range. */
const OPEN_AFTER = new Set(['after']);
const OPEN_FROM = new Set(['since', 'from', 'starting', 'starting from', 'starting on', 'starting in', 'beginning', 'beginning in', 'beginning on', 'as of']);
/** The cue that opens a range only with ONWARD after the date ("from May 2024 onwards"); else it dates the records. */
const DATED_FROM = 'from';
/** Words after a date saying the range runs on from it. */
const ONWARD = String.raw` (?:onwards?|and later|or later|forward)\b`;
/** Words after a date saying the range runs from it until today, today included ("from May 2024 until now"). */
const TO_NOW = String.raw` (?:(?:up )?(?:until|till|til) (?:now|today)|up to now|to date|so far|thus far)\b`;
const CLOSE_BEFORE = new Set(['before', 'prior to', 'earlier than']);
const CLOSE_THROUGH = new Set(['until', 'till', 'through', 'up to', 'by', 'no later than']);
const DATE_CUES = [...OPEN_AFTER, ...OPEN_FROM, ...CLOSE_BEFORE, ...CLOSE_THROUGH, 'on', 'in', 'during', 'of', 'for']
  .sort((a, b) => b.length - a.length).join('|');

/** One date with an optional cue: its period, or the open range the cue makes of it. */
function singleDate(cue: string | undefined, text: string, now: Date, onward = false): DateRangeT | null {
  const date = readCalendarDate(text);
  // a bare month needs a cue: "may" alone is a verb far more often than a month
  if (!date || (date.day === undefined && date.year === undefined && !cue)) return null;
  const period = periodIn(date, date.year ?? latestYear(date, now));
  if (cue && OPEN_AFTER.has(cue)) return { start: period.end, end: null };
  // "rentals from May 2022" are dated in that month, as "albums from 2003" are in that year; "from March 2024
  // onwards" opens the range (time.calendar-date-from-month)
  if (cue === DATED_FROM && date.day === undefined && !onward) return period;
  if (cue && OPEN_FROM.has(cue)) return { start: period.start, end: null };
  if (cue && CLOSE_BEFORE.has(cue)) return { start: null, end: period.start };
  if (cue && CLOSE_THROUGH.has(cue)) return { start: null, end: period.end };
  return period;
}

/**
 * Own parsers for what chrono-node does not read (see STACK-NOTES): year ranges, decades, quarters, fiscal years
 * (calendar-aligned), open-ended "before/after/since", bare years after a preposition, and relative periods.
 * Order matters: ranges before their parts. Patterns run over the joined lower-case token text.
 */
export const TIME_RULES: readonly TimeRule[] = [
  {
    // "between 3 and 9 May 2025", "from 3rd to 9th of May": the month (and year) written once closes both days
    name: 'time.day-range',
    requires: CALENDAR_PRECHECK,
    pattern: new RegExp(String.raw`\b(?:between |from )?(?:the )?(${DAY}) (?:and|to|through|thru|until|till|-) (?:the )?(${DAY} (?:of )?${MONTH}(?: ,)?(?: ${YEAR})?)`, 'g'),
    build: (m, now) => (modalMay(m) ? null : dayRange(Number.parseInt(m[1], 10), readCalendarDate(m[2]), now)),
  },
  {
    // "between May 3 and 9, 2025": a month written first needs the range word before it and a year or the clause's end
    // after it, or "between May 3 and 9 others" would be a range
    name: 'time.month-day-range',
    requires: CALENDAR_PRECHECK,
    pattern: new RegExp(String.raw`\b(?:between|from) (?:the )?(${MONTH} ${DAY}) (?:and|to|through|thru|until|till|-) (?:the )?(${DAY})(?:(?: ,)? (${YEAR})|(?= [,.?!;]|$))`, 'g'),
    build: (m, now) => {
      const start = readCalendarDate(m[3] ? `${m[1]} ${m[3]}` : m[1]);
      return start && dayRange(start.day!, { ...start, day: Number.parseInt(m[2], 10) }, now);
    },
  },
  {
    name: 'time.calendar-range',
    requires: CALENDAR_PRECHECK,
    // "jan-mar 2025": a hyphen written without spaces joins two months as well
    pattern: new RegExp(String.raw`\b(?:between |from )?(?:the )?(${CALENDAR_DATE})(?: (?:and|to|through|thru|until|till|-) (?:the )?|-)(${CALENDAR_DATE})`, 'g'),
    build: (m, now) => {
      const [a, b] = [readCalendarDate(m[1]), readCalendarDate(m[2])];
      // two bare months need the range words around them to be dates ("between may and june", not "may and")
      if (!a || !b || (a.year === undefined && b.year === undefined && a.day === undefined && b.day === undefined && !/^(?:between|from) /.test(m[0]))) return null;
      const [startYear, endYear] = rangeYears(a, b, now);
      const range = { start: periodIn(a, startYear).start, end: periodIn(b, endYear).end };
      return range.start! < range.end! ? range : null;
    },
  },
  {
    name: 'time.calendar-date',
    requires: CALENDAR_PRECHECK,
    pattern: new RegExp(String.raw`\b(?:(${DATE_CUES}) )?(?:the )?(${CALENDAR_DATE})(?:(${ONWARD})|(${TO_NOW}))?`, 'g'),
    build: (m, now) => {
      // a cue before the day ("on 5 may") makes it a date whatever follows
      if (!m[1] && !m[3] && !m[4] && modalMayAfterDay(m[2], m.input.slice(m.index + m[0].length))) return null;
      const range = singleDate(m[1], m[2], now, !!m[3] || !!m[4]);
      // "from March 2025 to date": the open range closes after today
      return m[4] && range?.start && !range.end ? { start: range.start, end: tomorrow(now) } : range;
    },
  },
  {
    name: 'time.year-range',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b(?:between |from )?(?:the )?(?:years? )?${Y} (?:and|to|through|thru|until|till|-) (?:the )?(?:year )?${Y}\b`, 'g'),
    build: (m) => (Number(m[1]) <= Number(m[2]) ? yearRange(Number(m[1]), Number(m[2])) : null),
  },
  {
    // "in either 1931 or 1937": one of two years; the time frame, one range, spans both. The lead keeps counts out
    // ("2000 or 2100 staff")
    name: 'time.year-choice',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b(?:in|during) (?:either )?(?:the )?(?:years? )?${Y} or (?:in )?(?:the )?(?:year )?${Y}\b`, 'g'),
    build: (m) => yearRange(Math.min(Number(m[1]), Number(m[2])), Math.max(Number(m[1]), Number(m[2]))),
  },
  {
    name: 'time.decade-range',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b(?:between |from )?(?:the )?${DECADE} (?:and|to|through|-|or) (?:the )?${DECADE}`, 'g'),
    build: (m, now) => {
      const a = decadeStart(m[1], now);
      const b = decadeStart(m[2], now);
      return a <= b ? yearRange(a, b + 9) : null;
    },
  },
  {
    name: 'time.before-decade',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b(?:before|prior to|earlier than|pre) (?:the )?${DECADE}`, 'g'),
    build: (m, now) => ({ start: null, end: iso(decadeStart(m[1], now)) }),
  },
  {
    name: 'time.after-decade',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b(?:after|later than|post) (?:the )?${DECADE}`, 'g'),
    build: (m, now) => ({ start: iso(decadeStart(m[1], now) + 10), end: null }),
  },
  {
    name: 'time.decade',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`(?:^|\s)(?:(early|mid|late) )?${DECADE}(?=\s|$)`, 'g'),
    build: (m, now) => {
      const start = decadeStart(m[2], now);
      if (m[1] === 'early') return yearRange(start, start + 3);
      if (m[1] === 'mid') return yearRange(start + 3, start + 6);
      if (m[1] === 'late') return yearRange(start + 6, start + 9);
      return yearRange(start, start + 9);
    },
  },
  {
    // "in Q1", "from Q4": a quarter written without its year is its latest one that has begun, as a month is
    name: 'time.quarter-no-year',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b(?:in|during|for|from|of|over) (?:the )?q([1-4])\b(?! (?:of )?(?:fy ?)?\d)`, 'g'),
    build: (m, now) => {
      const quarter = Number(m[1]);
      const begun = Date.UTC(now.getUTCFullYear(), (quarter - 1) * 3, 1) <= now.getTime();
      return quarterRange(now.getUTCFullYear() - (begun ? 0 : 1), quarter);
    },
  },
  {
    // "late 2024", "early 2025", "mid-2023": a third of the year (the decades have their own)
    name: 'time.part-of-year',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b(early|mid|late)(?: |-)${Y}\b`, 'g'),
    build: (m) => {
      const year = Number(m[2]);
      const first = { early: 1, mid: 5, late: 9 }[m[1] as 'early' | 'mid' | 'late'];
      return { start: iso(year, first), end: first === 9 ? iso(year + 1) : iso(year, first + 4) };
    },
  },
  {
    // "more than 90 days ago": before the moment that long ago, not the span since it ("older than 30 years" is an
    // age more often than a date, and stays the age's)
    name: 'time.longer-ago',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b(?:more than|over|at least) ${N} ${UNIT} ago\b`, 'g'),
    build: (m, now) => {
      const n = Number(m[1]);
      const unit = m[2];
      if (!(n > 0) || unit === 'hour') return null;
      const back = { day: [0, 0, n], week: [0, 0, 7 * n], month: [0, n, 0], quarter: [0, 3 * n, 0], year: [n, 0, 0] }[unit as 'day']!;
      return { start: null, end: iso(now.getUTCFullYear() - back[0]!, now.getUTCMonth() + 1 - back[1]!, now.getUTCDate() - back[2]!) };
    },
  },
  {
    // "since the start of the year", "since the beginning of the month": the current period so far
    name: 'time.since-period-start',
    pattern: /\bsince the (?:start|beginning) of (?:the |this )?(week|month|quarter|year)\b/g,
    build: (m) => `this_${m[1]}`,
  },
  {
    name: 'time.quarter',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\bq([1-4]) (?:of )?(?:fy ?)?${Y}\b|\b${Y} q([1-4])\b|\b(first|second|third|fourth|1st|2nd|3rd|4th) quarter (?:of )?(?:fy ?)?${Y}\b`, 'g'),
    build: (m) => {
      if (m[1]) return quarterRange(Number(m[2]), Number(m[1]));
      if (m[3]) return quarterRange(Number(m[3]), Number(m[4]));
      return quarterRange(Number(m[6]), QUARTER_WORDS[m[5]]);
    },
  },
  {
    name: 'time.half-year',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b(first|second|1st|2nd) half (?:of )?(?:the year )?(?:fy ?)?${Y}\b|\bh([12]) (?:of )?${Y}\b|\b${Y} h([12])\b`, 'g'),
    build: (m) => {
      const second = m[1] ? m[1] === 'second' || m[1] === '2nd' : (m[3] ?? m[6]) === '2';
      const year = Number(m[2] ?? m[4] ?? m[5]);
      return second ? { start: iso(year, 7), end: iso(year + 1) } : { start: iso(year), end: iso(year, 7) };
    },
  },
  {
    name: 'time.fiscal-year',
    requires: HAS_DIGIT,
    pattern: /\b(?:fy ?|fiscal (?:year )?)(\d{4}|\d{2})\b/g,
    build: (m) => {
      const year = m[1].length === 2 ? 2000 + Number(m[1]) : Number(m[1]);
      return yearRange(year, year);
    },
  },
  {
    // "2001 or before", "2017 and later": the bound follows its year, and includes it
    name: 'time.year-or-bound',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b${Y} (?:or|and) (before|earlier|prior|after|later)\b`, 'g'),
    build: (m) => (/^(before|earlier|prior)$/.test(m[2]) ? { start: null, end: iso(Number(m[1]) + 1) } : { start: iso(Number(m[1])), end: null }),
  },
  {
    name: 'time.before-year',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b(before|prior to|earlier than|pre|until|till|through|up to and including|up to|no later than)(?: |-)(?:the )?(?:year )?${Y}\b`, 'g'),
    build: (m) => ({ start: null, end: iso(Number(m[2]) + (/^(until|till|through|up to|up to and including|no later than)$/.test(m[1]) ? 1 : 0)) }),
  },
  {
    // "in or after 2005" includes its year; "from model year 2021 onwards": a kind of year may name the year counted
    name: 'time.after-year',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b((?:in|on) or )?(after|later than|post|following|subsequent to|since|starting in|starting from|from|as of|beginning in)(?: |-)(?:the )?(?:(?:[a-z]+ )?year )?${Y}( onwards?| on| and later| or later)?\b`, 'g'),
    build: (m) => {
      if (m[2] === 'from' && !m[4]) return yearRange(Number(m[3]), Number(m[3]));
      return { start: iso(Number(m[3]) + (!m[1] && /^(after|later than|post|following|subsequent to)$/.test(m[2]) ? 1 : 0)), end: null };
    },
  },
  {
    // a season names its year's term ("spring 1987", "the Autumn of 1994"): the season is part of the date, no name
    name: 'time.season-year',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b(?:${[...SEASONS].join('|')}) (?:of )?(?:the )?(?:year )?${Y}\b`, 'g'),
    build: (m) => yearRange(Number(m[1]), Number(m[1])),
  },
  {
    name: 'time.in-year',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b(?:in|during|of|for|throughout|released|year|made|published|dated) (?:the )?(?:year )?${Y}\b`, 'g'),
    build: (m) => yearRange(Number(m[1]), Number(m[1])),
  },
  {
    // a terse report closed by its year ("revenue per store 2024", "orders by month 2023", "weekly signups 2023"): the
    // group or period said, the year is the period reported; an identifier's word before it makes the number a key
    // ("by route number 2024")
    name: 'time.trailing-year',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`(?<=\b(?:(?:per|by|each) (?:[a-z]+ )?|(?:${[...PERIODIC_ADVERBS].join('|')}) (?:[a-z]+ )?)(?!${TRAILING_YEAR_KEYS})[a-z]+ )${Y}(?=(?: [?.!])?$)`, 'g'),
    build: (m) => yearRange(Number(m[1]), Number(m[1])),
  },
  {
    name: 'time.last-n-units',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b(?:last|past|previous|prior|recent|trailing) ${N} ${UNIT}\b`, 'g'),
    build: (m) => (Number(m[1]) > 0 ? `last_${Number(m[1])}_${m[2]}s` : null),
  },
  {
    name: 'time.n-units-ago',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b${N} ${UNIT} ago\b`, 'g'),
    build: (m) => `last_${Number(m[1])}_${m[2]}s`,
  },
  {
    name: 'time.last-unit',
    pattern: /\b(?:last|past|previous|prior) (hour|day|week|month|quarter|year|decade|century)\b/g,
    build: (m) => LAST_NOUN[m[1]] ?? `last_${m[1]}`,
  },
  {
    // bookings, renewals and due dates lie ahead: "due in the next 30 days", "renewing next month"
    name: 'time.next-n-units',
    requires: HAS_DIGIT,
    pattern: new RegExp(String.raw`\b(?:next|coming|upcoming|following) ${N} ${UNIT}\b`, 'g'),
    build: (m) => (Number(m[1]) > 0 ? `next_${Number(m[1])}_${m[2]}s` : null),
  },
  {
    name: 'time.next-unit',
    pattern: /\b(?:next|the coming|the upcoming) (day|week|month|quarter|year)\b/g,
    build: (m) => `next_${m[1]}`,
  },
  {
    name: 'time.this-unit',
    pattern: /\b(?:this|current|the current) (week|month|quarter|year)\b/g,
    build: (m) => `this_${m[1]}`,
  },
  {
    name: 'time.to-date',
    pattern: /\b(?:(year|month|quarter|week) to date|ytd|mtd|qtd|wtd)\b/g,
    build: (m) => {
      const unit = m[1] ?? ({ ytd: 'year', mtd: 'month', qtd: 'quarter', wtd: 'week' } as Record<string, string>)[m[0]];
      return `${unit}_to_date`;
    },
  },
  {
    // "tickets scanned so far", "bought up to now": everything until today, today included; said beside another
    // period ("so far this year") it adds nothing, and the time stage keeps that period alone
    name: SO_FAR_RULE,
    // ("so far from the depot", "so far away" say a distance)
    pattern: /\b(?:so far(?! (?:from|away)\b)|thus far|(?:up )?(?:until|till) now|up to now)\b/g,
    build: (_m, now) => ({ start: null, end: tomorrow(now) }),
  },
  {
    name: 'time.day-word',
    pattern: /\b(today|yesterday|tonight)\b/g,
    build: (m) => (m[1] === 'tonight' ? 'today' : m[1]),
  },
];

/** Cheap test: does the question hold anything the time stage could read? */
export const TIME_PRECHECK = /\b(?:1[89]\d\d|20\d\d|21\d\d)\b|\d0s\b|\b(?:today|yesterday|tonight|tomorrow|last|next|coming|upcoming|past|previous|prior|recent|trailing|this|current|ytd|mtd|qtd|wtd|fy|fiscal|quarter|q[1-4]|week|month|year|ago|since|date|far|now|jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d{1,2}\/\d{1,2})/;

/** Only these chrono-node readings are trusted: a month, weekday, calendar date or day word must be present. */
export const CHRONO_PRECHECK = /\b(?:jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|noon|midnight)\b|\d{4}-\d{2}-\d{2}|\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/;

const BIRTH_DATE_WORDS = ['birth', 'born', 'dob', 'birthday', 'birthdate'];
/**
 * Words of events in a life or a stay whose date a record keeps beside others, by the words that name that date's
 * field ("born" → `Born_On`, "hired" → `HireDate`, "checked in" → `Check_In_Day`): a date said of the event is a
 * condition on that field. A record's own event ("ordered", "released") is what the time frame already stands for.
 */
export const EVENT_DATE_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['born', BIRTH_DATE_WORDS], ['birthday', BIRTH_DATE_WORDS], ['birthdays', BIRTH_DATE_WORDS],
  ['died', ['death', 'died']], ['hired', ['hire', 'hired']], ['joined', ['join', 'joined', 'joining']],
  ['married', ['marriage', 'married', 'wedding']], ['checked', ['check']], ['checking', ['check']],
  ['arrived', ['arrival', 'arrived']], ['departed', ['departure', 'departed']],
  // a work written is a work composed: its date is kept as the writing's or the composing's
  ['written', ['written', 'writing', 'composed', 'composition']], ['composed', ['composed', 'composition', 'written']],
]);
/** The smallest number read as a year. */
export const MIN_YEAR = 1000;
/** The largest number read as a year. */
export const MAX_YEAR = 2999;
/**
 * The narrower span of years a bare number is taken for where it may as well be someone's key ("tours led by 2024"
 * against staff numbered in the low thousands). Only its upper end bounds a figure compared with a date or a year
 * field, which may be any year from MIN_YEAR on (holdsQuantity): an old year there is no key.
 */
export const RECENT_YEARS = { from: 1900, to: 2100 } as const;
/** How a year is compared by the word before it ("planted before 1975", "since the 2012 vintage"). */
export const YEAR_COMPARISONS: ReadonlyMap<string, string> = new Map([
  ['after', '$gt'], ['post', '$gt'], ['following', '$gt'], ['since', '$gte'], ['from', '$gte'],
  ['before', '$lt'], ['prior', '$lt'], ['pre', '$lt'], ['until', '$lte'], ['through', '$lte'],
]);
/** Words that may stand before a year without comparing it ("planted in the year 1968", "1850 or in 1860"). */
export const YEAR_PLAIN_LINKS: ReadonlySet<string> = new Set(['in', 'the', 'year', 'of', 'to', 'during', 'either']);
/** Words that may stand between a field's word and a year ("planted in the year 1968", "since the 2012 vintage"). */
export const YEAR_LINKS: ReadonlySet<string> = new Set([...YEAR_PLAIN_LINKS, ...YEAR_COMPARISONS.keys()]);
/** Particles that say which of an event's dates is meant ("checked in", "checked out"), by the field word they match. */
export const EVENT_PARTICLES: ReadonlyMap<string, string> = new Map([['in', 'in'], ['into', 'in'], ['out', 'out']]);
/** Words a date field's name may hold besides its event's ("Hired_On", "Check_Out_Time"). */
export const DATE_FIELD_WORDS: ReadonlySet<string> = new Set(['date', 'time', 'day', 'on', 'at', 'of', 'dt', 'datetime', 'timestamp']);
/** Words ending a timestamp's name after the participle of what was done (`collectedAt`, `shipped_on`). */
export const STAMP_ENDINGS: ReadonlySet<string> = new Set(['at', 'on']);
/** Words "on"/"at" follow as a preposition, not a time (`add_on`, `based_on`): such a name keeps no timestamp. */
export const PREPOSITION_LEADS: ReadonlySet<string> = new Set(['add', 'based', 'depends', 'relies', 'built', 'focused', 'aimed', 'targeted', 'carried', 'look', 'click']);
/** DATE_FIELD_WORDS that date an event on their own: "of" also joins a noun to what it belongs to (`member_of`). */
export const EVENT_DATING_WORDS: ReadonlySet<string> = new Set([...DATE_FIELD_WORDS].filter((w) => w !== 'of'));
/** Words that may stand between an event word and its date ("born in", "hired by the mill on", "a birthday on"). */
export const EVENT_DATE_LINKS: ReadonlySet<string> = new Set(['in', 'on', 'during', 'of', 'is', 'was', 'were', 'the', 'at', 'by']);

/**
 * Periods a record keeps in a field of their own rather than as a date: a season in a semester, term or season field
 * ("lessons in the Autumn of 1994"), a part of the day in a time-of-day field ("shows played at night"). Each
 * names the words said and the endings of the fields' own names (as words) that keep them.
 */
export const PERIOD_FIELDS: ReadonlyArray<{ readonly rule: string; readonly words: ReadonlySet<string>; readonly fieldEndings: readonly (readonly string[])[] }> = [
  { rule: 'filters.season-term', words: SEASONS, fieldEndings: [['semester'], ['term'], ['season'], ['session']] },
  { rule: 'filters.part-of-day', words: PARTS_OF_DAY, fieldEndings: [['time', 'of', 'day'], ['part', 'of', 'day'], ['daypart']] },
];
/** Words after a period word that make it a time ("spring 1987", "the autumn term", "evening hours"). */
export const PERIOD_TAILS: ReadonlySet<string> = new Set(['semester', 'term', 'session', 'time', 'hours', 'shift', 'slot']);
/** Words before a period word that make it a time, not a verb ("in the fall", "during spring", "at night", not "fall under"). */
export const PERIOD_LEADS: ReadonlySet<string> = new Set(['in', 'during', 'at', 'the', 'of', 'for', 'this', 'last', 'next', 'each', 'every', 'same']);
