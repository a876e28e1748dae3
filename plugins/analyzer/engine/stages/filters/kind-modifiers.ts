import type { EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { ACTION_EN_PARTICIPLES, ARTICLES, BARE_CLASS_FIELD_WORDS, BE_FORMS, CLASS_FIELD_WORDS, CLASSIFYING_LINKS, CLASSIFYING_PARTICIPLES, CLAUSE_BREAKS, DISTINCTNESS_WORDS, DIVERSITY_WORDS, IDENTIFIER_ENDINGS, ATTRIBUTE_SUPERLATIVES, IRREGULAR_PARTICIPLES, MEANS_FIELD_WORDS, MEANS_PREPOSITIONS, OWN_KIND_LEADS, NOT_REASON_WORDS, PERSON_ENTITY_NOUNS, REASON_FIELD_WORDS, REASON_PHRASE_ENDS, REASON_PREPOSITIONS, SEASONS, TIME_UNITS, ADJECTIVE_ENDINGS, PHRASAL_PARTICLES, KIND_FIELD_WORDS, MAKER_FIELD_WORDS, NEGATIONS, PHRASED_STATES, RELATIVE_PRONOUNS, REQUEST_VERBS, SORT_CUES, STATUS_WORDS, STOP_WORDS, SUPERLATIVES } from '../../lexicon/words.ts';
import { collectionMentionAt, collectionNamedBefore, mentionAt } from '../../mentions.ts';
import { canonWord, derivesFromVerb, fieldWords, PARTICIPLE_FORM, PRESENT_PARTICIPLE_FORM, singular, writtenShorter } from '../../text.ts';
import { ownedBy } from './owned-fields.ts';
import { everyKindField, KIND_CANON, KIND_TAILS, kindFields, kindWords, leavesWithKindWordIn, ownKindField } from './kind-fields.ts';
import { isPluralWord } from '../../field-kinds.ts';
import { perSchema } from '../../schema-memo.ts';
import { nameWords, type FieldOwners } from '../../ownership.ts';
import { PARTS_OF_DAY } from '../../lexicon/field-kinds.ts';
import { fieldNamedByClass, isClassedNoun } from './hypernym-values.ts';
import { isLookupCode } from './label-sibling.ts';
import { isLexiconValue } from './vocabulary.ts';
import { opensSentence } from './proper-values.ts';
import type { FilterProposal } from './proposal.ts';
import { CONNECTORS, isFreeWord, LETTERS_ONLY, listValue, negatedAt, startsUpperCase, WRITTEN_CODE } from './shared.ts';
import { KINDLESS_QUALIFIERS } from '../../lexicon/class-aliases.ts';
import { COMPARED_WITH, JOINT_HOLDING_WORDS, JOINT_SECOND, KIND_NOUN_LEADS, KIND_NOUN_OF } from '../../lexicon/function-words.ts';
import { setWhileUnique } from '../../multimap.ts';

/**
 * Words that open a noun phrase naming one kind of thing ("a dome tent", "with sauna facilities", "how many prepaid passes",
 * "fees for prepaid passes", "across every prepaid pass", "dues from associate members"):
 * after "the" or a verb the word before the noun is more often a quantifier or the verb's object ("the distinct card").
 */
const KIND_LEADS: ReadonlySet<string> = new Set(['a', 'an', 'with', 'either', 'many', 'have', 'has', 'having', 'featuring', 'for', 'on', 'among', 'across', 'every', 'any', 'from']);

/** A word ending as adjectives do ("available", "respective") describes the records; it names no kind of them. */
const ADJECTIVE_FORM = new RegExp(`(?:${ADJECTIVE_ENDINGS.join('|')})$`);
/** A word only describing the records: an adjective's ending, and no noun the dictionary knows ("available"; not "elective", "executive"). */
const describesOnly = (word: string): boolean => ADJECTIVE_FORM.test(word) && !isClassedNoun(word.toLowerCase());
/** "the longest canoe trail", "the cheapest Platinum memberships": a superlative ranks the things a noun phrase names, kind and all. */
const leadsKind = (word: string): boolean => KIND_LEADS.has(word) || (word.endsWith('est') && (SUPERLATIVES.has(word) || ATTRIBUTE_SUPERLATIVES.has(word)));

/** A word ending as adverbs do ("nightly", "freshly"). */
const ADVERB_FORM = /ly$/;
/** A word saying when, how often or how much ("late", "weekly", "freshly"), not what kind; a noun ending as adverbs do ("family") is a kind. */
const kindless = (word: string): boolean => KINDLESS_QUALIFIERS.has(word) || (ADVERB_FORM.test(word) && !isClassedNoun(word));
/**
 * Whether the word at `k` is a free one qualifying the kind after it: no word leading a kind, nor the request's verb,
 * nor a word saying when or how much ("late ska shows" are ska shows).
 */
const qualifiesKind = (ctx: EngineContext, k: number): boolean => {
  const text = ctx.tokens[k]?.text ?? '';
  return k >= 0 && isFreeModifier(ctx, k) && !leadsKind(text) && !OWN_KIND_LEADS.has(text) && !REQUEST_VERBS.has(text) && !CONNECTORS.has(text) && !kindless(text);
};
/** The last word of a kind ("drama" of "radio drama"), which says what kind of word it is. */
const kindHead = (value: string): string => value.slice(value.lastIndexOf(' ') + 1);

/** Kinds read back from one noun at most: the walk back stays short however long a list of words runs. */
const MAX_KINDS = 6;

/** The class words as field names are stored, with the kind words: canonical forms. */
const CLASS_CANON: ReadonlySet<string> = new Set([...KIND_CANON, ...[...CLASS_FIELD_WORDS].map(canonWord)]);

const BARE_CLASS_CANON: ReadonlySet<string> = new Set([...BARE_CLASS_FIELD_WORDS].map(canonWord));

/**
 * Each collection's one leaf field sorting its records into kinds or classes (`membershipTier` in memberships, `style_code`
 * in recitals), once per schema; a collection keeping two (`hull_type`, `berth_class`) has none to read a bare word into.
 */
const soleClassFields = perSchema((owners: FieldOwners, index: FieldIndex): ReadonlyMap<string, FieldEntry | null> => {
  const found = new Map<string, FieldEntry | null>();
  for (const entry of index.entries) {
    const collection = owners.ownerOf.get(entry);
    const words = kindWords(entry);
    // a bare `category` or `type` classes the records it sits in at their top; nested (`venue.details.category`) it
    // classes some part of them, unless it keys a lookup: the field names whose class it is (`membershipTier`) otherwise
    // (the path's last segment tells: `venue.hall.category` with no `venue` listed is still a bare category, nested)
    const bare = entry.segmentWords.length < 2;
    if (entry.children.length || !collection || !CLASS_CANON.has(words.at(-1) ?? '') || (bare && (entry.depth > 1 || !BARE_CLASS_CANON.has(words.at(-1)!)) && !isLookupCode(index, entry))) continue;
    setWhileUnique(found, collection, entry);
  }
  return found;
});

/**
 * "SUP lessons" beside `courseType` in the lessons collection, "baroque recitals" beside `style_code`: a noun naming
 * records by itself, whose kind field is not named after it, has their kind in the one class field they keep.
 */
function soleKindOfCollection(ctx: EngineContext, head: number): FieldEntry | null {
  const named = collectionMentionAt(ctx, head);
  if (!named || named.from !== head || named.to !== head + 1) return null;
  return soleClassFields(ctx.owners, ctx.index).get(named.collection) ?? null;
}

/** Words of letters joined by hyphens ("county-level", "full-time"): one kind written as one word. */
const LETTER_WORDS_JOINED = /^\p{L}+(?:-\p{L}+)+$/u;

/** A plain word no stage has read, which may name a kind: not a function word, a field, a number or a participle. */
function isFreeModifier(ctx: EngineContext, i: number): boolean {
  const t = ctx.tokens[i];
  // the word look-ups go before the Unicode regexes, which most words would pass
  return (isFreeWord(ctx, i) || isClassedGerund(ctx, i)) && !DIVERSITY_WORDS.has(t.text) && !DISTINCTNESS_WORDS.has(t.text) && !IRREGULAR_PARTICIPLES.has(t.text) && !ACTION_EN_PARTICIPLES.has(t.text)
    && (LETTERS_ONLY.test(t.raw) || LETTER_WORDS_JOINED.test(t.raw) || WRITTEN_CODE.test(t.raw)) && !namesCollection(ctx, i);
}

/** -ing words the state lexicons read as a stage or state of records ("pending", "running", "operating"): no class of them. */
const STATE_GERUNDS: ReadonlySet<string> = new Set(
  [...STATUS_WORDS, ...PHRASED_STATES.flatMap((phrase) => [...phrase.words, ...phrase.states])].filter((word) => PRESENT_PARTICIPLE_FORM.test(word)),
);

/**
 * "welding crew", "fishing buyers": a word ending as a participle that the dictionary classes as a noun, unread; not
 * a state ("running jobs") nor a verb a superlative ranks by ("top rating members").
 */
const isClassedGerund = (ctx: EngineContext, i: number): boolean => {
  const t = ctx.tokens[i];
  return !!t && t.kind === 'word' && ctx.roles[i] === undefined && !STOP_WORDS.has(t.text) && PRESENT_PARTICIPLE_FORM.test(t.text) && !STATE_GERUNDS.has(t.text)
    && !SUPERLATIVES.has(ctx.tokens[i - 1]?.text ?? '') && isClassedNoun(t.text) && !mentionAt(ctx, i);
};

/** A word of a collection's name; "prepaid" in "prepaid passes" matched as `Visitor_Passes` only rides along with the noun. */
function namesCollection(ctx: EngineContext, i: number): boolean {
  const named = collectionMentionAt(ctx, i);
  // "guest-star" in `Guest_Star_Recitals`: the letters alone, as the name joins its words otherwise
  if (named) return lettersOf(named.collection.toLowerCase()).includes(lettersOf(ctx.tokens[i].text));
  return shortenedInCollectionAfter(ctx, i);
}

/** Words of a collection's name shorter than this are too loose to be read as another word written shorter. */
const SHORTENED_MIN = 3;

/** "laboratory samples" where they are kept as `lab_samples`: a word the name of the collection named right after writes shorter. */
function shortenedInCollectionAfter(ctx: EngineContext, i: number): boolean {
  const after = collectionMentionAt(ctx, i + 1);
  const word = ctx.tokens[i].text;
  return !!after && fieldWords(after.collection).some((w) => writtenShorter(w, word, SHORTENED_MIN));
}

/**
 * "purchase request X" beside `prKind`, "field service visit X" beside `fsvCategory`: the words up to the noun whose
 * initials lead the class field's name name the records, no class of them.
 */
function initialledByField(ctx: EngineContext, field: FieldEntry, head: number): boolean {
  const initials = field.writtenWords.length > 1 ? field.writtenWords[0]! : '';
  const first = head - initials.length + 1;
  if (initials.length < 2 || first < 0) return false;
  for (let k = first; k <= head; k++) if (ctx.tokens[k]!.text[0] !== initials[k - first]) return false;
  return true;
}

const lettersOf = (text: string): string => text.replace(/[^\p{L}\d]/gu, '');

/** "card types", "participant ids", "the card's type": the noun heads a longer name of a field, not a thing described. */
function namesMore(ctx: EngineContext, head: number): boolean {
  const next = ctx.tokens[head + 1];
  if (next && (KIND_CANON.has(next.canon) || KIND_TAILS.has(next.canon) || IDENTIFIER_ENDINGS.has(next.canon) || next.text === "'s")) return true;
  return ctx.mentions.some((m) => m.from <= head && m.to > head && m.to - m.from > 1);
}

/** "harvests of acacia honey": "of" after a word naming records or a field leads a kind as "with" does; not after a kind word ("types of"). */
function ofNamedRecords(ctx: EngineContext, of: number): boolean {
  const named = of - 1;
  return ctx.tokens[of]?.text === 'of' && named >= 0 && !KIND_CANON.has(ctx.tokens[named]!.canon)
    && (!!mentionAt(ctx, named) || !!collectionMentionAt(ctx, named));
}

/**
 * "pitches with a dome tent", "prepaid passes", "dome or tunnel tents": a plain word right before a noun whose kind the schema
 * keeps in a field of its own (`tentType`, `pass_type_code`) is that kind.
 */
export function kindModifierProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const fields = kindFields(ctx.index);
  if (!fields.size && !soleClassFields(ctx.owners, ctx.index).size) return [];
  const proposals: FilterProposal[] = [];
  let joint = false;
  for (let head = 1; head < tokens.length; head++) {
    if (tokens[head].kind !== 'word' || ctx.roles[head] !== undefined || !isFreeModifier(ctx, head - 1) || namesMore(ctx, head)) continue;
    const own = ownedBy(ctx.index, fields, tokens[head].canon);
    // "renting products" beside `product_type`: an -ing word before a noun its kind field is named after is more often a
    // verb taking it as object; the records' trade or role ("packaging staff") is kept in a class field of their own
    if (own && isClassedGerund(ctx, head - 1)) continue;
    const field = own ?? soleKindOfCollection(ctx, head);
    if (!field || initialledByField(ctx, field, head)) continue;
    let first = head - 1;
    const values = [tokens[first].raw];
    // "folk revival recordings", "commercial broadcast licences": a free word right before the kind qualifies it, the two one kind
    if (qualifiesKind(ctx, first - 1)) values[0] = `${tokens[--first]!.raw} ${values[0]}`;
    while (values.length < MAX_KINDS && CONNECTORS.has(tokens[first - 1]?.text ?? '') && isFreeModifier(ctx, first - 2)) {
      first -= 2;
      values.unshift(tokens[first].raw);
    }
    // "routine visits in 2024": opening the question, nothing before the kind can be what it quantifies, unless it
    // is the request's verb ("Retrieve transactions")
    // "of" is no kind lead, so a kind after "of <records>" is never also led by one
    // "the open hail claims", "on closed theft claims": a state already read of the records stands between the lead and the kind
    let lead = first - 1;
    while (lead >= 0 && ctx.roles[lead] === 'filter' && tokens[lead]!.kind === 'word') lead--;
    const ofRecords = lead >= 0 && ofNamedRecords(ctx, lead);
    // "lengths of berths on FLT-A slips": a kind written as a code is a value wherever it stands
    const coded = values.every((v) => WRITTEN_CODE.test(v));
    // "the annual audits", "show export permits", "the elective admissions": a field named after the plural noun itself,
    // or the one class field of the records it names, takes a kind led by "the" or the request's verb
    const ownLed = lead >= 0 && (OWN_KIND_LEADS.has(tokens[lead]!.text) || REQUEST_VERBS.has(tokens[lead]!.text))
      && isPluralWord(tokens[head]!.text) && !values.some(describesOnly);
    const unled = !coded && (lead >= 0 ? !leadsKind(tokens[lead]!.text) && !ofRecords : REQUEST_VERBS.has(tokens[0]!.text));
    if (unled && !ownLed) continue;
    // a bare `category` takes a kind written as a common noun ("comedy podcasts"); a capital marks a name, or opens the
    // question with a word that may be its request ("Display recitals")
    const bare = !own && kindWords(field).length < 2 && !isLookupCode(ctx.index, field);
    if (bare && values.some(startsUpperCase)) continue;
    // a bare `plan` or `category` says nothing of what its values are like: it takes only a noun, one the dictionary
    // classes ("jazz recitals") or one in the plural, which no adjective takes ("toys shops"), or a value a lexicon
    // lists ("gold members"); never any adjective ("local members")
    if (bare && !values.map(kindHead).every((v) => isClassedNoun(canonWord(v)) || isPluralWord(v.toLowerCase()) || isLexiconValue(v.toLowerCase()))) continue;
    // "both a dome tent and a tunnel tent": the records hold two kinds at once, which no one value of the field says
    const before = tokens[first - 2]?.text ?? '';
    if (JOINT_HOLDING_WORDS.has(before)) {
      joint = true;
      continue;
    }
    if (joint && before === JOINT_SECOND) continue;
    joint = false;
    // "petrol scooters" beside a scooter category and a fuel field: a word the dictionary classes under another field's name is that field's
    const classed = values.length === 1 && !coded ? fieldNamedByClass(ctx, tokens[head - 1]!.text) : null;
    // a word the dictionary classes is read by that rule, which names its class; the records' class field only takes words it does not know
    if (classed && (classed !== field || !own)) continue;
    // "Tier II plans", "grade B4 steels": a code right after the whole name of another field is that field's value
    const namer = coded && values.length === 1 && first > 0 ? wholeNamedField(ctx.index, tokens[first - 1]!.canon) : null;
    if (namer && namer !== field) {
      proposals.push({ field: namer.name, value: values[0]!, span: [first - 1, first + 1], confidence: 0.6, rule: 'filters.kind-modifier+field-named-before' });
      continue;
    }
    proposals.push({
      field: field.name, value: listValue(values, negatedAt(ctx, first)), span: [first, head + 1], claims: [[first, head]],
      confidence: 0.6, rule: `filters.kind-modifier${own ? '' : '+records-class'}${ofRecords ? '+of-records' : coded ? '+written-code' : unled ? '+own-noun-led' : ''}${lead < first - 1 ? '+past-state' : ''}`,
      // read by the class the field's own name says, not by words tying it to a code: the code keeps it
      ...(own ? {} : { classed: true }),
    });
  }
  return proposals;
}

