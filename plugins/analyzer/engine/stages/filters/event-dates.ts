import type { EngineContext, Token } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { DATE_FIELD_WORDS, EVENT_DATE_LINKS, EVENT_DATE_WORDS, EVENT_PARTICLES, MIN_YEAR, MONTH_NAMES } from '../../lexicon/time-rules.ts';
import { mentionAt } from '../../mentions.ts';
import { perSchema } from '../../schema-memo.ts';
import { canonWord } from '../../text.ts';
import { fieldWordsOf } from './field-resolver.ts';
import type { FilterProposal, FilterValue } from './proposal.ts';

const PARTICLE_WORDS: ReadonlySet<string> = new Set(EVENT_PARTICLES.values());
const ALL_EVENT_WORDS: ReadonlySet<string> = new Set([...EVENT_DATE_WORDS.values()].flat().map(canonWord));
/** How far an event word may stand before its date. */
const WINDOW = 6;

/** Leaf fields with a name of their own, once per schema: where an event's date may be kept. */
const leafFields = perSchema((index: FieldIndex): readonly FieldEntry[] =>
  index.entries.filter((entry) => !entry.children.length && fieldWordsOf(entry).length > 0));

/** Whether a field's own words are those of an event's date, with no particle other than the one said (any when null). */
function keepsEventDate(entry: FieldEntry, event: ReadonlySet<string>, particle: string | undefined | null): boolean {
  const own = fieldWordsOf(entry);
  if (!own.some((w) => event.has(w))) return false;
  const rest = own.filter((w) => !event.has(w));
  const particles = rest.filter((w) => PARTICLE_WORDS.has(w));
  return particles.every((w) => particle === null || w === particle) && rest.every((w) => DATE_FIELD_WORDS.has(w) || PARTICLE_WORDS.has(w));
}

/**
 * The date field of the event the word at `j` names, with the particle after it ("checked in") if the field says
 * one; or, for a word naming no event, an event's date field the question names there ("a check-in day of May 3").
 */
export function eventField(ctx: EngineContext, j: number): FieldEntry | null {
  const words = EVENT_DATE_WORDS.get(ctx.tokens[j].text);
  if (words) {
    const event = new Set(words.map(canonWord));
    const particle = EVENT_PARTICLES.get(ctx.tokens[j + 1]?.text ?? '');
    const fits = leafFields(ctx.index).filter((entry) => keepsEventDate(entry, event, particle));
    return fits.length === 1 ? fits[0]! : null;
  }
  const m = mentionAt(ctx, j);
  // a field named by the event's word alone (`Order`) may hold no date: a named one says its date or particle
  return m && !m.entry.children.length && fieldWordsOf(m.entry).length > 1 && keepsEventDate(m.entry, ALL_EVENT_WORDS, null) ? m.entry : null;
}

/** A month said with no year, as a condition: that month of any year, matched as written. */
const monthCondition = (month: Token): FilterValue => ({ $regex: month.raw, $options: 'i' });

/** The one run of time tokens in the question; none when there are several, whose hull the time frame is. */
export function onlyTimeSpan(ctx: EngineContext): readonly [number, number] | null {
  const from = ctx.roles.indexOf('time');
  if (from < 0) return null;
  let to = from;
  while (ctx.roles[to] === 'time') to++;
  return ctx.roles.indexOf('time', to) < 0 ? [from, to] : null;
}

/**
 * The date the span says as a condition on a date field: the time frame's bounds, start included, end excluded; or,
 * for a month with no year ("born in May"), that month of any year, which a time frame of one year cannot say.
 */
function dateCondition(ctx: EngineContext, [from, to]: readonly [number, number]): FilterValue | null {
  const said = ctx.tokens.slice(from, to);
  const month = said.find((t) => MONTH_NAMES.has(t.text));
  if (month && !said.some((t) => t.kind === 'number' && (t.value ?? 0) >= MIN_YEAR)) return monthCondition(month);
  const frame = ctx.analysis.timeFrame;
  if (!frame || typeof frame !== 'object' || !('start' in frame)) return null;
  const condition: Record<string, string> = {};
  if (frame.start) condition.$gte = frame.start;
  if (frame.end) condition.$lt = frame.end;
  return Object.keys(condition).length ? condition : null;
}

/**
 * "campers who checked out on 2 Aug 2019", "painters born in 1962": a date said of an event is a condition on the
 * field that keeps that event's date, when the schema has exactly one. The time frame stays: it says the same.
 */
export function eventDateProposals(ctx: EngineContext): FilterProposal[] {
  const span = onlyTimeSpan(ctx);
  const condition = span && dateCondition(ctx, span);
  if (!span || !condition) return [];
  const first = span[0];
  for (let j = first - 1; j >= 0 && j >= first - WINDOW; j--) {
    const field = eventField(ctx, j);
    if (field) {
      if (ctx.analysis.filters[field.name] !== undefined) return [];
      return [{ field: field.name, value: condition, span: [j, j + 1], confidence: 0.6, rule: 'filters.event-date', keep: true }];
    }
    const t = ctx.tokens[j];
    if (!(EVENT_DATE_LINKS.has(t.text) || EVENT_PARTICLES.has(t.text) || DATE_FIELD_WORDS.has(t.text) || ctx.roles[j] === 'filter')) break;
  }
  return [];
}

/** How far an event word may stand from a month said of it ("a birthday logged as 'May'"). */
const MONTH_WINDOW = 4;

/** The event date field a word near the month at `i` names: before it within a few words, or right after it. */
function monthEventField(ctx: EngineContext, i: number): FieldEntry | null {
  for (let j = i - 1; j >= 0 && j >= i - MONTH_WINDOW && ctx.tokens[j].kind !== 'symbol'; j--) {
    const field = EVENT_DATE_WORDS.has(ctx.tokens[j].text) ? eventField(ctx, j) : null;
    if (field) return field;
  }
  return i + 1 < ctx.tokens.length && EVENT_DATE_WORDS.has(ctx.tokens[i + 1].text) ? eventField(ctx, i + 1) : null;
}

/**
 * "May birthdays", "a birthday logged as 'May'": a month said of an event, which no time frame reads, is a
 * condition on the event's date field, matched as written; never a place or a name.
 */
export function eventMonthProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const t = ctx.tokens[i];
    if (!MONTH_NAMES.has(t.text) || ctx.roles[i] !== undefined) continue;
    const field = monthEventField(ctx, i);
    if (field && ctx.analysis.filters[field.name] === undefined) {
      proposals.push({ field: field.name, value: monthCondition(t), span: [i, i + 1], confidence: 0.8, rule: 'filters.event-month' });
    }
  }
  return proposals;
}
