import type { EngineContext } from '../../context.ts';
import { enclosingNoun, endsWithWords, type FieldEntry, type FieldIndex } from '../../field-index.ts';
import {
  AGENT_NOUN_ENDINGS, AGENT_VERBS, ALLOTTING_VERBS, ASSIGNING_VERBS, CLIPPED_NOUNS, CREATOR_NOUNS, DIRECT_AGENT_VERBS, FLAG_PREFIXES, FLAG_SUFFIXES, HONORIFICS, IDENTIFIER_ENDINGS, NAME_ENDINGS, NAME_LEAD_FILLER, NEGATIONS, ORGANISATION_FIELD_WORDS, ORGANISATION_NAME_HEADS, PHRASAL_PARTICLES, RECIPIENT_NOUNS,
  ARTICLES, FIRM_LEADS, FIRM_ROLE_FIELD_WORDS, RECEIVING_VERBS, RELATIVE_PRONOUNS, ROLE_PREPOSITIONS, STOP_WORDS, TITLE_CLASSES, TRAILING_AGENT_VERBS,
} from '../../lexicon/words.ts';
import { collectionEndingAt, collectionMentionAt, mentionAt, mentionEndingAt, mentionStartingAt } from '../../mentions.ts';
import { perSchema, perSchemaKeyed } from '../../schema-memo.ts';
import { entityHead, isFullNameField, namesPeople } from '../../ownership.ts';
import { canonWord, derivationalStem, isPastParticiple, parentPath, PAST_PARTICIPLE_FORM, participleBases, writtenShorter } from '../../text.ts';
import { isKindNoun } from '../kind-key.ts';
import { isPluralWord } from '../../field-kinds.ts';
import { isMeasureField, isSchemaWord } from './field-resolver.ts';
import { isCodeToken } from './codes.ts';
import { isUnderClass } from './hypernym-values.ts';
import { addToEachList, addToList } from '../../multimap.ts';
import { OCCUPATIONS } from '../../lexicon/occupations.ts';
import { FIRST_NAME_CANON, HANDLE_CANON, LAST_NAME_CANON, namesOneRecord, ownedFields, siblingNameField } from './owned-fields.ts';
import { isParticiple, type NameFields, nameFieldPairs, opensSentence, PERSON_WORD, personFields, personNameField } from './proper-values.ts';
import type { FilterProposal } from './proposal.ts';
import { CONNECTORS, isCapitalised, listValue, negatedAt, PLURAL_ACRONYM, startsUpperCase } from './shared.ts';
import { isLexiconValue } from './vocabulary.ts';
import { DOER_LEAD, INDEFINITE_ARTICLES, MADE_THING_NOUNS, MADE_THING_PRONOUNS } from '../../lexicon/function-words.ts';

/** Evidence of an agent's name kept inside the record the agent noun names (agentFieldOf). */
export const EMBEDDED_AGENT_NAME = '+embedded-name';

const NAME_PARTICLES = new Set(['de', 'da', 'del', 'van', 'von', 'der', 'la', 'le', 'di', 'du', 'st.', 'mc', 'bin', 'al']);

/** Last words of a field holding an organisation's name ("owner_company", "maker_brand"). */
const ORGANISATION_ENDINGS: ReadonlySet<string> = new Set(ORGANISATION_FIELD_WORDS.map(canonWord));

/**
 * The field a person-naming verb points at: one the agent noun names ("directed by" → a director field), else the
 * name field of the record the noun names ("bought by" → `client_name`), else the organisation the noun is
 * ("owned by" → `owner_company`), else the one name inside the record the noun names (`writer.penName`), which
 * `embedded` says.
 */
export function agentFieldOf(ctx: EngineContext, nouns: readonly string[]): { entry: FieldEntry; embedded: boolean } | null {
  for (const noun of nouns) {
    // the noun's best field a key or a flag: not the noun's name, nor is any weaker reading of it
    const candidate = ctx.index.phrases.get(canonWord(noun))?.[0]?.entry;
    if (!candidate || holdsNoName(candidate)) continue;
    // an object for the agent (`owner` holding `owner.displayName`): the one name kept inside it
    if (!candidate.children.length) return { entry: candidate, embedded: false };
    const inner = embeddedNames(ctx.index).get(candidate.canonWords.join(''));
    if (inner) return { entry: inner, embedded: true };
  }
  for (const endings of [NAME_ENDINGS, ORGANISATION_ENDINGS]) {
    const owned = ownedFields(ctx.index, endings);
    for (const noun of nouns) {
      const field = owned.get(canonWord(noun));
      if (field) return { entry: field, embedded: false };
    }
  }
  // "poems by X" where poems embed `writer.penName`: the one name kept inside the record the noun names
  for (const noun of nouns) {
    const field = embeddedNames(ctx.index).get(canonWord(noun));
    if (field) return { entry: field, embedded: true };
  }
  return null;
}

/**
 * A key (`owner_id`, `medical_director_id`) or a yes/no flag (`isCreator`, `has_owner`) named by an agent noun keeps
 * no one's name: a name said for that agent goes elsewhere.
 */
function holdsNoName(entry: FieldEntry): boolean {
  const words = entry.canonWords;
  const last = words[words.length - 1]!;
  return IDENTIFIER_ENDINGS.has(last) || FLAG_SUFFIXES.has(last) || (words.length >= 2 && FLAG_PREFIXES.has(words[0]!));
}

/** Per schema: an embedded record's one leaf ending in a name word, by the record's path (`writer` → `writer.penName`). */
const embeddedNames = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byRecord = new Map<string, FieldEntry[]>();
  for (const e of index.entries) {
    if (e.children.length || !NAME_ENDINGS.has(e.canonWords[e.canonWords.length - 1]!)) continue;
    const path = e.canonWords.slice(0, e.canonWords.length - e.segmentWords.length).join('');
    if (path) addToList(byRecord, path, e);
  }
  return new Map([...byRecord].flatMap(([path, names]) => (names.length === 1 ? [[path, names[0]!] as const] : [])));
});