/** A word written like a name: a capital, then small letters. */
const PROPER_WORD = /^\p{Lu}\p{Ll}+$/u;
const MAKER_CANON: ReadonlySet<string> = new Set([...MAKER_FIELD_WORDS].map(canonWord));

/**
 * Each collection's one leaf field holding the maker of its records (`brand`, `Manufacturer`), null for several; and
 * the schema's only one, whichever collection it was placed in (a flat field list leaves that a guess). Once per schema.
 */
const soleMakerFields = perSchema((owners: FieldOwners, index: FieldIndex): { readonly byCollection: ReadonlyMap<string, FieldEntry | null>; readonly only: FieldEntry | null } => {
  const byCollection = new Map<string, FieldEntry | null>();
  const all: FieldEntry[] = [];
  for (const entry of index.entries) {
    const collection = owners.ownerOf.get(entry);
    if (entry.children.length || !collection || !MAKER_CANON.has(entry.canonWords.at(-1)!)) continue;
    setWhileUnique(byCollection, collection, entry);
    all.push(entry);
  }
  return { byCollection, only: all.length === 1 ? all[0]! : null };
});

/** Articles before one thing of a kind ("a Brandt drill"). */
const INDEFINITE_ARTICLES: ReadonlySet<string> = new Set(['a', 'an']);
/** Most plain words between a maker's name and the records' noun ("Brandt *cordless* drills"). */
const MAX_WORDS_AFTER_MAKER = 1;

