import { spokenCanons, type CollectionMention, type EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex, FieldMention } from '../../field-index.ts';
import { enclosingNoun, isIdField, stampsWhenDone } from '../../field-index.ts';
import { isPluralWord, keepsQuantity } from '../../field-kinds.ts';
import { addToEachList, addToList } from '../../multimap.ts';
import { collectionKey, nameWords, type FieldOwners } from '../../ownership.ts';
import { perSchema, perSchemaKeyed } from '../../schema-memo.ts';
import { ABSENCE_WORDS, ACTION_NOUN_SUFFIXES, EVENT_TELLING_ADVERBS, RANKING_ADVERBS, RECORD_MAKING_PARTICIPLES, STATE_RESULT_LINKS, AMOUNT_ASKING_WORDS, PREDICATE_STATUS_WORDS, STAGE_PREDICATE_LEADS, AGENT_RECORD_WORD, APPOINTING_PARTICIPLES, FIELD_ROLE_WORDS, CHOICE_JOINER, CHOOSING_PARTICLE_VERBS, CLAUSE_BREAKS, CONDITION_NOUNS, ARTICLES, CLAUSE_SUBJECT_OPENERS, EVENT_RECORD_WORDS, HAVING_VERBS, HAVING_NO_LEADS, OBJECT_DETERMINERS, LACKING_WORDS, DENYING_DO_VERBS, DO_VERBS, FLAG_PREFIXES, GEO_CUES, HAS_ANY_VERBS, LABELLING_PARTICIPLES, NEGATIONS, NOT_STATED_THINGS, OUTCOME_FIELD_WORDS, POINTING_PARTICIPLES, OUTCOME_POLARITY, OUTCOME_WORDS, PHRASAL_VERBS, PHRASED_STATES, PREDICATE_NAME_LINKS, RESULT_GIVING_PHRASES, PASSING_FLAG_WORDS, LABEL_FIELD_ENDINGS, DEGREE_WORDS, DISTANCE_FROM_WORDS, FLAG_SUFFIXES, RELATIVE_PRONOUNS, STATE_ADJECTIVES, STATE_ADVERBS, STATE_CLOSING_ADVERBS, STATE_CLOSING_PHRASES, STATE_MAKING_PARTICIPLES, CLOSING_ADVERB_LEAD, UNNAMED_RECORD_WORDS, RECORD_ASKING_WORDS, STATE_LINKS, STATE_VERBS, STATUS_FIELD_WORD, STATUS_LINKS, STATUS_NOUNS, STATUS_PHRASES, STATUS_SHORTHANDS, AWAITING_WORDS, WORDING_WORDS, STATUS_WORDS, STOP_WORDS, SWITCH_PHRASES, SWITCH_STATE_ENDINGS, VERB_PARTICLES, KEY_ENDINGS, MEASURE_WORDS, QUANTITY_NOUNS } from '../../lexicon/words.ts';
import { collectionEndingAt, collectionMentionAt, collectionNamedBefore, holdsRecords, mentionAt, mentionEndingAt, mentionStartingAt, numericLeaf } from '../../mentions.ts';
import { canonWord, derivationalStem, derivesFromVerb, fieldWords, isPassiveParticiple, isPastParticiple, singular, PAST_PARTICIPLE_FORM, participleBases, PRESENT_PARTICIPLE_FORM } from '../../text.ts';
import { embeddedNamed, embeddedShallowFirst, fieldWordsOf, isMeasureField, ownContentWords, unlistedHolderWord } from './field-resolver.ts';
import type { FilterProposal } from './proposal.ts';
import { actionNoun } from './codes.ts';
import { DATE_FIELD_HEADS } from '../../lexicon/field-kinds.ts';
import { STAMP_ENDINGS } from '../../lexicon/time-rules.ts';
import { endsClause, isCapitalised, listValue, negatedAt } from './shared.ts';
import { ANSWER_LINKS, ANSWER_WORDS, ASIDE_OPENERS, OUT_OF, REFERENCE_LEADS } from '../../lexicon/function-words.ts';
import { QUANTITY_CANON } from '../group-by.ts';
import { PLACE_ORDINALS, SCALE_WORDS } from '../../lexicon/values.ts';

/** The first word of a yes/no field named for being in a state (`in_stock`, `inService`), said "in stock" / "out of stock". */
const IN_STATE = 'in';
const NEGATING_PREFIXES = ['non', 'in', 'un'];
const NEGATING_INITIALS: ReadonlySet<string> = new Set(NEGATING_PREFIXES.map((p) => p[0]!));
/** The fewest letters a prefix leaves of the state it denies ("inactive" leaves "active"). */
const MIN_DENIED_STATE = 4;
/** The shortest word a negating prefix and a state fit in: shorter ones ("in", "not", "under") are no denied state. */
const SHORTEST_NEGATED = Math.min(...NEGATING_PREFIXES.map((p) => p.length)) + MIN_DENIED_STATE;
/** A yes/no field named as a state: `isRemote`, `has_discount`, `review.isFinal` (the leaf's own name says it). */
const isFlagField = (entry: FieldEntry): boolean => !entry.children.length && fieldWordsOf(entry).length >= 2 && FLAG_PREFIXES.has(fieldWordsOf(entry)[0]!);
/**
 * Per schema, by their state word: yes/no fields named by one word and a flag ending (`fragile_flag`,
 * `parts.recalled_flag`), which the word alone says ("fragile crates", "crates that are not fragile"); a name of
 * several words before the ending (`self_serve_flg`) is keyed by them joined, as one hyphenated word says them
 * ("self-serve kiosks").
 */
const suffixedFlags = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byWord = new Map<string, FieldEntry>();
  for (const entry of index.entries) {
    const words = entry.children.length ? [] : fieldWordsOf(entry);
    if (words.length < 2 || !FLAG_SUFFIXES.has(words.at(-1)!)) continue;
    const key = words.slice(0, -1).join('');
    if (!byWord.has(key)) byWord.set(key, entry);
  }
  return byWord;
});
/** A word's canonical form, a hyphenated one's parts each made canonical and joined ("self-serve"). */
const compoundCanon = (text: string): string => (text.includes('-') ? text.split('-').map(canonWord).join('') : canonWord(text));
/** A field whose name says it holds yes or no (`isRemote`, `in_stock`): it holds no quantity. */
export const namesYesOrNo = (entry: FieldEntry): boolean => isFlagField(entry) || (!entry.children.length && fieldWordsOf(entry).length >= 2 && fieldWordsOf(entry)[0] === IN_STATE);
/**
 * A yes/no field named by "on" and its state (`OnProbation`, `on_call`): "staff on probation", "probation
 * staff". The state words name it in full; a question that spells the field as an identifier ("OnCall") names
 * the field itself, not the state.
 */
const STATE_PREFIX = 'on';
const IDENTIFIER_SPELLING = /[a-z][A-Z]|_/;
/** Whether a mention is spelled as an identifier ("has_shore_power", "onLoan"), which names the field itself. */
const spelledAsIdentifier = (ctx: EngineContext, mention: FieldMention): boolean =>
  ctx.tokens.slice(mention.from, mention.to).some((t) => IDENTIFIER_SPELLING.test(t.raw));
function statedFlag(ctx: EngineContext, mention: FieldMention): boolean {
  // most fields have no "on" among their words: the cheap test first, then their own last segment
  if (!mention.entry.canonWords.includes(STATE_PREFIX) || mention.entry.children.length) return false;
  const words = fieldWordsOf(mention.entry);
  return words.length >= 2 && words[0] === STATE_PREFIX && !spelledAsIdentifier(ctx, mention);
}

/**
 * "remote staff", "lead guides" beside `isRemote`, `isLeadGuide`: a flag field named in part must be named by its state, the
 * word after its prefix; "guides" alone names the records, not which of them lead.
 */
const saysFlagState = (ctx: EngineContext, mention: FieldMention): boolean =>
  ctx.tokens.slice(mention.from, mention.to).some((t) => t.canon === fieldWordsOf(mention.entry)[1]) || hyphenatedStateBefore(ctx, mention);

/**
 * "24-hour stores" beside `is_24_hour`: the words after the flag's prefix said whole as one hyphenated word, whose
 * last part the mention holds (the number before the hyphen names no field).
 */
function hyphenatedStateBefore(ctx: EngineContext, mention: FieldMention): boolean {
  if (ctx.tokens[mention.from - 1]?.text !== '-') return false;
  const state = fieldWordsOf(mention.entry).slice(1);
  let k = mention.to - 1;
  for (let n = state.length - 1; n >= 0; n--, k--) {
    if (ctx.tokens[k]?.text === '-') k--;
    if (ctx.tokens[k]?.canon !== state[n] || k < mention.from - 2) return false;
  }
  return k < mention.from - 1;
}

/**
 * "a stall that has running water": a yes/no field named in full by "has"/"have" and its thing, said as plain words, is
 * said of the records; spelled as an identifier ("has_shore_power") it names the field itself.
 */
function spokenFlag(ctx: EngineContext, mention: FieldMention): boolean {
  return HAVING_VERBS.has(ctx.tokens[mention.from]!.text) && mention.to - mention.from >= 2 && !spelledAsIdentifier(ctx, mention);
}

/** How a state is said: denied or not, and where its words end when past the field's mention ("certified by the board"). */
interface Said {
  readonly denied: boolean;
  readonly to?: number;
  /** said in a relative clause of records named by a word the schema does not use (namedRecordsAt) */
  readonly byAntecedent?: boolean;
  /** denied by a "non-" prefix */
  readonly prefixed?: boolean;
  /** said switched on or off (switchedSaid) */
  readonly switched?: boolean;
  /** said as the state and the thing in it (stateAndThingSaid) */
  readonly stateAndThing?: boolean;
  /** said as a stage phrase right after the records' noun (phraseAfterRecords) */
  readonly postposed?: boolean;
}

/** A past participle or a state adjective: a word that can name a state (`shipped`, `active`, `paid`). */
const isStateWord = (word: string): boolean => PAST_PARTICIPLE_FORM.test(word) || STATE_ADJECTIVES.has(word);

/**
 * A yes/no field whose whole name is one state word (`shipped`, `returned`, `active`, `paid`). Such a name may also
 * be a date or a count (`released`, `injured`), so the question must use the word as a state (stateSaid).
 */
function isStateWordField(entry: FieldEntry): boolean {
  if (entry.children.length) return false;
  const words = fieldWordsOf(entry);
  return words.length === 1 && isStateWord(words[0]!);
}


/**
 * A field named by a state and who gave it (`board_certified`, `email_verified`): said whole in a state's place
 * ("are board certified", "board-certified nurses"), or as the state and its agent ("certified by the board"). Null
 * when the mention says it no such way.
 */
function qualifiedStateSaid(ctx: EngineContext, mention: FieldMention): Said | null {
  if (mention.entry.children.length) return null;
  const words = fieldWordsOf(mention.entry);
  if (words.length < 2 || words.length > MAX_QUALIFIED_STATE) return null;
  if (!isStateWord(words[words.length - 1]!)) return isPassiveParticiple(words[words.length - 1]!) ? passiveStateSaid(ctx, mention, words) : null;
  if (mention.kind === 'full') return stateSaid(ctx, mention.from, mention.to);
  const passive = passiveStateSaid(ctx, mention, words);
  if (passive) return passive;
  if (mention.to - mention.from !== 1 || ctx.tokens[mention.from].canon !== words[words.length - 1]) return null;
  // "certified by the board": the agent is the rest of the name
  let k = mention.to;
  if (ctx.tokens[k]?.text !== 'by') return null;
  k++;
  if (ctx.tokens[k]?.text === 'the') k++;
  const agent = words.slice(0, -1);
  if (!agent.every((w, n) => ctx.tokens[k + n]?.canon === w)) return null;
  const said = stateSaid(ctx, mention.from, k + agent.length);
  return said && { ...said, to: k + agent.length };
}
/** Whether token `k` links a thing to its state: a verb of being or having, or an adverb among them ("was not yet"). */
const linksState = (ctx: EngineContext, k: number): boolean => STATE_VERBS.has(ctx.tokens[k]?.text ?? '') || STATE_ADVERBS.has(ctx.tokens[k]?.text ?? '');

/**
 * "donations where saline was given", "forms whose consent was not signed" beside `salineGiven`,
 * `consentSigned`: a field named by a thing and a past participle, the thing said and then, in the passive, the
 * participle ending its clause, is a yes or no; denied by a negation among its verbs. The mention may be either.
 */
function passiveStateSaid(ctx: EngineContext, mention: FieldMention, words: readonly string[]): Said | null {
  const thing = words.slice(0, -1);
  const thingEndsAt = (end: number): boolean => thing.every((w, n) => ctx.tokens[end - thing.length + n]?.canon === w);
  const at = mention.to - mention.from === thing.length && thingEndsAt(mention.to) ? stateLinks(ctx, mention.to, 1).end : mention.from;
  if (ctx.tokens[at]?.canon !== words.at(-1) || !endsClause(ctx.tokens[closingAdverbsEnd(ctx, at + 1)]?.text)) return null;
  const { end: j, denied, verb: passive } = stateLinks(ctx, at - 1, -1);
  const asked = AMOUNT_ASKING_WORDS.has(ctx.tokens[j - thing.length]?.text ?? '');
  return passive && thingEndsAt(j + 1) && !asked ? { denied, to: at + 1 } : null;
}

/**
 * The verbs and adverbs linking a thing to its state from token `k` on, read forwards (`step` 1) or backwards (-1):
 * the first token past them, whether a negation is among them, and whether a verb of being or having is.
 */
export function stateLinks(ctx: EngineContext, k: number, step: 1 | -1): { end: number; denied: boolean; verb: boolean } {
  let denied = false;
  let verb = false;
  for (; k >= 0 && linksState(ctx, k); k += step) {
    const text = ctx.tokens[k]!.text;
    denied ||= NEGATIONS.has(text) || negatingVerb(text);
    verb ||= STATE_VERBS.has(text);
  }
  return { end: k, denied, verb };
}

/** Longest name read as a state with its qualifier: longer ones describe, they hold no yes or no. */
const MAX_QUALIFIED_STATE = 3;

/** Verbs of being with their negation built in ("haven't shipped"). */
const negatingVerb = (text: string): boolean => STATE_VERBS.has(text) && (text.endsWith('n\'t') || text.endsWith('nt'));

/**
 * Whether the state word at [from, to) is said of the records, and whether it is denied: before the records' noun
 * ("returned loans"), after a verb of being ("books that are available", "orders that have not shipped"), or denied
 * right after the records ("loans not yet returned"), with nothing after it that makes it a verb or a date ("shipped
 * to Lyon", "released in 2010"). Null when the word is no state there.
 */
