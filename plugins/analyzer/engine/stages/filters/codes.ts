import type { EngineContext, Token } from '../../context.ts';
import { enclosingNoun, endsWithWords, type FieldEntry, type FieldIndex } from '../../field-index.ts';
import { namesCollection, type FieldOwners } from '../../ownership.ts';
import { perSchema } from '../../schema-memo.ts';
import { collectionMentionAt, mentionAt, mentionEndingAt, mentionStartingAt } from '../../mentions.ts';
import { embeddedNamed, fieldWordsOf, isMeasureField, isTextLeaf, resolveField, scoreFields, unlistedHolderWord } from './field-resolver.ts';
import { ATTRIBUTE_WORDS } from '../../lexicon/attributes.ts';
import { CODE_FORMATS, CODE_SYSTEM_NAMES, INSTRUMENT_TAILS, INSTRUMENT_WORDS, LETTERED_SCALES, PHONE_NUMBER, type CodeFormat } from '../../lexicon/values.ts';
import { canonWord, fieldWords, isAsciiDigit, lettersInOrder, normName, parentPath, participleBases, presentParticipleBases, writtenShorter } from '../../text.ts';
import { AGENT_NOUN_ENDINGS, ARTICLES, BOUND_LEADS, CLAUSE_BREAKS, CONTAINING_VERBS, GIVING_VERBS, IDENTIFIER_ENDINGS, INCLUDING_VERBS, KEY_ENDINGS, KIND_FIELD_WORDS, SORT_DIRECTION_WORDS, STATUS_FIELD_WORD, STOP_WORDS } from '../../lexicon/words.ts';
import { ownedBy, ownedByShortened, ownedFields } from './owned-fields.ts';
import { ASKED_RECORDS, SUBJECTS_REFERENCE, askedRecordsReference, roleKeySaid, subjectsReference, wordsSaid } from './entity-numbers.ts';
import { routeEndKeeping } from './routes.ts';
import { solePointerCounted } from '../reference-key.ts';
import type { FilterProposal } from './proposal.ts';
import { CONNECTORS, holdsKey, listValue, negatedAt, soleOrOwnedBy, writtenAsCode } from './shared.ts';
import { DOER_LEAD, FIELD_NAME_PREPOSITIONS, INDEFINITE_ARTICLES, PARTY_CODE_LEADS } from '../../lexicon/function-words.ts';
import { addToEachList, addToList, setWhileUnique } from '../../multimap.ts';
import { isPluralWord } from '../../field-kinds.ts';
import { isLexiconValue } from './vocabulary.ts';

/** Words allowed between an entity noun and its code ("the patient with code PT-1", "order #A-12", "item number X-2"). */
const CODE_LINKS = new Set(['with', 'the', 'a', 'an', 'of', 'is', 'number', 'no', '#', ':', '=', 'code', 'id', 'identifier', 'ref', 'reference']);
/** Identifier endings of fields that hold codes written with letters, as opposed to numeric ids. */
export const CODE_ENDINGS: ReadonlySet<string> = new Set(['code', 'cd', 'ref', 'sku', 'reference']);
/**
 * Endings of fields that keep a record's written number beside its key ("hull_number" beside "hull_id"): a code
 * written with letters is that number, not the key.
 */
const SERIAL_ENDINGS: ReadonlySet<string> = new Set(['number', 'no', 'serial']);
/** Ordinals and decades hold digits and letters but are no codes. */
const NOT_CODE = /^\d+(?:st|nd|rd|th|s)$|^'?\d0s$/;
/** Unquoted codes need a field named clearly enough around them. */
const CODE_MIN_SCORE = 0.45;

/**
 * A token written like a code or an id: digits together with letters, hyphens or dots ("7731-2", "PT-004512",
 * "E11.9", "A-12b", a UUID). Plain numbers, ordinals and decades are not.
 */
export function isCodeToken(t: Token | undefined): boolean {
  if (!t || t.kind !== 'word' || !hasDigit(t.raw) || NOT_CODE.test(t.text)) return false;
  return /[.\-]/.test(t.raw) || /\p{L}/u.test(t.raw);
}

/** Whether a word holds a digit 0–9 (what /\d/ finds): a plain loop, as every word of a question is asked. */
function hasDigit(raw: string): boolean {
  for (let k = 0; k < raw.length; k++) if (isAsciiDigit(raw.charCodeAt(k))) return true;
  return false;
}

/** "order 100482", "vehicle #88", "patient PT-7": an id (a number or a code) starts at token `at`, after an optional "#". */
export function idFollows(ctx: EngineContext, at: number): boolean {
  const k = ctx.tokens[at]?.text === '#' ? at + 1 : at;
  const next = ctx.tokens[k];
  return next !== undefined && ctx.roles[k] !== 'time' && (next.kind === 'number' || isCodeToken(next));
}

/**
 * The field of a code at token `i`: a leaf field named in full right before it ("loinc code 4548-4", "mrn 7731-2"), the
 * id/code field of the entity named right before it ("patient PT-004512", "the encounter with code A-12b"), the field
 * a verb and its preposition spell ("approved by M-3001"); else the field keeping the code system it is written in
 * ("E11.9"), the key of the entity its letters abbreviate ("INV-2024-0042"), the one code of the records named before
 * it ("orders that used SPRING25"), or the field the words around it name best.
 */
