import type { EngineContext, Token } from '../../context.ts';
import { isPluralWord, isStatusField } from '../../field-kinds.ts';
import { endsWithWords, SORT_ONLY_LEAF_WORDS, type FieldEntry, type FieldIndex } from '../../field-index.ts';
import { AFFILIATION_FIELD_WORDS, ARTICLES, COMPANY_NAME_FIELD_WORDS, ELIDED_NAME_HEADS, ENUMERATED_FIELD_WORDS, HONORIFICS, INSTITUTION_NAME_HEADS, IRREGULAR_PARTICIPLES, KEY_ENDINGS, LABELLING_PARTICIPLES, NAME_CLASS_NOUNS, STATUS_FIELD_WORD, NAME_ENDINGS as RECORD_NAME_ENDINGS, ORGANISATION_NAME_HEADS, PLACE_FIELD_WORDS, PLACE_NAME_HEADS, REQUEST_VERBS, SEASONS, SENDER_FIELD_WORDS, STOP_WORDS } from '../../lexicon/words.ts';
import { collectionEndingAt, collectionMentionAt, collectionNamedBefore, mentionAt, mentionEndingAt } from '../../mentions.ts';
import { ATTRIBUTE_WORDS, BASING_VERBS, WORKPLACE_VERBS } from '../../lexicon/attributes.ts';
import { canonWord, isPastParticiple, parentPath } from '../../text.ts';
import { fieldWordsNamedBy, isMeasureField, isSchemaWord, namedByWord, resolveField, scoreFields, type ValueShape } from './field-resolver.ts';
import { fieldNamedByClass } from './hypernym-values.ts';
import { agentCodeField, CODE_ENDINGS, codeFieldNamedBefore, codeFieldNamedAfter, namesPublicCodeSystem, ownCodeSuffix, type OwnCodeReading, participleField } from './codes.ts';
import { perSchema } from '../../schema-memo.ts';
import type { FilterProposal } from './proposal.ts';
import { namedBefore } from './value-fit.ts';
import { fieldOpenedBy } from '../count-per-group.ts';
import { entityNameAround, entityNameAt, FIRST_NAME_CANON, isPersonNamePart, LAST_NAME_CANON, ownedFields, samePartOwnedBy, siblingNameField } from './owned-fields.ts';
import { isFullNameField } from '../../ownership.ts';
import { CONNECTORS, endsClause, holdsKey, isCapitalised, leavesEndingIn, listValue, negatedAt, PLURAL_ACRONYM, ROMAN_NUMERAL, WRITTEN_CODE } from './shared.ts';
import { MAKER_LEADS, NAME_GIVERS, NULL_WORDS, UNIT_NOTE_LEADS } from '../../lexicon/function-words.ts';
import { RANGING_WORDS } from '../../lexicon/grouping.ts';

/** Small words that may sit inside a proper name ("Tower of Sorrows", "Bank of the West"). */
const INNER_WORDS = new Set(['of', 'the', 'de', 'da', 'del', 'van', 'von', 'la', 'le', 'di', 'du', '&']);
/** Unquoted values need clearer field words around them than quoted ones. */
const PROPER_MIN_SCORE = 0.45;
const SENTENCE_ENDS = new Set(['.', '?', '!', ';']);

const endsWith = (entry: FieldEntry, tails: readonly (readonly string[])[]): boolean =>
  tails.some((tail) => endsWithWords(entry.canonWords, tail));
/** The last word of every first- and last-name spelling: a field ending in another is neither part. */
const NAME_PART_ENDS: ReadonlySet<string> = new Set([...FIRST_NAME_CANON, ...LAST_NAME_CANON].map((tail) => tail[tail.length - 1]!));


/** The words of a name-part field before the part: `patient_first_name` → "patient", `fname` → "". */
function nameHead(entry: FieldEntry, spellings: readonly (readonly string[])[]): string {
  const part = spellings.find((tail) => endsWithWords(entry.canonWords, tail)) ?? [];
  return entry.canonWords.slice(0, entry.canonWords.length - part.length).join(' ');
}

export interface NameFields { readonly first: FieldEntry; readonly last: FieldEntry }
/** First/last-name field pairs under one parent, shallowest first; built once per schema. */
export const nameFieldPairs = perSchema((index: FieldIndex): readonly NameFields[] => {
  // one pass, each field's last word looked up before any spelling is compared: most fields end in no name part's word
  const firsts: FieldEntry[] = [];
  const lasts: FieldEntry[] = [];
  for (const e of index.entries) {
    const end = e.canonWords[e.canonWords.length - 1]!;
    if (e.children.length || !NAME_PART_ENDS.has(end)) continue;
    if (endsWith(e, FIRST_NAME_CANON)) firsts.push(e);
    if (endsWith(e, LAST_NAME_CANON)) lasts.push(e);
  }
  return firsts.flatMap((first) => {
    // `patient_first_name` pairs with `patient_last_name`, not with the `nurse_last_name` beside it
    // `GivenName` pairs with the `FamilyName` listed beside it, not another collection's `LastName` listed first: each
    // collection's fields are listed together, a first name mostly before the last (so the one after wins a tie)
    const distance = (l: FieldEntry) => Math.abs(l.order - first.order) * 2 - (l.order > first.order ? 1 : 0);
    const siblings = lasts.filter((l) => parentPath(l.name) === parentPath(first.name)).sort((a, b) => distance(a) - distance(b));
    const last = siblings.find((l) => nameHead(l, LAST_NAME_CANON) === nameHead(first, FIRST_NAME_CANON)) ?? siblings[0];
    return last ? [{ first, last }] : [];
  }).sort((a, b) => a.first.depth - b.first.depth);
});

const CAPITALS_CODE = /^\p{Lu}{2,6}$/u;
const CAPITALS_WORD = /^\p{Lu}{4,}$/u;
const headWords = (entry: FieldEntry): string => entry.canonWords.slice(0, -1).join(' ');
/** The schema's one leaf code field with "status" among its words (`status_code`, `claim_status_cd`), or null; once per schema. */
const soleStatusCode = perSchema((index: FieldIndex): FieldEntry | null =>
  onlyOne(codeLeaves(index).filter((e) => e.ownWords.includes(STATUS_FIELD_WORD))));

/**
 * The schema's one leaf code field (`crop_cd`), or null; once per schema: "cherries (CHR)", "paid for PER" write a
 * value as its code when no word names the field, and a schema coding one thing only keeps it there.
 */
const soleCode = perSchema((index: FieldIndex): FieldEntry | null => onlyOne(codeLeaves(index)));

/** The leaf fields whose own name ends in a code word (`crop_cd`, `status_code`); once per schema. */
const codeLeaves = perSchema((index: FieldIndex): readonly FieldEntry[] =>
  index.entries.filter((e) => !e.children.length && CODE_ENDINGS.has(e.ownWords[e.ownWords.length - 1]!)));

const onlyOne = (entries: readonly FieldEntry[]): FieldEntry | null => (entries.length === 1 ? entries[0]! : null);

/** The leaf fields whose own name ends in "status" (`parcel_status`, `status`); once per schema. */
const statusLeaves = perSchema((index: FieldIndex): readonly FieldEntry[] =>
  index.entries.filter((e) => !e.children.length && isStatusField(e)));

const ENUMERATED_CANON: ReadonlySet<string> = new Set([...ENUMERATED_FIELD_WORDS].map(canonWord));
/** Whether the schema keeps a field of written states other than a status (`event_type`, `role`); once per schema. */
const hasOtherStates = perSchema((index: FieldIndex): boolean =>
  index.entries.some((e) => !e.children.length && e.canonWords.some((w) => ENUMERATED_CANON.has(w))));

/**
 * The field keeping a state written as a code ("ON_HOLD"): the schema's one status code, else its one status field,
 * or the one of the records named before the value; no status field when another field is named right before the
 * value ("queue RUSH_ONLY") or the schema keeps other written states (`event_type`, `role`).
 */
function stateField(ctx: EngineContext, i: number): FieldEntry | null {
  const code = soleStatusCode(ctx.index);
  if (code) return code;
  const leaves = statusLeaves(ctx.index);
  const said = mentionEndingAt(ctx, i)?.entry;
  if ((said && !leaves.includes(said)) || hasOtherStates(ctx.index)) return null;
  const named = leaves.length > 1 ? collectionNamedBefore(ctx, i)?.collection : undefined;
  return onlyOne(named ? leaves.filter((e) => ctx.owners.ownerOf.get(e) === named) : leaves);
}

