import { phraseMatcher, spokenCanons, type EngineContext, type Token } from '../../context.ts';
import { isCountField, isIdField, namesMeasureUnit, type FieldEntry, type FieldIndex, type FieldMention } from '../../field-index.ts';
import { isStatusField, namesCalendarYear } from '../../field-kinds.ts';
import { MEASURED_ATTRIBUTES } from '../../lexicon/measured-attributes.ts';
import { STAGE_FIELD_ENDINGS } from '../../lexicon/field-kinds.ts';
import { adjectiveAttributes } from '../../lexicon/adjective-attribute-table.ts';
import { ATTRIBUTE_COMPARATIVES, ATTRIBUTE_WORDS, CAPACITY_ATTRIBUTES, CURRENCY_ATTRIBUTES, CURRENCY_UNITS, impliedAttributes, MULTIPLIERS, PHYSICAL_UNITS, saysCapacityAt, MEASURE_OF_UNIT, UNIT_ATTRIBUTES, UNIT_MEASURES, UNIT_SIZE } from '../../lexicon/attributes.ts';
import { MIN_YEAR, RECENT_YEARS } from '../../lexicon/time-rules.ts';
import { perSchema, perSchemaKeyed } from '../../schema-memo.ts';
import { addToList, remembered } from '../../multimap.ts';
import { AREA_OR_WHEREABOUTS_FIELD_WORDS, ARTICLES, BARE_COMPARATIVES, BE_FORMS, CLAUSE_BREAKS, COMPARISON_PHRASES, CONTENT_STOP_WORDS, HELD_QUANTITY_FIELD_WORDS, LOW_END_ADJECTIVES, MEASURE_WORDS, NAME_ENDINGS, OBSERVED_NAME_ENDINGS, OBSERVED_RESULT_WORDS, OBSERVED_VALUE_WORDS, PER_UNIT_LEADS, PERCENT_FIELD_WORDS, RATE_UNIT_SHORT_FORMS, PERIODIC_ADVERBS, POPULATION_PREPOSITIONS, QUANTITY_NOUNS, RELATIVE_PRONOUNS, STOP_WORDS, THRESHOLD_NOUNS, TIME_UNITS, UNIT_ROLES, VALUED_PREPOSITIONS, type ComparisonOp } from '../../lexicon/words.ts';
import { countFieldFor } from '../../ownership.ts';
import { KIND_FIELD_WORDS, REPETITION_ADVERBS, REPETITION_NOUN } from '../../lexicon/grouping.ts';
import { canonWord, derivationalStem, isPastParticiple } from '../../text.ts';
import { COMPARED_WITH, CONDITION_JOINS, INDEFINITE_ARTICLES } from '../../lexicon/function-words.ts';
import { collectionEndingAt, collectionMentionAt, collectionNamedBefore, mentionAfter, mentionAt, mentionBefore, mentionEndingAt, mentionStartingAt, numericLeaf } from '../../mentions.ts';
import { fieldWordsOf, impliedField, isMeasureField, isSchemaWord, leafWords, leavesHolding, namedByWord, resolveField, scoreFields, wordNamesField } from './field-resolver.ts';
import type { FilterProposal } from './proposal.ts';
import { numberedRecordsField, roleFieldBefore } from './entity-numbers.ts';
import { ownerIdField } from './quoted.ts';
import { namesYesOrNo } from './states.ts';
import { CONNECTORS, countedUnitField, holdsKey, isFreeNumber, leafNamed, leavesEndingIn, listValue, soleOrOwnedBy, storedCountOf } from './shared.ts';

const COMPARISON_PHRASE_ENTRIES = [...COMPARISON_PHRASES, ...ATTRIBUTE_COMPARATIVES].map(([p, op]) => [p.split(' '), op] as const);
export const matchComparison = phraseMatcher(COMPARISON_PHRASE_ENTRIES);
/** The words a phrase of comparison opens with: a question holding none says no comparison (matchComparison). */
export const COMPARISON_OPENERS: ReadonlySet<string> = new Set(COMPARISON_PHRASE_ENTRIES.map(([words]) => words[0]!));
/** Bounds written after the number: "20 or more", "10+". */
const TRAILING: ReadonlyArray<readonly [readonly string[], ComparisonOp]> = [
  [['or', 'more'], '$gte'], [['or', 'less'], '$lte'], [['or', 'fewer'], '$lte'], [['+'], '$gte'], [['plus'], '$gte'],
  [['or', 'above'], '$gte'], [['or', 'higher'], '$gte'], [['or', 'greater'], '$gte'], [['or', 'over'], '$gte'], [['and', 'above'], '$gte'],
  [['and', 'over'], '$gte'], [['or', 'below'], '$lte'], [['or', 'lower'], '$lte'], [['or', 'under'], '$lte'], [['and', 'below'], '$lte'],
  [['and', 'under'], '$lte'],
];
/** No trailing bound is the start of another: the matcher's longest-first reading finds the one the list would. */
export const matchTrailing = phraseMatcher(TRAILING);

/** Words linking a field named before a number to it: "a code of 2", "whose rank is 1", "status set to 1", "delayed by 30". */
const LINKING_WORDS = new Set(['of', 'is', 'are', 'was', 'were', 'equals', 'equal', 'to', 'set', 'exactly', 'by']);
const MAX_LINK = 3;

/** The field mention a number is linked to by linking words only ("a code of 2"), and where the mention ends. */
function linkedMentionBefore(ctx: EngineContext, i: number) {
  const adjacent = mentionEndingAt(ctx, i);
  if (adjacent) return adjacent;
  // "the names of 4 bakers": a number before a noun (not a unit) counts those things
  const next = ctx.tokens[i + 1];
  if (next?.kind === 'word' && !STOP_WORDS.has(next.text) && !CLAUSE_BREAKS.has(next.text) && !UNIT_ROLES.has(next.text) && !UNIT_ATTRIBUTES.has(next.text)) return undefined;
  for (let j = i - 1; j > 0 && j >= i - MAX_LINK; j--) {
    if (!LINKING_WORDS.has(ctx.tokens[j].text)) return undefined;
    const m = mentionEndingAt(ctx, j);
    if (m) return m;
  }
  return undefined;
}

/** How many linking words stand right before a bound ("is" in "mileage is over"): one or none. */
const linkBefore = (ctx: EngineContext, comparatorAt: number): number => LINKING_WORDS.has(ctx.tokens[comparatorAt - 1]?.text ?? '') ? 1 : 0;

/** A field said right before a bound ("mileage above", "mileage is over") is what it bounds, whatever the unit after. */
function namedRightBefore(ctx: EngineContext, comparatorAt: number): boolean {
  const m = mentionEndingAt(ctx, comparatorAt - linkBefore(ctx, comparatorAt));
  return !!m && !collectionMentionAt(ctx, m.from);
}

/** The field a physical unit measures, when the field named before is not already one it measures. */
function unitField(ctx: EngineContext, named: FieldEntry, unit: string): FieldEntry | null {
  const attributes = UNIT_ATTRIBUTES.get(unit) ?? [];
  return attributes.some((a) => named.canonWords.includes(a)) ? null : impliedField(ctx, attributes);
}

/** Each measure's units as field-name words (UNIT_MEASURES). */
const MEASURE_ENDINGS: ReadonlyMap<string, readonly string[]> = new Map([...UNIT_MEASURES].map(([measure, units]) => [measure, [...new Set(units.map(canonWord))]]));
/** A one-letter unit (`_s`, `_m`) ends a name only after another word: a name of one letter is no unit. */
const endsInUnitOf = (entry: FieldEntry, endings: readonly string[]): boolean => {
  const last = entry.canonWords.at(-1)!;
  return endings.includes(last) && (last.length > 1 || entry.canonWords.length > 1);
};
/** The schema's leaf fields whose name ends in a unit of the measure, in schema order; once per schema and measure. */
const leavesMeasuredIn = perSchemaKeyed((index: FieldIndex, measure: string): readonly FieldEntry[] => {
  const endings = MEASURE_ENDINGS.get(measure)!;
  return endings.flatMap((unit) => leavesEndingIn(index, unit)).filter((e) => endsInUnitOf(e, endings)).sort((a, b) => a.order - b.order);
});

const NOTHING_SAID: ReadonlySet<string> = new Set();
/** How far from the bound and its number a word still says which namesake is meant ("bids offering more than"). */
const NAMESAKE_REACH = 3;
/** Verb stems of the words around a comparison: "offering" says the `offered_` one, "bake" the `bakeMinutes`. */
function stemsNear(ctx: EngineContext, comparatorAt: number, numberAt: number): ReadonlySet<string> {
  const stems = new Set<string>();
  for (let k = Math.max(0, comparatorAt - NAMESAKE_REACH); k <= numberAt + NAMESAKE_REACH && k < ctx.tokens.length; k++) {
    const t = ctx.tokens[k]!;
    if (t.kind === 'word' && !STOP_WORDS.has(t.text)) stems.add(derivationalStem(t.canon));
  }
  return stems;
}

/**
 * "longer than 300 km" where `odometer_km` and `distance_km` both end in the unit: the one whose other words the
 * comparison implies ("longer" → distance), else the one whose other words the question says (in any form of the
 * word: "bake in under 20 min" → `bakeMinutes` over `restMinutes`), else the one the collection named in the
 * question keeps; null to keep the first. A unit of a measure after the number reaches the fields ending in any unit of
 * that measure ("longer than 2 hours" → `ride_secs`) when the field found is none and no field is named right
 * before the bound, the only one of them as well. Fields sharing the found one's last word (`existing_floors`,
 * `planned_floors`) are namesakes too.
 */
