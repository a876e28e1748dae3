import type { CollectionMention, EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { namesCalendarYear } from '../../field-kinds.ts';
import { ATTRIBUTE_WORDS } from '../../lexicon/attributes.ts';
import { CALENDAR_YEAR_WORDS } from '../../lexicon/field-kinds.ts';
import { EVENT_DATE_WORDS, MAX_YEAR, MIN_YEAR, YEAR_COMPARISONS, YEAR_LINKS, YEAR_PLAIN_LINKS } from '../../lexicon/time-rules.ts';
import { SEASONS } from '../../lexicon/words.ts';
import { collectionMentionAt, collectionNamedBefore, mentionAt } from '../../mentions.ts';
import { GROUP_KEY_LEADS } from '../../lexicon/grouping.ts';
import type { FieldOwners } from '../../ownership.ts';
import { perSchema } from '../../schema-memo.ts';
import { addToList } from '../../multimap.ts';
import { canonWord, derivationalStem, isPastParticiple } from '../../text.ts';
import { eventField, onlyTimeSpan } from './event-dates.ts';
import { fieldWordsOf, isMeasureField } from './field-resolver.ts';
import { fieldWordAbbreviates } from '../unnamed-metric.ts';
import type { FilterProposal, FilterValue } from './proposal.ts';

/** Field-name words of dates and times: the time frame already stands for a condition on such a field. */
const TIME_WORDS: ReadonlySet<string> = new Set(['year', 'date', 'time', 'day', 'month', 'datetime', 'timestamp', 'dt', 'ts', 'at', 'on', 'when']);
/** Field-name words that open a date's name before its event (`Date_In`, `dt_shipped`); never a count's (`Days_open`). */
const DATE_OPENERS: ReadonlySet<string> = new Set(['date', 'datetime', 'timestamp', 'dt']);
/** A year written onto its comparison word as one token ("post-1975", "pre-1960"). */
const PREFIXED_YEAR = /^([a-z]+)-(\d{4})$/;
const WINDOW = 4;

/** Field-name endings of names, labels and identifiers: a year next to their word is no value of theirs. */
const LABEL_ENDINGS: ReadonlySet<string> = new Set(['name', 'title', 'label', 'type', 'code', 'id', 'status', 'category']);

/** A date, a time, or a year by the last word of its own name (`Built_year`, not `Years_in_service`), or a date by its first (`Date_Out`). */
const isTimeField = (entry: FieldEntry): boolean =>
  !entry.children.length && (TIME_WORDS.has(fieldWordsOf(entry).at(-1) ?? '') || DATE_OPENERS.has(fieldWordsOf(entry)[0] ?? ''));

/** Whether the schema keeps a date, time or year field; worked out once per schema. */
const hasTimeField = perSchema((index: FieldIndex): boolean => index.entries.some(isTimeField));

/**
 * The schema's one calendar-year field when it keeps no other date, time or year field, once per schema: a year the
 * time frame reads can be said of nothing else ("races in 2017" on `year`).
 */
const onlyYearField = perSchema((index: FieldIndex): FieldEntry | null => {
  const kept = index.entries.filter((entry) => !entry.children.length && (isTimeField(entry) || namesCalendarYear(entry)));
  return kept.length === 1 && namesCalendarYear(kept[0]!) ? kept[0]! : null;
});

/**
 * A one-word field the word at `j` names as written (`Planted` by "planted", `Vintage` by "vintage"), or through the
 * participle a verb implies (`Established` by "founded"), that may hold a year.
 */
function fieldCalledAt(ctx: EngineContext, j: number): { entry: FieldEntry; implied: boolean } | null {
  const m = mentionAt(ctx, j);
  const own = m && !m.entry.children.length ? fieldWordsOf(m.entry) : [];
  if (m && own.length === 1 && own[0] === ctx.tokens[j].canon) return holdsYear(m.entry) ? { entry: m.entry, implied: false } : null;
  if (m || !ctx.tokens[j]) return null;
  // a participle for a participle ("founded" for `Established`), never an agent ("created" for `Creator`)
  const implied = (ATTRIBUTE_WORDS.get(ctx.tokens[j].text) ?? []).filter((w) => w.endsWith('ed')).map(canonWord);
  const called = implied.length ? oneWordFields(ctx.index).get(implied.find((w) => oneWordFields(ctx.index).has(w)) ?? '') : undefined;
  return called && holdsYear(called) ? { entry: called, implied: true } : null;
}

/** A one-word field that is no label, no date and no measure: a year may be its value. */
const holdsYear = (entry: FieldEntry): boolean => {
  const word = fieldWordsOf(entry)[0]!;
  return !(LABEL_ENDINGS.has(word) || TIME_WORDS.has(word) || isMeasureField(entry));
};

/** Leaf fields whose own name is one word, by that word (the first of each), once per schema. */
const oneWordFields = perSchema((index: FieldIndex) => {
  const byWord = new Map<string, FieldEntry>();
  for (const entry of index.entries) {
    const own = entry.children.length ? [] : fieldWordsOf(entry);
    if (own.length === 1 && !byWord.has(own[0]!)) byWord.set(own[0]!, entry);
  }
  return byWord;
});

/**
 * Calendar-year fields (`Founded_Year`, `year_created`, `birth_year`) by the verb stem of each other word of their own
 * name, once per schema: the event a year is said of names the field that keeps it ("founded before 1950").
 */
const calendarYearFields = perSchema((index: FieldIndex) => {
  const byStem = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) {
    if (entry.children.length || !namesCalendarYear(entry)) continue;
    // the year word that makes it a year field names no event; another before it says which year, as its event does (`cask_vintage_yr` by "vintage")
    const kindAt = CALENDAR_YEAR_WORDS.has(entry.writtenWords.at(-1) ?? '') ? entry.writtenWords.length - 1 : 0;
    entry.writtenWords.forEach((_, k) => {
      if (k !== kindAt) addToList(byStem, derivationalStem(entry.writtenCanon[k]!), entry);
    });
  }
  return byStem;
});