/** The code field beside a record's name field (`depot_name` → `depot_code`), or null. */
function codeBesideName(index: FieldIndex, entry: FieldEntry): FieldEntry | null {
  if (!RECORD_NAME_ENDINGS.has(entry.canonWords[entry.canonWords.length - 1]) || entry.canonWords.length < 2) return null;
  return index.entries.find((e) => !e.children.length && CODE_ENDINGS.has(e.canonWords[e.canonWords.length - 1])
    && parentPath(e.name) === parentPath(entry.name) && headWords(e) === headWords(entry)) ?? null;
}

// a record's name field or one part of a person's name
const ANY_NAME_ENDINGS: ReadonlySet<string> = new Set([...RECORD_NAME_ENDINGS, 'fname', 'lname']);

/**
 * "the customer Ann Lee": in a flat list of fields the record keeping each is read from their order, so the name field
 * of the noun said (`customer_name`), kept by another record than the pair (the drivers' `first_name`/`last_name`), is
 * no part of it.
 */
const ownsOtherName = (ctx: EngineContext, pair: NameFields, name: FieldEntry): boolean =>
  name.ownWords.length >= 2 && ctx.owners.ownerOf.get(pair.first) !== ctx.owners.ownerOf.get(name);

/**
 * The first/last-name pair a two-word name fills: the pair the words around it name best ("became a customer" →
 * the customers' pair), else the shallowest. None when the words name another entity's name field ("the
 * choir Silver Larks").
 */
export function personFields(ctx: EngineContext, from: number, to: number, resolved: FieldEntry | undefined, nounNamed = false): NameFields | null {
  const pairs = nameFieldPairs(ctx.index);
  if (!pairs.length) return null;
  if (resolved && ANY_NAME_ENDINGS.has(resolved.canonWords[resolved.canonWords.length - 1])
    && !pairs.some((p) => parentPath(p.first.name) === parentPath(resolved.name) && !(nounNamed && ownsOtherName(ctx, p, resolved)))) return null;
  const scores = scoreFields(ctx, from, to, 'text');
  let best = pairs[0];
  let bestScore = 0;
  for (const pair of pairs) {
    const parent = parentPath(pair.first.name);
    // the pair's parent path is what the surrounding words name ("customer" → Customers.first_name)
    let score = 0;
    for (const [entry, value] of scores) if (parent && entry.name.startsWith(`${parent}.`)) score = Math.max(score, value);
    if (score > bestScore) {
      best = pair;
      bestScore = score;
    }
  }
  return best;
}

/** The alphabet from one end to the other ("A-Z", "Z-A"): an order to sort in. */
const ALPHABET_ORDER = /^(?:A-Z|Z-A)$/i;
/** A past participle written in capitals ("SHIPPED", "CANCELLED"): an enumerated state, no name. */
const CAPITAL_PARTICIPLE = /^[A-Z]{2,}ED$/;

