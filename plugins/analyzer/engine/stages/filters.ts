import type { EngineContext } from '../context.ts';
import { MONTH_NAMES } from '../lexicon/time-rules.ts';
import { PLACE_ORDINALS, SEX_WORDS } from '../lexicon/values.ts';
import { ABSENCE_WORDS, APPOINTING_PARTICIPLES, DUMMY_SUBJECT, DATE_STATES, DENYING_DO_VERBS, DO_VERBS, GEO_CUES, HAS_ANY_VERBS, HAVING_NO_LEADS, KIND_FIELD_WORDS, LABELLING_PARTICIPLES, LACKING_WORDS, OUTCOME_POLARITY, OUTCOME_WORDS, RESULT_NOUNS } from '../lexicon/words.ts';
import { ANSWER_WORDS, NAMED_AS, NAMING_WORDS, OUT_OF, ROLE_GIVER } from '../lexicon/function-words.ts';
import { PLACEMENT_VERBS } from '../lexicon/attributes.ts';
import { collectionEndingAt, mentionAt } from '../mentions.ts';
import { keepsQuantity } from '../field-kinds.ts';
import { proposeCountThreshold, type GroupProposal } from './count-per-group.ts';
import { ageProposals } from './filters/ages.ts';
import { attributeAdjectiveProposals } from './filters/attribute-adjectives.ts';
import { attributeOfProposals } from './filters/attribute-of.ts';
import { codeProposals, codeStandsForValue } from './filters/codes.ts';
import { dateStateProposals } from './filters/date-states.ts';
import { domainProposals } from './filters/domains.ts';
import { eventDateProposals, eventMonthProposals } from './filters/event-dates.ts';
import { entityNumberProposals, postalCodeProposals } from './filters/entity-numbers.ts';
import { classifiedKindProposals, classWordValueProposals, compoundKindProposals, kindModifierProposals, kindNounProposals, makerNameProposals, meansProposals, reasonProposals } from './filters/kind-modifiers.ts';
import { letterValueProposals, namedValueProposals, namingWordValueProposals, scaleValueProposals, valueAsFieldProposals, valueBeforeFieldProposals } from './filters/named-values.ts';
import { agentProposals, calledPersonProposals, handleProposals, makeModelProposals, roleNamedPersonProposals } from './filters/people.ts';
import { COMPARISON_OPENERS, comparisonProposals, matchComparison } from './filters/comparisons.ts';
import { absenceProposals, isUnPrefixedParticiple, switchSettingProposals, answerProposals, ranOutProposals, appointedProposals, choiceStateProposals, outcomeFlagProposals, outcomeProposals, resultGivenProposals, conditionProposals, statusWordProposals, deniedActionProposals, flagProposals, hyphenedFlagProposals, labelledProposals, particleFlagProposals, phrasedStateProposals, geoProposals, hasAnyProposals, unsetEventProposals } from './filters/states.ts';
import { nameOverCode } from './filters/label-sibling.ts';
import { commitProposal, type FilterProposal } from './filters/proposal.ts';
import { doerKeyProposals, VERB_ROLE_CUES, verbRoleProposals } from './filters/verb-roles.ts';
import { partProposals, specialistProposals, writtenPartProposals } from './filters/parts.ts';
import { properValueProposals } from './filters/proper-values.ts';
import { placementProposals } from './filters/placements.ts';
import { routeProposals } from './filters/routes.ts';
import { containedValueProposals } from './filters/contained-values.ts';
import { rehomeProposal } from './filters/record-path.ts';
import { periodWordProposals } from './filters/period-words.ts';
import { ordinalModifierProposals, placingProposals } from './filters/placings.ts';
import { thingFlagProposals } from './filters/thing-flags.ts';
import { thingStateProposals } from './filters/thing-states.ts';
import { fitValue } from './filters/value-fit.ts';
import { unitValueProposals } from './filters/unit-values.ts';
import { isCapitalised } from './filters/shared.ts';
import { sexProposals } from './filters/sexes.ts';
import { storedYearProposals } from './filters/stored-years.ts';
import { idNumberProposals, quotedProposals } from './filters/quoted.ts';
import { affixValueProposals } from './filters/affixes.ts';
import { hypernymValueProposals } from './filters/hypernym-values.ts';
import { circumstanceValueProposals } from './filters/circumstance-values.ts';
import { eventKindProposals } from './filters/event-kinds.ts';
import { capitaliseLowerCaseNames, markLowerCaseName } from './filters/lower-case-names.ts';
import { cityBeforeStateProposals, negatedValueProposals, placeCompoundProposals, vocabularyProposals } from './filters/vocabulary.ts';

