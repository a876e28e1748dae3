import type { EngineContext } from '../../context.ts';
import { type FieldEntry, type FieldIndex } from '../../field-index.ts';
import { isPluralWord } from '../../field-kinds.ts';
import { CLASS_CODE_WIDTH, CLASS_CODES, CLASSED_NOUNS, NOUN_CLASSES, PRACTICE_CODES, PRACTISER_NOUNS } from '../../lexicon/hypernyms.ts';
import { EXTRA_WORD_CLASSES, FIELD_CLASS_ALIASES, KIND_NAMED_CLASSES, PRACTICE_SUFFIXES, PRACTISED_BRANCHES, STOCK_KIND_CLASSES, VALUE_FORM_WORDS } from '../../lexicon/class-aliases.ts';
import { CONTACT_CLAUSE_SUBJECTS, PART_ENDS, PLACE_LEADS, RECORD_HEAD_LEADS, VALUE_OBJECT_PREPOSITIONS } from '../../lexicon/function-words.ts';
import { GROUPING_VERBS, KIND_FIELD_WORDS } from '../../lexicon/grouping.ts';
import { EVENT_DATE_WORDS } from '../../lexicon/time-rules.ts';
import { ARTICLES, ATTRIBUTE_SUPERLATIVES, GROUPING_PARTICIPLES, MEANS_PREPOSITIONS, NAME_ENDINGS, OBJECT_DETERMINERS, SORT_CUES, SPEAKER_POSSESSIVES, MEASURE_COMPARISON_OPENERS, BE_FORMS, DO_VERBS, NEGATIONS, RELATIVE_PRONOUNS, RECORD_COUNT_RANKING_WORDS, REQUEST_VERBS, SUPERLATIVES } from '../../lexicon/words.ts';
import { collectionMentionAt, mentionAt, mentionEndingAt } from '../../mentions.ts';
import { perSchema, perSchemaKeyed } from '../../schema-memo.ts';
import { CANON_CACHE_LIMIT, canonWord, PARTICIPLE_FORM, PAST_PARTICIPLE_FORM, singular } from '../../text.ts';
import { BoundedCache } from '../../../../../src/bounded-cache.ts';
import { isSchemaWord, isTextLeaf } from './field-resolver.ts';
import { isFreeNoun, occupationNounAt, occupationOf } from './parts.ts';
import { isLookupCode } from './label-sibling.ts';
import type { FilterProposal } from './proposal.ts';
import { endsClause, listValue, negatedAt, nounForms, startsUpperCase } from './shared.ts';
import { addToList } from '../../multimap.ts';

/** How many classes up from a word its class may name a field: further up the classes are too general to say whose value it is. */
const CLASS_DEPTH = 4;

/**
 * The generated tables: split once at start-up (two splits, no map of 35,000 words to build); a class's line is read
 * when a walk first reaches it.
 */
const CLASS_LINES = NOUN_CLASSES.split('\n');
const NOUNS = CLASSED_NOUNS.split(' ');
const PRACTISERS = PRACTISER_NOUNS.split(' ');
/** A class as read from its line: its names as written (for the evidence) and as field words are compared. */
interface NounClass {
  readonly names: readonly string[];
  readonly canonNames: readonly string[];
  readonly parents: readonly number[];
}
const classes: NounClass[] = [];

function classAt(id: number): NounClass {
  let found = classes[id];
  if (!found) {
    const [line, parents] = CLASS_LINES[id]!.split('|');
    const names = line ? line.split(' ') : [];
    found = { names, canonNames: names.map(canonWord), parents: parents ? parents.split(',').map(Number) : [] };
    classes[id] = found;
  }
  return found;
}