/** A word written like a given name or a surname: capital first, then lower-case letters ("Linda", "O'Neil"). */
export const PERSON_WORD = /^\p{Lu}[\p{Ll}'’-]+$/u;

/** How far before a value the entity it names may stand ("the building named 'X'", "the store with the name 'X'"). */
const ENTITY_BEFORE_WINDOW = 5;
/** Words between an entity noun and the name it is given ("the depot with the short name 'X'", "known as 'X'"). */
const ENTITY_VALUE_LINKS = new Set(['the', 'a', 'an', 'named', 'called', 'with', 'name', 'short', 'full', 'as', 'known', 'referred', 'to']);

/** The value follows a collection other than the one holding the name pair ("the depot named 'Harbor Point'"). */
function namesOtherEntity(ctx: EngineContext, at: number, pair: NameFields): boolean {
  const owner = ctx.owners.ownerOf.get(pair.first);
  for (let j = at - 1; j >= 0 && j >= at - ENTITY_BEFORE_WINDOW; j--) {
    const entity = collectionMentionAt(ctx, j);
    if (entity) return !!owner && entity.collection !== owner;
    if (!ENTITY_VALUE_LINKS.has(ctx.tokens[j].text)) return false;
  }
  return false;
}

/** Two words written like a given name and a surname, neither a word of the schema's names, a function word or a place's head. */
export function isPersonName(ctx: EngineContext, parts: readonly string[]): boolean {
  if (parts.length !== 2 || !parts.every((w) => PERSON_WORD.test(w)) || PLACE_NAME_HEADS.has(parts[1].toLowerCase())) return false;
  return !parts.some((w) => STOP_WORDS.has(w.toLowerCase()) || isSchemaWord(ctx.index, canonWord(w.toLowerCase())));
}

/**
 * A quoted two-word name ("clubs does 'Mira Tolland' belong to") split over the schema's first/last-name fields, like
 * an unquoted one; none when either word is a word of the schema's own names ("'Tennis Club'") or a function word.
 */
export function quotedPersonProposals(ctx: EngineContext, at: number, resolved: FieldEntry | null): FilterProposal[] {
  const parts = ctx.tokens[at].raw.trim().split(/\s+/);
  if (!isPersonName(ctx, parts)) return [];
  const pair = personFields(ctx, at, at + 1, resolved ?? undefined);
  if (!pair || namesOtherEntity(ctx, at, pair)) return [];
  return [
    { field: pair.first.name, value: parts[0], span: [at, at + 1], confidence: 0.7, rule: 'filters.quoted-person-first-name' },
    { field: pair.last.name, value: parts[1], span: [at, at + 1], confidence: 0.7, rule: 'filters.quoted-person-last-name' },
  ];
}

/** Words that put a value in a place ("firms based in Springfield", "teams at the Oakvale"). */
const PLACE_LEADS = new Set(['in', 'at']);
const ORIGIN_LEAD = 'from';
const PLACE_LEAD_FILLERS = new Set(['the', 'either']);
const PLACE_FIELD_CANON = new Set([...PLACE_FIELD_WORDS].map(canonWord));
/** A field named for a place that keeps words: `hoursOnSite`, `seats_per_venue` measure something there and hold no place. */
const isPlaceField = (entry: FieldEntry): boolean => PLACE_FIELD_CANON.has(entry.canonWords[entry.canonWords.length - 1]) && !isMeasureField(entry);
/** The schema's leaf fields for a place, once per schema. */
const placeFields = perSchema((index: FieldIndex): readonly FieldEntry[] => index.entries.filter((e) => !e.children.length && isPlaceField(e)));

/** A country's two-letter code ("ES", "NZ"). */
const COUNTRY_CODE = /^\p{Lu}{2}$/u;
/** The schema's one leaf field keeping a country's code (`country_code`, `countryIso`), once per schema; null when none or several. */
const countryCodeField = perSchema((index: FieldIndex): FieldEntry | null => {
  const coded = index.entries.filter((e) => !e.children.length && e.canonWords.includes(COUNTRY_WORD) && COUNTRY_CODE_ENDINGS.has(e.canonWords.at(-1)!));
  return coded.length === 1 ? coded[0]! : null;
});
const COUNTRY_WORD = canonWord('country');
const COUNTRY_CODE_ENDINGS: ReadonlySet<string> = new Set(['code', 'cd', 'iso'].map(canonWord));

/** How a place field was found when no word named it: the one town field, a place class, or the records' own place field. */
interface PlaceReading { town?: boolean; classed?: boolean; owned?: boolean; capitals?: boolean }

/**
 * "firms based in Springfield", "teams at 'Oakvale'": a name after "in"/"at" is a place, so it goes to the schema's
 * field for a place: the only one, or the one the words around name best. Not for a season ("in the Winter"), nor when
 * a field word other than a place's follows and takes the value ("in Pending review"), nor inside a capitalised title
 * ("Report in Brief"), nor when that place field is named before "in" ("districts in Northshire": the value holds
 * those places, it is none of them).
 */
export function placeFieldFor(ctx: EngineContext, from: number, to: number, reading: PlaceReading = {}): FieldEntry | null {
  const lead = placeLeadBefore(ctx, from);
  const next = ctx.tokens[to];
  // "depots in the North region" beside `city` and `region_code`: a place word after the name that no place field
  // ends in names the field that takes it
  const fieldAfter = next?.kind === 'word' && isSchemaWord(ctx.index, next.canon)
    && (!PLACE_FIELD_CANON.has(next.canon) || !placeFields(ctx.index).some((f) => f.canonWords.includes(next.canon)));
  // a capitalised word before the lead makes a title, unless it opens the sentence ("Firms in Springfield")
  const inTitle = lead - 1 > 0 && isCapitalised(ctx.tokens[lead - 1]);
  // "members from Bristol": where people come from, for a name as written right after it; a quoted one is what a
  // thing differs from ("differs from 'Heme'"), and one after "the" an institution ("loans from the Louvre")
  const fromPlace = ctx.tokens[lead]?.text === ORIGIN_LEAD && lead === from - 1 && ctx.tokens[from].kind === 'word' && !sentThings(ctx, lead);
  if (!(PLACE_LEADS.has(ctx.tokens[lead]?.text ?? '') || fromPlace) || fieldAfter || inTitle || SEASONS.has(ctx.tokens[from].text) || workplaceFieldWords(ctx, from)) return null;
  const fields = placeFields(ctx.index);
  // "seats sold in ECONOMY": a word written in capitals is a class or a code, which no place is written as (a short
  // one may be: "in NYC"); it is a place only where a word names the place field
  const capitals = to - from === 1 && CAPITALS_WORD.test(ctx.tokens[from]!.raw);
  // "birds recovered in ES": two capitals are a country's code, kept in the schema's one country-code field
  const countryCode = to - from === 1 && COUNTRY_CODE.test(ctx.tokens[from]!.raw) ? countryCodeField(ctx.index) : null;
  if (countryCode) return countryCode;
  let best: FieldEntry | null = fields.length === 1 && !capitals ? fields[0] : null;
  if (fields.length > 1 || capitals) {
    const scores = scoreFields(ctx, from, to, 'text');
    let bestScore = 0;
    for (const field of fields) {
      const score = scores.get(field) ?? 0;
      if (score > bestScore) {
        best = field;
        bestScore = score;
      }
    }
  }
  // "shops in Bhutan" beside `city` and `country`: a place the dictionary knows is of the kind its class names
  if (!best && to - from === 1) {
    const classed = fieldNamedByClass(ctx, ctx.tokens[from]!.raw);
    best = classed && fields.includes(classed) ? classed : null;
    reading.classed = !!best;
  }
  // "customers in Lyon" beside `city` and `country`: a place no word names and no lexicon knows (which knows the
  // countries and states) is most likely a town, so the one town field takes it
  reading.capitals = capitals && !best;
  // "kiosks in Dunmore" beside kiosks' `district` and couriers' `home_district`: the records named right before the
  // lead are what stands there, so their one place field takes it, over a town field other records keep
  const own = !best && !capitals ? ownPlaceField(ctx, lead, fields) : null;
  const town = !best && !capitals ? onlyTownField(fields) : null;
  if (own && (!town || ctx.owners.ownerOf.get(town) !== ctx.owners.ownerOf.get(own))) {
    best = own;
    reading.owned = true;
  } else if (town) {
    best = town;
    reading.town = true;
  }
  return best && mentionEndingAt(ctx, lead)?.entry !== best ? best : null;
}

/**
 * "claims from Harbor Mutual", "invoices from Acme": records named right before "from" that keep no place of their own
 * are things sent, and the name after it is who sent them, not where they come from.
 */
function sentThings(ctx: EngineContext, lead: number): boolean {
  const records = collectionEndingAt(ctx, lead)?.collection;
  return !!records && !placeFields(ctx.index).some((f) => ctx.owners.ownerOf.get(f) === records);
}

const SENDER_CANON: ReadonlySet<string> = new Set([...SENDER_FIELD_WORDS].map(canonWord));
/** The one field of the sent things named before "from" that holds who sent them (`payer`, `vendor_name`), or null. */
function senderField(ctx: EngineContext, from: number): FieldEntry | null {
  const lead = from - 1;
  if (ctx.tokens[lead]?.text !== ORIGIN_LEAD || !sentThings(ctx, lead)) return null;
  const records = collectionEndingAt(ctx, lead)!.collection;
  const senders = ctx.index.entries.filter((e) => !e.children.length && ctx.owners.ownerOf.get(e) === records && !isMeasureField(e)
    && e.canonWords.some((w) => SENDER_CANON.has(w)) && !e.canonWords.includes('id'));
  return senders.length === 1 ? senders[0]! : null;
}

/**
 * The one place field of the collection named right before the word putting a value in a place, or of the one keeping
 * the field named there ("max kiln heat in Shed Two": the kilns' `location`), or null. Of several, a country's is left
 * out: the lexicon knows the countries, so a place it did not take is none ("kiosks in Eastmoor" beside `district`
 * and `hq_country`).
 */
function ownPlaceField(ctx: EngineContext, lead: number, fields: readonly FieldEntry[]): FieldEntry | null {
  const said = mentionEndingAt(ctx, lead)?.entry;
  const records = collectionEndingAt(ctx, lead)?.collection ?? (said && ctx.owners.ownerOf.get(said));
  const owned = records ? fields.filter((f) => ctx.owners.ownerOf.get(f) === records) : [];
  const known = owned.length > 1 ? owned.filter((f) => !KNOWN_PLACE_CANON.has(f.canonWords[f.canonWords.length - 1]!)) : owned;
  // "orchards in Wickham" beside `site_addr` and `parish`: an address keeps a street and number, not a place's bare name
  const named = known.length > 1 ? known.filter((f) => !ADDRESS_CANON.has(f.canonWords[f.canonWords.length - 1]!)) : known;
  return named.length === 1 ? named[0]! : null;
}
/** Last words of place fields keeping a whole address, which a bare place name is not. */
const ADDRESS_CANON: ReadonlySet<string> = new Set(['address'].map(canonWord));
/** Last words of place fields whose values a lexicon knows in full (countries, states). */
const KNOWN_PLACE_CANON: ReadonlySet<string> = new Set(['country', 'nation', 'state'].map(canonWord));

const TOWN_WORDS: ReadonlySet<string> = new Set(['city', 'town'].map(canonWord));
function onlyTownField(fields: readonly FieldEntry[]): FieldEntry | null {
  const towns = fields.filter((e) => TOWN_WORDS.has(e.canonWords[e.canonWords.length - 1]!));
  return towns.length === 1 ? towns[0]! : null;
}

/** The place field a plural noun right before the word putting a value in a place names ("districts in Northshire"), if any. */
function placesNamedBeforeLead(ctx: EngineContext, from: number): FieldEntry | undefined {
  const lead = placeLeadBefore(ctx, from);
  const plural = PLACE_LEADS.has(ctx.tokens[lead]?.text ?? '') && isPluralWord(ctx.tokens[lead - 1]?.text ?? '');
  const entry = plural ? mentionEndingAt(ctx, lead)?.entry : undefined;
  return entry && isPlaceField(entry) ? entry : undefined;
}

/** Where the word putting a value in a place would stand: right before it, or before a filler ("in the Oakvale"). */
function placeLeadBefore(ctx: EngineContext, from: number): number {
  return PLACE_LEAD_FILLERS.has(ctx.tokens[from - 1]?.text ?? '') ? from - 2 : from - 1;
}

/**
 * "people who work at Acme", "students enrolled at Westbrook": the field words of the organisation a value names; "boats
 * based in Alnmouth": of the home place a basing verb leads with "at" or "in".
 */
function workplaceFieldWords(ctx: EngineContext, from: number): readonly string[] | undefined {
  const lead = placeLeadBefore(ctx, from);
  const leadWord = ctx.tokens[lead]?.text;
  const verb = ctx.tokens[lead - 1]?.text ?? '';
  return leadWord === 'at' || (leadWord === 'in' && BASING_VERBS.includes(verb)) ? WORKPLACE_VERBS.get(verb) : undefined;
}

/** Possessives are nouns of the sentence, not values, like plural acronyms. */
const POSSESSIVE_FORM = /'s$/u;

/**
 * A token free to be read as part of a proper value: capitalised, unclaimed, outside a projection, naming no field or
 * collection; no connector written in capitals for stress ("by order id AND customer name").
 */
function freeCapital(ctx: EngineContext, i: number): boolean {
  const t = ctx.tokens[i];
  return isCapitalised(t) && t.raw !== 'I' && !CONNECTORS.has(t.text) && !PLURAL_ACRONYM.test(t.raw) && !POSSESSIVE_FORM.test(t.raw) && ctx.roles[i] === undefined && !ctx.projection[i]
    && !mentionAt(ctx, i) && !collectionMentionAt(ctx, i) && !namesPublicCodeSystem(ctx, i);
}

/** The "'s" of a word contracted with "is" ("what's", "who's"). */
const CONTRACTED_IS = /'s$/;

/** A capitalised word that opens a sentence ("Return the names", "List all"): capitalised by position, not as a name. */
export function opensSentence(ctx: EngineContext, i: number): boolean {
  const before = ctx.tokens[i - 1];
  if (i === 0 || SENTENCE_ENDS.has(before.text)) {
    // "What's Ann Lee's rank", "Who's Ann Lee": a question word contracted with "is" opens the question, no name
    const t = ctx.tokens[i].text.replace(CONTRACTED_IS, '');
    return STOP_WORDS.has(t) || REQUEST_VERBS.has(t) || !isCapitalised(ctx.tokens[i + 1]);
  }
  return false;
}

function shapeOf(words: readonly Token[]): ValueShape {
  return words.length === 1 && /^[A-Z0-9]{2,5}$/.test(words[0].raw) ? 'code' : 'text';
}

/**
 * "the names of Peruvian bakers", "each district of Lima": a value after "of" is the subject of the phrase before,
 * except after "the <one thing> of" ("the city of Lyon", "the state of Ohio", "the member id of Ann Lee"), where it names that thing.
 */
function subjectOfPhrase(ctx: EngineContext, i: number): boolean {
  if (ctx.tokens[i - 1]?.text !== 'of') return false;
  const noun = ctx.tokens[i - 2];
  // "the member id of X": a field named in several words, or after a word that qualifies it, stands where the one thing does
  const start = mentionEndingAt(ctx, i - 1)?.from ?? i - 2;
  const before = ctx.tokens[start - 1];
  const determiner = before?.kind === 'word' && !STOP_WORDS.has(before.text) ? ctx.tokens[start - 2] : before;
  return !(determiner?.text === 'the' && noun?.kind === 'word' && !noun.text.endsWith('s'));
}

const CLASS_NOUN_CANON = new Set([...NAME_CLASS_NOUNS].map(canonWord));

/**
 * "the architect of Greyhaven", "the height of Greyhaven": a field named right before "of" is what the question asks about
 * the thing the name names, so the name is not its value; after a noun that classes the name ("the city of Lyon",
 * "the district of Northshire") it is.
 */
function askedFieldBefore(ctx: EngineContext, i: number): FieldEntry | undefined {
  if (ctx.tokens[i - 1]?.text !== 'of') return askedOfSubject(ctx, i);
  // "the capital of Eastmarch" where `Capital_City` is kept: a word opening one field's name names it too
  const opened = (): { entry: FieldEntry; from: number; to: number } | undefined => {
    const found = fieldOpenedBy(ctx, i - 2);
    return found?.to === i - 1 ? { ...found, from: i - 2 } : undefined;
  };
  // "the phone number of Ann Lee" where `phone` is kept: a key's word after a field's name says the same field
  const keyWorded = () => (KEY_ENDINGS.includes(ctx.tokens[i - 2]?.canon ?? '') ? mentionEndingAt(ctx, i - 2) : undefined);
  const mention = mentionEndingAt(ctx, i - 1) ?? opened() ?? keyWorded();
  // "the city of Boston" names the place by its class; "the capital (city) of Eastmarch" asks a field of Eastmarch
  const classNoun = !!mention && mention.to - mention.from === 1 && CLASS_NOUN_CANON.has(ctx.tokens[mention.from]!.canon);
  return mention && !classNoun ? mention.entry : undefined;
}

/**
 * "What insurance is Ann Lee on?", "which shift is Bo Chen": a field said between a question word and a copula right
 * before the name is asked of the name's record, so the name is not its value. Not when a participle follows the name
 * ("which depot is Ann Lee assigned to": the thing asked is where the record stands, actedOnBy reads it).
 */
function askedOfSubject(ctx: EngineContext, i: number): FieldEntry | undefined {
  if (!COPULAS.has(ctx.tokens[i - 1]?.text ?? '')) return undefined;
  // a word opening one field's name names it too ("what insurance" → `insurance_plan`)
  const opened = fieldOpenedBy(ctx, i - 2);
  const mention = mentionEndingAt(ctx, i - 1) ?? (opened?.to === i - 1 ? { entry: opened.entry, from: i - 2 } : undefined);
  if (!mention || !QUESTION_DETERMINERS.has(ctx.tokens[mention.from - 1]?.text ?? '')) return undefined;
  return isParticiple(ctx.tokens[capitalRunEnd(ctx, i)]) ? undefined : mention.entry;
}

/** Words between a thing and the name of who acts on it ("ferries that Gull Harbor has", "products did Ann buy"). */
const OBJECT_CLAUSE_LINKS = new Set(['that', 'which', 'does', 'did', 'do', 'has', 'have', 'had']);
/** Words asking which thing ("which depot", "what ward"), and the verbs joining it to a name in a passive question. */
const QUESTION_DETERMINERS = new Set(['which', 'what']);
const COPULAS = new Set(['is', 'was', 'are', 'were']);
/** "which depot is Ann Lee …": a one-word thing asked for, joined by a copula to the name starting at `from`. */
export const asksThingOfName = (ctx: EngineContext, from: number): boolean =>
  QUESTION_DETERMINERS.has(ctx.tokens[from - 3]?.text ?? '') && COPULAS.has(ctx.tokens[from - 1]?.text ?? '');
/** Auxiliaries right after a name that make it a clause's subject ("products Ann has bought"). */
const SUBJECT_AUXILIARIES = new Set(['has', 'have', 'had', 'does', 'did']);
const PARTICIPLE_ENDING = /..(?:ed|en)$/;
export const isParticiple = (t: Token | undefined): boolean =>
  t?.kind === 'word' && (PARTICIPLE_ENDING.test(t.text) || IRREGULAR_PARTICIPLES.has(t.text));

/** What a name is not the value of: a field, or every field of a collection. */
type NotItsField = (entry: FieldEntry) => boolean;

/**
 * The fields a noun ending right before token `end` names by its own word ("ferries" → `ferry_name`), when it
 * names a field or a collection; a field the verb names stays the name's ("firms founded by Ann" → founder).
 */
function namedThingEndingAt(ctx: EngineContext, end: number, verb: string, person: boolean): NotItsField | undefined {
  if (!mentionEndingAt(ctx, end) && !collectionEndingAt(ctx, end)) return undefined;
  // the noun as written and as the schema shortens it ("gadget" → `gadid`)
  const noun = new Set([ctx.tokens[end - 1].canon, ...fieldWordsNamedBy(ctx.index, ctx.tokens[end - 1].canon)]);
  const verbNames = new Set((ATTRIBUTE_WORDS.get(verb) ?? []).map(canonWord));
  // below the thing ("aisles" → `Carries_aisle.branchid`) only a name holds who acts on it ("kettles made by X" →
  // `kettle.maker_name`), and a person's name may be split over fields there
  const below = (e: FieldEntry) => !person && (!RECORD_NAME_ENDINGS.has(e.canonWords[e.canonWords.length - 1]) || e.ownWords.length === 1) && e.canonWords.some((w) => noun.has(w));
  return (e) => (e.ownWords.some((w) => noun.has(w)) || below(e)) && !verbNames.has(e.canonWords[e.canonWords.length - 1]);
}

/**
 * "ferries run by Gull Harbor", "What ferries does Gull Harbor have", "products Ann has bought": the name of who
 * acts on a thing the question names; that thing's fields (the object's) are not the name's.
 */
function actedOnBy(ctx: EngineContext, from: number, to: number, person: boolean): NotItsField | undefined {
  const { tokens } = ctx;
  if (tokens[from - 1]?.text === 'by' && isParticiple(tokens[from - 2])) return namedThingEndingAt(ctx, from - 2, tokens[from - 2].text, person);
  const next = tokens[to];
  const verbAfter = next?.kind === 'word' && !isCapitalised(next) && !mentionAt(ctx, to);
  if (OBJECT_CLAUSE_LINKS.has(tokens[from - 1]?.text ?? '') && verbAfter) return namedThingEndingAt(ctx, from - 1, next.text, person);
  // "which depot is Ann Lee assigned to": the thing asked for is where the name's record stands, none of its names
  if (asksThingOfName(ctx, from) && isParticiple(next)) return namedThingEndingAt(ctx, from - 1, next.text, person);
  // "products Ann has bought": a plural noun, which no name is the value of ("the name Ansel has" binds it)
  const plural = tokens[from - 1]?.canon !== tokens[from - 1]?.text;
  return plural && SUBJECT_AUXILIARIES.has(next?.text ?? '') ? namedThingEndingAt(ctx, from, tokens[to + 1]?.text ?? '', person) : undefined;
}

/** The schema's only leaf field whose name ends in "name" (a title is no person's), or null; once per schema. */
const soleNameField = perSchema((index: FieldIndex): FieldEntry | null => {
  const names = leavesEndingIn(index, 'name');
  return names.length === 1 ? names[0]! : null;
});

/**
 * The schema's one field for a person's whole name, or null; once per schema. Other name fields beside it
 * (`drug_name`, `technicianName`) name things or other roles.
 */
export const soleFullNameField = perSchema((index: FieldIndex): FieldEntry | null => {
  const full = leavesEndingIn(index, 'name').filter(isFullNameField);
  return full.length === 1 ? full[0]! : null;
});

/** The field a person's whole name goes to when no word names one: the schema's one name field, else its one full-name field. */
export const personNameField = (index: FieldIndex): FieldEntry | null => soleNameField(index) ?? soleFullNameField(index);

/** A past verb at token `at` ("founded", "directed") whose implied attribute words include `entry`'s last word. */
function verbImplies(ctx: EngineContext, at: number, entry: FieldEntry): boolean {
  const verb = ctx.tokens[at];
  if (verb?.kind !== 'word' || !isParticiple(verb)) return false;
  // "the customer named Ann" gives a name, it does nothing to a record
  const last = entry.canonWords[entry.canonWords.length - 1];
  return !RECORD_NAME_ENDINGS.has(last) && !!ATTRIBUTE_WORDS.get(verb.text)?.some((w) => canonWord(w) === last);
}

/** Words binding a value to the field named right before them ("whose title is …", "title: …"). */
const VALUE_BINDINGS = new Set(['is', 'was', '=', ':']);
/** Words before a field that make what follows it a condition on the records ("whose", "where"), not a question. */
const CONDITION_LEADS = new Set(['whose', 'where']);

/**
 * "staff whose job title is Senior Analyst": a name bound by "is" to a text field named right after "whose" is that
 * field's value, whole; null when no such field is named there.
 */
function fieldBoundBefore(ctx: EngineContext, i: number): FieldEntry | null {
  if (!VALUE_BINDINGS.has(ctx.tokens[i - 1]?.text ?? '')) return null;
  const field = mentionEndingAt(ctx, i - 1);
  if (!field || field.entry.children.length || isMeasureField(field.entry) || !CONDITION_LEADS.has(ctx.tokens[field.from - 1]?.text ?? '')) return null;
  return field.entry;
}

/**
 * "appointments for Rex" where owners embed their appointments: a name said for a list of embedded records, named by
 * their plural right before "for", is their holder's, kept beside the list; null when no name is kept there.
 */
function partsHolderName(ctx: EngineContext, i: number): FieldEntry | null {
  const parts = ctx.tokens[i - 1]?.text === PARTS_HOLDER_LEAD ? mentionEndingAt(ctx, i - 1) : undefined;
  if (!parts?.entry.children.length || !isPluralWord(ctx.tokens[i - 2]!.text)) return null;
  return siblingNameField(ctx, parts.entry);
}
const PARTS_HOLDER_LEAD = 'for';

/** The one name field of a record the name may name, outside `notIts` ("ferries Gull Harbor has" → `harbor_name`). */
function otherRecordName(ctx: EngineContext, notIts: NotItsField): FieldEntry | null {
  const names = [...ownedFields(ctx.index, RECORD_NAME_ENDINGS).values()].filter((e) => !notIts(e) && !isPersonNamePart(e));
  return names.length === 1 ? names[0] : null;
}

/** The evidence suffix of a name read as that of the record holding the things it acts on (see holderName). */
export const HOLDER_NAME = '+holder-name';

/**
 * The name kept beside the embedded records a name acts on ("list the kayaks Tove rents out" where outfitters embed
 * their kayaks: the outfitter's name), when one record holds them.
 */
function holderName(ctx: EngineContext, notIts: NotItsField): FieldEntry | null {
  const names = new Set(ctx.index.entries.filter((e) => e.children.length && notIts(e)).map((e) => siblingNameField(ctx, e)));
  const [name] = names;
  return names.size === 1 && name && !notIts(name) ? name : null;
}

const NAME_GIVER_WINDOW = 3;
const NAME_SAID_WINDOW = 6;

/** The things a plural noun of the question lists: their name fields, and what else they keep by their word. */
export interface ListedThings {
  readonly names: ReadonlySet<FieldEntry>;
  /** a field of theirs ("aisles" → `aisle_name`, `Stocks.aisleid`), which the name of another record is not */
  readonly owns: NotItsField;
}

/**
 * "aisles that Maple Grove Annex has", "Jazz and Folk records": a name is not one of the things a plural noun of the
 * question lists or counts (one of those is named in the singular, "the record Aurora", or with a word that names it,
 * "records called X"); null when the question names none, or gives the value to a name.
 */
export function listedThings(ctx: EngineContext, from: number, to: number): ListedThings | null {
  for (let k = Math.max(0, from - NAME_GIVER_WINDOW); k < from; k++) if (NAME_GIVERS.has(ctx.tokens[k].text)) return null;
  // "'Ann' somewhere within their full names": the name field said after the value
  for (let k = to; k < to + NAME_SAID_WINDOW && k < ctx.tokens.length; k++) if (RECORD_NAME_ENDINGS.has(ctx.tokens[k].canon)) return null;
  const nouns = pluralNouns(ctx).filter((n) => n.at < from || n.at >= to);
  if (!nouns.length) return null;
  const names = new Set(nouns.map((n) => n.name));
  const words = new Set(nouns.flatMap((n) => n.words));
  // another record's name field stays a candidate even on their path ("records" → `Record.Label.name`)
  const owns = (e: FieldEntry) => names.has(e) || (!RECORD_NAME_ENDINGS.has(e.canonWords[e.canonWords.length - 1]) && e.canonWords.some((w) => words.has(w)));
  return { names, owns };
}

interface PluralNoun {
  readonly at: number;
  readonly name: FieldEntry;
  /** the noun as written and as the schema shortens it ("aisle" → `aisleid`) */
  readonly words: readonly string[];
}
const pluralNounsMemo = new WeakMap<readonly Token[], readonly PluralNoun[]>();

/** The plural nouns of the question that name a record keeping a name field; read once per request. */
function pluralNouns(ctx: EngineContext): readonly PluralNoun[] {
  let nouns = pluralNounsMemo.get(ctx.tokens);
  if (nouns) return nouns;
  const found: PluralNoun[] = [];
  ctx.tokens.forEach((t, at) => {
    if (t.kind !== 'word' || !isPluralWord(t.text) || STOP_WORDS.has(t.text) || RECORD_NAME_ENDINGS.has(t.canon)) return;
    if (!mentionAt(ctx, at) && !collectionMentionAt(ctx, at)) return;
    const name = entityNameAt(ctx, at);
    if (name) found.push({ at, name, words: [t.canon, ...fieldWordsNamedBy(ctx.index, t.canon)] });
  });
  pluralNounsMemo.set(ctx.tokens, (nouns = found));
  return nouns;
}

/** "the cheapest crate (in USD)": a run that fills a bracket after "in" notes the unit of a figure, it names no record. */
const unitNote = (ctx: EngineContext, from: number, to: number): boolean =>
  ctx.tokens[from - 2]?.text === '(' && UNIT_NOTE_LEADS.has(ctx.tokens[from - 1]?.text ?? '') && ctx.tokens[to]?.text === ')';

/** Where the run of capitalised words from token `i` ends, small inner words included ("Bank of the West"). */
function capitalRunEnd(ctx: EngineContext, i: number): number {
  let end = i + 1;
  while (end < ctx.tokens.length) {
    if (freeCapital(ctx, end)) end++;
    else if (INNER_WORDS.has(ctx.tokens[end].text) && freeCapital(ctx, end + 1)) end += 2;
    else break;
  }
  return end;
}

export const PLACE_LIST_RULE = 'filters.place-value+listed';

/**
 * "firms in Springfield or Shelbyville", "in Ogdenville, Springfield and Shelbyville": names joined to a name from
 * token `end` on are names of the same field (`last` is where the last of them starts). Commas alone make no list:
 * "in Lyon, France" names one place.
 */
function namesListedAfter(ctx: EngineContext, end: number): { values: string[]; end: number; last: number } {
  const values: string[] = [];
  let listEnd = end;
  let last = -1;
  let conjoined = false;
  for (let at = end; CONNECTORS.has(ctx.tokens[at]?.text ?? ''); ) {
    const from = CONNECTORS.has(ctx.tokens[at + 1]?.text ?? '') ? at + 2 : at + 1;
    if (!freeCapital(ctx, from)) break;
    const to = capitalRunEnd(ctx, from);
    const words = ctx.tokens.slice(from, to);
    if (words.some((t) => isSchemaWord(ctx.index, t.canon))) break;
    values.push(words.map((t) => t.raw).join(' '));
    conjoined ||= ctx.tokens[from - 1].text !== ',';
    last = from;
    listEnd = at = to;
  }
  return conjoined ? { values, end: listEnd, last } : { values: [], end, last: -1 };
}

/**
 * "albums of the Driftwood or Copperline label", "the Ash and Birch guilds": names listed before an entity noun are all that entity's
 * names, as the last of them is.
 */
function listedEntityNames(ctx: EngineContext, end: number): { values: string[]; end: number; entry: FieldEntry; via: string } | null {
  const listed = namesListedAfter(ctx, end);
  if (!listed.values.length) return null;
  const entity = entityNameAround(ctx, listed.last, listed.end - 1);
  return entity && { values: listed.values, end: listed.end, entry: entity.entry, via: entity.via };
}

/**
 * "field hockey (FH) squads": capitals in brackets spelling the initials of the words right before them abbreviate those
 * words; they are no value of their own.
 */
function glossesWordsBefore(ctx: EngineContext, i: number): boolean {
  const { tokens } = ctx;
  const letters = tokens[i]!.raw.toLowerCase();
  if (tokens[i - 1]?.text !== '(' || tokens[i + 1]?.text !== ')' || i - 1 < letters.length) return false;
  return tokens.slice(i - 1 - letters.length, i - 1).every((t, k) => t.kind === 'word' && t.text[0] === letters[k]);
}

/** "subdivided (SUBDIV)": a word in capitals alone in brackets right after a past participle. */
const glossesParticiple = (ctx: EngineContext, i: number, end: number): boolean =>
  ctx.tokens[i - 1]?.text === '(' && ctx.tokens[end]?.text === ')' && WRITTEN_CODE.test(ctx.tokens[i]!.raw) && isPastParticiple(ctx.tokens[i - 2]?.text ?? '');

/** "backed by the Heritage Trust (code HTR)": a name whose code is given in brackets after it is picked by that code. */
function codeInBracketsAfter(ctx: EngineContext, end: number): boolean {
  const { tokens } = ctx;
  if (tokens[end]?.text !== '(') return false;
  const at = CODE_ENDINGS.has(tokens[end + 1]?.text ?? '') ? end + 2 : end + 1;
  return tokens[at + 1]?.text === ')' && WRITTEN_CODE.test(tokens[at]?.raw ?? '');
}

/**
 * Unquoted proper values ("the ferry named Osprey", "nurses in the Cardiology ward", "booked by ANNA
 * TROVE"): a run of capitalised words that no other rule read. Two-word runs are a person's name when the schema
 * splits names over first/last-name fields; otherwise the words around the run decide its field.
 */
/**
 * Per schema, by head noun: the one text leaf keeping the names of things so called (`school_name`, `school`), not a
 * key; none when several are.
 */
const headNamedFields = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry | null> => {
  const byHead = new Map<string, FieldEntry | null>();
  for (const head of new Set(ELIDED_NAME_HEADS.values())) {
    const canon = canonWord(head);
    const found = index.entries.filter((e) => {
      const own = e.ownWords;
      return !e.children.length && !holdsKey(e) && !isMeasureField(e)
        && (own.at(-1) === canon || (own.length > 1 && own.at(-2) === canon && RECORD_NAME_ENDINGS.has(own.at(-1)!)));
    });
    byHead.set(head, found.length === 1 ? found[0]! : null);
  }
  return byHead;
});