/**
 * Value extractors, strongest cue first. Each reads the question (and the tokens earlier extractors claimed) and
 * proposes conditions; its proposals are committed before the next runs, so a value is read once. Denials run last:
 * one over records that another condition describes ("no pier opened in 1990") negates that condition instead.
 */
type Extractor = (ctx: EngineContext) => FilterProposal[];

const EXTRACTORS: readonly Extractor[] = [
  attributeOfProposals, placementProposals, verbRoleProposals, doerKeyProposals, writtenPartProposals, routeProposals, eventMonthProposals, namingWordValueProposals, quotedProposals, domainProposals, affixValueProposals, handleProposals, idNumberProposals, entityNumberProposals, postalCodeProposals, ageProposals, comparisonProposals, unitValueProposals, cityBeforeStateProposals, makerNameProposals, roleNamedPersonProposals, calledPersonProposals, agentProposals, makeModelProposals, flagProposals, switchSettingProposals, particleFlagProposals, phrasedStateProposals, ranOutProposals, deniedActionProposals, outcomeFlagProposals, statusWordProposals, hyphenedFlagProposals, labelledProposals, appointedProposals, partProposals, specialistProposals, answerProposals, outcomeProposals, resultGivenProposals, conditionProposals, choiceStateProposals, dateStateProposals, periodWordProposals, placingProposals, ordinalModifierProposals,
  thingFlagProposals, thingStateProposals,
  // codeProposals reads the conditions committed so far (a code beside an embedded value, besideFilteredPart): it sees
  // the values read before it ("bay 7"), not those read by the extractors after it (proper and named values)
  vocabularyProposals, placeCompoundProposals, scaleValueProposals, sexProposals, codeProposals, kindModifierProposals, compoundKindProposals, classWordValueProposals, classifiedKindProposals, kindNounProposals, meansProposals, reasonProposals, attributeAdjectiveProposals, properValueProposals, namedValueProposals, valueBeforeFieldProposals, valueAsFieldProposals, letterValueProposals, hypernymValueProposals, circumstanceValueProposals, eventKindProposals, negatedValueProposals, hasAnyProposals, containedValueProposals, geoProposals, storedYearProposals, eventDateProposals, absenceProposals, unsetEventProposals,
];

/**
 * What a question holds that an extractor's cue needs, read once per question: extractors rewrite no token's text,
 * kind or case, so what the question lacks at the start it lacks for every extractor. A class, not an object literal
 * with a getter: the lazy phrase of comparison then lives on the prototype instead of being defined per request.
 */
class Cues {
  /** the question's tokens, for a gate's rare second look once a cheaper cue holds */
  readonly tokens: EngineContext['tokens'];
  /** which gates' word tables (cueTable) hold a word said, one bit each: one look-up per token for all of them */
  readonly said: number;
  /** a capitalised word after the first: every name read needs one (a name opening the question, the word after it) */
  readonly capital: boolean;
  readonly number: boolean;
  /** a number token, with a value read or not */
  readonly numeral: boolean;
  /** a token the time stage read: extractors claim tokens as filters only, so none is read as time later */
  readonly timed: boolean;
  readonly quoted: boolean;
  /** a word with a hyphen inside ("Paris-based") */
  readonly hyphened: boolean;
  private comparisonSaid: boolean | undefined;

