import type { EngineContext, Token } from '../context.ts';
import { type Correction, type FieldCandidate, type FieldEntry, type FieldIndex, type FieldMention, isIdField, measuredHead, ROLE_WORDS } from '../field-index.ts';
import { addToEachList, addToList, remembered } from '../multimap.ts';
import { EVENT_DATING_WORDS } from '../lexicon/time-rules.ts';
import { ID_WORDS, KIND_FIELD_WORDS } from '../lexicon/grouping.ts';
import { VALUE_PREPOSITIONS } from '../lexicon/function-words.ts';
import { CONTENT_STOP_WORDS, COUNTRY_KEEPING_ROLES, SORT_DIRECTION_WORDS, STOP_WORDS, type FieldRole } from '../lexicon/words.ts';
import { abbreviatedCollection, collectionKey, type FieldOwners, collectiveCollection, compoundPartCollection, initialismCollection, isEmbedded, kindredCollection, loggedCollection, memberCollection, modifiedCollection } from '../ownership.ts';
import { isPluralWord } from '../field-kinds.ts';
import { perSchema } from '../schema-memo.ts';
import { propose } from '../proposals.ts';
import { canonWord } from '../text.ts';
import { collectionMentionAt } from '../mentions.ts';
import { clippedCollection, clippedNouns } from './clipped-collection.ts';
import { idFollows } from './filters/codes.ts';
import { isTextLeaf } from './filters/field-resolver.ts';
import { isCapitalised } from './filters/shared.ts';

const MAX_PHRASE = 5;
/** Function words never start or end a multi-word name ("rating of"; "all jar kinds" is no `All_Jars`). */
const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'all', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'with', 'and', 'or', 'than']);
const PARTICIPLE = /^(.{3,}?)(?:ed|d|ing)$/;

/**
 * Whether capitals at `i` may spell a collection's initials: written plural ("POs"), or singular right before a code
 * or number ("PO 4471") or before a noun no field is named by ("PO spend"); never a value after a place preposition
 * ("shipped to CA"), nor a qualifier of a field word ("the HR department"), nor the value of the field word before it
 * ("phase IV trials", "tier A members") when no code or number follows.
 */
function initialismNamesRecords(ctx: EngineContext, i: number, before: FieldMention | undefined): boolean {
  const { tokens } = ctx;
  if (i > 0 && VALUE_PREPOSITIONS.has(tokens[i - 1]!.text)) return false;
  if (/[A-Z]s$/.test(tokens[i]!.raw)) return true;
  // the field word before is one a value is said of ("tier A"), not an amount said of the records ("total PO spend")
  if (before?.to === i && isTextLeaf(before.entry)) return idFollows(ctx, i + 1);
  const next = tokens[i + 1];
  if (next?.kind === 'word' && !STOP_WORDS.has(next.text)) return !ctx.index.words.has(next.canon);
  return idFollows(ctx, i + 1);
}

/** "award-winning" → award, "most awarded" → award: the stem of a compound or participle names the field. */
function fallbackCandidates(ctx: EngineContext, { text, canon }: Token) {
  const hyphen = text.indexOf('-');
  return (hyphen > 0 ? stemCandidates(ctx, text.slice(0, hyphen)) : undefined) ?? stemCandidates(ctx, participleStem(text))
    ?? shortPlaceCandidates(ctx, canon);
}

/** The stem of a word shaped like a participle; most words end in neither d nor g and skip the regex (this runs per word). */
const participleStem = (text: string): string | undefined => (text.endsWith('d') || text.endsWith('g') ? PARTICIPLE.exec(text)?.[1] : undefined);

/** The roles each role word plays (ROLE_WORDS turned around), in ROLE_WORDS' order: most words play none. */
const ROLES_BY_WORD: ReadonlyMap<string, readonly FieldRole[]> = (() => {
  const byWord = new Map<string, FieldRole[]>();
  for (const [role, words] of ROLE_WORDS) for (const word of words) addToList(byWord, word, role);
  return byWord;
})();

/**
 * "which borough keeps the most kennels" beside `boro_nm`: a role word (a kind of place) names its role's field when
 * that field writes the noun short, by another of the role's words the noun starts with (FIELD_ROLE_WORDS: `st` for
 * state, `boro` for borough), which no phrase of the field says. "which country fields the most fencers" beside
 * `citizenship`: a country noun names the field keeping a country another way (COUNTRY_KEEPING_ROLES).
 */