function stateSaid(ctx: EngineContext, from: number, to: number, records: RecordsAt = namedRecordsAt(ctx), timeCloses = false): Said | null {
  const closing = closingAdverbsEnd(ctx, to);
  // "orders that got cancelled last week": after a stage word, a time phrase closes its clause as well (it dates the
  // records); after a participle that names a field, it dates that field instead ("released in 2015")
  const next = timeCloses && ctx.roles[closing] === 'time' ? undefined : ctx.tokens[closing];
  const previous = ctx.tokens[from - 1]?.text ?? '';
  // "non-glazed", split by the tokeniser: the prefix makes the state word an adjective denied wherever it stands
  if (previous === NEGATING_PREFIXES[0]) return { denied: true, prefixed: true };
  if (RANKING_ADVERBS.has(previous)) return null;
  // "potters who fired vases" is a verb with its object; "R-rated" an adjective of its own; "active ocean carriers":
  // another word of the records may stand between
  const stacked = ctx.tokens[to]?.kind === 'word' && !STOP_WORDS.has(ctx.tokens[to]!.text) && records(to + 1, false);
  const before = (records(to, false) || stacked) && !RELATIVE_PRONOUNS.has(previous) && previous !== '-';
  if (next && !before && !endsClause(next.text)) return null;
  let j = from - 1;
  let denied = false;
  let verb = false;
  // "have not been returned", "are still not available"; "orders still pending": an adverb of time alone links as well
  for (; j >= 0 && (STATE_ADVERBS.has(ctx.tokens[j].text) || STATE_VERBS.has(ctx.tokens[j].text)); j--) {
    const text = ctx.tokens[j].text;
    if (NEGATIONS.has(text) || negatingVerb(text)) denied = true;
    else verb = true;
  }
  if (before) return { denied };
  // "bikes that came back broken": a phrase of ending up in a state links it as a verb of being does
  const result = STATE_RESULT_LINKS.find((words) => words.every((w, n) => ctx.tokens[j - words.length + 1 + n]?.text === w));
  if (result) {
    j -= result.length;
    verb = true;
  }
  const relative = RELATIVE_PRONOUNS.has(ctx.tokens[j]?.text ?? '');
  if (relative) j--;
  return (verb || denied) && j >= 0 && records(j, relative) ? { denied, byAntecedent: relative && collectionMentionAt(ctx, j) === undefined } : null;
}

/** The words a switch phrase opens with ("switched", "enabled"). */
const SWITCH_OPENERS: ReadonlySet<string> = new Set(SWITCH_PHRASES.map(([words]) => words[0]!));

/**
 * "accounts with night mode switched off", "accounts whose alerts are not enabled": a setting named in full, said after
 * it to be switched on or off and ending its clause, is a yes/no field, denied when off.
 */
function switchedSaid(ctx: EngineContext, mention: FieldMention): Said | null {
  return mention.kind !== 'full' || mention.entry.children.length ? null : switchedAfter(ctx, mention.to);
}

/** A setting said from token `from` on to be switched on or off, ending its clause; null when it is not. */
function switchedAfter(ctx: EngineContext, from: number): (Said & { readonly to: number }) | null {
  const { end: k, denied } = stateLinks(ctx, from, 1);
  // most fields named are followed by no word a switch phrase opens with: no phrase is tried there
  if (!SWITCH_OPENERS.has(ctx.tokens[k]?.text ?? '')) return null;
  const found = SWITCH_PHRASES.find(([words]) => words.every((w, n) => ctx.tokens[k + n]?.text === w));
  if (!found) return null;
  const to = k + found[0].length;
  return endsClause(ctx.tokens[closingAdverbsEnd(ctx, to)]?.text) ? { denied: denied === found[1], to, switched: true } : null;
}

/** Most words of a setting's name before the word saying it is on (`darkModeEnabled`: dark, mode). */
const MAX_SETTING_WORDS = 3;

/** A schema's switch settings: their flags by the setting's words joined, and the words the settings open with. */
interface SwitchSettings {
  readonly bySetting: ReadonlyMap<string, FieldEntry>;
  readonly openers: ReadonlySet<string>;
}

/**
 * Per schema: yes/no leaves named by a setting and a word saying it is on (`alertsOn`, `darkModeEnabled`), no date
 * (`given_on`) nor other figure.
 */
const switchSettings = perSchema((index: FieldIndex): SwitchSettings => {
  const bySetting = new Map<string, FieldEntry>();
  const openers = new Set<string>();
  for (const entry of index.entries) {
    const words = entry.ownWords;
    if (entry.children.length || words.length < 2 || words.length > MAX_SETTING_WORDS + 1 || !SWITCH_STATE_ENDINGS.has(words.at(-1)!) || isMeasureField(entry)) continue;
    bySetting.set(words.slice(0, -1).join(' '), entry);
    openers.add(words[0]!);
  }
  return { bySetting, openers };
});

/**
 * "accounts with alerts turned off" beside `alertsOn`, "dark mode disabled" beside `darkModeEnabled`: a setting said
 * switched on or off, whose flag is named by it and a word saying it is on, is that flag, false when off.
 */
export function switchSettingProposals(ctx: EngineContext): FilterProposal[] {
  const { bySetting, openers } = switchSettings(ctx.index);
  if (!bySetting.size) return [];
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    // most words open no setting's name: no span is joined from them
    if (!openers.has(ctx.tokens[i]!.canon)) continue;
    for (let to = Math.min(ctx.tokens.length, i + MAX_SETTING_WORDS); to > i; to--) {
      const field = ctx.roles.slice(i, to).every((role) => role === undefined) ? bySetting.get(ctx.tokens.slice(i, to).map((t) => t.canon).join(' ')) : undefined;
      const said = field ? switchedAfter(ctx, to) : null;
      if (!field || !said) continue;
      proposals.push({ field: field.name, value: !said.denied && !negatedAt(ctx, i), span: [i, said.to], confidence: 0.7, rule: 'filters.flag-switched-setting', keep: true });
      i = said.to - 1;
      break;
    }
  }
  return proposals;
}

/** Past the words saying when that close a state's clause after token `to` ("vacant right now", "shipped yet"). */
function closingAdverbsEnd(ctx: EngineContext, to: number): number {
  let k = to;
  for (;;) {
    const text = ctx.tokens[k]?.text ?? '';
    if (STATE_CLOSING_ADVERBS.has(text)) {
      k++;
      continue;
    }
    const phrase = STATE_CLOSING_PHRASES.find((words) => words.every((w, n) => ctx.tokens[k + n]?.text === w));
    if (phrase) k += phrase.length;
    else if (text === CLOSING_ADVERB_LEAD && STATE_CLOSING_ADVERBS.has(ctx.tokens[k + 1]?.text ?? '')) k += 2;
    else return k;
  }
}

/** Whether the records are named at token `k`, `relative` when a relative pronoun stands between them and their state. */
type RecordsAt = (k: number, relative: boolean) => boolean;
/**
 * The records named by their collection, said of themselves ("books that are available"), not of a value of theirs
 * ("the fee that was waived"); a relative clause may say it of them by a word the schema does not use ("volumes that
 * are lent").
 */
const namedRecordsAt = (ctx: EngineContext): RecordsAt => (k, relative) => {
  if (collectionMentionAt(ctx, k) !== undefined) return true;
  // "serious incidents" where incidents are records embedded in another collection's documents, named in the plural
  // ("the urgent backlog" names a figure of the backlog)
  const embedded = mentionAt(ctx, k);
  if (embedded && holdsRecords(embedded.entry) && isPluralWord(ctx.tokens[embedded.to - 1]!.text)) return true;
  const antecedent = ctx.tokens[k];
  return relative && antecedent.kind === 'word' && !STOP_WORDS.has(antecedent.text) && !mentionAt(ctx, k);
};

/**
 * Records named as namedRecordsAt reads them, by any embedded field, or by a plural noun no field names: a field named
 * as a flag holds yes or no whatever else its object keeps ("abnormal readings" beside `readings.abnormalFlag` and
 * `readings.level`), and its ending leaves no doubt which field holds the state ("the animals have been neutered"
 * beside `neutered_flag`).
 */
const flaggedRecordsAt = (ctx: EngineContext): RecordsAt => {
  const named = namedRecordsAt(ctx);
  return (k, relative) => {
    if (named(k, relative)) return true;
    const mention = mentionAt(ctx, k);
    if (mention) return mention.entry.children.length > 0;
    const t = ctx.tokens[k];
    return t?.kind === 'word' && !STOP_WORDS.has(t.text) && isPluralWord(t.text);
  };
};

/**
 * Records named as namedRecordsAt reads them, or by a plural noun that names a field only in part or by an alias
 * ("explicit songs" where "songs" is also a title's alias, "skipped lessons" beside a `lessonCount`, "missed visits"):
 * a word naming a field in part is a noun, and a state word said before it says which of the records. A word for an
 * amount or a count ("budgeted amounts", "injured counts") names the figure the state word's field holds, no records.
 */
const pluralRecordsAt = (ctx: EngineContext, field: FieldEntry): RecordsAt => {
  const named = namedRecordsAt(ctx);
  return (k, relative) => {
    // "active clients" where `Active` is the carers' and the clients keep a `Status`: the records' own stage
    const records = collectionMentionAt(ctx, k)?.collection;
    if (records && ctx.owners.ownerOf.get(field) !== records && ownStatus(ctx, records)) return false;
    if (named(k, relative)) return true;
    const mention = mentionAt(ctx, k);
    const t = ctx.tokens[k]!;
    return !!mention && mention.kind !== 'full' && mention.to === k + 1 && isPluralWord(t.text) && ctx.roles[k] === undefined
      && !MEASURE_WORDS.has(t.canon) && !QUANTITY_NOUNS.has(t.canon);
  };
};

/**
 * "clinics accepting new patients", "staff that are not working remotely": a yes/no field named by what its records
 * do (`acceptingNewPatients`), said in full right after the records or after a verb of being, and ending its clause.
 */
function doingSaid(ctx: EngineContext, mention: FieldMention): Said | null {
  if (mention.kind !== 'full' || mention.entry.children.length) return null;
  const words = fieldWordsOf(mention.entry);
  if (words.length < 2 || !PRESENT_PARTICIPLE_FORM.test(words[0]!) || mention.to - mention.from < words.length) return null;
  return saidWholeOfRecords(ctx, mention, objectLeftOutEnd(ctx, mention.to));
}

/**
 * A field's name said whole from its mention up to `to`, as what is said of the records: right after their collection
 * and ending its clause, or where stateSaid reads a state.
 */
function saidWholeOfRecords(ctx: EngineContext, mention: FieldMention, to: number): Said | null {
  if (collectionMentionAt(ctx, mention.from - 1) !== undefined) return endsClause(ctx.tokens[to]?.text) ? { denied: false, to } : null;
  const said = stateSaid(ctx, mention.from, to);
  return said && { ...said, to };
}

/**
 * "members accepting new clients" beside `accepting_new`: the name may leave out the plain noun that ends what the
 * records do. Past that noun when it names no field (it may name other records) and ends the clause; else `to` itself.
 */
function objectLeftOutEnd(ctx: EngineContext, to: number): number {
  const noun = ctx.tokens[to];
  if (noun?.kind !== 'word' || STOP_WORDS.has(noun.text) || CLAUSE_BREAKS.has(noun.text) || !isPluralWord(noun.text)) return to;
  // "trainers taking new clients" where clients are records of their own: the noun still only ends the name
  const other = collectionMentionAt(ctx, to);
  if (other ? other.to !== to + 1 : mentionAt(ctx, to)) return to;
  return endsClause(ctx.tokens[to + 1]?.text) ? to + 1 : to;
}

/**
 * Per schema, by their state word: yes/no fields named by a state and the thing in it (`verifiedPurchase`), read when
 * the state word is denied ("unverified reviews").
 */
const statedThings = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byState = new Map<string, FieldEntry>();
  for (const entry of index.entries) {
    const words = entry.children.length ? [] : fieldWordsOf(entry);
    if (words.length === 2 && isStateWord(words[0]!) && !NOT_STATED_THINGS.has(words[1]!) && !byState.has(words[0]!)) byState.set(words[0]!, entry);
  }
  return byState;
});

/**
 * "crew who are certified welders" beside `certified_welder`: a field named by a state word and the thing in that
 * state, said whole where stateSaid reads a state, is a yes or no said of the records.
 */
function stateAndThingSaid(ctx: EngineContext, mention: FieldMention): Said | null {
  if (mention.kind !== 'full' || mention.entry.children.length || mention.to - mention.from !== 2) return null;
  const words = fieldWordsOf(mention.entry);
  // `registered_voters` counts the things, it holds no yes or no
  if (words.length !== 2 || !isStateWord(words[0]!) || NOT_STATED_THINGS.has(words[1]!) || isPluralWord(mention.entry.writtenWords.at(-1)!) || keepsQuantity(mention.entry)
    || isMeasureField(mention.entry)) return null;
  const said = stateSaid(ctx, mention.from, mention.to);
  return said && { ...said, stateAndThing: true };
}

/**
 * "lodges that are safe for pets", "a cabin not fit for children" beside `safeForPets`, `fit_for_children`: a field
 * named by a word and a preposition leading to its object, said whole of the records (saidWholeOfRecords), is a yes or
 * no said of them.
 */
function predicateSaid(ctx: EngineContext, mention: FieldMention): Said | null {
  if (mention.kind !== 'full' || mention.entry.children.length) return null;
  const words = fieldWordsOf(mention.entry);
  if (words.length !== 3 || !PREDICATE_NAME_LINKS.has(words[1]!) || mention.to - mention.from !== words.length) return null;
  return saidWholeOfRecords(ctx, mention, mention.to);
}

/**
 * "auto-renewing plans", "plans that are not auto-renewing" beside `auto_renew`: a field named by a verb and the word
 * joined to it, said whole as one hyphenated participle, is a yes or no said of the records.
 */
function compoundParticipleSaid(ctx: EngineContext, mention: FieldMention): Said | null {
  const token = ctx.tokens[mention.from]!;
  if (mention.kind !== 'full' || mention.to !== mention.from + 1 || mention.entry.children.length) return null;
  if (!token.text.includes('-') || !PRESENT_PARTICIPLE_FORM.test(token.text) || fieldWordsOf(mention.entry).length < 2) return null;
  return stateSaid(ctx, mention.from, mention.to);
}

/**
 * Per schema, by the stem a negating prefix denies: the flag or state-word field a phrase of that stem names first,
 * else the stated thing (statedThings) of that state word. Most schemas have none, and no word is taken apart for them.
 */
const deniableStates = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byStem = new Map<string, FieldEntry>();
  // the fields are judged once each, and the phrases only read when some field is deniable
  const deniable = new Set(index.entries.filter((e) => isFlagField(e) || isStateWordField(e)));
  if (deniable.size) {
    for (const [stem, candidates] of index.phrases) {
      const entry = candidates.find((c) => deniable.has(c.entry))?.entry;
      if (entry) byStem.set(stem, entry);
    }
  }
  for (const [stem, entry] of statedThings(index)) if (!byStem.has(stem)) byStem.set(stem, entry);
  return byStem;
});

/** A flag field named by a word with a negating prefix ("inactive", "non-remote", "unreturned"), or null. */
function negatedFlagAt(ctx: EngineContext, i: number): FieldEntry | null {
  // a word token starts with a letter or digit, so its first letter already tells whether a prefix can follow
  if (!NEGATING_INITIALS.has(ctx.tokens[i].text[0]!) || ctx.tokens[i].text.length < SHORTEST_NEGATED) return null;
  const deniable = deniableStates(ctx.index);
  if (!deniable.size) return null;
  const text = ctx.tokens[i].text.replace(/-/g, '');
  for (const prefix of NEGATING_PREFIXES) {
    if (!text.startsWith(prefix) || text.length - prefix.length < MIN_DENIED_STATE) continue;
    const entry = deniable.get(canonWord(text.slice(prefix.length)));
    if (entry) return entry;
  }
  return null;
}