/**
 * "pupils at Ashby High", "Ashby High School": a name ending in a word that stands for an institution's head noun,
 * or right before that noun, is the name of such an institution, kept in the one field named after it. Null when the
 * schema keeps none.
 */
function elidedHeadField(ctx: EngineContext, words: readonly Token[], end: number): { field: FieldEntry; said: boolean } | null {
  const head = ELIDED_NAME_HEADS.get(words[words.length - 1]!.text);
  const next = ctx.tokens[end];
  const said = !head && next?.kind === 'word' ? ELIDED_NAME_HEADS.get(next.text) : undefined;
  const noun = head ?? (said && canonWord(said) === next!.canon ? said : undefined);
  const field = noun && words.length > (head ? 1 : 0) ? headNamedFields(ctx.index).get(noun) : null;
  // "Ashby High School": the head noun said after the word standing for it is part of the name
  return field ? { field, said: !head || (next?.kind === 'word' && next.canon === canonWord(noun!)) } : null;
}

/**
 * "Acme valves", "how many pumps from Acme": a name said right before the records, or after them and a word of
 * making, is who made them when their collection keeps a maker (`manufacturer`, `brand`, `make`) and the name is none
 * of the schema's words; the maker field takes it before any name or person field.
 */
function makerFieldOf(ctx: EngineContext, from: number, to: number): FieldEntry | null {
  const make = ctx.index.roleField('make');
  if (!make || isMeasureField(make)) return null;
  const owner = ctx.owners.ownerOf.get(make);
  const owns = (k: number): boolean => {
    const named = collectionMentionAt(ctx, k);
    return !!named && (owner === undefined || named.collection === owner);
  };
  if (owns(to)) return make;
  if (!MAKER_LEADS.has(ctx.tokens[from - 1]?.text ?? '') || !endsClause(ctx.tokens[to]?.text)) return null;
  for (let k = from - 2; k >= 0; k--) if (owns(k)) return make;
  return null;
}