function shortPlaceCandidates(ctx: EngineContext, noun: string): FieldCandidate[] | undefined {
  const roles = ROLES_BY_WORD.get(noun);
  if (!roles) return undefined;
  for (const role of roles) {
    const words = ROLE_WORDS.get(role)!;
    const field = ctx.index.roleField(role);
    if (field?.canonWords.some((w) => words.has(w) && w.length < noun.length && noun.startsWith(w))) return [{ entry: field, kind: 'suffix', via: 'field.short-place-word' }];
  }
  const kept = ROLE_WORDS.get('country')!.has(noun) ? COUNTRY_KEEPING_ROLES.map((role) => ctx.index.roleField(role)).find((f) => !!f) : undefined;
  return kept ? [{ entry: kept, kind: 'suffix', via: 'field.country-kept-as' }] : undefined;
}

/** The fields a stem names, unless only through a pack alias or the stem is a stop word. */
function stemCandidates(ctx: EngineContext, stem: string | undefined) {
  if (!stem || STOP_WORDS.has(stem)) return undefined;
  const found = ctx.index.phrases.get(canonWord(stem));
  return found && found[0].kind !== 'alias' ? found : undefined;
}

/** The keys of a schema's phrase or collection map, sorted, with where the keys of each first character lie. */
interface SortedKeys {
  readonly keys: readonly string[];
  /** by the code of an ASCII first character: the keys starting with it are keys[from, to) */
  readonly from: Int32Array;
  readonly to: Int32Array;
  /** a bit set for the hash of every prefix of every key (see mayStartWith) */
  readonly prefixes: Int32Array;
}
const ASCII_CODES = 128;
/** Bits of the prefix set per character of the keys: a prefix no key has passes about one time in ten. */
const PREFIX_BITS_PER_CHAR = 4;
const MIN_PREFIX_BITS = 1024;

/** A prefix's hash with one more character. */
const hashOn = (hash: number, code: number): number => (Math.imul(hash, 31) + code) | 0;
/** The bit of a prefix hash in a set of `mask + 1` bits. */
const bitOf = (hash: number, mask: number): number => (hash ^ (hash >>> 15)) & mask;

/** The prefix bit set of sorted keys: sized by their characters (a power of two), every prefix's bit set. */
function prefixSet(keys: readonly string[]): Int32Array {
  let chars = 0;
  for (const key of keys) chars += key.length;
  let size = MIN_PREFIX_BITS;
  while (size < chars * PREFIX_BITS_PER_CHAR) size *= 2;
  const bits = new Int32Array(size >> 5);
  for (const key of keys) {
    let hash = 0;
    for (let c = 0; c < key.length; c++) {
      hash = hashOn(hash, key.charCodeAt(c));
      const bit = bitOf(hash, size - 1);
      bits[bit >> 5]! |= 1 << (bit & 31);
    }
  }
  return bits;
}

/**
 * Whether some key may start with `head + tail`: false when the prefix's bit is clear, which one read of the bit set
 * tells; a set bit may be another prefix's, and the keys are searched.
 */
function mayStartWith(prefixes: Int32Array, head: string, tail: string): boolean {
  // (the empty prefix has no bit: every key has it)
  if (!head.length && !tail.length) return true;
  let hash = 0;
  for (let c = 0; c < head.length; c++) hash = hashOn(hash, head.charCodeAt(c));
  for (let c = 0; c < tail.length; c++) hash = hashOn(hash, tail.charCodeAt(c));
  const bit = bitOf(hash, (prefixes.length << 5) - 1);
  return (prefixes[bit >> 5]! & (1 << (bit & 31))) !== 0;
}

const sortedKeyCache = new WeakMap<object, SortedKeys>();
/** A schema's phrase or collection keys, sorted once per schema so prefixes can be looked up. */
function sortedKeys(map: ReadonlyMap<string, unknown>): SortedKeys {
  let sorted = sortedKeyCache.get(map);
  if (!sorted) {
    const keys = [...map.keys()].sort();
    const [from, to] = [new Int32Array(ASCII_CODES), new Int32Array(ASCII_CODES)];
    for (let k = keys.length - 1; k >= 0; k--) {
      const first = keys[k]!.charCodeAt(0);
      if (first >= ASCII_CODES) continue;
      if (!to[first]) to[first] = k + 1;
      from[first] = k;
    }
    sortedKeyCache.set(map, (sorted = { keys, from, to, prefixes: prefixSet(keys) }));
  }
  return sorted;
}

/**
 * Whether `key` sorts before `head + tail`, as `<` compares strings (by UTF-16 code unit), without joining them: one
 * pass over the code units, as this runs a dozen times per reading tried.
 */
function sortsBefore(key: string, head: string, tail: string): boolean {
  const joinedLength = head.length + tail.length;
  const common = Math.min(key.length, joinedLength);
  for (let c = 0; c < common; c++) {
    const mine = key.charCodeAt(c);
    const theirs = c < head.length ? head.charCodeAt(c) : tail.charCodeAt(c - head.length);
    if (mine !== theirs) return mine < theirs;
  }
  return key.length < joinedLength;
}