/**
 * "a Brandt drill", "Brandt cordless drills" beside a tools collection keeping one `manufacturer` (and maybe a kind
 * field, which then takes only the plain word): a name written
 * capitalised right before the records' noun, or before one plain word and that noun, is the maker they come from,
 * kept in the records' own maker field or, after an indefinite article, in the schema's only one; not a request verb,
 * a function word, a value a vocabulary knows ("Italian"), nor the word opening the sentence, capitalised by its
 * place alone ("Folding drills under 40" asks for a kind).
 */
export function makerNameProposals(ctx: EngineContext): FilterProposal[] {
  const makers = soleMakerFields(ctx.owners, ctx.index);
  if (!makers.byCollection.size) return [];
  const proposals: FilterProposal[] = [];
  const { tokens } = ctx;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    // the cheap capital test first: most words are lower case, and the pattern would be run on each
    if (!startsUpperCase(t.raw) || !PROPER_WORD.test(t.raw) || !isFreeWord(ctx, i) || STOP_WORDS.has(t.text) || REQUEST_VERBS.has(t.text) || isLexiconValue(t.text)
      || collectionMentionAt(ctx, i)) continue;
    let head = i + 1;
    while (head - i - 1 < MAX_WORDS_AFTER_MAKER && !collectionMentionAt(ctx, head) && isFreeModifier(ctx, head) && !startsUpperCase(tokens[head]!.raw)) head++;
    // opening the sentence a word is capitalised by its place ("Folding drills"); a plain word between it and the
    // noun ("Brandt folding drills") still tells a name from a kind, unless the word is of a class a field keeps ("Red")
    if (opensSentence(ctx, i) && (head === i + 1 || fieldNamedByClass(ctx, t.text))) continue;
    const records = collectionMentionAt(ctx, head);
    // "a Brandt drill" names one thing of a make; elsewhere only the records' own maker field takes the name
    const own = records && records.from === head ? makers.byCollection.get(records.collection) : undefined;
    const maker = own !== undefined || !records || records.from !== head || !INDEFINITE_ARTICLES.has(tokens[i - 1]?.text ?? '') ? own : makers.only;
    if (!maker) continue;
    proposals.push({ field: maker.name, value: listValue([t.raw], negatedAt(ctx, i)), span: [i, i + 1], confidence: 0.6, rule: 'filters.maker-name' });
  }
  return proposals;
}