/**
 * "products in stock", "vehicles out of service": a yes/no field named "in <state>" said with its preposition; "out
 * of" denies it. Null when the mention is no such field or the preposition is not there.
 */
function inStateAt(ctx: EngineContext, mention: FieldMention): Said | null {
  if (mention.entry.children.length) return null;
  const words = fieldWordsOf(mention.entry);
  if (words.length < 2 || words[0] !== IN_STATE) return null;
  const at = mention.from;
  if (ctx.tokens[at - 1]?.text === IN_STATE) return { denied: false };
  return ctx.tokens[at - 2]?.text === OUT_OF[0] && ctx.tokens[at - 1]?.text === OUT_OF[1] ? { denied: true } : null;
}

/**
 * "medications out of stock" beside `StockQty`, `units_in_stock`: with no yes/no field for the state, a count named by
 * the state's noun and a quantity word holds none. Only "out of" says it: "in stock" may still ask for the count.
 */
export function ranOutProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  for (let i = 0; i + 2 < ctx.tokens.length; i++) {
    if (ctx.tokens[i]!.text !== OUT_OF[0] || ctx.tokens[i + 1]!.text !== OUT_OF[1] || ctx.roles[i + 2] !== undefined) continue;
    const mention = mentionStartingAt(ctx, i + 2);
    if (!mention || mention.to !== i + 3 || mention.entry.children.length) continue;
    const words = fieldWordsOf(mention.entry);
    if (!words.includes(ctx.tokens[i + 2]!.canon) || !words.some((w) => QUANTITY_CANON.has(w))) continue;
    proposals.push({ field: mention.entry.name, value: 0, span: [i, i + 3], confidence: 0.7, rule: 'filters.ran-out-count', keep: true });
  }
  return proposals;
}

/**
 * Per schema, by their state word: yes/no fields named by a prefix and one state word (`is_seasonal`) or by the state
 * word alone (`remote`), which the adverb of that word says ("routes that run seasonally").
 */
const flagsByState = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byState = new Map<string, FieldEntry>();
  for (const entry of index.entries) {
    const words = fieldWordsOf(entry);
    const state = isFlagField(entry) && words.length === 2 ? words[1] : isStateWordField(entry) ? words[0] : undefined;
    if (state && !byState.has(state)) byState.set(state, entry);
  }
  return byState;
});
/** The adverb ending that makes an adjective say how something is done ("seasonal" → "seasonally"). */
const ADVERB_ENDING = 'ly';

/**
 * "routes that only run seasonally", "staff who work remotely": the adverb of a flag's state word, ending its clause,
 * says the records are in that state. Null when the word at `i` is no such adverb.
 */
function adverbFlagAt(ctx: EngineContext, i: number): FieldEntry | null {
  const text = ctx.tokens[i]!.text;
  if (!text.endsWith(ADVERB_ENDING) || !endsClause(ctx.tokens[closingAdverbsEnd(ctx, i + 1)]?.text)) return null;
  return flagsByState(ctx.index).get(canonWord(text.slice(0, -ADVERB_ENDING.length))) ?? null;
}

/**
 * "reports not finalized yet", "finalized reports" beside `isFinal`: a past participle made from a flag's state word,
 * said of the records (stateSaid), says the records are put in that state. Null when the word at `i` is no such
 * participle.
 */
function madeStateFlagAt(ctx: EngineContext, i: number): { readonly field: FieldEntry; readonly said: Said } | null {
  const state = STATE_MAKING_PARTICIPLES.get(ctx.tokens[i]!.text);
  const field = state ? flagsByState(ctx.index).get(canonWord(state)) : undefined;
  const said = field ? stateSaid(ctx, i, i + 1) : null;
  return said ? { field: field!, said } : null;
}

/**
 * "which escalators are running", "escalators on the upper floor that are running": the verbs of being before a
 * linked state phrase lead back to the records named, or to a relative pronoun after them; "boilers where the tariff
 * is fixed", "jobs where the process is running" say it of something else.
 */
function linkedToRecords(ctx: EngineContext, i: number): boolean {
  const { end } = stateLinks(ctx, i - 1, -1);
  if (end === i - 1) return false;
  return RELATIVE_PRONOUNS.has(ctx.tokens[end]?.text ?? '') ? collectionNamedBefore(ctx, end) !== undefined : collectionEndingAt(ctx, end + 1) !== undefined;
}

/**
 * "belts that are out of service", "lifts not in working order": a phrase saying a state in other words, ending its
 * clause or before the records, is the yes/no field named by that state (`is_operational`), false when it says the
 * state does not hold or is denied.
 */
export function phrasedStateProposals(ctx: EngineContext): FilterProposal[] {
  const flags = flagsByState(ctx.index);
  if (!flags.size) return [];
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const phrase = ctx.roles[i] === undefined ? PHRASED_STATES.find(({ words }) => words.every((w, n) => ctx.tokens[i + n]?.text === w)) : undefined;
    const field = phrase?.states.map((state) => flags.get(state)).find((entry) => entry !== undefined);
    if (!phrase || !field) continue;
    const to = i + phrase.words.length;
    const closes = endsClause(ctx.tokens[closingAdverbsEnd(ctx, to)]?.text);
    if (phrase.linked ? !closes || !linkedToRecords(ctx, i) : !closes && collectionMentionAt(ctx, to) === undefined) continue;
    proposals.push({ field: field.name, value: phrase.holds !== negatedAt(ctx, i), span: [i, to], confidence: 0.7, rule: 'filters.flag-phrased-state', keep: true });
    i = to - 1;
  }
  return proposals;
}

/** "remote employees", "inactive users", "not international": a yes/no field named by its state word. */
export function flagProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  const flagsBySuffix = suffixedFlags(ctx.index);
  // a word no field names is read only through these per-schema tables (a flag's ending, a denied or made state, a
  // stated thing, a state's adverb): a schema with none of them reads no such word, and most words name no field
  const wordReadings = flagsBySuffix.size > 0 || deniableStates(ctx.index).size > 0 || statedThings(ctx.index).size > 0 || flagsByState(ctx.index).size > 0;
  for (let i = 0; i < ctx.tokens.length; i++) {
    if (ctx.tokens[i].kind !== 'word' || ctx.roles[i] !== undefined) continue;
    const mention = mentionStartingAt(ctx, i);
    if (!mention && !wordReadings) continue;
    const named = mention && ((isFlagField(mention.entry) && (mention.kind !== 'full' ? saysFlagState(ctx, mention) : spokenFlag(ctx, mention))) || statedFlag(ctx, mention)) ? mention.entry : null;
    // "returned loans", "orders that have not shipped", "out of stock": a field named by its state word alone
    const stated = named || !mention ? null
      : isStateWordField(mention.entry) && mention.to - mention.from === 1 && ctx.tokens[i].canon === fieldWordsOf(mention.entry)[0] ? stateSaid(ctx, mention.from, mention.to, pluralRecordsAt(ctx, mention.entry))
        : inStateAt(ctx, mention) ?? doingSaid(ctx, mention) ?? qualifiedStateSaid(ctx, mention) ?? switchedSaid(ctx, mention) ?? predicateSaid(ctx, mention) ?? stateAndThingSaid(ctx, mention);
    // "abnormal readings" beside `readings.abnormalFlag`, "hazmat loads" beside `hazmat_flag`: the word alone names no
    // field, the flag holds it; a state word must be said of the records
    const flagged = named || stated || mention || !flagsBySuffix.size ? undefined : flagsBySuffix.get(compoundCanon(ctx.tokens[i].text));
    const flaggedState = flagged && isStateWord(ctx.tokens[i].canon);
    const flaggedSaid = flaggedState ? stateSaid(ctx, i, i + 1, flaggedRecordsAt(ctx)) : null;
    const suffixed = flagged && (flaggedSaid || !flaggedState) ? flagged : undefined;
    const negated = named || stated || suffixed ? null : mention ? null : negatedFlagAt(ctx, i);
    // "insured drivers" beside `insuredVehicle`: the state word alone, said of records named by their collection
    const thing = named || stated || suffixed || negated || mention ? undefined : statedThings(ctx.index).get(ctx.tokens[i].canon);
    const thingSaid = thing ? stateSaid(ctx, i, i + 1) : null;
    const compoundSaid = named || stated || !mention ? null : compoundParticipleSaid(ctx, mention);
    const adverb = named || stated || suffixed || negated || thingSaid || mention ? null : adverbFlagAt(ctx, i);
    const made = named || stated || suffixed || negated || thingSaid || adverb || mention ? null : madeStateFlagAt(ctx, i);
    const field = named ?? suffixed ?? (stated ? mention!.entry : negated) ?? (compoundSaid ? mention!.entry : null) ?? (thingSaid ? thing! : null) ?? adverb ?? made?.field;
    if (!field) continue;
    const to = stated?.to ?? mention?.to ?? i + 1;
    const said = stated ?? flaggedSaid ?? compoundSaid ?? thingSaid ?? made?.said;
    const value = said ? !said.denied && !negatedAt(ctx, i) : !negated && !negatedAt(ctx, i);
    const start = stated && ctx.tokens[i - 1]?.text === IN_STATE ? i - 1 : i;
    proposals.push({ field: field.name, value, span: [start, to], confidence: 0.7, rule: suffixed ? 'filters.flag+flag-ending' : adverb ? 'filters.flag-adverb' : made ? 'filters.flag-made-state' : thingSaid ? 'filters.flag-stated-thing' : compoundSaid ? 'filters.flag-compound-participle' : stated ? `filters.flag-state-word${stated.byAntecedent ? '+relative-antecedent' : stated.prefixed ? '+non-prefix' : stated.switched ? '+switched' : stated.stateAndThing ? '+state-and-thing' : ''}` : negated && !isFlagField(negated) ? 'filters.flag-denied-state' : 'filters.flag', keep: true });
    i = to - 1;
  }
  return proposals;
}

/**
 * Per schema, by their verb and particle joined ("opt in"): yes/no leaves named by a verb and the particle ending it
 * (`marketingOptIn`, `opt_out`), maybe after the thing chosen. Yes or no by their name: a flag prefix
 * (`is_checked_in`) or a verb of choosing; another bare verb names the event, its date or place (`check_in`, `pick_up`).
 */
const particleFlags = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byVerb = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) {
    const words = entry.children.length ? [] : fieldWordsOf(entry);
    if (words.length < 2 || !VERB_PARTICLES.has(words.at(-1)!)) continue;
    // a name of only a verb already in the past and its particle (`checkedIn`, `signed_up`) says a state reached, no
    // event; with more words, or a particle that dates (`installedOn`), it may be the event's date (`date_moved_in`)
    const verb = words.at(-2)!;
    const past = words.length === 2 && PAST_PARTICIPLE_FORM.test(verb) && !NOT_STATED_THINGS.has(words[1]!);
    if (isFlagField(entry) || past || CHOOSING_PARTICLE_VERBS.has(verb)) addToList(byVerb, `${past ? participleBases(verb)[0] : verb} ${words.at(-1)}`, entry);
  }
  return byVerb;
});

/** Whether a time phrase follows token `k` in its clause ("checked in on 3 May"): the verb then dates an event. */
function datedLater(ctx: EngineContext, k: number): boolean {
  for (; k < ctx.tokens.length && !endsClause(ctx.tokens[k]!.text); k++) if (ctx.roles[k] === 'time') return true;
  return false;
}

/**
 * "users who opted in to marketing", "members that have not signed up": a verb in the past and its particle name a
 * yes/no field named by the verb and that particle, true; the opposite particle ("opted out") or a denial makes it
 * false. Of several such fields, the one whose other words the question says. A time phrase after it makes the verb an
 * event dated there, no yes or no.
 */
export function particleFlagProposals(ctx: EngineContext): FilterProposal[] {
  const flags = particleFlags(ctx.index);
  if (!flags.size) return [];
  const proposals: FilterProposal[] = [];
  const asked = spokenCanons(ctx);
  for (let i = 0; i + 1 < ctx.tokens.length; i++) {
    const particle = ctx.tokens[i + 1]!.text;
    if (ctx.roles[i] !== undefined || !VERB_PARTICLES.has(particle) || datedLater(ctx, i + 2)) continue;
    for (const base of participleBases(ctx.tokens[i]!.text)) {
      const said = flags.get(`${base} ${particle}`);
      const opposite = VERB_PARTICLES.get(particle);
      const denying = said ? undefined : opposite && flags.get(`${base} ${opposite}`);
      const candidates = said ?? denying;
      if (!candidates) continue;
      const field = candidates.length === 1 ? candidates[0] : candidates.find((c) => fieldWordsOf(c).slice(0, -2).some((w) => asked.has(w)));
      if (!field) break;
      proposals.push({ field: field.name, value: !denying && !negatedAt(ctx, i), span: [i, i + 2], confidence: 0.7, rule: 'filters.flag-verb-particle', keep: true });
      break;
    }
  }
  return proposals;
}

/** Per schema: the yes/no leaves named by coming out well (`passed`, `isSuccessful`), PASSING_FLAG_WORDS after any flag prefix. */
const passingFlags = perSchema((index: FieldIndex): readonly FieldEntry[] => index.entries.filter((entry) => {
  const words = entry.children.length ? [] : fieldWordsOf(entry);
  const own = FLAG_PREFIXES.has(words[0] ?? '') ? words.slice(1) : words;
  return own.length === 1 && PASSING_FLAG_WORDS.has(own[0]!);
}));

/**
 * A plural noun at token `k` that names no field and no records ("attempts", "tries"): the trials themselves, which the
 * schema's only outcome flag is kept for.
 */
function unnamedTrialsAt(ctx: EngineContext, k: number): boolean {
  const t = ctx.tokens[k];
  return t?.kind === 'word' && !STOP_WORDS.has(t.text) && isPluralWord(t.text) && !mentionAt(ctx, k) && collectionMentionAt(ctx, k) === undefined;
}

/**
 * "crew who passed", "attempts that failed": an outcome word that is a verb in the past, said right after a relative
 * pronoun and ending its clause, says how the records before the pronoun came out.
 */
function outcomeVerbSaid(ctx: EngineContext, i: number, records: RecordsAt): Said | null {
  if (!PAST_PARTICIPLE_FORM.test(ctx.tokens[i]!.text) || !RELATIVE_PRONOUNS.has(ctx.tokens[i - 1]?.text ?? '')) return null;
  const next = ctx.tokens[closingAdverbsEnd(ctx, i + 1)];
  return (!next || endsClause(next.text)) && i >= 2 && records(i - 2, true) ? { denied: false } : null;
}

/**
 * "failed payments", "checks that were unsuccessful": how an attempt came out, said of records owning a yes/no field
 * named by coming out well (`succeeded`, `passed`), is that field, false when it came out badly. Runs before the status
 * words, so such records keep their outcome in that flag rather than in another collection's status; records keeping a
 * status of their own keep it there when the flag is another's ("failed imports" beside an import `status`). The
 * schema's only such flag is also said of trials named by a word the schema does not use ("failed attempts") and, by
 * its verb, of the people who made them ("crew who passed").
 */
