import { countsPerGroup, phraseMatcher, placedOrShallowest, spanText, spokenCanons, type EngineContext, type Token } from '../context.ts';
import { isCountField, isIdField, measuredHead, namesMeasureUnit, measureWordOf, stampsWhenDone, type FieldEntry, type FieldIndex, type FieldMention } from '../field-index.ts';
import { perSchema } from '../schema-memo.ts';
import { addToList } from '../multimap.ts';
import { ACCUMULATOR_WORDS, ATTRIBUTE_SUPERLATIVES, COUNT_QUESTION_PHRASES, ATTRIBUTE_UNITS, BIRTH_WORDS, COUNTED_LENGTH_WORDS, DAY_KINDS, MEASURE_WORDS, STOP_WORDS, CLAUSE_BREAKS, JUDGING_SUPERLATIVES, LESS_IS_BETTER_WORDS, CONCEPT_FIELD_WORDS, CLAUSE_VERB_LEADS, DEMONSTRATIVES, IRREGULAR_PARTICIPLES, FIELD_ROLE_WORDS, LIST_JOINERS, ORDER_POSITIONS, PHRASAL_PARTICLES, POSSESSIVES, RANGE_ORDER_STARTS, RANKING_SUPERLATIVES, RECORD_COUNT_RANKING_WORDS, SERVED_SPAN_SUPERLATIVES, SUPERLATIVE_DEGREE_SIGNS, SERVED_SPAN_VERBS, SORT_DIRECTION_WORDS, SIZE_SUPERLATIVES, SPEAKER_POSSESSIVES, TIME_UNITS, SORT_PHRASES, SUPERLATIVES, THING_SUPERLATIVE_ATTRIBUTES, type SortWord } from '../lexicon/words.ts';
import { collectionMentionAt, isRecordList, mentionAfter, mentionBefore, mentionStartingAt, numericLeaf } from '../mentions.ts';
import { collectionKey, countFieldFor, linkFieldFor, nameWords, ownedDateField } from '../ownership.ts';
import { propose } from '../proposals.ts';
import { MAJORITY_ADJECTIVES, MAJORITY_NOUNS, OCCURRENCE_NOUNS } from '../lexicon/grouping.ts';
import { canonWord, derivationalStem, fieldWords, isPastParticiple, normName, participleBases, PAST_PARTICIPLE_FORM, presentParticipleBases } from '../text.ts';
import { fieldsMeasuring, measuredAttributeField, measuredWordField } from './unnamed-metric.ts';
import { ownAttributeNouns } from '../lexicon/adjective-attribute-table.ts';
import { UNIT_SIZE } from '../lexicon/attributes.ts';
import { countsDoneThings, isPluralWord, keepsQuantity } from '../field-kinds.ts';
import { entityNameAt } from './filters/owned-fields.ts';
import { asideStart, isRateUnit, ordersBy, superlativeRanksBy } from './group-by.ts';
import { fieldOpenedBy } from './count-per-group.ts';
import { isTextLeaf } from './filters/field-resolver.ts';
import { calendarYearFieldAt } from './filters/stored-years.ts';
import { ACTED_DATE_SUFFIX, EVENT_YEAR_READING, THING_MEASURE_READING, TOP_GROUPS_BY_COUNT_RULE } from './metric-from-sort.ts';
import { DATE_FIELD_HEADS } from '../lexicon/field-kinds.ts';
import { PREPOSITION_LEADS, STAMP_ENDINGS } from '../lexicon/time-rules.ts';

const matchSortPhrase = phraseMatcher(SORT_PHRASES.map((p) => [p.split(' '), p] as const));
/** Verbs that open an order written with words between the verb and its "by" ("order the results by", "sorted descending by"). */
const SORT_VERBS: ReadonlySet<string> = new Set(['sort', 'sorted', 'order', 'ordered', 'ordering', 'arrange', 'arranged', 'rank', 'ranked', 'organize', 'organized', 'organise', 'organised']);
/**
 * Words that may stand between such a verb and its "by": what is ordered and how ("them", "the results in descending
 * order"). "alphabetically by" is left to the alphabetical order, which reads the name the key words point at.
 */
const SORT_VERB_FILLERS: ReadonlySet<string> = new Set([
  'them', 'it', 'the', 'these', 'those', 'results', 'result', 'data', 'list', 'records', 'entries', 'rows', 'output', 'in', 'an', 'a',
  'order', 'manner', 'fashion', 'way', ...[...SORT_DIRECTION_WORDS.keys()].filter((w) => !w.startsWith('alphabetic')),
]);
/** Longest run of such words. */
const SORT_VERB_GAP = 5;

/** Words between one sort key and the next ("price *in descending order and then by* name"). */
const SECOND_KEY_FILLERS: ReadonlySet<string> = new Set([...SORT_VERB_FILLERS, 'and', 'then', 'by', ',', 'their', 'its', '(', ')', 'finally', 'lastly']);
const SECOND_KEY_GAP = 7;

/**
 * "the banners of the acts, ordered by edition", where acts are an object field with an edition of their own: a
 * top-level key word several fields answer to is the one inside an object the question names, or inside the one object
 * every field it shows belongs to ("act banners, ordered by edition"). A top-level field shown beside the object's
 * ("troupe titles and act banners") keeps the top-level key.
 */
function inNamedObject(ctx: EngineContext, mention: FieldMention): FieldEntry {
  if (mention.entry.parent) return mention.entry;
  const others = ctx.mentions.filter((m) => m !== mention);
  const objects = new Set(others.filter((m) => m.entry.children.length).map((m) => m.entry));
  const holders = new Set(others.map((m) => (m.entry.children.length ? m.entry : m.entry.parent)));
  const [holder] = holders;
  if (holders.size === 1 && holder) objects.add(holder);
  return mention.alternatives.find((c) => c.entry.parent && objects.has(c.entry.parent))?.entry ?? mention.entry;
}

/**
 * "sorted by fare decreasing and name ascending", "by fare in descending order, then by name": a second key after
 * the first one's direction, joined by "and" or "then".
 */
function secondKey(ctx: EngineContext, from: number): { mention: FieldMention; joinedAt: number } | undefined {
  let joinedAt = -1;
  for (let j = from; j < ctx.tokens.length && j < from + SECOND_KEY_GAP; j++) {
    const text = ctx.tokens[j]!.text;
    if (joinedAt >= 0 && !SECOND_KEY_FILLERS.has(text)) {
      const mention = mentionStartingAt(ctx, j);
      return mention ? { mention, joinedAt } : undefined;
    }
    if (!SECOND_KEY_FILLERS.has(text)) return undefined;
    if (joinedAt < 0 && (text === 'and' || text === 'then' || (text === ',' && j === from))) joinedAt = j;
  }
  return undefined;
}

/** A direction word written between two tokens ("and *ascending* order by name"). */
function directionBetween(ctx: EngineContext, from: number, to: number, entry?: FieldEntry): 1 | -1 | undefined {
  for (let j = from; j < to; j++) {
    const d = directionWord(ctx.tokens[j]!.text, SORT_DIRECTION_WORDS, entry);
    if (d) return d;
  }
  return undefined;
}

/** Of the fields a second key may name, the one beside the first key ("price … and name" → `Products.Name`). */
const siblingOf = (mention: FieldMention, first: FieldEntry): FieldEntry =>
  mention.entry.parent === first.parent ? mention.entry : mention.alternatives.find((c) => c.entry.parent === first.parent && !c.entry.children.length)?.entry ?? mention.entry;

/**
 * "order the results by", "sorted descending by": the verb, fillers, then "by"; the words up to and with "by". "rank
 * trades by how many stalls they have": the things grouped may part the verb from a "by" opening a count of records.
 */
function sortVerbPhrase(ctx: EngineContext, i: number): string[] | undefined {
  const { tokens } = ctx;
  if (!SORT_VERBS.has(tokens[i]!.text)) return undefined;
  let grouped = false;
  for (let j = i + 1; j < tokens.length && j <= i + SORT_VERB_GAP; j++) {
    const text = tokens[j]!.text;
    if (text === 'by') return j > i + 1 && (!grouped || countOpensAt(ctx, j + 1)) ? tokens.slice(i, j + 1).map((t) => t.text) : undefined;
    if (SORT_VERB_FILLERS.has(text)) continue;
    const thing = mentionStartingAt(ctx, j);
    if (!thing || !ctx.analysis.groupBy.includes(thing.entry.name)) return undefined;
    grouped = true;
    j = thing.to - 1;
  }
  return undefined;
}

const matchCountQuestion = phraseMatcher([...COUNT_QUESTION_PHRASES].map((p) => [p.split(' '), p] as const));

/** "how many …", "the number of …": a count of records per group opens at token `at` (after an optional "the"). */
const countOpensAt = (ctx: EngineContext, at: number): boolean => {
  const k = ctx.tokens[at]?.text === 'the' ? at + 1 : at;
  return !!groupedCountKey(ctx) && (NUMBER_OF_WORDS.has(ctx.tokens[k]?.text ?? '') || !!matchCountQuestion(ctx.tokens, k));
};

/**
 * Fields whose names say "quantity" sort high-first when no direction is given; names, dates, categories, prices,
 * plain lengths and places low-first ("sorted by price" reads cheapest first, "ordered by final rank" first place first).
 */
const DESCENDING_BY_DEFAULT = new Set([
  ...CONCEPT_FIELD_WORDS.rating.filter((w) => w !== 'rank'), ...CONCEPT_FIELD_WORDS.count,
].map((w) => canonWord(w.toLowerCase())));
/** The sort key of a count of records (per group, or of the records a superlative counts). */
export const RECORD_COUNT_KEY = 'count';
const COUNT_WORDS = new Set(['count', 'counts', 'number', 'frequency', 'total']);
/** Words that make a superlative count what follows ("the highest number of staff"), unlike "the most total wins". */
const NUMBER_OF_WORDS = new Set(['count', 'number', 'frequency', 'quantity']);
/** A superlative known only as an attribute adjective: it ranks when the schema has the attribute, else says nothing. */
const ATTRIBUTE_ONLY: SortWord = { direction: 1 };
/**
 * What a hyphened superlative of the lexicon holds before one of its hyphens ("highest" of "highest-rated"): only after
 * such a word can a pair joined by a hyphen be one, so only there is the pair joined to be looked up (it was joined
 * for every token of every question).
 */
const HYPHENED_SUPERLATIVE_HEADS: ReadonlySet<string> = new Set([...SUPERLATIVES.keys()].flatMap((w) => [...w.matchAll(/-/g)].map((m) => w.slice(0, m.index))));
/** Every word the superlative reading of sortStage starts from, bar hyphened ones: one look-up skips any other word. */
const SUPERLATIVE_CUES: ReadonlySet<string> = new Set([...HYPHENED_SUPERLATIVE_HEADS, ...SUPERLATIVES.keys(), ...ATTRIBUTE_SUPERLATIVES.keys()]);
/**
 * "first"/"last" at `k` as a place in the list ("highest first"), not the start of a period ("the fastest time last
 * year", or any time the time stage read).
 */
const orderPositionAt = (ctx: EngineContext, k: number): boolean =>
  ORDER_POSITIONS.has(ctx.tokens[k]?.text ?? '') && ctx.roles[k] !== 'time' && !TIME_UNITS.has(ctx.tokens[k + 1]?.text ?? '');
/** Where "on" puts a superlative in the list ("newest on top"); "the newest model on file" is one record kept. */
const ORDER_PLACES_AFTER_ON = new Set(['top', 'bottom']);
/** Words shortly before a superlative that make it where an order starts ("starting with the smallest"). */
const ORDER_OPENERS = new Set(['starting', 'beginning']);
const AGGREGATE_WORDS = new Set(['average', 'avg', 'mean', 'total', 'minimum', 'maximum', 'min', 'max', 'sum']);
const FREQUENCY = new Set(['common', 'frequent', 'popular', 'prolific', 'active', 'commonly', 'frequently', 'often', 'prevalent']);
/** Rank words that take no field after them: "top 10 movies" names what is listed, not the key. */
const RANK_ONLY = new Set(['top', 'bottom']);
/** Words allowed between a superlative and its field ("highest average number of comments"). */
const SUPERLATIVE_FILLER = new Set(['the', 'average', 'avg', 'number', 'of', 'total', 'overall', 'combined', 'mean', 'amount']);
/**
 * "the largest quantity of loaves" counts loaves; "the lowest quantity" is a field. "the most months of service"
 * measures the service: a span of time before "of" is its unit.
 */
const isFiller = (ctx: EngineContext, j: number): boolean =>
  SUPERLATIVE_FILLER.has(ctx.tokens[j]?.text ?? '') || ((ctx.tokens[j]?.text === 'quantity' || TIME_UNITS.has(ctx.tokens[j]?.text ?? '')) && ctx.tokens[j + 1]?.text === 'of');
const matchOrderPhrase = phraseMatcher<readonly ['recent' | 'name', 1 | -1]>([
  [['chronological', 'order'], ['recent', 1]], [['chronologically'], ['recent', 1]], [['reverse', 'chronological'], ['recent', -1]],
  [['alphabetical', 'order'], ['name', 1]], [['alphabetically'], ['name', 1]], [['alphabetical'], ['name', 1]],
  [['alphabetic', 'order'], ['name', 1]], [['alphabetic'], ['name', 1]], [['the', 'alphabet'], ['name', 1]],
  [['a', 'to', 'z'], ['name', 1]], [['z', 'to', 'a'], ['name', -1]],
]);
const isOperationWord = (w: string) => w === 'maximum' || w === 'minimum' || w === 'max';
const defaultDirection = (entry: FieldEntry): 1 | -1 => (entry.canonWords.some((w) => DESCENDING_BY_DEFAULT.has(w)) ? -1 : 1);

const RECENT_WORDS = new Set(CONCEPT_FIELD_WORDS.recent.map((w) => canonWord(w.toLowerCase())));
/** How far after a sort phrase a date word may name its key ("by *their filing date*"). */
const DATE_WORD_GAP = 3;
/** A date glued to another word in one field word ("shipdate", "paydate"; not "candidate", "validate"). */
const GLUED_DATE = /^[a-z]*[^i]date$/;
/**
 * `signed_out_at`, `checkedInAt`: a phrasal verb's participle and particle before "at"/"on" stamp when it was done, as
 * a plain participle does (stampsWhenDone).
 */
const stampsPhrasalDone = (entry: FieldEntry): boolean => {
  const own = entry.ownWords;
  const n = own.length;
  return n >= 3 && STAMP_ENDINGS.has(own[n - 1]!) && PHRASAL_PARTICLES.has(own[n - 2]!) && isPastParticiple(own[n - 3]!);
};
/** A field dating its records; never an id, whatever its name says (`createdBy.userId` names who, not when). */
const isDateLike = (entry: FieldEntry): boolean => !isIdField(entry)
  && (entry.canonWords.some((w) => RECENT_WORDS.has(w) || GLUED_DATE.test(w)) || stampsWhenDone(entry) || stampsPhrasalDone(entry));

/**
 * `signed_in_at` beside `signed_out_at`: one verb stamped with two particles dates two events, and recency names
 * neither of them more than the other.
 */
const tiedPhrasalStamps = perSchema((index: FieldIndex): ReadonlySet<FieldEntry> => {
  const byVerb = new Map<string, FieldEntry[]>();
  for (const e of index.entries) if (!e.children.length && !isIdField(e) && stampsPhrasalDone(e)) addToList(byVerb, e.ownWords.at(-3)!, e);
  const tied = [...byVerb.values()].filter((stamps) => new Set(stamps.map((e) => e.ownWords.at(-2))).size > 1);
  return new Set(tied.flat());
});

/** Date fields of the schema, most likely first: the packs' date fields, then names that say "date". */
function dateCandidates(ctx: EngineContext): FieldEntry[] {
  const fromPacks = [...ctx.pack.pack.dateFields, ...ctx.generic.pack.dateFields]
    .map((name) => ctx.index.byNorm.get(normName(name)))
    .filter((e): e is FieldEntry => !!e && !e.children.length);
  const tied = tiedPhrasalStamps(ctx.index);
  return [...new Set([...fromPacks, ...ctx.index.entries.filter((e) => !e.children.length && isDateLike(e) && !tied.has(e))])];
}

const RECENT_ORDER = CONCEPT_FIELD_WORDS.recent.map((w) => canonWord(w.toLowerCase()));
/** How plainly a field dates its record: by the first recency word it has, in the lexicon's order ("date" before "year"). */
const dateRank = (entry: FieldEntry): number => Math.min(...entry.canonWords.map((w) => RECENT_ORDER.indexOf(w)).filter((k) => k >= 0));