function codeField(ctx: EngineContext, i: number, reading: CodeReading): FieldEntry | null {
  const owners = ownedFields(ctx.index, IDENTIFIER_ENDINGS);
  const codes = ownedFields(ctx.index, CODE_ENDINGS);
  const serials = ownedFields(ctx.index, SERIAL_ENDINGS);
  const lettered = /\p{L}/u.test(ctx.tokens[i].raw);
  let fieldBefore = false;
  let pastCodeWord = false;
  // "drug 0002-3227", "prescriptions of E11.9": a value written out in a code system's own form, separators and all, is
  // that system's even after a word naming another field; a bare run ("label B12") may be any label
  const spelledOut = /[.\-]/.test(ctx.tokens[i].raw);
  const written = () => (spelledOut ? formatField(ctx, i, reading) : null);
  // "animal TAG-1": letters spelling a field's whole name outweigh the entity named before the code
  // "the vessel with id VES-31" beside `ves`: not when linking words give the code to a noun its letters abbreviate
  const spelledWhole = wholeSpelledField(ctx, ctx.tokens[i].raw);
  reading.nounOverSpelled = !!spelledWhole && abbreviatesLinkedNoun(ctx, i);
  if (spelledWhole && !reading.nounOverSpelled) {
    reading.spelled = true;
    return spelledWhole;
  }
  // the collection named right before the code, past linking words only ("artwork 1987.45.2", "the kiln with id 4.2")
  let nounCollection: string | undefined;
  for (let j = i - 1; j >= 0 && j >= i - 4; j--) {
    const t = ctx.tokens[j];
    const named = mentionAt(ctx, j);
    if (!nounCollection && ctx.tokens.slice(j + 1, i).every((w) => CODE_LINKS.has(w.text))) nounCollection = collectionMentionAt(ctx, j)?.collection;
    // "member id X": a bare "id" links the code to the entity named before it, not to the document's own _id
    const bareId = named !== undefined && CODE_LINKS.has(t.text) && isBareId(named.entry);
    // "net pay QZ10077": an identifier written with letters is no amount, count or date, though such a field is named before it
    if (named?.kind === 'full' && lettered && identifierLike(ctx.tokens[i].raw) && keepsNoCode(named.entry)) break;
    if (named?.kind === 'full' && !named.entry.children.length && !collectionMentionAt(ctx, j) && !bareId) {
      // "the grade of ST-0042": an attribute named before "of" is asked of the record the code keys, not the code's field
      const keyed = askedOfCode(ctx, named.entry, named.to, i) ? prefixedOwnerKey(ctx, i, reading) : null;
      if (keyed) {
        reading.askedOf = true;
        return keyed;
      }
      // "mrn 7731-2": a key or code field named keeps the value whatever system it looks written in
      return (holdsKey(named.entry) ? null : written()) ?? named.entry;
    }
    // "hives with a QB7710": a code said with an indefinite article is a thing the records hold, not their own key
    if (collectionMentionAt(ctx, j) && INDEFINITE_ARTICLES.has(ctx.tokens[i - 1]?.text ?? '') && lettered) {
      nounCollection = undefined;
      break;
    }
    // "stop ST-1142": a code written with letters is the entity's code rather than its numeric id, when it has both
    const serial = lettered && !codes.has(t.canon) ? serials.get(t.canon) : undefined;
    reading.serial = !!serial;
    // "patient P-30981" where patients keep `pat_id`: an entity noun reaches the key the schema writes shorter
    // "tenant T00048213" where tenants keep `tnt_id`: a collection's noun reaches its key written shorter too
    const owned = (lettered ? codes.get(t.canon) ?? serial : undefined) ?? (CODE_LINKS.has(t.text) ? owners.get(t.canon)
      : ownedBy(ctx.index, owners, t.canon) ?? (collectionMentionAt(ctx, j) ? ownedByShortened(owners, t.canon) : null) ?? undefined);
    reading.shortened = !!owned && !CODE_LINKS.has(t.text) && owned !== codes.get(t.canon) && owned !== serial && owned !== owners.get(t.canon);
    // "encounters with 1457389201", "patients with E66.01": a value written in a code system the schema keeps is
    // that system's, not the entity's key (`id`, `no`, `number`); "reason I10" names its code field itself
    // a code linked to the noun by words between them, whose letters abbreviate another entity than the noun (PLM- for
    // a plumber, after "repairs"), names that entity's key
    const linked = owned && j < i - 1 ? otherPrefixedKey(ctx, i, j, owned, reading) : null;
    if (linked) return linked;
    reading.pastCodeWord = pastCodeWord && !!owned;
    const role = owned && j === i - 1 ? agentRoleKey(ctx, j - 1, owners, owned) : null;
    if (role) {
      reading.agentRole = true;
      return role;
    }
    if (owned) return (isCodeField(owned) ? abbreviatedNounKey(ctx, i, j, owned, reading) : formatField(ctx, i, reading) ?? systemCodeOverKey(ctx, i, owned, reading)) ?? (lettered ? initialledKey(ctx, i, owned, reading) : null) ?? roleOfKey(ctx, owned, j, reading) ?? referenceOf(ctx, owned, j, reading) ?? owned;
    const worded = j === i - 1 && lettered ? codeFieldNamedBefore(ctx, i, reading) : null;
    // "crate 4006381333931": a value in a code system the embedded records keep is that system's, not their one code
    const system = worded && reading.partCode ? formatField(ctx, i, reading) : null;
    if (system) return system;
    if (worded) {
      reading.worded = true;
      return worded;
    }
    const verbed = j === i - 1 ? verbPrepositionField(ctx, j) : null;
    if (verbed) {
      reading.verb = true;
      return verbed;
    }
    const participled = j === i - 1 ? participleField(ctx, j) : null;
    if (participled) {
      reading.participle = true;
      return participled;
    }
    const carried = ctx.tokens.slice(j + 1, i).every((w) => ARTICLES.has(w.text)) ? doneToField(ctx, j) : null;
    if (carried) {
      reading.doneTo = true;
      return carried;
    }
    const agentKey = j === i - 1 ? agentKeyField(ctx, j, owners) : null;
    // "crates unloaded for BRK-12" (a broker's key): letters naming another entity's key outweigh the agent the verb implies
    const prefixed = agentKey ? otherEntityPrefixed(ctx, i, agentKey, reading) : null;
    if (prefixed) return prefixed;
    if (agentKey) {
      reading.agent = true;
      return systemCodeOverKey(ctx, i, agentKey, reading) ?? agentKey;
    }
    if (named && !bareId) {
      // "label B12": a field named right before the code takes it; the words around tell which. Records named
      // ("shipment 1Z…", an embedded array) hold no value themselves: a code system they keep may
      fieldBefore = !named.entry.children.length;
      // "the kiln with code KL-4" beside `lines.code`: a bare word for a code links it on to the entity named before
      if (!linkWordOnly(ctx, named, j)) break;
      pastCodeWord = true;
      continue;
    }
    if (!CODE_LINKS.has(t.text)) break;
  }
  // with no field named before it, one word of a field's name will do
  const spelled = fieldBefore ? null : wordSpelledField(ctx, ctx.tokens[i].raw);
  if (spelled) {
    reading.spelled = true;
    return spelled;
  }
  const formatted = fieldBefore ? written() : formatField(ctx, i, reading);
  if (formatted) return formatted;
  const phone = fieldBefore ? null : phoneField(ctx, i);
  if (phone) {
    reading.phone = true;
    return phone;
  }
  // "songs in mp4 format": a text field named by its own name right after the code, with none before it, is the code's
  const after = fieldBefore ? undefined : mentionStartingAt(ctx, i + 1);
  const ownName = !!after && ctx.tokens.slice(after.from, after.to).map((t) => t.canon).join('') === fieldWordsOf(after.entry).join('');
  reading.fieldAfter = ownName && isTextLeaf(after!.entry) && !collectionMentionAt(ctx, i + 1);
  if (reading.fieldAfter) return after!.entry;
  // "open P1 repair jobs": a scale's step said of the records right after it, before any class they are coded by
  const step = fieldBefore || !collectionMentionAt(ctx, i + 1) ? null : scaleStepField(ctx, ctx.tokens[i].raw);
  if (step) {
    reading.scaleStep = true;
    return step;
  }
  const classing = lettered ? classCodeBefore(ctx, i + 1) : null;
  if (classing && !keysOtherRecords(ctx, i, classing)) {
    reading.classing = true;
    return classing;
  }
  const instrument = lettered ? instrumentField(ctx, i) : null;
  if (instrument) {
    reading.instrument = true;
    return instrument;
  }
  const prefixed = prefixedOwnerKey(ctx, i, reading);
  if (prefixed) {
    // "members enrolled at GY-12" beside `gym_id` and `enrolled_gym_id`: the key kept in the role the question says
    reading.prefix = true;
    return roleOfKey(ctx, prefixed, i, reading) ?? referenceOf(ctx, prefixed, i, reading) ?? countedPointer(ctx, prefixed, i, reading) ?? prefixed;
  }
  const given = lettered ? givenPartCode(ctx, i) : null;
  if (given) {
    reading.given = true;
    return given;
  }
  const subjectCode = lettered ? subjectCodeField(ctx, i, reading) : null;
  if (subjectCode) {
    reading.subject = true;
    return subjectCode;
  }
  const party = subjectsPartyKey(ctx, i, reading);
  if (party) return party;
  const ownKey = nounCollection ? collectionsOwnKey(ctx, nounCollection) : null;
  if (ownKey) {
    reading.ownKey = true;
    return ownKey;
  }
  const beside = besideFilteredPart(ctx);
  if (beside) {
    reading.besidePart = true;
    return beside;
  }
  // "tips for QX-20931": an identifier is no amount, count or date, whatever words around it name one
  // ("LDN-01", "F-1": letters and digits joined by a separator are a code too; "A4" may be a size)
  const measures = identifierLike(ctx.tokens[i].raw) || (lettered && spelledOut) ? keepsNoCode : undefined;
  return resolveField(ctx, i, i + 1, 'code', [], CODE_MIN_SCORE, measures)?.entry ?? null;
}

/** The kind words a field classing records is named with (`Permit_Type_Code`, `category`), canonical. */
const CLASS_KIND_CANON: ReadonlySet<string> = new Set([...KIND_FIELD_WORDS].map(canonWord));

/**
 * Per schema, by collection: the leaf that classes its records, among their shallowest leaves: the one kind field
 * (`Permit_Type_Code`, `category`), else the one code field that is not the records' own (`grade_code` in parcels, not
 * `parcel_code`) nor their status; null when none or several are.
 */
const classFields = perSchema((owners: FieldOwners, index: FieldIndex, collections: readonly string[]): ReadonlyMap<string, FieldEntry | null> => {
  const byCollection = new Map<string, FieldEntry | null>();
  for (const c of collections) {
    const own = fieldWords(c).map(canonWord);
    const leaves = index.entries.filter((e) => !e.children.length && owners.ownerOf.get(e) === c);
    // where no field is known to be theirs, a kind field named for their noun or its initials (`WO_Type_Code`) is
    const kindOf = (e: FieldEntry): boolean => {
      const at = e.canonWords.findIndex((w) => CLASS_KIND_CANON.has(w));
      return at >= 0 && (isCodeField(e) || !holdsKey(e)) && (leaves.length > 0 || (at > 0 && namesRecords(own, e.canonWords.slice(0, at))));
    };
    const top = leaves.length ? Math.min(...leaves.map((e) => e.depth)) : 0;
    const shallow = leaves.length ? leaves.filter((e) => e.depth === top) : index.entries.filter((e) => !e.children.length);
    // `Permit_Type_Code` beside `Permit_Type_Desc`: of kinds kept twice, the code is what a code written names
    const kinds = codesOfSeveral(shallow.filter(kindOf));
    // a status code keeps the state the records are in, which no code before them says (`status_code`)
    const codes = leaves.length ? shallow.filter((e) => isCodeField(e) && !endsWithWords(own, e.canonWords.slice(0, -1)) && !e.canonWords.includes(STATUS_FIELD_WORD)) : [];
    const picked = kinds.length ? kinds : codes;
    byCollection.set(c, picked.length === 1 ? picked[0]! : null);
  }
  return byCollection;
});

/** Of several fields, those named as codes; one stays as it is. */
const codesOfSeveral = (fields: readonly FieldEntry[]): readonly FieldEntry[] => (fields.length > 1 ? fields.filter(isCodeField) : fields);

/** Whether a field's leading words name a collection's records: the words its name ends in, or their initials. */
const namesRecords = (collection: readonly string[], words: readonly string[]): boolean =>
  endsWithWords(collection, words) || (words.length === 1 && collection.length > 1 && initials(collection) === words[0]);

/**
 * "XR2 permits", "AGRI parcels": a code right before a plural noun naming records classes them; the field classing
 * those records (classFields) keeps it. Null when no collection is named there or it keeps no one such field.
 */
export function classCodeBefore(ctx: EngineContext, at: number): FieldEntry | null {
  const named = recordsNamedAt(ctx, at);
  return named ? classFields(ctx.owners, ctx.index, ctx.collections).get(named) ?? null : null;
}

/**
 * "TL-004 loans" beside the tools' `tool_code`: letters before the code's digits that abbreviate the key of other
 * records than the ones classed after it (prefixedOwnerKey) name that entity, which the records point at; no class.
 */
function keysOtherRecords(ctx: EngineContext, i: number, classing: FieldEntry): boolean {
  const key = prefixedOwnerKey(ctx, i, {});
  const owner = key ? ctx.owners.ownerOf.get(key) : undefined;
  return !!owner && owner !== ctx.owners.ownerOf.get(classing);
}

/** Capitals in two runs or more joined by hyphens or underscores, no digit ("KX-RQT"): a code, however it reads. */
const JOINED_CAPITALS = /^\p{Lu}+(?:[-_]\p{Lu}+)+$/u;
/** The word between records and a code they hold ("lots of KX-RQT"). */
const OF_RECORDS = 'of';

/**
 * "lots of KX-RQT": capitals joined in runs (JOINED_CAPITALS) right after "of" after the records named are a code
 * those records hold, their one code (subjectCodeField); null elsewhere or when they hold none or several.
 */
function joinedCapitalsOfRecords(ctx: EngineContext, i: number, reading: CodeReading): FieldEntry | null {
  if (ctx.tokens[i - 1]?.text !== OF_RECORDS || !JOINED_CAPITALS.test(ctx.tokens[i].raw) || !collectionMentionAt(ctx, i - 2)) return null;
  return subjectCodeField(ctx, i, reading);
}

/**
 * "AGRI parcels": the field classing the records named right after a word written in capitals (WRITTEN_CODE) at `i`
 * that is no word of the schema's own names, nor a function word; null when there is none.
 */