export function outcomeFlagProposals(ctx: EngineContext): FilterProposal[] {
  const flags = passingFlags(ctx.index);
  if (!flags.length) return [];
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const polarity = ctx.roles[i] === undefined ? OUTCOME_POLARITY.get(ctx.tokens[i]!.text) : undefined;
    if (polarity === undefined) continue;
    let field: FieldEntry | undefined;
    let unnamed = false;
    const records: RecordsAt = (k) => {
      const named = collectionMentionAt(ctx, k);
      // a flat list may give the flag to the collection listed before (sharedStatus): the only one, to records keeping no status
      const found = named ? (flags.find((f) => ctx.owners.ownerOf.get(f) === named.collection)
        ?? (flags.length === 1 && !sharedStatus(ctx.owners).owners.has(named.collection) ? flags[0] : undefined))
        : flags.length === 1 && unnamedTrialsAt(ctx, k) ? flags[0] : undefined;
      // stateSaid asks about the word after the state too: a miss there keeps what the records further on found
      if (found) {
        field = found;
        unnamed = !named;
      }
      return !!found;
    };
    const stated = stateSaid(ctx, i, i + 1, records);
    const said = stated ?? outcomeVerbSaid(ctx, i, records);
    if (!said || !field) continue;
    const rule = `filters.outcome-flag${stated ? '' : '+relative-verb'}${unnamed ? '+unnamed-trials' : ''}`;
    proposals.push({ field: field.name, value: polarity !== (said.denied || negatedAt(ctx, i)), span: [i, i + 1], confidence: 0.7, rule, keep: true });
  }
  return proposals;
}

/**
 * Per schema, by the head word of the records whose stage they keep: status leaves, named by their own other words
 * (`repair_status_code` → repair) or by the array holding them (`Hires.status` → hire).
 */
const statusFields = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byRecord = new Map<string, FieldEntry>();
  for (const entry of index.entries) {
    const own = entry.children.length ? [] : fieldWordsOf(entry);
    if (!own.includes(STATUS_FIELD_WORD)) continue;
    const named = own.filter((w) => w !== STATUS_FIELD_WORD && !KEY_ENDINGS.includes(w)).at(-1);
    // a flat list may leave the array out and list its leaves alone (`claims.status`): the path before the leaf names it
    const holder = entry.parent ? ownContentWords(entry.parent).at(-1) : unlistedHolderWord(entry);
    for (const word of [named, holder]) if (word && !byRecord.has(word)) byRecord.set(word, entry);
  }
  return byRecord;
});

/**
 * Per schema, by collection: the one top-level status field a collection owns (`status`, `occupancy_status`); none
 * when it owns several, whose words must then say which. A flat schema's status leaf names neither its records nor
 * a holder; the collection whose fields it is among keeps it.
 */
export const ownedStatusFields = perSchema((owners: FieldOwners): ReadonlyMap<string, FieldEntry> => {
  const byCollection = new Map<string, FieldEntry[]>();
  for (const [entry, collection] of owners.ownerOf) {
    if (!entry.parent && !entry.children.length && fieldWordsOf(entry).includes(STATUS_FIELD_WORD)) addToList(byCollection, collection, entry);
  }
  const owned = new Map<string, FieldEntry>();
  for (const [collection, fields] of byCollection) {
    if (fields.length === 1) owned.set(collection, fields[0]!);
  }
  return owned;
});

/** What sharedStatus keeps per schema. */
interface SharedStatus {
  /** the collections owning a status leaf */
  readonly owners: ReadonlySet<string>;
  /** the schema's one status leaf, a wording beside a code left out; null when it has none or several */
  readonly sole: FieldEntry | null;
  /** by collection, its one status leaf when a wording beside a code is left out (`van_status_code` by `van_status_desc`) */
  readonly coded: ReadonlyMap<string, FieldEntry>;
  /** by collection, the words of the leaves it owns */
  readonly ownWords: ReadonlyMap<string, ReadonlySet<string>>;
}
/**
 * Per schema: a flat list names a field several collections share once, among the first one's fields ("analyzers that
 * are offline" where `status` is listed with the specimens'), so records owning no status leaf may take the schema's only one.
 */
const sharedStatus = perSchema((owners: FieldOwners): SharedStatus => {
  const holders = new Set<string>();
  const codes = new Map<string, FieldEntry[]>();
  const ownWords = new Map<string, Set<string>>();
  for (const [entry, collection] of owners.ownerOf) {
    const words = entry.children.length ? [] : fieldWordsOf(entry);
    let known = ownWords.get(collection);
    if (!known) ownWords.set(collection, (known = new Set()));
    for (const w of words) known.add(w);
    if (entry.parent || !words.includes(STATUS_FIELD_WORD)) continue;
    holders.add(collection);
    if (!WORDING_WORDS.has(words.at(-1)!)) addToList(codes, collection, entry);
  }
  const coded = new Map([...codes].filter(([, leaves]) => leaves.length === 1).map(([collection, [leaf]]) => [collection, leaf!]));
  const all = [...codes.values()].flat();
  return { owners: holders, sole: all.length === 1 ? all[0]! : null, coded, ownWords };
});

/**
 * Per schema: the one status leaf of whole documents (no path, `status`, `booking_status`), a wording beside a code left
 * out, that records the question names by no collection keep their stage in ("anything returned"); a flat list's
 * embedded leaves (`diagnoses.status`) keep the stage of the items they sit in, never of whole records.
 */
const documentStatus = perSchema((owners: FieldOwners): FieldEntry | null => {
  const found: FieldEntry[] = [];
  for (const entry of owners.ownerOf.keys()) {
    if (entry.parent || entry.children.length || entry.name.includes('.')) continue;
    const words = fieldWordsOf(entry);
    if (words.includes(STATUS_FIELD_WORD) && !WORDING_WORDS.has(words.at(-1)!)) found.push(entry);
  }
  return found.length === 1 ? found[0]! : null;
});

/**
 * Per schema: the one whole-document leaf named by "status" alone, a key ending aside (`status` beside `claimStatus`,
 * whose name says whose stage it keeps); null when there is none or several.
 */
const bareDocumentStatus = perSchema((owners: FieldOwners): FieldEntry | null => {
  const found = [...owners.ownerOf.keys()].filter((entry) => !entry.parent && !entry.children.length && !entry.name.includes('.')
    && fieldWordsOf(entry).every((w) => w === STATUS_FIELD_WORD || KEY_ENDINGS.includes(w)));
  return found.length === 1 ? found[0]! : null;
});

/** The one status field a collection owns, a wording beside a code left out. */
const ownStatus = (ctx: EngineContext, collection: string): FieldEntry | undefined =>
  ownedStatusFields(ctx.owners).get(collection) ?? sharedStatus(ctx.owners).coded.get(collection);

/** A status field chosen for some records, and whether it is the schema's only one rather than theirs. */
interface ChosenStatus {
  readonly entry: FieldEntry;
  readonly sole: boolean;
}
/** Evidence of a stage kept in the schema's only status field, not one the records own (collectionStatus, namedStatusAt). */
const SOLE_STATUS = '+sole-status';

/**
 * The status field kept for the records of a collection: the one it owns, or the schema's only one when it owns none
 * and no field of its own is named by the stage word (agents' `isActive` keeps "active" agents).
 */
function collectionStatus(ctx: EngineContext, collection: string, stage: string): ChosenStatus | undefined {
  const owned = ownStatus(ctx, collection);
  if (owned) return { entry: owned, sole: false };
  const shared = sharedStatus(ctx.owners);
  return shared.sole && !shared.owners.has(collection) && !shared.ownWords.get(collection)?.has(stage) && !ownsEventOf(ctx, collection, stage) ? { entry: shared.sole, sole: true } : undefined;
}

/**
 * "unpaid invoices" where invoices keep `paid_on` and only projects keep a status: the records' own date of the
 * event the stage word says (undone or not) keeps it, not another collection's status field.
 */
function ownsEventOf(ctx: EngineContext, collection: string, stage: string): boolean {
  const word = stage.toLowerCase();
  const event = eventFieldOf(eventFields(ctx.index), canonWord(word.startsWith(NEGATING_PREFIX) ? withoutNegatingPrefix(word) : word));
  return !!event && ctx.owners.ownerOf.get(event) === collection;
}

/**
 * Per schema, by their words joined: leaf fields of two words keeping no number or date (`no_show`, `walkIn`), which a
 * hyphenated noun may name whole.
 */
const nounFlagFields = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byJoined = new Map<string, FieldEntry>();
  for (const entry of index.entries) {
    if (entry.children.length || entry.canonWords.length !== 2 || keepsQuantity(entry)) continue;
    const joined = entry.canonWords.join('');
    if (!byJoined.has(joined)) byJoined.set(joined, entry);
  }
  return byJoined;
});

/**
 * "queue times for drop-ins", "drop-in sessions" beside `drop_in`: a hyphenated noun whose parts joined name a
 * two-word field whole, said in the plural for the records or right before their noun, says the records are of that
 * kind: the field, as a yes/no, is set (denied, it is not). Stage nouns are read by statusWordProposals.
 */
export function hyphenedFlagProposals(ctx: EngineContext): FilterProposal[] {
  const fields = nounFlagFields(ctx.index);
  const labels = labelFieldsByHead(ctx.index);
  if (!fields.size && !labels.size) return [];
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const t = ctx.tokens[i]!;
    if (t.kind !== 'word' || t.text.indexOf('-') <= 0 || ctx.roles[i] !== undefined || isStatusNoun(t) || collectionMentionAt(ctx, i)) continue;
    const field = fields.get(t.canon);
    if (field && (isPluralWord(t.text) || collectionMentionAt(ctx, i + 1))) {
      proposals.push({ field: field.name, value: !negatedAt(ctx, i), span: [i, i + 1], confidence: 0.6, rule: 'filters.flag+hyphened-noun', keep: true });
      continue;
    }
    const labelled = labels.size ? hyphenedLabelAt(ctx, i, labels) : null;
    if (labelled) proposals.push(labelled);
  }
  return proposals;
}

/** A label's value said before a hyphen: a plain word of two letters or more. */
const LABEL_WORD = /^\p{L}{2,}$/u;

/** What may follow the word a label field is named for (`quality_flag`, `noise_level`): words naming a label, not the thing. */
const LABEL_HEAD_ENDINGS: ReadonlySet<string> = new Set([...LABEL_FIELD_ENDINGS, ...FLAG_SUFFIXES].map(canonWord));

/**
 * Per schema, by the one word they are named for: the leaves holding neither a number nor a key named by that word
 * alone or with a label ending (`quality_flag` → quality); a word two name is no field's.
 */
const labelFieldsByHead = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byHead = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) {
    const words = fieldWordsOf(entry);
    if (entry.children.length || isMeasureField(entry) || isIdField(entry) || words.length > 2 || (words.length === 2 && !LABEL_HEAD_ENDINGS.has(words[1]!))) continue;
    addToList(byHead, words[0]!, entry);
  }
  return new Map([...byHead].filter(([, entries]) => entries.length === 1).map(([head, entries]) => [head, entries[0]!]));
});

/**
 * "bad-quality observations" beside `quality_flag`: a hyphenated word of two plain words said right before the records,
 * whose second part is the word a label field is named for, says the first part is that field's value. A grade of a
 * scale ("high-risk") is read by scaleValueProposals, an ordinal ("third-floor") by ordinalModifierProposals, a number
 * before the hyphen ("24-hour") by the flag readings. A participle after the hyphen says how the records are done
 * ("highest-rated"), and one letter before it makes a word of its own ("X-ray", "e-mail", "A-grade"): neither is a
 * label's value.
 */
function hyphenedLabelAt(ctx: EngineContext, i: number, labels: ReadonlyMap<string, FieldEntry>): FilterProposal | null {
  const parts = ctx.tokens[i]!.text.split('-');
  if (parts.length !== 2 || !LABEL_WORD.test(parts[0]!) || SCALE_WORDS.has(parts[0]!) || PLACE_ORDINALS.has(parts[0]!) || isPastParticiple(parts[1]!) || !collectionMentionAt(ctx, i + 1)) return null;
  const field = labels.get(canonWord(parts[1]!));
  return field ? { field: field.name, value: listValue([parts[0]!], negatedAt(ctx, i)), span: [i, i + 1], confidence: 0.6, rule: 'filters.hyphened-label', keep: true } : null;
}

/** STATUS_NOUNS as words are read: canonical, a hyphenated one joined ("no-shows" → noshow). */
const STATUS_NOUN_CANONS: ReadonlySet<string> = new Set([...STATUS_NOUNS].map(canonWord));
const isStatusNoun = (t: { readonly canon: string }): boolean => STATUS_NOUN_CANONS.has(t.canon);

/** The first words of STATUS_PHRASES: a phrase is looked for only at one of them. */
const STATUS_PHRASE_OPENERS: ReadonlySet<string> = new Set(STATUS_PHRASES.map((words) => words[0]!));
/** STATUS_PHRASES hyphenated into one word ("in-progress", "on-hold"). */
const HYPHENED_STATUS_PHRASES: ReadonlySet<string> = new Set(STATUS_PHRASES.map((words) => words.join('-')));
/**
 * The stage named at token `i`, and where its words end: a stage word ("postponed") or its shorthand ("comp'd"), a stage noun in the plural
 * ("drafts", written in the singular), a stage phrase ("on hold"), or a word of waiting and what is awaited ("awaiting
 * review"). Null when none starts there.
 */
function stageAt(ctx: EngineContext, i: number): { readonly to: number; readonly value: string } | null {
  const t = ctx.tokens[i]!;
  if (STATUS_WORDS.has(t.text) && (!PREDICATE_STATUS_WORDS.has(t.text) || STAGE_PREDICATE_LEADS.has(ctx.tokens[i - 1]?.text ?? ''))) return { to: i + 1, value: t.raw };
  const spelled = STATUS_SHORTHANDS.get(t.text);
  if (spelled) return { to: i + 1, value: spelled };
  if (isStatusNoun(t) && isPluralWord(t.text)) return { to: i + 1, value: singular(t.text) };
  // "in-progress projects": a stage phrase hyphenated before the noun, as written
  if (HYPHENED_STATUS_PHRASES.has(t.text)) return { to: i + 1, value: t.raw };
  const phrase = STATUS_PHRASE_OPENERS.has(t.text) ? STATUS_PHRASES.find((words) => words.every((w, n) => ctx.tokens[i + n]?.text === w)) : undefined;
  const awaited = AWAITING_WORDS.has(t.text) && ctx.tokens[i + 1]?.kind === 'word' && !STOP_WORDS.has(ctx.tokens[i + 1]!.text) ? 2 : 0;
  const length = phrase?.length ?? awaited;
  return length ? { to: i + length, value: ctx.tokens.slice(i, i + length).map((w) => w.raw).join(' ') } : null;
}

/**
 * "postponed matches", "confirmed cabin hires", "repairs that have been completed", "claims still awaiting
 * review": a stage said of records whose stage a status field keeps is that field's value, as written; denied, it
 * is ruled out. Records named by their collection take the status field that collection owns (collectionStatus).
 */