function unitNamesake(ctx: EngineContext, head: FieldEntry | null, comparatorAt: number, numberAt: number): Namesake | null {
  const unit = ctx.tokens[numberAt + 1];
  const measure = MEASURE_OF_UNIT.get(unit?.text ?? '');
  const endings = measure ? MEASURE_ENDINGS.get(measure)! : [];
  const byMeasure = !!measure && (head ? !endsInUnitOf(head, endings) && !namedRightBefore(ctx, comparatorAt) : true);
  const last = head?.canonWords.at(-1);
  const unitPath = byMeasure || (!!head && endsInUnitOf(head, endings));
  const namesakes = unitPath ? leavesMeasuredIn(ctx.index, measure!) : last ? leavesEndingIn(ctx.index, last) : [];
  const via = byMeasure ? UNIT_MEASURE : unitPath ? UNIT_NAMESAKE : SAID_NAMESAKE;
  if (byMeasure && namesakes.length === 1) return { entry: namesakes[0]!, via };
  if (namesakes.length < 2) return null;
  const implied = (ATTRIBUTE_WORDS.get(ctx.tokens[comparatorAt - 1]?.text ?? '') ?? ATTRIBUTE_WORDS.get(ctx.tokens[comparatorAt].text) ?? []).map(canonWord);
  // most comparisons follow no attribute word: nothing to filter by
  const byAttribute = implied.length ? namesakes.filter((e) => e.canonWords.some((w) => implied.includes(w))) : [];
  if (byAttribute.length === 1) return { entry: byAttribute[0]!, via };
  // "more than 200,000 km on the odometer": the one whose other words the question says
  const said = unitPath ? spokenCanons(ctx) : NOTHING_SAID;
  // the stems near are gathered the first time a namesake's word is not said whole
  let near: ReadonlySet<string> | undefined;
  const saidBefore = (e: FieldEntry): boolean => {
    // the words before the shared last one, indexed: asked of every namesake
    for (let k = 0; k < e.canonWords.length - 1; k++) {
      const w = e.canonWords[k]!;
      if (said.has(w) || (near ??= stemsNear(ctx, comparatorAt, numberAt)).has(derivationalStem(w))) return true;
    }
    return false;
  };
  const bySaid = namesakes.filter(saidBefore);
  if (bySaid.length === 1) return { entry: bySaid[0]!, via };
  // several said, the field found among them: it stays
  if (head && bySaid.includes(head)) return null;
  const owners = new Set(ctx.collectionMentions.map((m) => m.collection));
  const owned = namesakes.filter((e) => owners.has(ctx.owners.ownerOf.get(e) ?? ''));
  return owned.length === 1 ? { entry: owned[0]!, via } : null;
}

/**
 * "at least 20 kg of cargo", "over 5 litres of fuel": a unit word after the number, then "of" and a field measured
 * in it. A word that counts or sorts things ("5 kinds of cheese") or is a word of a field's name ("12 weeks of leave"
 * on weeks_taken) is no unit.
 */
function measuredAfterUnit(ctx: EngineContext, numberAt: number): FieldEntry | null {
  const unit = ctx.tokens[numberAt + 1];
  if (unit?.kind !== 'word' || ctx.tokens[numberAt + 2]?.text !== 'of' || QUANTITY_NOUNS.has(unit.text) || STOP_WORDS.has(unit.text) || isSchemaWord(ctx.index, unit.canon)) return null;
  const m = mentionStartingAt(ctx, numberAt + 3);
  return m && !m.entry.children.length && !collectionMentionAt(ctx, m.from) ? m.entry : null;
}

const PERCENT_SIGN = '%';

/** The field a compared number belongs to, and whether a measure noun said before the bound chose it. */
interface NumberTarget {
  readonly entry: FieldEntry;
  readonly measureNoun: boolean;
  /** an amount for each hour, day or month, kept in the field named by that period (periodicField) */
  readonly periodic?: boolean;
  /** the one field of a named list's records ending in the unit said after the number (unitLeafUnder) */
  readonly listUnit?: boolean;
  /** the field ending in the attribute a counting unit after the number names (countedUnitField) */
  readonly countedUnit?: boolean;
  /** the one field named by the stem of the verb right before the bound (verbStemField) */
  readonly verbStem?: boolean;
  /** the named records' one field carrying the noun said after the number (namedRecordsNamesake) */
  readonly namedRecords?: boolean;
  /** the principal sum of a list of records named right before the bound (listMoney) */
  readonly listSum?: boolean;
  /** the one leaf storing a count of the plain noun said after the number (storedCountOf) */
  readonly storedCount?: boolean;
}

/**
 * "shops with more than 500 tokens" where the shops keep `tokensHeld` and sales `tokensGiven`: a noun after the
 * number that named a field of other records is, when the records named before the bound keep exactly one
 * quantity with that word in its name, that one: the number is what those records have.
 */
function namedRecordsNamesake(ctx: EngineContext, head: FieldEntry, noun: Token, comparatorAt: number, numberAt: number): FieldEntry | null {
  const named = collectionNamedBefore(ctx, comparatorAt)?.collection;
  // a unit of measure ("9000 km") says how the number is measured, which unitNamesake reads
  if (!named || ctx.owners.ownerOf.get(head) === named || MEASURE_OF_UNIT.has(noun.text)) return null;
  const own = ctx.index.entries.filter((e) => !e.children.length && ctx.owners.ownerOf.get(e) === named && e.canonWords.includes(noun.canon)
    && !isIdField(e) && !holdsKey(e) && holdsQuantity(e, ctx.tokens[numberAt]!.value!));
  return own.length === 1 ? own[0]! : null;
}
const plainTarget = (entry: FieldEntry | null): NumberTarget | null => entry && { entry, measureNoun: false };

/** The principal money leaf among an embedded list's own leaves (PRINCIPAL_MONEY_WORDS), or none. */
const listMoney = (list: FieldEntry): FieldEntry | null => principalMoneyOf(list.children.filter((c) => !c.children.length && !isIdField(c) && !holdsKey(c) && c.ownWords.some((w) => MONEY_WORDS.includes(w))));

/**
 * "crates with parcels over 20 kg" on `parcels.weightKg`: a list of records named before the bound is compared on
 * the one field of its records whose name ends in the unit said after the number.
 */
function unitLeafUnder(index: FieldIndex, list: FieldEntry, unit: Token | undefined): FieldEntry | null {
  if (!list.children.length || unit?.kind !== 'word') return null;
  const leaves = leavesEndingIn(index, unit.canon).filter((e) => e.name.startsWith(`${list.name}.`));
  return leaves.length === 1 ? leaves[0]! : null;
}

/**
 * Field a number refers to: the head of the noun phrase right after it ("50 comments", "1000 customer votes",
 * "50 verified buyer reviews"), a unit ("150 minutes"), or the field named before the comparison; `measureNoun` when
 * a measure noun right before the bound chose it over the field the other words name best.
 */
function numberTarget(ctx: EngineContext, comparatorAt: number, numberAt: number): NumberTarget | null {
  let head: FieldEntry | null = null;
  for (let j = numberAt + 1; j < ctx.tokens.length && j <= numberAt + 4; j++) {
    const t = ctx.tokens[j];
    // "over 15.5% moisture": the percent sign is the number's unit, the noun after it says what the number measures
    if (j === numberAt + 1 && t.text === PERCENT_SIGN) continue;
    // "below 50 across all account types": a preposition opens a phrase of its own, no noun of the number's
    if (t.kind !== 'word' || STOP_WORDS.has(t.text) || CLAUSE_BREAKS.has(t.text) || POPULATION_PREPOSITIONS.has(t.text)) {
      // "more than 5 items" on `item_count`: a noun too plain to name a field alone still names the one count stored of it
      const stored = !head && j === numberAt + 1 && CONTENT_STOP_WORDS.has(t.text) ? storedCountOf(ctx.index, t.canon) : null;
      if (stored) return { entry: stored, measureNoun: false, storedCount: true };
      break;
    }
    const m = mentionStartingAt(ctx, j);
    // "50 comments" names a collection, and also the field that counts it (num_comments)
    const counts = m && (m.kind === 'full' || isCountField(m.entry));
    // "mileage above 100,000 km", "a delay over 30 minutes": a unit alone names no field over the one said right before the bound
    if (m && m.kind === 'suffix' && m.to === j + 1 && (PHYSICAL_UNITS.has(t.text) || UNIT_ROLES.has(t.text)) && namedRightBefore(ctx, comparatorAt)) break;
    if (m && (!collectionMentionAt(ctx, j) || counts)) {
      head = numericLeaf(m.entry);
      const owned = m.kind === 'full' || m.to - m.from > 1 ? null : namedRecordsNamesake(ctx, head, t, comparatorAt, numberAt);
      if (owned) return { entry: owned, measureNoun: false, namedRecords: true };
      j = m.to - 1;
    } else if (!m && collectionMentionAt(ctx, j)) {
      // "more than 50 customer reviews": records of a collection counted by a field
      head = countFieldFor(ctx.index, collectionMentionAt(ctx, j)!.collection);
      break;
    }
  }
  if (head) return plainTarget(head);
  const unitHolder = unitWordHolder(ctx, comparatorAt, numberAt);
  if (unitHolder) return plainTarget(unitHolder);
  const periodic = periodicField(ctx, numberAt);
  if (periodic) return { entry: periodic, measureNoun: false, periodic: true };
  const unit = ctx.tokens[numberAt + 1];
  const role = unit ? UNIT_ROLES.get(unit.text) : undefined;
  // "a delay over 30 minutes": the unit's role stands for a field only when none is named right before the bound
  if (role && ctx.index.roleField(role) && !namedRightBefore(ctx, comparatorAt)) return plainTarget(ctx.index.roleField(role));
  // "earn more than 100k", "weigh over 5": a verb or adjective right before the comparison names the attribute
  const wordBefore = ctx.tokens[comparatorAt - 1];
  const saidAt = wordBefore && impliedAttributes(wordBefore) ? comparatorAt - 1 : comparatorAt;
  const implied = impliedAttributes(ctx.tokens[saidAt]);
  // "fuel cost more than 200": the word ends a field named in full there, which it is
  const own = implied ? mentionAt(ctx, saidAt) : undefined;
  if (own && own.kind === 'full' && own.to - own.from > 1 && own.to === saidAt + 1) return plainTarget(numericLeaf(own.entry));
  const attribute = implied && impliedField(ctx, implied);
  if (attribute) return plainTarget(attribute);
  const verbed = verbStemField(ctx, comparatorAt - 1, false);
  if (verbed) return { entry: verbed, measureNoun: false, verbStem: true };
  const before = mentionBefore(ctx, comparatorAt, 6) ?? relativeAntecedent(ctx, comparatorAt);
  // "the points of athletes over 190 centimeters": a length or weight unit names its attribute over the field before
  const measured = before && !namedRightBefore(ctx, comparatorAt) && PHYSICAL_UNITS.has(unit?.text ?? '') ? unitField(ctx, before.entry, unit!.text) : null;
  if (measured) return plainTarget(measured);
  // "marinas with more than 40 berths", "matches that drew over 10k spectators": a noun counting what is held or drawn names its attribute
  const counted = namedRightBefore(ctx, comparatorAt) ? null : countedUnitField(ctx.index, unit);
  if (counted) return { entry: counted, measureNoun: false, countedUnit: true };
  // a field named exactly stays the field even where a pack also calls a collection by that word ("salary")
  if (before?.kind === 'full') {
    const listUnit = unitLeafUnder(ctx.index, before.entry, unit);
    if (listUnit) return { entry: listUnit, measureNoun: false, listUnit: true };
    // "accounts with transfers below 3000": a bare number said of a list of records is on their own sum
    const listSum = before.to === comparatorAt && bareNumber(ctx, numberAt) ? listMoney(before.entry) : null;
    return listSum ? { entry: listSum, measureNoun: false, listSum: true } : plainTarget(numericLeaf(before.entry));
  }
  const named = before && !collectionMentionAt(ctx, before.from) ? numericLeaf(before.entry) : null;
  const money = named || !saysMoney(ctx, numberAt) ? null : moneyField(ctx, comparatorAt);
  if (money) return plainTarget(money);
  // "older than 46", "32 years old", "a weight higher than 2,500": the words around say which attribute, unless
  // a field named by part of its name is as well named
  const pick = (spoken: readonly string[]): FieldEntry | null => {
    const units = [...UNIT_ATTRIBUTES.get(ctx.tokens[numberAt + 1]?.text ?? '') ?? [], ...spoken];
    const scores = scoreFields(ctx, comparatorAt, numberAt + 1, 'quantity', units);
    let best: FieldEntry | null = named;
    let bestScore = named ? (scores.get(named) ?? 0) + NAMED_MARGIN : MIN_QUANTITY_SCORE;
    for (const [entry, score] of scores) {
      if (score > bestScore && !recordKey(ctx, entry)) {
        best = entry;
        bestScore = score;
      }
    }
    // "invoices of at least 2.5 million": a large sum with nothing else said is money
    return best ?? (MULTIPLIERS.has(ctx.tokens[numberAt + 1]?.text ?? '') ? moneyField(ctx, comparatorAt) : null);
  };
  // "kilns with temperatures above 900": a measure noun right before the bound, naming no field itself, adds the names of its attribute
  const spoken = measureNounAttributes(ctx, comparatorAt);
  const entry = pick(spoken);
  return entry && { entry, measureNoun: spoken.length > 0 && pick([]) !== entry };
}