/**
 * Whether some key starts with `head + tail` (binary search over sorted keys, only those of its first character when
 * that is ASCII); the two are never joined, as most readings tried end here and a joined string per token and reading
 * made long prompts allocate.
 */
function anyKeyStartsWith({ keys, from, to, prefixes }: SortedKeys, head: string, tail: string): boolean {
  if (!mayStartWith(prefixes, head, tail)) return false;
  const first = head.length ? head.charCodeAt(0) : tail.charCodeAt(0);
  const ascii = first < ASCII_CODES;
  let lo = ascii ? from[first]! : 0;
  let hi = ascii ? to[first]! : keys.length;
  const end = hi;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sortsBefore(keys[mid]!, head, tail)) lo = mid + 1;
    else hi = mid;
  }
  return lo < end && keys[lo]!.startsWith(head) && keys[lo]!.startsWith(tail, head.length);
}

/** The joined canonical forms and keys of the first 1, 2, … words at a token: scratch space, reused by every reading. */
const canonReadings: string[] = [];
const keyReadings: string[] = [];

/**
 * What a word names in one schema by itself, whatever stands around it: the schema's look-ups for the one-word reading
 * (see matchAt), made once per schema and word, as the words of a schema's questions repeat.
 */
interface WordFacts {
  /** the fields its canonical form names (the phrases' candidates) */
  readonly fields: readonly FieldCandidate[] | undefined;
  /** whether some field phrase or collection name starts with its canonical form: else it starts no reading of more words */
  readonly startsNames: boolean;
  /** a stop word */
  readonly stopWord: boolean;
  /** written as a plural noun (isPluralWord) */
  readonly plural: boolean;
  /** one of the canonical words of the field names */
  readonly fieldWord: boolean;
  /** the collection its name key names */
  readonly named: string | undefined;
  /** whether it spells a collection's whole name (see functionWordNaming) */
  readonly spellsCollection: boolean;
  /** the collections ownership.ts reads it as naming: as a two-word name's first word, a group of members, and so on */
  readonly modified: string | undefined;
  readonly members: string | undefined;
  readonly kindred: string | undefined;
  readonly logged: string | undefined;
  readonly initials: string | undefined;
  readonly abbreviated: string | undefined;
  readonly compound: string | undefined;
  readonly collective: string | undefined;
  /** the collection keeping the one date field of the event it names (datedEventOwners) */
  readonly dated: string | undefined;
  /** whether it is written as a clipped noun (clippedNouns), which names a collection only in some places */
  readonly clipped: boolean;
  /** the fields its stem names when the word itself names none (fallbackCandidates) */
  readonly stemFields: readonly FieldCandidate[] | undefined;
  /** the field word read for it when it is none: as any word, and as a name (capitalised inside the question) */
  readonly correction: Correction | null;
  readonly nameCorrection: Correction | null;
}

/** The matching keys of a schema's collection names, once per schema (not once per word of its questions). */
const collectionNameKeysOf = perSchema((_keys: ReadonlyMap<string, string>, collections: readonly string[]): ReadonlySet<string> =>
  new Set(collections.filter((c) => typeof c === 'string').map(collectionKey)));

/** Words remembered per schema; the memo is emptied when full (see remembered). */
const WORD_FACTS_LIMIT = 2048;
const wordFactsMemo = perSchema((_index: FieldIndex) => new Map<Token, WordFacts>());

/** A word token's facts in the question's schema (tokens are shared by the questions using the word). */
const factsOf = (ctx: EngineContext, token: Token): WordFacts => remembered(wordFactsMemo(ctx.index), token, WORD_FACTS_LIMIT, readWordFacts, ctx);

function readWordFacts(token: Token, ctx: EngineContext): WordFacts {
  const { index, collections, collectionKeys } = ctx;
  const { text, canon, raw } = token;
  const plural = isPluralWord(text);
  return {
    fields: index.phrases.get(canon),
    startsNames: anyKeyStartsWith(sortedKeys(index.phrases), canon, '') || anyKeyStartsWith(sortedKeys(collectionKeys), canon, ''),
    stopWord: STOP_WORDS.has(text), plural, fieldWord: index.words.has(canon), named: collectionKeys.get(canon),
    spellsCollection: collectionNameKeysOf(collectionKeys, collections).has(canon),
    modified: plural ? modifiedCollection(canon, collections, collectionKeys) : undefined,
    members: memberCollection(canon, collections, collectionKeys),
    kindred: kindredCollection(canon, collections, collectionKeys),
    logged: loggedCollection(canon, collections, collectionKeys),
    initials: initialismCollection(raw, collections),
    abbreviated: abbreviatedCollection(canon, collections, collectionKeys),
    compound: compoundPartCollection(canon, collections, collectionKeys),
    collective: collectiveCollection(canon, collections),
    dated: plural ? datedEventOwners(ctx.owners.ownerOf).get(canon) : undefined,
    clipped: clippedNouns(raw) !== undefined,
    stemFields: fallbackCandidates(ctx, token),
    correction: index.correct(canon, false),
    nameCorrection: index.correct(canon, true),
  };
}