export function statusWordProposals(ctx: EngineContext): FilterProposal[] {
  const byRecord = statusFields(ctx.index);
  if (!byRecord.size && !sharedStatus(ctx.owners).owners.size) return [];
  const proposals: FilterProposal[] = [];
  const ownedAt = (k: number, stageWord: string): ChosenStatus | undefined => {
    const named = collectionMentionAt(ctx, k);
    return named ? collectionStatus(ctx, named.collection, stageWord) : undefined;
  };
  for (let i = 0; i < ctx.tokens.length; i++) {
    const named = ctx.roles[i] === undefined ? namedStatusAt(ctx, i) : null;
    if (named) {
      proposals.push(named);
      i = named.span[1] - 1;
      continue;
    }
    const stage = ctx.roles[i] === undefined ? stageAt(ctx, i) : null;
    if (!stage) {
      const participle = ctx.roles[i] === undefined ? participleStageAt(ctx, i) : null;
      if (participle) proposals.push(participle);
      continue;
    }
    // "appointments that were no-shows" beside a `no_show` field: the stage noun names a yes/no field of its own
    const ownFlag = isStatusNoun(ctx.tokens[i]!) ? nounFlagFields(ctx.index).get(ctx.tokens[i]!.canon) : undefined;
    if (ownFlag) {
      proposals.push({ field: ownFlag.name, value: !negatedAt(ctx, i), span: [i, stage.to], confidence: 0.6, rule: 'filters.status-word+own-flag', keep: true });
      continue;
    }
    let field: FieldEntry | undefined;
    let sole = false;
    const recordAt = (k: number): boolean => {
      const byHead = byRecord.get(ctx.tokens[k]?.canon ?? '');
      const owned = byHead ? undefined : ownedAt(k, ctx.tokens[i]!.canon);
      field = byHead ?? owned?.entry;
      sole = !!owned?.sole;
      return !!field;
    };
    // "confirmed flat bookings", "pending two bed flat bookings": a few words may stand between the state and the
    // records' noun, never a function word ("outstanding for crates")
    const stated = stateSaid(ctx, i, stage.to, (k) => recordAt(k) || (k === stage.to && recordsAfterModifiers(ctx, k, recordAt)), !namesTimestamp(ctx, ctx.tokens[i]!.canon));
    // "non-settled loans": the prefix denies the stage before any records are looked for; they stand right after it
    if (stated?.prefixed && !field && !recordAt(stage.to)) recordsAfterModifiers(ctx, stage.to, recordAt);
    let said = stated ?? (stage.to === i + 1 ? stageReached(ctx, i, recordAt) : phraseAfterRecords(ctx, i, recordAt));
    let unnamed = false;
    if (!said || !field) {
      const only = unnamedRecordsStage(ctx, i, stage.to);
      if (!only) continue;
      said = { denied: false };
      field = only;
      unnamed = true;
    }
    const value = listValue([stage.value], said.denied || negatedAt(ctx, i));
    proposals.push({ field: field.name, value, span: [i, stage.to], confidence: 0.6, rule: `filters.status-word${unnamed ? UNNAMED_RECORDS : stated ? '' : said.postposed ? '+after-records' : '+relative-verb'}${sole ? SOLE_STATUS : ''}`, keep: true, classed: true });
    i = stage.to - 1;
  }
  return proposals;
}

/**
 * Per schema: the nouns of its lists of records, canonical: embedded lists and objects, listed or not (`inspections.date`
 * → inspection), and the last word of each collection's name (`van_repairs` → repair).
 */
const recordListHeads = perSchema((index: FieldIndex, collections: readonly string[]): ReadonlySet<string> => new Set([
  ...index.entries.map(enclosingNoun).filter(Boolean),
  ...collections.map((c) => nameWords(c).at(-1)).filter((w): w is string => !!w),
]));
/** The fewest letters of a verb whose noun may name a list of records ("inspect", not "use"). */
const MIN_ACTION_VERB = 4;
/**
 * Whether a past participle's verb names a list of records by its action noun or as a bare noun ("inspected" beside
 * `inspections`, "weighed" beside `weighings`, "audited" beside `audits`, "certified" beside `certifications`): such a
 * participle says the records have entries there, not a stage their status keeps.
 */
function namesEventList(ctx: EngineContext, participle: string): boolean {
  const heads = recordListHeads(ctx.index, ctx.collections);
  return participleBases(participle).some((base) => base.length >= MIN_ACTION_VERB
    && [base, actionNoun(base), ...ACTION_NOUN_SUFFIXES.map((suffix) => base + suffix)].some((noun) => heads.has(canonWord(noun))));
}

/**
 * "scrapped kilns", "kilns that are firing right now", "which kilns have been scrapped": a participle no lexicon lists
 * as a stage is a stage of the records, kept in the status field their collection owns (a word no list gives as a
 * stage is no evidence for another collection's status), when it is a past one right before the noun of records, or
 * one after the noun that closes its clause, a past one past a verb of being, a present one only with a word saying
 * now and needing no verb; records named by no collection and no field keep it in the schema's only status field. Not
 * a participle a field or timestamp of the schema is named by ("released titles"), one of making or pointing at the
 * record, a past one naming a list of events (namesEventList), one after a ranking or event-telling adverb, nor one
 * an aside follows (the aside writes the code).
 */
function participleStageAt(ctx: EngineContext, i: number): FilterProposal | null {
  const t = ctx.tokens[i]!;
  if (t.kind !== 'word') return null;
  // most words are no participle: they leave before any walk
  const past = isPastParticiple(t.text);
  const present = !past && PRESENT_PARTICIPLE_FORM.test(t.text);
  // "PRINTED jobs": a capitalised one is a code or a name, which the proper-value stage reads as written; "the
  // selected clients" points at records, naming no stage of theirs
  if ((!past && !present) || isCapitalised(t) || POINTING_PARTICIPLES.has(t.text) || RECORD_MAKING_PARTICIPLES.has(t.text) || mentionAt(ctx, i) || namesTimestamp(ctx, t.canon)) return null;
  const previous = ctx.tokens[i - 1]?.text ?? '';
  if ((past && namesEventList(ctx, t.text)) || RANKING_ADVERBS.has(previous) || EVENT_TELLING_ADVERBS.has(previous)) return null;
  const before = past ? collectionMentionAt(ctx, i + 1) : undefined;
  let after: CollectionMention | undefined;
  let unnamed: FieldEntry | undefined;
  const closing = closingAdverbsEnd(ctx, i + 1);
  // "dogs that were rehomed (RHM)": an aside after the participle writes the state's code, which keeps it instead
  if ((past || closing > i + 1) && endsClause(ctx.tokens[closing]?.text) && !ASIDE_OPENERS.has(ctx.tokens[closing]?.text ?? '')) {
    const { end, verb } = stateLinks(ctx, i - 1, -1);
    // "kilns scrapped": a past participle right after the noun modifies it, saying no stage
    const subject = RELATIVE_PRONOUNS.has(ctx.tokens[end]?.text ?? '') ? end : end + 1;
    if (verb || present) after = collectionEndingAt(ctx, subject);
    // records named by no collection, nor by a word of a field (`grower_name` names growers, others than the records)
    const noun = ctx.tokens[subject - 1];
    if (!after && past && verb && noun && !ctx.index.words.has(noun.canon)) unnamed = unnamedRecordsStage(ctx, i, i + 1);
  }
  const records = before ?? after;
  const field = records ? ownStatus(ctx, records.collection) : unnamed;
  if (!field) return null;
  return { field: field.name, value: listValue([t.raw], negatedAt(ctx, i)), span: [i, i + 1], confidence: 0.55, rule: `filters.status-word+participle${unnamed ? UNNAMED_RECORDS : after ? '+after-records' : ''}`, keep: true, classed: true };
}

/** Most words between a stage word and the records' noun ("available two bed flats"). */
const MAX_STAGE_MODIFIERS = 3;
/** Whether, from token `k`, at most MAX_STAGE_MODIFIERS words, none a function word, lead to the records' noun. */
function recordsAfterModifiers(ctx: EngineContext, k: number, recordAt: (k: number) => boolean): boolean {
  for (let n = 0; n < MAX_STAGE_MODIFIERS; n++, k++) {
    const t = ctx.tokens[k];
    if (t?.kind !== 'word' || STOP_WORDS.has(t.text)) return false;
    if (recordAt(k + 1)) return true;
  }
  return false;
}

/** Evidence of a stage said of records the question does not name, kept in the schema's only status field. */
const UNNAMED_RECORDS = '+unnamed-records';

/** Whether the words from `to` on close the clause a stage ends: its end, a break, or a time phrase ("refunded in May"). */
const stageClauseEnds = (ctx: EngineContext, to: number): boolean => {
  const k = closingAdverbsEnd(ctx, to);
  return ctx.roles[k] === 'time' || endsClause(ctx.tokens[k]?.text);
};

/**
 * Whether records are named nowhere before token `i` but by a word that stands for whatever records ("anything",
 * "what's", UNNAMED_RECORD_WORDS), past the verbs, adverbs and relative pronoun linking them to the stage
 * ("everything that was voided", "what's still pending").
 */
function unnamedRecordsBefore(ctx: EngineContext, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && (STATE_ADVERBS.has(ctx.tokens[j]!.text) || STATE_VERBS.has(ctx.tokens[j]!.text) || RELATIVE_PRONOUNS.has(ctx.tokens[j]!.text))) j--;
  if (j < 0) return false;
  if (UNNAMED_RECORD_WORDS.has(ctx.tokens[j]!.text)) return true;
  // "which gigs got postponed": a plural noun no field names, asked about
  const noun = ctx.tokens[j]!;
  return j > 0 && RECORD_ASKING_WORDS.has(ctx.tokens[j - 1]!.text) && noun.kind === 'word' && !STOP_WORDS.has(noun.text) && isPluralWord(noun.text)
    && !mentionAt(ctx, j) && ctx.roles[j] === undefined;
}

/**
 * "anything returned in May", "everything that was voided", "what's still pending", "the no-shows last week": a
 * stage said of records the question names by no collection, or by a stage noun alone, ending its clause, is kept in
 * the schema's only status field (whose collection the records then are). Undefined when the question names a
 * collection, or the schema keeps no status or several.
 */
function unnamedRecordsStage(ctx: EngineContext, i: number, to: number): FieldEntry | undefined {
  // "tally the dropouts enrolled by phone", "dropouts per campus": a stage noun names the records itself, whatever
  // follows it and whatever other records the question names
  const t = ctx.tokens[i]!;
  const noun = isStatusNoun(t) && isPluralWord(t.text) && !mentionAt(ctx, i);
  if (ctx.collectionMentions.length && !noun) return undefined;
  if (!noun && !stageClauseEnds(ctx, to)) return undefined;
  // a stage noun names records of a kind of their own: beside statuses named for other records, the bare one keeps it
  const only = documentStatus(ctx.owners) ?? (noun ? bareDocumentStatus(ctx.owners) : null);
  if (!only) return undefined;
  return noun || unnamedRecordsBefore(ctx, i) ? only : undefined;
}

/**
 * Per schema: its date and time leaf fields named for what they date (`ship_date`, `expiry_date`, `closed_at`,
 * `shippedAt`, `release_year`).
 */
const datedLeaves = perSchema((index: FieldIndex): readonly FieldEntry[] => index.entries
  .filter((e) => !e.children.length && e.ownWords.length >= 2 && (DATE_FIELD_HEADS.has(e.ownWords.at(-1)!) || STAMP_ENDINGS.has(e.ownWords.at(-1)!))));
/** A stage word that is a timestamp's participle ("shipped" of `shippedAt`): a time phrase after it dates that field. */
const namesTimestamp = (ctx: EngineContext, canon: string): boolean => timestampParticiples(ctx.index).has(canon);
/** Per schema: the participles of its timestamps (`shipped` of `shippedAt`). */
const timestampParticiples = perSchema((index: FieldIndex): ReadonlySet<string> =>
  new Set(datedLeaves(index).filter(stampsWhenDone).map((entry) => entry.ownWords[entry.ownWords.length - 2]!)));
/**
 * Whether a past participle's verb names a date or time field of the schema ("shipped" beside `ship_date` or
 * `shippedDate`, "expired" beside `expiry_date`, "approved" beside `approval_date`): a time after it dates that field.
 */
const namesDate = (ctx: EngineContext, participle: string): boolean =>
  datedLeaves(ctx.index).some((e) => e.ownWords.slice(0, -1).some((word) => derivesFromVerb(word, participle)));

/** How far before the word "status" the records whose stage it names may be named ("files w/ status archived"). */
const STATUS_OWNER_WINDOW = 4;

/**
 * "loans whose status is overdue", "files w/ status archived": the word "status", named by no field of its own,
 * and the one word after it ending its clause is a stage of the records named just before, kept in their status field;
 * with no records named there, in the schema's only status field.
 */
function namedStatusAt(ctx: EngineContext, i: number): FilterProposal | null {
  if (ctx.tokens[i]!.text !== STATUS_FIELD_WORD || mentionAt(ctx, i)) return null;
  let at = i + 1;
  if (STATUS_LINKS.has(ctx.tokens[at]?.text ?? '')) at++;
  const value = ctx.tokens[at];
  if (value?.kind !== 'word' || STOP_WORDS.has(value.text) || ctx.roles[at] !== undefined || !endsClause(ctx.tokens[at + 1]?.text)) return null;
  const only = sharedStatus(ctx.owners).sole;
  let chosen: ChosenStatus | undefined = only ? { entry: only, sole: true } : undefined;
  for (let k = i - 1; k >= 0 && k >= i - STATUS_OWNER_WINDOW; k--) {
    const named = collectionMentionAt(ctx, k);
    if (named) {
      chosen = collectionStatus(ctx, named.collection, value.canon);
      break;
    }
  }
  return chosen ? { field: chosen.entry.name, value: listValue([value.raw], negatedAt(ctx, i)), span: [i, at + 1], confidence: 0.6, rule: `filters.status-word+named-status${chosen.sole ? SOLE_STATUS : ''}`, keep: true, classed: true } : null;
}

/**
 * "subjects who discontinued", "orders that shipped": a stage word as the whole verb of a relative clause about the
 * records, closing it, says they reached that stage. "crates sealed last week": a past participle right after the
 * records' noun and followed by a time closing the clause is that clause with its pronoun left out, unless any date or
 * time field of the schema is named by its verb (`sealed_at`, `seal_date`: the time then dates the sealing). Closing the question
 * alone it is more often what is counted ("the number of crates sealed"); before a possessive time or an object
 * ("hauliers sealed last week's crates") it is the clause's main verb.
 */
function stageReached(ctx: EngineContext, i: number, recordAt: (k: number) => boolean): Said | null {
  const closes = endsClause(ctx.tokens[closingAdverbsEnd(ctx, i + 1)]?.text);
  if (RELATIVE_PRONOUNS.has(ctx.tokens[i - 1]?.text ?? '')) return closes && recordAt(i - 2) ? { denied: false } : null;
  const word = ctx.tokens[i]!;
  if (!PAST_PARTICIPLE_FORM.test(word.text) || ctx.roles[i + 1] !== 'time' || namesDate(ctx, word.text)) return null;
  let end = i + 1;
  while (ctx.roles[end] === 'time') end++;
  if (!endsClause(ctx.tokens[end]?.text)) return null;
  return recordAt(i - 1) ? { denied: false, postposed: true } : null;
}