/** The one leaf field whose own name is the word alone (`tier` for "tier"), if any. */
const wholeNamedField = (index: FieldIndex, word: string): FieldEntry | null => {
  const hits = (index.phrases.get(word) ?? []).filter((c) => c.kind === 'full' && !c.entry.children.length && c.entry.ownWords.length === 1);
  return hits.length === 1 ? hits[0]!.entry : null;
};

/** The copulas that say what records are ("pitches that are hard standing"). */
const COPULAS: ReadonlySet<string> = new Set(['is', 'are']);

/** Most words one kind is written in ("wide mouth jar"); a longer run is a clause of its own. */
const MAX_KIND_WORDS = 3;

/**
 * The kind field of the thing a noun names: its own (`tentType` for "tents"), the one inside it (`Lodge.Type` for
 * "lodges"), the one of the collection it names (`KType` in the kilns collection), else the schema's only one.
 */
function kindFieldOf(ctx: EngineContext, noun: number): FieldEntry | null {
  const kinds = everyKindField(ctx.index);
  if (!kinds.length) return null;
  const word = ctx.tokens[noun]?.canon ?? '';
  const own = word ? ownKindField(ctx.index, word) : null;
  if (own) return own;
  const collection = collectionMentionAt(ctx, noun)?.collection;
  const inside = kinds.find((e) => (!!word && !!e.parent?.canonWords.includes(word)) || (!!collection && ctx.owners.ownerOf.get(e) === collection));
  return inside ?? (kinds.length === 1 ? kinds[0] : null);
}

