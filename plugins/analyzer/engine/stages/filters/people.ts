import type { EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import {
  AGENT_NOUN_ENDINGS, AGENT_VERBS, CREATOR_NOUNS, DIRECT_AGENT_VERBS, HONORIFICS, NAME_ENDINGS, NAME_LEAD_FILLER, ORGANISATION_FIELD_WORDS, ORGANISATION_NAME_HEADS, RECIPIENT_NOUNS,
  ROLE_PREPOSITIONS, TRAILING_AGENT_VERBS,
} from '../../lexicon/words.ts';
import { collectionMentionAt, mentionAt, mentionStartingAt } from '../../mentions.ts';
import { perSchema } from '../../schema-memo.ts';
import { canonWord, derivationalStem, isPastParticiple, PAST_PARTICIPLE_FORM } from '../../text.ts';
import { isKindNoun } from '../kind-key.ts';
import { isMeasureField } from './field-resolver.ts';
import { addToList } from '../../multimap.ts';
import { OCCUPATIONS } from '../../lexicon/occupations.ts';
import { FIRST_NAME_CANON, LAST_NAME_CANON, namesOneRecord, ownedFields, siblingNameField } from './owned-fields.ts';
import { type NameFields, nameFieldPairs, opensSentence, PERSON_WORD, personFields } from './proper-values.ts';
import type { FilterProposal } from './proposal.ts';
import { CONNECTORS, isCapitalised, listValue, negatedAt, PLURAL_ACRONYM, startsUpperCase } from './shared.ts';
import { isLexiconValue } from './vocabulary.ts';
import { MADE_THING_PRONOUNS } from '../../lexicon/function-words.ts';

const NAME_PARTICLES = new Set(['de', 'da', 'del', 'van', 'von', 'der', 'la', 'le', 'di', 'du', 'st.', 'mc', 'bin', 'al']);

/** Last words of a field holding an organisation's name ("owner_company", "maker_brand"). */
const ORGANISATION_ENDINGS: ReadonlySet<string> = new Set(ORGANISATION_FIELD_WORDS.map(canonWord));

/**
 * The field a person-naming verb points at: one the agent noun names ("directed by" → a director field), else the
 * name field of the record the noun names ("bought by" → `client_name`), else the organisation the noun is
 * ("owned by" → `owner_company`).
 */
export function agentField(ctx: EngineContext, nouns: readonly string[]): FieldEntry | null {
  for (const noun of nouns) {
    const candidates = ctx.index.phrases.get(canonWord(noun));
    if (candidates?.length) return candidates[0].entry;
  }
  for (const endings of [NAME_ENDINGS, ORGANISATION_ENDINGS]) {
    const owned = ownedFields(ctx.index, endings);
    for (const noun of nouns) {
      const field = owned.get(canonWord(noun));
      if (field) return field;
    }
  }
  return null;
}

/** Proper names after token `at`: "Ada Brill and Omar Vance", "Lena Park or Hugo Park". */
function namesAfter(ctx: EngineContext, at: number): { names: string[]; end: number; all: boolean } {
  const names: string[] = [];
  let i = at;
  let all = false;
  if (ctx.tokens[i]?.text === 'both') {
    all = true;
    i++;
  }
  if (ctx.tokens[i]?.text === 'either') i++;
  while (i < ctx.tokens.length) {
    const parts: string[] = [];
    // a full stop belongs to an initial ("J. Reed"); after a whole word it ends the sentence ("owned by Maersk.")
    const initialStop = () => ctx.tokens[i]?.text === '.' && parts[parts.length - 1].length === 1;
    while (isCapitalised(ctx.tokens[i]) || (parts.length && (NAME_PARTICLES.has(ctx.tokens[i]?.text ?? '') || initialStop()))) {
      if (ctx.tokens[i].text === '.') parts[parts.length - 1] += '.';
      else parts.push(ctx.tokens[i].raw);
      i++;
    }
    if (!parts.length) break;
    names.push(parts.join(' '));
    if (CONNECTORS.has(ctx.tokens[i]?.text ?? '') && (isCapitalised(ctx.tokens[i + 1]) || CONNECTORS.has(ctx.tokens[i + 1]?.text ?? ''))) {
      i++;
      if (CONNECTORS.has(ctx.tokens[i]?.text ?? '')) i++;
    } else break;
  }
  return { names, end: i, all };
}

function agentProposal(ctx: EngineContext, nouns: readonly string[] | FieldEntry, names: string[], all: boolean, at: number, span: [number, number], rule: string): FilterProposal[] {
  const field = 'name' in nouns ? nouns : agentField(ctx, nouns);
  return field ? [{ field: field.name, value: listValue(names, negatedAt(ctx, at), all), span, confidence: 0.75, rule, keep: true }] : [];
}

const BY = 'by';
const TO = 'to';
/**
 * Leaf fields spelled as a participle and "by" (`approvedBy`, `reviewed_by`), by that participle; once per schema. A
 * key of the doer (`reviewed_by_id`) holds no name.
 */
const doneByFields = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byVerb = new Map<string, FieldEntry>();
  for (const entry of index.entries) {
    const words = entry.writtenWords;
    if (entry.children.length || words.length < 2 || words[words.length - 1] !== BY) continue;
    const verb = words[words.length - 2]!;
    if (isPastParticiple(verb) && !byVerb.has(verb)) byVerb.set(verb, entry);
  }
  return byVerb;
});