/** Whether a field's name of several words is said from token `i`. */
const opensFieldName = (ctx: EngineContext, i: number): boolean => {
  const m = mentionStartingAt(ctx, i);
  return !!m && m.to - m.from > 1;
};

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
    // "sites managed by Q-3001": a word written as a code is no part of a name (properNameAt), nor is one opening a
    // field's name of several words ("ships by GRT tonnage" beside `GRT_Tonnage`)
    while ((isCapitalised(ctx.tokens[i]) && !isCodeToken(ctx.tokens[i]) && !opensFieldName(ctx, i)) || (parts.length && (NAME_PARTICLES.has(ctx.tokens[i]?.text ?? '') || initialStop()))) {
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

/** Where a name starts after a title said before it ("Dr. Ana Cole", "Cllr Ann Lee"): `at` when none is. */
function afterTitle(ctx: EngineContext, at: number): number {
  return HONORIFICS.has(ctx.tokens[at]?.text ?? '') ? at + (ctx.tokens[at + 1]?.text === '.' ? 2 : 1) : at;
}

/** Where a name at token `at` starts with the title said before it ("dr okafor", "Dr. Ames"): `at` when none is. */
export function titleStart(ctx: EngineContext, at: number): number {
  const before = ctx.tokens[at - 1]?.text === '.' ? at - 2 : at - 1;
  return HONORIFICS.has(ctx.tokens[before]?.text ?? '') ? before : at;
}

/**
 * `records` are the records the doer acted on, when the question names them before the verb: with no field for the
 * verb's own doer ("pieces by Ann Lee" beside `composer`, "wards represented by Ann Lee" beside `councillor`), their
 * one field for a doer holds the name.
 */
function agentProposal(ctx: EngineContext, nouns: readonly string[] | FieldEntry, names: string[], all: boolean, at: number, span: [number, number], rule: string, records?: string | FieldEntry | typeof UNNAMED_RECORDS, denied = false): FilterProposal[] {
  const agent = 'name' in nouns ? { entry: nouns, embedded: false } : agentFieldOf(ctx, nouns);
  const named = agent?.entry ?? null;
  const doer = named || !records ? null : doerOfRecords(ctx, records);
  const field = named ?? doer;
  return field ? [{ field: field.name, value: listValue(names, denied || negatedAt(ctx, at), all), span, confidence: 0.75, rule: `${rule}${doer ? RECORDS_DOER : ''}${agent?.embedded ? EMBEDDED_AGENT_NAME : ''}`, keep: true }] : [];
}

/** The field for whoever acted on records named by a collection, by a field, or by neither (UNNAMED_RECORDS), or null. */
function doerOfRecords(ctx: EngineContext, records: string | FieldEntry | typeof UNNAMED_RECORDS): FieldEntry | null {
  if (records === UNNAMED_RECORDS) return personDoerField(ctx.index);
  return typeof records === 'string' ? recordsDoerField(ctx, records) : doerBeside(ctx, records);
}

/** Records a doer acted on that the question names by no collection or field: the schema's one person doer holds the name. */
const UNNAMED_RECORDS: unique symbol = Symbol('unnamed records');

/** The schema's one field for a doer named by an occupation (`inspector_name`, `tech_name`), not an agent noun of any verb (`operator`); once per schema. */
const personDoerField = perSchema((index: FieldIndex): FieldEntry | null => {
  const people = doerFields(index).filter(namedByOccupation);
  return people.length === 1 ? people[0]! : null;
});

/** Whether a field names its person by an occupation (`inspector_name`, `tech_name`), not by what they did to these records (`sponsor`). */
function namedByOccupation(entry: FieldEntry): boolean {
  const noun = canonWord(personNounOf(entry));
  return OCCUPATIONS.has(noun) || clipsOccupation(noun);
}

const TO = 'to';

/** "works by", "a painting by": a noun for a made thing (MADE_THING_NOUNS), not the same word as a verb after "to" ("items to print by"). */
const madeThingNounAt = (ctx: EngineContext, i: number): boolean => MADE_THING_NOUNS.has(ctx.tokens[i]?.canon ?? '') && ctx.tokens[i - 1]?.text !== TO;

/**
 * Leaf fields spelled as a participle and "by" (`approvedBy`, `reviewed_by`), by that participle; once per schema. A
 * key of the doer (`reviewed_by_id`) holds no name.
 */
const doneByFields = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byVerb = new Map<string, FieldEntry>();
  for (const entry of index.entries) {
    const words = entry.writtenWords;
    if (entry.children.length || words.length < 2 || words[words.length - 1] !== DOER_LEAD) continue;
    const verb = words[words.length - 2]!;
    if (isPastParticiple(verb) && !byVerb.has(verb)) byVerb.set(verb, entry);
  }
  return byVerb;
});

/** doneByFields by each form `formsOf` gives their participle, once per schema; a form two fields' participles give names neither. */
const doneByForms = (formsOf: (participle: string) => readonly string[]) => perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry[]> => {
  const byForm = new Map<string, FieldEntry[]>();
  for (const [verb, entry] of doneByFields(index)) addToEachList(byForm, formsOf(verb), entry);
  return byForm;
});

/**
 * A one-syllable stem ending in one vowel and one consonant doubles it before -ed ("stop" → "stopped"), so a participle
 * with it single ("filed", "fired") comes from the stem with an e ("file", "fire"), never the bare stem ("fil", "fir").
 */
const DOUBLING_STEM = /^[^aeiou]*[aeiou][^aeiouwxy]$/;

/** The bare forms a participle may come from ("supplied" → supply, "approved" → approve), for the bare verb an auxiliary puts after the doer. */
const doneByBases = doneByForms((participle) => participleBases(participle).filter((base) => !DOUBLING_STEM.test(base) || participle !== `${base}ed`));

/** doneByFields by the verb's stem ("did Ann Lee approve" → `approvedBy`). */
const doneByStems = doneByForms((participle) => [derivationalStem(participle)]);