/** The class coded for a word in one of the generated tables, by binary search of its sorted words; -1 when it has none. */
function codedClass(words: readonly string[], codes: string, word: string): number {
  let low = 0;
  let high = words.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const noun = words[mid]!;
    if (noun === word) return parseInt(codes.slice(mid * CLASS_CODE_WIDTH, (mid + 1) * CLASS_CODE_WIDTH), 36);
    if (noun < word) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/**
 * The class of a word as WordNet writes it; -1 when it has none. Questions repeat their words, and the binary search
 * compares strings across 35,000 nouns: each word is looked up once.
 */
const nounClasses = new BoundedCache<string, number>(CANON_CACHE_LIMIT);
const searchNouns = (word: string): number => codedClass(NOUNS, CLASS_CODES, word);
const classOf = (word: string): number => nounClasses.getOrCompute(word, searchNouns);
/** The practice class coded for a practiser ("urologist"); -1 when none. Once per word, as classOf. */
const practiserClasses = new BoundedCache<string, number>(CANON_CACHE_LIMIT);
const searchPractisers = (word: string): number => codedClass(PRACTISERS, PRACTICE_CODES, word);
const practiserClass = (word: string): number => practiserClasses.getOrCompute(word, searchPractisers);

/**
 * The classes above a word's class, nearest first, up to CLASS_DEPTH levels, each once, until `visit` answers true. A
 * word under several classes has a nameless class joining them: the walk starts at those.
 */
function walkClasses(start: number, visit: (found: NounClass, depth: number) => boolean): void {
  const first = classAt(start);
  let level: readonly number[] = first.names.length ? [start] : first.parents;
  const seen = new Set<number>();
  for (let depth = 0; depth < CLASS_DEPTH && level.length; depth++) {
    const next: number[] = [];
    for (const id of level) {
      if (seen.has(id)) continue;
      seen.add(id);
      const found = classAt(id);
      if (visit(found, depth)) return;
      next.push(...found.parents);
    }
    level = next;
  }
}

/** Whether `className` names one of the classes above a word as WordNet writes it ("cardiologist" → specialist). */
export function isUnderClass(word: string, className: string): boolean {
  const start = classOf(word);
  let under = false;
  if (start >= 0) walkClasses(start, (found) => (under = found.names.includes(className)));
  return under;
}

/** A word WordNet writes as given (in lower case, a common noun: "turkey", "china"). */
export const isClassedNoun = (word: string): boolean => classOf(word) >= 0;

/** FIELD_CLASS_ALIASES by canonical head word. */
const CLASS_ALIASES = new Map([...FIELD_CLASS_ALIASES].map(([head, names]) => [canonWord(head), names.map(canonWord)]));

/**
 * Per schema: canonical head word → the leaf text fields it names (not ids, amounts, counts or dates): the last own
 * word, and the one before a kind word (`sport_type`, `music_genre`: their values are sports and music); not before a
 * name word (`artist_name` keeps names, not kinds of artist) unless the thing is an act or a substance
 * (KIND_NAMED_CLASSES: `procedureName` keeps kinds of procedure). A word saying only how the value is written goes
 * (`habitat_code` is named by "habitat"), and a head also answers to the classes its values fall under under another
 * name (FIELD_CLASS_ALIASES: a `species` field to "mammal").
 */
const textFieldsByHead = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byWord = new Map<string, FieldEntry[]>();
  // heads found under a word saying how the value is written: only where no field is headed by the word itself
  // (`country_code` beside `country` leaves countries to `country`)
  const written = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) {
    if (!isTextLeaf(entry)) continue;
    let own = entry.ownWords;
    const form = own.length > 1 && VALUE_FORM_WORDS.has(own[own.length - 1]!) && isLookupCode(index, entry);
    if (form) own = own.slice(0, -1);
    const heads = own.length > 1 && KIND_FIELD_WORDS.has(own[own.length - 1]!) ? own.slice(-2) : own.slice(-1);
    // `procedureName`, `ingredients.name`: the name of an act or a substance is its kind, named by the thing's noun (the
    // own word before the name word, else the word naming the record holding it)
    const thing = NAME_ENDINGS.has(own[own.length - 1]!) ? own.at(-2) ?? entry.parent?.canonWords.at(-1) : undefined;
    if (thing && KIND_NAMED_CLASSES.some((name) => isUnderClass(thing, name))) heads.push(thing);
    for (const head of heads) {
      for (const word of [head, ...CLASS_ALIASES.get(head) ?? []]) addToList(form ? written : byWord, word, entry);
    }
  }
  for (const [word, entries] of written) if (!byWord.has(word)) byWord.set(word, [...entries]);
  return byWord;
});