/**
 * A date that belongs to an object field ("their latest payment" → payments.date): the field itself or its date
 * child, the one that dates it most plainly ("the latest voyage" → voyages.date, not voyages.year).
 */
const dateOf = (entry: FieldEntry): FieldEntry | null =>
  (isDateLike(entry) ? entry : entry.children.filter(isDateLike).sort((a, b) => dateRank(a) - dateRank(b))[0] ?? null);

/**
 * An object field the word at `j` names by its last word ("the most recent order" → Orders), for words the mentions
 * skip because they also speak of sorting; the shallowest.
 */
function objectNamedAt(ctx: EngineContext, j: number): FieldEntry | undefined {
  const word = ctx.tokens[j];
  return word?.kind === 'word' ? objectsByLastWord(ctx.index).get(word.canon) : undefined;
}

/** Per field index, each object field's last word → the shallowest object it ends (the first listed among equals). */
const objectsByLastWord = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const objects = new Map<string, FieldEntry>();
  for (const e of index.entries) {
    const last = e.canonWords.at(-1);
    if (!e.children.length || last === undefined) continue;
    const known = objects.get(last);
    if (!known || e.depth < known.depth) objects.set(last, e);
  }
  return objects;
});

/** The date a recency was read from instead of the birth date that would have come first (sort.concept-recent+past-birth-date). */
const birthPassed = new WeakMap<EngineContext, FieldEntry>();
/** A date of birth (`date_of_birth`, `dob`, `birthDate`). */
const isBirthDate = (entry: FieldEntry): boolean => entry.canonWords.some((w) => BIRTH_WORDS.has(w));

/** Letters two stems must share, and how long the shorter must be when they part before its end ("admit", "admis…"). */
const SHARED_STEM_LETTERS = 4;
const PARTED_STEM_LETTERS = 5;
/** Two derivational stems of one word ("booked" and "booking"; "admit" and "admission", which part at their last letter). */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  const shorter = Math.min(a.length, b.length);
  return k >= SHARED_STEM_LETTERS && shorter >= PARTED_STEM_LETTERS && k >= shorter - 1;
}
/** Letters a cut-off word leaves off its noun at least: fewer are an ending ("play" of "player"), not a cut. */
const CUT_OFF_LETTERS = 3;
/**
 * A field's event word (canonical, as written) that is the records' noun or its verb, in full or cut off ("insp" of
 * inspections): a cut-off word is no inflected form of another.
 */
function namesRecordsEvent(word: string, noun: string): boolean {
  const stem = stemOf(word);
  return sameStem(stem, noun) || (stem === word && word.length >= SHARED_STEM_LETTERS && noun.length >= word.length + CUT_OFF_LETTERS && noun.startsWith(word));
}
/** The stem of a record noun's word or a field's word. */
const stemOf = (word: string): string => derivationalStem(canonWord(word.toLowerCase()));

/**
 * The date that dates a collection's records by their own event: the one whose other word is the records' noun or
 * its verb ("bookings" → `booked_at`, "admissions" → `admit_date`, "redemptions" → `RedemptionDate`, cut off: "audits" →
 * `Aud_Date`), whichever
 * collection the layout gives it to, unless that collection's own name says the word too (a `PurchaseOrder` date is
 * no date of orders).
 */
const PRINCIPAL_DATE_SUFFIX = '+principal-date';
function principalDate(ctx: EngineContext, subject: string, dates: readonly FieldEntry[]): FieldEntry | null {
  const nouns = fieldWords(subject.slice(subject.lastIndexOf('.') + 1));
  const noun = nouns.length ? stemOf(nouns[nouns.length - 1]!) : '';
  if (!noun) return null;
  // (the field's own words: a date kept inside `customer_visits` is no date of customers)
  const eventOf = (e: FieldEntry) => e.ownWords.find((w) => !RECENT_WORDS.has(w) && !DATE_FIELD_HEADS.has(w) && !STAMP_ENDINGS.has(w));
  const named = dates.filter((e) => !e.children.length && e.ownWords.length > 1 && namesRecordsEvent(eventOf(e) ?? '', noun));
  const own = named.filter((e) => (ctx.owners.ownerOf.get(e) ?? subject) === subject);
  if (own.length) return own.sort((a, b) => a.order - b.order)[0]!;
  const elsewhere = named.filter((e) => {
    const owner = ctx.owners.ownerOf.get(e)!;
    return !fieldWords(owner).some((w) => sameStem(stemOf(w), noun));
  });
  return elsewhere.length === 1 ? elsewhere[0]! : null;
}

const COUNTED_LENGTHS = new Set([...COUNTED_LENGTH_WORDS].map((w) => canonWord(w)));
const KINDS_OF_DAY = new Set([...DAY_KINDS].map((w) => canonWord(w)));
/** A count of days or nights that ends the field's name with no kind of day before it: the records' own length. */
function ownCount(e: FieldEntry): boolean {
  const words = e.canonWords;
  return COUNTED_LENGTHS.has(words.at(-1) ?? '') && !KINDS_OF_DAY.has(words.at(-2) ?? '');
}

/**
 * The field that realises a sort concept ("most recent" → a date field), preferring fields the question names. With
 * a subject collection ("the most recent reviews"), recency is read from the date field that collection owns.
 */
function conceptField(ctx: EngineContext, concept: NonNullable<SortWord['concept']>, subject?: string, nouns?: ReadonlySet<string>): FieldEntry | null {
  const words = CONCEPT_FIELD_WORDS[concept].map((w) => canonWord(w.toLowerCase()));
  if (concept === 'recent') {
    const dates = dateCandidates(ctx);
    // "the oldest book" where the field list puts `published_year` among the books' own fields: the date it holds
    // (dates ranked alike keep the schema's order: `ordered_at` listed before `shipped_at` is the order's own date; a
    // birth date comes last: "the newest tenant" is the one who signed on last, not the youngest)
    const held = (collection: string) => {
      const own = dates.filter((e) => e.depth === 1 && ctx.owners.ownerOf.get(e) === collection);
      const byRank = (a: FieldEntry, b: FieldEntry) => dateRank(a) - dateRank(b) || a.order - b.order;
      const first = [...own].sort((a, b) => Number(isBirthDate(a)) - Number(isBirthDate(b)) || byRank(a, b))[0];
      if (first && isBirthDate([...own].sort(byRank)[0]!) && !isBirthDate(first)) birthPassed.set(ctx, first);
      return first;
    };
    // "purchase orders received after May, newest first": the subject's date the question's own verb names (`receivedAt`)
    // (a field the schema's layout leaves to no collection may still be the subject's: "patrons who joined …" on `joined_on`)
    const spoken = subject ? dates.filter((e) => (ctx.owners.ownerOf.get(e) ?? subject) === subject && e.canonWords.length > 1 && spokenCanons(ctx).has(e.canonWords[0]!)) : [];
    const owned = spoken.length === 1 ? spoken[0]! : subject ? principalDate(ctx, subject, dates) ?? ownedDateField(ctx.index, subject, dates) ?? held(subject) : null;
    const packDate = dates.find((e) => [...ctx.pack.pack.dateFields, ...ctx.generic.pack.dateFields].some((n) => normName(n) === e.norm));
    const chosen = owned ?? packDate;
    if (chosen) return chosen;
  }
  const mentioned = () => {
    for (const word of words) {
      const m = ctx.mentions.find((x) => numericLeaf(x.entry).canonWords.includes(word));
      if (m) return numericLeaf(m.entry);
    }
    return null;
  };
  // "the longest line" beside trams' `length_m` and lines' `route_length_km`: the subject's own field of the concept
  const ownedBySubject = (e: FieldEntry) => !!subject && ctx.owners.ownerOf.get(e) === subject;
  // a count of days or nights the question does not name is a length only as the records' own (`num_nights`, not `sick_days`)
  const otherCount = (e: FieldEntry) => concept === 'length' && e.canonWords.some((w) => COUNTED_LENGTHS.has(w)) && !ownCount(e);
  const known = () => {
    // "the most expensive tutors" beside members' `monthly_fee` and tutors' `session_rate`: any word of the concept the
    // subject's own field says, before a likelier word said by another collection's field
    // "the priciest boiler services" beside `Service_Cost` and a `Callout_Fee` of the same records: the concept's field
    // named with a noun said after the superlative (not the records' own noun), whichever records the layout gives it to
    const withNoun = nouns?.size && concept !== 'recent' ? words.map((w) => ctx.index.phrases.get(w)?.find((h) => h.entry.canonWords.includes(w)
      && h.entry.canonWords.some((x) => x !== w && nouns.has(x)) && !otherCount(h.entry))).find(Boolean) : undefined;
    if (withNoun) return numericLeaf(withNoun.entry);
    const own = concept === 'recent' ? undefined : words.map((w) => ctx.index.phrases.get(w)?.find((h) => ownedBySubject(h.entry) && h.entry.canonWords.includes(w) && !otherCount(h.entry))).find(Boolean);
    if (own) return numericLeaf(own.entry);
    for (const word of words) {
      const hit = COUNTED_LENGTHS.has(word) ? ctx.index.phrases.get(word)?.filter((h) => !otherCount(h.entry)) : ctx.index.phrases.get(word);
      if (!hit?.length) continue;
      // "the priciest title" where the word is said by `ListPrice` and, as a synonym, by `Amount`: the field that says it
      const literal = hit.find((h) => h.entry.canonWords.includes(word)) ?? hit[0]!;
      return numericLeaf((concept === 'recent' ? undefined : hit.find((h) => ownedBySubject(h.entry))?.entry) ?? literal.entry);
    }
    return null;
  };
  // "the longest outage" beside `Dur_hrs`: a measure of the concept kept under a cut-off name (not a count's words,
  // which name records: "reviews" is no `rev_total`)
  const cutOff = () => (concept === 'recent' || concept === 'count' ? null : placedOrShallowest(ctx, fieldsMeasuring(ctx, CONCEPT_FIELD_WORDS[concept]).filter((e) => !otherCount(e))) ?? null);
  // "highest-rated" means the schema's main rating, not whichever rating the question filters on
  if (concept === 'rating') return known() ?? mentioned() ?? cutOff();
  return mentioned() ?? known() ?? (concept === 'recent' ? dateOfNamedObject(ctx) : cutOff());
}

/**
 * Recency said of an object that holds a date glued into one word ("the latest orders" where `orders.shipdate`
 * exists): the date inside an object the question names, or inside the object holding a field it names.
 */
function dateOfNamedObject(ctx: EngineContext): FieldEntry | null {
  for (const m of ctx.mentions) {
    const object = m.entry.children.length ? m.entry : m.entry.parent;
    const date = object?.children.filter((c) => !c.children.length && isDateLike(c)).sort((a, b) => dateRank(a) - dateRank(b))[0];
    if (date) return date;
  }
  return null;
}

/**
 * "the member with the highest salary", "which team has the most players": a superlative that orders the results
 * asks for the one at the extreme unless the question names how many (the limit stage has then read the number).
 */
function proposeSingleExtreme(ctx: EngineContext, span: [number, number], key: string): void {
  if (ctx.analysis.limit !== null) return;
  const { tokens } = ctx;
  // "most recent first", "starting with the smallest", "from the most visited to the least" only order the list;
  // "the cheapest product in each category" is one per group
  const opensOrder = tokens.slice(Math.max(0, span[0] - 3), span[0]).some((t) => ORDER_OPENERS.has(t.text))
    || !!rangeOrderAt(ctx, span[0] - 1) || !!rangeOrderAt(ctx, span[0] - 2);
  const placedOn = tokens[span[1]]?.text === 'on' && ORDER_PLACES_AFTER_ON.has(tokens[span[1] + 1]?.text ?? '');
  // "newest to oldest", "highest first", "largest catch weight first": the position may follow the field ranked by
  const ranked = mentionStartingAt(ctx, span[1]);
  const ordersOnly = tokens[span[1]]?.text === 'to' || orderPositionAt(ctx, span[1]) || placedOn || orderPositionAt(ctx, span[1] + 1)
    || (!!ranked && orderPositionAt(ctx, ranked.to));
  // "the cheapest lot per gram": "per" before a unit is a rate (isRateUnit), not a group
  const perGroup = (k: number) => tokens[k]!.text === 'each' || (tokens[k]!.text === 'per' && !isRateUnit(ctx, k));
  if (opensOrder || ordersOnly || tokens.slice(span[0] + 1, span[0] + 7).some((_, d) => perGroup(span[0] + 1 + d))) return;
  // "the cheapest products": the superlative describes a plural list (unless it counts them: "the most players", also
  // where `player_count` stores how many; "the most reviewed products" ranks the products by `review_count`, a list)
  const stored = ctx.index.byName.get(key);
  for (let j = span[0] + 1; key !== RECORD_COUNT_KEY && j <= span[0] + 3; j++) {
    const named = collectionMentionAt(ctx, j);
    if (named) {
      if (stored && isCountField(stored) && countFieldFor(ctx.index, named.collection) === stored) break;
      // "the heaviest crate's label": a possessive names one record; "the oldest bus" is one, though it ends in s
      const noun = tokens[named.to - 1].text;
      if (isPluralWord(noun) && !noun.endsWith("'s")) return;
      break;
    }
  }
  propose(ctx, { member: 'limit', apply: 'replace', value: 1, confidence: 0.6, rule: 'limit.superlative-extreme', span, text: spanText(ctx, span[0], span[1]) });
}

/** A mention that is a thing's word read as its id or records ("keepers" → `keeper_id`), not a value shown. */
const isThingWord = (ctx: EngineContext, mention: FieldMention): boolean =>
  !!collectionMentionAt(ctx, mention.from) && (isIdLike(numericLeaf(mention.entry)) || mention.kind !== 'full');

/** "in ascending order" / "a sorted list of X" with no "of/by" field after: it orders what the question shows. */
const BARE_ORDER_WORDS = new Set(['ascending', 'descending', 'increasing', 'decreasing']);
const ORDER_NOUNS = new Set(['order', 'sequence']);
/** Words that say how an order compares without naming its key ("in descending lexicographic order"). */
const ORDER_KINDS = new Set(['lexicographical', 'lexicographic', 'numerical', 'numeric']);
/** Words after "in … order" that go on to name its key ("in ascending order of price"): no bare order. */
const ORDER_KEY_LEADS: ReadonlySet<string> = new Set(['of', 'by', 'based', 'according']);
function bareOrder(ctx: EngineContext): { key: string; direction: 1 | -1; span: [number, number]; rule?: string } | null {
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i].text;
    // every reading below opens with a direction word or "sorted": most words open none
    if (!BARE_ORDER_WORDS.has(word) && word !== 'sorted') continue;
    const noun = ORDER_KINDS.has(tokens[i + 1]?.text ?? '') ? i + 2 : i + 1;
    if (BARE_ORDER_WORDS.has(word) && ORDER_NOUNS.has(tokens[noun]?.text ?? '') && !ORDER_KEY_LEADS.has(tokens[noun + 1]?.text ?? '')) {
      const shown = shownBefore(ctx, i).at(-1);
      // "the names of keepers in ascending order": the keepers are what is named, the name is what is ordered
      // "the points of crews in ascending order": else the value shown of the thing
      const thing = shown && isThingWord(ctx, shown);
      const named = thing ? nameShownBefore(ctx, i) : null;
      const valueShown = thing && !named ? shownBefore(ctx, i).filter((m) => !isThingWord(ctx, m)).at(-1)?.entry : undefined;
      const key = thing ? named ?? valueShown ?? numericLeaf(shown.entry) : shown && numericLeaf(shown.entry);
      if (key) return { key: key.name, direction: SORT_DIRECTION_WORDS.get(word)!, span: [i, noun + 1], rule: valueShown ? 'sort.bare-order+value-of-thing' : undefined };
    }
    // "in descending height order", "in ascending length sequence": the field sits inside the order phrase
    const inner = BARE_ORDER_WORDS.has(word) ? mentionStartingAt(ctx, i + 1) : undefined;
    if (inner && ORDER_NOUNS.has(tokens[inner.to]?.text ?? '') && !inner.entry.children.length) {
      return { key: inner.entry.name, direction: SORT_DIRECTION_WORDS.get(word)!, span: [i, inner.to + 1] };
    }
    // "a sorted list of the instructor names"
    if (word === 'sorted' && tokens[i + 1]?.text === 'list' && tokens[i + 2]?.text === 'of') {
      const m = mentionAfter(ctx, i + 2, 4);
      if (m) return { key: numericLeaf(m.entry).name, direction: 1, span: [i, m.to] };
    }
  }
  return null;
}

