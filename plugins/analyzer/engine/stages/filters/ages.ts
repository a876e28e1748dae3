import { phraseAt, type EngineContext } from '../../context.ts';
import { AGE_COMPARATIVES } from '../../lexicon/attributes.ts';
import type { ComparisonOp } from '../../lexicon/words.ts';
import { holdsAny, type FieldEntry, type FieldIndex } from '../../field-index.ts';
import { perSchema } from '../../schema-memo.ts';
import { SEX_WORDS } from '../../lexicon/values.ts';
import { BIRTH_FACT_WORDS, BIRTH_PLACE_WORDS, BIRTH_WORDS, RANGE_JOINS } from '../../lexicon/words.ts';
import { collectionMentionAt, holdsRecords, mentionAt } from '../../mentions.ts';
import { fieldsHeld } from '../collection.ts';
import { canonWord } from '../../text.ts';
import { zonedDay } from '../time.ts';
import { impliedField } from './field-resolver.ts';
import { matchComparison } from './comparisons.ts';
import type { FilterProposal } from './proposal.ts';
import { isFreeNumber } from './shared.ts';

/**
 * Ages are said in set phrases: "under the age of 17", "between the ages of 40 and 55", "aged 30", "61 years old",
 * "19 years of age or younger", "70 years and older". The number is an age whatever other field ends in "year".
 */
const AGE_LEADS: ReadonlyArray<readonly string[]> = [['the', 'age', 'of'], ['the', 'ages', 'of'], ['age', 'of'], ['ages', 'of'], ['aged', 'between'], ['aged']];
const AGE_TAILS: ReadonlyArray<readonly string[]> = [['years', 'of', 'age'], ['years', 'old'], ['year', 'old'], ['yrs', 'old'], ['years']];
/** "… or younger", "… and older": the comparison said after the age. */
const TRAILING_OPS: ReadonlyMap<string, ComparisonOp> = new Map([
  ['older', '$gte'], ['above', '$gte'], ['over', '$gte'], ['more', '$gte'], ['up', '$gte'], ['higher', '$gte'], ['greater', '$gte'],
  ['younger', '$lte'], ['young', '$lte'], ['below', '$lte'], ['under', '$lte'], ['less', '$lte'], ['lower', '$lte'],
]);
/** Words that may stand between a comparison and the age phrase ("over the age of", "beyond 56 years"). */
const BEYOND: ReadonlyMap<string, ComparisonOp> = new Map([['beyond', '$gt'], ['past', '$gt'], ['reached', '$gte']]);

/** The comparison whose words end right before token `end`, if any. */
function comparisonEndingAt(ctx: EngineContext, end: number): ComparisonOp | undefined {
  const beyond = BEYOND.get(ctx.tokens[end - 1]?.text ?? '');
  if (beyond) return beyond;
  const from = comparisonStartBefore(ctx, end);
  return from < 0 ? undefined : matchComparison(ctx.tokens, from)![1];
}

/** Words between the people a question is about and a bare age bound ("pupils who are under 16"). */
const SUBJECT_LINKS = new Set(['who', 'that', 'are', 'is', 'were', 'was', 'being']);
/** The oldest age a bare number after a bound is read as. */
const MAX_AGE = 130;
/** What may follow a bare age: the end of the condition. A noun after the number ("under 20 games") is what is counted. */
const AGE_ENDS = new Set(['.', '?', '!', ',', ';', 'and', 'or', 'for', 'in', 'who', 'that', 'with']);

/**
 * The field an age is kept in: the age itself, or else a date (or year) of birth, which an age bound becomes a
 * bound on, counted back from now.
 */
interface AgeField {
  readonly field: FieldEntry;
  /** `date` or `year` of birth; absent for an age field */
  readonly birth?: 'date' | 'year';
}

