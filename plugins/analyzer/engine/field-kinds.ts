/** What kind of value a field keeps, judged from the words of its name. */
import { isCountField, measuredHead, type FieldEntry } from './field-index.ts';
import { CALENDAR_YEAR_RATE_LEADS, CALENDAR_YEAR_WORDS, DATE_FIELD_HEADS, MEASURE_FIELD_OPENERS, QUANTITY_FIELD_HEADS, WORDED_QUANTITY_WORDS } from './lexicon/field-kinds.ts';
import { PERSON_FIELD_KINDS, PERSON_FIELD_WORDS } from './lexicon/function-words.ts';
import { STATUS_FIELD_WORD } from './lexicon/words.ts';
import { canonWord, fieldWords, isPastParticiple, singular } from './text.ts';

/** A written word or phrase, canonical and joined as a field's words are (`family_name` → familie+name). */
export const canonJoined = (w: string): string => fieldWords(w).map(canonWord).join('');
/**
 * Person field words (PERSON_FIELD_WORDS), canonical and joined, beside the kind each counts as: read by the filters
 * (record paths of people, matched inside a field's words) and by the sorted-list reader (matched as whole words).
 */
export const PERSON_FIELD_CANON: ReadonlyArray<readonly [string, string]> = PERSON_FIELD_WORDS.map((w) => [canonJoined(w), canonJoined(PERSON_FIELD_KINDS.get(w) ?? w)]);

const QUANTITY_HEADS = new Set([...QUANTITY_FIELD_HEADS, ...DATE_FIELD_HEADS].map(canonWord));
const WORDED_QUANTITIES = new Set([...WORDED_QUANTITY_WORDS].map(canonWord));
const MEASURE_OPENERS = new Set([...MEASURE_FIELD_OPENERS].map(canonWord));
const OF = 'of';

/**
 * Whether a word naming what a field keeps is in `words`: its head (before a unit), or the word before "of"
 * (`date_of_birth` → date). Asked of every field of a schema: no list of the two is built.
 */
function headWordIn(entry: FieldEntry, words: ReadonlySet<string>): boolean {
  if (words.has(measuredHead(entry))) return true;
  const own = entry.ownWords;
  const of = own.indexOf(OF);
  return of > 0 && words.has(own[of - 1]!);
}

/** A plural noun as written ("ferries", "products"), not a singular that ends like one ("glass", "bus", "country"). */
export const isPluralWord = (word: string): boolean => word.length > 3 && word.endsWith('s') && singular(word).length < word.length;

/** `laps_completed`, `HoursWorked`, `goals_scored`: a plural noun and what was done with them counts those things. */
export function countsDoneThings(entry: FieldEntry): boolean {
  const words = entry.writtenWords;
  // (read in place, not sliced off: asked of every field of a new schema)
  return words.length >= 2 && isPluralWord(words[words.length - 2]!) && isPastParticiple(words[words.length - 1]!);
}

const quantities = new WeakMap<FieldEntry, boolean>();

/**
 * A field that keeps a number or a date (`top_speed`, `queue_order`, `laps_completed`, `date_of_birth`); some of
 * them may keep a label in words as well (`rating`: PG), see holdsNoWords.
 */
export function keepsQuantity(entry: FieldEntry): boolean {
  let judged = quantities.get(entry);
  if (judged === undefined) {
    const own = entry.ownWords;
    judged = isCountField(entry) || countsDoneThings(entry) || headWordIn(entry, QUANTITY_HEADS)
      || (own.length > 1 && MEASURE_OPENERS.has(own[0]!));
    quantities.set(entry, judged);
  }
  return judged;
}

/**
 * A field that keeps a number or a date and never words, so that no name or phrase is a value of it (a yes/no field
 * may keep "Yes", a rating "PG"): the one judgement of which fields a value in words may go to (the field resolver
 * weighs such fields low for words, and filters moves words off them when committing).
 */
export const holdsNoWords = (entry: FieldEntry): boolean => keepsQuantity(entry) && !headWordIn(entry, WORDED_QUANTITIES);

/**
 * A field that says in which year (`year_founded`, `planted_year`, `year`): a year word in the singular opens or ends its
 * own name. `years_served` counts years and `dues_per_year` is a rate; neither holds a year.
 */
export function namesCalendarYear(field: FieldEntry): boolean {
  // the words as written: the canonical ones would read "years_served" as a year
  const words = field.writtenWords;
  const at = CALENDAR_YEAR_WORDS.has(words[0] ?? '') ? 0 : CALENDAR_YEAR_WORDS.has(words.at(-1) ?? '') ? words.length - 1 : -1;
  return at >= 0 && !CALENDAR_YEAR_RATE_LEADS.has(words[at - 1] ?? '');
}

/** A field that keeps a record's stage (`status`, `invoice_status`): a label, never a quantity. */
export const isStatusField = (field: FieldEntry): boolean => field.canonWords[field.canonWords.length - 1] === STATUS_FIELD_WORD;