  /** One pass over the tokens, in locals; the phrase of comparison, matched at every token, is only looked for when a gate asks. */
  constructor(ctx: EngineContext) {
    const { tokens, roles } = ctx;
    let said = 0;
    let capital = false;
    let number = false;
    let numeral = false;
    let timed = false;
    let quoted = false;
    let hyphened = false;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      said |= CUE_BITS.get(t.text) ?? 0;
      capital ||= i > 0 && isCapitalised(t);
      number ||= t.kind === 'number' && t.value !== undefined;
      numeral ||= t.kind === 'number';
      timed ||= roles[i] === 'time';
      quoted ||= t.kind === 'quoted';
      hyphened ||= t.kind === 'word' && t.text.includes('-', 1);
    }
    this.tokens = tokens;
    this.said = said;
    this.capital = capital;
    this.number = number;
    this.numeral = numeral;
    this.timed = timed;
    this.quoted = quoted;
    this.hyphened = hyphened;
  }

  /** a phrase of comparison ("more than", "at least"), which may bound a count said without a number ("more than twice") */
  get comparison(): boolean {
    // a question holding no word a phrase opens with (a bit of `said`) needs no phrase matched at each token
    this.comparisonSaid ??= saysComparisonOpener(this) && this.tokens.some((_, i) => matchComparison(this.tokens, i) !== undefined);
    return this.comparisonSaid;
  }
}

/** Per word, the bits of the gates' word tables holding it (cueTable), filled as the gates are made. */
const CUE_BITS = new Map<string, number>();
let cueTables = 0;
/** Set once GATES is built: a table registered later (say inside a gate, once per request) would use up the bits. */
let cueTablesSealed = false;

/**
 * Registers `table` as a gate's word table, taking the next bit of CUE_BITS (31 at most), and returns the test whether
 * a word of the question is in it. Call it once per table while GATES is built, never inside a gate.
 */
export const cueTable = (table: ReadonlySet<string> | ReadonlyMap<string, unknown>) => {
  if (cueTablesSealed) throw new Error('cueTable: word tables are registered while GATES is built, not per request');
  if (cueTables === 31) throw new Error('cueTable: more word tables than bits of a mask');
  const bit = 1 << cueTables++;
  for (const word of table.keys()) CUE_BITS.set(word, (CUE_BITS.get(word) ?? 0) | bit);
  return (cues: Cues): boolean => (cues.said & bit) !== 0;
};

/** The words a denial of having opens with: a word of absence, lacking or having, or a (denied) "do" before "have". */
const ABSENCE_CUES: ReadonlySet<string> = new Set([...ABSENCE_WORDS, ...LACKING_WORDS, ...HAVING_NO_LEADS, ...DO_VERBS, ...DENYING_DO_VERBS]);
/** The words a value given by a naming word follows: a naming word, or the word before "as" ("known as"). */
const NAMING_CUES: ReadonlySet<string> = new Set([...NAMING_WORDS, ...NAMED_AS]);
/** "award-winning films": a has-any reading of a compound, looked for only in a question with a hyphened word. */
const WINNING = '-winning';
const saysHasAnyVerb = cueTable(HAS_ANY_VERBS);
const saysComparisonOpener = cueTable(COMPARISON_OPENERS);
const saysOrdinal = cueTable(PLACE_ORDINALS);
const saysAbsence = cueTable(ABSENCE_CUES);

/**
 * For extractors whose every reading starts from a cue (a word of their table, a name, a number, a quote): whether the
 * question holds one. Most questions hold none for most of them, and a gate false skips the extractor, which would
 * have scanned every token to find nothing; the measured costly ones are listed. A reading added to a gated extractor
 * that starts from another cue widens its gate, or the gate hides it.
 */