/** Where the plain words of one kind from token `at` on end: unread words, no function word or negation. */
function kindRun(ctx: EngineContext, at: number): number {
  let end = at;
  while (end - at < MAX_KIND_WORDS && ctx.tokens[end]?.kind === 'word' && ctx.roles[end] === undefined && !STOP_WORDS.has(ctx.tokens[end].text)
    && !CLAUSE_BREAKS.has(ctx.tokens[end].text) && !NEGATIONS.has(ctx.tokens[end].text)) end++;
  return end;
}

/**
 * "shrubs that are classed as evergreen", "pitches with tents classified as dome or tunnel": the plain words after a
 * classifying participle ("classified", "categorized") and "as"/"under", ending the clause, are the kind of the thing
 * described, kept in its kind field (`Type`, `tentType`); several joined by "or" or commas are a list.
 */
export function classifiedKindProposals(ctx: EngineContext): FilterProposal[] {
  // the kind is kept in a kind field (kindFieldOf): a schema keeping none has nothing to read
  if (!everyKindField(ctx.index).length) return [];
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 1; i + 1 < tokens.length; i++) {
    if (ctx.roles[i] !== undefined) continue;
    const classifying = CLASSIFYING_PARTICIPLES.has(tokens[i].text) && CLASSIFYING_LINKS.has(tokens[i + 1].text);
    // "pitches that are hard standing": a copula right after the records' noun says their kind too, when a phrase of two or
    // more plain words ends the clause (one word after it is more often a state: "pitches are muddy")
    const copula = !classifying && COPULAS.has(tokens[i].text);
    if (!classifying && !copula) continue;
    let noun = i - 1;
    while (noun > 0 && (BE_FORMS.has(tokens[noun].text) || RELATIVE_PRONOUNS.has(tokens[noun].text) || NEGATIONS.has(tokens[noun].text))) noun--;
    if (copula && (!collectionMentionAt(ctx, noun) || !isFreeWord(ctx, i + 1))) continue;
    const field = kindFieldOf(ctx, noun);
    if (!field) continue;
    // "shrubs that aren't classed as hedges" denies the kind; "farms without permits classed as …" denies the permits
    const denied = tokens.slice(noun + 1, i).some((t) => NEGATIONS.has(t.text));
    const values: string[] = [];
    let at = copula ? i + 1 : i + 2;
    for (;;) {
      const from = ARTICLES.has(tokens[at]?.text ?? '') ? at + 1 : at;
      const end = kindRun(ctx, from);
      if (end === from) break;
      values.push(tokens.slice(from, end).map((t) => t.raw).join(' '));
      at = end;
      // "dome or tunnel", "gold, silver or bronze": "and" opens the next condition instead
      if (!(tokens[at]?.text === 'or' || (tokens[at]?.text === ',' && kindRun(ctx, at + 1) > at + 1))) break;
      at++;
    }
    const next = tokens[at];
    if (!values.length || (next && !CLAUSE_BREAKS.has(next.text))) continue;
    // "are Logic grid puzzles", "is Ember Pass": words written as a name are a thing named, not the records' kind
    if (copula && (values.length > 1 || !values[0]!.includes(' ') || startsUpperCase(values[0]!))) continue;
    proposals.push({
      field: field.name, value: listValue(values, denied), span: [i, at], confidence: 0.6, rule: `filters.classified-kind${copula ? '+copula' : ''}`, keep: true,
    });
  }
  return proposals;
}

/** The kind field of the things the question names last before token `at` (a collection), else the schema's only one. */
function kindFieldBefore(ctx: EngineContext, at: number): FieldEntry | null {
  const before = collectionNamedBefore(ctx, at);
  return kindFieldOf(ctx, before ? before.to - 1 : -1);
}

/**
 * "kettles with type gooseneck", "items under the category of fresh herbs", "tents sorted into the
 * alpine category": a kind noun ("type", "category") after "with", "of", "under" or "into" names the kind field of
 * the things asked about; the plain words after it (past "of"), ending the clause, or the one word between its article
 * and it, are that kind.
 */