/** Words that can be part of a field or collection name. */
const isNameWord = (ctx: EngineContext, i: number) => ctx.tokens[i]?.kind === 'word' && ctx.roles[i] !== 'time';

/**
 * fields: longest phrases of the question that name a schema field (exact path, tail of the path, pack synonym,
 * or a one-typo spelling), and phrases that name a candidate collection (its name, singular or plural, or a pack
 * entity alias).
 */
export function fieldsStage(ctx: EngineContext): void {
  const { tokens, index, collectionKeys } = ctx;
  const plainKeys: string[] = [];
  const plainKey = (j: number): string => plainKeys[j];
  const nameWords: boolean[] = [];
  for (let i = 0; i < tokens.length; i++) {
    plainKeys.push(tokens[i].kind === 'word' ? tokens[i].canon : '');
    nameWords.push(isNameWord(ctx, i));
  }
  // a misspelt word ("imbd") is read as the closest field word, only where the plain reading finds nothing: each
  // token's corrected key is looked up the first time a reading needs it
  // a capitalised word inside the question may be misspelt, but it is a name ("Georgia"), not a field word cut off ("geo")
  const corrections: (Correction | null)[] = [];
  const correctionAt = (j: number): Correction | null => {
    if (corrections[j] === undefined) corrections[j] = tokens[j].kind !== 'word' ? null : j > 0 && isCapitalised(tokens[j]) ? factsOf(ctx, tokens[j]).nameCorrection : factsOf(ctx, tokens[j]).correction;
    return corrections[j]!;
  };
  const correctedKey = (j: number): string => correctionAt(j)?.word ?? plainKeys[j]!;
  const longest = Math.min(MAX_PHRASE, Math.max(index.longestPhrase, 3));
  const phraseKeys = sortedKeys(index.phrases);
  const collectionNames = sortedKeys(collectionKeys);

  /** Longest field or collection name starting at token `i`. */
  const matchAt = (i: number, keyAt: (j: number) => string) => {
    // only phrases of name words can match: stop at the first other token
    let words = 0;
    // a function word never starts a multi-word name: only the one-word reading is left
    if (!FUNCTION_WORDS.has(tokens[i].text) && !opensOrderOf(ctx, i)) while (words < Math.min(longest, tokens.length - i) && nameWords[i + words]) words++;
    // the joined keys of the first 1, 2, … words; longer readings stop once no name starts with them
    let readings = 0;
    for (let k = 0, canon = '', key = ''; k < Math.max(words, 1); k++) {
      const wordCanon = tokens[i + k].canon;
      const wordKey = keyAt(i + k);
      if (k === 1 && key === canon && !factsOf(ctx, tokens[i]).startsNames) break;
      if (k > 0 && !anyKeyStartsWith(phraseKeys, key, wordKey) && !(k < 3 && anyKeyStartsWith(collectionNames, canon, wordCanon))) break;
      canon += wordCanon;
      key += wordKey;
      canonReadings[readings] = canon;
      keyReadings[readings++] = key;
    }
    for (let n = readings; n > 1; n--) {
      if (FUNCTION_WORDS.has(tokens[i].text) || FUNCTION_WORDS.has(tokens[i + n - 1].text)) continue;
      const canon = canonReadings[n - 1]!;
      let candidates = index.phrases.get(keyReadings[n - 1]!);
      const named = n <= 3 ? collectionKeys.get(canon) : undefined;
      // a phrase naming a collection is the collection, not a field a pack merely associates with it
      if (named && candidates?.[0].kind === 'alias') candidates = undefined;
      if (candidates || named) return { n, candidates, collection: named, via: nameReading(named, canon) };
    }
    return wordAt(i, keyReadings[0]!);
  };

  /** The field or collection the one word at token `i` names, read by `key` (its own or a corrected one). */
  const wordAt = (i: number, key: string) => {
    const n = 1;
    const token = tokens[i]!;
    const { canon } = token;
    const facts = factsOf(ctx, token);
    const functionEdge = facts.stopWord;
    const naming = functionEdge ? functionWordNaming(ctx, i, facts) : null;
    if (functionEdge && !naming && !namesOwnField(ctx, i)) return null;
    let candidates = key === canon ? facts.fields : index.phrases.get(key);
    const { named, fieldWord } = facts;
    // (a capitalised word inside the question is part of a name, "Head of Sales", no collection's records)
    const inName = i > 0 && isCapitalised(token);
    // "permits" names permit_filings: a plural word that begins one collection's two-word name, unless it names
    // embedded records ("berths" in berth_bookings documents that list their berths)
    const modified = !named && facts.modified && !inName && !candidates?.some((c) => isEmbedded(c.entry)) ? facts.modified : undefined;
    // "ward" names Ward_Member: a group's noun says its members
    const members = !named && !modified ? facts.members : undefined;
    // "booking Q7XK2M" beside `reservations` and a `bookingRef`: before an id it names the records, whichever fields use it
    const beforeId = fieldWord && idFollows(ctx, i + 1);
    // "colleges" names University when neither a collection nor a field says "college" (read below, when nothing else is named)
    const kindred = !fieldWord || beforeId ? facts.kindred : undefined;
    // "songs" beside `tracks`: a kindred noun names the collection, not a field a pack merely associates with it
    if (kindred && !named && !modified && !members && candidates?.every((c) => c.kind === 'alias')) return { n, candidates: undefined, collection: kindred, via: 'collection.kindred-noun' };
    if (kindred && beforeId && !named) return { n, candidates, collection: kindred, via: 'collection.kindred-noun-before-id' };
    // "the events" names badgeEvents: a logged head said alone names the one collection whose records are so logged
    const logged = !named && !modified && !members ? facts.logged : undefined;
    // "POs" names PurchaseOrders: an initialism written in capitals spells a collection's name words
    const initialled = !named && !modified && !members && !logged && facts.initials && initialismNamesRecords(ctx, i, mentions.at(-1)) ? facts.initials : undefined;
    // "pts" names patients, "techs" technicians: a clipped noun names the collection its full noun names
    // ("profs" beside a `prof_id`: a word only keys are named by names the records they identify)
    const clipped = !named && !modified && !members && !logged && !initialled && facts.clipped && (!fieldWord || keyOnlyWords(index).has(canon)) ? clippedCollection(ctx, i) : undefined;
    const collection = named ?? modified ?? members ?? logged ?? initialled ?? clipped;
    // a word naming a collection is the collection, not a field a pack merely associates with it
    if (collection && candidates?.[0].kind === 'alias') candidates = undefined;
    candidates ??= facts.stemFields;
    if (candidates || collection) return { n, candidates, collection, via: naming ?? (modified ? 'collection.plural-of-first-name-word' : members ? 'collection.group-of-members' : logged ? 'collection.logged-head' : initialled ? 'collection.initialism' : clipped ? 'collection.clipped-noun' : nameReading(named, canon)) };
    // "dormitories" names Dorm; "participants" does not name Part when the schema's fields use the word
    // "ports in Portugal": a capitalised word inside the sentence is a name, no cut-off collection name
    const abbreviated = !functionEdge && !inName ? facts.abbreviated : undefined;
    if (abbreviated && !fieldWord) return { n, candidates, collection: abbreviated, via: 'collection.abbreviated-name' };
    // "boats" names sailboat, "orders" names orderdata: one end of a compound written as one word
    const compound = !functionEdge ? facts.compound : undefined;
    if (compound) return { n, candidates, collection: compound, via: 'collection.part-of-compound-name' };
    if (kindred && !candidates) return { n, candidates, collection: kindred, via: 'collection.kindred-noun' };
    // "the fleet" names Vehicles, "the formulary" medications: a collective noun no collection or field says
    const collective = !candidates ? facts.collective : undefined;
    if (collective && !fieldWord) return { n, candidates, collection: collective, via: 'collection.collective-noun' };
    // "arrivals" names the records an arrival_date is kept on: the plural of the event one date field is named by
    const dated = !candidates ? facts.dated : undefined;
    if (dated) return { n, candidates, collection: dated, via: 'collection.dated-event' };
    // "the plants in the greenhouse" beside greenhouse_plants: the first word of one collection's two-word name, said
    // alone as a noun of its own, names where those records are kept, when the question names no other collection
    const kept = !candidates && !fieldWord && saidAlone(ctx, i) ? modifiedCollection(canon, ctx.collections, collectionKeys) : undefined;
    if (kept && namesNoOtherCollection(ctx, i, kept)) return { n, candidates, collection: kept, via: 'collection.first-name-word-alone' };
    // "fishing licences" beside `licence_type`: a plural of the thing one kind field classifies, after a word saying
    // its kind, names its records (one collection is named by nothing: the records are its own, whatever the words)
    const classified = !candidates && ctx.collections.length > 1 && facts.plural && kindWordBefore(ctx, i) ? classifiedRecords(ctx.owners, index).get(canon) : undefined;
    if (classified) return { n, candidates, collection: classified, via: 'collection.thing-a-kind-classifies' };
    return null;
  };

  const mentions: FieldMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!nameWords[i]) continue;
    const plain = matchAt(i, plainKey);
    const read = plain ?? (correctionAt(i) ? matchAt(i, correctedKey) : null);
    const initialled = initialledFieldAt(ctx, i, nameWords);
    const found = initialled && initialled.n > (read?.n ?? 0) ? initialled : read;
    if (!found) continue;
    const { n, candidates, collection, via } = found;
    // the words read as another field word ("builder" as `bldr`) leave the rule reading them
    if (!plain) {
      for (let j = i; j < i + n; j++) {
        const corrected = correctionAt(j);
        if (corrected) propose(ctx, { member: 'rawTokens', apply: 'note', confidence: 0.5, rule: corrected.via, span: [j, j + 1], text: corrected.word });
      }
    }
    if (collection) ctx.collectionMentions.push({ collection, from: i, to: i + n, via });
    if (candidates) {
      const best = candidates[0];
      mentions.push({
        field: best.entry.name, entry: best.entry, from: i, to: i + n, kind: best.kind, via: best.via, alternatives: candidates,
      });
    }
    i += n - 1;
  }
  ctx.mentions = reorderedNames(ctx, mentions);
}