/** Per schema: the one leaf field keeping the institution a person belongs to (see AFFILIATION_FIELD_WORDS), or null. */
const soleAffiliationField = perSchema((index: FieldIndex): FieldEntry | null =>
  onlyOne(index.entries.filter((e) => !e.children.length && !holdsKey(e) && !isMeasureField(e) && AFFILIATION_FIELD_WORDS.has(e.ownWords.at(-1)!))));

/**
 * "who's at Leiden University?" beside `institution` and `country`: a name after "at" ending in an institution's head
 * noun is where someone belongs, kept in the schema's one affiliation field, no place.
 */
function affiliationFieldOf(ctx: EngineContext, words: readonly Token[], from: number): FieldEntry | null {
  if (words.length < 2 || !INSTITUTION_NAME_HEADS.has(words[words.length - 1]!.text) || ctx.tokens[placeLeadBefore(ctx, from)]?.text !== 'at') return null;
  return soleAffiliationField(ctx.index);
}

/** A title at token `i` before a capitalised word, past its full stop if any ("Dr. Ames"). */
function titlesName(ctx: EngineContext, i: number): boolean {
  if (!HONORIFICS.has(ctx.tokens[i]!.text)) return false;
  return isCapitalised(ctx.tokens[ctx.tokens[i + 1]?.text === '.' ? i + 2 : i + 1]);
}