export function kindNounProposals(ctx: EngineContext): FilterProposal[] {
  // the kind is kept in a kind field (kindFieldBefore): a schema keeping none has nothing to read
  if (!everyKindField(ctx.index).length) return [];
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let k = 1; k < tokens.length; k++) {
    if (!KIND_FIELD_WORDS.has(tokens[k].text) || ctx.roles[k] !== undefined || mentionAt(ctx, k)) continue;
    const article = ARTICLES.has(tokens[k - 1].text) ? 1 : 0;
    const before = tokens[k - 1 - article]?.text ?? '';
    // "into the alpine category": one plain word between the article and the kind noun, ending the phrase
    const inner = article ? -1 : k - 1;
    const innerLead = inner > 1 && ARTICLES.has(tokens[inner - 1].text) && KIND_NOUN_LEADS.has(tokens[inner - 2].text);
    if (innerLead && isFreeModifier(ctx, inner) && (!tokens[k + 1] || CLAUSE_BREAKS.has(tokens[k + 1].text))) {
      const field = kindFieldBefore(ctx, inner);
      if (field) proposals.push({ field: field.name, value: tokens[inner].raw, span: [inner, k + 1], confidence: 0.55, rule: 'filters.kind-noun+before', keep: true });
      continue;
    }
    if (!KIND_NOUN_LEADS.has(before)) continue;
    const from = tokens[k + 1]?.text === KIND_NOUN_OF ? k + 2 : k + 1;
    const start = ARTICLES.has(tokens[from]?.text ?? '') ? from + 1 : from;
    if (mentionAt(ctx, start) || collectionMentionAt(ctx, start)) continue;
    const end = kindRun(ctx, start);
    if (end === start || (tokens[end] && !CLAUSE_BREAKS.has(tokens[end].text))) continue;
    const field = kindFieldBefore(ctx, k);
    if (!field) continue;
    proposals.push({
      field: field.name, value: tokens.slice(start, end).map((t) => t.raw).join(' '), span: [k, end], confidence: 0.55, rule: 'filters.kind-noun', keep: true,
    });
  }
  return proposals;
}

/** The means words as field names are stored (canonical). */
const MEANS_CANON: ReadonlySet<string> = new Set([...MEANS_FIELD_WORDS].map(canonWord));

/** Every leaf field keeping the way a record came about (`delivery_method_cd`, `transport_mode`, a bare `channel`), shallowest first. */
const everyMeansField = perSchema((index: FieldIndex): readonly FieldEntry[] => leavesWithKindWordIn(index, MEANS_CANON));

/** A verb's end before a means preposition: a participle ("arrived", "made") or a phrasal verb's particle ("came in"). */
const endsVerb = (ctx: EngineContext, at: number): boolean => {
  const t = ctx.tokens[at];
  // "sorted by popularity" names a sort key
  if (!t || t.kind !== 'word' || ctx.roles[at] !== undefined || SORT_CUES.has(t.text)) return false;
  if (PHRASAL_PARTICLES.has(t.text)) return at > 0 && ctx.tokens[at - 1]!.kind === 'word';
  return IRREGULAR_PARTICIPLES.has(t.text) || PARTICIPLE_FORM.test(t.text);
};

/**
 * A verb's end before a reason preposition: as before a means, or a strong -en participle ("written for"); before "by"
 * such a participle more often names its agent or its time ("taken by the nurse", "taken by night").
 */
const endsReasonVerb = (ctx: EngineContext, at: number): boolean =>
  endsVerb(ctx, at) || (ACTION_EN_PARTICIPLES.has(ctx.tokens[at]?.text ?? '') && ctx.roles[at] === undefined);

/** A word of a means: a plain word, or a code written in capitals ("GIRO"); a capitalised name is more often the agent. */
const meansWord = (ctx: EngineContext, at: number): boolean => {
  const t = ctx.tokens[at];
  return isFreeModifier(ctx, at) && !IDENTIFIER_ENDINGS.has(t.text) && (!startsUpperCase(t.raw) || WRITTEN_CODE.test(t.raw));
};

/** Where a means ends: the question's end, a clause break, a function word or a time ("by rail last year"). */
const endsMeans = (ctx: EngineContext, at: number): boolean => {
  const t = ctx.tokens[at];
  return !t || ctx.roles[at] === 'time' || (ctx.roles[at] === undefined && (CLAUSE_BREAKS.has(t.text) || STOP_WORDS.has(t.text)));
};

/** Most words one means is written in ("bank transfer"). */
const MAX_MEANS_WORDS = 2;

/** What a phrase after a verb and a preposition fills: the way records came about, or why they were made. */
interface VerbPhraseRule {
  readonly prepositions: ReadonlySet<string>;
  readonly endsVerb: (ctx: EngineContext, at: number) => boolean;
  readonly word: (ctx: EngineContext, at: number) => boolean;
  readonly maxWords: number;
  readonly endsPhrase: (ctx: EngineContext, at: number) => boolean;
  readonly fields: (index: FieldIndex) => readonly FieldEntry[];
  /** The field the words `from`..`end` after the preposition at `at` fill, if they are such a value. */
  readonly fieldFor: (ctx: EngineContext, fields: readonly FieldEntry[], at: number, from: number, end: number) => FieldEntry | undefined;
  readonly rule: string;
}