/**
 * "grade A proposals requesting more than 20 hours" beside `hours_requested`: a unit of measure after the number that
 * is a word of one quantity's name (anywhere in it; of several, the one whose other words are said near) binds the
 * number to that quantity over a field named further back. A field named right before the bound keeps the number
 * ("mileage above 100,000 km") unless it is one of them. A one-letter unit is too loose a word to name a field.
 */
function unitWordHolder(ctx: EngineContext, comparatorAt: number, numberAt: number): FieldEntry | null {
  const unit = ctx.tokens[numberAt + 1];
  if (unit?.kind !== 'word' || unit.text.length < 2 || !MEASURE_OF_UNIT.has(unit.text)) return null;
  const holders = ctx.index.entries.filter((e) => !e.children.length && !isIdField(e) && !holdsKey(e) && e.canonWords.includes(unit.canon));
  if (namedRightBefore(ctx, comparatorAt)) {
    const said = mentionEndingAt(ctx, comparatorAt - (LINKING_WORDS.has(ctx.tokens[comparatorAt - 1]?.text ?? '') ? 1 : 0))!.entry;
    return holders.includes(said) ? said : null;
  }
  if (holders.length < 2) return holders[0] ?? null;
  // `hours_requested` beside `hours_awarded`: the one whose other words the words around say, in any form ("requesting")
  const near = stemsNear(ctx, comparatorAt, numberAt);
  const said = holders.filter((e) => e.canonWords.some((w) => w !== unit.canon && near.has(derivationalStem(w))));
  return said.length === 1 ? said[0]! : null;
}

/** How far before "that is" a field named may still be what the clause bounds ("a total score that is"). */
const ANTECEDENT_REACH = 3;

/**
 * "a total score that is more than 300": a bound opening a relative clause ("that is", "which was") is said of the
 * field named right before the clause, not of the records; none when records are named there instead.
 */
function relativeAntecedent(ctx: EngineContext, comparatorAt: number): FieldMention | undefined {
  const pronounAt = comparatorAt - 2;
  if (!BE_FORMS.has(ctx.tokens[comparatorAt - 1]?.text ?? '') || !RELATIVE_PRONOUNS.has(ctx.tokens[pronounAt]?.text ?? '')) return undefined;
  const antecedent = mentionBefore(ctx, pronounAt, ANTECEDENT_REACH);
  return antecedent && !collectionMentionAt(ctx, antecedent.from) ? antecedent : undefined;
}

/**
 * "soil samples above 6.5": with nothing said of what the number measures, the records named last before
 * the comparison are compared on the one field of theirs called by a measure word alone (`value`, `amount`).
 */
function plainMeasureOf(ctx: EngineContext, comparatorAt: number): FieldEntry | null {
  const named = collectionNamedBefore(ctx, comparatorAt)?.collection;
  const plain = named ? ctx.index.entries.filter((e) => !e.children.length && ctx.owners.ownerOf.get(e) === named
    && fieldWordsOf(e).length === 1 && MEASURE_WORDS.has(fieldWordsOf(e)[0]!)) : [];
  return plain.length === 1 ? plain[0]! : null;
}

/**
 * "orders over 500" beside `orderNo`: a key whose words only name records (its own or others') identifies them and is
 * no quantity a bare number is compared with; ids are compared when said ("ids between"). A `level_number` measures.
 */
const recordKey = (ctx: EngineContext, entry: FieldEntry): boolean =>
  holdsKey(entry) && fieldWordsOf(entry).slice(0, -1).every((w) => ctx.collectionKeys.has(w));

/** The attributes a measure noun right before the bound names, when it names no field itself ("temperatures above"). */
function measureNounAttributes(ctx: EngineContext, comparatorAt: number): readonly string[] {
  const noun = ctx.tokens[comparatorAt - 1];
  return noun?.kind === 'word' && !mentionAt(ctx, comparatorAt - 1) ? MEASURED_ATTRIBUTES.get(noun.canon) ?? [] : [];
}

/** Stems shorter than this name no field by themselves ("run", "pay" stay with their tables). */
const MIN_VERB_STEM = 4;
/** Per schema, the words of its leaves' names by their verb stem; only stems long enough to be asked for (MIN_VERB_STEM). */
const leafWordsByStem = perSchema((index: FieldIndex): ReadonlyMap<string, readonly string[]> => {
  const byStem = new Map<string, string[]>();
  for (const word of leafWords(index)) {
    const stem = derivationalStem(word);
    if (stem.length >= MIN_VERB_STEM) addToList(byStem, stem, word);
  }
  return byStem;
});

/**
 * The measure leaves with a word of the verb stem `stem` in their names (`refillCount` for refill and for count), in
 * schema order; per schema and stem asked (one some leaf holds), from the leaves of each word of that stem.
 */
const leavesOfStem = perSchemaKeyed((index: FieldIndex, stem: string): readonly FieldEntry[] => {
  const leaves = new Set<FieldEntry>();
  for (const word of leafWordsByStem(index).get(stem)!) for (const e of leavesHolding(index, word)) if (!isIdField(e) && !holdsKey(e)) leaves.add(e);
  return [...leaves].sort((a, b) => a.order - b.order);
});

/**
 * "prescriptions refilled more than twice", "tents that sleep 6 or more", "bids offering over 40": a verb right before
 * the bound names the one leaf whose name holds a word of its stem (`refillCount`, `sleeps`); a repetition adverb asks
 * for a count (`countOnly`). None when several or no field do, or the word names a collection or (but for a count) a field.
 */
function verbStemField(ctx: EngineContext, at: number, countOnly: boolean): FieldEntry | null {
  const t = ctx.tokens[at];
  if (!t || t.kind !== 'word' || STOP_WORDS.has(t.text) || ctx.roles[at] !== undefined || collectionMentionAt(ctx, at)) return null;
  const stem = derivationalStem(t.canon);
  if (stem.length < MIN_VERB_STEM) return null;
  // (most stems name no leaf: asked first, so the per-stem table only keeps stems some leaf holds)
  if (!leafWordsByStem(ctx.index).has(stem)) return null;
  const found = leavesOfStem(ctx.index, stem).filter((e) => !countOnly || isCountField(e));
  // a word naming a field reads as that field elsewhere; a count asked by a repetition adverb has no other reading
  const named = mentionAt(ctx, at)?.entry;
  return found.length === 1 && (!named || (countOnly && named === found[0])) ? found[0]! : null;
}

/** The period adverbs as field-name words (`hourly` → hour). */
const PERIODIC_UNITS: ReadonlyMap<string, string | undefined> = new Map([...PERIODIC_ADVERBS].map((w) => [canonWord(w), TIME_UNITS.get(w)]));

/**
 * "facilities over $40 an hour", "staff paid 3k dollars per month": an amount for each hour, day or month is kept in
 * the field named by that period's adverb (`HourlyRate`, `monthly_fee`), when the schema has one.
 */
function periodicField(ctx: EngineContext, numberAt: number): FieldEntry | null {
  const { tokens } = ctx;
  let k = numberAt + 1;
  if (MULTIPLIERS.has(tokens[k]?.text ?? '')) k++;
  if (CURRENCY_UNITS.has(tokens[k]?.text ?? '')) k++;
  const said = tokens[k + 1]?.text ?? '';
  const unit = PER_UNIT_LEADS.has(tokens[k]?.text ?? '') ? TIME_UNITS.get(said) ?? RATE_UNIT_SHORT_FORMS.get(said) : undefined;
  return unit ? periodicLeaf(ctx.index, unit) : null;
}
/** The first leaf named by a time unit's adverb (`HourlyRate` for hour); once per schema and unit. */
const periodicLeaf = perSchemaKeyed((index: FieldIndex, unit: string): FieldEntry | null =>
  index.entries.find((e) => !e.children.length && e.canonWords.some((w) => PERIODIC_UNITS.get(w) === unit)) ?? null);

/** "$1,000", "€50", "50 dollars", "3k euros", "2 million dollars", "over 40k": the number is written as money. */
function saysMoney(ctx: EngineContext, numberAt: number): boolean {
  if (/^[$€£]/.test(ctx.tokens[numberAt].raw) || THOUSANDS_SUFFIXED.test(ctx.tokens[numberAt].raw)) return true;
  const unitAt = MULTIPLIERS.has(ctx.tokens[numberAt + 1]?.text ?? '') ? numberAt + 2 : numberAt + 1;
  return CURRENCY_UNITS.has(ctx.tokens[unitAt]?.text ?? '');
}

const MONEY_WORDS = CURRENCY_ATTRIBUTES.map(canonWord);

/**
 * The field a sum of money is compared with: among the schema's money fields, one of the records named last before
 * the comparison ("invoices over $500" on an invoice's amount rather than an order's total), the likeliest word
 * first; else the schema's likeliest money field.
 */
function moneyField(ctx: EngineContext, comparatorAt: number): FieldEntry | null {
  return namedRecordsMoney(ctx, comparatorAt) ?? impliedField(ctx, CURRENCY_ATTRIBUTES);
}