/**
 * The one calendar-year field the word at `j` names by its event: its own stem ("opened" → `opened_year`), or a word
 * the lexicons say it stands for ("born" → `birth_year`, "built" → `Opening_Year`, "written" → `year_composed`); else
 * a field word abbreviating one of those stems ("erected" → `erct_yr`, "ordained" → `ord_year`, "accessioned" →
 * `accession_year`, whose noun's stem is shorter than the participle's).
 */
export function calendarYearFieldAt(ctx: EngineContext, j: number): FieldEntry | null {
  return calendarYearFieldFound(ctx, j)?.entry ?? null;
}

/** calendarYearFieldAt's field, and whether only a field word abbreviating the event's stem named it. */
function calendarYearFieldFound(ctx: EngineContext, j: number): { readonly entry: FieldEntry; readonly abbreviated: boolean } | null {
  const t = ctx.tokens[j];
  const byStem = calendarYearFields(ctx.index);
  if (!t || t.kind !== 'word' || !byStem.size) return null;
  const found = new Set<FieldEntry>();
  const stems = [t.canon, ...[...(ATTRIBUTE_WORDS.get(t.text) ?? []), ...(EVENT_DATE_WORDS.get(t.text) ?? [])].map(canonWord)].map(derivationalStem);
  for (const stem of stems) for (const entry of byStem.get(stem) ?? []) found.add(entry);
  const abbreviated = !found.size;
  if (abbreviated) {
    for (const [key, entries] of byStem) if (stems.some((stem) => fieldWordAbbreviates(key, stem))) entries.forEach((entry) => found.add(entry));
  }
  return found.size === 1 ? { entry: [...found][0]!, abbreviated } : null;
}

/** A field found by the word at `at` next to the year (`implied` when through a participle the verb implies). */
interface YearField { readonly entry: FieldEntry; readonly at: number; readonly implied: boolean; readonly calendar?: boolean; readonly only?: boolean; readonly own?: boolean; readonly abbreviated?: boolean; readonly past?: boolean; readonly untimed?: boolean }