/** Verbs of ordering a bare direction may follow ("sorted descending", "listed ascending"). */
const ORDER_VERBS: ReadonlySet<string> = new Set([...SORT_VERBS, 'listed']);
/**
 * "number of staff per department, sorted descending", "total fare by route in ascending order": with groups
 * computed, a direction that names no key (it ends its clause, or "order" ends after it) orders the groups by the
 * figure computed: their count, or the accumulated field. So does a range of order that ends its clause
 * ("total billed for each ward, from highest to lowest", "mean wait per desk, high to low").
 */
function groupedResultOrder(ctx: EngineContext): { key: string; direction: 1 | -1; span: [number, number]; rule?: string } | null {
  const { tokens } = ctx;
  const { groupBy, metric } = ctx.analysis;
  const key = groupedCountKey(ctx) ?? (groupBy.length && metric && !groupBy.includes(metric) ? metric : null);
  if (!key) return null;
  const ends = (k: number) => !tokens[k] || CLAUSE_BREAKS.has(tokens[k]!.text);
  for (let i = 0; i < tokens.length; i++) {
    const range = rangeOrderAt(ctx, i, undefined, GROUP_RANGE_LEADS);
    if (range && ends(range.to) && !range.repeated && !lettered(ctx, range.to)) return { key, direction: range.direction, span: [i, range.to], rule: 'sort.range-order+grouped-result' };
    // "mean wait per desk, worst first": the end a judging word puts first, by what the figure measures
    const judged = JUDGING_SUPERLATIVES.get(tokens[i]!.text);
    if (judged && ORDER_POSITIONS.has(tokens[i + 1]?.text ?? '') && ends(i + 2) && (i === 0 || CLAUSE_BREAKS.has(tokens[i - 1]!.text))) {
      const figure = ctx.index.byNorm.get(normName(key));
      const flipped = (figure && lessIsBetter(figure) ? -judged : judged) * (tokens[i + 1]!.text === 'last' ? -1 : 1);
      return { key, direction: flipped as 1 | -1, span: [i, i + 2], rule: 'sort.judged-order+grouped-result' };
    }
    if (!BARE_ORDER_WORDS.has(tokens[i]!.text)) continue;
    const direction = SORT_DIRECTION_WORDS.get(tokens[i]!.text)!;
    // "in descending order", "sorted in decreasing sequence"
    if (ORDER_NOUNS.has(tokens[i + 1]?.text ?? '') && ends(i + 2)) return { key, direction, span: [i, i + 2] };
    // "sorted descending", ", descending"
    const lead = tokens[i - 1]?.text ?? '';
    if (ends(i + 1) && (ORDER_VERBS.has(lead) || lead === ',')) return { key, direction, span: [i - 1, i + 1] };
  }
  return null;
}

/** `wait_minutes`, `delay_days`, `repair_cost`: a figure where less is better. */
const lessIsBetter = (entry: FieldEntry): boolean =>
  entry.canonWords.some((w) => LESS_IS_BETTER_WORDS.has(w)) || (entry.canonWords.length > 1 && !!ATTRIBUTE_UNITS.get('duration')?.has(entry.canonWords.at(-1)!));

/** A superlative in a list of aggregates ("the lowest and highest rating", "highest, lowest and average age"). */
function inAggregateList(ctx: EngineContext, i: number): boolean {
  const { tokens } = ctx;
  const joins = (k: number) => ['and', 'or', ','].includes(tokens[k]?.text ?? '');
  const aggregate = (k: number) => {
    const text = tokens[k]?.text ?? '';
    // "over 90 min, longest first": a word after a number is its unit ("min" for minutes), no aggregate
    if (tokens[k - 1]?.kind === 'number') return false;
    return SUPERLATIVES.has(text) || ATTRIBUTE_SUPERLATIVES.has(text) || AGGREGATE_WORDS.has(text);
  };
  const after = joins(i + 2) ? i + 3 : i + 2;
  const before = joins(i - 2) ? i - 3 : i - 2;
  return (joins(i + 1) && aggregate(after)) || (joins(i - 1) && aggregate(before));
}

/**
 * "the mean heaviest load" where `heaviest_load` is a field: a superlative right after an accumulator that
 * opens the name of the field accumulated is part of that name, not an order.
 */
const namesAccumulatedField = (ctx: EngineContext, i: number): boolean =>
  ctx.roles[i - 1] === 'operation' && (mentionStartingAt(ctx, i)?.to ?? i) > i + 1;

/**
 * "boats whose maximum crew is below 6" where `maxCrew` is a field: an extreme word inside the mention of a
 * field the question compares with a value is part of that field's name, a condition, not an order.
 */
const namesComparedField = (ctx: EngineContext, i: number): boolean =>
  ctx.mentions.some((m) => m.from <= i && i < m.to && m.to - m.from > 1 && Object.hasOwn(ctx.analysis.filters, m.entry.name));

/** Words at most between an accumulator and a joiner before "the <superlative>" ("the mean *weight* and the highest weight"). */
const LISTED_FIGURE_GAP = 4;

/**
 * "the mean weight and the highest weight", "the total fee and the lowest one": a superlative after
 * "and the" that follows a figure an accumulator opens is one more figure of the list, not an order.
 */
function listedAfterFigure(ctx: EngineContext, i: number): boolean {
  const { tokens } = ctx;
  if (tokens[i - 1]?.text !== 'the' || !LIST_JOINERS.has(tokens[i - 2]?.text ?? '')) return false;
  for (let k = i - 3; k >= 0 && k >= i - 3 - LISTED_FIGURE_GAP; k--) {
    const text = tokens[k]!.text;
    if (CLAUSE_BREAKS.has(text)) return false;
    if (ctx.roles[k] === 'operation' || AGGREGATE_WORDS.has(text) || SUPERLATIVES.has(text)) return true;
  }
  return false;
}

/** Words and marks that end one statement of a question and start the next. */
const SENTENCE_JOINS: ReadonlySet<string> = new Set(['and', 'or', 'but', ',', ';', '.', '?', '!']);
/**
 * "which keepers have been on staff the longest": a length superlative ending a clause of "been" asks the time served,
 * read as its compound ("longest-serving"); null otherwise.
 */
function servedSpanAt(ctx: EngineContext, i: number): string | null {
  const { tokens } = ctx;
  const served = SERVED_SPAN_SUPERLATIVES.get(tokens[i]!.text);
  if (!served || tokens[i + 1]?.kind === 'word') return null;
  // "been with us the longest": the place or company served in may come between
  for (let k = i - 1; k >= 0 && !SENTENCE_JOINS.has(tokens[k]!.text); k--) if (SERVED_SPAN_VERBS.has(tokens[k]!.text)) return served;
  return null;
}

/** The field an attribute adjective ranks by, a field the question names first, and its direction. */
function attributeField(ctx: EngineContext, adjective: string, flip: boolean, subject?: string): { entry: FieldEntry; direction: 1 | -1 } | null {
  // "the oldest branch" where only authors keep a birth year: another collection's attribute is no branch's, and the
  // word's other reading (the earliest date) takes over; a word with no other reading keeps any field of the attribute
  const ownedBySubject = (e: FieldEntry) => !subject || (ctx.owners.ownerOf.get(e) ?? subject) === subject;
  // without a subject every field is the subject's: a second, unfiltered pass would find the same
  const passes = !subject || SUPERLATIVES.get(adjective)?.concept ? [ownedBySubject] : [ownedBySubject, () => true];
  // the records' own attribute before a bound of it (`birthDate` before `minAge`), a bound when it is all there is
  // (`min_depth_m` for "the deepest")
  for (const owned of passes) {
    for (const bounds of [false, true]) {
      for (const [word, direction] of ATTRIBUTE_SUPERLATIVES.get(adjective) ?? []) {
        const key = canonWord(word);
        // "the slowest replies" beside `reply_minutes`: a duration kept under its unit
        const units = ATTRIBUTE_UNITS.get(word);
        const has = (e: FieldEntry) => !e.children.length && (e.canonWords.includes(key) || (!!units && e.canonWords.length > 1 && units.has(e.canonWords.at(-1)!))) && owned(e) && !participleFlag(e, key) && !isIdLike(e) && !isNameLike(e) && (bounds || !boundOfAttribute(e));
        const entry = ctx.mentions.find((m) => has(m.entry))?.entry
          ?? ctx.index.entries.filter(has).sort((a, b) => Number(b.canonWords.at(-1) === key) - Number(a.canonWords.at(-1) === key) || a.depth - b.depth)[0];
        if (entry) return { entry, direction: flip ? (-direction as 1 | -1) : direction };
      }
    }
  }
  return null;
}

/**
 * `minAge`, `max_weight`, `avg_height`: a name an accumulator opens keeps a bound or a summary of the attribute (a
 * preference, a limit), not the records' own attribute, so "the youngest" ranks by it only when nothing else keeps one.
 */
const boundOfAttribute = (entry: FieldEntry): boolean => entry.ownWords.length > 1 && ACCUMULATOR_WORDS.has(entry.ownWords[0]!);

/**
 * `vendorEnrolled`, `is_opened`, `made_by`: a longer name (one the caller found holding the participle an attribute names), with no date word,
 * says whether it was done (yes or no), or by whom or where, not when; it dates nothing (`copies_sold` counts what was
 * done: a quantity).
 */
const participleFlag = (entry: FieldEntry, word: string): boolean =>
  entry.canonWords.length > 1 && isPastParticiple(word) && !isDateLike(entry) && !keepsQuantity(entry);

/** Words a superlative may stand apart from its noun by ("the biggest open deals"). */
const IDENTIFIED_NOUN_REACH = 3;
/**
 * "the biggest open deals" where the noun is read only as `opportunity_id`: the collection that identifier points at
 * is the thing ranked.
 */
function identifiedCollection(ctx: EngineContext, from: number): string | undefined {
  for (let j = from; j < ctx.tokens.length && j < from + IDENTIFIED_NOUN_REACH; j++) {
    if (collectionMentionAt(ctx, j)) return undefined;
    const m = mentionStartingAt(ctx, j);
    if (!m) continue;
    if (!isIdLike(m.entry)) return undefined;
    return ctx.collections.find((c) => linkFieldFor(ctx.index, c, collectionKey(c)) === m.entry);
  }
  return undefined;
}

/** "the biggest deals" where the noun is read as `deal_id`: an identifier has no size, the records' measure ranks them. */
const sizeOfIdentifier = (word: string, entry: FieldEntry): boolean => SIZE_SUPERLATIVES.has(word) && isIdLike(entry);

/**
 * The subject's own measure a size superlative ranks it by ("the biggest dome" → `dome_diameter_m`, "theaters under 200
 * seats, biggest first" → `seat_qty`): one the question names, else one named with the noun the superlative is said
 * of, else the first of the attribute words.
 */
function thingMeasure(ctx: EngineContext, words: readonly string[], size: boolean, subject?: string, noun?: string): FieldEntry | undefined {
  const keys = words.map((w) => canonWord(w));
  const rank = (e: FieldEntry) => keys.findIndex((k) => e.canonWords.includes(k));
  // "the biggest amount charged across every toll" asks the figure itself, not an order of things by it
  if (noun && keys.includes(noun)) return undefined;
  const namesNoun = (e: FieldEntry) => !!noun && e.canonWords.includes(noun);
  // with no collection named, only a measure named with the noun itself
  const fits = ctx.index.entries.filter((e) => !e.children.length && rank(e) >= 0 && !isIdLike(e) && (subject ? ctx.owners.ownerOf.get(e) === subject : namesNoun(e)));
  return fits.find((e) => ctx.mentions.some((m) => m.entry === e)) ?? fits.find(namesNoun) ?? fits.sort((a, b) => rank(a) - rank(b))[0] ?? (size ? soleCountField(ctx, subject) : undefined);
}

/**
 * "the largest troupe" beside `Dancer_Count` alone: a group's size is how many it holds, when the subject (else the
 * schema) counts one thing only.
 */
function soleCountField(ctx: EngineContext, subject?: string): FieldEntry | undefined {
  const counts = ctx.index.entries.filter((e) => !e.children.length && isCountField(e) && (!subject || ctx.owners.ownerOf.get(e) === subject));
  return counts.length === 1 ? counts[0] : undefined;
}

/**
 * The direction a word gives an order by `entry`: an adjective that names the field's attribute reads it that way
 * ("by age, oldest first" is age descending, "by birth date, oldest first" ascending), other words their own way.
 */
function directionWord(word: string, words: ReadonlyMap<string, 1 | -1>, entry?: FieldEntry): 1 | -1 | undefined {
  if (entry) {
    for (const [attribute, direction] of ATTRIBUTE_SUPERLATIVES.get(word) ?? []) if (entry.canonWords.includes(canonWord(attribute))) return direction;
  }
  return words.get(word);
}

/** Each ranking superlative's own direction, where the key's attribute does not give one. */
const RANKING_DIRECTIONS: ReadonlyMap<string, 1 | -1> = new Map([...RANKING_SUPERLATIVES].map(([word, sort]) => [word, sort.direction]));
/** No direction of its own: a compound superlative gives one only through a field's attribute. */
const ATTRIBUTE_DIRECTIONS_ONLY: ReadonlyMap<string, 1 | -1> = new Map();
/**
 * The direction a superlative written with "most" or "least" gives an order by `entry`: the adjective's own, read
 * through the field's attribute ("most senior" by a hire date is earliest first, "most expensive" highest first), and
 * turned around by "least".
 */
function degreeDirection(ctx: EngineContext, at: number, entry: FieldEntry): 1 | -1 | undefined {
  const sign = SUPERLATIVE_DEGREE_SIGNS.get(ctx.tokens[at]?.text ?? '');
  const adjective = ctx.tokens[at + 1]?.text ?? '';
  const direction = sign && (directionWord(`most-${adjective}`, ATTRIBUTE_DIRECTIONS_ONLY, entry) ?? SUPERLATIVES.get(adjective)?.direction);
  return direction ? ((direction * sign!) as 1 | -1) : undefined;
}
/**
 * The direction the rank word at `rankAt` (-1: none, read as "top") ranks `entry` in: by its degree ("least costly"),
 * else by the word itself; and whether by its degree.
 */
function rankWordDirection(ctx: EngineContext, rankAt: number, entry: FieldEntry): { direction: 1 | -1 | undefined; byDegree: boolean } {
  const degree = rankAt >= 0 ? degreeDirection(ctx, rankAt, entry) : undefined;
  // "the oldest hull by age" is age descending, "the oldest hull by launch date" ascending
  const word = rankAt >= 0 ? ctx.tokens[rankAt]!.text : 'top';
  return { direction: degree ?? directionWord(word, RANKING_DIRECTIONS, entry), byDegree: degree !== undefined };
}
/** "ordered by rent, most costly first": such a superlative put first right after the key, after a comma or not. */
function degreeOrderAfter(ctx: EngineContext, from: number, entry: FieldEntry): 1 | -1 | undefined {
  const at = ctx.tokens[from]?.text === ',' ? from + 1 : from;
  return ORDER_ENDS.has(ctx.tokens[at + 2]?.text ?? '') ? degreeDirection(ctx, at, entry) : undefined;
}

/** How many words the end of a range of order takes ("to *the least expensive*"). */
const RANGE_END_WORDS = 3;

/** The word that opens a range of order anywhere ("from highest to lowest"). */
const RANGE_LEADS: ReadonlySet<string> = new Set(['from']);
/** Words that open a range of order said of the groups' figure ("…, from highest to lowest", "…, high to low"). */
const GROUP_RANGE_LEADS: ReadonlySet<string> = new Set([...RANGE_LEADS, ',']);
/**
 * The field a word names as the key of a range order ("from most storage to least"): the field the mention there
 * reads, else the one leaf of the records asked about whose name that word opens (`storage_gb` among other
 * collections' `storage_*`).
 */
function rangeKeyAt(ctx: EngineContext, at: number): FieldEntry | undefined {
  const m = mentionStartingAt(ctx, at);
  if (m) return numericLeaf(m.entry);
  const word = ctx.tokens[at];
  const subject = ctx.collectionMentions[0]?.collection;
  if (word?.kind !== 'word' || !subject) return undefined;
  const opened = ctx.index.entries.filter((e) => !e.children.length && e.ownWords.length > 1 && e.ownWords[0] === word.canon && ctx.owners.ownerOf.get(e) === subject);
  return opened.length === 1 ? opened[0] : undefined;
}