/**
 * The money field listed nearest the field said (its sibling in the schema's order, same owner): the field said tells
 * which records the sum is about when ownership does not ("1998 vintage ports below £30": the bottle's price, listed
 * beside its vintage, not an order's total listed further on).
 */
function nearestMoney(ctx: EngineContext, said: FieldEntry): FieldEntry | null {
  const owner = ctx.owners.ownerOf.get(said);
  let best: FieldEntry | null = null;
  for (const e of ctx.index.entries) {
    if (e.children.length || e.parent !== said.parent || ctx.owners.ownerOf.get(e) !== owner || isIdField(e) || !e.canonWords.some((w) => MONEY_WORDS.includes(w))) continue;
    if (!best || Math.abs(e.order - said.order) < Math.abs(best.order - said.order)) best = e;
  }
  return best;
}

/** A number written with a thousands letter ("40k"): a sum of money when no unit follows. "12m" may be metres or minutes as well as millions: no sign of money. */
const THOUSANDS_SUFFIXED = /\d[kK]$/;
/** A number with letters written on it ("12m", "40k"): a unit's or a multiplier's. */
const UNIT_LETTERED = /\d\p{L}+$/u;

/** A money field's words, in the order a record's principal sum is looked for: its total first, then MONEY_WORDS. */
const PRINCIPAL_MONEY_WORDS = [...new Set([canonWord('total'), ...MONEY_WORDS])];
/** Whether a leaf sits inside an embedded list of records (an order's lines), rather than on the record itself. */
const insideList = (e: FieldEntry): boolean => e.depth > 1;
/** The likeliest money field among some, by PRINCIPAL_MONEY_WORDS, in schema order. */
function principalMoneyOf(entries: readonly FieldEntry[]): FieldEntry | null {
  for (const word of PRINCIPAL_MONEY_WORDS) {
    const found = entries.find((e) => e.canonWords.includes(word));
    if (found) return found;
  }
  return null;
}

/**
 * The money field of the records named last before the comparison: one of the record itself before one of its embedded
 * lines (an order's total over a line's unit price), its total first; none when they keep none. When the records keep
 * money only on their embedded lines, the money leaves listed right after the lines, before the next key, are the
 * record's own ("items.unitPrice, totalAmount": the total closes the record the lines belong to).
 */
function namedRecordsMoney(ctx: EngineContext, comparatorAt: number): FieldEntry | null {
  const named = collectionNamedBefore(ctx, comparatorAt)?.collection;
  return named ? recordsMoney(ctx, named) : null;
}

/** A collection's principal money field (namedRecordsMoney), or none. */
function recordsMoney(ctx: EngineContext, named: string): FieldEntry | null {
  const money = ctx.index.entries.filter((e) => !e.children.length && !isIdField(e) && !holdsKey(e) && ctx.owners.ownerOf.get(e) === named && e.canonWords.some((w) => MONEY_WORDS.includes(w)));
  const own = principalMoneyOf(money.filter((e) => !insideList(e)));
  if (own) return own;
  const line = principalMoneyOf(money);
  return (line && closingMoney(ctx.index, line)) ?? line;
}

/** The top-level money leaves listed right after the embedded list holding `line`, before the next key: the likeliest of them. */
function closingMoney(index: FieldIndex, line: FieldEntry): FieldEntry | null {
  const list = `${line.name.slice(0, line.name.indexOf('.'))}.`;
  const after: FieldEntry[] = [];
  let k = line.order + 1;
  while (k < index.entries.length && index.entries[k]!.name.startsWith(list)) k++;
  for (; k < index.entries.length; k++) {
    const e = index.entries[k]!;
    if (insideList(e) || e.children.length || isIdField(e) || holdsKey(e)) break;
    if (e.canonWords.some((w) => MONEY_WORDS.includes(w))) after.push(e);
  }
  return principalMoneyOf(after);
}

/**
 * A number with a multiplier after it ("2.5 million") is that many times larger, unless the field already counts in
 * that unit (`Turnover_in_Millions`); a number said in a unit of the measure the field's name ends in is restated in
 * the field's unit (unitRatio).
 */
function multiplier(ctx: EngineContext, numberAt: number, field: FieldEntry): number {
  const word = ctx.tokens[numberAt + 1]?.text ?? '';
  const times = MULTIPLIERS.get(word);
  if (!times) return unitRatio(word, field);
  return !field.canonWords.includes(canonWord(word.replace(/s$/, ''))) && !field.canonWords.includes(canonWord(word)) ? times : 1;
}

/** Each unit's size by its field-name form too (`secs`, `hrs` as the field index reads them). */
const UNIT_SIZE_BY_CANON: ReadonlyMap<string, number> = new Map([...UNIT_SIZE].map(([unit, size]) => [canonWord(unit), size]));
/** Significant digits kept when restating a number in another unit (5 pounds are 2.26796185 kg, not 2.2679618500000003). */
const RESTATED_DIGITS = 12;
const restated = (value: number, times: number): number => (times === 1 ? value : Number((value * times).toPrecision(RESTATED_DIGITS)));

/** "2 hours" on `ride_secs`: how many of the field's unit one of the unit said is; 1 when either is no unit, or they measure different things. */
function unitRatio(said: string, field: FieldEntry): number {
  const kept = field.canonWords.at(-1)!;
  const measure = MEASURE_OF_UNIT.get(said);
  if (!measure || !endsInUnitOf(field, MEASURE_ENDINGS.get(measure)!)) return 1;
  return restated(UNIT_SIZE.get(said)!, 1 / (UNIT_SIZE_BY_CANON.get(kept) ?? UNIT_SIZE.get(said)!));
}
const scaled = (ctx: EngineContext, numberAt: number, field: FieldEntry): number => restated(ctx.tokens[numberAt].value!, multiplier(ctx, numberAt, field));

/** "between 1 and 2 million": the multiplier said after the upper end applies to both ends. */
function scaledRange(ctx: EngineContext, a: number, b: number, field: FieldEntry): { $gte: number; $lte: number } {
  const high = multiplier(ctx, b, field);
  const low = multiplier(ctx, a, field);
  return { $gte: restated(ctx.tokens[a].value!, low === 1 ? high : low), $lte: restated(ctx.tokens[b].value!, high) };
}


/** A stage kept in words (`bid_stage`, `repair_state`): a label, never a compared number. */
const labelsStage = (field: FieldEntry): boolean => STAGE_FIELD_ENDINGS.has(field.canonWords.at(-1)!);

/** A kind's code or description (`vendor_type_cd`, `org_class_desc`): a label of what the records are, never an amount. */
const labelsKindCode = (field: FieldEntry): boolean => KIND_FIELD_WORDS.has(field.canonWords.at(-2) ?? '') && !isMeasureField(field);
/** The area or whereabouts words a field's last word may be (`city`, `region`, `location`), in canonical form. */
const AREA_OR_WHEREABOUTS_CANON: ReadonlySet<string> = new Set([...AREA_OR_WHEREABOUTS_FIELD_WORDS].map(canonWord));
/**
 * A kind (`room_type`) or an area (`depot_city`): a label of what or where the records are, which a number the question
 * inferred a field for does not compare ("holders with more than 20 <records>"); a field said right before the bound
 * ("hulls with size class over 5") is compared as said.
 */
const labelsKindOrArea = (field: FieldEntry): boolean =>
  (KIND_FIELD_WORDS.has(field.canonWords.at(-1)!) || AREA_OR_WHEREABOUTS_CANON.has(field.canonWords.at(-1)!)) && !isMeasureField(field);

/**
 * Whether a compared number can be a value of the field: an identifier, a name, a status, a kind's code, a stage or a
 * yes/no field holds no quantity (a comparison on an identifier says "id", which idTarget reads; a code or a number may
 * be a quantity, "level number 5"); a kind or an area (labelsKindOrArea) holds none unless the field was `said` right
 * before the bound ("size class over 5"); and a date or a year is compared with a year, never with a count or an amount.
 */
function holdsQuantity(field: FieldEntry, value: number, said = false): boolean {
  const last = field.canonWords[field.canonWords.length - 1];
  if (last === 'id' || NAME_ENDINGS.has(last) || isStatusField(field) || namesYesOrNo(field) || labelsKindCode(field) || labelsStage(field)) return false;
  if (!said && labelsKindOrArea(field)) return false;
  return !(field.canonWords.includes('date') || namesCalendarYear(field)) || (Number.isInteger(value) && value >= MIN_YEAR && value <= RECENT_YEARS.to);
}

/** Evidence suffix of a comparison moved off a field that cannot hold its number. */
const MOVED_TO_QUANTITY_FIELD = '+holds-quantity';
/** Evidence suffix of a comparison moved to another field ending in the same unit (unitNamesake). */
const UNIT_NAMESAKE = '+unit-namesake';
/** Evidence suffix of a comparison moved to the field ending in a unit of the measure said after the number. */
const UNIT_MEASURE = '+unit-measure';
/** Evidence suffix of a comparison moved to the field sharing the last word whose other word is said near it. */
const SAID_NAMESAKE = '+said-namesake';
/** The field unitNamesake chose, and the evidence suffix saying how. */
interface Namesake {
  readonly entry: FieldEntry;
  readonly via: string;
}
/** Evidence of a field a measure noun right before the bound chose (measureNounAttributes). */
const MEASURE_NOUN = '+measure-noun';
/** Evidence of a field a counting unit after the number named (countedUnitField). */
const COUNTED_UNIT = '+counted-unit';
/** Evidence of a field the stem of the verb before the bound named (verbStemField). */
const VERB_STEM = '+verb-stem';
/** Evidence of the one count stored of a plain noun after the number (storedCountOf). */
const STORED_COUNT = '+stored-count';
/** Evidence of the count of things a passive verb after the number was done to (passiveCountField). */
const PASSIVE_COUNT = '+passive-count';

/**
 * The field a compared number belongs to (numberTarget); when that one cannot hold it, the measure the words around
 * name best among those that can (boats with over three cabins: not a charter's start date), or none.
 */