/** Where a value stands: the word naming the records and their collection when it stands right before them, else ''. */
interface ValueSlot {
  readonly records: string;
  readonly collection?: string;
  /** Read past words already said of the records ("the female rabbits"). */
  readonly past?: boolean;
  /** Said as the things counted after a ranking of how many ("the most parrots"). */
  readonly counted?: boolean;
  /** Read past a modifier no stage has read ("the weight of golden retrievers"): only the noun's own classes may name its field. */
  readonly modified?: boolean;
}

/**
 * The one text field a word's classes name, with the class that names it; null when none or several do, or when a
 * class is what the records themselves are called ("the reggae genre" is a genre by name, not a genre field's value).
 * With `nearest`, only the nearest level of classes naming any field counts: a nearer class says more of the word (a
 * terrier is a dog before it is an animal, so a `breed` field kept for dogs takes it before a `species` field kept for
 * animals); a word read through what a person practises keeps needing all its classes to agree.
 */
function fieldOfClasses(ctx: EngineContext, start: number, slot: ValueSlot, nearest = false): { field: FieldEntry; name: string } | null {
  const match: ClassMatch = { found: null };
  let none = false;
  let foundAt = -1;
  walkClasses(start, ({ names, canonNames }, depth) => {
    if (nearest && match.found && foundAt < depth) return true;
    none = !matchClassNames(ctx, names, canonNames, slot, match);
    if (match.found && foundAt < 0) foundAt = depth;
    return none;
  });
  return none ? null : match.found;
}

interface ClassMatch {
  found: { field: FieldEntry; name: string } | null;
}

/**
 * Adds to `match` the text field one class's names name; false when that makes two fields, or when a name is what the
 * records themselves are called. A record's own top-level field takes a value said of the records before one inside a
 * sub-document (`species` before `preferences.species`, which keeps what someone asks for, not what a record is).
 */
function matchClassNames(ctx: EngineContext, names: readonly string[], canonNames: readonly string[], slot: ValueSlot, match: ClassMatch): boolean {
  const byWord = textFieldsByHead(ctx.index);
  for (let n = 0; n < names.length; n++) {
    if (canonNames[n] === slot.records) return false;
    for (const field of byWord.get(canonNames[n]!) ?? []) {
      // a value said right before the records is one of theirs: a field known to be another collection's is none
      if (slot.collection && (ctx.owners.ownerOf.get(field) ?? slot.collection) !== slot.collection) continue;
      const held = match.found?.field;
      if (held && held !== field) {
        if (held.depth === 1 && field.depth > 1) continue;
        if (field.depth > 1 || held.depth === 1) return false;
      }
      match.found = { field, name: names[n]! };
    }
  }
  return true;
}

/** The field a word WordNet's table leaves out names through its class in EXTRA_WORD_CLASSES ("diesel" → fuel). */
function fieldOfExtraWord(ctx: EngineContext, word: string, slot: ValueSlot): { field: FieldEntry; name: string } | null {
  const name = EXTRA_WORD_CLASSES.get(word.toLowerCase());
  if (!name) return null;
  const match: ClassMatch = { found: null };
  return matchClassNames(ctx, [name], [canonWord(name)], slot, match) ? match.found : null;
}

/** What a person noun in "-ist" may be made from, in PRACTICE_SUFFIXES' order (urologist → urology, urolog, urologo…). */
const practiceForms = (word: string): string[] => word.endsWith('ist') ? PRACTICE_SUFFIXES.map((suffix) => word.slice(0, -3) + suffix) : [];

/**
 * The practice a specialist noun names: the branch PRACTISED_BRANCHES gives ("surgeon" → surgery); the word it is spelled
 * from, as WordNet writes it ("violinist" → violin); a science WordNet leaves out by its "-ology" ("neurologist" →
 * neurology); else the noun ("geriatrician").
 */
export function practiceOf(word: string): string {
  const branch = PRACTISED_BRANCHES.get(word);
  if (branch) return branch;
  const forms = practiceForms(word);
  return forms.find((form) => classOf(form) >= 0) ?? (word.endsWith('logist') ? forms[0]! : word);
}

/** Of a class's names, the one spelled most like the person noun made from it ("saxophonist" → saxophone, not sax). */
const nearestName = (names: readonly string[], person: string): string => {
  const shared = (name: string): number => {
    let n = 0;
    while (n < name.length && name[n] === person[n]) n++;
    return n;
  };
  return names.reduce((best, name) => (shared(name) > shared(best) ? name : best));
};