/**
 * How many letters a field's head word may have to be read as initials of the words said (`mwl`, `hbr_deg`); two
 * letters (`ph`, `st`) stand for too many phrases to be read so.
 */
const INITIALISM_LETTERS = { min: 3, max: 4 };
const MAX_VOWELS_IN_INITIALISM = 1;
const vowelCount = (word: string): number => word.replace(/[^aeiou]/g, '').length;

/**
 * Leaf fields by their head word when it looks like initials (a short run of letters with at most one vowel, `mwl`,
 * `bvr`), once per schema; the unit after it (`hbr_deg`) is left out, and no key's word is read so.
 */
const initialledLeaves = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const table = new Map<string, FieldEntry[]>();
  for (const e of index.entries) {
    if (e.children.length) continue;
    const head = measuredHead(e);
    // (`imdb.id`: a key's word is the key's, no initials of a phrase)
    if (e.ownWords[0] !== head || ID_WORDS.has(head) || head.length < INITIALISM_LETTERS.min || head.length > INITIALISM_LETTERS.max || vowelCount(head) > MAX_VOWELS_IN_INITIALISM) continue;
    addToList(table, head, e);
  }
  return table;
});

/**
 * "the mean water level" beside `mwl`, "by heading bearing reading" beside `hbr_deg`: as many content words as a field's
 * head word has letters, whose first letters spell it, name that field. Words that are field or collection names of
 * their own, stop words and capitalised names are no such run.
 */