export function properValueProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    // "seen by Dr. Ames", "with Dr Ames": a title before a name is no part of it
    if (!freeCapital(ctx, i) || opensSentence(ctx, i) || titlesName(ctx, i)) continue;
    let end = capitalRunEnd(ctx, i);
    const words = tokens.slice(i, end);
    // "Ashby High School": a name of an institution may end in its head noun, a word of the schema's names
    const institution = elidedHeadField(ctx, words, end);
    // "PMP certified staff", "the number of PMP certified staff": a short code in capitals before a participle is kept by
    // the field the participle's verb names; the code qualifies the noun after it, it is no subject of a phrase before
    const certified = words.length === 1 && end < tokens.length && CAPITALS_CODE.test(words[0].raw) && !isSchemaWord(ctx.index, words[0].canon)
      && collectionMentionAt(ctx, end + 1) ? participleField(ctx, end) : null;
    if (certified) {
      proposals.push({ field: certified.name, value: words[0].raw, span: [i, end + 1], confidence: 0.6, rule: 'filters.proper-value+code-before-participle', keep: true });
      i = end;
      continue;
    }
    // a lone letter or roman numeral is a grade or a variable ("from A to B"), and a value right after "of" is the subject of the phrase before
    // and a word of the schema's own names ("BakeHub") names the data, not a value in it
    // "the kennel ID": the word for an identifier names a field, it is no value, and "NULL" says a field is empty
    // "in each Lowmarsh district": a name between a ranging word and its noun says where the ranged things are, not which
    // "listed by surname Z-A": the alphabet's two ends say an order, no value
    if ((words.length === 1 && (words[0].raw.length === 1 || ROMAN_NUMERAL.test(words[0].raw) || ALPHABET_ORDER.test(words[0].raw) || words[0].canon === 'id' || NULL_WORDS.has(words[0].text))) || subjectOfPhrase(ctx, i) || (!institution && words.some((t) => isSchemaWord(ctx.index, t.canon)))
      || RANGING_WORDS.has(tokens[i - 1]?.text ?? '') || unitNote(ctx, i, end) || (words.length === 1 && glossesWordsBefore(ctx, i)) || codeInBracketsAfter(ctx, end)) {
      i = end - 1;
      continue;
    }
    const value = words.map((t) => t.raw).join(' ');
    const affiliation = institution ? null : affiliationFieldOf(ctx, words, i);
    if (affiliation) {
      proposals.push({ field: affiliation.name, value, span: [i, end], confidence: 0.6, rule: 'filters.proper-value+institution-affiliation', keep: true });
      i = end - 1;
      continue;
    }
    const maker = institution ? null : makerFieldOf(ctx, i, end);
    if (maker) {
      proposals.push({ field: maker.name, value, span: [i, end], confidence: 0.6, rule: 'filters.proper-value+maker-name', keep: true });
      i = end - 1;
      continue;
    }
    if (institution) {
      // the head noun said is part of the name ("Ashby High School")
      const to = institution.said ? end + 1 : end;
      const full = institution.said ? `${value} ${tokens[end]!.raw}` : value;
      proposals.push({ field: institution.field.name, value: full, span: [i, to], confidence: 0.6, rule: `filters.proper-value+institution-head${institution.said ? '+said' : ''}`, keep: true });
      i = to - 1;
      continue;
    }
    // an unquoted name is never an amount or a date: measure fields are not candidates
    // "the store chain South": the entity noun before the name, written in lower case (a capitalised one is part of the name)
    // "the architect of Greyhaven": the name is the name of the thing whose field is asked for
    // "ferries run by Gull Harbor": the name of who acts on a thing is no value of that thing's field either
    const asked = askedFieldBefore(ctx, i);
    const twoWords = words.length === 2 && !PLACE_NAME_HEADS.has(words[1].text);
    const actedOn = asked ? undefined : actedOnBy(ctx, i, end, twoWords && nameFieldPairs(ctx.index).length > 0);
    const notIts: NotItsField | undefined = asked ? (e) => e === asked : actedOn;
    const entityName = isCapitalised(tokens[i - 1]) ? null : entityNameAround(ctx, i, end - 1);
    const listedNames = entityName || isCapitalised(tokens[i - 1]) ? null : listedEntityNames(ctx, end);
    if (listedNames) {
      proposals.push({ field: listedNames.entry.name, value: listValue([value, ...listedNames.values], negatedAt(ctx, i)), span: [i, listedNames.end], confidence: 0.55, rule: `filters.proper-value+listed-names${listedNames.via}`, keep: true });
      i = listedNames.end - 1;
      continue;
    }
    const bound = entityName ? null : fieldBoundBefore(ctx, i);
    const partsHolder = entityName || asked || bound ? null : partsHolderName(ctx, i);
    const named = entityName?.entry ?? bound ?? (!isCapitalised(tokens[i - 1]) && asked ? siblingNameField(ctx, asked) : partsHolder);
    const shape = shapeOf(words);
    // "vans leased from Brightwater Holdings": a company's name is read against the fields for a company
    const workplace = workplaceFieldWords(ctx, i);
    const company = !workplace && ORGANISATION_NAME_HEADS.has(words[words.length - 1].text);
    const extra = workplace ?? (company ? COMPANY_NAME_FIELD_WORDS : []);
    // "districts in Northshire": the place field named before "in" holds those places, none of them is the name
    const holdsThose = placesNamedBeforeLead(ctx, i);
    const notPlaced: NotItsField | undefined = holdsThose ? (e) => e === holdsThose || !!notIts?.(e) : notIts;
    // "Kilmore Harbour Fishing Ltd": a company's whole name is no code, whatever place word it holds (`home_port_code`)
    const notThose: NotItsField | undefined = company ? (e) => CODE_ENDINGS.has(e.ownWords[e.ownWords.length - 1]!) || !!notPlaced?.(e) : notPlaced;
    let resolvedAround = named ? null : resolveField(ctx, i, end, shape, extra, PROPER_MIN_SCORE, notThose);
    let other = actedOn ? otherRecordName(ctx, actedOn) : null;
    // "list the kayaks Tove rents out": no other record keeps a name, so the one holding those things does (who did
    // something "by" name need not be it: "moves made by Ann")
    const holder = actedOn && !other && tokens[i - 1]?.text !== 'by' ? holderName(ctx, actedOn) : null;
    if (holder) other = holder;
    // "aisles found in Maple Grove Annex": the things listed keep their own names, so the name is another record's
    const listed = resolvedAround && !actedOn ? listedThings(ctx, i, end) : null;
    let notListed = false;
    if (listed?.names.has(resolvedAround!.entry)) {
      // when no other field takes it, the listed things' name stays the reading ("harbours that mention Lisbon")
      const notOne: NotItsField = (e) => listed.owns(e) || !!notIts?.(e);
      const instead = resolveField(ctx, i, end, shape, extra, PROPER_MIN_SCORE, notOne);
      const otherName = instead ? null : otherRecordName(ctx, notOne);
      notListed = !!(instead ?? otherName);
      if (notListed) [resolvedAround, other] = [instead, otherName];
    }
    // "who sponsored Lantern Bay": the field the verb right before the name implies is what is asked, and the name is
    // that of the record it is done to, kept beside it
    // "tickets flagged Fragile": a labelling verb's object is the label itself, kept in the field the verb implies
    const implied = resolvedAround && !named && verbImplies(ctx, i - 1, resolvedAround.entry);
    const labelled = implied && LABELLING_PARTICIPLES.has(tokens[i - 1]!.text);
    const verbObject = implied && !labelled ? siblingNameField(ctx, resolvedAround!.entry) : null;
    if (verbObject) resolvedAround = { entry: verbObject, score: 1 };
    // "the critic number on file for Ann Lee", where no word names its field: a person's name goes to the schema's one name field,
    // unless it is listed after another ("actors like Ann Lee or Bo Chen"), whose field it shares, or it follows "at"
    // or "in" (a place or an organisation, "work at Bramble Freight")
    const personName = !named && !resolvedAround && !other && twoWords && words.every((t) => PERSON_WORD.test(t.raw)) && !nameFieldPairs(ctx.index).length
      && !CONNECTORS.has(tokens[i - 1]?.text ?? '') && !PLACE_LEADS.has(tokens[placeLeadBefore(ctx, i)]?.text ?? '')
      ? personNameField(ctx.index) : null;
    if (personName) other = personName;
    // "what kind of board game is Ember Pass": when no word around names a field, the thing named right before it does
    // (a field that keeps no words is a measure, which takes no name below)
    const before = named || resolvedAround || other ? null : namedBefore(ctx, i);
    const found = named ? { entry: named, score: 1 } : resolvedAround ?? (other ? { entry: other, score: 1 } : before ? { entry: before, score: 1 } : null);
    const ruleSuffix = (named ? (entityName ? entityName.via : bound ? '+bound-to-field' : partsHolder ? '+parts-holder-name' : tokens[i - 1]?.text === 'of' ? '+asked-of' : '+asked-of-subject') : resolvedAround ? (actedOn ? '+acted-on' : '') : personName ? (personName === soleNameField(ctx.index) ? '+sole-name-field' : '+full-name-field') : holder ? HOLDER_NAME : before ? '+thing-named-before' : '+other-record-name')
      + (notListed ? '+not-listed-thing' : '') + (verbObject ? '+verb-object' : labelled ? '+labelled-value' : '') + (company && resolvedAround ? '+company-name' : '');
    const keptAs = found && !isMeasureField(found.entry) ? found : null;
    // "loans at branch CEN": a short word in capitals is a code, kept by the code field beside the name field named,
    // unless the question asks for that code ("the code of agent UPS"), when it is the name that picks the record
    const besideCode = keptAs && words.length === 1 && CAPITALS_CODE.test(value) ? codeBesideName(ctx.index, keptAs.entry) : null;
    const codeInstead = besideCode && !tokens.some((t) => t.canon === besideCode.canonWords[besideCode.canonWords.length - 1]) ? besideCode : null;
    const coded = codeInstead ? { entry: codeInstead, score: keptAs!.score } : keptAs;
    // "rentals for Ann Lee" beside `rental_status` or `rental_ref`: a person's name is no state or kind of a record,
    // nor its key; the name field beside that field keeps it
    const personOnSort = !named && coded && twoWords && (SORT_ONLY_LEAF_WORDS.has(coded.entry.canonWords.at(-1)!) || holdsKey(coded.entry)) && isPersonName(ctx, words.map((t) => t.raw))
      ? siblingNameField(ctx, coded.entry) : null;
    const ownPart = !personOnSort && coded ? samePartOwnedBy(ctx, coded.entry, collectionNamedBefore(ctx, i)?.collection) : null;
    const resolved = personOnSort ? { entry: personOnSort, score: coded!.score } : ownPart ? { entry: ownPart, score: coded!.score } : coded;
    // "kettles rated Excellent": after the records, the one field the participle's verb names keeps the value ("who
    // sponsored X" is a verb done to X)
    const participled = named || !collectionMentionAt(ctx, i - 2) ? null : participleField(ctx, i - 1);
    if (participled && participled !== resolved?.entry) {
      proposals.push({ field: participled.name, value, span: [i - 1, end], confidence: 0.6, rule: 'filters.proper-value+participle-field', keep: true });
      i = end - 1;
      continue;
    }
    // "orders still in ON_HOLD": capitals joined by underscores are an enumerated state, no place nor name; the
    // schema's one status code keeps it, else its status field (stateField)
    // "SHIPPED orders": a participle written in capitals is such a state too
    // "parcels that are subdivided (SUBDIV)": capitals in brackets after a participle write that state as its code
    const glossed = words.length === 1 && glossesParticiple(ctx, i, end);
    const stateCode = (value.includes('_') && WRITTEN_CODE.test(value)) || (words.length === 1 && CAPITAL_PARTICIPLE.test(value)) || glossed
      ? stateField(ctx, i) : null;
    if (stateCode && stateCode !== resolved?.entry) {
      proposals.push({ field: stateCode.name, value, span: [i, end], confidence: 0.55, rule: `filters.proper-value+state-code${glossed ? '+glossing-participle' : ''}`, keep: true });
      i = end - 1;
      continue;
    }
    // "tickets parked for cause PARTS_WAIT": a word of a code field's name right before a value written as a code names that field
    const namedReading: OwnCodeReading = {};
    const codeNamed = words.length === 1 && WRITTEN_CODE.test(value) ? codeFieldNamedBefore(ctx, i, namedReading) : null;
    if (codeNamed && resolved?.entry !== codeNamed) {
      proposals.push({ field: codeNamed.name, value, span: [i - 1, end], confidence: 0.6, rule: `filters.proper-value+code-field-word${ownCodeSuffix(namedReading)}`, keep: true });
      continue;
    }
    // "towers operated by VRZ": a short code in capitals after a verb and "by" is the code of whoever the verb implies
    const agentCode = !codeNamed && words.length === 1 && CAPITALS_CODE.test(value) ? agentCodeField(ctx, i - 1) : null;
    if (agentCode && resolved?.entry !== agentCode) {
      proposals.push({ field: agentCode.name, value, span: [i - 2, end], confidence: 0.6, rule: 'filters.proper-value+agent-code', keep: true });
      continue;
    }
    // "books in the HIST genre": the noun right after a short word in capitals names its code field just the same
    const afterReading: OwnCodeReading = {};
    const codeAfter = words.length === 1 && CAPITALS_CODE.test(value) ? codeFieldNamedAfter(ctx, end, afterReading) : null;
    if (codeAfter && resolved?.entry !== codeAfter) {
      proposals.push({ field: codeAfter.name, value, span: [i, end + 1], confidence: 0.6, rule: `filters.proper-value+code-field-word-after${ownCodeSuffix(afterReading)}`, keep: true });
      i = end;
      continue;
    }
    // "has Ann Lee booked a cabin": a name field the words around name (`cabin_name`) does not keep a person's name
    // from the first/last-name pair; an entity noun next to it does ("the choir Silver Larks")
    // "patients on the Silver Shield plan": after an article, a noun right after the words naming the field found
    // (`coverage_plan`), not a name field, makes them that field's value rather than a person's first and last names
    const nounNamesResolved = !named && !!resolved && ARTICLES.has(tokens[i - 1]?.text ?? '') && !ANY_NAME_ENDINGS.has(resolved.entry.canonWords.at(-1)!)
      && tokens[end]?.kind === 'word' && namedByWord(ctx, tokens[end]!, resolved.entry);
    // "whose job title is Senior Analyst": two words bound to a field that keeps no person's name are its value, no name
    const boundToOther = !!bound && !isPersonNamePart(bound) && !isFullNameField(bound);
    const pair = twoWords && !nounNamesResolved && !boundToOther ? personFields(ctx, i, end, named ? resolved?.entry : undefined, !!entityName) : null;
    const overName = !!pair && !named && !!resolved && !personFields(ctx, i, end, resolved.entry);
    const placeReading: PlaceReading = {};
    // ("attorneys at Hale & Brennan LLP": a company's name after "at" is where they work, no place)
    const place = !named && !company && !(resolved && isPlaceField(resolved.entry)) ? placeFieldFor(ctx, i, end, placeReading) : null;
    // "claims from Harbor Mutual": who sent the things named before "from", kept in their one sender field
    const sender = !named && !place ? senderField(ctx, i) : null;
    if (sender) {
      proposals.push({ field: sender.name, value, span: [i - 1, end], confidence: 0.6, rule: 'filters.proper-value+sender', keep: true });
    } else if (place) {
      const listed = namesListedAfter(ctx, end);
      const values = [value, ...listed.values];
      end = listed.end;
      proposals.push({ field: place.name, value: listValue(values, false), span: [i, end], confidence: 0.55, rule: values.length > 1 ? PLACE_LIST_RULE : `filters.place-value${placeReading.town ? '+unnamed-town' : placeReading.classed ? '+hypernym' : placeReading.owned ? '+records-own-place' : ''}`, keep: true });
    } else if (pair) {
      const over = overName ? '+over-name-field' : '';
      const records = collectionNamedBefore(ctx, i)?.collection;
      const [first, last] = [pair.first, pair.last].map((part) => samePartOwnedBy(ctx, part, records) ?? part);
      proposals.push({ field: first!.name, value: words[0].raw, span: [i, i + 1], confidence: 0.6, rule: `filters.person-first-name${over}`, keep: true });
      proposals.push({ field: last!.name, value: words[1].raw, span: [i + 1, end], confidence: 0.6, rule: `filters.person-last-name${over}`, keep: true });
    } else if (!resolved && words.length === 1 && CAPITALS_CODE.test(value) && soleCode(ctx.index)) {
      proposals.push({ field: soleCode(ctx.index)!.name, value, span: [i, end], confidence: 0.5, rule: 'filters.proper-value+sole-code', keep: true });
    } else if (resolved) {
      proposals.push({ field: resolved.entry.name, value, span: [i, end], confidence: 0.55, rule: `filters.proper-value${ruleSuffix}${codeInstead ? '+capitals-code' : ''}${personOnSort ? '+person-not-sort' : ''}${ownPart ? '+records-own-name-part' : ''}${placeReading.capitals ? '+capitals-not-town' : ''}`, keep: true });
    }
    i = end - 1;
  }
  return proposals;
}