/**
 * A person noun whose own classes name no field, read as what the person practises or plays: first by WordNet's
 * derivation links (drummer → drum → an instrument; swimmer → swimming → a sport), then, for a noun in "-ist", by its
 * spelling (urologist → urology → a medical specialty; violinist → violin): the first practice classed under a field.
 */
function fieldOfPractice(ctx: EngineContext, word: string, slot: ValueSlot): { word: string; field: FieldEntry; name: string } | null {
  const derived = practiserClass(word);
  const practices = derived < 0 ? [] : classAt(derived).names.length ? [derived] : classAt(derived).parents;
  for (const practice of practices) {
    const named = fieldOfClasses(ctx, practice, slot);
    if (named) return { word: nearestName(classAt(practice).names, word), ...named };
  }
  for (const practice of practiceForms(word)) {
    const start = classOf(practice);
    const named = start >= 0 ? fieldOfClasses(ctx, start, slot) : null;
    if (named) return { word: practice, ...named };
  }
  return null;
}

/**
 * The one text field the dictionary classes of a word as written name ("Bhutan" → a country field), or the class
 * EXTRA_WORD_CLASSES gives a word the table leaves out ("diesel" → a fuel field); null when none.
 */
export function fieldNamedByClass(ctx: EngineContext, word: string): FieldEntry | null {
  const start = classOf(word);
  const slot = { records: '' };
  return (start >= 0 ? fieldOfClasses(ctx, start, slot) : fieldOfExtraWord(ctx, word, slot))?.field ?? null;
}

/**
 * Where a bare noun at `i` may be a value of the records: right before the word naming them ("silk scarves"; not after
 * "that" or "which", where it is the clause's verb: "depots that truck crates"), with the records' own word; or, ending
 * its phrase, as the object of a preposition ("lessons on the flute", "dyed in indigo"; not "in the hall", where the
 * records are), after a form of "be" ("which kites are not yellow") or as the object of a relative clause's verb
 * ("members who play chess"; not "who is the owner"), with no records word. Null elsewhere.
 */