/** A capitalised run that is no known field, collection or value, and does not open the sentence. */
function properNameAt(ctx: EngineContext, i: number): boolean {
  return !opensSentence(ctx, i) && isCapitalised(ctx.tokens[i]) && !PLURAL_ACRONYM.test(ctx.tokens[i].raw) && !mentionAt(ctx, i) && !collectionMentionAt(ctx, i) && ctx.roles[i] === undefined
    && !isLexiconValue(ctx.tokens[i].text) && !ctx.index.packValues.has(ctx.tokens[i].text);
}

/**
 * "Dana Whitlock's advisor", "Orla's age": a possessive name with no creator field to hold it names a person record.
 * A first and last name split over the schema's first/last-name pair; else the whole name goes to the name field
 * kept beside the possessed field.
 */
function possessorProposals(ctx: EngineContext, name: string, from: number, to: number, possessedAt: number): FilterProposal[] {
  const words = name.split(' ');
  const pair = words.length === 2 ? personFields(ctx, from, to, undefined) : null;
  if (pair) {
    return [
      { field: pair.first.name, value: words[0], span: [from, from + 1], confidence: 0.6, rule: 'filters.person-first-name+possessive', keep: true },
      { field: pair.last.name, value: words[1], span: [from + 1, to], confidence: 0.6, rule: 'filters.person-last-name+possessive', keep: true },
    ];
  }
  const possessed = mentionStartingAt(ctx, possessedAt)?.entry;
  const nameField = possessed ? siblingNameField(ctx, possessed) : null;
  return nameField ? [{ field: nameField.name, value: name, span: [from, to], confidence: 0.55, rule: 'filters.proper-value+possessive', keep: true }] : [];
}

/** Words that spell a name part ("first", "surname"); the rest of a name-part field's path says whose name it is. */
const NAME_PART_WORDS = new Set([...FIRST_NAME_CANON, ...LAST_NAME_CANON].flat());

/** The first/last-name pair whose path words include `noun` ("crew" → `crew_first_name`/`crew_last_name`). */
export function pairHeadedBy(ctx: EngineContext, noun: string): NameFields | null {
  return nameFieldPairs(ctx.index).find((pair) => pair.first.canonWords.some((w) => w === noun && !NAME_PART_WORDS.has(w))) ?? null;
}

/**
 * "the crew member Ilse Brandvold", "customer Dana Whitlock": a first and last name right after the noun (or a
 * two-word noun) of the record whose first/last-name pair holds it (`crew_first_name`/`crew_last_name`).
 */
export function roleNamedPersonProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 1; i + 1 < tokens.length; i++) {
    const words = [tokens[i], tokens[i + 1]];
    // a name's words open with a capital: a plain test first, as most words fail it and the regex runs per word
    if (!words.every((t) => startsUpperCase(t.raw) && PERSON_WORD.test(t.raw)) || isCapitalised(tokens[i + 2]) || !properNameAt(ctx, i)) continue;
    const pair = [tokens[i - 1], tokens[i - 2]].filter((t) => t?.kind === 'word' && !isCapitalised(t))
      .map((t) => pairHeadedBy(ctx, t.canon)).find((p) => p);
    if (!pair) continue;
    proposals.push(
      { field: pair.first.name, value: words[0].raw, span: [i, i + 1], confidence: 0.6, rule: 'filters.person-first-name+role', keep: true },
      { field: pair.last.name, value: words[1].raw, span: [i + 1, i + 2], confidence: 0.6, rule: 'filters.person-last-name+role', keep: true },
    );
    i++;
  }
  return proposals;
}