/**
 * "from most to least senior": a closing "most" or "least" before a word naming no records, no field and no count
 * grades that word as an adjective; the range counts nothing.
 */
function gradesAdjective(ctx: EngineContext, to: number): boolean {
  const next = ctx.tokens[to]?.text;
  if (!next || !SUPERLATIVE_DEGREE_SIGNS.has(ctx.tokens[to - 1]!.text)) return false;
  return !CLAUSE_BREAKS.has(next) && !STOP_WORDS.has(next) && !NUMBER_OF_WORDS.has(next) && !collectionMentionAt(ctx, to) && !mentionStartingAt(ctx, to);
}

/** "A to Z": a range ending on a letter orders words, never a figure (the alphabetical rules read it). */
const lettered = (ctx: EngineContext, to: number): boolean => ctx.tokens[to - 1]!.text === 'a' || ctx.tokens[to - 1]!.text === 'z';

/** Words before a range's first end that make that end longer than one word ("the most costly", "from high"). */
const opensRangeEnd = (word: string, leads: ReadonlySet<string>): boolean => word === 'the' || leads.has(word) || RANGE_ORDER_STARTS.has(word);

/**
 * The direction "from X to Y" gives when X and Y are opposite ends ("from highest to lowest", "from Z to A"); `leads`
 * are the words that may open it.
 */
function rangeOrderAt(ctx: EngineContext, i: number, entry?: FieldEntry, leads = RANGE_LEADS): { direction: 1 | -1; to: number; repeated: boolean; keyAt?: number } | undefined {
  const { tokens } = ctx;
  // "high to low", "newest to oldest": a range may open on its first end, without a lead, unless that word ends a
  // longer first end ("from the most expensive to …")
  const led = leads.has(tokens[i]?.text ?? '');
  const bare = !led && RANGE_ORDER_STARTS.has(tokens[i]?.text ?? '') && tokens[i + 1]?.text === 'to' && !opensRangeEnd(tokens[i - 1]?.text ?? '', leads);
  if (!led && !bare) return undefined;
  let j = led ? i + 1 : i;
  if (led && tokens[j]?.text === 'the') j++;
  // "from the most recent to the earliest": the adjective after "most" is the start, as at the other end, unless the
  // other end says it again ("from the most costly to the least costly")
  const adjective = tokens[j + 1]?.text ?? '';
  const saidAgain = tokens.slice(j + 3, j + 3 + RANGE_END_WORDS).some((t) => t.text === adjective);
  if (tokens[j]?.text === 'most' && RANGE_ORDER_STARTS.has(adjective) && tokens[j + 2]?.text === 'to' && !saidAgain) j++;
  const first = directionWord(tokens[j]?.text ?? '', RANGE_ORDER_STARTS, entry);
  // "from the least populated to the most populated": the word both ends qualify is said at each end
  const repeated = tokens[j + 1]?.kind === 'word' && tokens[j + 2]?.text === 'to' ? tokens[j + 1]!.text : undefined;
  if (!first || (tokens[j + 1]?.text !== 'to' && !repeated)) return undefined;
  let k = repeated ? j + 3 : j + 2;
  if (tokens[k]?.text === 'the') k++;
  // "to the most expensive": the adjective after "most" is the end; "to the most floors": "most" is
  if (tokens[k]?.text === 'most' && RANGE_ORDER_STARTS.has(tokens[k + 1]?.text ?? '')) k++;
  const last = directionWord(tokens[k]?.text ?? '', RANGE_ORDER_STARTS, entry);
  // "from most storage to least": the noun said once, at the start, is the key when it names a field
  const namedOnce = repeated && tokens[k + 1]?.text !== repeated && !!rangeKeyAt(ctx, j + 1) ? j + 1 : undefined;
  if (repeated && tokens[k + 1]?.text !== repeated && namedOnce === undefined) return undefined;
  return last && last !== first ? { direction: first, to: k + 1, repeated: !!repeated && namedOnce === undefined, keyAt: namedOnce } : undefined;
}

/** "the top 10 countries … by number of films": a rank word before the sort phrase gives its direction. */
const rankedBefore = (ctx: EngineContext, at: number): 1 | -1 | undefined =>
  SUPERLATIVES.get(ctx.tokens.slice(0, at).find((t) => SUPERLATIVES.has(t.text))?.text ?? '')?.direction;

/** How far after a sort phrase its direction may be written ("sorted by the host club's name in decreasing order"). */
const DIRECTION_WINDOW = 8;
/** Words after a comma that go on describing the order ("sorted by votes, starting from the lowest"). */
const DIRECTION_LEADS = new Set(['starting', 'beginning', 'from', 'in']);
/** A word after a direction word that ends an order written after a comma ("…, highest first"). */
const ORDER_ENDS = new Set(['first']);

/** Tokens after a comma within which a clause that only orders states its direction. */
const ORDER_CLAUSE_REACH = 5;

/** Whether the question ends at token `k` (only marks after it), maybe after an order noun ("…, descending order"). */
const endsQuestionAt = (ctx: EngineContext, k: number): boolean =>
  ctx.tokens.slice(ORDER_NOUNS.has(ctx.tokens[k + 1]?.text ?? '') ? k + 2 : k + 1).every((t) => t.kind === 'symbol');

/**
 * "…, displaying the highest first", "…, from highest to lowest", "…, starting with the largest", "…,
 * descending": a clause after the comma at `comma` that only says which end of the order comes first; its direction,
 * or undefined.
 */
function orderClauseAfter(ctx: EngineContext, comma: number, entry?: FieldEntry): 1 | -1 | undefined {
  const { tokens } = ctx;
  for (let k = comma + 1; k < tokens.length && k <= comma + ORDER_CLAUSE_REACH; k++) {
    if (tokens[k]!.kind === 'symbol' || SENTENCE_JOINS.has(tokens[k]!.text)) return undefined;
    const range = rangeOrderAt(ctx, k, entry);
    if (range) return range.direction;
    const d = directionWord(tokens[k]!.text, SORT_DIRECTION_WORDS, entry);
    if (d && (ORDER_ENDS.has(tokens[k + 1]?.text ?? '') || tokens.slice(comma + 1, k).some((t) => ORDER_OPENERS.has(t.text)) || endsQuestionAt(ctx, k))) return d;
  }
  return undefined;
}

function directionNear(ctx: EngineContext, from: number, entry?: FieldEntry): 1 | -1 | undefined {
  const { tokens } = ctx;
  for (let j = from; j < tokens.length && j < from + DIRECTION_WINDOW; j++) {
    const text = tokens[j].text;
    const ordering = text === ',' ? orderClauseAfter(ctx, j, entry) : undefined;
    if (ordering) return ordering;
    // "…, starting from the lowest", "…, highest first"
    const continues = text === 'and' || DIRECTION_LEADS.has(tokens[j - 1]?.text ?? '')
      || (text === ',' && (DIRECTION_LEADS.has(tokens[j + 1]?.text ?? '') || ORDER_ENDS.has(tokens[j + 2]?.text ?? '')));
    if (j > from && CLAUSE_BREAKS.has(text) && !continues) return undefined;
    const range = rangeOrderAt(ctx, j, entry);
    if (range) return range.direction;
    const d = directionWord(text, SORT_DIRECTION_WORDS, entry);
    if (d) return d;
  }
  return undefined;
}

/** A direction written just before a sort phrase or inside it ("in descending order of", "descending order by"). */
const directionAround = (ctx: EngineContext, from: number, to: number, entry?: FieldEntry): 1 | -1 | undefined =>
  directionBetween(ctx, Math.max(0, from - 2), to, entry);

const NAME_WORDS = FIELD_ROLE_WORDS.name.map(canonWord);
/** "name", "surname", "lname", "GName", "title": a field that holds what a thing is called. */
const isNameLike = (entry: FieldEntry): boolean => NAME_WORDS.some((w) => entry.canonWords[entry.canonWords.length - 1].endsWith(w));
const ID_WORDS = new Set(['id', 'code', 'key']);
const isIdLike = (entry: FieldEntry): boolean => ID_WORDS.has(entry.canonWords[entry.canonWords.length - 1]);

/** Plain fields the question shows (not as a filter) ending before token `at`, in order. */
const shownBefore = (ctx: EngineContext, at: number): FieldMention[] =>
  ctx.mentions.filter((m) => m.to <= at && ctx.roles[m.from] !== 'filter' && !m.entry.children.length);

/** The name the question shows before token `at`, nearest first, read as the name of the thing it names. */
function nameShownBefore(ctx: EngineContext, at: number): FieldEntry | null {
  const named = shownBefore(ctx, at).filter((m) => isNameLike(m.entry)).at(-1);
  return named ? ownedName(ctx, named) : null;
}

/** Tokens an alphabetical order may stand apart from the name it sorts ("in alphabetical order the names of …"). */
const ORDER_NAME_GAP = 3;

/**
 * The field an alphabetical order sorts: a name the question shows, nearest before the phrase (the name of the thing
 * it names), or right after it; else the first thing shown that is no id ("all song titles in alphabetical order");
 * else the name of the thing named just before it ("all ferries in alphabetical order" → ferry_name); else the
 * schema's name.
 */
function alphabeticalField(ctx: EngineContext, at: number, end: number): FieldEntry | null {
  const before = nameShownBefore(ctx, at);
  if (before) return before;
  const listed = listedThingName(ctx, end);
  if (listed) return listed;
  const after = ctx.mentions.find((m) => m.from >= end && m.from <= end + ORDER_NAME_GAP && !m.entry.children.length && isNameLike(m.entry));
  if (after) return ownedName(ctx, after);
  const shown = shownBefore(ctx, at).find((m) => !isIdLike(m.entry));
  if (shown) return shown.entry;
  return nameOfThingBefore(ctx, at) ?? ctx.index.roleField('name');
}

/**
 * "arranged alphabetically by quay name": a text field after "by" is the key, the name word after it only says the
 * field is read as text; "alphabetically by description": a field keeping words, named in full, is the key itself.
 */
function alphabeticallyByFieldName(ctx: EngineContext, end: number): FieldEntry | undefined {
  const keyed = ctx.tokens[end]?.text === 'by' ? mentionAfter(ctx, end, 2) : undefined;
  if (!keyed || keyed.entry.children.length || isNameLike(keyed.entry) || isThingWord(ctx, keyed)) return undefined;
  const wholeText = keyed.kind === 'full' && isTextLeaf(keyed.entry) && !collectionMentionAt(ctx, keyed.from);
  return ctx.tokens[keyed.to]?.canon === 'name' || wholeText ? keyed.entry : undefined;
}

/** Nouns an alphabetical order may describe as a whole ("an alphabetical *roster of* all berths"). */
const LIST_NOUNS: ReadonlySet<string> = new Set(['list', 'listing', 'roster', 'rundown', 'catalogue', 'catalog', 'index']);

/**
 * "an alphabetical roster of every keeper name" → keeper.name, "an alphabetical list of the berths" →
 * berth_name: the order describes a list, so it sorts the name shown after "of", else the name of the thing listed.
 */
function listedThingName(ctx: EngineContext, end: number): FieldEntry | null {
  const { tokens } = ctx;
  if (!LIST_NOUNS.has(tokens[end]?.text ?? '') || tokens[end + 1]?.text !== 'of') return null;
  let j = end + 2;
  while (j < end + 6 && NAMED_THING_FILLERS.has(tokens[j]?.text ?? '')) j++;
  const shown = mentionAfter(ctx, j - 1, ORDER_NAME_GAP);
  if (shown && isNameLike(shown.entry) && !shown.entry.children.length) return ownedName(ctx, shown);
  // "all vacant berths": the thing may follow a describing word
  return nameOwnedByWordAt(ctx, j) ?? nameOwnedByWordAt(ctx, j + 1);
}

/** The name of the thing named just before token `at` ("all ferries in alphabetical order" → ferry_name). */
function nameOfThingBefore(ctx: EngineContext, at: number): FieldEntry | null {
  for (let j = at - 1; j >= Math.max(0, at - ORDER_NAME_GAP); j--) {
    const owned = nameOwnedByWordAt(ctx, j);
    if (owned) return owned;
  }
  return null;
}

/**
 * "pets born after 2020 sorted by name": with no thing just before the order, the name of the first thing the
 * question names, which is what it lists.
 */
function nameOfFirstThing(ctx: EngineContext, at: number): FieldEntry | null {
  for (let j = 0; j < at; j++) {
    const owned = nameOwnedByWordAt(ctx, j);
    if (owned) return owned;
  }
  return null;
}

/** The name field of the thing the word at token `j` names, if it is a word (see nameOwnedBy). */
const nameOwnedByWordAt = (ctx: EngineContext, j: number): FieldEntry | null =>
  ctx.tokens[j]?.kind === 'word' ? nameOwnedBy(ctx, ctx.tokens[j]!.canon) ?? entityNameAt(ctx, j) : null;

/** Words between a name and the thing it names ("the names *of all the distinct* products"). */
const NAMED_THING_FILLERS: ReadonlySet<string> = new Set(['of', 'the', 'all', 'distinct', 'different', 'unique', 'every', 'each', 'its', 'their']);

/**
 * "the names of all loaves", "nurse names": a name the question ties to a thing is that thing's name field
 * (`loaf_name`, `nurse.name`), the shallowest; the mention as read when the schema has none.
 */
function ownedName(ctx: EngineContext, mention: FieldMention): FieldEntry {
  let j = mention.to;
  while (j < mention.to + 4 && NAMED_THING_FILLERS.has(ctx.tokens[j]?.text ?? '')) j++;
  // "the lockers' names": the thing stands before a plural's apostrophe
  const before = ctx.tokens[mention.from - 1]?.text === "'" ? mention.from - 2 : mention.from - 1;
  for (const at of [j > mention.to ? j : -1, before]) {
    const thing = ctx.tokens[at]?.canon;
    if (!thing) continue;
    if (mention.entry.canonWords.includes(thing)) return mention.entry;
    const found = nameOwnedByWordAt(ctx, at) ?? (at === j ? thingHeldAsText(ctx, at) : undefined);
    if (found) return found;
  }
  return subjectsName(ctx, mention) ?? mention.entry;
}

/**
 * "restaurants … alphabetically by name" where couriers, customers and restaurants each keep a name: a name tied to
 * no thing is that of the records the question is about (the first collection it names), when they keep one.
 */
function subjectsName(ctx: EngineContext, mention: FieldMention): FieldEntry | null {
  const subject = ctx.collectionMentions[0]?.collection;
  if (!subject || ctx.owners.ownerOf.get(mention.entry) === subject) return null;
  const own = new Set([mention.entry, ...mention.alternatives.map((a) => a.entry)].filter((e) => ctx.owners.ownerOf.get(e) === subject && isNameLike(e)));
  return own.size === 1 ? [...own][0]! : null;
}

/**
 * "the names of the potters" where `Potter` holds each one and nothing else names them: a plain field named in full
 * by the thing's word (no id, count or collection) is its name.
 */
function thingHeldAsText(ctx: EngineContext, at: number): FieldEntry | undefined {
  const m = mentionStartingAt(ctx, at);
  return m && m.kind === 'full' && m.to === at + 1 && !m.entry.children.length && !isIdLike(m.entry) && !isCountField(m.entry) && !collectionMentionAt(ctx, at) ? m.entry : undefined;
}

/** The shallowest name field of a thing: its own words or a parent's name it ("product_name", "instructor.name"). */
function nameOwnedBy(ctx: EngineContext, thing: string): FieldEntry | null {
  const owns = (e: FieldEntry): boolean => {
    if (e.children.length || !isNameLike(e)) return false;
    for (let p: FieldEntry | null = e; p; p = p.parent) if (p.canonWords.includes(thing)) return true;
    return false;
  };
  return ctx.index.entries.filter(owns).sort((a, b) => a.depth - b.depth || a.canonWords.length - b.canonWords.length)[0] ?? null;
}

const leavesOf = (entry: FieldEntry): FieldEntry[] => (entry.children.length ? entry.children.flatMap(leavesOf) : [entry]);

/**
 * The value a superlative ranks embedded records by ("the most expensive publication" → publications.price, "the
 * highest tower" → towers.height): a child its concept or its attribute names; else the number the records stand for,
 * unless that is an id, which ranks nothing: then the first leaf that is no id, name or date.
 */