function valueSlotAt(ctx: EngineContext, i: number): ValueSlot | null {
  const word = (k: number): string => ctx.tokens[k]?.text ?? '';
  const records = collectionMentionAt(ctx, i + 1);
  if (records?.from === i + 1) return RELATIVE_PRONOUNS.has(word(i - 1)) ? null : { records: ctx.tokens[records.to - 1]!.canon, collection: records.collection };
  // "the", "a", "any", or the speaker's "our"/"my" ("the weight of our huskies", "of any husky") determines the noun
  const determines = (k: number): boolean => OBJECT_DETERMINERS.has(word(k)) || SPEAKER_POSSESSIVES.has(word(k));
  const lead = determines(i - 1) ? i - 2 : i - 1;
  // the phrase ends at the clause's end or its verb: "are", or "do" asking of the records ("how many kilts do we stock"),
  // or at a relative clause left without its "that" ("any husky we keep")
  const phraseEnds = (k: number): boolean => endsClause(ctx.tokens[k]?.text) || BE_FORMS.has(word(k)) || DO_VERBS.has(word(k)) || CONTACT_CLAUSE_SUBJECTS.has(word(k));
  // the noun names the records asked for, a kind of them: "how many hamsters are …", "list the urologists who …"; also
  // opening the question, or before a participle or (a plural) a preposition saying more of them ("yachts moored in …",
  // "tonnes of peat delivered", "list the barges with …", "the length of the barges in …"; not "the port of registry for …")
  // or a word of an event in their life ("hamsters born in 2020"), or (a plural) before a field of theirs or a comparison
  // ("ponies over 300kg")
  const moreSaid = PAST_PARTICIPLE_FORM.test(word(i + 1)) || EVENT_DATE_WORDS.has(word(i + 1))
    || (singular(word(i)) !== word(i) && (PART_ENDS.has(word(i + 1)) || MEASURE_COMPARISON_OPENERS.has(word(i + 1)) || mentionAt(ctx, i + 1)?.from === i + 1));
  const headLed = (k: number): boolean => (RECORD_HEAD_LEADS.has(word(k)) || k < 0) && (phraseEnds(i + 1) || moreSaid);
  if (headLed(lead)) return { records: '' };
  // "the weight of golden retrievers", "among rescued ferrets": a modifier the dictionary classes as no noun (an
  // adjective), or a participle no stage has read, may stand between; also opening the question ("spotted hyenas that …")
  const modifier = lead >= 0 && ((isFreeNoun(ctx, lead) && classOf(word(lead)) < 0) || (ctx.roles[lead] === undefined && PAST_PARTICIPLE_FORM.test(word(lead))));
  const modified = determines(lead - 1) ? lead - 2 : lead - 1;
  if (modifier && (modified < 0 || RECORD_HEAD_LEADS.has(word(modified))) && (phraseEnds(i + 1) || moreSaid)) return { records: '', modified: true };
  // "the female rabbits", "the 3 youngest cats": words already read of the records (a state, a count, a ranking) stand between
  let said = i - 1;
  while (said >= 0 && (ctx.roles[said] !== undefined || SUPERLATIVES.has(word(said)) || ATTRIBUTE_SUPERLATIVES.has(word(said)))) said--;
  if (said < i - 1 && headLed(ARTICLES.has(word(said)) ? said - 1 : said)) return { records: '', past: true };
  // "which keeper fed the most parrots": the things counted, ending the question after a ranking of how many
  if (isPluralWord(word(i)) && RECORD_COUNT_RANKING_WORDS.has(word(i - 1)) && ARTICLES.has(word(i - 2)) && endsClause(ctx.tokens[i + 1]?.text)) return { records: '', counted: true };
  // before the noun naming the records, as terse questions put it: "cello teachers", "petrol scooters"; a plural noun
  // may go on with a participle saying more of them ("cello teachers living in …")
  const participleAfter = isPluralWord(word(i + 1)) && PARTICIPLE_FORM.test(word(i + 2)) && ctx.roles[i + 2] === undefined;
  if (isFreeNoun(ctx, i + 1) && (phraseEnds(i + 2) || participleAfter)) return { records: ctx.tokens[i + 1]!.canon };
  if (!endsClause(ctx.tokens[i + 1]?.text) && !PART_ENDS.has(word(i + 1))) return null;
  // the object of a verb whose subject is a relative pronoun or the records ("members who play chess", "members play chess")
  const subject = RELATIVE_PRONOUNS.has(word(lead - 1)) || (lead > 0 && collectionMentionAt(ctx, lead - 1)?.to === lead);
  // "riders who commute by tram", "parcels sent via drone": after a verb, a means preposition leads the way it was done
  const means = MEANS_PREPOSITIONS.has(word(lead)) && lead > 0 && ctx.roles[lead] === undefined && isVerbBefore(ctx, lead - 1);
  const object = means || VALUE_OBJECT_PREPOSITIONS.has(word(lead)) ? !(lead < i - 1 && PLACE_LEADS.has(word(lead)))
    : BE_FORMS.has(word(i - 1)) || (NEGATIONS.has(word(i - 1)) && BE_FORMS.has(word(i - 2)))
      || (subject && !BE_FORMS.has(word(lead)));
  return object ? { records: '' } : null;
}

/** A plain word no rule read, that is no sort or grouping cue nor a field or collection: a verb before a means ("deliver by"). */
const isVerbBefore = (ctx: EngineContext, k: number): boolean => {
  const t = ctx.tokens[k];
  return !!t && t.kind === 'word' && ctx.roles[k] === undefined && !SORT_CUES.has(t.text) && !GROUPING_VERBS.has(t.text) && !GROUPING_PARTICIPLES.has(t.text)
    && !mentionAt(ctx, k) && !collectionMentionAt(ctx, k) && !ARTICLES.has(t.text);
};

/**
 * "silk scarves", "red scarves", "tennis clubs", "lessons on the flute": a bare noun no field names, said where a value
 * of the records may stand (valueSlotAt), is a value of the one text field named after a class WordNet puts it in (silk
 * → fabric, red → color, tennis → sport, flute → musical instrument), read in its singular form. Only the word's most
 * frequent sense counts, so a word that mostly means something else stays prose.
 */