/** The plain words after a verb and one of a rule's prepositions, an article skipped, ending where the rule says. */
function verbPhraseProposals(ctx: EngineContext, rule: VerbPhraseRule): FilterProposal[] {
  const fields = rule.fields(ctx.index);
  if (!fields.length) return [];
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 1; i + 1 < tokens.length; i++) {
    if (!rule.prepositions.has(tokens[i].text) || ctx.roles[i] !== undefined || !rule.endsVerb(ctx, i - 1)) continue;
    const from = ARTICLES.has(tokens[i + 1].text) ? i + 2 : i + 1;
    let end = from;
    while (end - from < rule.maxWords && rule.word(ctx, end)) end++;
    if (end === from || !rule.endsPhrase(ctx, end)) continue;
    const field = rule.fieldFor(ctx, fields, i, from, end);
    if (!field) continue;
    proposals.push({
      field: field.name, value: tokens.slice(from, end).map((t) => t.raw).join(' '), span: [i, end], confidence: 0.55, rule: rule.rule, keep: true,
    });
  }
  return proposals;
}

/** The field of the records named before token `at` among `fields`, if any. */
const namedRecordsField = (ctx: EngineContext, fields: readonly FieldEntry[], at: number): FieldEntry | undefined => {
  const named = collectionNamedBefore(ctx, at)?.collection;
  return named ? fields.find((e) => ctx.owners.ownerOf.get(e) === named) : undefined;
};

const MEANS: VerbPhraseRule = {
  prepositions: MEANS_PREPOSITIONS, endsVerb, word: meansWord, maxWords: MAX_MEANS_WORDS, endsPhrase: endsMeans, fields: everyMeansField, rule: 'filters.means',
  // "made by instructors", "found by id 9": people and identifiers are agents and keys, not ways
  fieldFor: (ctx, fields, at, _from, end) => {
    const last = ctx.tokens[end - 1]!;
    if (isPluralWord(last.text) && !WRITTEN_CODE.test(last.raw)) return undefined;
    return namedRecordsField(ctx, fields, at) ?? (fields.length === 1 ? fields[0] : undefined);
  },
};

/**
 * "fees paid by GIRO", "crates that came by rail", "claims that were sent in by post": the plain words after
 * a verb and "by"/"via"/"through", ending the clause, are the way the records came about, kept in the field whose name
 * ends in a means word (`delivery_method_cd`, `transport_mode`): the one of the records named before, else the schema's only one.
 * A capitalised name there is more often the agent ("made by Smith"); a code written in capitals is a means.
 */
export const meansProposals = (ctx: EngineContext): FilterProposal[] => verbPhraseProposals(ctx, MEANS);

/** The reason words as field names are stored (canonical). */
const REASON_CANON: ReadonlySet<string> = new Set([...REASON_FIELD_WORDS].map(canonWord));

/** Every leaf field keeping why a record was made (`reason`, `visit_purpose`), shallowest first. */
const everyReasonField = perSchema((index: FieldIndex): readonly FieldEntry[] => leavesWithKindWordIn(index, REASON_CANON));

/** Most words one reason is written in ("a spill", "water damaged goods"). */
const MAX_REASON_WORDS = 3;

/**
 * A word of a reason: a plain lower-case word, or words joined by hyphens, no stage has read as a time, number or
 * function word (a function noun only naming the records: "for dented crates" beside `crates`), saying no size, person
 * or time (NOT_REASON_WORDS).
 */
const reasonWord = (ctx: EngineContext, at: number): boolean => {
  const t = ctx.tokens[at];
  return !!t && t.kind === 'word' && ctx.roles[at] === undefined && !startsUpperCase(t.raw) && (!STOP_WORDS.has(t.text) || !!collectionMentionAt(ctx, at))
    && !CLAUSE_BREAKS.has(t.text) && (LETTERS_ONLY.test(t.raw) || LETTER_WORDS_JOINED.test(t.raw)) && !NOT_REASON_WORDS.has(t.text)
    && !PERSON_ENTITY_NOUNS.has(singular(t.text)) && !SEASONS.has(t.text) && !PARTS_OF_DAY.has(t.text) && !TIME_UNITS.has(t.text);
};

/** Whether every word from `from` to `end` names a field or records ("for members"): whom or what it was for. */
const allNamed = (ctx: EngineContext, from: number, end: number): boolean => {
  for (let k = from; k < end; k++) if (!mentionAt(ctx, k) && !collectionMentionAt(ctx, k)) return false;
  return true;
};

/**
 * Where a reason ends: the question's end, a clause break, a time, or a preposition or pronoun opening another part of
 * the clause (REASON_PHRASE_ENDS); any other word ("for damaged goods", "for a follow up") means the phrase goes on.
 */
const endsReason = (ctx: EngineContext, at: number): boolean => {
  const t = ctx.tokens[at];
  return !t || ctx.roles[at] === 'time' || (ctx.roles[at] === undefined && (CLAUSE_BREAKS.has(t.text) || REASON_PHRASE_ENDS.has(t.text)));
};

/**
 * A reason field qualified by more words (`refund_reason`, `approval_cause`) keeps why the records were so acted on:
 * it is meant when a qualifying word comes from the verb or names the records ("refunds issued for", "approved for");
 * a bare `reason` or `purpose` is meant by any verb.
 */
function qualifierFits(ctx: EngineContext, field: FieldEntry, at: number): boolean {
  const qualifiers = kindWords(field).slice(0, -1);
  if (!qualifiers.length) return true;
  const verbAt = PHRASAL_PARTICLES.has(ctx.tokens[at - 1]!.text) ? at - 2 : at - 1;
  const named = collectionNamedBefore(ctx, at)?.collection;
  const said = [ctx.tokens[verbAt]?.text ?? '', ...(named ? nameWords(named).slice(-1) : [])];
  return qualifiers.some((q) => said.some((word) => derivesFromVerb(q, word) || derivesFromVerb(word, q)));
}