const BIRTH = new Set([...BIRTH_WORDS].map(canonWord));
const NOT_WHEN_BORN = new Set([...BIRTH_PLACE_WORDS, ...BIRTH_FACT_WORDS].map(canonWord));

/** Per schema: its date or year of birth field, looked up once (null when it keeps none). */
const birthField = perSchema((index: FieldIndex): AgeField | null => {
  // "date_of_birth", "birthDate", "dob", "birth_year"; not where someone was born ("birth_city", "birthplace")
  if (!holdsAny(BIRTH, index.words)) return null;
  const entry = index.entries.find((e) => !e.children.length && e.canonWords.some((w) => BIRTH.has(w))
    && !e.canonWords.some((w) => NOT_WHEN_BORN.has(w)));
  return entry ? { field: entry, birth: entry.canonWords[entry.canonWords.length - 1] === 'year' || entry.canonWords[0] === 'year' ? 'year' : 'date' } : null;
});

function ageField(ctx: EngineContext): AgeField | null {
  const field = impliedField(ctx, ['age']);
  return field ? { field } : birthField(ctx.index);
}

/** The day `years` years before now (its UTC fields the zone's date, see zonedDay), as the time frame writes days. */
function yearsAgo(now: Date, years: number): string {
  const year = now.getUTCFullYear() - years;
  // 29 February in a year without one is the 28th: rolling on to 1 March would count someone a day short of the age
  const lastDay = new Date(Date.UTC(year, now.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, now.getUTCMonth(), Math.min(now.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}

/**
 * An age condition as a condition on the date of birth: whole years, so "older than 60" is born at least 61 years
 * ago and "under 30" less than 30 years ago; on a year of birth, the year that many years back.
 */
function birthBound(now: Date, birth: 'date' | 'year', low: number, high: number, op: ComparisonOp | undefined): FilterProposal['value'] {
  if (birth === 'year') {
    const year = now.getUTCFullYear();
    if (op === '$gt') return { $lt: year - low };
    if (op === '$gte') return { $lte: year - low };
    if (op === '$lt') return { $gt: year - low };
    if (op === '$lte') return { $gte: year - low };
    return { $gte: year - high - 1, $lte: year - low };
  }
  if (op === '$gt') return { $lte: yearsAgo(now, low + 1) };
  if (op === '$gte') return { $lte: yearsAgo(now, low) };
  if (op === '$lt') return { $gt: yearsAgo(now, low) };
  if (op === '$lte') return { $gt: yearsAgo(now, low + 1) };
  return { $gt: yearsAgo(now, high + 1), $lte: yearsAgo(now, low) };
}

const AGED = 'aged';

/** Evidence of a bare age said of records that reading the list gave no field of their own (bareAgeOf). */
const OWNERLESS_RECORDS = '+ownerless-records';

/**
 * "students under 20", "players who are over 30": a bound with a bare number right after the records that keep the
 * age field `field` (their collection is named just before) is their age; null when it is not, else the evidence's
 * suffix (OWNERLESS_RECORDS, or none).
 */
function bareAgeOf(ctx: EngineContext, comparisonAt: number, n: number, field: FieldEntry): string | null {
  const next = ctx.tokens[n + 1];
  if (next && !AGE_ENDS.has(next.text)) return null;
  const age = ctx.tokens[n].value!;
  if (!Number.isInteger(age) || age <= 0 || age > MAX_AGE) return null;
  let j = comparisonAt - 1;
  while (j >= 0 && SUBJECT_LINKS.has(ctx.tokens[j].text)) j--;
  // a field named there ("ticket prices under 15") is what the bound is on, even when its records keep an age
  const people = collectionMentionAt(ctx, j);
  // "women over 65": people named by their sex are the ones the schema keeps an age of
  if (!people) return SEX_WORDS.has(ctx.tokens[j]?.text ?? '') ? '' : null;
  if (ctx.owners.ownerOf.get(field) === people.collection) return '';
  // "patients over 65" where reading the list gave the patients no field of their own: their age is the schema's;
  // records kept inside another collection's documents ("boats" beside `Boats`) are no people of a flat list
  const embedded = mentionAt(ctx, j);
  return fieldsHeld(ctx.owners).has(people.collection) || (embedded && holdsRecords(embedded.entry)) ? null : OWNERLESS_RECORDS;
}

/** Where the comparison whose words end right before token `end` starts, or -1. */
function comparisonStartBefore(ctx: EngineContext, end: number): number {
  for (let from = Math.max(0, end - 4); from < end; from++) {
    const hit = matchComparison(ctx.tokens, from);
    if (hit && from + hit[0].length === end) return from;
  }
  return -1;
}

const phraseBefore = (ctx: EngineContext, at: number, phrases: ReadonlyArray<readonly string[]>) =>
  phrases.find((p) => at - p.length >= 0 && phraseAt(ctx.tokens, at - p.length, p));

/** Age conditions in their set phrases, on the schema's age field. */
export function ageProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let n = 0; n < tokens.length; n++) {
    if (!isFreeNumber(ctx, n)) continue;
    const lead = phraseBefore(ctx, n, AGE_LEADS);
    const rangeEnd = RANGE_JOINS.has(tokens[n + 1]?.text ?? '') && isFreeNumber(ctx, n + 2) ? n + 2 : n;
    const tail = AGE_TAILS.find((p) => phraseAt(tokens, rangeEnd + 1, p));
    // a bare "years" is an age only with a comparison after it ("25 years and older")
    let end = rangeEnd + 1 + (tail?.length ?? 0);
    const trailing = (tokens[end]?.text === 'or' || tokens[end]?.text === 'and') ? TRAILING_OPS.get(tokens[end + 1]?.text ?? '') : undefined;
    const bareAt = !lead && !tail ? comparisonStartBefore(ctx, n) : -1;
    // most numbers have no age phrase about them: the schema's age field is looked up only for those that do
    if (!lead && !tail && bareAt < 0) continue;
    const target = ageField(ctx);
    if (!target) return proposals;
    // with only a date of birth, "older than 60" says age too (an age field takes it as an attribute comparison)
    // "aged over 65": the lead before the comparison
    const comparative = target.birth !== undefined && bareAt >= 0 && rangeEnd === n
      && (AGE_COMPARATIVES.has(tokens[bareAt].text) || tokens[bareAt - 1]?.text === AGED);
    const bareSuffix = !comparative && bareAt >= 0 && rangeEnd === n ? bareAgeOf(ctx, bareAt, n, target.field) : null;
    const bare = bareSuffix !== null;
    if (!lead && !bare && !comparative && (!tail || (tail.length === 1 && !trailing))) continue;
    const start = bare ? bareAt : comparative ? bareAt - (tokens[bareAt - 1]?.text === AGED ? 1 : 0) : n - (lead?.length ?? 0);
    const op = rangeEnd > n ? undefined : trailing ?? comparisonEndingAt(ctx, bare || comparative ? n : start);
    let value: FilterProposal['value'];
    if (target.birth) value = birthBound(zonedDay(ctx.now, ctx.timezone), target.birth, tokens[n].value!, tokens[rangeEnd].value!, op);
    else if (rangeEnd > n) value = { $gte: tokens[n].value!, $lte: tokens[rangeEnd].value! };
    else value = op && op !== '$eq' ? { [op]: tokens[n].value! } : tokens[n].value!;
    if (trailing) end += 2;
    const rule = bare ? `filters.age-bound-of-people${bareSuffix}` : comparative ? 'filters.age-comparative' : 'filters.age-phrase';
    proposals.push({ field: target.field.name, value, span: [start, end], claims: [[start, end]], confidence: 0.8, rule: target.birth ? `${rule}+birth-${target.birth}` : rule });
    n = end - 1;
  }
  return proposals;
}