export function hypernymValueProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const candidate = isFreeNoun(ctx, i, true) && mayBeClassedValue(ctx, i);
    const slot = candidate ? valueSlotAt(ctx, i) : null;
    // an occupation said as the people asked about ("how many oboists are listed") may stand for what they practise
    const practiser = candidate && !slot ? occupationNounAt(ctx, i) : null;
    if (practiser) {
      const practice = fieldOfPractice(ctx, practiser, { records: '' });
      if (practice) proposals.push(classedProposal(ctx, i, { ...practice, rule: 'filters.hypernym-practice' }));
    }
    if (!slot) continue;
    const { text, raw } = ctx.tokens[i]!;
    // a capitalised word inside the question is only one the dictionary writes so ("Fridays"), not a name
    const forms = i > 0 && startsUpperCase(raw) ? nounForms(raw) : [...nounForms(text), ...nounForms(raw)];
    // the first form the dictionary classes, and its class, looked up once
    let word: string | undefined;
    let start = -1;
    for (const form of forms) {
      start = classOf(form);
      if (start >= 0) {
        word = form;
        break;
      }
    }
    if (isSchemaWord(ctx.index, canonWord(text))) continue;
    // a capitalised maker's name is read before this as the make (the value lexicon's makers, filters.value-class)
    const named = word ? fieldOfClasses(ctx, start, slot, true) : null;
    let found = named && word ? { word, ...named, rule: 'filters.hypernym-value' } : null;
    for (const form of found || slot.modified ? [] : forms) {
      const practice = fieldOfPractice(ctx, form, slot);
      const extra = practice ? null : fieldOfExtraWord(ctx, form, slot);
      found = practice ? { ...practice, rule: 'filters.hypernym-practice' } : extra ? { word: form, ...extra, rule: 'filters.hypernym-extra' } : null;
      if (found) break;
    }
    // "the names of desserts", "list all beverages": a kind of thing said where the records stand, which no class names a
    // field for, is a value of the one field the schema keeps bare for kinds (`Category`)
    const kind = found || !word || slot.records || slot.modified || !isPluralWord(text) || !isStockKind(start) ? null : bareKindField(ctx.index);
    if (kind && word) found = { word, field: kind, name: kind.name, rule: 'filters.hypernym-bare-kind' };
    // "sprockets under 2 dollars a unit", "the mean weight of sprockets": with no collection named, a plural noun
    // opening the question or right after a field and "of" is a kind of the records that field is theirs, kept in
    // their bare kind field
    const unnamed = found || slot.records || slot.modified || !isPluralWord(text) || !recordsHeadAt(ctx, i) || isClassName(singular(text)) ? null : kindOfUnnamedRecords(ctx);
    if (unnamed) found = { word: word ?? singular(text), field: unnamed, name: unnamed.name, rule: 'filters.unnamed-records-kind' };
    const said = slot.past ? '+past-said' : slot.modified ? '+past-modifier' : slot.counted ? '+counted' : '';
    if (found) proposals.push(classedProposal(ctx, i, said ? { ...found, rule: `${found.rule}${said}` } : found));
  }
  return proposals;
}

/**
 * Whether the word at `i` may be read as a value at all, a necessary condition cheaper than finding where it stands
 * (valueSlotAt): the schema keeps a bare kind field, or a form of the word is a practiser, spells one ("-ist") or is an
 * extra word, or is classed under a text field's head, or the word names an occupation. Most nouns of most questions
 * are none of these.
 */
function mayBeClassedValue(ctx: EngineContext, i: number): boolean {
  const { text, raw } = ctx.tokens[i]!;
  if (bareKindField(ctx.index) !== null) return true;
  return wordMayBeValue(ctx.index, text) || (raw !== text && wordMayBeValue(ctx.index, raw))
    || (formReadings(text).occupation && occupationNounAt(ctx, i) !== null);
}

/**
 * What the forms of a word may be read as whatever the schema: their classes, whether one is a practiser, an "-ist"
 * noun or an extra word, and whether the word names an occupation (read where it stands only when it does).
 */