const REASON: VerbPhraseRule = {
  prepositions: REASON_PREPOSITIONS, endsVerb: endsReasonVerb, word: reasonWord, maxWords: MAX_REASON_WORDS, endsPhrase: endsReason, fields: everyReasonField, rule: 'filters.reason',
  fieldFor: (ctx, fields, at, from, end) => {
    const field = allNamed(ctx, from, end) ? undefined : namedRecordsField(ctx, fields, at);
    return field && qualifierFits(ctx, field, at) ? field : undefined;
  },
};

/**
 * "rooms cleaned for a spill", "visits booked for a check-up": the plain words after a verb and "for", ending there,
 * are why the records were made, kept in the field whose name ends in a reason word (`reason`, `visit_purpose`) of the
 * records named before ("the price paid for a repair" names none: what was charged for is no reason). Words all naming
 * records or fields, or any naming people, sizes or times ("for members", "for larger sums", "for the summer") say for
 * whom, how much or when, and a capitalised name is a person.
 */
export const reasonProposals = (ctx: EngineContext): FilterProposal[] => verbPhraseProposals(ctx, REASON);

/** Per schema: whether a leaf's kind words end in a class word (`rewardTier`, `berth_class`), the only fields a class word names below. */
const keepsClassField = perSchema((index: FieldIndex): boolean => index.entries.some((e) => !e.children.length && CLASS_CANON.has(kindWords(e).at(-1) ?? '')));

/** Where a class named by its word ends: the question's end, a clause break, a function word or the records' noun. */
const endsClassPhrase = (ctx: EngineContext, at: number): boolean => {
  const t = ctx.tokens[at];
  return !t || (ctx.roles[at] === undefined && (CLAUSE_BREAKS.has(t.text) || STOP_WORDS.has(t.text) || !!collectionMentionAt(ctx, at)));
};

/**
 * "silver tier members", "economy class fares", "guests that are premium grade": a plain word right before the
 * class word alone that names a field ending in it (`rewardTier`, `berth_class`) is that field's value, when the
 * question opens with it or a kind lead or copula comes before it, and the records' noun or the phrase's end follows.
 */
export function classWordValueProposals(ctx: EngineContext): FilterProposal[] {
  if (!keepsClassField(ctx.index)) return [];
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 1; i < tokens.length; i++) {
    // "Identify industries": a plural class word names the records, and a request's verb is no value; a lone letter
    // ("a B band") is read with the letters around it
    if (!CLASS_CANON.has(tokens[i].canon) || isPluralWord(tokens[i].text) || ctx.roles[i] !== undefined || tokens[i - 1].raw.length < 2 || !isFreeModifier(ctx, i - 1)) continue;
    const named = mentionAt(ctx, i);
    if (!named || named.from !== i || named.to !== i + 1 || named.entry.children.length || kindWords(named.entry).at(-1) !== tokens[i].canon) continue;
    const before = tokens[i - 2]?.text;
    if (before === undefined ? REQUEST_VERBS.has(tokens[0]!.text) : !leadsKind(before) && !COPULAS.has(before)) continue;
    // "a better plan than theirs": a word compared names no class
    if (!endsClassPhrase(ctx, i + 1) || ctx.tokens[i + 1]?.text === COMPARED_WITH) continue;
    proposals.push({ field: named.entry.name, value: tokens[i - 1].raw, span: [i - 1, i + 1], confidence: 0.6, rule: 'filters.kind-modifier+class-word' });
  }
  return proposals;
}

/** Shortest thing word, and shortest word before it, a closed compound is read as ("sail" + "boats"). */
const COMPOUND_THING_MIN = 4;
const COMPOUND_MODIFIER_MIN = 3;

/**
 * Heads that close words as suffixes rather than as nouns of things ("partnerships", "networks", "neighbourhoods",
 * "software"): a thing named by one of them is never read off the end of a longer word.
 */
const SUFFIX_HEADS: ReadonlySet<string> = new Set(['ship', 'work', 'hood', 'ware', 'dom', 'ment', 'ness', 'wide', 'like', 'man', 'men', 'person', 'side', 'line', 'time', 'place']);

/** Per schema: the things kind fields classify, longest first, for the compounds ending in one of them. */
const compoundThings = perSchema((index: FieldIndex): ReadonlyArray<readonly [string, FieldEntry]> =>
  [...kindFields(index)].filter(([thing]) => thing.length >= COMPOUND_THING_MIN && LETTERS_ONLY.test(thing) && !SUFFIX_HEADS.has(thing)).sort((a, b) => b[0].length - a[0].length));

/**
 * "sailboats", "minibuses" beside `BoatType`, `bus_type`: a plural written as one word that ends in the thing a kind
 * field classifies names a kind of it, the whole word (singular) being that kind. Not a word the schema uses itself.
 */
export function compoundKindProposals(ctx: EngineContext): FilterProposal[] {
  const things = compoundThings(ctx.index);
  if (!things.length) return [];
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const t = ctx.tokens[i]!;
    if (t.kind !== 'word' || ctx.roles[i] !== undefined || !isPluralWord(t.text) || !LETTERS_ONLY.test(t.text) || mentionAt(ctx, i) || collectionMentionAt(ctx, i)) continue;
    const found = things.find(([thing]) => t.canon.length - thing.length >= COMPOUND_MODIFIER_MIN && t.canon.endsWith(thing));
    if (found) proposals.push({ field: found[1].name, value: t.canon, span: [i, i + 1], confidence: 0.55, rule: 'filters.compound-kind', keep: true });
  }
  return proposals;
}