function comparedField(ctx: EngineContext, comparatorAt: number, numberAt: number): { entry: FieldEntry; refitted: boolean; ownMoney?: boolean; namesake?: string; measureNoun?: boolean; periodic?: boolean; listUnit?: boolean; countedUnit?: boolean; verbStem?: boolean; namedRecords?: boolean; listSum?: boolean; storedCount?: boolean } | null {
  const found = numberTarget(ctx, comparatorAt, numberAt);
  const namesake = unitNamesake(ctx, found?.entry ?? null, comparatorAt, numberAt);
  const target = namesake?.entry ?? found?.entry ?? null;
  const value = ctx.tokens[numberAt].value!;
  if (!target || holdsQuantity(target, value, mentionEndingAt(ctx, comparatorAt - linkBefore(ctx, comparatorAt))?.entry === target)) return target && { entry: target, refitted: false, namesake: namesake && namesake.entry !== found?.entry ? namesake.via : undefined, measureNoun: found?.measureNoun, periodic: found?.periodic, listUnit: found?.listUnit, countedUnit: found?.countedUnit, verbStem: found?.verbStem, namedRecords: found?.namedRecords, listSum: found?.listSum, storedCount: found?.storedCount };
  const units = UNIT_ATTRIBUTES.get(ctx.tokens[numberAt + 1]?.text ?? '') ?? [];
  // a kind (`transfer_type`) near the records' word is a label, not the quantity a key could not hold ("3 plan types"
  // names its own count instead)
  const refit = resolveField(ctx, comparatorAt, numberAt + 1, 'quantity', units, MIN_QUANTITY_SCORE, (e) => !holdsQuantity(e, value) || KIND_FIELD_WORDS.has(e.canonWords[e.canonWords.length - 1]!));
  if (refit) return { entry: refit.entry, refitted: true };
  // "unpaid invoices over 500": a status of the records named holds no sum; the records' own money field does
  const money = isStatusField(target) || labelsStage(target) ? namedRecordsMoney(ctx, comparatorAt) : null;
  if (money) return { entry: money, refitted: true, ownMoney: true };
  // "1998 vintage ports below £30": a sum of money the field named (a year) cannot hold is on the money field
  const spent = saysMoney(ctx, numberAt) ? namedRecordsMoney(ctx, comparatorAt) ?? nearestMoney(ctx, target) : null;
  return spent && { entry: spent, refitted: true, namesake: '+money-beside-field' };
}

/**
 * "halls able to accommodate more than 80 guests", "classrooms which can seat 50 to 100": after a verb of holding,
 * the number is the holder's capacity field, unless the words after the number name a field of their own
 * ("hold over 5 liters of fuel" on fuel_liters).
 */
function heldCapacity(ctx: EngineContext, comparatorAt: number, numberAt: number): FieldEntry | null {
  if (!saysCapacityAt(ctx.tokens, comparatorAt - 1)) return null;
  const after = mentionStartingAt(ctx, numberAt + 1);
  if (after && !after.entry.children.length && !collectionMentionAt(ctx, numberAt + 1)) return null;
  return impliedField(ctx, CAPACITY_ATTRIBUTES);
}

/** Words between an identifier and the comparison on it ("ids between", "whose ID is between", "IDs falling between"). */
const ID_COMPARISON_LINKS = new Set(['is', 'are', 'was', 'were', 'fall', 'falls', 'falling', 'ranging', 'range', 'ranges', 'that', 'which']);
const ID_LOOKBACK = 4;
const ID_PLURALS = new Set(['ids', 'identifiers']);

/**
 * "shoppers with ids between 30 and 45": a comparison on the identifier named just before it is on the entity's id field;
 * one on records "numbered" just before it on the field identifying them (numberedRecordsField).
 */
function idTarget(ctx: EngineContext, comparatorAt: number, numberAt: number): FieldEntry | null {
  const numbered = numberedRecordsField(ctx, comparatorAt - 1);
  if (numbered) return numbered;
  for (let j = comparatorAt - 1; j >= 0 && j >= comparatorAt - ID_LOOKBACK; j--) {
    if (ctx.tokens[j].canon === 'id' || ID_PLURALS.has(ctx.tokens[j].text)) return ownerIdField(ctx, j, numberAt);
    if (!ID_COMPARISON_LINKS.has(ctx.tokens[j].text)) return null;
  }
  return null;
}

/** Where a compared number goes when no word right before it names a field, and how it got there. */
interface ComparisonTarget {
  readonly entry: FieldEntry;
  /** a verb of holding made it the holder's capacity */
  readonly held: boolean;
  /** moved from the field the words name to a sibling that holds a quantity */
  readonly refitted: boolean;
  /** moved off the records' status to their own money field (namedRecordsMoney) */
  readonly ownMoney?: boolean;
  /** the evidence suffix of a namesake chosen over the field found (unitNamesake) */
  readonly namesake?: string;
  /** named after the unit and "of" (measuredAfterUnit) */
  readonly unitOf?: boolean;
  /** chosen by a measure noun right before the bound (measureNounAttributes) */
  readonly measureNoun?: boolean;
  /** an amount for each period, in the field named by the period (periodicField) */
  readonly periodic?: boolean;
  /** the one observation value, bounded right after what was observed (observedValueBefore) */
  readonly observed?: boolean;
  /** the one field of a named list's records ending in the unit (unitLeafUnder) */
  readonly listUnit?: boolean;
  /** the field ending in the attribute a counting unit names (countedUnitField) */
  readonly countedUnit?: boolean;
  /** the one field the stem of the verb before the bound names (verbStemField) */
  readonly verbStem?: boolean;
  /** the named records' one field carrying the noun after the number (namedRecordsNamesake) */
  readonly namedRecords?: boolean;
  /** the records' field called by a measure word alone, nothing else said (plainMeasureOf) */
  readonly plainMeasure?: boolean;
  /** the principal sum of a list of records named right before the bound (listMoney) */
  readonly listSum?: boolean;
  /** a bare number right after the records named, on their principal sum (bareSumOfRecords) */
  readonly recordsSum?: boolean;
  /** a bare number right after records called by a word the schema does not know (describedRecordsSum) */
  readonly describedSum?: boolean;
  /** the one leaf storing a count of the plain noun after the number (storedCountOf) */
  readonly storedCount?: boolean;
  /** how many things a verb in the passive after the number was done to (passiveCountField) */
  readonly passiveCount?: boolean;
}

const HELD_QUANTITY_CANON: ReadonlySet<string> = new Set([...HELD_QUANTITY_FIELD_WORDS].map(canonWord));
/** Per schema: the leaves named by a held-quantity word alone (`qty`, `quantity`), which name nothing else they count. */
const heldQuantityLeaves = perSchema((index: FieldIndex): readonly FieldEntry[] =>
  index.entries.filter((e) => !e.children.length && e.ownWords.length === 1 && HELD_QUANTITY_CANON.has(e.ownWords[0]!) && !isIdField(e) && !holdsKey(e)));

/**
 * "digs where over 12 were unearthed": a number with no noun before the bound nor after it, then a verb in the passive,
 * counts the things done to, which the records keep in the leaf the participle or its stem names (`units_sold`; not one
 * kept in a unit, `delay_minutes`), else in their one bare held quantity (`qty`), not in a field the other words happen
 * to name (an identifier) nor in a quantity of something named (`quantity_tickets`).
 */
function passiveCountField(ctx: EngineContext, comparatorAt: number, numberAt: number): FieldEntry | null {
  const participle = ctx.tokens[numberAt + 2];
  // the number is the verb's subject only when no noun stands before the bound ("a capacity over 600 were built" bounds the capacity)
  const before = ctx.tokens[comparatorAt - 1];
  if (before && !(STOP_WORDS.has(before.text) && !CONTENT_STOP_WORDS.has(before.text)) && !CLAUSE_BREAKS.has(before.text)) return null;
  if (!BE_FORMS.has(ctx.tokens[numberAt + 1]?.text ?? '') || participle?.kind !== 'word' || !isPastParticiple(participle.text)) return null;
  // the participle may name the field itself (`shards_unearthed`) or by its stem (`unitsSold` for "sold")
  const said = mentionAt(ctx, numberAt + 2)?.entry;
  const stemmed = said && !said.children.length && !isIdField(said) && !holdsKey(said) ? said : verbStemField(ctx, numberAt + 2, false);
  // "fewer than 10 were delayed" beside `delay_minutes`: a field of the participle kept in a unit measures, never counts
  if (stemmed) return namesMeasureUnit(stemmed) ? null : stemmed;
  return soleOrOwnedBy(ctx, heldQuantityLeaves(ctx.index), () => collectionNamedBefore(ctx, numberAt)?.collection);
}

/**
 * The field of a number compared at `comparatorAt`, first reading that answers: the holder's capacity after a verb of
 * holding, the id of the records named before the comparison, then the field the words around it name.
 */
function comparisonTarget(ctx: EngineContext, comparatorAt: number, numberAt: number): ComparisonTarget | null {
  const held = heldCapacity(ctx, comparatorAt, numberAt);
  if (held) return { entry: held, held: true, refitted: false };
  const id = idTarget(ctx, comparatorAt, numberAt);
  if (id) return { entry: id, held: false, refitted: false };
  const passive = passiveCountField(ctx, comparatorAt, numberAt);
  if (passive) return { entry: passive, held: false, refitted: false, passiveCount: true };
  const ofUnit = measuredAfterUnit(ctx, numberAt);
  if (ofUnit && holdsQuantity(ofUnit, ctx.tokens[numberAt].value!)) return { entry: ofUnit, held: false, refitted: false, unitOf: true };
  const compared = comparedField(ctx, comparatorAt, numberAt);
  if (compared) return { ...compared, held: false };
  const plain = plainMeasureOf(ctx, comparatorAt);
  const sum = bareSumOfRecords(ctx, comparatorAt, numberAt);
  // "events over 3000": the event's own sum before the `amount` of one of its embedded lines
  if (plain && !(sum && insideList(plain) && !insideList(sum))) return { entry: plain, held: false, refitted: false, plainMeasure: true };
  const observed = sum ? null : observedValueBefore(ctx, comparatorAt);
  if (observed) return { entry: observed, held: false, refitted: false, observed: true };
  if (sum) return { entry: sum, held: false, refitted: false, recordsSum: true };
  const described = describedRecordsSum(ctx, comparatorAt, numberAt);
  return described && { entry: described, held: false, refitted: false, describedSum: true };
}

/**
 * "meatless plates under 9" where no collection is called "plates": records called by a word the schema does not know,
 * right before the bound, and described by a word naming a yes/no or label field right before that word, are the
 * records keeping that field: a bare number is on their principal sum (recordsMoney).
 */
function describedRecordsSum(ctx: EngineContext, comparatorAt: number, numberAt: number): FieldEntry | null {
  const noun = ctx.tokens[comparatorAt - 1];
  if (!bareNumber(ctx, numberAt) || noun?.kind !== 'word' || STOP_WORDS.has(noun.text) || mentionAt(ctx, comparatorAt - 1) || collectionMentionAt(ctx, comparatorAt - 1) || isSchemaWord(ctx.index, noun.canon)) return null;
  const described = mentionEndingAt(ctx, comparatorAt - 1);
  const owner = described && !described.entry.children.length && !holdsQuantity(described.entry, ctx.tokens[numberAt].value!) ? ctx.owners.ownerOf.get(described.entry) : undefined;
  const money = owner && !ownsAge(ctx, owner) ? recordsMoney(ctx, owner) : null;
  return money && holdsQuantity(money, ctx.tokens[numberAt].value!) ? money : null;
}