interface FormReadings {
  readonly classes: readonly number[];
  readonly practised: boolean;
  readonly occupation: boolean;
}
const formReadingsCache = new BoundedCache<string, FormReadings>(CANON_CACHE_LIMIT);
const readForms = (word: string): FormReadings => {
  const forms = nounForms(word);
  return {
    classes: [...new Set(forms.map(classOf).filter((start) => start >= 0))],
    practised: forms.some((form) => practiserClass(form) >= 0 || practiceForms(form).length > 0 || EXTRA_WORD_CLASSES.has(form.toLowerCase())),
    occupation: occupationOf(word) !== null,
  };
};
/** FormReadings of a word, once per word. */
const formReadings = (word: string): FormReadings => formReadingsCache.getOrCompute(word, readForms);

/**
 * Per schema and word: whether a form of the word is a practiser or extra word, or is classed under a text field's
 * head. Asked of every free noun of every question, and the nouns of a schema's questions repeat: one look-up a word.
 */
const wordMayBeValue = perSchemaKeyed((index: FieldIndex, word: string): boolean => {
  const readings = formReadings(word);
  return readings.practised || readings.classes.some((start) => classesNameTextField(index, start));
});

/** Per schema and class: whether a class within CLASS_DEPTH above it is named like a text field's head (textFieldsByHead), as fieldOfClasses needs. */
const classesNameTextField = perSchemaKeyed((index: FieldIndex, start: number): boolean => {
  const byWord = textFieldsByHead(index);
  let named = false;
  walkClasses(start, ({ canonNames }) => (named = canonNames.some((name) => byWord.has(name))));
  return named;
});

/** Whether a class of the word's class is one of the goods a bare kind field sorts (STOCK_KIND_CLASSES: "dessert" → course). */
function isStockKind(start: number): boolean {
  let stock = false;
  walkClasses(start, (found) => (stock = found.names.some((name) => STOCK_KIND_CLASSES.has(name))));
  return stock;
}

/**
 * Whether a word names a class of the dictionary itself ("device", "vehicle"): a noun that general calls records of any
 * kind, none in particular. The names are gathered on first use.
 */
let classNames: ReadonlySet<string> | undefined;
function isClassName(word: string): boolean {
  // a line's class names run up to its first '|', or to its end when it has none
  classNames ??= new Set(CLASS_LINES.flatMap((line) => {
    const bar = line.indexOf('|');
    return line.slice(0, bar < 0 ? line.length : bar).split(' ');
  }));
  return classNames.has(word);
}

/** Whether the noun at `i` opens the question (past request verbs and articles) or follows a field and "of". */
function recordsHeadAt(ctx: EngineContext, i: number): boolean {
  if (ctx.tokens.slice(0, i).every((t) => REQUEST_VERBS.has(t.text) || ARTICLES.has(t.text))) return true;
  return ctx.tokens[i - 1]?.text === OF && mentionEndingAt(ctx, i - 1) !== undefined;
}
const OF = 'of';

/**
 * The bare kind field (bareKindField) of the records a question asks about without naming their collection, known by
 * a field of theirs it names; null when it names a collection, or no field of the kind field's collection.
 */
function kindOfUnnamedRecords(ctx: EngineContext): FieldEntry | null {
  if (ctx.collectionMentions.length) return null;
  const kind = bareKindField(ctx.index);
  const owner = kind && ctx.owners.ownerOf.get(kind);
  return owner && ctx.mentions.some((m) => m.entry !== kind && ctx.owners.ownerOf.get(m.entry) === owner) ? kind : null;
}

/** The one leaf field named by a kind word alone (`Category`, `type`), which keeps the kinds of its records; null when none or several. */
const bareKindField = perSchema((index: FieldIndex): FieldEntry | null => {
  const bare = index.entries.filter((e) => !e.children.length && e.ownWords.length === 1 && KIND_FIELD_WORDS.has(e.ownWords[0]!));
  return bare.length === 1 ? bare[0]! : null;
});

/** The proposal of the word at `i` as a value, in the form WordNet gave, of the field a class of it named. */
const classedProposal = (ctx: EngineContext, i: number, found: { word: string; field: FieldEntry; name: string; rule: string }): FilterProposal => ({
  field: found.field.name, value: listValue([found.word], negatedAt(ctx, i)), span: [i, i + 1], confidence: 0.5,
  rule: `${found.rule}+${found.name}`, keep: true, classed: true,
});