function rankedLeaf(entry: FieldEntry, word: SortWord, superlative: string): FieldEntry {
  if (!entry.children.length) return entry;
  const leaves = leavesOf(entry);
  const wanted = [...(word.concept ? CONCEPT_FIELD_WORDS[word.concept] : []), ...(THING_SUPERLATIVE_ATTRIBUTES.get(superlative) ?? [])];
  for (const w of wanted) {
    const found = leaves.find((leaf) => leaf.canonWords.at(-1) === canonWord(w.toLowerCase()));
    if (found) return found;
  }
  // "the longest sessions" beside `sessions.durationMin`: the attribute word before a unit word
  for (const w of wanted) {
    const found = leaves.find((leaf) => leaf.canonWords.includes(canonWord(w.toLowerCase())));
    if (found) return found;
  }
  const numeric = numericLeaf(entry);
  if (!isIdLike(numeric)) return numeric;
  return leaves.find((leaf) => !isIdLike(leaf) && !isNameLike(leaf) && !isDateLike(leaf)) ?? numeric;
}

/** "the smallest amount among stops": the embedded records' field a measure word said before them names. */
const measureWordLeaf = (entry: FieldEntry, measureWords: readonly string[]): FieldEntry | undefined =>
  entry.children.length ? leavesOf(entry).find((leaf) => measureWords.some((w) => leaf.canonWords.includes(w))) : undefined;

function set(ctx: EngineContext, key: string, direction: 1 | -1, rule: string, span: [number, number]): void {
  propose(ctx, { member: 'sort', apply: 'replace', value: { [key]: direction }, confidence: 0.85, rule, span, text: key });
}

/** How many words after a superlative may qualify the noun it is said of ("the priciest boiler services"). */
const QUALIFYING_NOUN_REACH = 3;
/**
 * The words after a superlative that name no collection, up to the noun phrase's head: what the records are said to
 * be. A collection named before another noun qualifies it ("the priciest fault repairs"); named before a function word
 * or the clause's end it is the head, and nothing after it qualifies the records ("the dearest pumps in service" says
 * nothing of a `service_fee`).
 */
function qualifyingNouns(ctx: EngineContext, from: number): ReadonlySet<string> {
  const nouns = new Set<string>();
  const { tokens } = ctx;
  for (let j = from; j < tokens.length && j < from + QUALIFYING_NOUN_REACH; j++) {
    const t = tokens[j]!;
    if (t.kind !== 'word' || CLAUSE_BREAKS.has(t.text)) break;
    const named = collectionMentionAt(ctx, j);
    if (!named) {
      if (!STOP_WORDS.has(t.text)) nouns.add(t.canon);
      continue;
    }
    const next = tokens[named.to];
    if (next?.kind !== 'word' || STOP_WORDS.has(next.text) || CLAUSE_BREAKS.has(next.text)) break;
    j = named.to - 1;
  }
  return nouns;
}

/** The collection a superlative ranks ("the 5 most recent orders"), else the first collection the question names. */
function subjectOf(ctx: EngineContext, from: number): string | undefined {
  for (let j = from; j < ctx.tokens.length && j < from + 4; j++) {
    const m = collectionMentionAt(ctx, j);
    if (m) return m.collection;
  }
  return ctx.collectionMentions[0]?.collection;
}

/**
 * The rating a superlative ranks by when it names no field ("the top restaurant"): the schema's rating, unless the
 * records named keep none and it lives in other records ("the largest order" beside reviews' `rating`), which it
 * does not rank.
 */
function ratingOfSubject(ctx: EngineContext): FieldEntry | null {
  const entry = conceptField(ctx, 'rating');
  const subject = ctx.collectionMentions[0]?.collection;
  const owner = entry && ctx.owners.ownerOf.get(entry);
  return entry && subject && owner && owner !== subject ? null : entry;
}

const isLowerBound = (v: unknown): boolean => typeof v === 'object' && v !== null && ('$gt' in v || '$gte' in v);

/** Key the ranking is by when the question counts per group ("top 5 genres" by count). */
const groupedCountKey = (ctx: EngineContext) => (countsPerGroup(ctx) ? RECORD_COUNT_KEY : null);

/**
 * The calendar-year field the noun a recency superlative at `i` is said of names by its event: the noun right after
 * it ("the newest siting" → `Siting_Year`), or, closing the clause, the subject before the linking verb ("which
 * consecration is the oldest" → `Consecrated_Year`).
 */
function eventYearOfNoun(ctx: EngineContext, i: number): FieldEntry | null {
  const { tokens } = ctx;
  if (tokens[i + 1]?.kind === 'word' && !CLAUSE_BREAKS.has(tokens[i + 1]!.text)) return calendarYearFieldAt(ctx, i + 1);
  let before = i - 1;
  while (before > 0 && AUXILIARIES.has(tokens[before]!.text)) before--;
  return before < i - 1 ? calendarYearFieldAt(ctx, before) : null;
}

/**
 * "the latest booking" where `booking_time` is the one date field opened by that noun: the noun a recency is said of
 * names the date that dates it, whichever collection the schema's layout gives it to.
 */
function dateOpenedByNoun(ctx: EngineContext, i: number): FieldEntry | null {
  const noun = ctx.tokens[i + 1];
  if (noun?.kind !== 'word' || CLAUSE_BREAKS.has(noun.text) || RECENT_WORDS.has(noun.canon)) return null;
  // a collection named is dated by the date it owns (conceptField)
  if (collectionMentionAt(ctx, i + 1)) return null;
  const opened = ctx.index.entries.filter((e) => !e.children.length && e.canonWords.length > 1 && e.canonWords[0] === noun.canon && isDateLike(e));
  return opened.length === 1 ? opened[0]! : null;
}

/** A date glued to the verb's stem in one field word ("shipdate", "hireyear"). */
const DATE_ENDING = /.(?:date|year)$/;
/** Words between a verb and "most recently" / "last" that are not the verb ("was founded most recently"). */
const AUXILIARIES = new Set(['was', 'were', 'been', 'be', 'is', 'are', 'has', 'have', 'had', 'the']);
const PAST_PARTICIPLE = /^(.{3,}?)e?d$/;

/** Where a name of records starting at `j` ends: a collection's name or an object field's ("asset" → Assets). */
function recordsNamedAt(ctx: EngineContext, j: number): number | undefined {
  const named = collectionMentionAt(ctx, j);
  if (named) return named.to;
  const m = mentionStartingAt(ctx, j);
  return m?.entry.children.length ? m.to : undefined;
}

/**
 * "the club founded most recently", "who most recently joined", "the event held last": an action dated most
 * recently ranks by the date field the verb names (founded → founded_year), else by the subject's date, newest first;
 * "the first club founded" ranks the same way, oldest first.
 */
function recencyOfVerb(ctx: EngineContext): { key: string; direction: 1 | -1; span: [number, number]; rule: string } | null {
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    const text = tokens[i]!.text;
    // every reading below turns on one of these words: most words are none
    if (text !== 'recently' && text !== 'last' && text !== 'first') continue;
    const previous = tokens[i - 1]?.text ?? '';
    const mostRecently = text === 'recently' && previous === 'most';
    const endsClause = i + 1 === tokens.length || tokens[i + 1]!.kind === 'symbol' || CLAUSE_BREAKS.has(tokens[i + 1]!.text);
    const doneLast = text === 'last' && endsClause && PAST_PARTICIPLE.test(previous);
    // "which club was founded first": the action done earliest, oldest first ("most experienced first" is an adjective
    // ranked, not an action)
    // ("finished first" read as a place held is a condition, filters.placing-ordinal)
    const doneEarliest = text === 'first' && endsClause && PAST_PARTICIPLE.test(previous) && !SUPERLATIVES.has(tokens[i - 2]?.text ?? '') && ctx.roles[i] !== 'filter';
    // "which year saw the first kiln fired": the earliest of the things the verb dates
    const thingEnd = (text === 'first' || text === 'last') && (previous === 'the' || i === 0) ? recordsNamedAt(ctx, i + 1) : undefined;
    // "the first guild to disband": the verb after "to" is what the thing did first, in its plain form
    const toVerb = thingEnd !== undefined && tokens[thingEnd]?.text === 'to' && tokens[thingEnd + 1]?.kind === 'word' ? thingEnd + 1 : undefined;
    // "the last barge to dock": the thing that did it most recently (only with "to": "the last kiln fired" may be a place)
    const thingDoneLast = text === 'last' && toVerb !== undefined;
    const doneFirst = (text === 'first' && thingEnd !== undefined && (PAST_PARTICIPLE.test(tokens[thingEnd]?.text ?? '') || toVerb !== undefined)) || doneEarliest;
    // "the last 12 shipments", "last 4 invoices for acme": the records counted from the newest back, by their own date
    // (not "the last 3 weeks", a period)
    // ("their last 3 visits" picks a part of each result)
    // ("within the last 3 inspections" bounds what is looked at: the number is not the list's length)
    const countedBack = text === 'last' && !POSSESSIVES.has(previous) && tokens[i + 1]?.kind === 'number' && ctx.roles[i + 1] === 'limit' && !TIME_UNITS.has(tokens[i + 2]?.text ?? '') && recordsNamedAt(ctx, i + 2) !== undefined;
    if (countedBack) {
      const entry = conceptField(ctx, 'recent', subjectOf(ctx, i + 2));
      if (entry) return { key: entry.name, direction: -1, span: [i, i + 3], rule: 'sort.last-n-records' };
    }
    if (!mostRecently && !doneLast && !doneFirst && !thingDoneLast) continue;
    let before = mostRecently ? i - 2 : i - 1;
    while (before > 0 && AUXILIARIES.has(tokens[before]!.text)) before--;
    const verbs = doneEarliest ? [before] : doneFirst || thingDoneLast ? [toVerb ?? thingEnd ?? before] : mostRecently ? [before, i + 1] : [before];
    const direction = doneFirst ? 1 : -1;
    const span: [number, number] = [Math.max(0, i - 1), (toVerb ?? i) + 1];
    for (const v of verbs) {
      const verbStem = v === toVerb ? tokens[v]!.canon : PAST_PARTICIPLE.exec(tokens[v]?.text ?? '')?.[1];
      // "the most recently active members" beside `lastActiveAt`: another word after the adverb names a timestamp as said
      const said = !verbStem && mostRecently && v === i + 1 && tokens[v]?.kind === 'word' && !STOP_WORDS.has(tokens[v]!.text) ? tokens[v]!.canon : undefined;
      const stem = verbStem ?? said;
      // "surveyed most recently" → a date field the verb names, or a field that is the verb's noun alone ("Survey")
      // (the shallowest: the records' own date before one kept in a part of them)
      // (`timesServiced` counts the services, it dates none)
      const dates = (e: FieldEntry) => isDateLike(e) || (!!said && namesStamp(e));
      const dated = stem ? ctx.index.entries.filter((e) => !e.children.length && !countsDoneThings(e) && e.canonWords.some((w) => namesEvent(w, stem, !!said) && (dates(e) || DATE_ENDING.test(w)))).sort((a, b) => a.depth - b.depth)[0]
        ?? (verbStem ? ctx.index.entries.find((e) => !e.children.length && e.canonWords.length === 1 && e.canonWords[0] === verbStem) : undefined) : undefined;
      if (dated) return { key: dated.name, direction, span, rule: doneFirst ? 'sort.verb-dated-first' : thingDoneLast ? 'sort.verb-dated-last-to' : 'sort.verb-dated-most-recently' };
    }
    const entry = conceptField(ctx, 'recent', subjectOf(ctx, 0));
    if (entry) return { key: entry.name, direction, span, rule: doneFirst ? 'sort.first-done' : 'sort.most-recently' };
  }
  return null;
}

/**
 * Whether a field's word names the event of a verb's stem ("surveyed" → `surveyDate`, its stem opening the word), or,
 * for another word said (not known as a verb), that word itself ("active" → `lastActiveAt`, not `activationDate`).
 */
const namesEvent = (word: string, stem: string, said: boolean): boolean => (said ? word === stem || stemOf(word) === stemOf(stem) : word.startsWith(stem));

/**
 * `lastActiveAt`, `startsAt`, `opens_on`: a name ending in "at"/"on" after another word keeps when that happened
 * (not `add_on`, `based_on`, where the word is a preposition).
 */
const namesStamp = (entry: FieldEntry): boolean => entry.ownWords.length > 1 && STAMP_ENDINGS.has(entry.ownWords.at(-1)!) && !PREPOSITION_LEADS.has(entry.ownWords.at(-2)!);

/**
 * The date or timestamp whose other word is the event said before a date word ("hire date" → `date_hired`, "start
 * time" → `startsAt`): the subject's own when several collections keep one, else the only one.
 */
function dateOfEventWords(ctx: EngineContext, said: readonly Token[], subject?: string): FieldEntry | null {
  const words = said.filter((t) => t.kind === 'word' && !STOP_WORDS.has(t.text) && !POSSESSIVES.has(t.text)).map((t) => t.canon);
  if (!words.length) return null;
  const names = (w: string) => words.some((s) => s === w || stemOf(s) === stemOf(w) || participleBases(w).includes(s));
  const dated = ctx.index.entries.filter((e) => !e.children.length && (isDateLike(e) || namesStamp(e))
    && e.ownWords.some((w) => !RECENT_WORDS.has(w) && !STAMP_ENDINGS.has(w) && names(w)));
  const own = dated.filter((e) => !!subject && ctx.owners.ownerOf.get(e) === subject);
  return own.length === 1 ? own[0]! : dated.length === 1 ? dated[0]! : null;
}

/** How many words may stand between a date or counted noun and the verb of its clause. */
const CLAUSE_VERB_GAP = 4;

/** The base forms a verb written as a participle may take in a field name ("joined", "joining" → join; "left"). */
function verbForms(word: string): readonly string[] {
  if (IRREGULAR_PARTICIPLES.has(word)) return [word];
  if (PAST_PARTICIPLE_FORM.test(word)) return [word, ...participleBases(word)];
  return presentParticipleBases(word);
}

/**
 * The shallowest leaf (no id) `fits` accepts whose name holds the verb of the clause starting at `from`, in any of its
 * forms ("they joined" → `Join_Year`, "their registering" → `Year_Registered`, "eggs laid" → `Laid`).
 */
function verbNamedField(ctx: EngineContext, from: number, fits: (e: FieldEntry) => boolean): FieldEntry | undefined {
  const { tokens } = ctx;
  let j = from;
  while (j < from + CLAUSE_VERB_GAP && CLAUSE_VERB_LEADS.has(tokens[j]?.text ?? '')) j++;
  const verb = tokens[j];
  if (verb?.kind !== 'word') return undefined;
  const forms = new Set(verbForms(verb.text));
  if (!forms.size) return undefined;
  const names = (w: string) => forms.has(w) || verbForms(w).some((f) => forms.has(f));
  const named = ctx.index.entries.filter((e) => !e.children.length && !isIdLike(e) && fits(e) && e.canonWords.some(names));
  return named.sort((a, b) => a.depth - b.depth)[0];
}

/** Words a clause may run on after a date word before the verb whose date it asks ("the earliest year any hut *was built*"). */
const ACTED_DATE_REACH = 8;

/**
 * "the earliest year any kiln in the yard was fired" where `fired_year` sits beside `birth_year`: a date word the
 * question names, then a clause whose verb names a date field of the same kind, is that field's date.
 */
function actedDate(ctx: EngineContext, m: FieldMention): FieldEntry | undefined {
  if (!isDateLike(m.entry) || m.entry.children.length) return undefined;
  const head = m.entry.canonWords.find((w) => RECENT_WORDS.has(w));
  if (!head) return undefined;
  for (let k = m.to; k < ctx.tokens.length && k < m.to + ACTED_DATE_REACH && !CLAUSE_BREAKS.has(ctx.tokens[k]!.text); k++) {
    if (ctx.tokens[k]!.kind !== 'word' || collectionMentionAt(ctx, k)) continue;
    const acted = verbNamedField(ctx, k, (e) => e !== m.entry && isDateLike(e) && e.canonWords.includes(head));
    if (acted) return acted;
  }
  return undefined;
}

/**
 * "sorted by the date they were planted" where `seed_planted_date` exists, "by when they hatched" → `hatched_on`: the
 * verb after a date word (or "when") names the field that dates its action; the date field the date word alone would
 * name dates some other action.
 */
const verbDatedField = (ctx: EngineContext, from: number): FieldEntry | undefined => verbNamedField(ctx, from, () => true);

/**
 * "by the number of eggs laid" where `Laid` stores it, "the number of laps they had run" → `Laps`: the
 * verb after a counted noun names the field that stores the count; no records are counted.
 */
const verbCountedField = (ctx: EngineContext, from: number): FieldEntry | undefined => verbNamedField(ctx, from, (e) => !isDateLike(e));