function initialledFieldAt(ctx: EngineContext, i: number, nameWords: readonly boolean[]): { n: number; candidates: FieldCandidate[]; collection: undefined; via: string } | null {
  const table = initialledLeaves(ctx.index);
  if (!table.size) return null;
  let letters = '';
  for (let k = 0; k < INITIALISM_LETTERS.max && i + k < ctx.tokens.length; k++) {
    const t = ctx.tokens[i + k]!;
    if (t.kind !== 'word' || !nameWords[i + k] || (STOP_WORDS.has(t.text) && !CONTENT_STOP_WORDS.has(t.text)) || (i + k > 0 && isCapitalised(t)) || ctx.index.words.has(t.canon) || ctx.collectionKeys.has(t.canon)) return null;
    letters += t.text[0];
    const entries = k > 0 ? table.get(letters) : undefined;
    if (entries) return { n: k + 1, candidates: entries.map((entry) => ({ entry, kind: 'alias', via: 'field.initials' })), collection: undefined, via: 'field.initials' };
  }
  return null;
}

/**
 * The collection keeping the one top-level kind field a word opens (`licence_type`, `vessel_class`), by that word;
 * once per schema. A word opening several such fields kept apart names none.
 */
const classifiedRecords = perSchema((owners: FieldOwners, index: FieldIndex): ReadonlyMap<string, string> => {
  const found = new Map<string, string | null>();
  for (const e of index.entries) {
    const owner = owners.ownerOf.get(e);
    if (e.depth !== 1 || e.children.length || e.ownWords.length !== 2 || !KIND_FIELD_WORDS.has(e.ownWords[1]!) || !owner) continue;
    const word = e.ownWords[0]!;
    found.set(word, found.has(word) && found.get(word) !== owner ? null : owner);
  }
  return new Map([...found].filter((f): f is [string, string] => f[1] !== null));
});

/** Whether the word at `i` is a noun phrase of its own: after "the", lower case, no word of a name after it. */
const saidAlone = (ctx: EngineContext, i: number): boolean => {
  const next = ctx.tokens[i + 1];
  return ctx.tokens[i - 1]?.text === 'the' && !isCapitalised(ctx.tokens[i]!) && (next?.kind !== 'word' || STOP_WORDS.has(next.text));
};

/**
 * Whether the word before `i` may say a kind ("fishing licences"): a word of its own, no stop word and no word of a
 * field or collection name.
 */