function capitalsClassing(ctx: EngineContext, i: number): FieldEntry | null {
  const t = ctx.tokens[i];
  // "UK lots", "NASA lots": capitals a vocabulary knows name a place or a body, not a class code
  if (t.kind !== 'word' || !writtenAsCode(t.raw) || STOP_WORDS.has(t.text) || ctx.index.words.has(t.canon) || isLexiconValue(t.text)) return null;
  // "grade IV parcels": a field named right before the capitals keeps them
  const named = mentionAt(ctx, i - 1);
  return named && !collectionMentionAt(ctx, i - 1) ? null : classCodeBefore(ctx, i + 1);
}

/**
 * The collection a plural noun starting at token `at` names: one mentioned there, else the one whose name the words
 * end ("entries" for `Customs_Entries`, "work orders" for `Work_Orders`), when no other's name they end.
 */
function recordsNamedAt(ctx: EngineContext, at: number): string | undefined {
  const mention = collectionMentionAt(ctx, at);
  if (mention) return mention.from === at && isPluralWord(ctx.tokens[mention.to - 1]!.text) ? mention.collection : undefined;
  const ending = ctx.collections.filter((c) => {
    const words = fieldWords(c).map(canonWord);
    return words.some((_, k) => {
      const tail = words.slice(k);
      const last = ctx.tokens[at + tail.length - 1];
      return !!last && isPluralWord(last.text) && tail.every((w, n) => ctx.tokens[at + n]!.canon === w);
    });
  });
  return ending.length === 1 ? ending[0] : undefined;
}

/** Code fields (`cause_code`, `queue_class_code`) by each word of their own name before the code ending; once per schema. */
const codeFieldsByWord = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byWord = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) {
    const words = entry.children.length ? [] : entry.ownWords;
    if (words.length < 2 || !CODE_ENDINGS.has(words[words.length - 1]!)) continue;
    for (const word of new Set(words.slice(0, -1))) addToList(byWord, word, entry);
  }
  return byWord;
});

/**
 * "tickets parked for cause PARTS_WAIT", "tickets on queue TIER-2B": the code field a word right before a value written as a code
 * names: the one whose name is that word and the code ending, else the only one with the word in its name.
 */
export function codeFieldNamedBefore(ctx: EngineContext, i: number, reading?: OwnCodeReading): FieldEntry | null {
  return codeFieldNamedBy(ctx, ctx.tokens[i - 1], reading);
}

/**
 * "books in the HIST genre", "players of the BRS section": the code field a noun right after a value written in
 * capitals names, as the word before it does ("genre HIST").
 */
export function codeFieldNamedAfter(ctx: EngineContext, end: number, reading?: OwnCodeReading): FieldEntry | null {
  return codeFieldNamedBy(ctx, ctx.tokens[end], reading);
}

/** Whether codeFieldNamedBy left out a code of another thing kept for the noun's records (codeOfOther), or took a part's code (partCodeNamedBy). */
export interface OwnCodeReading { otherCode?: boolean; partCode?: boolean }
/** Evidence of a code field chosen over those keeping another thing's code (codeOfOther). */
export const NOT_OTHERS_CODE = '+not-others-code';
/** Evidence of the code kept in embedded records a noun names (partCodeNamedBy). */
const PART_CODE = '+embedded-code';
/** The evidence suffix of how codeFieldNamedBy chose. */
export const ownCodeSuffix = (reading: OwnCodeReading): string => `${reading.partCode ? PART_CODE : ''}${reading.otherCode ? NOT_OTHERS_CODE : ''}`;

/**
 * Embedded records (an object or a list: `berths`, `hrbr`, `dockSlots`) that keep one leaf code of their own
 * (`berths.code`, `dockSlots.slotCode`), by each word of their name as written; once per schema.
 */
const partCodes = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byWord = new Map<string, FieldEntry | null>();
  for (const entry of index.entries) {
    // (most fields hold none: no list filtered for them)
    if (!entry.children.length) continue;
    const codes = entry.children.filter((c) => !c.children.length && isCodeField(c));
    if (codes.length !== 1) continue;
    for (const word of new Set(entry.writtenWords)) setWhileUnique(byWord, word, codes[0]!);
  }
  return new Map([...byWord].filter((pair): pair is [string, FieldEntry] => pair[1] !== null));
});

/**
 * "yachts moored at berth QX-7", "boats in harbour NORTHWALL", "a Q4 slot": a noun naming embedded records, by a word
 * of their name (`berths`, `dockSlots`) or that name written shorter (`hrbr`), names the one code they keep; asked only
 * when no code field is named for the word itself.
 */
function partCodeNamedBy(index: FieldIndex, word: Token): FieldEntry | null {
  const parts = partCodes(index);
  if (!parts.size) return null;
  const named = parts.get(word.text) ?? parts.get(`${word.text}s`);
  if (named) return named;
  const shortened = [...parts].filter(([part]) => writtenShorter(part, word.text, 2));
  return shortened.length === 1 ? shortened[0]![1] : null;
}

/** "grade code 3": the leaf field named right before the word for a code said right before token `i`. */
function fieldBeforeCodeWord(ctx: EngineContext, i: number): FieldEntry | null {
  const named = CODE_ENDINGS.has(ctx.tokens[i - 1]?.text ?? '') ? mentionEndingAt(ctx, i - 1) : undefined;
  return named && !named.entry.children.length && !collectionMentionAt(ctx, named.from) ? named.entry : null;
}

/**
 * "boats with hull number KX-RQT", "lockers with locker id ABX": a value written in capitals, without a
 * digit, right after a key field named in full is that key's value, as a code with digits would be. Not a sort
 * direction ("sorted by hull number ASC"), nor after "by", where the key orders or groups the records.
 */
function capitalsAfterKey(ctx: EngineContext, i: number): boolean {
  const { text: word, raw } = ctx.tokens[i];
  if (!writtenAsCode(raw) || STOP_WORDS.has(word) || SORT_DIRECTION_WORDS.has(word)) return false;
  const named = mentionEndingAt(ctx, i);
  return named?.kind === 'full' && !named.entry.children.length && holdsKey(named.entry) && !collectionMentionAt(ctx, named.from)
    && ctx.tokens[named.from - 1]?.text !== DOER_LEAD;
}

function codeFieldNamedBy(ctx: EngineContext, word: Token | undefined, reading?: OwnCodeReading): FieldEntry | null {
  if (word?.kind !== 'word' || STOP_WORDS.has(word.text)) return null;
  const fields = codeFieldsByWord(ctx.index).get(word.canon) ?? [];
  const exact = fields.filter((e) => e.ownWords.length === 2 && e.ownWords[0] === word.canon);
  const picked = exact.length ? exact : fields;
  // "depot KLM" beside `depot_site_code` and `depot_country_code`: a code whose words after the noun spell another
  // field's whole name (`country_code`) is that other thing's code kept for the noun's records, not the noun's own
  const own = picked.length > 1 ? picked.filter((e) => !codeOfOther(ctx.index, e, word.canon)) : picked;
  if (own.length === 1) {
    if (reading) reading.otherCode = own !== picked;
    return own[0]!;
  }
  const part = partCodeNamedBy(ctx.index, word);
  if (part && reading) reading.partCode = true;
  return part;
}

function codeOfOther(index: FieldIndex, entry: FieldEntry, noun: string): boolean {
  const rest = entry.ownWords.slice(entry.ownWords.indexOf(noun) + 1).join('');
  return !!index.phrases.get(rest)?.some((c) => c.entry !== entry && !c.entry.children.length && fieldWordsOf(c.entry).join('') === rest);
}

/** A scale's step written as its initial and one digit ("P1", "S2"; "P45" is a form's name, "S12" a sprint's). */
const SCALE_STEP = /^(\p{Lu})\d$/u;
const LETTERED_SCALES_CANON: ReadonlySet<string> = new Set(LETTERED_SCALES.map(canonWord));

/** Leaf fields named for a lettered scale (`priority`, `support_tier`) by the scale's initial, once per schema. */
const scaleFieldsByInitial = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byInitial = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) {
    const last = entry.children.length ? undefined : entry.canonWords[entry.canonWords.length - 1];
    if (last && LETTERED_SCALES_CANON.has(last)) addToList(byInitial, last[0]!, entry);
  }
  return byInitial;
});

/**
 * "open P1 repair jobs", "S2 incidents": a capital and a digit written right before the records is a step of the one
 * lettered scale (LETTERED_SCALES) the schema keeps whose name that capital begins; null when none or several do.
 */
function scaleStepField(ctx: EngineContext, raw: string): FieldEntry | null {
  const letter = SCALE_STEP.exec(raw)?.[1]?.toLowerCase();
  const fields = letter ? scaleFieldsByInitial(ctx.index).get(letter) ?? [] : [];
  return fields.length === 1 ? fields[0]! : null;
}

/** How far from a code the measure it was taken with may be named ("an FMA-66 score", "rated over 30 on the BBS-14"). */
const INSTRUMENT_WINDOW = 5;

/**
 * Text leaves naming an instrument (INSTRUMENT_WORDS) as their head, once per schema: the last word, or the word
 * before a tail that keeps it (`test_name`, `scale_code`); `test_date` or `survey_id` keep something else about one.
 */
const instrumentFields = perSchema((index: FieldIndex): readonly FieldEntry[] =>
  // the head first: few fields name an instrument, and the text-leaf test judges a field's kind on first asking
  index.entries.filter((e) => INSTRUMENT_CANON.has(instrumentHead(fieldWordsOf(e))) && isTextLeaf(e)));
const INSTRUMENT_CANON: ReadonlySet<string> = new Set(INSTRUMENT_WORDS.map(canonWord));
const INSTRUMENT_TAILS_CANON: ReadonlySet<string> = new Set([...INSTRUMENT_TAILS].map(canonWord));
const instrumentHead = (written: readonly string[]): string =>
  written.length > 1 && INSTRUMENT_TAILS_CANON.has(written.at(-1)!) ? written.at(-2)! : written.at(-1)!;

/**
 * "the lowest FMA-66 score", "patients rated over 30 on the BBS-14": a code said in the clause of a measure
 * kept in embedded records, named or already compared, names what the measure was taken with: the one leaf beside it
 * whose name says an instrument (`screenings.instrument`). Null when the schema keeps none beside such a measure.
 */