/** A number with no unit nor noun after it (a multiplier or a currency word may follow), nor a unit's letter on it ("12m"). */
function bareNumber(ctx: EngineContext, numberAt: number): boolean {
  if (UNIT_LETTERED.test(ctx.tokens[numberAt]!.raw) && !THOUSANDS_SUFFIXED.test(ctx.tokens[numberAt]!.raw)) return false;
  const next = ctx.tokens[numberAt + 1];
  return !next || next.kind === 'symbol' || STOP_WORDS.has(next.text) || CLAUSE_BREAKS.has(next.text) || MULTIPLIERS.has(next.text) || CURRENCY_UNITS.has(next.text);
}

/** Field-name words of a person's age or birth (the words "older" and "born" imply): records a bare number may be the age of. */
const AGE_WORDS: ReadonlySet<string> = new Set([...ATTRIBUTE_WORDS.get('older') ?? [], ...ATTRIBUTE_WORDS.get('born') ?? []].map(canonWord));
const ownsAge = (ctx: EngineContext, collection: string): boolean =>
  ctx.index.entries.some((e) => ctx.owners.ownerOf.get(e) === collection && e.canonWords.some((w) => AGE_WORDS.has(w)));

/**
 * "paid bills over 300", "vegan plates under 9", "won deals over 40k": a bare number (no unit nor noun after it) bound
 * right after the records named, when nothing else says what it measures, is on the records' own principal sum
 * (namedRecordsMoney). Records with an age (people: "members over 60") or a number beyond the year range are left alone.
 */
function bareSumOfRecords(ctx: EngineContext, comparatorAt: number, numberAt: number): FieldEntry | null {
  const records = collectionEndingAt(ctx, comparatorAt);
  if (!records || !bareNumber(ctx, numberAt)) return null;
  if (ownsAge(ctx, records.collection)) return null;
  const money = namedRecordsMoney(ctx, comparatorAt);
  return money && holdsQuantity(money, ctx.tokens[numberAt].value!) ? money : null;
}

/**
 * The one observation value of the schema: a leaf named `value` (or result, reading) of embedded records that also
 * name what was observed (`labs.testName`); once per schema, null when none or several.
 */
const observedValueField = perSchema((index: FieldIndex): FieldEntry | null => {
  const found = index.entries.filter((e) => !e.children.length && e.depth > 1 && OBSERVED_VALUE_CANON.has(e.canonWords.at(-1)!) && e.segmentWords.length === 1
    && siblingsOf(index, e).some((c) => c !== e && !c.children.length && OBSERVED_NAME_ENDINGS.has(c.canonWords.at(-1)!)));
  return found.length === 1 ? found[0]! : null;
});
const OBSERVED_VALUE_CANON: ReadonlySet<string> = new Set([...OBSERVED_VALUE_WORDS].map(canonWord));
/** The leaves under the same path as a nested one (`labs.value` beside `labs.testName`), its parent listed or not. */
const siblingsOf = (index: FieldIndex, e: FieldEntry): readonly FieldEntry[] => {
  const path = e.name.slice(0, e.name.lastIndexOf('.') + 1);
  return e.parent ? e.parent.children : index.entries.filter((c) => c.name.startsWith(path) && !c.name.slice(path.length).includes('.'));
};

/**
 * "an A1c over 8", "anyone whose ferritin is below 30": a bound said right after a word the schema does not name
 * (what was observed, a value of the observation's name field) is on the one observation value the schema keeps.
 */
function observedValueBefore(ctx: EngineContext, comparatorAt: number): FieldEntry | null {
  let at = comparatorAt - 1;
  while (at >= 0 && OBSERVED_RESULT_WORDS.has(ctx.tokens[at]!.text) && !mentionAt(ctx, at)) at--;
  // "ferritin (a code) came back above": a parenthesis after what was observed adds to it
  if (ctx.tokens[at]?.text === ')') {
    const open = ctx.tokens.findLastIndex((t, k) => k < at && t.text === '(');
    if (open > 0) at = open - 1;
  }
  const t = ctx.tokens[at];
  if (!t || t.kind !== 'word' || STOP_WORDS.has(t.text) || mentionAt(ctx, at) || collectionMentionAt(ctx, at)) return null;
  return observedValueField(ctx.index);
}

/** An embedded list of records: it holds an identifier of its own ("Visit.VisitId"), unlike an object of measures. */
const holdsRecords = (entry: FieldEntry): boolean => entry.children.some((c) => c.canonWords[c.canonWords.length - 1] === 'id');

/**
 * "shoppers with at least one basket", "users who posted at least one tweet", "one or more baskets": having one
 * related record is what relating them means, not a condition on a number, unless a field counts them ("at least one
 * comment" on num_comments) or measures them ("at least one award" on awards.wins). A field of the records themselves
 * (a basket's own total) counts nothing of them. `next` is where the noun counted starts.
 */
function impliedByRelation(ctx: EngineContext, op: ComparisonOp, n: number, target: FieldEntry, next = n + 1): boolean {
  if (op !== '$gte' || ctx.tokens[n].value !== 1) return false;
  const m = mentionStartingAt(ctx, next);
  if (m && holdsRecords(m.entry) && target.name.startsWith(`${m.entry.name}.`)) return true;
  if (isCountField(target)) return false;
  if (m && m.entry.children.length) return holdsRecords(m.entry);
  return !!collectionMentionAt(ctx, next) || !m;
}

/** "above 80%" on a rating whose sibling is a percentage meter means the meter. */
function percentSibling(field: FieldEntry, token: Token): FieldEntry {
  if (!token.text.endsWith('%') || !field.parent) return field;
  const words = new Set(PERCENT_FIELD_WORDS);
  return field.parent.children.find((c) => c !== field && c.canonWords.some((w) => words.has(w))) ?? field;
}

/** The comparison a negation turns a comparison into ("not more than 5" is at most 5). */
const NEGATED_OPS: Readonly<Record<string, ComparisonOp>> = { $gt: '$lte', $gte: '$lt', $lt: '$gte', $lte: '$gt', $eq: '$ne', $ne: '$eq' };

/** Words that open a range of numbers, and the words that join its two ends. */
const RANGE_OPENERS = new Set(['between', 'from']);
const RANGE_JOINS = new Set(['and', '-', 'to', 'through']);

const HAVING = new Set(['with', 'have', 'has', 'had', 'having']);

/** The schema's geo field, one of its parts, or the object holding it. */
function isGeoRelated(ctx: EngineContext, entry: FieldEntry): boolean {
  const geo = ctx.index.roleField('geo');
  if (!geo) return false;
  const within = (inner: FieldEntry, outer: FieldEntry) => inner.name === outer.name || inner.name.startsWith(`${outer.name}.`);
  return within(entry, geo) || within(geo, entry);
}

/** For each token, whether it sits inside an open parenthesis: one pass, so a prompt of many ranges stays linear. */
function parenthesised(ctx: EngineContext): boolean[] {
  let open = false;
  return ctx.tokens.map((t) => {
    const inside = open;
    if (t.text === '(') open = true;
    else if (t.text === ')') open = false;
    return inside;
  });
}

/**
 * "berth 214", "kennel 5", "scored 8": a number right after a word that names a field in the schema's own terms
 * (abbreviations, implied attributes), when the words around the number point at that field above all others.
 */
function nounBeforeNumber(ctx: EngineContext, i: number): FieldEntry | null {
  const word = ctx.tokens[i - 1];
  const next = ctx.tokens[i + 1];
  // "a deposit of total 35": a money word is a function word elsewhere, a field's name here
  if (!word || word.kind !== 'word' || (STOP_WORDS.has(word.text) && !CURRENCY_ATTRIBUTES.includes(word.text)) || ctx.roles[i - 1] !== undefined) return null;
  if (next && (UNIT_ROLES.has(next.text) || UNIT_ATTRIBUTES.has(next.text) || matchTrailing(ctx.tokens, i + 1))) return null;
  const resolved = resolveField(ctx, i, i + 1, 'number', [], NOUN_NUMBER_MIN_SCORE);
  if (!resolved) return compoundNamed(ctx.index, word.canon);
  return namedByWord(ctx, word, resolved.entry) ? resolved.entry : null;
}
const NOUN_NUMBER_MIN_SCORE = 0.6;

/** A compound is named by its last word only when that word leaves a word of at least this many letters before it. */
const COMPOUND_HEAD_MIN = 3;

/**
 * "room 110" on `Classroom`: the one single-word leaf field whose name is a closed compound ending in the word; none
 * when no field or several are.
 */
function compoundNamed(index: FieldIndex, word: string): FieldEntry | null {
  if (word.length < 4) return null;
  let byWord = compoundMemo.get(index);
  if (!byWord) compoundMemo.set(index, (byWord = new Map()));
  return remembered(byWord, word, COMPOUND_MEMO_LIMIT, (w) => {
    const found = index.entries.filter((e) => !e.children.length && e.canonWords.length === 1
      && e.canonWords[0].length >= w.length + COMPOUND_HEAD_MIN && e.canonWords[0].endsWith(w));
    return found.length === 1 ? found[0] : null;
  });
}
/** Per schema: a word's compound field, once looked up (bounded, as a question may bring any number of words). */
const compoundMemo = new WeakMap<FieldIndex, Map<string, FieldEntry | null>>();
const COMPOUND_MEMO_LIMIT = 2048;
/** A field mentioned before a comparison wins unless the words around name another clearly better. */
const NAMED_MARGIN = 0.3;
const MIN_QUANTITY_SCORE = 0.35;