/**
 * "crates in transit", "tickets on hold at the desk": a stage phrase of several words opens with a preposition, so it
 * may stand right after the records' noun with no verb, whatever follows it.
 */
function phraseAfterRecords(ctx: EngineContext, i: number, recordAt: (k: number) => boolean): Said | null {
  return i > 0 && recordAt(i - 1) ? { denied: false, postposed: true } : null;
}

/**
 * Per schema, by the base form of their verb: yes/no fields named by a past participle alone or after "is"/"has"
 * (`attended`, `isResolved`), which a question may deny through the verb ("did not attend").
 */
const doneActions = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byBase = new Map<string, FieldEntry>();
  for (const entry of index.entries) {
    if (!isStateWordField(entry) && !(isFlagField(entry) && entry.canonWords.length === 2)) continue;
    const words = fieldWordsOf(entry);
    for (const base of participleBases(words[words.length - 1]!)) if (!byBase.has(base)) byBase.set(base, entry);
  }
  return byBase;
});
/** Per schema, by their one word: yes/no fields named by a past participle alone (`attended`). */
const doneFields = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byWord = new Map<string, FieldEntry>();
  for (const entry of index.entries) {
    const word = isStateWordField(entry) ? fieldWordsOf(entry)[0]! : '';
    if (PAST_PARTICIPLE_FORM.test(word) && !byWord.has(word)) byWord.set(word, entry);
  }
  return byWord;
});
/** Most words a clause's own subject takes before its verb ("where the gym member did not attend"). */
const MAX_SUBJECT_WORDS = 3;

/** Whether the verb ending at token `k` ends a clause about the records: they are its subject, or it has its own. */
function saidOfRecords(ctx: EngineContext, k: number, ownSubject: boolean): boolean {
  for (let n = 0; k >= 0 && n <= MAX_SUBJECT_WORDS; k--, n++) {
    const text = ctx.tokens[k].text;
    if (CLAUSE_SUBJECT_OPENERS.has(text)) return (n > 0 || !ownSubject) && k > 0 && collectionMentionAt(ctx, k - 1) !== undefined;
    if (n === 0 && !ownSubject && collectionMentionAt(ctx, k) !== undefined) return true;
    if (CLAUSE_BREAKS.has(text) || ctx.tokens[k].kind !== 'word') return false;
  }
  return false;
}

/**
 * "bookings where the guest did not attend", "parcels that didn't arrive": a yes/no field named by a past participle
 * denied through "do" and its verb's base form, ending its clause, in a clause about the records. "bookings where the
 * guest attended": the participle itself ends a clause with a subject of its own. Null when neither.
 */
function actionSaid(ctx: EngineContext, actions: ReadonlyMap<string, FieldEntry>, i: number): { field: FieldEntry; denied: boolean } | null {
  const phrasal = PHRASAL_VERBS.get(`${ctx.tokens[i].text} ${ctx.tokens[i + 1]?.text}`);
  const text = phrasal ?? ctx.tokens[i].text;
  // "didn't show up (for)": the verb's particle, and a preposition its object was taken from, end it too
  const end = phrasal ? i + (REFERENCE_LEADS.has(ctx.tokens[i + 2]?.text ?? '') ? 3 : 2) : i + 1;
  if (!endsClause(ctx.tokens[end]?.text)) return null;
  const done = doneFields(ctx.index).get(text);
  if (done) {
    // "where the guest never attended"
    const denied = NEGATIONS.has(ctx.tokens[i - 1]?.text ?? '');
    return saidOfRecords(ctx, denied ? i - 2 : i - 1, true) ? { field: done, denied } : null;
  }
  const field = actions.get(text);
  if (!field) return null;
  const before = ctx.tokens[i - 1]?.text ?? '';
  if (DENYING_DO_VERBS.has(before)) return saidOfRecords(ctx, i - 2, false) ? { field, denied: true } : null;
  const denied = (before === 'not' || before === 'never') && DO_VERBS.has(ctx.tokens[i - 2]?.text ?? '');
  return denied && saidOfRecords(ctx, i - 3, false) ? { field, denied } : null;
}

/** "orders that did not ship", "bookings the guest attended": a yes/no field named by a past participle, said through its verb. */
export function deniedActionProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  const actions = doneActions(ctx.index);
  if (!actions.size) return proposals;
  for (let i = 2; i < ctx.tokens.length; i++) {
    if (ctx.tokens[i].kind !== 'word' || ctx.roles[i] !== undefined) continue;
    const said = actionSaid(ctx, actions, i);
    if (said) proposals.push({ field: said.field.name, value: !said.denied, span: [i, i + 1], confidence: 0.7, rule: said.denied ? 'filters.denied-action' : 'filters.done-action', keep: true });
  }
  return proposals;
}

/** Per schema, by their last word: fields holding a label (`flag`, `labs.flag`, `tags`), not yes or no. */
const labelFields = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byWord = new Map<string, FieldEntry>();
  for (const entry of index.entries) {
    if (entry.children.length || namesYesOrNo(entry)) continue;
    const word = entry.canonWords[entry.canonWords.length - 1];
    if (word && !byWord.has(word)) byWord.set(word, entry);
  }
  return byWord;
});
const AS = 'as';
/** The word after a labelling participle that leads to the thing the records are marked with ("flagged with anaemia"). */
const WITH = 'with';

/**
 * Words naming the kind of value a field keeps, a text, a name, a place (`notes`, `title`), or a scale it grades
 * (`priority`): a field named by one of them keeps that value, not a yes that records are marked with.
 */
const VALUE_KIND_WORDS: ReadonlySet<string> = new Set([...Object.values(FIELD_ROLE_WORDS).flat(), ...[...SCALE_WORDS.values()].flat()].map(canonWord));

/**
 * The field a record is marked with, named at token `k` after "flagged with": a leaf named by one word that keeps no
 * quantity nor a kind of value (VALUE_KIND_WORDS), a condition found (`checks.anaemia`), or a yes/no field, which then
 * holds yes. Null when no such field is named there.
 */
function markedWithField(ctx: EngineContext, k: number): FieldMention | null {
  const mention = ctx.roles[k] === undefined ? mentionStartingAt(ctx, k) : undefined;
  if (!mention || mention.entry.children.length) return null;
  const own = fieldWordsOf(mention.entry);
  const single = own.length === 1 && mention.to === k + 1 && ctx.tokens[k]!.canon === own[0] && !keepsQuantity(mention.entry)
    && !VALUE_KIND_WORDS.has(own[0]!);
  return single || namesYesOrNo(mention.entry) ? mention : null;
}

/**
 * "results flagged abnormal", "recipes tagged as vegan": a labelling participle names the field of its verb (`flag`,
 * `tags`), and the one word after it, ending its clause, is the label as written. "flagged with" and a field it names
 * (markedWithField) marks the records with that field's yes.
 */
export function labelledProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  const labels = labelFields(ctx.index);
  for (let i = 1; i < ctx.tokens.length - 1; i++) {
    if (!LABELLING_PARTICIPLES.has(ctx.tokens[i].text) || ctx.roles[i] !== undefined) continue;
    const markedWith = ctx.tokens[i + 1]!.text === WITH ? markedWithField(ctx, i + 2) : null;
    if (markedWith) {
      proposals.push({ field: markedWith.entry.name, value: !negatedAt(ctx, i), span: [i, markedWith.to], confidence: 0.65, rule: 'filters.labelled+marked-with', keep: true });
      continue;
    }
    const at = ctx.tokens[i + 1]!.text === AS ? i + 2 : i + 1;
    const label = ctx.tokens[at];
    const next = ctx.tokens[at + 1];
    // "flagged high": a grade of a scale is a label, though the word is a function word elsewhere ("high to low")
    if (!label || label.kind !== 'word' || ctx.roles[at] !== undefined || (STOP_WORDS.has(label.text) && !SCALE_WORDS.has(label.text)) || NEGATIONS.has(label.text)) continue;
    const named = participleBases(ctx.tokens[i].text).map((base) => labels.get(canonWord(base))).find((e) => e !== undefined);
    // "tickets that were marked duplicate": with no field of the verb, a label in lower case is a stage of the records
    // marked, kept in their status field (a capitalised one is a name, read with the proper values, unless it is a
    // stage word written as a code is, "marked OVERDUE")
    const staged = named || (isCapitalised(label) && !STATUS_WORDS.has(label.text)) ? undefined : markedRecordsStatus(ctx, i, label.canon);
    const field = named ?? staged?.entry;
    if (!field) continue;
    // "the code flagged H most often": a degree word after the label ranks how often, it goes on no label
    const ranked = DEGREE_WORDS.has(next?.text ?? '');
    if (!endsClause(next?.text) && !ranked && ctx.roles[at + 1] !== 'time') continue;
    const rule = named ? 'filters.labelled' : `filters.labelled+status${staged!.sole ? SOLE_STATUS : ''}`;
    proposals.push({ field: field.name, value: label.raw, span: [i, at + 1], confidence: 0.65, rule: `${rule}${ranked ? '+degree-after' : ''}`, keep: true, ...(named ? {} : { classed: true }) });
  }
  return proposals;
}

/**
 * The status field of the records a labelling participle at token `i` is said of: named just before it, past any
 * verbs and adverbs linking them ("jobs marked", "jobs *were* marked", "jobs *that have been* flagged").
 */
function markedRecordsStatus(ctx: EngineContext, i: number, label: string): ChosenStatus | undefined {
  let j = i - 1;
  while (j >= 0 && (STATE_VERBS.has(ctx.tokens[j]!.text) || STATE_ADVERBS.has(ctx.tokens[j]!.text))) j--;
  if (RELATIVE_PRONOUNS.has(ctx.tokens[j]?.text ?? '')) j--;
  const named = j >= 0 ? collectionMentionAt(ctx, j) : undefined;
  if (named) return collectionStatus(ctx, named.collection, label);
  // "anything marked no-show": records the question names by no collection keep their stage in the schema's only status
  const only = !ctx.collectionMentions.length && unnamedRecordsBefore(ctx, i) ? documentStatus(ctx.owners) : null;
  return only ? { entry: only, sole: true } : undefined;
}

/** Words before the title an appointing participle gives ("voted as the captain"). */
const TITLE_LEADS: ReadonlySet<string> = new Set(['as', 'the', 'a', 'an']);
/** Last words of fields that hold a key or a name, never whether a title was given. */
const NOT_TITLE_ENDINGS: ReadonlySet<string> = new Set([...KEY_ENDINGS, ...FIELD_ROLE_WORDS.name]);

/**
 * "riders crowned stage winner", "how many times has each rider been voted captain": a title given by an appointing
 * participle, when a field is called by it in full and holds no key or name (`stage_winner`, `captain`), is a yes/no
 * field held to yes.
 */
export function appointedProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  for (let i = 1; i < ctx.tokens.length - 1; i++) {
    if (!APPOINTING_PARTICIPLES.has(ctx.tokens[i]!.text) || ctx.roles[i] !== undefined) continue;
    let at = i + 1;
    while (TITLE_LEADS.has(ctx.tokens[at]?.text ?? '')) at++;
    const mention = mentionStartingAt(ctx, at);
    if (!mention || mention.kind !== 'full' || mention.entry.children.length || ctx.roles[at] !== undefined) continue;
    const words = fieldWordsOf(mention.entry);
    if (NOT_TITLE_ENDINGS.has(words[words.length - 1]!) || collectionMentionAt(ctx, at) || !endsClause(ctx.tokens[mention.to]?.text)) continue;
    proposals.push({ field: mention.entry.name, value: !negatedAt(ctx, i), span: [i, mention.to], confidence: 0.65, rule: 'filters.appointed-title', keep: true });
    i = mention.to - 1;
  }
  return proposals;
}

/** A field keeping how a trial came out, with the other words of its path, which tell whose trial it is. */
interface OutcomeField {
  readonly entry: FieldEntry;
  readonly context: ReadonlySet<string>;
}
/**
 * Per schema, one per name of its own: the leaves named for how a trial came out (`panel_decision`, `trial_outcome`); copies
 * of one name at several paths are one field here, placed later by the records the question names.
 */
const outcomeFields = perSchema((index: FieldIndex): readonly OutcomeField[] => {
  const byKey = new Map<string, OutcomeField>();
  const coded = new Set<string>();
  for (const entry of index.entries) {
    const own = entry.children.length ? [] : fieldWordsOf(entry);
    if (!own.some((w) => OUTCOME_FIELD_WORDS.has(w)) || byKey.has(own.join(' '))) continue;
    // the key ending (`result_code`) says nothing of whose trial it is
    const kept = own.filter((w) => !KEY_ENDINGS.includes(w));
    if (!WORDING_WORDS.has(own.at(-1)!)) coded.add(kept.join(' '));
    byKey.set(own.join(' '), { entry, context: new Set(entry.canonWords.filter((w) => !OUTCOME_FIELD_WORDS.has(w) && !KEY_ENDINGS.includes(w))) });
  }
  // `result_code` beside `result_description`: the wording of a code kept beside it is no outcome of its own
  return [...byKey.values()].filter(({ entry }) => {
    const own = fieldWordsOf(entry);
    return !WORDING_WORDS.has(own.at(-1)!) || !coded.has(own.slice(0, -1).filter((w) => !KEY_ENDINGS.includes(w)).join(' '));
  });
});

/**
 * The one outcome field the question means: the schema's only one, or the one whose path words it uses most; of
 * several used as much, the one named by the outcome alone (`tests.result` beside `tests.result_value`).
 */
function outcomeFieldOf(ctx: EngineContext, fields: readonly OutcomeField[]): FieldEntry | null {
  if (fields.length === 1) return fields[0]!.entry;
  const asked = spokenCanons(ctx);
  const hits = fields.map((f) => [...f.context].filter((w) => asked.has(w)).length);
  const best = Math.max(...hits);
  // ("approved applications" beside `decision` and `interviews.outcome`: no word of the list said, the records' own,
  // kept by the records named when the question names any: "approved loans" is no outcome of the inspections)
  if (best <= 0) {
    const named = new Set(ctx.collectionMentions.map((m) => m.collection));
    const own = fields.filter((f) => f.entry.depth === 1 && (!named.size || named.has(ctx.owners.ownerOf.get(f.entry) ?? '')));
    return own.length === 1 ? own[0]!.entry : null;
  }
  if (hits.indexOf(best) === hits.lastIndexOf(best)) return fields[hits.indexOf(best)]!.entry;
  const bare = fields.filter((f, k) => hits[k] === best && fieldWordsOf(f.entry).every((w) => OUTCOME_FIELD_WORDS.has(w)));
  return bare.length === 1 ? bare[0]!.entry : null;
}

/**
 * "samples where the swab came back inconclusive": the one word after a phrase giving a test's result, ending its
 * clause, is the result the outcome field keeps (outcomeFieldOf), as written.
 */