function instrumentField(ctx: EngineContext, i: number): FieldEntry | null {
  const kept = instrumentFields(ctx.index);
  if (!kept.length) return null;
  const measures = new Set<FieldEntry>();
  for (const side of [-1, 1]) {
    for (let k = i + side; Math.abs(k - i) <= INSTRUMENT_WINDOW && k >= 0 && k < ctx.tokens.length && !CLAUSE_BREAKS.has(ctx.tokens[k]!.text); k += side) {
      const named = mentionAt(ctx, k)?.entry;
      if (named && isMeasureField(named)) measures.add(named);
    }
  }
  for (const name of Object.keys(ctx.analysis.filters)) {
    const compared = ctx.index.byName.get(name);
    if (compared && isMeasureField(compared)) measures.add(compared);
  }
  const beside = kept.filter((e) => e.parent && [...measures].some((m) => m.parent === e.parent));
  return beside.length === 1 ? beside[0]! : null;
}

/** How far before a code the records it describes may be named. */
const SUBJECT_WINDOW = 5;

/**
 * "which orders used SPRING25", "stock level for BX-2210-RED": a code written with letters that no word ties to an
 * entity is what the records named before it hold as their one code (`promo_code`, `items.sku`), not their id or a
 * measure; the records are a collection named, else the owner of a field named.
 */
function subjectCodeField(ctx: EngineContext, i: number, reading: CodeReading): FieldEntry | null {
  const subject = subjectBefore(ctx, i);
  if (!subject) return null;
  // "orders containing AB-10293" beside `lineItems.sku` and `shipments.warehouseCode`: a code naming another
  // collection points at those records, whose own letters would have named them; the records' own code is left
  const held = subjectCodes(ctx.owners, ctx.index).get(subject)?.filter((e) => !ctx.collections.some((c) => c !== subject && namesCollection(e, c))) ?? [];
  // "baskets that included MUG-0318" beside `voucherCode` and `lineItems.sku`: what the records hold among their parts
  // is the code of a part, kept in their embedded records
  // "hives with a QB7710", "hives that included a VAR-2T": a code said with an indefinite article is one of those parts too
  const article = INDEFINITE_ARTICLES.has(ctx.tokens[i - 1]?.text ?? '');
  const verb = ctx.tokens[i - 1 - (article ? 1 : 0)]?.text ?? '';
  const parts = held.length > 1 && (CONTAINING_VERBS.has(verb) || INCLUDING_VERBS.has(verb) || article) ? held.filter(inListOfParts) : held;
  // "a VAR-2T inspection" beside `inspections.miteCode` and `feedings.code`: the noun after the code names whose
  const after = ctx.tokens[i + 1];
  const named = parts.length > 1 && after?.kind === 'word' ? parts.filter((e) => enclosingNoun(e) === after.canon) : parts;
  if (named.length !== 1) return null;
  reading.includedParts = parts !== held;
  return named[0]!;
}

/**
 * "clients seen for K52.1", "clients with code K52.1": a code written in a public code system's form, letters, digits
 * and separators (CODE_FORMATS), is a code the records hold (their one code: subjectCodeField), not the key or number
 * of an entity or agent named before it, when no field keeps the system by name (formatField found none).
 */
function systemCodeOverKey(ctx: EngineContext, i: number, key: FieldEntry, reading: CodeReading): FieldEntry | null {
  const raw = ctx.tokens[i].raw;
  if (isCodeField(key) || !/[.\-]/.test(raw) || !/\p{L}/u.test(raw) || !CODE_FORMATS.some((f) => f.pattern.test(raw))) return null;
  const code = subjectCodeField(ctx, i, reading);
  reading.systemOverKey = !!code;
  return code;
}

/**
 * "show visit VIS-0042" where visits keep `vis_id` beside a bare `code`: letters abbreviating the noun right before
 * the code make it that noun's key, kept in the same records, not the code they record. A code field named for the
 * noun (`plot_code`) keeps it, as does a code said with the word "code" between.
 */
function abbreviatedNounKey(ctx: EngineContext, i: number, j: number, code: FieldEntry, reading: CodeReading): FieldEntry | null {
  const letters = codePrefix(ctx.tokens[i].raw);
  const noun = ctx.tokens[j]!;
  if (!letters || j !== i - 1 || code.ownWords.includes(noun.canon) || !lettersInOrder(letters, noun.text)) return null;
  const keys = (code.parent?.children ?? []).filter((e) => !e.children.length && holdsKey(e) && !isCodeField(e) && keysNoun(e, noun));
  reading.nounKey = keys.length === 1;
  return reading.nounKey ? keys[0]! : null;
}

/** A key named for the noun, whole or written shorter (`visit_id`, `vis_id`), or a bare `id` of the records. */
function keysNoun(key: FieldEntry, noun: Token): boolean {
  if (key.ownWords.length === 1) return isBareId(key);
  const owner = key.writtenWords[key.writtenWords.length - 2];
  return key.canonWords[key.canonWords.length - 2] === noun.canon || (!!owner && writtenShorter(owner, noun.text, 2));
}

/**
 * "goats dosed with XR-2", "which clients were prescribed RX-14": a code right after a verb of giving (GIVING_VERBS),
 * past "with" or an article, is what the events embedded in the records logged: the one code kept in a list of parts,
 * else the one of those the records named before keep. Null after other words, or when no one such code is kept.
 */
function givenPartCode(ctx: EngineContext, i: number): FieldEntry | null {
  let k = i - 1;
  while (k > i - 3 && (INDEFINITE_ARTICLES.has(ctx.tokens[k]?.text ?? '') || ctx.tokens[k]?.text === GIVEN_WITH)) k--;
  if (!GIVING_VERBS.has(ctx.tokens[k]?.text ?? '')) return null;
  return soleOrOwnedBy(ctx, listedPartCodes(ctx.index), () => subjectBefore(ctx, k));
}
/** The word after a verb of giving that leads to what was given ("dosed with"). */
const GIVEN_WITH = 'with';

/** The code fields kept in lists of embedded records (`doses.product_code`), once per schema. */
const listedPartCodes = perSchema((index: FieldIndex): readonly FieldEntry[] =>
  index.entries.filter((e) => e.depth > 1 && !e.children.length && isCodeField(e) && inListOfParts(e)));

/**
 * "jobs where a K-402 repair was made on bay 7": a code no word ties to a field, asked with a value already read into
 * embedded records (`repairs.bay`), is the one code those records keep (`repairs.code`); null when they keep none or
 * several, or the values read lie in several records.
 */
function besideFilteredPart(ctx: EngineContext): FieldEntry | null {
  const paths = new Set(Object.keys(ctx.analysis.filters).map((name) => name.slice(0, Math.max(0, name.lastIndexOf('.')))));
  const codes = paths.size === 1 ? partCodesByPath(ctx.index).get([...paths][0]!) : undefined;
  return codes?.length === 1 ? codes[0]! : null;
}

/** The code fields of embedded records (`procedures.code`) by the path of those records, once per schema. */
const partCodesByPath = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byPath = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) if (entry.depth > 1 && !entry.children.length && isCodeField(entry)) addToList(byPath, parentPath(entry.name), entry);
  return byPath;
});

/** The records named nearest before token `i`: a collection named, else the owner of a field named. */
function subjectBefore(ctx: EngineContext, i: number): string | undefined {
  let subject: string | undefined;
  for (let j = i - 1; j >= 0 && j >= i - SUBJECT_WINDOW && !subject; j--) {
    const field = mentionAt(ctx, j);
    subject = collectionMentionAt(ctx, j)?.collection ?? (field && ctx.owners.ownerOf.get(field.entry));
  }
  return subject;
}


/** A field kept in embedded records listed under a plural name (`lineItems.sku`, not `deliveryAddress.areaCode`). */
function inListOfParts(entry: FieldEntry): boolean {
  const path = parentPath(entry.name);
  const words = path ? fieldWords(path.slice(path.lastIndexOf('.') + 1)) : [];
  return words.length > 0 && isPluralWord(words[words.length - 1]!);
}

/** Each collection's leaf fields ending in a code word (code, ref, sku), once per schema. */
const subjectCodes = perSchema((owners: FieldOwners, index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byOwner = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) {
    const owner = owners.ownerOf.get(entry);
    if (!owner || entry.children.length || !isCodeField(entry)) continue;
    addToList(byOwner, owner, entry);
  }
  return byOwner;
});

/**
 * "rides that ended at dock DK-4" beside `dock_id`, `start_dock_id` and `end_dock_id`: the key kept in the role the
 * question says, by a route word before the entity noun at `at` (routeEndKeeping) or a leading word of the longer key
 * (roleKeySaid), noted in `reading`.
 */
function roleOfKey(ctx: EngineContext, key: FieldEntry, at: number, reading: CodeReading): FieldEntry | null {
  const found = routeEndKeeping(ctx, ctx.tokens[at - 1]?.text, key) ?? roleKeySaid(ctx, key, () => wordsSaid(ctx));
  // a copy kept in embedded records (`dockings.berthCode`) is no role: the records named say whose copy (record-path)
  const role = found && found.depth === key.depth && found.parent === key.parent ? found : null;
  reading.role = !!role;
  return role;
}

/**
 * "vase 2001.7.14" where vases keep `CatalogueNumber` beside `PotterID`: a code after a collection's noun, whose word
 * names no key, is the one top-level key of that collection's own, a field ending in an identifier word that names no
 * other collection (a link) and is no bare `_id`; null when it keeps none or several.
 */
function collectionsOwnKey(ctx: EngineContext, collection: string): FieldEntry | null {
  return ownKeysOf(ctx.owners, ctx).get(collection)?.own ?? null;
}

/** A collection's own key: the one top-level key naming it (`EmployeeID` of employees), else collectionsOwnKey. */
function namedOwnKey(ctx: EngineContext, collection: string): FieldEntry | null {
  return ownKeysOf(ctx.owners, ctx).get(collection)?.named ?? null;
}

interface OwnKeys {
  /** collectionsOwnKey */
  readonly own: FieldEntry | null;
  /** namedOwnKey */
  readonly named: FieldEntry | null;
}

/**
 * Each collection's own keys (collectionsOwnKey, namedOwnKey), once per schema: the top-level keys each holds are
 * gathered in one pass, so each key is matched against the collections once, not once per collection asked about.
 */