/**
 * "by tower name", "of lighthouse height": a thing's word read as its id, then the field of that thing the key is;
 * the id qualifies, the field after it is what is sorted.
 */
function qualifiedField(ctx: EngineContext, mention: FieldMention | undefined): FieldMention | undefined {
  if (!mention || !isIdLike(numericLeaf(mention.entry)) || !collectionMentionAt(ctx, mention.from)) return mention;
  const next = mentionStartingAt(ctx, mention.to);
  return next && !isIdLike(numericLeaf(next.entry)) ? next : mention;
}

/**
 * "the one who weighs the most", "the hall that accommodates the most visitors", "who earns the least": a verb of
 * measure right before "(the) most/least" names the field ranked, unless a field is named after the superlative.
 */
function rankedByVerb(ctx: EngineContext, i: number): FieldEntry | undefined {
  const verb = ctx.tokens[i - 1]?.text === 'the' ? i - 2 : i - 1;
  if (verb < 0 || mentionStartingAt(ctx, i + 1)) return undefined;
  return measuredAttributeField(ctx, verb) ?? verbAndUnitField(ctx, verb, i + 1);
}

/** Units a quantity is counted in ("hours", "miles", "days"), canonical; the one- and two-letter ones are too easily other words. */
const UNIT_NOUNS: ReadonlySet<string> = new Set([...UNIT_SIZE.keys(), ...TIME_UNITS.values()].filter((unit) => unit.length > 2).map(canonWord));

/**
 * "logged the most hours" beside `hours_logged`, "drove the most miles" beside `miles_driven`: a unit of time or
 * length after the superlative names no field alone; with the verb before it, the one leaf named by both does.
 */
function verbAndUnitField(ctx: EngineContext, verb: number, at: number): FieldEntry | undefined {
  const unit = ctx.tokens[at];
  const done = ctx.tokens[verb]!;
  if (unit?.kind !== 'word' || done.kind !== 'word' || !UNIT_NOUNS.has(unit.canon)) return undefined;
  const verbs = new Set([done.canon, ...participleBases(done.text).map(canonWord)]);
  const found = ctx.index.entries.filter((e) => !e.children.length && e.canonWords.includes(unit.canon) && e.canonWords.some((w) => verbs.has(w) || verbs.has(derivationalStem(w))));
  return found.length === 1 ? found[0] : undefined;
}

/** Fewest letters of a verb stem read against the opening of a field's word ("cit" of "cited" → "citations"). */
const MIN_DERIVED_STEM = 3;
/** Endings that make a verb's stem the noun of who does it ("visit" → visitor, "view" → viewer). */
const AGENT_NOUN_ENDINGS: readonly string[] = ['or', 'er'];

/**
 * "most cited" beside `citations`, "least quoted" beside `quotations`, "least visited" beside `visitors`: a leaf (no id or date) one of whose own words
 * is a noun derived from the participle's verb, when the schema names no field or records by the participle itself.
 */
export function derivedNounField(ctx: EngineContext, at: number): FieldEntry | undefined {
  const word = ctx.tokens[at]?.text ?? '';
  if (!PAST_PARTICIPLE_FORM.test(word) || mentionStartingAt(ctx, at) || collectionMentionAt(ctx, at)) return undefined;
  const stems = participleBases(word).map((b) => (b.endsWith('e') ? b.slice(0, -1) : b)).filter((b) => b.length >= MIN_DERIVED_STEM);
  // "visited" beside `visitors`: the one doing the verb is a noun derived from it as well
  const derivedFrom = (w: string) => (derivationalStem(w) !== w && stems.some((stem) => w.startsWith(stem))) || stems.some((stem) => AGENT_NOUN_ENDINGS.some((end) => w === stem + end));
  return ctx.index.entries.find((e) => !e.children.length && !isIdLike(e) && !isDateLike(e) && e.ownWords.some(derivedFrom));
}

/** Words that lead from a range of order to its key ("based on their", "according to its", "in terms of"). */
const RANGE_KEY_LEADS: ReadonlySet<string> = new Set(['based', 'on', 'upon', 'according', 'to', 'in', 'terms', 'of', 'their', 'its', 'by']);
const RANGE_KEY_LEAD_GAP = 4;

/** Words between a count or a range and the noun it is about ("the count *of the* attendees"). */
const MEASURED_NOUN_LEADS: ReadonlySet<string> = new Set(['of', 'the']);

/**
 * Words a superlative's fillers skip ("total", "amount") that may name a measure, as canonical words, nearest the noun
 * first; a word that counts ("the most number of") names none.
 */
const fillerMeasureWords = (ctx: EngineContext, from: number, to: number): string[] =>
  ctx.tokens.slice(from, to).filter((t) => !NUMBER_OF_WORDS.has(t.text) && !MEASURED_NOUN_LEADS.has(t.text)).map((t) => t.canon).reverse();

/** "the lowest combined mark" where `Combined` is a field: a filler measure word that is a whole field name. */
function fillerNamedField(ctx: EngineContext, from: number, to: number): FieldEntry | undefined {
  for (const word of fillerMeasureWords(ctx, from, to)) {
    const named = ctx.index.phrases.get(word)?.find((c) => c.kind === 'full' || c.kind === 'suffix');
    if (named && !named.entry.children.length) return named.entry;
  }
  return undefined;
}

/** Leaves by the word `wordOf` says each is called, once per schema. */
const leavesCalledBy = (wordOf: (entry: FieldEntry) => string | undefined) => perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byWord = new Map<string, FieldEntry[]>();
  for (const e of index.entries) {
    const word = wordOf(e);
    if (word) addToList(byWord, word, e);
  }
  return byWord;
});
/** Leaves named by one measure word (`amount`, `loan.amount`), by that word. */
const measureLeavesByWord = leavesCalledBy(measureWordOf);
/** Leaves named by a measure word before a unit (`amount_gbp`, `value_yen`), by that word. */
const unitMeasureLeavesByWord = leavesCalledBy(unitMeasureWord);

/** The measure word a leaf is named by before a unit (`amount_gbp`, `value_yen`), or undefined; one opening its name (no `gross_amount_gbp`). */
function unitMeasureWord(entry: FieldEntry): string | undefined {
  if (entry.children.length) return undefined;
  const head = measuredHead(entry);
  return entry.ownWords.length > 1 && entry.ownWords[0] === head && MEASURE_WORDS.has(head) ? head : undefined;
}

/**
 * "the largest refund amount", "the highest invoice value": a collection's noun at `j`, then a generic measure word,
 * names the records' own field called just that word (when none is theirs, the one the question places or the shallowest).
 */
function recordsMeasureAfter(ctx: EngineContext, j: number, withUnits: boolean): { entry: FieldEntry; to: number } | undefined {
  const named = collectionMentionAt(ctx, j);
  const word = named && named.from === j ? ctx.tokens[named.to]?.canon ?? '' : '';
  if (!MEASURE_WORDS.has(word)) return undefined;
  // (`amount_gbp` is called an amount too, right after the superlative: "the highest haulage amount"; after a
  // word between, "the highest total charter amount", the figure ranked is another stage's)
  const called = measureLeavesByWord(ctx.index).get(word) ?? (withUnits ? unitMeasureLeavesByWord(ctx.index).get(word) : undefined) ?? [];
  const owned = called.filter((e) => ctx.owners.ownerOf.get(e) === named!.collection);
  // a field listed once may be kept by several collections: else the one the question places, or the shallowest
  const entry = owned.length === 1 ? owned[0] : placedOrShallowest(ctx, called);
  return entry ? { entry, to: named!.to + 1 } : undefined;
}

/**
 * "the highest loyalty card points": a collection's words used as adjectives before the field the superlative
 * ranks; the field after them is the key.
 */
function fieldAfterCollectionWord(ctx: EngineContext, j: number): FieldMention | undefined {
  let at = j;
  for (let named = collectionMentionAt(ctx, at); named && named.from === at; named = collectionMentionAt(ctx, at)) at = named.to;
  const after = at > j ? mentionStartingAt(ctx, at) : undefined;
  return after && !after.entry.children.length ? after : undefined;
}

/** The shallowest count field whose name holds the plural noun at token `j` ("berths" → `berth_count`), when it is one. */
function countFieldOf(ctx: EngineContext, j: number): FieldEntry | undefined {
  const t = ctx.tokens[j];
  if (!t || t.kind !== 'word' || t.canon === t.text || collectionMentionAt(ctx, j)) return undefined;
  return countFieldsByWord(ctx.index).get(t.canon) ?? undefined;
}

/** Per word, the one shallowest count field holding it (null when several tie): read once per schema. */
const countFieldsByWord = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry | null> => {
  const table = new Map<string, FieldEntry | null>();
  const depthOf = new Map<string, number>();
  for (const e of index.entries) {
    if (e.children.length || !isCountField(e)) continue;
    const words = e.canonWords;
    for (let k = 0; k < words.length; k++) {
      const w = words[k]!;
      // a word repeated in the path counts once
      if (words.indexOf(w) < k) continue;
      const depth = depthOf.get(w) ?? Infinity;
      if (e.depth < depth) {
        table.set(w, e);
        depthOf.set(w, e.depth);
      } else if (e.depth === depth) table.set(w, null);
    }
  }
  return table;
});

/** After "count" at `of`: a plain field named in full after "of (the)", holding a number (no id, object or collection). */
function storedFieldCounted(ctx: EngineContext, of: number): FieldEntry | undefined {
  if (ctx.tokens[of]?.text !== 'of') return undefined;
  const at = ctx.tokens[of + 1]?.text === 'the' ? of + 2 : of + 1;
  const m = mentionStartingAt(ctx, at);
  return m && m.kind === 'full' && !m.entry.children.length && !collectionMentionAt(ctx, at) && !isIdLike(m.entry) ? m.entry : undefined;
}

/** Superlatives besides "most/least" a verb of measure may take ("priced highest", "rated the lowest"). */
const PARTICIPLE_RANKS = new Set(['highest', 'lowest']);

/**
 * "by the count of attendees" where `Attendance` stores it, "from the least to the most heavy" where `Weight` does: a
 * word for a stored measure after a count or a range of order names that field; it counts no records.
 */
function storedMeasureAt(ctx: EngineContext, at: number): FieldEntry | undefined {
  let j = at;
  while (j < at + 2 && MEASURED_NOUN_LEADS.has(ctx.tokens[j]?.text ?? '')) j++;
  if (collectionMentionAt(ctx, j) || mentionStartingAt(ctx, j)) return undefined;
  return measuredAttributeField(ctx, j);
}

/**
 * "top 5 invoice lines by amount" beside `Line_Amount` and an invoice's `Tax_Amount`: a word after "by" that names no
 * field alone (a stop word) names the ranked records' field whose name is their noun and that word.
 */
function rankedRecordsField(ctx: EngineContext, by: number, at: number): FieldEntry | undefined {
  const word = ctx.tokens[at];
  const records = ctx.collectionMentions.filter((m) => m.to <= by).at(-1);
  if (!records || word?.kind !== 'word' || !STOP_WORDS.has(word.text) || mentionStartingAt(ctx, at)) return undefined;
  const noun = nameWords(records.collection).at(-1);
  return ctx.index.phrases.get(`${noun ?? ''}${word.canon}`)?.find((c) => c.kind !== 'alias' && !c.entry.children.length)?.entry;
}

/**
 * "the highest-mileage truck", "the lowest-priced lamp": a plain superlative joined by a hyphen to the measure it ranks
 * (compounds the lexicon lists, "best-attended", are read as listed); the measure is a field word or a measure noun's
 * usual field (MEASURED_ATTRIBUTES).
 */
function hyphenedMeasure(ctx: EngineContext, i: number): { entry: FieldEntry; direction: 1 | -1 } | undefined {
  const text = ctx.tokens[i]!.text;
  const hyphen = text.indexOf('-');
  if (hyphen <= 0 || ctx.tokens[i]!.kind !== 'word') return undefined;
  const tail = text.slice(hyphen + 1);
  const canon = canonWord(tail);
  const head = SUPERLATIVES.get(text.slice(0, hyphen)) ?? attributeSuperlativeOf(text.slice(0, hyphen), canon);
  if (!head || head.concept || !/^[a-z]+$/.test(tail)) return undefined;
  const candidates = ctx.index.phrases.get(canon);
  // `depth_m` is named by "depth" as fully as `depth` is: only its unit is left unsaid
  const named = (candidates?.find((c) => c.kind === 'full') ?? candidates?.find((c) => c.entry.ownWords[0] === canon && measuredHead(c.entry) === canon))?.entry;
  const entry = named && !named.children.length ? named : measuredWordField(ctx, tail, canon);
  return entry ? { entry: numericLeaf(entry), direction: head.direction } : undefined;
}

/**
 * "the deepest-draught ship": a superlative naming its own attribute, joined to one of the attributes it ranks by,
 * ranks by that attribute in the superlative's direction.
 */
function attributeSuperlativeOf(adjective: string, attribute: string): { direction: 1 | -1; concept?: undefined } | undefined {
  const direction = ATTRIBUTE_SUPERLATIVES.get(adjective)?.find(([word]) => canonWord(word) === attribute)?.[1];
  return direction ? { direction } : undefined;
}

/**
 * "the most humid", "the least skilled": the adjective after "most"/"least" describes an attribute that a field
 * keeps, by name or by its usual other name (MEASURED_ATTRIBUTES: humidity → `rh`); that field ranks. Only the
 * adjective's own noun form counts (ownAttributeNouns; a participle its base, skilled → skill), so "most"
 * keeps its direction. A field the question names right after is left to the reading of the superlative before it.
 */
export function describedAttributeField(ctx: EngineContext, at: number): FieldEntry | undefined {
  const token = ctx.tokens[at];
  // "most recent", "most common": a superlative or frequency word carries its own reading
  if (token?.kind !== 'word' || SUPERLATIVES.has(token.text) || FREQUENCY.has(token.text) || mentionStartingAt(ctx, at) || collectionMentionAt(ctx, at)) return undefined;
  for (const noun of [...ownAttributeNouns(token.text), ...participleBases(token.text)]) {
    const field = measuredWordField(ctx, noun, canonWord(noun));
    if (field && !field.children.length && !isIdField(field)) return field;
  }
  return undefined;
}

/** A field named right before the value the question holds it to ("grade B", "type 'A'"). */
const heldToValueAt = (ctx: EngineContext, m: { entry: FieldEntry; to: number }): boolean => ctx.roles[m.to] === 'filter' && m.entry.name in ctx.analysis.filters;

/** A field the question holds to yes or no ("remote employees"): a condition on the records, never a measure to rank by. */
const heldYesOrNo = (ctx: EngineContext, entry: FieldEntry): boolean => typeof ctx.analysis.filters[entry.name] === 'boolean';

/**
 * The nearest superlative among the five words before the sort phrase at `i` (before the bracket opening it as an aside,
 * "the oldest kiln in the shed (by age)"), or -1: read from `i` back, never by copying and scanning all the words before
 * it (quadratic in a long question of many sort phrases).
 */
function rankWordBefore(tokens: EngineContext['tokens'], i: number): number {
  const end = asideStart(tokens, i);
  for (let k = end - 1; k >= 0 && k >= end - 5; k--) if (RANKING_SUPERLATIVES.has(tokens[k]!.text)) return k;
  return -1;
}

/**
 * sort: an explicit "sorted by X [descending]" wins; else the last superlative that names a field ("with the most
 * comments"); else "top N" falls back to a rating-like field the question filters on.
 */