const kindWordBefore = (ctx: EngineContext, i: number): boolean => {
  const before = ctx.tokens[i - 1];
  return before?.kind === 'word' && !STOP_WORDS.has(before.text) && !ctx.index.words.has(before.canon) && !ctx.collectionKeys.has(before.canon);
};

/** Whether the question names no collection but `kept` besides the word at `i`, before it (as read so far) or after it. */
const namesNoOtherCollection = (ctx: EngineContext, i: number, kept: string): boolean =>
  ctx.collectionMentions.every((m) => m.collection === kept)
  && ctx.tokens.every((t, k) => k <= i || t.kind !== 'word' || (ctx.collectionKeys.get(t.canon) ?? kept) === kept);

/** Words of field names said only in ids (`prof` of `prof_id`, `lectures.prof_id`), once per schema: such a word names records, no value. */
const keyOnlyWords = perSchema((index: FieldIndex): ReadonlySet<string> => {
  const keyed = new Set<string>();
  const other = new Set<string>();
  for (const e of index.entries) for (const w of e.canonWords) (isIdField(e) ? keyed : other).add(w);
  return new Set([...keyed].filter((w) => !other.has(w)));
});

/** Whether `canon` names `collection` only as its name's words run together into one word ("pick-ups" for pickUps; schema-memo.ts). */
const oneWordOfName = (collection: string, canon: string): boolean => {
  const key = collectionKey(collection);
  return key !== canon && canonWord(key) === canon;
};
/** The rule reading words `canon` as a collection's name key names (`named`). */
const nameReading = (named: string | undefined, canon: string): string =>
  named && oneWordOfName(named, canon) ? 'collection.compound-name-as-one-word' : 'collection.name';

/** Most words of a name read said in another order than the name's (see reorderedNames), and the rule reading them. */
const REORDERED_WORDS = 3;
const REORDERED_READING = 'field.reordered-words';

/** Leaf fields by each word of their own name, once per schema (see reorderedNames). */
const leavesByOwnWord = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const table = new Map<string, FieldEntry[]>();
  // (a repeated word listed once, at its first place: no set built per field)
  for (const e of index.entries) if (!e.children.length) addToEachList(table, e.ownWords, e);
  return table;
});

/**
 * "ranked by estimated litres" beside `Estimated_Loss_Litres` and `Is_Estimated`: a one-word mention followed by words
 * that, with it, are all words of one leaf field's own name, in another order or with a word left out, names that field
 * (the phrases only hold a name's tails). The words after it are named by no field of more than one word, nor a collection;
 * a key is left to the readings of a record's id. Each mention is first read beside the one before it (besideNamedField),
 * in the same pass.
 */
function reorderedNames(ctx: EngineContext, mentions: readonly FieldMention[]): FieldMention[] {
  const { tokens } = ctx;
  const out: FieldMention[] = [];
  for (let k = 0; k < mentions.length; k++) {
    const m = besideNamedField(mentions[k]!, mentions[k - 1]);
    let to = m.from + 1;
    // the mentions are in token order and do not overlap: the one starting at `to`, if any, is the first after m not
    // ending before it (found by walking on from m, not through a map of every mention built per request)
    let after = k + 1;
    while (m.to === m.from + 1 && to - m.from < REORDERED_WORDS && tokens[to]?.kind === 'word' && !STOP_WORDS.has(tokens[to]!.text)
      // (the table asked for here, not before the loop: a new schema's is built only once a one-word mention has a word after it)
      && leavesByOwnWord(ctx.index).has(tokens[to]!.canon) && !collectionMentionAt(ctx, to)) {
      while (mentions[after] && mentions[after]!.from < to) after++;
      const next = mentions[after]?.from === to ? mentions[after] : undefined;
      if (next && next.to !== to + 1) break;
      to++;
    }
    const entry = to > m.from + 1 ? soleLeafOfWords(tokens, m, to, leavesByOwnWord(ctx.index)) : undefined;
    if (!entry) {
      out.push(m);
      continue;
    }
    out.push({ field: entry.name, entry, from: m.from, to, kind: 'reordered', via: REORDERED_READING, alternatives: [{ entry, kind: 'reordered', via: REORDERED_READING }, ...m.alternatives.filter((a) => a.entry !== entry)] });
    propose(ctx, { member: 'rawTokens', apply: 'note', confidence: 0.5, rule: REORDERED_READING, span: [m.from, to], text: entry.name });
    while (mentions[k + 1] && mentions[k + 1]!.from < to) k++;
  }
  return out;
}

/**
 * The one leaf field, other than the mention's own and no key, whose own name holds every word of tokens [m.from, to);
 * undefined when none or several do. A plain loop: it runs for every one-word mention followed by a field word.
 */