/**
 * The calendar-year field a word next to the year (or the time phrase `[from, to)` holding it) names: a noun right after
 * it ("the 2022 season" on `season_year`), or an event before it across linking words ("opened before 1990" on
 * `opened_year`, "model year 2021" on `model_year`); for a year the time frame reads (`timed`), also the one year the
 * records named before it keep.
 */
function calendarYearField(ctx: EngineContext, from: number, to = from + 1, timed = false): YearField | null {
  const after = calendarYearFieldFound(ctx, to);
  if (after) return { entry: after.entry, at: to, implied: false, calendar: true, abbreviated: after.abbreviated };
  // the kind of year the phrase itself says ("from model year 2021 onwards")
  for (let j = from; j < to; j++) {
    const within = CALENDAR_YEAR_WORDS.has(ctx.tokens[j].text) ? calendarYearFieldFound(ctx, j - 1) : null;
    if (within && j - 1 >= from) return { entry: within.entry, at: j - 1, implied: false, calendar: true, abbreviated: within.abbreviated };
  }
  // "enrolled the cadet in 1990": one word (the verb's object, or a verb naming no field) may stand between
  for (let j = from - 1, passed = false; j >= 0 && j >= from - WINDOW; j--) {
    const before = calendarYearFieldFound(ctx, j);
    if (before && (!passed || isPastParticiple(ctx.tokens[j].text))) return { entry: before.entry, at: j, implied: false, calendar: true, abbreviated: before.abbreviated, past: passed };
    // "guilds chartered in 1990": the records named keep one year, their own; a number right after their noun is
    // one record's key ("guild 1990")
    const own = timed && ctx.tokens[j + 1]?.kind !== 'number' ? ownYearField(ctx, j) : null;
    if (own) return { entry: own, at: j, implied: false, calendar: true, own: true };
    if (YEAR_LINKS.has(ctx.tokens[j].text)) continue;
    // "members born before 1960": an event whose date a field of its own keeps says the year is that date, not the records' own year
    if (passed || ctx.tokens[j].kind !== 'word' || eventField(ctx, j)) break;
    passed = true;
  }
  return null;
}

/**
 * Each collection's one calendar-year field, when it keeps no other date, time or year field of its own, once per
 * schema: a year said of its records can only be that one.
 */
const ownYearFields = perSchema((owners: FieldOwners, index: FieldIndex): ReadonlyMap<string, FieldEntry | null> => {
  const byCollection = new Map<string, FieldEntry | null>();
  for (const entry of index.entries) {
    const owner = owners.ownerOf.get(entry);
    if (!owner || entry.children.length || !(isTimeField(entry) || namesCalendarYear(entry))) continue;
    byCollection.set(owner, byCollection.has(owner) || !namesCalendarYear(entry) ? null : entry);
  }
  return byCollection;
});

/**
 * The one calendar-year field of the collection a mention at `j` names (see ownYearFields); none when the schema's only
 * year field is read as such anyway.
 */
function ownYearField(ctx: EngineContext, j: number): FieldEntry | null {
  const named = onlyYearField(ctx.index) ? undefined : collectionMentionAt(ctx, j);
  if (!named || groupsDatedRecords(ctx, named)) return null;
  return ownYearFields(ctx.owners, ctx.index).get(named.collection) ?? null;
}

/** Collections keeping a date, time or year field of their own, once per schema. */
const datedCollections = perSchema((owners: FieldOwners, index: FieldIndex): ReadonlySet<string> =>
  new Set(index.entries.filter(isTimeField).map((entry) => owners.ownerOf.get(entry)).filter((owner) => owner !== undefined)));

/**
 * "appointments per artist in 2025": records named after a grouping word are the groups, and the year is said of the
 * records counted before them, which keep a date of their own; the groups' own year is no condition.
 */
function groupsDatedRecords(ctx: EngineContext, named: CollectionMention): boolean {
  if (!GROUP_KEY_LEADS.has(ctx.tokens[named.from - 1]?.text ?? '')) return false;
  const counted = collectionNamedBefore(ctx, named.from - 1);
  return !!counted && counted.collection !== named.collection && datedCollections(ctx.owners, ctx.index).has(counted.collection);
}