function equalityProposal(ctx: EngineContext, i: number): FilterProposal | null {
  const { tokens } = ctx;
  const before = linkedMentionBefore(ctx, i);
  // "within 3 km of coordinates 51.5, -0.1" is a location search, not an equality
  if (before && isGeoRelated(ctx, before.entry)) return null;
  if (before && !collectionMentionAt(ctx, before.from) && !matchTrailing(tokens, i + 1)) {
    const values: number[] = [];
    let end = i;
    while (isFreeNumber(ctx, end)) {
      values.push(tokens[end].value!);
      end++;
      if (CONNECTORS.has(tokens[end]?.text ?? '') && isFreeNumber(ctx, end + 1)) end++;
      else if (CONNECTORS.has(tokens[end]?.text ?? '') && CONNECTORS.has(tokens[end + 1]?.text ?? '') && isFreeNumber(ctx, end + 2)) end += 2;
      else break;
    }
    // "grades of 7 or 8 points": the unit after the numbers names the object's child
    const unit = ctx.tokens[end]?.canon;
    const field = before.entry.children.find((c) => c.canonWords[c.canonWords.length - 1] === unit) ?? leafNamed(ctx, before);
    const role = roleFieldBefore(ctx, field, before.from);
    return { field: (role ?? field).name, value: listValue(values, false), span: [before.from, end], claims: [[i, end]], confidence: 0.75, rule: `filters.field-equals-number${role ? '+role-before' : ''}` };
  }
  const named = before ? null : nounBeforeNumber(ctx, i);
  // a stop word before the number that still named a field is a money word (nounBeforeNumber)
  if (named) return { field: named.name, value: tokens[i].value!, span: [i - 1, i + 1], claims: [[i, i + 1]], confidence: 0.6, rule: `filters.noun-number${STOP_WORDS.has(tokens[i - 1]!.text) ? '+money-word' : ''}` };
  const compound = numberCompound(ctx, i);
  if (compound) return compound;
  const valued = before ? null : valuedAt(ctx, i);
  if (valued) return { field: valued.name, value: tokens[i].value!, span: [i - 2, i + 1], claims: [[i, i + 1]], confidence: 0.6, rule: 'filters.valued-at' };
  if (!HAVING.has(tokens[i - 1]?.text ?? '')) return null;
  const after = mentionStartingAt(ctx, i + 1);
  if (!after || (collectionMentionAt(ctx, i + 1) && !isCountField(after.entry) && after.kind !== 'full')) return null;
  const field = numericLeaf(after.entry);
  return { field: field.name, value: tokens[i].value!, span: [i - 1, after.to], claims: [[i, i + 1]], confidence: 0.7, rule: 'filters.having-number' };
}

/**
 * "a grant rising to 3,000", "paintings priced at 90", "the cabin insured for 640.25": a verb, a preposition, then a number
 * no unit or noun follows is the measure the verb names (itself or through an attribute it implies), the best of them by
 * the words around. A count holds whole numbers only.
 */
function valuedAt(ctx: EngineContext, i: number): FieldEntry | null {
  const verb = ctx.tokens[i - 2];
  const next = ctx.tokens[i + 1];
  if (!VALUED_PREPOSITIONS.has(ctx.tokens[i - 1]?.text ?? '') || verb?.kind !== 'word' || STOP_WORDS.has(verb.text) || ctx.roles[i - 2] !== undefined) return null;
  // "booked for 3 nights", "sent to 4 customers": a unit or a noun after the number says what it counts; "priced at
  // 180 or more" is a bound
  if (next && (matchTrailing(ctx.tokens, i + 1) || TIME_UNITS.has(next.text) || UNIT_ROLES.has(next.text) || UNIT_ATTRIBUTES.has(next.text) || mentionAt(ctx, i + 1) || collectionMentionAt(ctx, i + 1))) return null;
  const value = ctx.tokens[i].value!;
  const unfit = (e: FieldEntry) => !isMeasureField(e) || !holdsQuantity(e, value) || (!Number.isInteger(value) && isCountField(e)) || !namedByWord(ctx, verb, e);
  return resolveField(ctx, i - 1, i + 1, 'quantity', ATTRIBUTE_WORDS.get(verb.text) ?? [], MIN_QUANTITY_SCORE, unfit)?.entry ?? null;
}

/**
 * "a 5-star review", "a 3-bedroom flat", "rated 4 stars": a number joined to a noun (by a hyphen, or a unit that
 * names an attribute) is the value of the field that noun names. A time unit ("a 10-year lease") says how long.
 */
function numberCompound(ctx: EngineContext, i: number): FilterProposal | null {
  const hyphen = ctx.tokens[i + 1]?.text === '-';
  const at = hyphen ? i + 2 : i + 1;
  const noun = ctx.tokens[at];
  if (!noun || noun.kind !== 'word' || TIME_UNITS.has(noun.text) || UNIT_ROLES.has(noun.text) || ctx.roles[at] !== undefined) return null;
  const units = UNIT_ATTRIBUTES.get(noun.text) ?? UNIT_ATTRIBUTES.get(`${noun.text}s`);
  if (!hyphen && !units) return null;
  const m = mentionStartingAt(ctx, at);
  const named = m && !collectionMentionAt(ctx, at) ? numericLeaf(m.entry) : null;
  const field = named ?? (units ? impliedField(ctx, units) : null);
  // "the 5-km splits" on `split_5`, `split_10`: the number is part of a field's name, no value
  const text = ctx.tokens[i].text;
  if (!field || !holdsQuantity(field, ctx.tokens[i].value!) || ctx.index.words.has(text)) return null;
  // "a 3 or 4 star grade": the numbers listed before share the noun
  let first = i;
  while (CONNECTORS.has(ctx.tokens[first - 1]?.text ?? '') && isFreeNumber(ctx, first - 2)) first -= 2;
  const values = [];
  for (let k = first; k <= i; k += 2) values.push(ctx.tokens[k].value!);
  return { field: field.name, value: listValue(values, false), span: [first, at + 1], claims: [[first, at + 1]], confidence: 0.7, rule: 'filters.number-compound' };
}

/** "over a wingspan of 30", "above a salinity of 35": the comparison names its field between it and the number. */
function fieldOfNumber(ctx: EngineContext, at: number) {
  const from = ARTICLES.has(ctx.tokens[at]?.text ?? '') ? at + 1 : at;
  const m = mentionStartingAt(ctx, from);
  return m && ctx.tokens[m.to]?.text === 'of' && isFreeNumber(ctx, m.to + 1) ? m : undefined;
}

/**
 * "beyond a girth of 12", "above a speed of 200" where no field is called by the noun: the index of the noun
 * that says what the number measures, or -1.
 */
function nounOfNumber(ctx: EngineContext, at: number): number {
  const from = ARTICLES.has(ctx.tokens[at]?.text ?? '') ? at + 1 : at;
  const noun = ctx.tokens[from];
  return noun?.kind === 'word' && ctx.tokens[from + 1]?.text === 'of' && isFreeNumber(ctx, from + 2) ? from : -1;
}

/**
 * The measure a noun before "of <number>" names best, among fields that can hold the number and that the noun or an
 * attribute it stands for names ("a speed of 500" on velocity; never a flight's number).
 */
function measureNamedBy(ctx: EngineContext, noun: number, numberAt: number): FieldEntry | null {
  const value = ctx.tokens[numberAt].value!;
  const word = ctx.tokens[noun];
  const unfit = (e: FieldEntry) => !holdsQuantity(e, value) || !namedByWord(ctx, word, e);
  const extra = [word.text, ...ATTRIBUTE_WORDS.get(word.text) ?? []];
  return resolveField(ctx, noun, numberAt + 1, 'quantity', extra, MIN_QUANTITY_SCORE, unfit)?.entry ?? null;
}

/**
 * "longer than a minute", "under a mile": "a" or "an" before a unit of a measure is one of that unit, kept in the field
 * measured in it (unitNamesake); `at` is where the number would be, after an "a" already passed over. `end` is past the unit.
 */
function oneUnitTarget(ctx: EngineContext, comparatorAt: number, at: number): (Namesake & { end: number }) | null {
  const article = INDEFINITE_ARTICLES.has(ctx.tokens[at]?.text ?? '') ? at : INDEFINITE_ARTICLES.has(ctx.tokens[at - 1]?.text ?? '') ? at - 1 : -1;
  if (article < 0 || !MEASURE_OF_UNIT.has(ctx.tokens[article + 1]?.text ?? '')) return null;
  const found = unitNamesake(ctx, null, comparatorAt, article);
  return found && { ...found, end: article + 2 };
}

/**
 * "fat over 30% of calories and sugar below 10%": a bound joined to an earlier one on the same field, with words
 * of its own between the join and the bound, is on the quantity those words name best, when one does (else it stays).
 */
function joinedBoundField(ctx: EngineContext, proposals: readonly FilterProposal[], target: FieldEntry, comparatorAt: number, numberAt: number): FieldEntry | null {
  const earlier = proposals.at(-1);
  if (!earlier || earlier.field !== target.name || earlier.span[1] > comparatorAt) return null;
  let join = comparatorAt - 1;
  while (join >= earlier.span[1] && !CONDITION_JOINS.has(ctx.tokens[join]!.text)) join--;
  const own = ctx.tokens.slice(join + 1, comparatorAt).filter((t) => t.kind === 'word' && !STOP_WORDS.has(t.text));
  if (join < earlier.span[1] || !own.length) return null;
  const value = ctx.tokens[numberAt].value!;
  const unfit = (e: FieldEntry) => e === target || !holdsQuantity(e, value) || !own.some((t) => wordNamesField(ctx.index, t.canon, e));
  return resolveField(ctx, comparatorAt, numberAt + 1, 'quantity', [], MIN_QUANTITY_SCORE, unfit)?.entry ?? null;
}

/**
 * "rooms with 3 beds or more", "a course of 2 units or fewer": a number, a field named right after it and a bound
 * written after that field is that bound on the field (a trailing bound right after the number is read elsewhere).
 */
function boundAfterNoun(ctx: EngineContext, i: number): FilterProposal | null {
  const m = mentionStartingAt(ctx, i + 1);
  if (!m || m.entry.children.length || collectionMentionAt(ctx, i + 1) || matchTrailing(ctx.tokens, i + 1)) return null;
  const trailing = matchTrailing(ctx.tokens, m.to);
  const value = ctx.tokens[i].value!;
  if (!trailing || !holdsQuantity(m.entry, value) || isIdField(m.entry)) return null;
  return { field: m.entry.name, value: { [trailing[1]]: value }, span: [i, m.to + trailing[0].length], confidence: 0.8, rule: 'filters.trailing-compare+field-between' };
}

/** The adjective a comparative in "-er" is made from, when the dictionary knows it ("wetter" → wet, "drier" → dry, "wider" → wide). */
function comparativeBase(word: string): string | undefined {
  if (!word.endsWith('er')) return undefined;
  const stem = word.slice(0, -2);
  const bases = [stem, `${stem}e`, stem.endsWith('i') ? `${stem.slice(0, -1)}y` : '', stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : ''];
  return bases.find((base) => base && adjectiveAttributes(base));
}

/** How far after the number the noun naming what it measures may stand ("than 15.5 % moisture"). */
const MEASURED_NOUN_REACH = 2;

/**
 * "larger 12": a comparative without "than" right before a number, read as the comparison it makes. "wetter than 15.5%
 * moisture": any adjective's comparative before "than", a number and a field's noun compares that field, downwards
 * for an adjective of the low end (LOW_END_ADJECTIVES), else upwards.
 */