const ownKeysOf = perSchema((_owners: FieldOwners, ctx: EngineContext): ReadonlyMap<string, OwnKeys> => {
  const held = new Map<string, FieldEntry[]>();
  for (const e of ctx.index.entries) {
    const owner = e.depth === 1 && !e.children.length && holdsKey(e) ? ctx.owners.ownerOf.get(e) : undefined;
    if (owner) addToList(held, owner, e);
  }
  const table = new Map<string, OwnKeys>();
  for (const collection of ctx.collections) {
    const keys = held.get(collection) ?? [];
    const owned = keys.filter((e) => !isBareId(e) && e.canonWords.length > 1 && !ctx.collections.some((c) => c !== collection && namesCollection(e, c)));
    const own = owned.length === 1 ? owned[0]! : null;
    const naming = keys.filter((e) => namesCollection(e, collection));
    table.set(collection, { own, named: naming.length === 1 ? naming[0]! : own });
  }
  return table;
});

/** Each collection's own key (namedOwnKey), first listed first, once per schema. */
const ownKeysInOrder = perSchema((_owners: FieldOwners, ctx: EngineContext): ReadonlyArray<{ readonly collection: string; readonly key: FieldEntry }> =>
  ctx.collections.flatMap((collection) => {
    const key = namedOwnKey(ctx, collection);
    return key ? [{ collection, key }] : [];
  }).sort((a, b) => a.key.order - b.key.order));

/** A run of four digits or more: a code holding one is a record's identifier ("FX-1002", "Q20931"), no label ("B12"). */
const IDENTIFIER_DIGITS = /\d{4,}/;

/** An amount, a count or a date (`finish_date`, `net_pay`), not a number kept as a key (`trackingNumber`): it holds no code. */
const keepsNoCode = (entry: FieldEntry): boolean => isMeasureField(entry) && !holdsKey(entry);

/** A code written as an identifier (four digits in a row or more) or in a public code system ("E11.9"): never a measure. */
const identifierLike = (raw: string): boolean => IDENTIFIER_DIGITS.test(raw) || CODE_FORMATS.some((f) => f.pattern.test(raw));

/**
 * "invoices for QX-0041223", "hours logged by Z71234", "how many repairs did RM-20931 have": an identifier whose letters
 * name no field or entity, after a word saying whose the records named before it are, is the key of that party. Records
 * kept inside others ("the service log for …", embedded) are their holder's: its own key. Records of their own are
 * someone's by the one key they keep that names another collection (`customer_id`); null when none or several.
 */
function subjectsPartyKey(ctx: EngineContext, i: number, reading: CodeReading): FieldEntry | null {
  if (!PARTY_CODE_LEADS.has(ctx.tokens[i - 1]?.text ?? '') || !IDENTIFIER_DIGITS.test(ctx.tokens[i].raw)) return null;
  for (let j = i - 2; j >= 0 && j >= i - 1 - SUBJECT_WINDOW; j--) {
    const collection = collectionMentionAt(ctx, j)?.collection;
    const field = collection ? undefined : mentionAt(ctx, j)?.entry ?? partNamed(ctx, j);
    const subject = collection ?? (field && ctx.owners.ownerOf.get(field));
    if (!subject) continue;
    // "the vaccination history for …": parts kept inside the records name their holder
    if (field && (field.depth > 1 || field.children.length > 0)) {
      const own = collectionsOwnKey(ctx, subject);
      reading.holdersKey = !!own;
      return own;
    }
    const links = ctx.index.entries.filter((e) => e.depth === 1 && !e.children.length && holdsKey(e) && ctx.owners.ownerOf.get(e) === subject
      && ctx.collections.some((c) => c !== subject && namesCollection(e, c)));
    reading.partyKey = links.length === 1;
    if (links.length) return reading.partyKey ? links[0]! : null;
    // a schema listing each field once keeps a shared key with the records listed first, that the others point at;
    // those records themselves, or records reached by a field of their own ("the phone number for …"), are their own key's
    const hub = ownKeysInOrder(ctx.owners, ctx)[0];
    if (field || hub?.collection === subject) {
      const own = namedOwnKey(ctx, subject);
      reading.subjectsOwnKey = !!own;
      return own;
    }
    reading.hubKey = !!hub;
    return hub?.key ?? null;
  }
  return null;
}

/** A leaf of the embedded records the word at `j` names ("immunization" → `immunizations.lot`), listed or not. */
function partNamed(ctx: EngineContext, j: number): FieldEntry | undefined {
  const word = ctx.tokens[j]!;
  if (word.kind !== 'word' || STOP_WORDS.has(word.text)) return undefined;
  const part = embeddedNamed(ctx.index, word.canon)[0];
  return part ?? ctx.index.entries.find((e) => e.depth > 1 && !e.children.length && unlistedHolderWord(e) === word.canon);
}

/** The one pointer to the key's records that a count with no records named counts by (solePointerCounted), noted in `reading`. */
function countedPointer(ctx: EngineContext, key: FieldEntry, at: number, reading: CodeReading): FieldEntry | null {
  const owner = ctx.owners.ownerOf.get(key);
  const pointer = owner ? solePointerCounted(ctx, owner, at) : null;
  reading.countedPointer = !!pointer;
  return pointer;
}

/** The key the records named before the entity noun at `at` point at it by (see subjectsReference), noted in `reading`. */
function referenceOf(ctx: EngineContext, key: FieldEntry, at: number, reading: CodeReading): FieldEntry | null {
  const reference = subjectsReference(ctx, key, at);
  reading.reference = !!reference;
  const asked = reference ? null : askedRecordsReference(ctx, key, at);
  reading.askedRecords = !!asked;
  return reference ?? asked;
}

/**
 * The key that letters of two or more before a code's digits abbreviate (prefixedOwnerKey), when it is another
 * entity's than `owned`, the key of the noun at `noun` linked to the code, whose word the letters do not abbreviate:
 * the records named before point at it by it (subjectsReference) or keep it under that name.
 */
function otherPrefixedKey(ctx: EngineContext, i: number, noun: number, owned: FieldEntry, reading: CodeReading): FieldEntry | null {
  const raw = ctx.tokens[i].raw;
  const letters = codePrefix(raw);
  // "the kiln with code KL-4" beside `kilnerRef`: letters that abbreviate the noun itself are its own code's
  if (!letters || lettersInOrder(letters, ctx.tokens[noun].text)) return null;
  const prefixReading: CodeReading = {};
  const key = prefixedOwnerKey(ctx, i, prefixReading);
  if (!key || key === owned) return null;
  reading.linkedPrefix = true;
  return subjectsReference(ctx, key, i) ?? key;
}

/** The key of another entity than `key`'s that two letters or more before a code's digits name (prefixedOwnerKey). */
function otherEntityPrefixed(ctx: EngineContext, i: number, key: FieldEntry, reading: CodeReading): FieldEntry | null {
  if (!codePrefix(ctx.tokens[i].raw)) return null;
  const prefixReading: CodeReading = {};
  const prefixed = prefixedOwnerKey(ctx, i, prefixReading);
  reading.prefixOverAgent = !!prefixed && prefixed !== key && !prefixReading.initials;
  return reading.prefixOverAgent ? prefixed : null;
}

/** How codeField chose its field, when the evidence names a rule of its own for it. */
interface CodeReading extends OwnCodeReading {
  shortened?: boolean; initials?: boolean; reference?: boolean; spelled?: boolean; fieldAfter?: boolean; worded?: boolean; prefix?: boolean; format?: boolean;
  verb?: boolean; subject?: boolean; agent?: boolean; participle?: boolean; serial?: boolean;
  /** a key its letters abbreviate, of another entity than the noun linked to the code (otherPrefixedKey) */
  linkedPrefix?: boolean;
  /** the one pointer to the code's records, counted with no records named (countedPointer) */
  countedPointer?: boolean;
  /** the records' one code narrowed to the code of their listed parts (subjectCodeField) */
  includedParts?: boolean;
  /** of the fields keeping the code system, those named as codes (formatField) */
  codeNamed?: boolean;
  /** the entity named before a bare word for a code that some field is called ("pet with code PT-1") */
  pastCodeWord?: boolean;
  /** a field the letters spell whole left for the noun linked to the code, which they abbreviate (abbreviatesLinkedNoun) */
  nounOverSpelled?: boolean;
  /** of the keys the letters fit, the one the records named before keep (prefixedOwnerKey) */
  subjectsKey?: boolean;
  /** a key the letters name, over the key of the agent a verb implies (otherEntityPrefixed) */
  prefixOverAgent?: boolean;
  /** the one code of the embedded records a value already read lies in (besideFilteredPart) */
  besidePart?: boolean;
  /** the key of the role a verb and its preposition before the entity noun give it (agentRoleKey) */
  agentRole?: boolean;
  /** the longer key holding the entity's key in the role the question says (roleOfKey) */
  role?: boolean;
  /** the key the code's letters name, past an attribute asked of its record ("the status of AB-12") */
  askedOf?: boolean;
  /** the one key of the collection named before the code (collectionsOwnKey) */
  ownKey?: boolean;
  /** the copy of the entity's key the records an object question asks keep (askedRecordsReference) */
  askedRecords?: boolean;
  /** the one key the records named before keep that names another collection, after "for"/"by" (subjectsPartyKey) */
  partyKey?: boolean;
  /** a code in a public system's form taken from a key for the records' one code (systemCodeOverKey) */
  systemOverKey?: boolean;
  /** the noun's key its letters abbreviate, over the bare code its records keep (abbreviatedNounKey) */
  nounKey?: boolean;
  /** the code of embedded events after a verb of giving (givenPartCode) */
  given?: boolean;
  /** a long run of digits read as a telephone number (phoneField) */
  phone?: boolean;
  /** the own key of the collection listed first, when the records named before keep no key of another (subjectsPartyKey) */
  hubKey?: boolean;
  /** the field named with the past participle of the verb said in -ing before the code (doneToField) */
  doneTo?: boolean;
  /** the own key of the records holding the parts named before, after "for"/"by" (subjectsPartyKey) */
  holdersKey?: boolean;
  /** the own key of the records named before, listed first or named by a field of theirs, after "for"/"by" (subjectsPartyKey) */
  subjectsOwnKey?: boolean;
  /** the field classing the records a plural noun right after the code names (classCodeBefore) */
  classing?: boolean;
  /** the lettered scale whose initial the code's capital is (scaleStepField) */
  scaleStep?: boolean;
  /** the instrument a measure named near the code was taken with (instrumentField) */
  instrument?: boolean;
  /** a code system's field found beside a date or amount its words name, which keeps no code (fieldsKeeping) */
  besideMeasure?: boolean;
}