/** The evidence suffix saying how the year's field was found. */
const yearFieldEvidence = (found: YearField): string =>
  (found.implied ? '+implied-participle' : found.only ? '+only-year-field' : found.own ? '+own-year-field' : found.abbreviated ? '+abbreviated-event' : found.past ? '+past-object' : found.untimed ? '+noun-after-untimed-year' : found.calendar ? '+event-year-field' : '');

/** The run of time tokens around token `i`, as [from, to). */
function timeRun(ctx: EngineContext, i: number): [number, number] {
  let from = i;
  while (from > 0 && ctx.roles[from - 1] === 'time') from--;
  let to = i + 1;
  while (ctx.roles[to] === 'time') to++;
  return [from, to];
}

/** The year a time frame's bound opens ("1990-01-01" → 1990); null when the bound is no year's start. */
const boundYear = (bound: string): number | null => (bound.endsWith('-01-01') ? Number(bound.slice(0, 4)) : null);

/**
 * The years the time frame spans as a condition on a calendar-year field, when the frame says more than the year
 * written in it does: an open bound ("no later than 1950", "2001 or later"), a range ("between 1990 and 2000") or a
 * decade ("in the 1960s"), read from the question's only time phrase `[from, to)`. Null otherwise, or when its bounds
 * are no whole years.
 */
function frameYears(ctx: EngineContext, [from, to]: readonly [number, number]): FilterValue | null {
  const frame = ctx.analysis.timeFrame;
  if (!frame || typeof frame !== 'object' || !('start' in frame)) return null;
  if (onlyTimeSpan(ctx)?.[0] !== from) return null;
  const said = ctx.tokens.slice(from, to);
  const years = said.filter((t) => t.kind === 'number').length;
  // "in 1850 or 1860" are two years, not the span between them
  const ranged = years !== 1 && !said.some((t) => t.text === 'or');
  // one year after a comparison word is read as written ("after 1989": `$gt` 1989)
  if (!ranged && (frame.start !== null && frame.end !== null || said.some((t) => YEAR_COMPARISONS.has(t.text)))) return null;
  const start = frame.start === null ? null : boundYear(frame.start);
  const end = frame.end === null ? null : boundYear(frame.end);
  if ((frame.start !== null && start === null) || (frame.end !== null && end === null)) return null;
  if (start !== null && end !== null) return end - start === 1 ? start : { $gte: start, $lt: end };
  return start !== null ? { $gte: start } : end !== null ? { $lt: end } : null;
}

/**
 * The field a word next to the year names: a noun right after it ("the 2012 vintage"), or a word before it across
 * linking words ("planted before 1975") when the schema keeps no date or year field of its own, which the time frame
 * would stand for; `calendar`, the calendar-year field the year's time phrase names by its event, comes before both.
 */
function yearField(ctx: EngineContext, i: number, calendar: YearField | null): YearField | null {
  if (calendar) return calendar;
  const after = fieldCalledAt(ctx, i + 1);
  if (after) return { ...after, at: i + 1 };
  const only = onlyYearField(ctx.index);
  if (only) return { entry: only, at: i, implied: false, calendar: true, only: true };
  if (hasTimeField(ctx.index)) return null;
  for (let j = i - 1; j >= 0 && j >= i - WINDOW; j--) {
    const before = fieldCalledAt(ctx, j);
    if (before) return { ...before, at: j };
    if (!YEAR_LINKS.has(ctx.tokens[j].text)) break;
  }
  return null;
}

/**
 * "1998 vintage ports": a year no time phrase reads, right before a one-word field called as written that may hold a
 * year, is that field's value (the noun says which year it is); a verb's participle names none here.
 */
function namedAfterYear(ctx: EngineContext, i: number): YearField | null {
  const after = fieldCalledAt(ctx, i + 1);
  return after && !after.implied ? { ...after, at: i + 1, untimed: true } : null;
}