export function sortStage(ctx: EngineContext): void {
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    // "top 10 products by price", "the smallest barn by floor area" and "lenses by focal length, longest first" rank
    // like "sorted by price"
    const rankedBy = tokens[i].text === 'by' && (ctx.roles.slice(Math.max(0, i - 4), i).includes('limit') || (!ctx.analysis.groupBy.length && (superlativeRanksBy(ctx, i) || ordersBy(ctx, i))));
    const phrase = rankedBy ? ['by'] : matchSortPhrase(tokens, i)?.[0] ?? sortVerbPhrase(ctx, i);
    // "organized by each type" groups
    if (!phrase || tokens[i + phrase.length]?.text === 'each' || tokens[i + phrase.length]?.text === 'every') continue;
    const at = i + phrase.length;
    const next = tokens[at]?.text ?? '';
    const explicit = directionAround(ctx, i, at) ?? directionNear(ctx, at);
    // "sorted by the (highest) number of …", "sorted by decreasing count", "sorted by that count"
    let counted = at;
    while (counted < at + 3 && (tokens[counted]?.text === 'the' || DEMONSTRATIVES.has(tokens[counted]?.text ?? '') || SUPERLATIVES.has(tokens[counted]?.text ?? '') || SORT_DIRECTION_WORDS.has(tokens[counted]?.text ?? ''))) counted++;
    // "by total score" where `Total` is a field: the count word names it
    if ((COUNT_WORDS.has(tokens[counted]?.text ?? '') && !mentionStartingAt(ctx, counted)) || (groupedCountKey(ctx) && matchCountQuestion(tokens, counted))) {
      // "the total number of beehives": the noun counted follows the count word
      const after = mentionAfter(ctx, counted, 3);
      const m = after && heldYesOrNo(ctx, after.entry) ? undefined : after;
      // "the number of eggs they laid", "the number of books" where `book_count` stores it
      const noun = tokens[counted + 1]?.text === 'of' ? (tokens[counted + 2]?.text === 'the' ? counted + 3 : counted + 2) : -1;
      const stored = noun < 0 ? undefined : verbCountedField(ctx, noun + 1) ?? (m ? undefined : countFieldOf(ctx, noun));
      const key = groupedCountKey(ctx) ?? stored?.name ?? (m ? numericLeaf(m.entry).name : storedMeasureAt(ctx, counted + 1)?.name ?? RECORD_COUNT_KEY);
      const byStored = !groupedCountKey(ctx) && !!stored;
      set(ctx, key, explicit ?? rankedBefore(ctx, i) ?? 1, `sort.by-count${byStored ? '+stored-field' : ''}`, [i, byStored ? noun + 1 : at + 1]);
      return;
    }
    const superlative = SUPERLATIVES.get(next);
    const unit = TIME_UNITS.get(next);
    if (unit && ctx.analysis.groupBy.includes(unit)) {
      set(ctx, unit, explicit ?? 1, 'sort.by-time-unit', [i, at + 1]);
      return;
    }
    const rankAt = rankWordBefore(tokens, i);
    const rankWord = rankAt >= 0 ? tokens[rankAt]!.text : undefined;
    // "the largest vessel by tonnage": a superlative before the "by" asks for the one record at the extreme
    const oneRanked = (key: string): void => {
      if (rankedBy && rankAt >= 0) proposeSingleExtreme(ctx, [rankAt, rankAt + 1], key);
    };
    // "sorted by the date they were planted", "arranged by when they were repainted"
    const dateWordAt = next === 'the' ? at + 1 : at;
    const dateWord = tokens[dateWordAt];
    const verbDated = dateWord && (dateWord.text === 'when' || RECENT_WORDS.has(dateWord.canon)) ? verbDatedField(ctx, dateWordAt + 1) : undefined;
    if (verbDated) {
      set(ctx, verbDated.name, explicit ?? 1, 'sort.sorted-by+dated-verb', [i, dateWordAt + 1]);
      oneRanked(verbDated.name);
      return;
    }
    // "top 3 bakeries by output opened in 2018" where `loaves_baked` stores them: the measure word right after "by" is the
    // key, not a field named further on
    const stored = rankedBy ? storedMeasureAt(ctx, at) : undefined;
    const measured = stored ?? (rankedBy ? rankedRecordsField(ctx, i, at) : undefined);
    if (measured) {
      set(ctx, measured.name, explicit ?? RANKING_SUPERLATIVES.get(rankWord ?? 'top')!.direction, `sort.top-n-by-measure-word${stored ? '' : '+records-noun'}`, [i, at + 1]);
      oneRanked(measured.name);
      return;
    }
    const m = qualifiedField(ctx, mentionAfter(ctx, at - 1, 4));
    if (m) {
      // "the names of the nurses, ordered by name": the bare word is the name already shown
      const bareName = m.to - m.from === 1 && tokens[m.from]!.canon === 'name';
      // "ferries sorted by name": else the name of the thing named just before
      const inObject = inNamedObject(ctx, m);
      const nearName = bareName ? nameShownBefore(ctx, i) ?? nameOfThingBefore(ctx, i) : null;
      const firstName = bareName && !nearName ? nameOfFirstThing(ctx, i) : null;
      const entry = nearName ?? firstName ?? numericLeaf(inObject);
      const plain = directionAround(ctx, i, at, entry) ?? directionNear(ctx, m.to, entry);
      const degreeOrder = plain ? undefined : degreeOrderAfter(ctx, m.to, entry);
      const stated = plain ?? degreeOrder ?? explicit;
      // "top 10 products by price"; "the top three bakeries ranked by takings" when a number was read before
      const limited = !rankedBy && rankWord && ctx.roles.slice(Math.max(0, i - 4), i).includes('limit');
      const ranking = rankedBy || limited ? rankWordDirection(ctx, rankAt, entry) : undefined;
      const byDegree = degreeOrder || (!stated && !superlative && ranking?.byDegree) ? '+degree-direction' : '';
      const rule = `${rankedBy ? 'sort.top-n-by' : 'sort.sorted-by'}${!bareName && inObject !== m.entry ? '+in-named-object' : ''}${firstName ? '+first-thing-name' : ''}${byDegree}`;
      set(ctx, entry.name, stated ?? superlative?.direction ?? ranking?.direction ?? defaultDirection(entry), rule, [i, m.to]);
      oneRanked(entry.name);
      // "sorted by region and launch year"
      const second = secondKey(ctx, m.to);
      if (second && second.mention.entry !== m.entry) {
        const other = numericLeaf(siblingOf(second.mention, m.entry));
        const direction = directionBetween(ctx, second.joinedAt, second.mention.from, other) ?? directionNear(ctx, second.mention.to, other) ?? defaultDirection(other);
        propose(ctx, { member: 'sort', apply: 'merge', key: other.name, value: direction, confidence: 0.85, rule: 'sort.sorted-by-second-key', span: [second.mention.from, second.mention.to], text: other.name });
      }
      return;
    }
    if (superlative?.concept) {
      const entry = conceptField(ctx, superlative.concept, subjectOf(ctx, at + 1));
      if (entry) {
        set(ctx, entry.name, explicit ?? superlative.direction, 'sort.sorted-by-concept', [i, at + 1]);
        return;
      }
    }
    // "sorted by their filing date" where no field is called so: the date of the records asked about
    const dateAt = tokens.slice(at, at + DATE_WORD_GAP).findIndex((t) => RECENT_WORDS.has(t.canon));
    // "by hire date" beside `date_hired`, "by start time" beside `startsAt`: the timestamp of the event the words name
    const eventDate = dateAt > 0 ? dateOfEventWords(ctx, tokens.slice(at, at + dateAt), subjectOf(ctx, 0)) : null;
    if (eventDate) {
      set(ctx, eventDate.name, explicit ?? 1, 'sort.sorted-by-event-date', [i, at + dateAt + 1]);
      return;
    }
    const recordDate = dateAt >= 0 ? conceptField(ctx, 'recent', subjectOf(ctx, 0)) : null;
    if (recordDate) {
      set(ctx, recordDate.name, explicit ?? 1, 'sort.sorted-by-date-word', [i, at + dateAt + 1]);
      return;
    }
    // "ordered by area" where `area_sq_km` is the one field opened by that word
    const opened = fieldOpenedBy(ctx, POSSESSIVES.has(next) || next === 'the' ? at + 1 : at);
    if (opened) {
      // "top 5 orchards by crop" beside `crop_tonnes`: ranked like a field named whole, by the rank word's direction
      const ranked = rankedBy ? rankWordDirection(ctx, rankAt, opened.entry).direction : undefined;
      set(ctx, opened.entry.name, explicit ?? ranked ?? defaultDirection(opened.entry), `sort.sorted-by+opened-field${ranked ? '+ranked' : ''}`, [i, opened.to]);
      oneRanked(opened.entry.name);
      return;
    }
  }
  const grouped = groupedResultOrder(ctx);
  if (grouped) {
    set(ctx, grouped.key, grouped.direction, grouped.rule ?? 'sort.bare-order+grouped-result', grouped.span);
    return;
  }
  const bare = bareOrder(ctx);
  if (bare) {
    set(ctx, bare.key, bare.direction, bare.rule ?? 'sort.bare-order', bare.span);
    return;
  }
  for (let i = 0; i < tokens.length; i++) {
    // "ranked from highest to lowest takings", "takings from high to low"
    const range = rangeOrderAt(ctx, i);
    if (!range || lettered(ctx, range.to)) continue;
    // "from the least populated to the most populated": the word at both ends names the key, or the superlatives rank
    if (range.repeated) {
      const measured = storedMeasureAt(ctx, range.to);
      if (measured) {
        set(ctx, measured.name, range.direction, 'sort.from-to-measure', [i, range.to + 1]);
        return;
      }
      continue;
    }
    let at = range.to;
    // "from lowest to highest according to its tier"
    while (at < range.to + RANGE_KEY_LEAD_GAP && RANGE_KEY_LEADS.has(tokens[at]?.text ?? '')) at++;
    const leads = at;
    while (at < leads + 3 && isFiller(ctx, at)) at++;
    const keyed = range.keyAt !== undefined ? rangeKeyAt(ctx, range.keyAt) : undefined;
    if (keyed) {
      set(ctx, keyed.name, range.direction, 'sort.from-to+key-said-once', [i, range.to]);
      return;
    }
    const m = mentionStartingAt(ctx, at) ?? mentionStartingAt(ctx, at + 1) ?? mentionBefore(ctx, i, 3);
    // "from highest to lowest count", "from the fewest to the most number of orders" (a stored number is a field)
    const counts = tokens.slice(range.to, at + 1).some((t) => NUMBER_OF_WORDS.has(t.text)) || RECORD_COUNT_RANKING_WORDS.has(tokens[range.to - 1].text);
    const countsRecords = !m || m.from < range.to || !!collectionMentionAt(ctx, m.from) || isRecordList(m.entry);
    const measured = m ? undefined : storedMeasureAt(ctx, at);
    if (measured) {
      set(ctx, measured.name, range.direction, 'sort.from-to-measure', [i, at + 1]);
      return;
    }
    if (counts && countsRecords && !gradesAdjective(ctx, range.to)) {
      set(ctx, RECORD_COUNT_KEY, range.direction, 'sort.from-to-count', [i, at + 1]);
      return;
    }
    if (m) {
      set(ctx, numericLeaf(m.entry).name, range.direction, 'sort.from-to', [i, range.to]);
      return;
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const order = matchOrderPhrase(tokens, i);
    if (!order) continue;
    const [words, [concept, direction]] = order;
    // "in alphabetical order of their surnames"
    const named = tokens[i + words.length]?.text === 'of' ? mentionAfter(ctx, i + words.length, 3) : undefined;
    const byFieldName = concept === 'name' && !named ? alphabeticallyByFieldName(ctx, i + words.length) : undefined;
    const entry = named?.entry ?? byFieldName ?? (concept === 'name' ? alphabeticalField(ctx, i, i + words.length) : conceptField(ctx, 'recent', subjectOf(ctx, 0)));
    // "in reverse alphabetical order", "descending alphabetical order"
    const reversed = concept === 'name' && tokens.slice(Math.max(0, i - 2), i).some((t) => SORT_DIRECTION_WORDS.get(t.text) === -1);
    if (entry) {
      const asText = concept === 'name' && !byFieldName && !isNameLike(entry) ? '+text-field' : '';
      set(ctx, entry.name, reversed ? -1 : direction, `sort.${concept}-order${byFieldName ? '+by-field-name' : ''}${asText}`, [i, i + words.length]);
      return;
    }
  }
  const keys: Array<{ key: string; direction: 1 | -1; span: [number, number]; rule: string }> = [];
  let conceptChoice: (typeof keys)[number] | null = null;
  // the direction of the first ranking word ("the fewest", "the least popular"): it orders top groups by count
  let ranked: 1 | -1 | undefined;
  let rankedAt = -1;
  for (let i = 0; i < tokens.length; i++) {
    const text = tokens[i].text;
    // most words are no superlative and hold no hyphen (a hyphened measure's mark)
    if (!SUPERLATIVE_CUES.has(text) && !text.includes('-')) continue;
    // "the highest rated hotels": a superlative and a participle the lexicon lists hyphened read as that compound
    const paired = HYPHENED_SUPERLATIVE_HEADS.has(text) ? SUPERLATIVES.get(`${text}-${tokens[i + 1]?.text ?? ''}`) : undefined;
    const stated = paired ?? SUPERLATIVES.get(text) ?? (ATTRIBUTE_SUPERLATIVES.has(text) ? ATTRIBUTE_ONLY : undefined);
    const hyphened = stated || ctx.roles[i] === 'filter' ? undefined : hyphenedMeasure(ctx, i);
    if (hyphened) {
      if (ranked === undefined) [ranked, rankedAt] = [hyphened.direction, i];
      if (!keys.some((k) => k.key === hyphened.entry.name)) keys.push({ key: hyphened.entry.name, direction: hyphened.direction, span: [i, i + 1], rule: 'sort.hyphened-superlative-measure' });
      continue;
    }
    // "the least expensive": "least" turns the adjective after it around
    const word = stated && tokens[i - 1]?.text === 'least' && stated !== ATTRIBUTE_ONLY ? { ...stated, direction: (-stated.direction) as 1 | -1 } : stated;
    if (!word || ctx.roles[i] === 'filter' || ctx.roles[i] === 'operation') continue;
    // "the lowest and highest rating" asks for two aggregates; "less than the highest price" compares to one
    if (inAggregateList(ctx, i) || tokens[i - 1]?.text === 'than' || (tokens[i - 1]?.text === 'the' && tokens[i - 2]?.text === 'than')) continue;
    const aside = namesAccumulatedField(ctx, i) ? 'in-accumulated-field' : listedAfterFigure(ctx, i) ? 'listed-figure' : namesComparedField(ctx, i) ? 'in-compared-field' : null;
    if (aside) {
      propose(ctx, { member: 'sort', apply: 'note', confidence: 0.5, rule: `sort.no-order+${aside}`, span: [i, i + 1] });
      continue;
    }
    if (isOperationWord(text) && ctx.analysis.operation) continue;
    // "stores rated A in their latest audit": a superlative after a possessive picks a part of each result, it does
    // not order the results
    let lead = i - 1;
    while (lead > i - 3 && (SUPERLATIVES.has(tokens[lead]?.text ?? '') || tokens[lead]?.kind === 'number')) lead--;
    const owner = tokens[lead]?.text ?? '';
    if (POSSESSIVES.has(owner) && !SPEAKER_POSSESSIVES.has(owner)) continue;
    // "showing name and most recent score" lists what to show; "at least one" is a bound; "weeks on top" a place
    const place = tokens[i - 1]?.text === 'at' || (tokens[i - 1]?.text === 'the' && tokens[i - 2]?.text === 'at' && text === 'top');
    if (ctx.projection[i] || place || (tokens[i - 1]?.text === 'on' && text === 'top')) continue;
    if (ranked === undefined) {
      // (an attribute adjective ranks the way its own attributes do: "the strongest" from the top)
      ranked = word === ATTRIBUTE_ONLY ? ATTRIBUTE_SUPERLATIVES.get(text)![0]![1] : word.direction;
      rankedAt = i;
    }
    const next = tokens[i + 1]?.text ?? '';
    // "the youngest", "the most populous": the adjective names the attribute; "the highest paid" is the compound
    // "highest-paid" written as two words
    const compound = `${text}-${next}`;
    const adjective = servedSpanAt(ctx, i) ?? (ATTRIBUTE_SUPERLATIVES.has(text) ? text : ATTRIBUTE_SUPERLATIVES.has(compound) ? compound
      : RECORD_COUNT_RANKING_WORDS.has(text) && ATTRIBUTE_SUPERLATIVES.has(next) ? next : null);
    // "the newest siting", "which consecration is the oldest": the noun the recency is said of names the year it keeps
    const eventYear = word.concept === 'recent' ? eventYearOfNoun(ctx, i) : null;
    if (eventYear) {
      if (!keys.some((k) => k.key === eventYear.name)) keys.push({ key: eventYear.name, direction: word.direction, span: [i, i + 1], rule: EVENT_YEAR_READING });
      continue;
    }
    const nounDate = word.concept === 'recent' && !adjective ? dateOpenedByNoun(ctx, i) : null;
    if (nounDate) {
      if (!keys.some((k) => k.key === nounDate.name)) keys.push({ key: nounDate.name, direction: word.direction, span: [i, i + 2], rule: 'sort.recent-noun-date' });
      continue;
    }
    const attribute = adjective ? attributeField(ctx, adjective, text === 'least' || text === 'fewest', subjectOf(ctx, i + 1)) : null;
    if (attribute) {
      if (!keys.some((k) => k.key === attribute.entry.name)) keys.push({ key: attribute.entry.name, direction: attribute.direction, span: [i, i + (adjective === text ? 1 : 2)], rule: `sort.attribute-${adjective}` });
      continue;
    }
    // "fewest" counts records, never an attribute's degree
    const described = SUPERLATIVE_DEGREE_SIGNS.has(text) ? describedAttributeField(ctx, i + 1) : undefined;
    if (described) {
      if (!keys.some((k) => k.key === described.name)) keys.push({ key: described.name, direction: word.direction, span: [i, i + 2], rule: `sort.attribute-${text}-${next}` });
      continue;
    }
    if (word === ATTRIBUTE_ONLY) continue;
    // "weighs the most", "the lamp priced lowest": a verb of measure names the field ranked
    const verbed = RECORD_COUNT_RANKING_WORDS.has(text) || PARTICIPLE_RANKS.has(text) ? rankedByVerb(ctx, i) : undefined;
    if (verbed) {
      if (!keys.some((k) => k.key === verbed.name)) keys.push({ key: verbed.name, direction: word.direction, span: [i - 1, i + 1], rule: 'sort.verb-most' });
      continue;
    }
    // "papers, most cited first" beside `citations`: the noun of the participle's verb names the field
    const derived = RECORD_COUNT_RANKING_WORDS.has(text) ? derivedNounField(ctx, i + 1) : undefined;
    if (derived) {
      if (!keys.some((k) => k.key === derived.name)) keys.push({ key: derived.name, direction: word.direction, span: [i, i + 2], rule: 'sort.participle-derived-noun' });
      continue;
    }
    // "most recent" / "most common": the second word carries the meaning
    if (SUPERLATIVES.has(next) && !RANK_ONLY.has(text)) continue;
    // "the lots most recently delivered": the adverb dates the verb after it, not a measure (recencyOfVerb)
    // (a date the verb's word names is taken below: "most recently serviced" beside `serviced_on`)
    const dated = next === 'recently' ? mentionStartingAt(ctx, i + 2) : undefined;
    if (text === 'most' && next === 'recently' && !(dated && isDateLike(dated.entry) && !countsDoneThings(dated.entry))) continue;
    // "the most common X", "appears most often", "the highest count": how often, i.e. the count per group
    // "the highest count of late returns" where `Late_Returns` stores that number: the field ranks
    const storedCount = next === 'count' || next === 'counts' ? storedFieldCounted(ctx, i + 2) : undefined;
    if (storedCount) {
      if (!keys.some((k) => k.key === storedCount.name)) keys.push({ key: storedCount.name, direction: word.direction, span: [i, i + 4], rule: 'sort.superlative-count-of-field' });
      continue;
    }
    if (FREQUENCY.has(next) || next === 'count' || next === 'counts' || (OCCURRENCE_NOUNS.has(next) && !mentionStartingAt(ctx, i + 1))) {
      if (!keys.some((k) => k.key === RECORD_COUNT_KEY)) keys.push({ key: RECORD_COUNT_KEY, direction: word.direction, span: [i, i + 2], rule: 'sort.most-common' });
      continue;
    }
    // "the top score" ranks by the field like "the highest score"; "top 5", "the top customers" only say how many
    const topOfField = RANK_ONLY.has(text) && tokens[i - 1]?.text === 'the' && !!mentionStartingAt(ctx, i + 1) && !collectionMentionAt(ctx, i + 1);
    if (!RANK_ONLY.has(text) || topOfField) {
      let j = paired ? i + 2 : i + 1;
      while (j < tokens.length && j < i + 5 && isFiller(ctx, j)) j++;
      // "the shortest boat launched after 2010": a size, price, rating or count is never ranked by a date or a year
      // "the cheapest grade B batch": a field followed by the value it is held to is a condition, not the measure
      const ranks = <M extends { entry: FieldEntry; to: number }>(found: M | undefined): M | undefined =>
        (found && ((word.concept && word.concept !== 'recent' && isDateLike(found.entry)) || heldToValueAt(ctx, found) || sizeOfIdentifier(text, found.entry)) ? undefined : found);
      const plain = ranks(mentionStartingAt(ctx, j) ?? mentionStartingAt(ctx, j + 1));
      const m = plain ?? ranks(fieldAfterCollectionWord(ctx, j));
      const part = m ? (collectionMentionAt(ctx, m.from) ? undefined : m.entry) : collectionMentionAt(ctx, j) ? undefined : objectNamedAt(ctx, j);
      const acted = word.concept === 'recent' && m ? actedDate(ctx, m) : undefined;
      const recentPart = word.concept === 'recent' && part ? acted ?? dateOf(part) : null;
      if (recentPart) {
        if (!keys.some((k) => k.key === recentPart.name)) keys.push({ key: recentPart.name, direction: word.direction, span: [i, m?.to ?? j + 1], rule: `sort.recent-part${acted ? ACTED_DATE_SUFFIX : ''}` });
        continue;
      }
      const named = m ? collectionMentionAt(ctx, m.from) : undefined;
      const viaCollection = named && m!.kind !== 'full';
      const numberOf = tokens.slice(i + 1, j).some((t) => NUMBER_OF_WORDS.has(t.text));
      const countsThem = RECORD_COUNT_RANKING_WORDS.has(text) || numberOf;
      // "the most managers" where `isManager` is held to yes: the records are counted
      if (m && heldYesOrNo(ctx, m.entry)) {
        const key = groupedCountKey(ctx) ?? RECORD_COUNT_KEY;
        if (!keys.some((k) => k.key === key)) keys.push({ key, direction: word.direction, span: [i, m.to], rule: 'sort.superlative-yes-no-count' });
        continue;
      }
      // "oldest canvas title": a recency said of a thing whose name follows ranks by the thing's date, not its name
      // "the priciest title": a price, rating or length said of a thing's name ranks the thing by the concept's field
      // (not a name word said before another noun: "the shortest title reign")
      const afterName = m ? tokens[m.to] : undefined;
      const nameAlone = !afterName || afterName.kind !== 'word' || STOP_WORDS.has(afterName.text) || CLAUSE_BREAKS.has(afterName.text);
      const namesThing = !!word.concept && (word.concept === 'recent' || (word.concept !== 'count' && nameAlone)) && !!m && NAME_WORDS.includes(m.entry.canonWords[m.entry.canonWords.length - 1]!);
      if (m && !namesThing && (!viaCollection || countsThem)) {
        // "the most flights", "the highest number of staff": records counted, through a field that stores the count
        // when there is one
        // a stored number ("the fewest followers") is the field; an id read off the counted noun is not
        const counted = countsThem && (named || isRecordList(m.entry) || (numberOf && isIdLike(m.entry)));
        // groups counted per key are ranked by that count, whatever noun the superlative is said of, unless a field stores a count
        const groupCount = !counted && !isCountField(m.entry) ? groupedCountKey(ctx) : null;
        const byMeasure = groupCount || counted ? undefined : measureWordLeaf(m.entry, fillerMeasureWords(ctx, i + 1, j));
        const key = groupCount ?? (counted ? (named && !groupedCountKey(ctx) && countFieldFor(ctx.index, named.collection)?.name) || RECORD_COUNT_KEY : (byMeasure ?? rankedLeaf(m.entry, word, text)).name);
        const rule = groupCount ? 'sort.superlative-group-count' : `sort.superlative-${text}${byMeasure ? '+measure-word' : ''}${plain ? '' : '+after-collection-words'}`;
        if (!keys.some((k) => k.key === key)) keys.push({ key, direction: word.direction, span: [i, m.to], rule });
        continue;
      }
      // "the largest refund amount": the records' noun before a measure word ranks by their own field of that name
      const ownMeasure = !m && !word.concept ? recordsMeasureAfter(ctx, j, j === i + 1) : undefined;
      if (ownMeasure) {
        if (!keys.some((k) => k.key === ownMeasure.entry.name)) keys.push({ key: ownMeasure.entry.name, direction: word.direction, span: [i, ownMeasure.to], rule: 'sort.superlative-records-measure' });
        continue;
      }
      // "with the most customer reviews": records counted through a field that holds their count
      const counted = !m && !word.concept ? collectionMentionAt(ctx, j) ?? collectionMentionAt(ctx, j + 1) : undefined;
      const countField = counted && (countFieldFor(ctx.index, counted.collection)?.name ?? (RECORD_COUNT_RANKING_WORDS.has(text) ? RECORD_COUNT_KEY : groupedCountKey(ctx)));
      if (countField) {
        if (!keys.some((k) => k.key === countField)) keys.push({ key: countField, direction: word.direction, span: [i, counted.to], rule: 'sort.superlative-count-field' });
        continue;
      }
      // "the highest speed" where `Cruise_Velocity` stores it: a measure noun by its usual other name
      const measured = m || word.concept ? undefined : storedMeasureAt(ctx, j) ?? fillerNamedField(ctx, i + 1, j);
      if (measured) {
        if (!keys.some((k) => k.key === measured.name)) keys.push({ key: measured.name, direction: word.direction, span: [i, j + 1], rule: 'sort.superlative-measure' });
        continue;
      }
      // "the most berths" where `berth_count` stores it: a noun the schema names only in a count field
      const stored = !m && !word.concept && (numberOf || RECORD_COUNT_RANKING_WORDS.has(text)) ? countFieldOf(ctx, j) : undefined;
      if (stored) {
        if (!keys.some((k) => k.key === stored.name)) keys.push({ key: stored.name, direction: word.direction, span: [i, j + 1], rule: 'sort.superlative-stored-count' });
        continue;
      }
      // "the most honey" where only `honey_kg_ytd` opens with the word: the quantity it opens (a unit or period after it)
      const opened = !m && !word.concept ? fieldOpenedBy(ctx, j) : null;
      if (opened && (keepsQuantity(opened.entry) || namesMeasureUnit(opened.entry))) {
        if (!keys.some((k) => k.key === opened.entry.name)) keys.push({ key: opened.entry.name, direction: word.direction, span: [i, opened.to], rule: 'sort.superlative-opened-quantity' });
        continue;
      }
    }
    // "the least popular" with groups counted: how many records each group holds, not a stored popularity
    if (word.concept === 'count' && groupedCountKey(ctx)) {
      if (!keys.some((k) => k.key === RECORD_COUNT_KEY)) keys.push({ key: RECORD_COUNT_KEY, direction: word.direction, span: [i, i + 1], rule: 'sort.popular-group' });
      continue;
    }
    if (word.concept && !conceptChoice) {
      const subject = subjectOf(ctx, i + 1);
      const nouns = qualifyingNouns(ctx, i + 1);
      const entry = conceptField(ctx, word.concept, subject, nouns);
      const principal = word.concept === 'recent' && !!subject && !!entry && entry === principalDate(ctx, subject, dateCandidates(ctx));
      const pastBirth = word.concept === 'recent' && !principal && !!entry && birthPassed.get(ctx) === entry;
      const qualified = word.concept !== 'recent' && !!entry && entry.canonWords.some((w) => nouns.has(w));
      if (entry) conceptChoice = { key: entry.name, direction: word.direction, span: [i, i + 1], rule: `sort.concept-${word.concept}${principal ? PRINCIPAL_DATE_SUFFIX : pastBirth ? '+past-birth-date' : qualified ? '+qualifying-noun' : ''}` };
    }
    // "the biggest dome" beside `dome_diameter_m`, "the busiest station" beside `daily_riders`: a superlative said of a
    // thing ranks by the thing's own measure of what it names, when the concept found no field
    const thingWords: readonly string[] | undefined = !conceptChoice ? THING_SUPERLATIVE_ATTRIBUTES.get(text) : undefined;
    const thing: FieldEntry | undefined = thingWords ? thingMeasure(ctx, thingWords, SIZE_SUPERLATIVES.has(text), identifiedCollection(ctx, i + 1) ?? subjectOf(ctx, i + 1), tokens[i + 1]?.canon) : undefined;
    if (thing) conceptChoice = { key: thing.name, direction: word.direction, span: [i, i + 1], rule: THING_MEASURE_READING };
  }
  const recency = keys.length || conceptChoice ? null : recencyOfVerb(ctx);
  const chosen = keys.length ? keys : conceptChoice ? [conceptChoice] : recency ? [recency] : [];
  if (chosen.length) {
    const [first, ...more] = chosen;
    set(ctx, first.key, first.direction, first.rule, first.span);
    for (const k of more) propose(ctx, { member: 'sort', apply: 'merge', key: k.key, value: k.direction, confidence: 0.85, rule: k.rule, span: k.span, text: k.key });
    proposeSingleExtreme(ctx, chosen[0].span, chosen[0].key);
    return;
  }
  // "the predominant status", "the majority of the rota": groups ranked by their count
  if (!ranked && !tokens.some((t) => MAJORITY_ADJECTIVES.has(t.text) || MAJORITY_NOUNS.has(t.text))) return;
  const countKey = groupedCountKey(ctx);
  if (countKey) {
    set(ctx, countKey, ranked ?? -1, TOP_GROUPS_BY_COUNT_RULE, [0, 0]);
    return;
  }
  const figure = ranked ? groupsByFigure(ctx, rankedAt) : null;
  if (figure && ranked) {
    set(ctx, figure.key, ranked, 'sort.groups-by-figure', figure.span);
    return;
  }
  // "top 10 laptops with a customer rating above 4": rank by the rating-like field filtered on
  const filtered = Object.keys(ctx.analysis.filters).map((f) => ctx.index.byNorm.get(normName(f))).filter((e): e is FieldEntry => !!e);
  const ratingWords = new Set(CONCEPT_FIELD_WORDS.rating.map(canonWord));
  const byRating = filtered.find((e) => e.canonWords.some((w) => ratingWords.has(w)));
  const entry = byRating ?? filtered.find((e) => isLowerBound(ctx.analysis.filters[e.name])) ?? ratingOfSubject(ctx);
  if (!entry) return;
  // "the lowest-scoring" ranks from the bottom
  set(ctx, entry.name, ranked ?? -1, 'sort.top-default', [0, 0]);
  // "the diver with the highest overall mark" where the rating field goes by another name: still the one at the top
  if (rankedAt >= 0) proposeSingleExtreme(ctx, [rankedAt, rankedAt + 1], entry.name);
}