const GATES: ReadonlyMap<Extractor, (cues: Cues) => boolean> = new Map<Extractor, (cues: Cues) => boolean>([
  [agentProposals, (q) => q.capital],
  [properValueProposals, (q) => q.capital],
  [roleNamedPersonProposals, (q) => q.capital],
  [calledPersonProposals, (q) => q.capital],
  [makeModelProposals, (q) => q.capital],
  [ageProposals, (q) => q.number],
  [entityNumberProposals, (q) => q.number],
  [comparisonProposals, (q) => q.number || q.comparison],
  [unitValueProposals, (q) => q.number],
  [quotedProposals, (q) => q.quoted],
  [placeCompoundProposals, (q) => q.hyphened],
  [hyphenedFlagProposals, (q) => q.hyphened],
  [sexProposals, cueTable(SEX_WORDS)],
  [eventMonthProposals, cueTable(MONTH_NAMES)],
  // "Welsh-speaking" joins the verb to its value
  [verbRoleProposals, ((says) => (q: Cues) => says(q) || q.hyphened)(cueTable(VERB_ROLE_CUES))],
  [doerKeyProposals, (q) => q.number],
  [absenceProposals, (q) => saysAbsence(q) || q.tokens.some((t) => isUnPrefixedParticiple(t.text))],
  [attributeOfProposals, cueTable(new Set(['of']))],
  // a year: a number, a word joining one ("post-1975"), or a year of the time phrase read before
  [storedYearProposals, (q) => q.number || q.hyphened || q.timed],
  [idNumberProposals, (q) => q.numeral],
  [labelledProposals, cueTable(LABELLING_PARTICIPLES)],
  [hasAnyProposals, (q) => saysHasAnyVerb(q) || (q.hyphened && q.tokens.some((t) => t.text.endsWith(WINNING)))],
  [geoProposals, cueTable(GEO_CUES)],
  [ranOutProposals, cueTable(new Set([OUT_OF[0]!]))],
  [placementProposals, cueTable(PLACEMENT_VERBS)],
  // an ordinal said apart ("fifth grade") or joined to its word ("fourth-grade")
  [ordinalModifierProposals, (q) => saysOrdinal(q) || q.hyphened],
  [dateStateProposals, cueTable(DATE_STATES)],
  [namingWordValueProposals, cueTable(NAMING_CUES)],
  [appointedProposals, cueTable(APPOINTING_PARTICIPLES)],
  [answerProposals, cueTable(ANSWER_WORDS)],
  [outcomeProposals, cueTable(OUTCOME_WORDS)],
  [outcomeFlagProposals, cueTable(OUTCOME_POLARITY)],
  [kindNounProposals, cueTable(KIND_FIELD_WORDS)],
  [valueAsFieldProposals, cueTable(new Set([ROLE_GIVER]))],
  [circumstanceValueProposals, cueTable(new Set([DUMMY_SUBJECT]))],
]);

/** Each extractor in order beside its gate (none for the ungated), paired once rather than looked up per request. */
const GATED_EXTRACTORS: ReadonlyArray<readonly [Extractor, ((cues: Cues) => boolean) | undefined]> = EXTRACTORS.map((extract) => [extract, GATES.get(extract)]);
cueTablesSealed = true;
/** The same extractors with no gate: what the gates may skip only where it would have found nothing. */
const UNGATED_EXTRACTORS: typeof GATED_EXTRACTORS = EXTRACTORS.map((extract) => [extract, undefined]);

/** The last segment of an identifier field's path: `id`, `_id`, `van_id`, `orderId`, `CustomerID`. */
const IDENTIFIER_PATH = /(?:^|[._])_?id$|[a-z](?:Id|ID)$/i;

/**
 * "customers with more than 5 orders" keeps groups by how many records each holds: a count per group, which the
 * group-by stage commits. Its number is no condition on the counted records, so a comparison inside that phrase on an
 * identifier, on a field of the counted records or on a field guessed for want of one is dropped; one on another
 * attribute ("more than 300 seats") stays.
 */