export function resultGivenProposals(ctx: EngineContext): FilterProposal[] {
  const fields = outcomeFields(ctx.index);
  if (!fields.length) return [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const phrase = RESULT_GIVING_PHRASES.find((words) => words.every((w, n) => ctx.tokens[i + n]?.text === w));
    if (!phrase) continue;
    const at = i + phrase.length;
    const result = ctx.tokens[at];
    if (result?.kind !== 'word' || ctx.roles[at] !== undefined || STOP_WORDS.has(result.text) || NEGATIONS.has(result.text) || !endsClause(ctx.tokens[at + 1]?.text)) continue;
    const field = outcomeFieldOf(ctx, fields);
    if (!field) return [];
    return [{ field: field.name, value: listValue([result.raw], negatedAt(ctx, i)), span: [i, at + 1], confidence: 0.6, rule: 'filters.result-given', keep: true, classed: true }];
  }
  return [];
}

/**
 * "divers accepted after the trial dive", "whose inspection was successful", "received a rejection": a word saying how
 * a trial came out sets the field keeping the outcome (`panel_decision`, `trial_result`); denied, it rules that outcome out. Not
 * a degree ("the most successful"), a verb taking another ("failed to dock"), nor the value of another field.
 */
export function outcomeProposals(ctx: EngineContext): FilterProposal[] {
  const fields = outcomeFields(ctx.index);
  if (!fields.length) return [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const t = ctx.tokens[i];
    if (!OUTCOME_WORDS.has(t.text) || ctx.roles[i] !== undefined || ctx.projection[i] || mentionAt(ctx, i)?.kind === 'full') continue;
    if (ctx.tokens[i + 1]?.text === 'to' || DEGREE_WORDS.has(ctx.tokens[i - 1]?.text ?? '')) continue;
    // "whose pass is yes": the value of the field named before the link, unless that field keeps the outcome
    const linked = ANSWER_LINKS.has(ctx.tokens[i - 1]?.text ?? '') ? mentionEndingAt(ctx, i - 2) : undefined;
    if (linked && !fieldWordsOf(linked.entry).some((w) => OUTCOME_FIELD_WORDS.has(w))) continue;
    const field = outcomeFieldOf(ctx, fields);
    if (!field) return [];
    const value = listValue([t.raw], negatedAt(ctx, i));
    // an outcome is a class of the field's own values ("failed"): a wording kept beside its code does not take it
    return [{ field: field.name, value, span: [i, i + 1], confidence: 0.6, rule: 'filters.outcome-word', keep: true, classed: true }];
  }
  return [];
}

/** A field named as a choice of two states (`hot_or_cold_dish`): one of its states and the other. */
interface ChoiceState {
  readonly entry: FieldEntry;
  readonly other: string;
}
/** Per schema, by each of their two state words: the leaves named as a choice between them. */
const choiceStates = perSchema((index: FieldIndex): ReadonlyMap<string, ChoiceState> => {
  const byState = new Map<string, ChoiceState>();
  for (const entry of index.entries) {
    const words = entry.children.length ? [] : fieldWordsOf(entry);
    const at = words.indexOf(CHOICE_JOINER);
    if (at < 1 || at === words.length - 1) continue;
    const [one, other] = [words[at - 1]!, words[at + 1]!];
    if (!byState.has(one)) byState.set(one, { entry, other });
    if (!byState.has(other)) byState.set(other, { entry, other: one });
  }
  return byState;
});

/**
 * "used bikes", "bikes sold as used", "bikes that are listed new": one of the two states a field is named
 * as a choice of (`new_or_used_bike`), said of the records before their noun or ending a clause after a verb or
 * "as", is that field's value. Both states said together ask which one, they choose neither.
 */
export function choiceStateProposals(ctx: EngineContext): FilterProposal[] {
  const states = choiceStates(ctx.index);
  if (!states.size) return [];
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const t = ctx.tokens[i];
    const state = t.kind === 'word' && ctx.roles[i] === undefined ? states.get(t.canon) : undefined;
    if (!state || mentionAt(ctx, i)?.kind === 'full') continue;
    if ([i - 2, i + 2].some((k) => ctx.tokens[k]?.canon === state.other)) continue;
    const next = ctx.tokens[i + 1];
    const previous = ctx.tokens[i - 1]?.text ?? '';
    const beforeRecords = collectionMentionAt(ctx, i + 1) !== undefined || (next?.kind === 'word' && state.entry.canonWords.includes(next.canon));
    const closesClause = endsClause(next?.text)
      && (STATE_LINKS.has(previous) || STATE_VERBS.has(previous) || PAST_PARTICIPLE_FORM.test(previous));
    if (!beforeRecords && !closesClause) continue;
    const value = listValue([t.raw], negatedAt(ctx, i));
    proposals.push({ field: state.entry.name, value, span: [i, i + 1], confidence: 0.65, rule: 'filters.choice-state', keep: true });
  }
  return proposals;
}

/**
 * A yes or a no said after a linking verb as the value of the field named right before it, ending its clause
 * ("lockers where rented equals no", "forms whose consent was yes"), is that field's value as written.
 */
export function answerProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  for (let i = 2; i < ctx.tokens.length; i++) {
    const t = ctx.tokens[i];
    if (!ANSWER_WORDS.has(t.text) || ctx.roles[i] !== undefined || !ANSWER_LINKS.has(ctx.tokens[i - 1]!.text)) continue;
    const next = ctx.tokens[i + 1];
    if (next && !CLAUSE_BREAKS.has(next.text)) continue;
    const m = mentionEndingAt(ctx, i - 1);
    if (!m || m.entry.children.length || ctx.roles[m.from] !== undefined) continue;
    proposals.push({ field: m.entry.name, value: t.raw, span: [m.from, i + 1], claims: [[i, i + 1]], confidence: 0.7, rule: 'filters.answer-word' });
  }
  return proposals;
}

/** "won awards", "award-winning movies": at least one of the counted thing. */
export function hasAnyProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i].text;
    const compound = t.endsWith('-winning') ? mentionAt(ctx, i) : undefined;
    let mention = compound;
    if (!mention && HAS_ANY_VERBS.has(t)) {
      let j = i + 1;
      if (tokens[j]?.text === 'any' || tokens[j]?.text === 'an' || tokens[j]?.text === 'some') j++;
      mention = mentionStartingAt(ctx, j);
    }
    if (!mention) continue;
    const field = numericLeaf(mention.entry);
    if (!mention.entry.children.length && mention.entry === field && !compound && !/s$/.test(tokens[mention.to - 1].text)) continue;
    // "growers who were sent a permit": having a related record is what relating them means, not a number to meet
    if (!compound && holdsRecords(mention.entry)) continue;
    proposals.push({ field: field.name, value: { $gte: 1 }, span: [i, mention.to], claims: [], confidence: 0.6, rule: 'filters.has-any', keep: true });
  }
  return proposals;
}

/**
 * "over 200,000 km", "above 120 km/h": a unit after a number a comparison already took measures that bound, unless a
 * place follows that the distance is measured from ("less than 5 km from the pier").
 */
const boundsComparison = (ctx: EngineContext, k: number): boolean =>
  ctx.tokens[k - 1]?.kind === 'number' && ctx.roles[k - 1] === 'filter' && !DISTANCE_FROM_WORDS.has(ctx.tokens[k + 1]?.text ?? '');

/** "inside the box spanning …", "near", "within 5 miles": a location search on the schema's geo field. */
export function geoProposals(ctx: EngineContext): FilterProposal[] {
  const at = ctx.tokens.findIndex((t, k) => GEO_CUES.has(t.text) && !ctx.projection[k] && !boundsComparison(ctx, k));
  const field = at >= 0 ? ctx.index.roleField('geo') : null;
  if (!field) return [];
  const numbers = ctx.tokens.map((t, k) => (t.kind === 'number' && ctx.roles[k] === undefined ? k : -1)).filter((k) => k >= 0);
  const values = numbers.map((k) => (ctx.tokens[k - 1]?.text === '-' ? -ctx.tokens[k].value! : ctx.tokens[k].value!));
  const value = values.length ? { $geoNear: values } : { $geoNear: null };
  return [{ field: field.name, value, span: [at, at + 1], claims: numbers.map((k) => [k, k + 1] as const), confidence: 0.6, rule: 'filters.geo', keep: true }];
}

const ABSENCE_WINDOW = 6;

/** Which embedded array the word at token `j` names, or null. */
type ArrayFinder = (ctx: EngineContext, j: number) => FieldEntry | null;
/**
 * The embedded array a word names: of those whose name ends with it, the one with the most words of its name in the
 * question ("guests not in any party" → Guests_in_Parties rather than Parties), shallowest on a tie.
 */
const embeddedAt: ArrayFinder = (ctx, j) => mostAsked(ctx, endingNamedAt(ctx, j));

/** The embedded arrays whose name ends with the word at `j`, or with it and the next word ("hull scan notes"). */
function endingNamedAt(ctx: EngineContext, j: number): readonly FieldEntry[] {
  // "hull scan notes": a word that opens the name of an array named by the next word is part of that name
  const next = ctx.tokens[j + 1];
  const compound = next?.kind === 'word' ? embeddedNamed(ctx.index, next.canon).filter((e) => ownContentWords(e).includes(ctx.tokens[j].canon)) : [];
  return compound.length ? compound : embeddedNamed(ctx.index, ctx.tokens[j].canon);
}

/** Of arrays a word names, the one with the most words of its name in the question, the first on a tie; or null. */
function mostAsked(ctx: EngineContext, candidates: readonly FieldEntry[]): FieldEntry | null {
  if (candidates.length < 2) return candidates[0] ?? null;
  const asked = spokenCanons(ctx);
  let best = candidates[0];
  let bestHits = -1;
  for (const entry of candidates) {
    const hits = ownContentWords(entry).filter((w) => asked.has(w)).length;
    if (hits > bestHits) {
      best = entry;
      bestHits = hits;
    }
  }
  return best;
}

/**
 * Where the thing said lacked starts, for a denial of having at token `i` ("lack", "without", "do not have", "doesn't
 * have"), past its determiners; -1 when `i` starts no such denial.
 */
function lackedAt(ctx: EngineContext, i: number): number {
  const text = ctx.tokens[i].text;
  let k = i + 1;
  // "cottages with no garden", "a hull that has no keel": having none of a thing is lacking it
  if (HAVING_NO_LEADS.has(text) && ctx.tokens[k]?.text === 'no') k++;
  else if (!LACKING_WORDS.has(text)) {
    if (DO_VERBS.has(text) && NEGATIONS.has(ctx.tokens[k]?.text ?? '')) k++;
    else if (!DENYING_DO_VERBS.has(text)) return -1;
    if (!HAVING_VERBS.has(ctx.tokens[k]?.text ?? '')) return -1;
    k++;
  }
  while (OBJECT_DETERMINERS.has(ctx.tokens[k]?.text ?? '')) k++;
  return k;
}

/**
 * "gadgets that do not have bluetooth", "rooms without the minibar": a field of the records named in full right after a
 * denial of having them is missing or says no.
 */
function lackedFieldAt(ctx: EngineContext, i: number): FilterProposal | null {
  const at = lackedAt(ctx, i);
  const mention = at > 0 ? mentionStartingAt(ctx, at) : undefined;
  if (!mention || mention.kind !== 'full' || mention.entry.children.length || ctx.roles[at] !== undefined) return null;
  return { field: mention.entry.name, value: { $in: [null, false] }, span: [i, mention.to], confidence: 0.5, rule: 'filters.absence+lacked-field', keep: true };
}

/** Articles after a having word that make what follows one thing had ("with a sauna"). */
const HELD_ARTICLES: ReadonlySet<string> = new Set(['a', 'an']);
/** Words that open a clause about the thing just named ("a scientist whose…"). */
const RELATIVE_OPENERS: ReadonlySet<string> = new Set([...RELATIVE_PRONOUNS, 'whose']);

/**
 * "lodges that have a sauna", "boats with an outboard motor": a field of the records named (its own name whole) after having one,
 * ending the clause, is present and says yes; a measure or a field with a condition of its own is left to that.
 */
function heldFieldAt(ctx: EngineContext, i: number): FilterProposal | null {
  if (!HAVING_NO_LEADS.has(ctx.tokens[i].text)) return null;
  // "tenants who have pets": after a verb of having, a field named by the plural of what is had, with no article
  // ("associated with railways" has nothing)
  const article = HELD_ARTICLES.has(ctx.tokens[i + 1]?.text ?? '');
  const at = article ? i + 2 : i + 1;
  const mention = mentionStartingAt(ctx, at);
  const plural = HAVING_VERBS.has(ctx.tokens[i].text) && !!mention && mention.to === at + 1 && isPluralWord(ctx.tokens[at]!.text) && fieldWordsOf(mention.entry).length === 1;
  if (!article && !plural) return null;
  // "a loading dock" names `amenities.loadingDock` by its own last part
  const whole = mention && (mention.kind === 'full' || mention.to - mention.from === mention.entry.segmentWords.length);
  if (!mention || !whole || mention.entry.children.length || isMeasureField(mention.entry)) return null;
  const after = ctx.tokens[mention.to];
  // "a deposit that is larger than…": a clause going on about the thing says more than that it is had
  if (after && ((!CLAUSE_BREAKS.has(after.text) && after.kind !== 'symbol') || RELATIVE_OPENERS.has(after.text))) return null;
  for (let j = at; j < mention.to; j++) if (ctx.roles[j] !== undefined) return null;
  return { field: mention.entry.name, value: { $nin: [null, false] }, span: [i, mention.to], confidence: 0.5, rule: article ? 'filters.held-field' : 'filters.held-field+plural', keep: true };
}

/**
 * Per schema, the embedded arrays and objects by the verb stem of each content word of their own name, shallowest
 * first: a link between two kinds of records is often named by what one does to the other (`Visit_Bookings`,
 * `staff_enrollment`) or by the other kind (`Coupon_Shoppers` in a shopper).
 */
const embeddedByStem = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byStem = new Map<string, FieldEntry[]>();
  for (const entry of embeddedShallowFirst(index)) addToEachList(byStem, ownContentWords(entry).map(derivationalStem), entry);
  return byStem;
});

/**
 * "volunteers who never enrolled" (`shift_enrollment`), "shoppers without any coupon" (`Coupon_Shoppers`): any content
 * word of the array's name, or its verb, names it when no array's name ends with the word (embeddedAt).
 */
const arrayByAnyWord: ArrayFinder = (ctx, j) => (STOP_WORDS.has(ctx.tokens[j].text) ? null : arraysByAnyWord(ctx, j)[0] ?? null);
function arraysByAnyWord(ctx: EngineContext, j: number): readonly FieldEntry[] {
  const t = ctx.tokens[j];
  // the word's arrays first: most words name none, and the clause is then not scanned
  const arrays = embeddedByStem(ctx.index).get(derivationalStem(t.canon));
  if (!arrays || valueLaterInClause(ctx, j)) return [];
  // "ferries never inspected" with an `Inspected_By` in the inspections: the event went unset (unsetEventProposals)
  const event = eventFieldOf(eventFields(ctx.index), t.canon);
  return arrays.filter((array) => event?.parent !== array);
}