/**
 * "tents of the Dome type", "Dome and Tunnel kinds": a collection noun for a kind of thing after names makes them
 * kinds, which no one creates; they are left to the proper-value reading, which gives them to that kind's own name.
 */
const kindNounAt = (ctx: EngineContext, at: number): boolean => isKindNoun(ctx.tokens[at]?.text ?? '');

/** Shortest verb stem read for a doer: shorter ones ("use", "own") make too many nouns of their own. */
const MIN_AGENT_STEM = 4;
/** An occupation's noun may be the bare stem ("coach"). */
const OCCUPATION_ENDINGS: readonly string[] = [...AGENT_NOUN_ENDINGS, ''];
/** Whether `word` is a doer's noun made with `ending` from a long enough stem. */
const endsInAgentEnding = (word: string, ending: string): boolean => word.endsWith(ending) && word.length - ending.length >= MIN_AGENT_STEM;
/** Whether `word` is a doer's noun made with one of `endings` (a loop: this runs for every word of every field). */
function hasAgentEnding(word: string, endings: readonly string[]): boolean {
  for (const ending of endings) if (endsInAgentEnding(word, ending)) return true;
  return false;
}

/**
 * Per schema, the words of fields that can hold who did something, by the stem of the verb they name the doer of
 * ("advis" → advisor); a noun that is the bare stem is a doer only when it names an occupation ("coach", "mentor"),
 * else it names the act ("review"); a measure ("followers" counted) holds no one.
 */
const agentWordsByStem = perSchema((index: FieldIndex): ReadonlyMap<string, string[]> => {
  const byStem = new Map<string, string[]>();
  // field names repeat their words: each is read once; most have no agent ending and are passed over without a note
  const read = new Set<string>();
  for (const entry of index.entries) {
    if (entry.children.length) continue;
    let measure: boolean | undefined;
    for (const word of entry.canonWords) {
      const endings = OCCUPATIONS.has(word) ? OCCUPATION_ENDINGS : AGENT_NOUN_ENDINGS;
      if (!hasAgentEnding(word, endings) || read.has(word)) continue;
      if ((measure ??= isMeasureField(entry))) break;
      read.add(word);
      for (const ending of endings) if (endsInAgentEnding(word, ending)) addToList(byStem, word.slice(0, word.length - ending.length), word);
    }
  }
  return byStem;
});

/**
 * "pupils advised by Dr. Ana Cole", "matches refereed by X": a verb no table lists names its doer by the schema's
 * own agent noun of the same stem.
 */
const derivedAgentNouns = (ctx: EngineContext, verb: string): readonly string[] | undefined =>
  PAST_PARTICIPLE_FORM.test(verb) ? agentWordsByStem(ctx.index).get(derivationalStem(verb)) : undefined;

/** "Silver band members": a word naming a field between a name and the records names the field the name is a value of. */
function classingField(ctx: EngineContext, at: number): FieldEntry | undefined {
  const mention = mentionAt(ctx, at);
  return mention && mention.to === at + 1 && !collectionMentionAt(ctx, at) && !isMeasureField(mention.entry) ? mention.entry : undefined;
}