/** The year a token writes, alone ("1975") or joined to its comparison word ("post-1975"), with that comparison. */
function yearAt(ctx: EngineContext, i: number): { year: number; op?: string } | null {
  const t = ctx.tokens[i];
  // only a word with a hyphen may be one: the rest, most words, skip the regex
  const prefixed = t.kind === 'word' && t.text.includes('-') ? PREFIXED_YEAR.exec(t.text) : null;
  const year = prefixed ? Number(prefixed[2]) : t.kind === 'number' ? t.value : undefined;
  if (year === undefined || !Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) return null;
  if (!prefixed) return { year };
  const op = YEAR_COMPARISONS.get(prefixed[1]!);
  return op ? { year, op } : null;
}

/** Where the year offered after an "or" stands, past plain linking words ("1850 or in 1860"), from token `k`. */
function yearAfterOr(ctx: EngineContext, k: number): number {
  while (YEAR_PLAIN_LINKS.has(ctx.tokens[k]?.text ?? '')) k++;
  return k;
}

/**
 * "orchards planted before 1975", "wines since the 2012 vintage": a year the time frame reads is also a condition
 * on a field the schema keeps it in, when a word next to it names a field that is no date (`Planted`, `Vintage`). The
 * time frame stays: it says the same of the records' dates.
 */
export function storedYearProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    let eventYearField: YearField | null = null;
    if (ctx.roles[i] === 'time') {
      // a calendar-year field the time phrase's event names takes the years the whole phrase spans
      const run = timeRun(ctx, i);
      const only = onlyYearField(ctx.index);
      eventYearField = calendarYearField(ctx, ...run, true);
      const calendar = eventYearField ?? (only && { entry: only, at: run[0], implied: false, calendar: true, only: true });
      const spanned = calendar && ctx.analysis.filters[calendar.entry.name] === undefined ? frameYears(ctx, run) : null;
      if (calendar && spanned !== null) {
        proposals.push({ field: calendar.entry.name, value: spanned, span: [Math.min(calendar.at, run[0]), Math.max(calendar.at + 1, run[1])], claims: calendar.only ? [] : [[calendar.at, calendar.at + 1]], confidence: 0.6, rule: `filters.stored-year${yearFieldEvidence(calendar)}` });
        i = run[1] - 1;
        continue;
      }
    }
    // a year before the time frame's reach ("born after 1600") is read only on a field its event names
    const free = ctx.roles[i] === undefined;
    const read = ctx.roles[i] === 'time' || free ? yearAt(ctx, i) : null;
    // "spring 1987": the season's year, which the season's own field does not keep
    if (!read || SEASONS.has(ctx.tokens[i - 1]?.text ?? '')) continue;
    const found = free ? calendarYearField(ctx, i) ?? namedAfterYear(ctx, i) : yearField(ctx, i, eventYearField);
    if (!found || ctx.analysis.filters[found.entry.name] !== undefined) continue;
    let op = read.op;
    for (let j = i - 1; j >= 0 && j >= i - WINDOW && !op; j--) op = YEAR_COMPARISONS.get(ctx.tokens[j].text);
    // "chartered in 1850 or 1860": the years offered after the first are the others it may be
    const years = [read.year];
    for (let k = i + 1; !op && ctx.tokens[k]?.text === 'or';) {
      k = yearAfterOr(ctx, k + 1);
      const next = ctx.roles[k] === 'time' ? yearAt(ctx, k) : null;
      if (!next || next.op) break;
      years.push(next.year);
      k++;
    }
    const value = op ? { [op]: read.year } : years.length > 1 ? { $in: years } : read.year;
    proposals.push({ field: found.entry.name, value, span: [Math.min(found.at, i), Math.max(found.at, i) + 1], claims: found.only ? [] : [[found.at, found.at + 1]], confidence: 0.6, rule: `filters.stored-year${yearFieldEvidence(found)}` });
    // the years offered after it in the same phrase are its alternatives, said of the same field
    if (found.calendar && !free) i = timeRun(ctx, i)[1] - 1;
  }
  return proposals;
}
