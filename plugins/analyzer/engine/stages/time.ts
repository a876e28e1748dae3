import * as chrono from 'chrono-node';
import type { DateRangeT } from '../../model.ts';
import { spanOfMatch, type EngineContext } from '../context.ts';
import { CHRONO_PRECHECK, SO_FAR_RULE, TIME_PRECHECK, TIME_RULES, iso, modalMayAfterDay, type TimeValue } from '../lexicon/time-rules.ts';
import { propose } from '../proposals.ts';

/** Built once: chrono's casual English parser, configured to read dates as past dates. */
const parser = chrono.casual.clone();
const offsetFormatters = new Map<string, Intl.DateTimeFormat | null>();
const TRUSTED_CHRONO_TEXT = /\d|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow/;
const OPEN_START_CUE = /\b(?:since|after|from|starting|beginning|as of)\s*$/;
const OPEN_END_CUE = /\b(?:before|until|till|prior to|up to|by)\s*$/;

/** The instant moved by a zone's offset, so its UTC fields read the zone's wall-clock date (today's day there). */
const shiftedBy = (now: Date, offsetMinutes: number): Date => new Date(now.getTime() + offsetMinutes * 60_000);
export const zonedDay = (now: Date, timezone: string): Date => shiftedBy(now, zoneOffsetMinutes(timezone, now));

/** Minutes east of UTC for an IANA zone at `at`; chrono wants an offset, not a zone name. Unknown zones are UTC. */
export function zoneOffsetMinutes(timezone: string, at: Date): number {
  // the default zone needs no formatter: formatting a date costs more than the rest of a question's time rules
  if (timezone === 'UTC') return 0;
  let formatter = offsetFormatters.get(timezone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: timezone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
      });
    } catch {
      formatter = null;
    }
    if (offsetFormatters.size < 512) offsetFormatters.set(timezone, formatter);
  }
  if (!formatter) return 0;
  const parts: Record<string, number> = {};
  for (const p of formatter.formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return Math.round((local - Math.floor(at.getTime() / 60000) * 60000) / 60000);
}

/** The period a chrono component set names: a day, else a month, else a year. */
function periodOf(c: chrono.ParsedComponents, shiftYear: number): { start: string; end: string } {
  const y = (c.get('year') ?? 1970) + shiftYear;
  const m = c.get('month') ?? 1;
  const d = c.get('day') ?? 1;
  if (c.isCertain('day') || c.isCertain('weekday')) return { start: iso(y, m, d), end: iso(y, m, d + 1) };
  if (c.isCertain('month')) return { start: iso(y, m), end: iso(y, m + 1) };
  return { start: iso(y), end: iso(y + 1) };
}

/** Refiner: a date with no year that lands after `now` meant last year's ("since March 1"). */
function pastShift(c: chrono.ParsedComponents, now: Date): number {
  return !c.isCertain('year') && c.date().getTime() > now.getTime() ? -1 : 0;
}

/** chrono's date ranges in the question, read at `offset` minutes east of UTC (the question's zone now). */
function chronoRanges(ctx: EngineContext, claimed: boolean[], offset: number): Array<{ value: DateRangeT; index: number; length: number }> {
  const out: Array<{ value: DateRangeT; index: number; length: number }> = [];
  const reference = { instant: ctx.now, timezone: offset };
  for (const result of parser.parse(ctx.joined, reference)) {
    if (!TRUSTED_CHRONO_TEXT.test(result.text) || modalMayAfterDay(result.text.toLowerCase(), ctx.joined.slice(result.index + result.text.length))) continue;
    const [from, to] = spanOfMatch(ctx, result.index, result.text.length);
    if (claimed.slice(from, to).some(Boolean)) continue;
    const start = periodOf(result.start, pastShift(result.start, ctx.now));
    let value: DateRangeT = start;
    if (result.end) {
      // carry the end's year to a start written without one ("between Jan 5 and Feb 10 2024")
      const shift = !result.start.isCertain('year') && result.end.isCertain('year')
        ? result.end.get('year')! - result.start.get('year')! : 0;
      value = { start: periodOf(result.start, shift).start, end: periodOf(result.end, pastShift(result.end, ctx.now)).end };
    }
    const before = ctx.joined.slice(Math.max(0, result.index - 20), result.index);
    if (!result.end && OPEN_START_CUE.test(before)) value = { start: value.start, end: null };
    else if (!result.end && OPEN_END_CUE.test(before)) value = { start: null, end: value.start };
    out.push({ value, index: result.index, length: result.text.length });
  }
  return out;
}