/** People named after agent verbs ("directed by X", "starring X and Y") or before them ("X's films", "did X direct"). */
export function agentProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const verb = tokens[i].text;
    // "timesheets approved by Ann Lee" beside `approvedBy`: the field spelled with the verb and "by" holds the doer
    const doneBy = tokens[i + 1]?.text === BY ? doneByFields(ctx.index).get(verb) : undefined;
    // "sales to Kestrel Foods": a handing-over's "to" names its receiver; "games against Kestrel": the opponent
    const roleNouns = verb === TO ? RECIPIENT_NOUNS.get(tokens[i - 1]?.canon ?? '') : ROLE_PREPOSITIONS.get(verb);
    const recipient = roleNouns && i + 1 < tokens.length && properNameAt(ctx, i + 1) ? roleNouns : undefined;
    const nouns = doneBy ?? AGENT_VERBS.get(verb) ?? (tokens[i + 1]?.text === BY ? derivedAgentNouns(ctx, verb) : undefined) ?? recipient;
    let valueAt = -1;
    if (nouns && tokens[i + 1]?.text === BY) valueAt = i + 2;
    else if (nouns && (DIRECT_AGENT_VERBS.has(verb) || recipient)) valueAt = i + 1;
    // "films by Ida Lindqvist", "anything by Ida Lindqvist": a collection, or a pronoun for one, followed by "by" and a name
    else if (verb === 'by' && (collectionMentionAt(ctx, i - 1) || MADE_THING_PRONOUNS.has(tokens[i - 1]?.text ?? '')) && isCapitalised(tokens[i + 1])) valueAt = i + 1;
    if (valueAt >= 0) {
      while (valueAt < tokens.length && NAME_LEAD_FILLER.has(tokens[valueAt].text) && tokens[valueAt].text !== 'both') valueAt++;
      if (HONORIFICS.has(tokens[valueAt]?.text ?? '')) valueAt += tokens[valueAt + 1]?.text === '.' ? 2 : 1;
      const { names, end, all } = namesAfter(ctx, valueAt);
      if (!names.length) continue;
      proposals.push(...agentProposal(ctx, nouns ?? CREATOR_NOUNS, names, all, i, [i, end], doneBy ? 'filters.agent-done-by-field' : recipient ? `filters.role-after-${verb}` : `filters.agent-${verb}`));
      i = end - 1;
      continue;
    }
    if (!properNameAt(ctx, i)) continue;
    // "Ada Brill and Omar Vance novels", "Lena Park's paintings", "did Hugo Stern design", "X and Y starred"
    const { names, end, all } = namesAfter(ctx, i);
    if (!names.length) continue;
    const possessive = /'s$/.test(tokens[end - 1].raw) || tokens[end]?.text === "'s";
    let next = end;
    while (next < tokens.length && next < end + 3 && (tokens[next].text === 'together' || tokens[next].text === 'have' || tokens[next].text === 'both' || tokens[next].text === "'s")) next++;
    // "timesheets that Ann Lee approved" beside `approvedBy`
    const doneAfter = doneByFields(ctx.index).get(tokens[next]?.text ?? '');
    const trailing = doneAfter ?? TRAILING_AGENT_VERBS.get(tokens[next]?.text ?? '');
    // "Alto band singers": a field word between the names and the records classes them
    const classing = trailing || possessive || !collectionMentionAt(ctx, end + 1) ? undefined : classingField(ctx, end);
    if (trailing) {
      proposals.push(...agentProposal(ctx, trailing, names, all || tokens[next + 1]?.text === 'together' || tokens[end]?.text === 'together', i, [i, next + 1], doneAfter ? 'filters.agent-before-done-by-field' : `filters.agent-before-${tokens[next].text}`));
    } else if (classing) {
      proposals.push({ field: classing.name, value: listValue(names, false), span: [i, end + 1], confidence: 0.6, rule: 'filters.name-classed-by-field', keep: true });
    } else if (possessive || (collectionMentionAt(ctx, end) && !kindNounAt(ctx, end) && !namesOneRecord(ctx, i, end)) || collectionMentionAt(ctx, end + 1)) {
      const multiWord = names.some((n) => n.includes(' '));
      const bare = names.map((n) => n.replace(/'s$/, ''));
      // "Kestrel Industries's kettles": a company's things are made or sold by it, so its name goes to their maker's field
      const company = names.length === 1 && ORGANISATION_NAME_HEADS.has(tokens[end - 1].text.replace(/'s$/, ''))
        ? agentProposal(ctx, ORGANISATION_FIELD_WORDS, bare, false, i, [i, end], 'filters.creator-name+company') : [];
      const creator = company.length ? company : possessive || multiWord || !/^\p{Lu}+$/u.test(names[0]) ? agentProposal(ctx, CREATOR_NOUNS, bare, false, i, [i, end], 'filters.creator-name') : [];
      // one possessive name and no field for creators: the name is the possessing record's own
      const ownName = possessive && names.length === 1 && !creator.length;
      proposals.push(...(ownName ? possessorProposals(ctx, bare[0], i, end, next) : creator));
    }
    i = end - 1;
  }
  return proposals;
}