/** How codeField chose its field, first found first, with the evidence suffix of each (codeProposals). */
const CODE_READING_RULES: ReadonlyArray<readonly [keyof CodeReading, string]> = [
  ['classing', '+classes-records-after'], ['systemOverKey', '+system-code-over-key'], ['nounKey', '+abbreviated-noun-key'], ['given', '+given-part-code'], ['linkedPrefix', '+linked-other-prefix'], ['agentRole', '+agent-role-key'], ['role', '+role-said'], ['askedOf', '+attribute-asked-of'], ['prefixOverAgent', '+prefix-over-agent'], ['reference', SUBJECTS_REFERENCE], ['askedRecords', ASKED_RECORDS], ['countedPointer', '+counted-pointer'], ['spelled', '+prefix-spells-field'], ['worded', '+code-field-word'], ['fieldAfter', '+field-after'],
  ['format', '+code-system'], ['scaleStep', '+scale-step'], ['instrument', '+measure-instrument'], ['agent', '+verb-agent'], ['initials', '+collection-initials'], ['subjectsKey', '+subjects-prefixed-key'], ['prefix', '+letter-prefix'], ['verb', '+verb-field'],
  ['participle', '+participle-field'], ['doneTo', '+done-to-field'], ['serial', '+written-number'], ['subject', '+subject-code'], ['shortened', '+shortened-key'],
  ['pastCodeWord', '+past-code-word'], ['besidePart', '+beside-filtered-part'], ['phone', '+phone-number'], ['partyKey', '+party-key'], ['hubKey', '+first-listed-key'], ['subjectsOwnKey', '+subjects-own-key'], ['holdersKey', '+holders-own-key'], ['ownKey', '+collections-own-key'],
];

/** The evidence rule of a code codeField placed: how it chose (CODE_READING_RULES), a code system's verb agent, and what narrowed the choice. */
function codeRule(reading: CodeReading): string {
  const [flag, suffix] = CODE_READING_RULES.find(([f]) => reading[f]) ?? [undefined, ''];
  return `filters.code${suffix}${flag === 'format' && reading.agent ? '+verb-agent' : ''}${reading.includedParts ? '+included-parts' : ''}`
    + `${reading.codeNamed ? '+code-named' : ''}${flag === 'format' && reading.besideMeasure ? '+code-beside-measure' : ''}${reading.otherCode ? NOT_OTHERS_CODE : ''}${reading.nounOverSpelled ? '+linked-noun-over-spelled' : ''}`;
}

/** "approved by M-3001": a leaf field named by the verb and the preposition before the value (`approvedBy`). */
function verbPrepositionField(ctx: EngineContext, at: number): FieldEntry | null {
  const preposition = ctx.tokens[at];
  const verb = ctx.tokens[at - 1];
  if (!FIELD_NAME_PREPOSITIONS.has(preposition.text) || verb?.kind !== 'word') return null;
  return ctx.index.phrases.get(verb.canon + preposition.canon)?.find((c) => c.kind !== 'alias' && !c.entry.children.length && fieldWordsOf(c.entry).length === 2)?.entry ?? null;
}

/**
 * "wines graded A2", "roads surfaced S3", "PMP certified staff": the one leaf field with the participle's verb, its
 * gerund or its noun in -ation among its words (`qualityGrade`, `surfacing_code`, `certification`) keeps the code;
 * when several do, the one code field among them.
 */
export function participleField(ctx: EngineContext, at: number): FieldEntry | null {
  const bases = participleBases(ctx.tokens[at].text);
  if (!bases.length) return null;
  const forms = new Set(bases.flatMap((b) => [b, `${b.replace(/e$/, '')}ing`, actionNoun(b)]));
  const fields = ctx.index.entries.filter((e) => !e.children.length && e.canonWords.some((w) => forms.has(w)));
  const coded = fields.length > 1 ? fields.filter(isCodeField) : fields;
  return coded.length === 1 ? coded[0]! : null;
}

/**
 * "bridges spanning the R12", "lines serving KX-4": the one leaf field named with the past participle of the verb the
 * present participle before the code is of (`river_spanned`, `stop_served`) keeps what that verb is done to. A field
 * keeping no code (an amount, a date: `billed_amount`, `departed_at`) keeps how much or when, not what.
 */
function doneToField(ctx: EngineContext, at: number): FieldEntry | null {
  const bases = presentParticipleBases(ctx.tokens[at].text);
  if (!bases.length) return null;
  const fields = ctx.index.entries.filter((e) => !e.children.length && !keepsNoCode(e) && e.writtenWords.some((w) => participleBases(w).some((b) => bases.includes(b))));
  return fields.length === 1 ? fields[0]! : null;
}