function countsRecords(ctx: EngineContext, proposal: FilterProposal, threshold: GroupProposal | null): boolean {
  if (!threshold || typeof proposal.value !== 'object') return false;
  const [from, to] = threshold.span;
  if (!(proposal.claims ?? [proposal.span]).every(([a, b]) => a >= from && b <= to)) return false;
  // "regions with between 2 and 4 depots": a range of counts bounds the count, whatever field the words before name
  if (threshold.countRange) return true;
  const counted = mentionAt(ctx, to - 1)?.entry.name;
  // "wards with more than 9 nurses": the group's own key names the groups, the number counts the records the schema
  // names, or a word for records of any kind ("above 20 bucks" names none: the number may be the key's value)
  if (proposal.field === threshold.key && (counted || collectionEndingAt(ctx, to) || RESULT_NOUNS.has(ctx.tokens[to - 1]!.text))) return true;
  // "patients with more than 3 visits": the number's own field (a visit's date) could not hold it, so another was
  // guessed; it counts the visits instead
  return IDENTIFIER_PATH.test(proposal.field.slice(proposal.field.lastIndexOf('.') + 1)) || proposal.refitted
    || (!!counted && (proposal.field === counted || proposal.field.startsWith(`${counted}.`)))
    || countedCollectionNames(ctx, to, proposal.field);
}

/**
 * "builders with more than 6 leases" where `leases` is a collection and `lease_type` a field: the counted noun is a
 * collection's records, so a field read from that noun alone (its first word is the noun) that keeps no number only
 * stands for them; one that does may hold the number ("dorms that sleep over 100 students" on `student_capacity`).
 */
function countedCollectionNames(ctx: EngineContext, to: number, field: string): boolean {
  const records = collectionEndingAt(ctx, to);
  if (!records) return false;
  const head = ctx.tokens[to - 1]!.canon;
  const entry = ctx.index.byName.get(field);
  return !!entry && entry.canonWords[0] === head && !keepsQuantity(entry);
}

/** filters: quoted values, ids, comparisons with numbers, people, flags, known values, codes, proper values, then has-any, geo and denials. */
export function filtersStage(ctx: EngineContext): void {
  runExtractors(ctx, GATED_EXTRACTORS);
}

/** filtersStage with every extractor run, for tests holding that a gate hides no reading. */
export function ungatedFiltersStage(ctx: EngineContext): void {
  runExtractors(ctx, UNGATED_EXTRACTORS);
}

/** Runs the extractors in order, each skipped when its gate (if any) finds no cue in the question. */
function runExtractors(ctx: EngineContext, extractors: typeof GATED_EXTRACTORS): void {
  const threshold = proposeCountThreshold(ctx);
  // lower-case names are read capitalised by the extractors alone: capitaliseLowerCaseNames rewrites ctx.tokens in
  // place, and the tokens it rewrote are put back once they have run
  const cased = capitaliseLowerCaseNames(ctx);
  const cues = new Cues(ctx);
  // indexed loops: this runs every extractor of every request, and for-of (with destructuring) costs more per step
  for (let e = 0; e < extractors.length; e++) {
    const [extract, gate] = extractors[e]!;
    if (gate !== undefined && !gate(cues)) continue;
    // one at a time: where a condition lands tells where the next of the same record goes
    const proposals = extract(ctx);
    for (let k = 0; k < proposals.length; k++) {
      const found = proposals[k]!;
      const p = cased.size ? markLowerCaseName(cased, found) : found;
      const fitted = countsRecords(ctx, p, threshold) || codeStandsForValue(ctx, p) ? null : fitValue(ctx, p);
      if (fitted) commitProposal(ctx, nameOverCode(ctx, rehomeProposal(ctx, fitted)));
    }
  }
  for (const [k, token] of cased) ctx.tokens[k] = token;
}