/** The one field a form names, none when two claim it. */
const soleClaim = (entries: readonly FieldEntry[] | undefined): FieldEntry | undefined => (entries?.length === 1 ? entries[0] : undefined);

/**
 * The done-by field the verb at token `at` names: its participle's (`approvedBy` for "approved"), or after an
 * auxiliary before the name (`aux`), its bare form's ("did Ann Lee approve", "did Ann Lee supply" → `supplied_by`):
 * the word itself before its stem, a key only ("file" stems to "fil", a form "filled" may come from).
 */
function doneByFieldAt(ctx: EngineContext, at: number, aux: boolean): FieldEntry | undefined {
  const verb = ctx.tokens[at];
  if (verb?.kind !== 'word') return undefined;
  return doneByFields(ctx.index).get(verb.text) ?? (aux ? soleClaim(doneByBases(ctx.index).get(verb.text)) ?? soleClaim(doneByStems(ctx.index).get(derivationalStem(verb.text))) : undefined);
}

/** A capitalised run that is no known field, collection or value, and does not open the sentence. */
function properNameAt(ctx: EngineContext, i: number): boolean {
  return !opensSentence(ctx, i) && unknownCapitalAt(ctx, i);
}

/**
 * A capitalised word that is no known field, collection or value: after a title's full stop ("Dr. Ames"), a name.
 * A word written as a code, digits and all ("K21.0 coded"), is no one's name.
 */
function unknownCapitalAt(ctx: EngineContext, i: number): boolean {
  return !isCodeToken(ctx.tokens[i]) && isCapitalised(ctx.tokens[i]) && !PLURAL_ACRONYM.test(ctx.tokens[i].raw) && !mentionAt(ctx, i) && !collectionMentionAt(ctx, i) && ctx.roles[i] === undefined
    && !isLexiconValue(ctx.tokens[i].text) && !ctx.index.packValues.has(ctx.tokens[i].text);
}