/**
 * "average load per crane, largest first", "…, highest average first": a superlative (and the figure's accumulator)
 * before "first" orders the groups by the figure computed.
 */
function groupsByFigure(ctx: EngineContext, rankedAt: number): { key: string; span: [number, number] } | null {
  const { tokens } = ctx;
  const { groupBy, metric } = ctx.analysis;
  const orderEnd = AGGREGATE_WORDS.has(tokens[rankedAt + 1]?.text ?? '') ? rankedAt + 2 : rankedAt + 1;
  return groupBy.length && metric && !groupBy.includes(metric) && ORDER_ENDS.has(tokens[orderEnd]?.text ?? '') ? { key: metric, span: [rankedAt, orderEnd + 1] } : null;
}

/**
 * Refiner, once every metric rule has run: "mean stay per ward, from high to low" where the figure is read only after
 * the sort ("stay" names no field; a later stage finds `stay_days`): the groups are ordered by that figure, as
 * groupedResultOrder would have ordered them had it been known.
 */
export function groupedFigureOrderStage(ctx: EngineContext): void {
  const { groupBy, metric, operation, sort } = ctx.analysis;
  if (!groupBy.length || !metric || operation === null || Object.keys(sort).length) return;
  const grouped = groupedResultOrder(ctx) ?? lateGroupsByFigure(ctx);
  if (grouped) propose(ctx, { member: 'sort', apply: 'replace', value: { [grouped.key]: grouped.direction }, confidence: 0.6, rule: `${grouped.rule ?? 'sort.bare-order+grouped-result'}+late-figure`, span: grouped.span, text: grouped.key });
}

/** "parcels lost per depot, highest total first" where the figure is read only after the sort. */
function lateGroupsByFigure(ctx: EngineContext): { key: string; direction: 1 | -1; span: [number, number]; rule: string } | null {
  for (let i = 0; i < ctx.tokens.length; i++) {
    const word = SUPERLATIVES.get(ctx.tokens[i]!.text);
    if (!word || ctx.roles[i] === 'filter' || ctx.roles[i] === 'operation') continue;
    const figure = groupsByFigure(ctx, i);
    if (figure) return { ...figure, direction: word.direction, rule: 'sort.groups-by-figure' };
  }
  return null;
}