function bareComparative(ctx: EngineContext, i: number): readonly [readonly string[], ComparisonOp] | undefined {
  const word = ctx.tokens[i].text;
  const op = BARE_COMPARATIVES.get(word);
  if (op) return isFreeNumber(ctx, i + 1) ? [[word], op] : undefined;
  if (ctx.tokens[i + 1]?.text !== COMPARED_WITH || !isFreeNumber(ctx, i + 2)) return undefined;
  let noun = i + 3;
  while (noun <= i + 2 + MEASURED_NOUN_REACH && !mentionStartingAt(ctx, noun)) noun++;
  const base = noun <= i + 2 + MEASURED_NOUN_REACH ? comparativeBase(word) : undefined;
  return base ? [[word, COMPARED_WITH], LOW_END_ADJECTIVES.has(base) ? '$lt' : '$gt'] : undefined;
}

/** Numbers with their comparison and field: "between 20 and 45 minutes", "earn more than 100k", "zip code 30301", "5 or more awards". */
export function comparisonProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  // which tokens sit in parentheses matters only to a bare range: looked up once, the first time one is met
  let inParentheses: boolean[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    if (ctx.roles[i] !== undefined) continue;
    // "between 20 and 45 minutes", "15-30 minutes"
    // "(0-3, 3-6, 6-9)": ranges listed in parentheses define buckets, not a condition
    // "between 20 and 45", "from 10 to 20", "15-30", "aged 20 to 25"
    const opensRange = RANGE_OPENERS.has(tokens[i].text);
    const bareRange = isFreeNumber(ctx, i) && RANGE_JOINS.has(tokens[i + 1]?.text ?? '') && tokens[i + 1].text !== 'and' && isFreeNumber(ctx, i + 2) && !(inParentheses ??= parenthesised(ctx))[i];
    if (opensRange || bareRange) {
      const a = opensRange ? i + 1 : i;
      // "between 2 km and 9 km": the unit said after both ends
      const unitAfterA = opensRange && (UNIT_ATTRIBUTES.has(tokens[a + 1]?.text ?? '') || MEASURE_OF_UNIT.has(tokens[a + 1]?.text ?? '')) && tokens[a + 1]!.text === tokens[a + 4]?.text ? 1 : 0;
      const b = a + 2 + unitAfterA;
      // a range ascends: "7731-2" is a code, not a range
      if (isFreeNumber(ctx, a) && RANGE_JOINS.has(tokens[a + 1 + unitAfterA]?.text ?? '') && isFreeNumber(ctx, b) && tokens[a].value! <= tokens[b].value!) {
        const target = comparisonTarget(ctx, i, b);
        if (target) {
          const rule = target.held ? 'filters.between+capacity-verb' : `filters.between${target.refitted ? MOVED_TO_QUANTITY_FIELD : ''}${target.namesake ?? ''}${unitAfterA ? '+unit-each-end' : ''}${target.unitOf ? '+unit-of' : ''}${target.measureNoun ? MEASURE_NOUN : ''}${target.listUnit ? '+list-unit-leaf' : ''}${target.countedUnit ? COUNTED_UNIT : ''}${target.verbStem ? VERB_STEM : ''}${target.namedRecords ? '+named-records-namesake' : ''}${target.plainMeasure ? '+plain-measure' : ''}${target.recordsSum ? '+bare-sum-of-records' : ''}${target.listSum ? '+list-sum' : ''}${target.describedSum ? '+described-records-sum' : ''}${target.storedCount ? STORED_COUNT : ''}${target.passiveCount ? PASSIVE_COUNT : ''}`;
          proposals.push({ field: target.entry.name, value: scaledRange(ctx, a, b, target.entry), span: [i, b + 1], confidence: 0.85, rule, refitted: target.refitted });
          i = b;
          continue;
        }
      }
    }
    const phrase = matchComparison(tokens, i);
    const hit = phrase ?? bareComparative(ctx, i);
    if (hit) {
      const [words, op] = hit;
      let n = i + words.length;
      // "parcels scanned more than 5 times": a repeated verb's count is the count field it names (`scan_count`), not a
      // field the word "times" happens to name (`times_delayed`)
      const repeated = isFreeNumber(ctx, n) && tokens[n + 1]?.text === REPETITION_NOUN ? verbStemField(ctx, i - 1, true) : null;
      if (repeated) {
        const repeatOp = tokens[i - 1]?.text === 'not' ? NEGATED_OPS[op] : op;
        proposals.push({ field: repeated.name, value: { [repeatOp]: tokens[n].value! }, span: [i - 1, n + 2], confidence: 0.8, rule: `filters.compare${repeatOp}${VERB_STEM}+repetition` });
        i = n + 1;
        continue;
      }
      const named = fieldOfNumber(ctx, n);
      const noun = named ? -1 : nounOfNumber(ctx, n);
      if (named) n = named.to + 1;
      else if (noun >= 0) n = noun + 2;
      else if (tokens[n]?.text === 'of' || tokens[n]?.text === 'a') n++;
      // "past the 7,500 threshold": a number the noun after it makes a threshold
      const threshold = !named && noun < 0 && tokens[n]?.text === 'the' && THRESHOLD_NOUNS.has(tokens[n + 2]?.text ?? '');
      if (threshold) n++;
      const negate = tokens[i - 1]?.text === 'not' || tokens[i - 1]?.text === 'no';
      const finalOp = negate ? NEGATED_OPS[op] : op;
      if (!isFreeNumber(ctx, n)) {
        const one = named || noun >= 0 ? null : oneUnitTarget(ctx, i, n);
        if (one) {
          proposals.push({ field: one.entry.name, value: { [finalOp]: unitRatio(tokens[one.end - 1]!.text, one.entry) }, span: [i, one.end], confidence: 0.8, rule: `filters.compare${finalOp}${one.via}+one-unit` });
          i = one.end - 1;
        }
        // "prescriptions refilled more than twice": a repetition adverb is a count, kept in the count field the verb names
        const times = named || noun >= 0 ? undefined : REPETITION_ADVERBS.get(tokens[n]?.text ?? '');
        const counted = times === undefined ? null : verbStemField(ctx, i - 1, true);
        if (counted) {
          proposals.push({ field: counted.name, value: { [finalOp]: times! }, span: [i - 1, n + 1], confidence: 0.8, rule: `filters.compare${finalOp}${VERB_STEM}+repetition` });
          i = n;
        }
        continue;
      }
      const measure = noun >= 0 ? measureNamedBy(ctx, noun, n) : null;
      // "above an age of 30" where no field is called age: the number is of no field the schema has
      if (noun >= 0 && !measure) continue;
      const found = named || measure ? null : comparisonTarget(ctx, i, n);
      const target = named ? numericLeaf(named.entry) : measure ?? found?.entry;
      if (!target || impliedByRelation(ctx, op, n, target)) continue;
      const joined = named || measure ? null : joinedBoundField(ctx, proposals, target, i, n);
      const field = percentSibling(joined ?? target, tokens[n]);
      const amount = scaled(ctx, n, field);
      const value = finalOp === '$eq' ? amount : { [finalOp]: amount };
      proposals.push({ field: field.name, value, span: [i, n + 1], confidence: 0.85, rule: `filters.compare${finalOp}${found?.held ? '+capacity-verb' : ''}${found?.refitted ? MOVED_TO_QUANTITY_FIELD : ''}${found?.ownMoney ? '+records-money' : ''}${found?.namesake ?? ''}${measure ? '+noun-of' : ''}${found?.unitOf ? '+unit-of' : ''}${found?.measureNoun ? MEASURE_NOUN : ''}${found?.periodic ? '+periodic-field' : ''}${found?.listUnit ? '+list-unit-leaf' : ''}${found?.countedUnit ? COUNTED_UNIT : ''}${found?.verbStem ? VERB_STEM : ''}${found?.namedRecords ? '+named-records-namesake' : ''}${found?.plainMeasure ? '+plain-measure' : ''}${found?.observed ? '+observed-value' : ''}${found?.recordsSum ? '+bare-sum-of-records' : ''}${found?.listSum ? '+list-sum' : ''}${found?.describedSum ? '+described-records-sum' : ''}${found?.storedCount ? STORED_COUNT : ''}${found?.passiveCount ? PASSIVE_COUNT : ''}${joined ? '+joined-bound' : ''}${phrase ? '' : '+bare-comparative'}${threshold ? '+threshold-noun' : ''}`, refitted: found?.refitted });
      i = n;
      continue;
    }
    // "worth 6 points or more": the field named between the number and the bound after it
    const nounBound = isFreeNumber(ctx, i) ? boundAfterNoun(ctx, i) : null;
    if (nounBound) {
      proposals.push(nounBound);
      i = nounBound.span[1] - 1;
      continue;
    }
    // "zip code 30301", "zip codes 30305, 30306 and 30308", "with 3 wins", "zero comments"
    const equality = isFreeNumber(ctx, i) ? equalityProposal(ctx, i) : null;
    if (equality) {
      proposals.push(equality);
      i = equality.claims![0][1] - 1;
      continue;
    }
    // "5 or more awards", "10+ votes"
    if (isFreeNumber(ctx, i)) {
      const trailing = matchTrailing(tokens, i + 1);
      if (!trailing) continue;
      const end = i + 1 + trailing[0].length;
      // "grade 3 or higher incidents": a leaf field named right before the number is what it bounds
      const own = mentionEndingAt(ctx, i);
      const ownLeaf = own && !own.entry.children.length && !collectionMentionAt(ctx, own.from) ? own.entry : undefined;
      const after = ownLeaf ? undefined : mentionAfter(ctx, end - 1, 3);
      // "tents that sleep 6 or more": a verb right before the number names the field of its stem
      const verbed = ownLeaf || after ? null : verbStemField(ctx, i - 1, false);
      const named = ownLeaf ?? (after ? numericLeaf(after.entry) : verbed ?? mentionBefore(ctx, i, 4)?.entry);
      // "lamps costing $45 or above": a sum of money with no field named is on the money field
      const money = named || !saysMoney(ctx, i) ? null : moneyField(ctx, i);
      const field = named ?? money;
      if (!field || (after && impliedByRelation(ctx, trailing[1], i, field, after.from))) continue;
      proposals.push({ field: field.name, value: { [trailing[1]]: tokens[i].value! }, span: [verbed ? i - 1 : i, end], confidence: 0.8, rule: `filters.trailing-compare${money ? '+money' : ''}${ownLeaf ? '+field-before' : ''}${verbed ? VERB_STEM : ''}` });
      i = end - 1;
    }
  }
  return proposals;
}