/** A name without the possessive ending it ("Ann Lee's" → Ann Lee). */
const withoutPossessive = (name: string): string => name.replace(/'s$/, '');

/** Whether the word ending at token `end` (exclusive) is a possessive: "doctor's" or "doctor" "'s". */
const possessiveEndingAt = (ctx: EngineContext, end: number): boolean => /'s$/.test(ctx.tokens[end - 1]?.raw ?? '') || ctx.tokens[end]?.text === "'s";

/**
 * "Dr. Ann Lee's subspecialty and licence", "Ann Lee's hourly rate": what is asked of a person is kept in their own
 * record, so the name goes to that record's name fields: the first/last-name pair it owns, else its own whole-name
 * field (`name`, `full_name`). Only the fields said right after the possessive, one list of them, are the person's:
 * a record or another possessive between ("Ann Lee's doctor's phone", "Ann Lee's doctor specialty") says the field
 * is another record's. Null when none of those fields has an owner keeping a name.
 */
function possessedRecordName(ctx: EngineContext, possessedAt: number, twoWords: boolean): NameFields | FieldEntry | null {
  for (let j = possessedAt; !collectionMentionAt(ctx, j);) {
    const mention = mentionStartingAt(ctx, j);
    if (!mention || possessiveEndingAt(ctx, mention.to)) return null;
    const { entry } = mention;
    const owner = entry.children.length ? undefined : ctx.owners.ownerOf.get(entry);
    const pair = owner && twoWords ? nameFieldPairs(ctx.index).find((p) => ctx.owners.ownerOf.get(p.first) === owner) : undefined;
    if (pair) return pair;
    const own = owner ? siblingNameField(ctx, entry) : null;
    if (own && (own.ownWords.length === 1 || isFullNameField(own))) return own;
    // the next field of the list ("hourly rate and shift")
    if (!CONNECTORS.has(ctx.tokens[mention.to]?.text ?? '')) return null;
    j = mention.to + 1;
  }
  return null;
}

/**
 * "Dana Whitlock's advisor", "Orla's age": a possessive name with no creator field to hold it names a person record.
 * The record keeping what is asked of the person takes it (possessedRecordName); else a first and last name split
 * over the schema's first/last-name pair; else the whole name goes to the name field kept beside the possessed field,
 * or to the schema's one field for a person's whole name.
 */
function possessorProposals(ctx: EngineContext, name: string, from: number, to: number, possessedAt: number): FilterProposal[] {
  const words = name.split(' ');
  const twoWords = words.length === 2;
  const held = possessedRecordName(ctx, possessedAt, twoWords);
  const schemaPair = twoWords ? personFields(ctx, from, to, undefined) : null;
  const pair = held && 'first' in held ? held : !held ? schemaPair : null;
  // the evidence names the possessed record only where it chose other fields than the schema's pair
  const via = held && held !== schemaPair ? POSSESSED_RECORD : '';
  if (pair) {
    return [
      { field: pair.first.name, value: words[0], span: [from, from + 1], confidence: 0.6, rule: `filters.person-first-name+possessive${via}`, keep: true },
      { field: pair.last.name, value: words[1], span: [from + 1, to], confidence: 0.6, rule: `filters.person-last-name+possessive${via}`, keep: true },
    ];
  }
  const possessed = held ? null : mentionStartingAt(ctx, possessedAt)?.entry;
  const besideName = possessed ? siblingNameField(ctx, possessed) : null;
  // "Dana Whitlock's account details": a person's two names and nothing that says whose record: the one whole-name field
  const wholeName = held || besideName || !twoWords || !words.every((w) => PERSON_WORD.test(w)) ? null : personNameField(ctx.index);
  const nameField = (held && !('first' in held) ? held : null) ?? besideName ?? wholeName;
  const rule = `filters.proper-value+possessive${via}${wholeName ? WHOLE_NAME : ''}`;
  return nameField ? [{ field: nameField.name, value: name, span: [from, to], confidence: 0.55, rule, keep: true }] : [];
}

const POSSESSED_RECORD = '+possessed-record';
const WHOLE_NAME = '+whole-name-field';

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
 * The noun a field names a person by: its last written word, or the one before a name word (`surgeon_name` → surgeon),
 * or, for a name alone in an embedded record, the record's noun (`midwife.name` → midwife).
 */
function personNounOf(entry: FieldEntry): string {
  const words = entry.writtenWords;
  const last = words.length - 1;
  if (!NAME_ENDINGS.has(words[last]!)) return words[last]!;
  return last > 0 ? words[last - 1]! : enclosingNoun(entry) || words[last]!;
}

/** Whether a leaf field may hold a person's name: not a key or a flag, nor a measure. */
const holdsName = (entry: FieldEntry): boolean => !entry.children.length && !holdsNoName(entry) && !isMeasureField(entry);

/** The fields whose person noun is of the class a title is given to ("Dr." → `attendingVet`); once per schema and title. */
const titledFields = perSchemaKeyed((index: FieldIndex, classes: readonly string[]): readonly FieldEntry[] => {
  const fits = (word: string): boolean => classes.includes(word) || classes.some((c) => isUnderClass(word, c));
  return index.entries.filter((e) => holdsName(e) && fits(personNounOf(e)));
});

/**
 * The one field a title names: the schema's one field of the title's class, else, of several (a lab's `pathologist`
 * and `requesting_clinician`), the one kept by the records the question names; null when that leaves none or several.
 */
function titledField(ctx: EngineContext, classes: readonly string[]): FieldEntry | null {
  const fields = titledFields(ctx.index, classes);
  if (fields.length <= 1) return fields[0] ?? null;
  const named = new Set(ctx.collectionMentions.map((m) => m.collection));
  const kept = fields.filter((e) => named.has(ctx.owners.ownerOf.get(e) ?? ''));
  return kept.length === 1 ? kept[0]! : null;
}

/** The field named by the person's noun said right before token `at` ("coach" before a name → `coach`), or null. */
function roleNounField(ctx: EngineContext, at: number): FieldEntry | null {
  const mention = mentionEndingAt(ctx, at);
  if (!mention || collectionMentionAt(ctx, at - 1) || !holdsName(mention.entry)) return null;
  // the noun as written, not a verb of its stem ("who sponsored Brightwater" beside `sponsor`)
  const noun = personNounOf(mention.entry);
  const canon = canonWord(noun);
  return ctx.tokens[at - 1]!.text === noun && (OCCUPATIONS.has(canon) || doerWords(ctx.index).has(canon)) ? mention.entry : null;
}

/** The field the verb before "by" names its doer by (`approvedBy`, a director for "directed", `advisor` for "advised"), or null. */
function verbAgentField(ctx: EngineContext, verb: string): FieldEntry | null {
  const nouns = AGENT_VERBS.get(verb) ?? derivedAgentNouns(ctx, verb);
  return doneByFields(ctx.index).get(verb) ?? (nouns ? agentFieldOf(ctx, nouns)?.entry ?? null : null);
}

/**
 * "fillings done by Dr. Okafor", "classes taught by coach Bo Lindqvist": what a person is called right before their
 * name says which field holds the whole name: the one field whose person noun is of the class the title is given to
 * (Dr. → `surgeon`, `attendingVet`), or the field the person's noun before the name names (`coach`).
 */
export function calledPersonProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  for (let i = 0; i + 1 < ctx.tokens.length; i++) {
    const classes = TITLE_CLASSES.get(ctx.tokens[i]!.text);
    // a title written out ("Doctor Ames") is a word of its own, an abbreviated one may take a full stop
    const start = Math.max(afterTitle(ctx, i), i + 1);
    // with no title only a field's noun ending right before may call the person (roleNounField): the cheap test first
    if (!(classes ? unknownCapitalAt(ctx, start) : mentionEndingAt(ctx, start) && properNameAt(ctx, start))) continue;
    // "timesheets approved by Dr. Ann Lee" beside `approvedBy`: the verb's own doer field is the stronger cue
    const verbAgent = classes && ctx.tokens[i - 1]?.text === DOER_LEAD && verbAgentField(ctx, ctx.tokens[i - 2]?.text ?? '');
    const field = verbAgent ? null : classes ? titledField(ctx, classes) : roleNounField(ctx, start);
    const { names, end, all } = field ? namesAfter(ctx, start) : { names: [], end: start, all: false };
    if (!field || !names.length) continue;
    // "which sheets did Dr. Ann Lee approve" beside `approvedBy`: so is the verb's done-by field after the name
    if (classes && doneByFieldAt(ctx, end, OBJECT_AUXILIARIES.has(ctx.tokens[i - 1]?.text ?? ''))) continue;
    proposals.push({ field: field.name, value: listValue(names.map(withoutPossessive), negatedAt(ctx, i), all), span: [i, end], confidence: 0.75, rule: classes ? 'filters.titled-person' : 'filters.person-after-role-noun', keep: true });
    i = end - 1;
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
  // field names repeat their words: each is read once, and one without an agent ending (most are) is tried once
  const read = new Set<string>();
  const plain = new Set<string>();
  for (const entry of index.entries) {
    if (entry.children.length) continue;
    let measure: boolean | undefined;
    for (const word of entry.canonWords) {
      if (read.has(word) || plain.has(word)) continue;
      const endings = OCCUPATIONS.has(word) ? OCCUPATION_ENDINGS : AGENT_NOUN_ENDINGS;
      if (!hasAgentEnding(word, endings)) {
        plain.add(word);
        continue;
      }
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
const derivedAgentNouns = (ctx: EngineContext, verb: string): readonly string[] | undefined => {
  if (!PAST_PARTICIPLE_FORM.test(verb)) return undefined;
  const stem = derivationalStem(verb);
  const byStem = agentWordsByStem(ctx.index);
  // "organised by" beside `organizerName`: the verb's -ise spelling names the doer of its -ize one, and back
  return byStem.get(stem) ?? (OTHER_SPELLING.test(stem) ? byStem.get(stem.replace(OTHER_SPELLING, (is) => (is === 'is' ? 'iz' : 'is'))) : undefined);
};
/** The end of a verb stem spelled -ise in one English and -ize in the other ("organis", "organiz"). */
const OTHER_SPELLING = /i[sz]$/;

/**
 * The schema's doer nouns for a past verb right after a name ("Ann Lee brewed", "Bo Chen inspected"), when the verb
 * is a past form no table lists and no doer key stands at the end ("brewed in May", not "brewed by").
 */
function trailingDerivedDoer(ctx: EngineContext, at: number): readonly string[] | undefined {
  const verb = ctx.tokens[at];
  if (verb?.kind !== 'word' || TRAILING_AGENT_VERBS.has(verb.text) || ctx.tokens[at + 1]?.text === DOER_LEAD || mentionAt(ctx, at)) return undefined;
  return derivedAgentNouns(ctx, verb.text);
}

/** Whether a verb said before "by" names who did it ("directed", "approved" beside `approvedBy`, "trained" beside `LeadTrainer`). */
export const namesDoer = (ctx: EngineContext, verb: string): boolean =>
  doneByFields(ctx.index).has(verb) || AGENT_VERBS.has(verb) || !!derivedAgentNouns(ctx, verb);

/** Endings that make a person's noun of a verb's stem whatever the stem (compos-er, councill-or, refer-ee). */
const PERSON_AGENT_ENDING = /(?:er|or|ee)$/;
/**
 * Every person's noun among the schema's field words ("composer", "referee"), once per schema: the doers' nouns
 * with a person's ending and the occupations however short ("vet"), not a key's word ("number", "ref").
 */
const doerWords = perSchema((index: FieldIndex): ReadonlySet<string> => new Set([
  ...[...agentWordsByStem(index).values()].flat().filter((w) => PERSON_AGENT_ENDING.test(w)),
  ...[...index.words].filter((w) => OCCUPATIONS.has(w) || clipsOccupation(w)),
].filter((w) => !IDENTIFIER_ENDINGS.has(w))));

/** A field word clipping only occupations' nouns, written in the singular or not (`tech_name` of "techs" → technician). */
function clipsOccupation(word: string): boolean {
  const full = CLIPPED_NOUNS.get(word) ?? CLIPPED_NOUNS.get(`${word}s`);
  return !!full && full.every((noun) => OCCUPATIONS.has(noun));
}

const RECORDS_DOER = '+records-doer';
/**
 * The leaf fields that name a person who did something: a doer's noun (`composer`, `councillor`), or the name kept
 * for one (`groomerName`); once per schema.
 */
const doerFields = perSchema((index: FieldIndex): readonly FieldEntry[] => {
  const doers = doerWords(index);
  return index.entries.filter((e) => {
    const words = e.canonWords;
    const last = words.length - 1;
    return !e.children.length && (doers.has(words[last]!) || (NAME_ENDINGS.has(words[last]!) && last > 0 && doers.has(words[last - 1]!))) && !isMeasureField(e) && !holdsNoName(e);
  });
});

/** Of fields, the one nearest the top level (a booking's `groomerName` over its sessions' `handlerName`), or null. */
function shallowestOne(fields: readonly FieldEntry[]): FieldEntry | null {
  const top = Math.min(...fields.map((e) => e.depth));
  const shallowest = fields.filter((e) => e.depth === top);
  return shallowest.length === 1 ? shallowest[0]! : null;
}

/**
 * The field that names who did something to a collection's records: the one such field they keep, else, when they
 * keep none, the schema's one (the records' fields may be given to others: a flat list of every field).
 */
function recordsDoerField(ctx: EngineContext, records: string): FieldEntry | null {
  const fields = doerFields(ctx.index);
  const owned = fields.filter((e) => ctx.owners.ownerOf.get(e) === records);
  return shallowestOne(owned.length ? owned : fields);
}

/** The one field for a doer kept beside `entry` (`trims.price` → `trims.groomerName`), or inside it (`trims` → `trims.groomerName`), or null. */
function doerBeside(ctx: EngineContext, entry: FieldEntry): FieldEntry | null {
  // by the path written in the names: a list of dotted leaves (`tests.analyst`) may give no entry for their record
  const path = entry.children.length ? entry.name : parentPath(entry.name);
  // in a flat list of every collection's fields, beside is in the same collection's records
  const owner = ctx.owners.ownerOf.get(entry);
  const beside = doerFields(ctx.index).filter((e) => parentPath(e.name) === path && ctx.owners.ownerOf.get(e) === owner);
  return beside.length === 1 ? beside[0]! : null;
}

/** A person named from token `at`: after a title ("Dr. Ames"), or a name no field, collection or value knows ("J. Reed", "Okonkwo"). */
const personAfterBy = (ctx: EngineContext, at: number): boolean => HONORIFICS.has(ctx.tokens[at]?.text ?? '') || unknownCapitalAt(ctx, at);

/** A word in capitals only that is a word of a field's name ("riders by XP" beside `xp_total`): the key the records go by, no one's name. */
const fieldAcronymAt = (ctx: EngineContext, at: number): boolean => CAPITALS_ONLY.test(ctx.tokens[at]!.raw) && isSchemaWord(ctx.index, ctx.tokens[at]!.canon);
const CAPITALS_ONLY = /^\p{Lu}{2,}$/u;
/** A name written as no one but a person is: after a title, or opening with an initial ("J. Reed"). */
const surelyPersonAt = (ctx: EngineContext, at: number): boolean =>
  HONORIFICS.has(ctx.tokens[at]?.text ?? '') || (ctx.tokens[at]?.raw.length === 1 && ctx.tokens[at + 1]?.text === '.');

/** Words a schema's field for a firm a record deals with carries, in canonical form. */
const FIRM_ROLE_CANON: ReadonlySet<string> = new Set(FIRM_ROLE_FIELD_WORDS.map(canonWord));
/** Whether the schema keeps a firm in a field of its own (`supplier_name`, `carrier`): a firm's name goes there, never to a doer. */
const keepsFirmField = perSchema((index: FieldIndex): boolean => index.entries.some((e) => !e.children.length && e.canonWords.some((w) => FIRM_ROLE_CANON.has(w))));

/** Whether one company's name starts at token `at`: capitalised words closed by a company's word ("Ltd", "Inc"). */
function companyNameAt(ctx: EngineContext, at: number): boolean {
  const { names } = namesAfter(ctx, at);
  return names.length === 1 && ORGANISATION_NAME_HEADS.has(names[0]!.split(' ').at(-1)!.toLowerCase().replace(/\.$/, ''));
}

/**
 * Whether the word at token `at` leads to whoever did the verb before it, named by the schema's own noun for that
 * verb's doer: "by", or "at" before a company's name ("boats serviced at Harrow Yard Ltd" are serviced by it); not after a
 * verb whose subject receives ("bought at Orme Ltd": Orme Ltd sold), nor when the schema keeps the firm in a field
 * of its own (`supplier_name`), nor after "with" ("signed with Orme Ltd": the firm is the other party).
 */
const leadsToDoerAt = (ctx: EngineContext, at: number): boolean => {
  const lead = ctx.tokens[at]?.text ?? '';
  return lead === DOER_LEAD || (FIRM_LEADS.has(lead) && !RECEIVING_VERBS.has(ctx.tokens[at - 1]?.text ?? '') && !keepsFirmField(ctx.index) && companyNameAt(ctx, at + 1));
};

/** No noun of the verb's own doer: only the records' doer field can take the name. */
const NO_NOUNS: readonly string[] = [];

/** Auxiliaries between the records and a name that makes it the subject of the verb after it ("reports has Dr. Ames signed"). */
const OBJECT_AUXILIARIES = new Set(['has', 'have', 'had', 'does', 'did', 'do']);

/** "Silver band members": a word naming a field between a name and the records names the field the name is a value of. */
function classingField(ctx: EngineContext, at: number): FieldEntry | undefined {
  const mention = mentionAt(ctx, at);
  return mention && mention.to === at + 1 && !collectionMentionAt(ctx, at) && !isMeasureField(mention.entry) ? mention.entry : undefined;
}

/**
 * Words between names and the verb they are the subject of ("X and Y together directed", "X has ever paid"); a
 * negation among them ("films X never directed") denies the deed, so the name is one the records' doer is not.
 */
const NAME_VERB_FILLER: ReadonlySet<string> = new Set(['together', 'have', 'has', 'had', 'both', "'s", 'ever', 'never', 'already', 'just']);

/**
 * A plain lower-case word naming no field by its own name, nor records, with a name written capitalised right after it
 * ("the city Ravensby"; a synonym of a field's name is only a description there).
 */
const describesNameAt = (ctx: EngineContext, at: number): boolean => {
  const word = ctx.tokens[at];
  return word?.kind === 'word' && !isCapitalised(word) && !STOP_WORDS.has(word.text) && mentionAt(ctx, at)?.kind !== 'full' && !collectionMentionAt(ctx, at)
    && isCapitalised(ctx.tokens[at + 1]) && !isCodeToken(ctx.tokens[at + 1]);
};

/** People named after agent verbs ("directed by X", "starring X and Y") or before them ("X's films", "did X direct"). */
export function agentProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const verb = tokens[i].text;
    // "timesheets approved by Ann Lee" beside `approvedBy`: the field spelled with the verb and "by" holds the doer
    const doneBy = tokens[i + 1]?.text === DOER_LEAD ? doneByFields(ctx.index).get(verb) : undefined;
    // "sales to Kestrel Foods", "bonds allotted to Kestrel": a handing-over's "to" names its receiver; "games against
    // Kestrel": the opponent
    const roleNouns = verb === TO ? RECIPIENT_NOUNS.get(tokens[i - 1]?.canon ?? '') ?? ALLOTTING_VERBS.get(tokens[i - 1]?.text ?? '') : ROLE_PREPOSITIONS.get(verb);
    const recipient = roleNouns && i + 1 < tokens.length && properNameAt(ctx, i + 1) ? roleNouns : undefined;
    // "fees charged by Dr. Ann Lee", "jobs carried out by J. Reed": a verb no table lists (a particle may follow it)
    // with a person after "by" names the records' doer; so does one "to" whom work is handed ("jobs assigned to Reed")
    const byAt = PHRASAL_PARTICLES.has(tokens[i + 1]?.text ?? '') ? i + 2 : i + 1;
    const assignee = tokens[byAt]?.text === TO ? ASSIGNING_VERBS.get(verb) : undefined;
    const recordsDoer = (assignee || (tokens[byAt]?.text === DOER_LEAD && isPastParticiple(verb))) && personAfterBy(ctx, byAt + 1) ? assignee ?? NO_NOUNS : undefined;
    const nouns = doneBy ?? (assignee ? recordsDoer : undefined) ?? AGENT_VERBS.get(verb) ?? (leadsToDoerAt(ctx, i + 1) ? derivedAgentNouns(ctx, verb) : undefined) ?? recipient ?? recordsDoer;
    // the records-doer reading applies only when that reading was found ("films by X" finds none: both are unset)
    const byRecordsDoer = recordsDoer !== undefined && nouns === recordsDoer;
    let valueAt = -1;
    if (byRecordsDoer) valueAt = byAt + 1;
    else if (nouns && leadsToDoerAt(ctx, i + 1)) valueAt = i + 2;
    else if (nouns && (DIRECT_AGENT_VERBS.has(verb) || recipient)) valueAt = i + 1;
    // "films by Ida Lindqvist", "anything by Ida Lindqvist", "works by Ida Lindqvist": a collection, a pronoun for one or
    // a noun for a made thing, followed by "by" and a name; not a date ("work by Monday"), nor a verb after "to" ("items
    // to print by")
    else if (verb === DOER_LEAD && (collectionMentionAt(ctx, i - 1) || MADE_THING_PRONOUNS.has(tokens[i - 1]?.text ?? '') || madeThingNounAt(ctx, i - 1))
      && isCapitalised(tokens[i + 1]) && ctx.roles[i + 1] !== 'time' && !fieldAcronymAt(ctx, i + 1)) valueAt = i + 1;
    if (valueAt >= 0) {
      while (valueAt < tokens.length && NAME_LEAD_FILLER.has(tokens[valueAt].text) && tokens[valueAt].text !== 'both') valueAt++;
      // "owned by the city Ravensby": one plain word after an article, before the name, says what the named one is
      if (ARTICLES.has(tokens[valueAt - 1]?.text ?? '') && describesNameAt(ctx, valueAt)) valueAt++;
      const { names, end, all } = namesAfter(ctx, afterTitle(ctx, valueAt));
      // "offered by Physics department": a name the schema's noun follows names a thing of that kind, no person
      if (!names.length || (byRecordsDoer && (mentionAt(ctx, end) || collectionMentionAt(ctx, end)))) continue;
      // "trim prices charged by Dr. Ames": the doer kept beside (or inside) the field named before the verb
      const said = byRecordsDoer ? mentionEndingAt(ctx, i)?.entry ?? collectionEndingAt(ctx, i)?.collection : collectionEndingAt(ctx, i)?.collection;
      // records whose doer is not told apart (or not named at all): the schema's one person doer; a bare name may be a
      // firm's ("sponsored by Quillmark"), so without a title or an initial only a doer named by an occupation takes it
      const saidDoer = byRecordsDoer && said ? doerOfRecords(ctx, said) : null;
      const records = byRecordsDoer && (!saidDoer || (!surelyPersonAt(ctx, valueAt) && !namedByOccupation(saidDoer))) ? UNNAMED_RECORDS : said;
      const rule = doneBy ? 'filters.agent-done-by-field' : recipient ? `filters.role-after-${verb}` : assignee ? 'filters.assigned-to' : `filters.agent-${verb}`;
      proposals.push(...agentProposal(ctx, nouns ?? CREATOR_NOUNS, names, all, i, [i, end], rule, records));
      i = end - 1;
      continue;
    }
    if (!properNameAt(ctx, i)) continue;
    // "Ada Brill and Omar Vance novels", "Lena Park's paintings", "did Hugo Stern design", "X and Y starred"
    // "has Dr. Ames signed": a title before the name is no part of it
    const titleEnd = afterTitle(ctx, i);
    const { names, end, all } = namesAfter(ctx, isCapitalised(tokens[titleEnd]) ? titleEnd : i);
    if (!names.length) continue;
    const possessive = possessiveEndingAt(ctx, end);
    let next = end;
    while (next < tokens.length && next < end + 3 && NAME_VERB_FILLER.has(tokens[next].text)) next++;
    // "timesheets that Ann Lee approved" beside `approvedBy`, "did Ann Lee approve"
    const auxiliary = OBJECT_AUXILIARIES.has(tokens[titleStart(ctx, i) - 1]?.text ?? '');
    const doneAfter = doneByFieldAt(ctx, next, auxiliary);
    // "reports has Dr. Ames signed", "matches has Ann Lee refereed": the records named before an auxiliary are
    // what the name's verb was done to, so their field for a doer holds it; so are those before a relative pronoun
    // and a name only a person has ("drills that K. Mbeki ran"), kept in a collection or inside other records; not when
    // the verb's subject receives or requests them ("kits that Dr. Pike ordered": no doer of the kits)
    const relative = RELATIVE_PRONOUNS.has(tokens[i - 1]?.text ?? '') && surelyPersonAt(ctx, i);
    const objectRecords = (OBJECT_AUXILIARIES.has(tokens[i - 1]?.text ?? '') || relative) && isParticiple(tokens[next]) && !RECEIVING_VERBS.has(tokens[next]?.text ?? '')
      ? collectionEndingAt(ctx, i - 1)?.collection ?? (relative ? mentionEndingAt(ctx, i - 1)?.entry : undefined) : undefined;
    const doneToRecords = !doneAfter && objectRecords ? doerOfRecords(ctx, objectRecords) : null;
    // "stuff Ann Lee brewed" beside `brewerName`: a past verb no table lists names its doer by the schema's own agent noun
    const derivedAfter = doneAfter || doneToRecords ? undefined : trailingDerivedDoer(ctx, next);
    const trailing = doneAfter ?? doneToRecords ?? TRAILING_AGENT_VERBS.get(tokens[next]?.text ?? '') ?? derivedAfter;
    // "Alto band singers": a field word between the names and the records classes them
    const classing = trailing || possessive || !collectionMentionAt(ctx, end + 1) ? undefined : classingField(ctx, end);
    if (trailing) {
      proposals.push(...agentProposal(ctx, trailing, names, all || tokens[next + 1]?.text === 'together' || tokens[end]?.text === 'together', i, [i, next + 1], doneAfter ? 'filters.agent-before-done-by-field' : trailing === derivedAfter ? 'filters.agent-before-derived-doer' : doneToRecords ? `filters.agent-before-participle${RECORDS_DOER}` : `filters.agent-before-${tokens[next].text}`, undefined, tokens.slice(end, next).some((t) => NEGATIONS.has(t.text))));
    } else if (classing) {
      proposals.push({ field: classing.name, value: listValue(names, false), span: [i, end + 1], confidence: 0.6, rule: 'filters.name-classed-by-field', keep: true });
    } else if (possessive || (collectionMentionAt(ctx, end) && !kindNounAt(ctx, end) && !namesOneRecord(ctx, i, end)) || collectionMentionAt(ctx, end + 1)) {
      const multiWord = names.some((n) => n.includes(' '));
      const bare = names.map(withoutPossessive);
      // "Kestrel Industries's kettles": a company's things are made or sold by it, so its name goes to their maker's field
      const company = names.length === 1 && ORGANISATION_NAME_HEADS.has(tokens[end - 1].text.replace(/'s$/, ''))
        ? agentProposal(ctx, ORGANISATION_FIELD_WORDS, bare, false, i, [i, end], 'filters.creator-name+company') : [];
      // "Ann Lee pieces" beside `composer`: with no creator field, the records' one field for a doer; a noun in the
      // singular after a name names that one record ("Physics department"), and a maker field is the proper-value
      // reading's ("Acme kettles")
      const records = possessive || !isPluralWord(tokens[end]?.text ?? '') || ctx.index.roleField('make') ? undefined : collectionMentionAt(ctx, end)?.collection;
      const creator = company.length ? company : possessive || multiWord || !/^\p{Lu}+$/u.test(names[0]) ? agentProposal(ctx, CREATOR_NOUNS, bare, false, i, [i, end], 'filters.creator-name', records) : [];
      // one possessive name and no field for creators: the name is the possessing record's own
      const ownName = possessive && names.length === 1 && !creator.length;
      proposals.push(...(ownName ? possessorProposals(ctx, bare[0], i, end, next) : creator));
    }
    i = end - 1;
  }
  return proposals;
}

/** A handle as people write one: three lower-case letters or more first, then letters, digits, dots or underscores, a digit among them ("rowan_k77"). */
const HANDLE = /^(?=.*\d)\p{Ll}{3,}[\p{Ll}\d_.]*$/u;

/** The schema's one leaf field for the name someone goes by online (`username`, `screen_name`), or null; once per schema. */
const handleField = perSchema((index: FieldIndex): FieldEntry | null => {
  const [field, other] = index.entries.filter((e) => !e.children.length && HANDLE_CANON.some((tail) => endsWithWords(e.canonWords, tail)));
  return other ? null : field ?? null;
});

/**
 * "show member rowan_k77": a word written as a handle right after a singular noun of records is the handle someone goes
 * by, kept in the schema's one handle field, not a key (which is written in capitals, or as digits). After a plural
 * ("posts covid19 related") the word says what the records are about, no one person.
 */
export function handleProposals(ctx: EngineContext): FilterProposal[] {
  const field = handleField(ctx.index);
  return field ? ctx.tokens.flatMap((t, i): FilterProposal[] => (i > 0 && HANDLE.test(t.raw) && ctx.roles[i] === undefined && handleHoldersAt(ctx, field, i - 1)
    && !isPluralWord(ctx.tokens[i - 1]!.text)
    ? [{ field: field.name, value: t.raw, span: [i, i + 1], confidence: 0.75, rule: 'filters.handle-after-records-noun' }] : [])) : [];
}

/**
 * Whether the records named at token `i` go by the handle written after them: records of people, or the collection
 * keeping the handle field (read from names, so it may miss the people: both are asked). Not when the handle's
 * letters write those records' own noun shorter ("order ord20455", "booking bkg2041"): that is their key.
 */
function handleHoldersAt(ctx: EngineContext, field: FieldEntry, i: number): boolean {
  const named = collectionMentionAt(ctx, i)?.collection;
  if (!named) return false;
  const letters = /^\p{Ll}+/u.exec(ctx.tokens[i + 1]!.raw)?.[0] ?? '';
  return (namesPeople(named) || ctx.owners.ownerOf.get(field) === named) && !writtenShorter(letters, entityHead(named), 2);
}

/** A value the schema's pack or a vocabulary knows ("volvo", "new york"). */
const knownValue = (ctx: EngineContext, text: string): boolean => isLexiconValue(text) || ctx.index.packValues.has(text);

/** The schema's maker field (`make`, `brand`) and the model field kept beside it (`vehicle.make`, `vehicle.model`), or null; once per schema. */
const makeAndModel = perSchema((index: FieldIndex): { make: FieldEntry; model: FieldEntry } | null => {
  const make = index.roleField('make');
  const model = index.roleField('model');
  return make && model && model.parent === make.parent ? { make, model } : null;
});

/**
 * "riders with a Volvo Amazon": a name of two words after an indefinite article is a thing of that make and model, no
 * person (who is not "a" Ann Lee), when the schema keeps a make beside a model: the first word is the make. Not a
 * value known whole ("a New York licence"), nor a name qualifying the noun after it ("a Home Depot store").
 */
export function makeModelProposals(ctx: EngineContext): FilterProposal[] {
  const pair = makeAndModel(ctx.index);
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 1; pair && i + 1 < tokens.length; i++) {
    // the make may be a value some vocabulary knows ("Volvo"), the model no word the schema or a vocabulary knows
    const make = isCapitalised(tokens[i]) && ctx.roles[i] === undefined && !mentionAt(ctx, i) && !collectionMentionAt(ctx, i);
    if (!make || !INDEFINITE_ARTICLES.has(tokens[i - 1]!.text) || !unknownCapitalAt(ctx, i + 1) || isCapitalised(tokens[i + 2])) continue;
    // "is there a Mr Smith": a title opens a person's name; beside first and last names, "a John Smith" is a person
    // unless the make is a value some vocabulary knows ("a Toyota Prius")
    if (HONORIFICS.has(tokens[i]!.text) || (nameFieldPairs(ctx.index).length && !knownValue(ctx, tokens[i]!.text))) continue;
    const whole = `${tokens[i]!.text} ${tokens[i + 1]!.text}`;
    const after = tokens[i + 2];
    if (knownValue(ctx, whole) || (after?.kind === 'word' && !STOP_WORDS.has(after.text))) continue;
    proposals.push(
      { field: pair.make.name, value: tokens[i]!.raw, span: [i, i + 1], confidence: 0.6, rule: 'filters.make-and-model', keep: true },
      { field: pair.model.name, value: tokens[i + 1]!.raw, span: [i + 1, i + 2], confidence: 0.6, rule: 'filters.make-and-model', keep: true },
    );
  }
  return proposals;
}