function soleLeafOfWords(tokens: readonly Token[], m: FieldMention, to: number, byWord: ReadonlyMap<string, readonly FieldEntry[]>): FieldEntry | undefined {
  let sole: FieldEntry | undefined;
  for (const e of byWord.get(tokens[m.from]!.canon) ?? []) {
    if (e === m.entry || isIdField(e) || !holdsWordsOf(e, tokens, m.from, to)) continue;
    if (sole) return undefined;
    sole = e;
  }
  return sole;
}

const holdsWordsOf = (e: FieldEntry, tokens: readonly Token[], from: number, to: number): boolean => {
  for (let j = from; j < to; j++) if (!e.ownWords.includes(tokens[j]!.canon)) return false;
  return true;
};

/**
 * Each event word naming one date field in two words ("arrival_date", "launchOn") → the collection keeping that field,
 * when the word names no other date field kept elsewhere. Read once per schema.
 */
const datedEventOwners = perSchema((ownerOf: ReadonlyMap<FieldEntry, string>): ReadonlyMap<string, string> => {
  const owners = new Map<string, string | null>();
  for (const [entry, owner] of ownerOf) {
    const [event, date, ...rest] = entry.segmentWords;
    if (!event || !date || rest.length || !EVENT_DATING_WORDS.has(date)) continue;
    owners.set(event, owners.has(event) && owners.get(event) !== owner ? null : owner);
  }
  return new Map([...owners].filter((e): e is [string, string] => e[1] !== null));
});

/**
 * "order 100482", "order #A-7": a word that is also a function word ("order", "group") names a record of its
 * collection when the record's id follows it; the rule naming it, or null.
 */
function functionWordNaming(ctx: EngineContext, i: number, facts: WordFacts): string | null {
  if (facts.named === undefined) return null;
  if (idFollows(ctx, i + 1)) return 'collection.name-before-id';
  // "items" where a collection is called `items`, "entries" beside `Entry`: a word spelling a collection's whole name,
  // in either number, names it
  return facts.spellsCollection ? 'collection.name-spelled' : null;
}

/**
 * "their total scores" where a field is called `Total`: a content word a field's whole name spells names it when a
 * noun of no field or collection follows (not "total revenue" beside a `revenue` field, not "the total number of"), and
 * no other such word comes before it.
 */
function namesOwnField(ctx: EngineContext, i: number): boolean {
  const { tokens, index } = ctx;
  // "total amount paid": after another such word the pair is an aggregate phrase the other stages read
  if (!CONTENT_STOP_WORDS.has(tokens[i].text) || CONTENT_STOP_WORDS.has(tokens[i - 1]?.text ?? '')) return false;
  const named = index.phrases.get(tokens[i].canon)?.some((c) => c.kind !== 'alias' && !c.entry.children.length && c.entry.ownWords.length === 1);
  const next = tokens[i + 1];
  if (!named || next?.kind !== 'word' || STOP_WORDS.has(next.text)) return false;
  return !index.phrases.has(next.canon) && !ctx.collectionKeys.has(next.canon);
}

/** Words before "order of" that make it an order's key phrase ("in the order of", "descending order of"). */
const ORDER_OF_LEADS: ReadonlySet<string> = new Set(['in', 'the', 'their', 'its', ...SORT_DIRECTION_WORDS.keys()]);

/**
 * "in decreasing order of table number": "order" there opens the key of an order, so it starts no of-phrase field
 * ("order of table" is no `Table_Orders`).
 */
const opensOrderOf = (ctx: EngineContext, i: number): boolean =>
  ctx.tokens[i].text === 'order' && ctx.tokens[i + 1]?.text === 'of' && ORDER_OF_LEADS.has(ctx.tokens[i - 1]?.text ?? '');

/** How far a repeated field word may stand from the field it is read beside. */
const BESIDE_GAP = 4;

/**
 * "each blend code next to its title": a field word several fields end with (`Grower_Title`, `Blend_Title`) is the one
 * whose name shares the rest with the field named just before it (`Blend_Code` → `Blend_Title`).
 */
function besideNamedField(mention: FieldMention, before: FieldMention | undefined): FieldMention {
  if (!before || mention.kind !== 'suffix' || mention.to - mention.from !== 1 || mention.from - before.to > BESIDE_GAP) return mention;
  const stem = before.entry.canonWords.slice(0, -1);
  if (!stem.length) return mention;
  const sibling = mention.alternatives.find((c) => c.entry !== before.entry && c.entry.parent === before.entry.parent
    && c.entry.canonWords.length === stem.length + 1 && stem.every((w, k) => c.entry.canonWords[k] === w));
  return sibling && sibling.entry !== mention.entry ? { ...mention, field: sibling.entry.name, entry: sibling.entry, via: 'field.beside-named' } : mention;
}