/** How far before a denial, or before the relative pronoun opening its clause, the records it is said of are named. */
const SUBJECT_WINDOW = 3;
/** How far before a denial the relative pronoun opening its clause may stand ("readers who joined in 2020 but never ..."). */
const RELATIVE_WINDOW = 10;
/** The records a denial at token `i` is said of: an embedded array or a collection named before it, or before its clause. */
type Subject = { readonly arrays: readonly FieldEntry[] } | { readonly collection: string };
function subjectOf(ctx: EngineContext, i: number): Subject | null {
  let from = i - 1;
  // "which" opening the question asks, it opens no clause
  for (let k = i - 1; k > 0 && k >= i - RELATIVE_WINDOW; k--) {
    if (RELATIVE_PRONOUNS.has(ctx.tokens[k].text)) {
      from = k - 1;
      break;
    }
  }
  for (let k = from; k >= 0 && k > from - SUBJECT_WINDOW; k--) {
    const t = ctx.tokens[k];
    if (t.kind !== 'word') continue;
    const arrays = embeddedNamed(ctx.index, t.canon);
    if (arrays.length) return { arrays };
    const collection = collectionAt(ctx, k);
    if (collection) return { collection };
  }
  // "skater names of all those never coached ...": a pronoun stands for the records named earlier
  for (let k = from - SUBJECT_WINDOW; k >= 0; k--) {
    const collection = collectionAt(ctx, k);
    if (collection) return { collection };
  }
  return null;
}

/** The collection the word at `k` names; "names of the readers": a collection's word read into a field's mention still does. */
const collectionAt = (ctx: EngineContext, k: number): string | undefined => collectionMentionAt(ctx, k)?.collection ?? ctx.collectionKeys.get(ctx.tokens[k].canon);

/** The evidence suffix of an array read inside the records a denial is said of (see ownArrayOf): that path is meant. */
export const OWN_ARRAY = '+own-array';

/**
 * "books never loaned" with `Books.Loan_Records` and a top-level `Loans` of other records: the array inside the records
 * the denial is said of is the one emptied, over a namesake elsewhere.
 */
const ownArrayOf = (subject: Subject): ArrayFinder => (ctx, j) => {
  const ending = endingNamedAt(ctx, j);
  const byWord = arraysByAnyWord(ctx, j);
  // most words name no array: no candidates to merge
  return ending.length || byWord.length ? ownOf(ctx, subject, [...new Set([...ending, ...byWord])]) : null;
};

/**
 * Of the candidate arrays, the one living in the subject's records (see mostAsked), or null: nested right in its
 * array, or at the top of its collection's documents. A collection's array may be listed only once, with other
 * records' fields (a name is listed once): failing one listed with the subject's, one that holds an id of the
 * subject's collection is the subject's all the same.
 */
function ownOf(ctx: EngineContext, subject: Subject, candidates: readonly FieldEntry[]): FieldEntry | null {
  if ('arrays' in subject) return mostAsked(ctx, candidates.filter((e) => !!e.parent && subject.arrays.includes(e.parent)));
  const top = candidates.filter((e) => !e.parent);
  return mostAsked(ctx, top.filter((e) => ctx.owners.ownerOf.get(e) === subject.collection))
    ?? mostAsked(ctx, top.filter((e) => pointsAt(e, subject.collection)));
}

/** "kiosks run by a vendor not based in 'Lima'": a value later in the clause is what the denial is about. */
function valueLaterInClause(ctx: EngineContext, j: number): boolean {
  for (let k = j + 1; k < ctx.tokens.length && !CLAUSE_BREAKS.has(ctx.tokens[k].text); k++) if (ctx.roles[k] !== undefined) return true;
  return false;
}

/** Shortest leading part of a collection's key an id field may abbreviate it by ("act_id" for activities). */
const MIN_KEY_ABBREVIATION = 3;
/** Whether one of the array's fields is the id of the collection's records (`rink_id`, `rinkid` for rinks). */
function pointsAt(array: FieldEntry, collection: string): boolean {
  const key = collectionKey(collection);
  return array.children.some((child) => {
    const words = fieldWordsOf(child);
    const last = words.at(-1) ?? '';
    const spelled = last === ID_WORD ? words.slice(0, -1).join('') : words.length === 1 && last.endsWith(ID_WORD) ? last.slice(0, -ID_WORD.length) : '';
    return spelled.length >= MIN_KEY_ABBREVIATION && key.startsWith(spelled);
  });
}
const ID_WORD = 'id';

/** The embedded arrays (shallowest first) holding the id of a collection's records; once per schema and collection. */
const arraysPointingAtCollection = perSchemaKeyed((index: FieldIndex, collection: string): readonly FieldEntry[] =>
  embeddedShallowFirst(index).filter((array) => pointsAt(array, collection)));

/**
 * "skaters not booked on any rink" with `Rink_Slots` that hold a `rink_id`: other records named by their collection's
 * word after a denial are linked through an array of the subject's that points at them.
 */
const linkToCollectionOf = (subject: Subject): ArrayFinder => (ctx, j) => {
  const named = collectionAt(ctx, j);
  if (!named || ('collection' in subject && subject.collection === named)) return null;
  return ownOf(ctx, subject, arraysPointingAtCollection(ctx.index, named));
};

/** The embedded array a denial at token `i` says is empty, within a few words of it in its clause; or null. */
function emptiedArrayAt(ctx: EngineContext, i: number): FilterProposal | null {
  const subject = subjectOf(ctx, i);
  return (subject && (emptiedArrayBy(ctx, i, ownArrayOf(subject), `filters.absence${OWN_ARRAY}`)
    ?? emptiedArrayBy(ctx, i, linkToCollectionOf(subject), `filters.absence${OWN_ARRAY}+to-named-records`)))
    ?? emptiedArrayBy(ctx, i, embeddedAt, 'filters.absence') ?? emptiedArrayBy(ctx, i, arrayByAnyWord, 'filters.absence+linking-array');
}

/** The first array `find` names in the denial's window, said empty with the evidence `rule`. */
function emptiedArrayBy(ctx: EngineContext, i: number, find: ArrayFinder, rule: string): FilterProposal | null {
  const { tokens } = ctx;
  for (let j = i + 1; j < tokens.length && j <= i + ABSENCE_WINDOW; j++) {
    const t = tokens[j];
    if (ctx.roles[j] !== undefined || (CLAUSE_BREAKS.has(t.text) && t.text !== 'with')) return null;
    // stop words too: "order" is one, and an embedded array may be called that
    const embedded = t.kind === 'word' ? find(ctx, j) : null;
    if (!embedded) continue;
    // "stages without a gig in genre 'Folk'": a condition already on the array's records is what the denial negates
    if (Object.keys(ctx.analysis.filters).some((f) => f.startsWith(`${embedded.name}.`))) return null;
    return { field: embedded.name, value: { $size: 0 }, span: [i, j + 1], claims: [[j, j + 1]], confidence: 0.55, rule, keep: true };
  }
  return null;
}

/**
 * "shoppers who never filled a basket", "depots with no vans", "bakers without any awards": a
 * denial followed by a word naming an embedded array or object of the record means that array is empty.
 */
export function absenceProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    if (ctx.roles[i] !== undefined || ctx.roles[i + 1] !== undefined) continue;
    const found = ABSENCE_WORDS.has(tokens[i].text) ? emptiedArrayAt(ctx, i) : null;
    const proposal = found ?? unPrefixedArrayAt(ctx, i) ?? lackedFieldAt(ctx, i) ?? heldFieldAt(ctx, i);
    if (!proposal) continue;
    proposals.push(proposal);
    i = proposal.span[1] - 1;
  }
  return proposals;
}

/** The negating prefix of a participle ("unassigned", "unemployed"), and the shortest participle it may open. */
const NEGATING_PREFIX = 'un';
const MIN_UN_PARTICIPLE = 7;
/** A word starting with NEGATING_PREFIX, the prefix taken off ("unpaid" → "paid"). */
const withoutNegatingPrefix = (word: string): string => word.slice(NEGATING_PREFIX.length);

/** A participle negated by its prefix ("unassigned"): the absence gate's cue besides the words of absence. */
export const isUnPrefixedParticiple = (word: string): boolean =>
  word.startsWith(NEGATING_PREFIX) && word.length >= MIN_UN_PARTICIPLE && PAST_PARTICIPLE_FORM.test(word);

/**
 * "projects that are unassigned", "people currently unemployed": a participle negated by its prefix says, as "not
 * assigned" does, that the array its verb names (`AssignedTo`, `employment`) is empty. An event kept in a field of its
 * own ("unshipped" beside `shipped_date`) is left unset instead (unsetEventProposals).
 */
function unPrefixedArrayAt(ctx: EngineContext, i: number): FilterProposal | null {
  const word = ctx.tokens[i]!.text;
  if (!isUnPrefixedParticiple(word)) return null;
  const verb = canonWord(withoutNegatingPrefix(word));
  if (eventFieldOf(eventFields(ctx.index), verb)) return null;
  const arrays = embeddedByStem(ctx.index).get(derivationalStem(verb));
  const array = arrays && !valueLaterInClause(ctx, i) ? mostAsked(ctx, arrays) : null;
  if (!array || Object.keys(ctx.analysis.filters).some((f) => f.startsWith(`${array.name}.`))) return null;
  return { field: array.name, value: { $size: 0 }, span: [i, i + 1], confidence: 0.55, rule: 'filters.absence+un-prefixed', keep: true };
}

/** EVENT_RECORD_WORDS as field words are read. */
const EVENT_RECORD_ENDINGS: ReadonlySet<string> = new Set(EVENT_RECORD_WORDS.map(canonWord));
/** AGENT_RECORD_WORD as field words are read. */
const AGENT_RECORD_ENDING = canonWord(AGENT_RECORD_WORD);
/** Shortest "un-" word read as an event undone ("unpaid", "unsent"): the rest must still name an event field. */
const UNDONE_MIN_LENGTH = 6;
/** Words between a denial and the event ("not yet returned", "never been shipped"). */
const EVENT_FILLERS: ReadonlySet<string> = new Set(['yet', 'been', 'being', 'be', 'ever']);
/**
 * Such leaves by the event word their name opens with, as written and by its stem, so the verb finds a noun-named
 * field ("returned" → `return_date`, "approved" → `approval_date`); once per schema.
 */
export const eventFields = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byEvent = new Map<string, FieldEntry>();
  for (const entry of index.entries) {
    const own = fieldWordsOf(entry);
    if (entry.children.length || own.length !== 2 || !EVENT_RECORD_ENDINGS.has(own[1]!)) continue;
    for (const key of [own[0]!, derivationalStem(own[0]!)]) if (!byEvent.has(key)) byEvent.set(key, entry);
  }
  return byEvent;
});
export const eventFieldOf = (byEvent: ReadonlyMap<string, FieldEntry>, word: string): FieldEntry | undefined => byEvent.get(word) ?? byEvent.get(derivationalStem(word));

/** Whether the word at `at` opens an object: a determiner, a name, or a field's or a collection's noun. */
function takesObject(ctx: EngineContext, at: number): boolean {
  const next = ctx.tokens[at];
  return !!next && next.kind === 'word' && (OBJECT_DETERMINERS.has(next.text) || isCapitalised(next) || !!mentionAt(ctx, at) || !!collectionMentionAt(ctx, at));
}

/**
 * "loans not yet returned", "tickets never closed", "unshipped orders", "claims not approved": the event did not
 * happen, so the timestamp or the agent named by it is unset.
 */
export function unsetEventProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  const { tokens } = ctx;
  const byEvent = eventFields(ctx.index);
  if (!byEvent.size) return proposals;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'word' || ctx.roles[i] !== undefined) continue;
    let end = i;
    let field: FieldEntry | undefined;
    if (t.text.startsWith(NEGATING_PREFIX) && t.text.length >= UNDONE_MIN_LENGTH) field = eventFieldOf(byEvent, canonWord(withoutNegatingPrefix(t.text)));
    else if (NEGATIONS.has(t.text)) {
      end = i + 1;
      while (EVENT_FILLERS.has(tokens[end]?.text ?? '')) end++;
      // "diners who never booked the Garden Room": an event with an object is something the records did, not their own event
      if (tokens[end]?.kind === 'word' && ctx.roles[end] === undefined && !takesObject(ctx, end + 1)) field = eventFieldOf(byEvent, tokens[end]!.canon);
    }
    if (!field || field.name in ctx.analysis.filters) continue;
    // equal to null: the field is missing or null
    const agent = fieldWordsOf(field).at(-1) === AGENT_RECORD_ENDING;
    proposals.push({ field: field.name, value: { $eq: null }, span: [i, end + 1], confidence: 0.55, rule: `filters.unset-event${agent ? '+agent' : ''}`, keep: true });
    i = end;
  }
  return proposals;
}

/**
 * Per schema, by their noun: leaves named by a noun of condition alone, a key ending aside (`condition`,
 * `Condition_Code`), the code before a wording kept beside it (`condition_desc`). A field that keeps a measure
 * (`health_number`, a score) keeps no condition in words.
 */
const conditionFields = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byNoun = new Map<string, FieldEntry>();
  // the words are read before the measure test: most fields name no condition, and are passed over without it
  for (const entry of index.entries) {
    const noun = entry.children.length ? undefined : onlyWordBeside(fieldWordsOf(entry), KEY_ENDINGS);
    if (noun && CONDITION_NOUNS.has(noun) && !byNoun.has(noun) && !isMeasureField(entry)) byNoun.set(noun, entry);
  }
  for (const entry of index.entries) {
    const words = entry.children.length ? [] : fieldWordsOf(entry);
    if (words.length === 2 && CONDITION_NOUNS.has(words[0]!) && WORDING_WORDS.has(words[1]!) && !byNoun.has(words[0]!) && !isMeasureField(entry)) byNoun.set(words[0]!, entry);
  }
  return byNoun;
});

/** The one word of `words` not among `aside` (`Condition_Code` → condition), or undefined when none or several are. */
function onlyWordBeside(words: readonly string[], aside: readonly string[]): string | undefined {
  let only: string | undefined;
  for (const w of words) {
    if (aside.includes(w)) continue;
    if (only !== undefined) return undefined;
    only = w;
  }
  return only;
}

/**
 * "copies in poor condition", "herds in good health": the one plain word between "in" (maybe an article) and a noun
 * of condition is the condition the field named by that noun keeps, as written.
 */
export function conditionProposals(ctx: EngineContext): FilterProposal[] {
  const fields = conditionFields(ctx.index);
  if (!fields.size) return [];
  const proposals: FilterProposal[] = [];
  for (let i = 0; i + 2 < ctx.tokens.length; i++) {
    if (ctx.tokens[i]!.text !== IN_STATE) continue;
    const at = ARTICLES.has(ctx.tokens[i + 1]!.text) ? i + 2 : i + 1;
    const word = ctx.tokens[at];
    const noun = ctx.tokens[at + 1];
    if (word?.kind !== 'word' || noun?.kind !== 'word' || ctx.roles[at] !== undefined || ctx.roles[at + 1] !== undefined || STOP_WORDS.has(word.text) || mentionAt(ctx, at)) continue;
    const field = fields.get(noun.canon);
    if (!field) continue;
    proposals.push({ field: field.name, value: listValue([word.raw], negatedAt(ctx, i)), span: [i, at + 2], confidence: 0.6, rule: 'filters.condition-phrase', keep: true, classed: true });
    i = at + 1;
  }
  return proposals;
}