/** The noun in -ation of a verb: certify → certification, rotate → rotation, accredit → accreditation, grade → gradation. */
export function actionNoun(verb: string): string {
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ication`;
  return verb.endsWith('ate') ? `${verb.slice(0, -1)}ion` : `${verb.replace(/e$/, '')}ation`;
}

/** "referred by", "reports to": the attribute words the verb before the preposition at `at` implies for its agent. */
const agentWordsAt = (ctx: EngineContext, at: number): readonly string[] | undefined =>
  FIELD_NAME_PREPOSITIONS.has(ctx.tokens[at]?.text ?? '') ? ATTRIBUTE_WORDS.get(ctx.tokens[at - 1]?.text ?? '') : undefined;

/**
 * "plots tended by GRD", "heats run by U18": the code field of whoever the verb before the preposition at
 * `at` implies (`grd_cd`, `div_code`), found as an entity noun finds its fields, or written shorter.
 */
export function agentCodeField(ctx: EngineContext, at: number): FieldEntry | null {
  const codes = ownedFields(ctx.index, CODE_ENDINGS);
  for (const word of agentWordsAt(ctx, at) ?? []) {
    const field = ownedBy(ctx.index, codes, canonWord(word)) ?? ownedByShortened(codes, canonWord(word));
    if (field) return field;
  }
  return null;
}

/**
 * "crates delivered by G-1043" beside `deliveryId`: after "by", the verb's own noun for the deed (delivery) names no doer;
 * its doer's nouns (manager for managed, assignee for assigned) and other words (host for hosted) may.
 */
function namesTheDeed(verb: string, word: string): boolean {
  const stems = participleBases(verb);
  if (stems.some((stem) => word === stem || AGENT_NOUN_ENDINGS.some((end) => word === stem + end))) return false;
  return stems.some((stem) => word.startsWith(stem));
}

/** "reports to E-20001", "assigned to U-7": the key of whoever the verb implies (`managerId`), when the schema keys them. */
function agentKeyField(ctx: EngineContext, at: number, owners: ReadonlyMap<string, FieldEntry>): FieldEntry | null {
  const byVerb = ctx.tokens[at]?.text === DOER_LEAD ? ctx.tokens[at - 1]?.text ?? '' : '';
  for (const word of agentWordsAt(ctx, at) ?? []) {
    if (byVerb && namesTheDeed(byVerb, word)) continue;
    const key = owners.get(canonWord(word));
    if (key) return key;
  }
  return null;
}

/**
 * "squads coached by member M-7", "tasks assigned to member M-2": a verb and its preposition before the entity noun at
 * `at + 1` say the role the entity plays; the key kept for that role (`hostId`) over the noun's own (`userId`), when it
 * names no collection of its own (then it is another entity's key, not a role). `own` is null when no entity noun
 * stands before the number ("walks led by 311").
 */
export function agentRoleKey(ctx: EngineContext, at: number, owners: ReadonlyMap<string, FieldEntry>, own: FieldEntry | null): FieldEntry | null {
  const key = agentKeyField(ctx, at, owners);
  return key && key !== own && !ctx.collections.some((c) => namesCollection(key, c)) ? key : null;
}

const formatTables = perSchema<FieldIndex, Map<CodeFormat, readonly FieldEntry[]>>(() => new Map());
const KEY_LEAVES: ReadonlySet<string> = new Set(['code', 'id']);

/** The leaf fields that keep a code system's values (see CODE_FORMATS), shallowest first; once per schema and system. */
function fieldsKeeping(ctx: EngineContext, format: CodeFormat): readonly FieldEntry[] {
  const known = formatTables(ctx.index);
  let fields = known.get(format);
  if (!fields) {
    const words = format.words.map(canonWord);
    const names = (own: readonly string[]) => own.some((w) => words.some((word) => w.startsWith(word)));
    const named = ctx.index.entries.filter((e) => !e.children.length && (names(fieldWordsOf(e))
      || (fieldWordsOf(e).length === 1 && KEY_LEAVES.has(fieldWordsOf(e)[0]!) && !!e.parent && names(fieldWordsOf(e.parent)))));
    // `diagnosis_date` beside `site_code`: a date, an amount or a count never keeps a code; the records it measures
    // keep theirs in the first code field they list
    const measures = named.filter(keepsNoCode);
    const kept = named.filter((e) => !keepsNoCode(e));
    fields = (kept.length ? kept : measures.flatMap((e) => codeFieldsBeside(ctx, e).slice(0, 1).map((c) => (CODE_BESIDE_MEASURE.add(c), c))))
      .filter((e, k, all) => all.indexOf(e) === k)
      .sort((a, b) => a.depth - b.depth || a.order - b.order);
    known.set(format, fields);
  }
  return fields;
}

/** Code fields taken for a code system because a measure named by its words lives beside them (fieldsKeeping). */
const CODE_BESIDE_MEASURE = new WeakSet<FieldEntry>();

/** Endings of a field that keeps a code of the record's own, not a reference to another (`ref`, `sku`). */
const CODE_NAMES: ReadonlySet<string> = new Set(['code', 'cd']);

/** The code fields (`site_code`) kept in the same records as a leaf, in the order the schema lists them. */
function codeFieldsBeside(ctx: EngineContext, entry: FieldEntry): readonly FieldEntry[] {
  const owner = ctx.owners.ownerOf.get(entry);
  const path = parentPath(entry.name);
  return ctx.index.entries.filter((e) => !e.children.length && CODE_NAMES.has(e.canonWords.at(-1)!) && parentPath(e.name) === path
    && ctx.owners.ownerOf.get(e) === owner).sort((a, b) => a.order - b.order);
}

/** "E11.9", "4548-4": the field keeping the code system a value is written in; of several, the one the words around name best. */
function formatField(ctx: EngineContext, i: number, reading: CodeReading): FieldEntry | null {
  const raw = ctx.tokens[i].raw;
  const format = CODE_FORMATS.find((f) => f.pattern.test(raw));
  const keeping = format ? fieldsKeeping(ctx, format) : [];
  // "K21.0" beside `dx_state` and `icd_code`: of the fields named for the system, those named as codes keep its codes
  const coded = keeping.filter(isCodeField);
  const fields = coded.length ? coded : keeping;
  if (!fields.length) return null;
  reading.format = true;
  reading.besideMeasure = fields.some((e) => CODE_BESIDE_MEASURE.has(e));
  reading.codeNamed = fields.length < keeping.length;
  if (fields.length === 1) return fields[0]!;
  // "provider 1234567893": the one the collection named right before keeps as its own
  const named = collectionMentionAt(ctx, i - 1)?.collection;
  // "practitioner 1457389201" beside `practitionerNpi` and `npi`: a field naming the collection is how other records
  // point at it; the field named by the code system alone is the collection's own
  const bare = named && fields.some((e) => namesCollection(e, named)) ? fields.filter((e) => e.depth === 1 && fieldWordsOf(e).length === 1) : [];
  if (bare.length === 1) return bare[0]!;
  const own = named ? fields.filter((e) => e.depth === 1 && ctx.owners.ownerOf.get(e) === named) : [];
  if (own.length === 1) return own[0]!;
  // "patients seen by 1234567893": the verb before "by"/"to" says whose number it is (`encounters.provider_npi`)
  const agent = agentWordsAt(ctx, i - 1);
  const scores = scoreFields(ctx, i, i + 1, 'code', agent);
  reading.agent = !!agent;
  let best = fields[0]!;
  for (const entry of fields) if ((scores.get(entry) ?? 0) > (scores.get(best) ?? 0)) best = entry;
  return best;
}

/** The leaf fields keeping a telephone number (see PHONE_NUMBER), shallowest first; once per schema. */
const phoneFields = perSchema((index: FieldIndex): readonly FieldEntry[] => {
  const words = new Set(PHONE_NUMBER.words.map(canonWord));
  return index.entries.filter((e) => !e.children.length && !holdsKey(e) && fieldWordsOf(e).some((w) => words.has(w))).sort((a, b) => a.depth - b.depth || a.order - b.order);
});

/**
 * "calls from 447700900123": a long run of digits with no field named before it is a telephone number when the schema
 * keeps one; of several, the one the records named before keep, else the one shallowest field.
 */
function phoneField(ctx: EngineContext, i: number): FieldEntry | null {
  const t = ctx.tokens[i];
  // "created after 1700000000", "more than 4400000000": a compared bound is no telephone number
  if (t.kind !== 'number' || !PHONE_NUMBER.pattern.test(t.raw) || BOUND_LEADS.has(ctx.tokens[i - 1]?.text ?? '')) return null;
  const fields = phoneFields(ctx.index);
  if (fields.length <= 1) return fields[0] ?? null;
  const subject = subjectBefore(ctx, i);
  const theirs = subject ? fields.filter((e) => ctx.owners.ownerOf.get(e) === subject) : [];
  if (theirs.length) return theirs[0]!;
  return fields[1]!.depth > fields[0]!.depth ? fields[0]! : null;
}

/** How far after a named thing the code standing for it may be written ("potassium (LOINC 2823-3)", "sodium level for 2951-2"). */
const STANDS_FOR_WINDOW = 5;

/**
 * "glucose (LOINC 2345-7)", "asthma, code J45.909": a word value on a record's name or description, followed in the
 * same clause by a code in a system the same records keep, names the thing the code stands for; the
 * code alone is the condition, the word is no second one.
 */
export function codeStandsForValue(ctx: EngineContext, p: FilterProposal): boolean {
  const entry = ctx.index.byName.get(p.field);
  if (!entry || typeof p.value !== 'string' || !isTextLeaf(entry) || isCodeField(entry)) return false;
  const path = parentPath(entry.name);
  for (let k = p.span[1]; k < ctx.tokens.length && k <= p.span[1] + STANDS_FOR_WINDOW; k++) {
    const t = ctx.tokens[k]!;
    if (CLAUSE_BREAKS.has(t.text) && t.text !== '(') return false;
    const format = CODE_FORMATS.find((f) => f.pattern.test(t.raw));
    if (format && fieldsKeeping(ctx, format).some((e) => parentPath(e.name) === path)) return true;
  }
  return false;
}

/** A value written in a code system that the schema keeps ("E11.9" where diagnoses keep an `icd_code`). */
export const inKeptCodeSystem = (ctx: EngineContext, raw: string): boolean => CODE_FORMATS.some((f) => f.pattern.test(raw) && fieldsKeeping(ctx, f).length > 0);

/** A plain number written in a code system that the schema keeps ("1234567893" where providers have an npi). */
const formattedNumber = (ctx: EngineContext, t: Token): boolean => t.kind === 'number' && (inKeptCodeSystem(ctx, t.raw) || (PHONE_NUMBER.pattern.test(t.raw) && phoneFields(ctx.index).length > 0));

/** A field named as a code (`reason_code`, `sku`), as opposed to a key the entity is numbered by. */
const isCodeField = (entry: FieldEntry): boolean => CODE_ENDINGS.has(entry.canonWords[entry.canonWords.length - 1]!);

/** The first letters of a name's words ("hull number" → hn), as a code's prefix abbreviates them. */
const initials = (words: readonly string[]): string => words.map((w) => w[0]).join('');

/** Whether linking words ("with id", "with code") give the code at `i` to a noun that its letters abbreviate. */
function abbreviatesLinkedNoun(ctx: EngineContext, i: number): boolean {
  const letters = codePrefix(ctx.tokens[i].raw);
  let j = i - 1;
  while (j > i - 4 && CODE_LINKS.has(ctx.tokens[j]?.text ?? '')) j--;
  return !!letters && j < i - 1 && ctx.tokens[j]?.kind === 'word' && lettersInOrder(letters, ctx.tokens[j]!.text);
}

/**
 * Whether the field named before a code ends right before an "of" linking it to the code ("the status of AB-12"), and
 * holds no key or code itself: such a field is an attribute of the record, asked of it ("a code of E11.9" is a value).
 */
function askedOfCode(ctx: EngineContext, entry: FieldEntry, end: number, i: number): boolean {
  if (holdsKey(entry) || isCodeField(entry) || ctx.tokens[end]?.text !== 'of') return false;
  for (let k = end + 1; k < i; k++) if (!CODE_LINKS.has(ctx.tokens[k]!.text)) return false;
  return true;
}

/** A field mention that is only the linking word at `j` ("code", "ref"), as a code's own field names. */
const linkWordOnly = (ctx: EngineContext, named: { from: number; to: number }, j: number): boolean =>
  named.from === j && named.to === j + 1 && CODE_ENDINGS.has(ctx.tokens[j].text);

const isBareId = (entry: FieldEntry): boolean => entry.canonWords.length === 1 && entry.canonWords[0] === 'id';

/**
 * The letters a code starts with before its digits ("PT" of "PT-004512", "INV" of "INV-2024-7"), or before further
 * letter segments ("LOC" of "LOC-SEA-02"); one letter only before a hyphen.
 */
const CODE_PREFIX = /^(?:([a-z]{2,4})(?:[-_]?|(?:[-_][a-z]{2,4})+[-_])|([a-z])-)\d/i;

/** `wo_number` for "WO": a written number (SERIAL_ENDINGS) whose words before the ending are the letters themselves. */
const numberedAs = (key: FieldEntry, letters: string): boolean =>
  SERIAL_ENDINGS.has(key.canonWords[key.canonWords.length - 1]!) && key.canonWords.slice(0, -1).join('') === letters;

/**
 * "buoy HN-2231" beside `buoyId` and `hullNumber`: letters giving the initials of another key the entity's
 * records keep name that key rather than the entity's id; "repair job JC-2231" beside `repair_job_id` and `jc_number`:
 * letters the number is named by (numberedAs) name it too.
 */
function initialledKey(ctx: EngineContext, i: number, key: FieldEntry, reading: CodeReading): FieldEntry | null {
  const letters = CODE_PREFIX.exec(ctx.tokens[i].raw)?.[1]?.toLowerCase();
  if (!letters) return null;
  const owner = ctx.owners.ownerOf.get(key);
  const found = ctx.index.entries.filter((e) => e !== key && e.parent === key.parent && !e.children.length && holdsKey(e)
    && ctx.owners.ownerOf.get(e) === owner && e.canonWords.length > 1 && (initials(e.canonWords) === letters || numberedAs(e, letters)));
  reading.prefix = found.length === 1;
  return reading.prefix ? found[0]! : null;
}

/** Prefixes shorter than this spell a field only as its whole name: two letters are too often initials. */
const WORD_PREFIX_MIN = 3;

/** The lower-cased letters before a code's digits ("VIN-88213" → vin), if it has any. */
const codePrefix = (raw: string): string | undefined => CODE_PREFIX.exec(raw)?.[1]?.toLowerCase();

/** "VIN-88213", "TAG-0042": letters before the digits that spell a leaf field's whole name (`vin`) name that field. */
function wholeSpelledField(ctx: EngineContext, raw: string): FieldEntry | null {
  const prefix = codePrefix(raw);
  return (prefix && prefixedFields(ctx.index).whole.get(prefix)) || null;
}

/**
 * "TAG-0042" with `fleet_tag`, `batch_tag_code`: letters before the digits that spell one word of leaf fields' names
 * name the shallowest of them when it is the only one at its depth. Null when none or no one is clear.
 */
function wordSpelledField(ctx: EngineContext, raw: string): FieldEntry | null {
  const prefix = codePrefix(raw);
  const holding = prefix && prefix.length >= WORD_PREFIX_MIN ? prefixedFields(ctx.index).word.get(prefix) ?? [] : [];
  const shallow = holding.filter((e) => e.depth === holding[0]!.depth);
  return shallow.length === 1 ? shallow[0]! : null;
}

/**
 * Leaf fields by their whole written name and by each of their words, shallowest first; once per schema. Only names
 * and words a code's letters can spell are kept (CODE_PREFIX: two to four letters; a word needs WORD_PREFIX_MIN).
 */
const prefixedFields = perSchema((index: FieldIndex) => {
  const whole = new Map<string, FieldEntry>();
  const word = new Map<string, FieldEntry[]>();
  for (const entry of index.entries.filter((e) => !e.children.length).sort((a, b) => a.depth - b.depth || a.order - b.order)) {
    const words = fieldWordsOf(entry);
    const joined = words.join('');
    if (SPELLABLE_PREFIX.test(joined) && !whole.has(joined)) whole.set(joined, entry);
    addToEachList(word, words.filter((w) => w.length >= WORD_PREFIX_MIN && SPELLABLE_PREFIX.test(w)), entry);
  }
  return { whole, word };
});
/** What codePrefix can give: two to four letters (CODE_PREFIX), lower-cased. */
const SPELLABLE_PREFIX = /^[a-z]{2,4}$/;

/**
 * Key fields by the words of the entity they key (`payrollRunId` → payroll run), canonical and as written (`theatreId`
 * → cinema, theatre), once per schema.
 */
const keyFieldStems = perSchema((index: FieldIndex): ReadonlyArray<readonly [readonly string[], FieldEntry, readonly string[]]> => {
  const leaves = index.entries.filter((e) => !e.children.length && holdsKey(e));
  return [...leaves].sort((a, b) => a.depth - b.depth || a.order - b.order).flatMap((entry) => {
    const own = fieldWordsOf(entry).slice(0, -1);
    const words = own.length ? own : entry.parent ? [entry.parent.canonWords[entry.parent.canonWords.length - 1]!] : [];
    const written = own.length ? entry.writtenWords.slice(0, -1) : entry.parent ? entry.parent.writtenWords.slice(-1) : [];
    return words.length ? [[words, entry, written] as const] : [];
  });
});

/**
 * "PT-004512", "INV-2024-0042", "E-10234": the letters a synthetic id starts with abbreviate the entity it keys. The
 * key field of the one entity whose words they begin or give the initials of (patient, invoice, payroll run), else
 * of the one whose name holds them in order (ticket for "TCK"); of several, the one kept as a collection, else the
 * one the records named before token `i` keep; null when none or several do.
 */
function prefixedOwnerKey(ctx: EngineContext, i: number, reading: CodeReading): FieldEntry | null {
  const match = CODE_PREFIX.exec(ctx.tokens[i].raw);
  if (!match) return null;
  const prefix = (match[1] ?? match[2]!).toLowerCase();
  const stems = keyFieldStems(ctx.index);
  // "TH-0042" for a theatre: letters abbreviate the entity's word as the schema writes it, not only its synonym's
  const only = (fits: (words: readonly string[]) => boolean): FieldEntry | null | undefined => {
    const found = stems.filter(([words, , written]) => fits(words) || fits(written));
    if (!found.length) return undefined;
    const owners = new Set(found.map(([words]) => words.join('')));
    // "PL-0412" beside `Plot_ID` and `Plot_Code`: letters written into the value make it the entity's code, not its key
    if (owners.size === 1) return found.find(([, e]) => isCodeField(e))?.[1] ?? found[0]![1];
    // "PS" fits passenger and postal (`postal_code`): ids are minted for the entities kept as records of their own; one
    // letter says too little to choose, unless the others are keys of parts embedded in records ("D-3004" beside the
    // donors' `donor_no` and `donations.donation_id`)
    const records = [...owners].filter((words) => ctx.collectionKeys.has(words));
    const partsBeside = records.length === 1 && found.every(([words, e]) => words.join('') === records[0] || e.depth > 1);
    const kept = prefix.length > 1 || partsBeside ? records : [];
    if (kept.length === 1) return found.find(([words]) => words.join('') === kept[0])![1];
    // "readings for G-31" beside `gaugeId`, `guardId`, `gridId`: of those, the one key the records named keep
    const subject = subjectBefore(ctx, i);
    const theirs = subject ? found.filter(([, e]) => ctx.owners.ownerOf.get(e) === subject) : [];
    reading.subjectsKey = new Set(theirs.map(([words]) => words.join(''))).size === 1;
    return reading.subjectsKey ? theirs[0]![1] : null;
  };
  const begun = only((words) => words.join('').startsWith(prefix) || (words.length > 1 && initials(words) === prefix));
  if (begun !== undefined) return begun;
  const initialled = keysByCollectionInitials(ctx.owners, ctx.index, ctx.collections).get(prefix);
  if (initialled) {
    reading.initials = true;
    return initialled;
  }
  return prefix.length > 1 ? only((words) => lettersInOrder(prefix, words.join(''))) ?? null : null;
}

/**
 * "SB-40212" where seed batches keep `batch_id`: letters giving the initials of a collection's whole name
 * abbreviate it, and its key is the one whose words end that name. Per schema, by initials; initials two collections
 * share, or a collection without one such key, name none.
 */
const keysByCollectionInitials = perSchema((owners: FieldOwners, index: FieldIndex, collections: readonly string[]): ReadonlyMap<string, FieldEntry | null> => {
  const byInitials = new Map<string, FieldEntry | null>();
  for (const c of collections) {
    const words = typeof c === 'string' ? fieldWords(c).map(canonWord) : [];
    if (words.length < 2) continue;
    const keys = keyFieldStems(index).filter(([own, e]) => owners.ownerOf.get(e) === c && endsWithWords(words, own));
    const letters = initials(words);
    byInitials.set(letters, byInitials.has(letters) || keys.length !== 1 ? null : keys[0]![1]);
  }
  return byInitials;
});

/**
 * Per schema: the public code systems (CODE_SYSTEM_NAMES) and those its code fields are named by, written compactly
 * (`icd10_code` → icd10, `npi_number` → npi). A code spelled as one of them ("ICD-10 codes") names the kind of code,
 * it is no value of it.
 */
const codeSystemNames = perSchema((index: FieldIndex): ReadonlySet<string> => {
  const names = new Set<string>(CODE_SYSTEM_NAMES);
  for (const entry of index.entries) {
    const words = entry.children.length ? [] : fieldWordsOf(entry);
    if (words.length >= 2 && KEY_ENDINGS.includes(words[words.length - 1]!)) names.add(words.slice(0, -1).join(''));
  }
  return names;
});

/** A word spelling a code system's name ("ICD-10"): the kind of code meant, no value (codeSystemNames). */
const namesCodeSystem = (ctx: EngineContext, raw: string): boolean => codeSystemNames(ctx.index).has(normName(raw));

/** "ICD 10", "ISO 8601": a capital word the number after it completes into a public code system's name (CODE_SYSTEM_NAMES). */
function splitCodeSystemName(ctx: EngineContext, i: number): boolean {
  const next = ctx.tokens[i + 1];
  return next?.kind === 'number' && /^\p{Lu}+$/u.test(ctx.tokens[i].raw) && CODE_SYSTEM_NAMES.has(normName(ctx.tokens[i].raw + next.raw));
}

/**
 * A word written as a code that spells a public code system's name ("ICD-10"; CODE_SYSTEM_NAMES), or a capital word
 * the number after it completes ("ICD 10", "ISO 8601"): the kind of code meant. Only such names, not the schema's key
 * prefixes, as those are ordinary words too ("Order", "Team").
 */
export function namesPublicCodeSystem(ctx: EngineContext, i: number): boolean {
  const t = ctx.tokens[i];
  return (isCodeToken(t) && CODE_SYSTEM_NAMES.has(normName(t.raw))) || splitCodeSystemName(ctx, i);
}

/** Unquoted codes and ids ("patient PT-004512", "codes A-1 and B-2"), tied to the id/code field of their entity. */
export function codeProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (ctx.roles[i] !== undefined || ctx.projection[i]) continue;
    // "staff with grade code 3": a plain number after a field named and the word for a code is that field's code
    const namedBefore = tokens[i].kind === 'number' ? fieldBeforeCodeWord(ctx, i) : null;
    const written = isCodeToken(tokens[i]) || formattedNumber(ctx, tokens[i]);
    const capitals = !namedBefore && !written && capitalsAfterKey(ctx, i);
    // "AGRI parcels": a word in capitals before the records it classes is a code too
    const classed = namedBefore || written || capitals ? null : capitalsClassing(ctx, i);
    const reading: CodeReading = {};
    const joined = namedBefore || written || capitals || classed ? null : joinedCapitalsOfRecords(ctx, i, reading);
    if (!(namedBefore || written || capitals || classed || joined)) continue;
    if (namesCodeSystem(ctx, tokens[i].raw) || splitCodeSystemName(ctx, i)) continue;
    const values = [tokens[i].raw];
    let end = i + 1;
    while (CONNECTORS.has(tokens[end]?.text ?? '') && isCodeToken(tokens[end + 1]) && ctx.roles[end + 1] === undefined) {
      values.push(tokens[end + 1].raw);
      end += 2;
    }
    const field = namedBefore ?? classed ?? joined ?? codeField(ctx, i, reading);
    const rule = namedBefore ? 'filters.code+field-before-code-word' : classed ? 'filters.code+capitals-classing-records'
      : joined ? 'filters.code+joined-capitals-of-records' : `${codeRule(reading)}${capitals ? '+capitals-after-key' : ''}`;
    // a number given its field by the words before it takes them along ("grade code 3" is no group "by grade")
    const from = namedBefore ? mentionEndingAt(ctx, i - 1)!.from : i;
    if (field) proposals.push({ field: field.name, value: listValue(values, negatedAt(ctx, i)), span: [from, end], confidence: 0.75, rule });
    i = end - 1;
  }
  return proposals;
}