/** Refiner: several named ranges in one question ("the 1950s and 1960s", "2010 … 2015") become their hull. */
function merge(values: TimeValue[]): TimeValue {
  const relative = values.find((v): v is string => typeof v === 'string');
  if (relative) return relative;
  const ranges = values as DateRangeT[];
  if (ranges.length === 1) return ranges[0];
  const starts = ranges.map((r) => r.start);
  const ends = ranges.map((r) => r.end);
  return {
    start: starts.includes(null) ? null : (starts as string[]).reduce((a, b) => (a < b ? a : b)),
    end: ends.includes(null) ? null : (ends as string[]).reduce((a, b) => (a > b ? a : b)),
  };
}

/** Whether `text` passes a rule's cheap test, run once per question whichever rules share it. */
function passesCue(passed: Map<RegExp, boolean>, cue: RegExp, text: string): boolean {
  let passes = passed.get(cue);
  if (passes === undefined) passed.set(cue, (passes = cue.test(text)));
  return passes;
}

/** time: own rules first (they know ranges chrono misreads), chrono-node only when a date word is left. */
export function timeStage(ctx: EngineContext): void {
  if (!TIME_PRECHECK.test(ctx.joined)) return;
  const claimed = new Array<boolean>(ctx.tokens.length).fill(false);
  const found: Array<{ value: TimeValue; from: number; to: number; rule: string; confidence: number; text: string }> = [];
  // the rules read calendar fields: they see the zone's wall clock, so "since January 1" on New Year's Eve in New York is last year's
  const offset = zoneOffsetMinutes(ctx.timezone, ctx.now);
  const today = shiftedBy(ctx.now, offset);
  const cues = new Map<RegExp, boolean>();
  for (const rule of TIME_RULES) {
    if (rule.requires && !passesCue(cues, rule.requires, ctx.joined)) continue;
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(ctx.joined); m; m = rule.pattern.exec(ctx.joined)) {
      const lead = m[0].length - m[0].trimStart().length;
      const [from, to] = spanOfMatch(ctx, m.index + lead, m[0].length - lead);
      if (claimed.slice(from, to).some(Boolean)) continue;
      const value = rule.build(m, today);
      if (value === null) continue;
      for (let i = from; i < to; i++) claimed[i] = true;
      found.push({ value, from, to, rule: rule.name, confidence: 0.9, text: m[0].trim() });
    }
  }
  // chrono's readings are kept only when their text is trusted: a question with no trusted text anywhere has none to keep
  if (CHRONO_PRECHECK.test(ctx.joined) && TRUSTED_CHRONO_TEXT.test(ctx.joined)) {
    for (const r of chronoRanges(ctx, claimed, offset)) {
      const [from, to] = spanOfMatch(ctx, r.index, r.length);
      for (let i = from; i < to; i++) claimed[i] = true;
      found.push({ value: r.value, from, to, rule: 'time.chrono', confidence: 0.8, text: r.length ? ctx.joined.substr(r.index, r.length) : '' });
    }
  }
  // "so far this year": the period said is what "so far" runs over
  if (found.length > 1 && found.some((f) => f.rule === SO_FAR_RULE)) found.splice(0, found.length, ...found.filter((f) => f.rule !== SO_FAR_RULE));
  if (!found.length) return;
  const claims = { role: 'time', ranges: found.map((f) => [f.from, f.to] as const) } as const;
  if (found.length === 1) {
    const [f] = found;
    // "cancelled so far" dates no event: the words stay unclaimed, and the participle before them keeps its state
    const undated = f.rule === SO_FAR_RULE;
    propose(ctx, { member: 'timeFrame', apply: 'replace', value: f.value, confidence: f.confidence, rule: f.rule, span: [f.from, f.to], text: f.text, ...(undated ? {} : { claims }) });
    return;
  }
  // several readings make one hull: each is evidence, the hull their sum
  for (const f of found) propose(ctx, { member: 'timeFrame', apply: 'note', confidence: f.confidence, rule: f.rule, span: [f.from, f.to], text: f.text });
  const value = merge([...found].sort((a, b) => a.from - b.from).map((f) => f.value));
  propose(ctx, { member: 'timeFrame', apply: 'replace', value, confidence: 0.8, rule: 'time.hull', claims });
}
