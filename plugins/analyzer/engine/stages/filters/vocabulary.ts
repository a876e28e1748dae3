import type { EngineContext, Token } from '../../context.ts';
import { type FieldEntry, type FieldIndex, type FieldMention, ROLE_WORDS } from '../../field-index.ts';
import { isPluralWord, isStatusField } from '../../field-kinds.ts';
import { ownKindField } from './kind-fields.ts';
import { CHANNEL_SOURCE_WORDS, type ClassCues, DEMONYM_COUNTRY, PAYMENT_FIELD_WORDS, US_STATE_CODES, VALUE_LEXICONS } from '../../lexicon/values.ts';
import { AREA_AFTER_NAME_FIELD_WORDS, ARTICLES, type FieldRole, MEASURE_COMPARISON_OPENERS, ROUTE_BEGINNING_VERBS, ROUTE_END_WORDS, ROUTE_ENDING_VERBS, ROUTE_EVENT_WORDS, ROUTE_LEAVING_VERBS, ROUTE_REACHING_VERBS, ROUTE_START_WORDS, STOP_WORDS, TIME_LEADS } from '../../lexicon/words.ts';
import { GROUP_KEY_LEADS } from '../../lexicon/grouping.ts';
import { OUT_OF, PLACE_LEADS, ROLE_DETERMINERS, ROLE_GIVER, ROUTE_FROM, ROUTE_TO, ROUTE_VERB_LEADS } from '../../lexicon/function-words.ts';
import { collectionMentionAt, collectionNamedBefore, mentionAt, mentionStartingAt } from '../../mentions.ts';
import { BoundedCache } from '../../../../../src/bounded-cache.ts';
import { perSchema } from '../../schema-memo.ts';
import { CANON_CACHE_LIMIT, canonWord, fieldWords, PAST_PARTICIPLE_FORM, participleBases, singular } from '../../text.ts';
import { isMeasureField, isTextLeaf, scoreFields } from './field-resolver.ts';
import { isClassedNoun } from './hypernym-values.ts';
import { namesOneRecord } from './owned-fields.ts';
import type { FilterProposal } from './proposal.ts';
import { ownedStatusFields } from './states.ts';
import { endsClause, isCapitalised, leavesEndingIn, listValue, namesBothSexes, negatedAt, startsUpperCase } from './shared.ts';

/** Roles of values that are places, which a field named for where something is may hold. */
const PLACE_ROLES: ReadonlySet<FieldRole> = new Set(['city', 'district', 'state', 'country', 'continent', 'region']);
/** The field words of the place roles (canonical). */
const PLACE_ROLE_WORDS: ReadonlySet<string> = new Set([...PLACE_ROLES].flatMap((role) => [...ROLE_WORDS.get(role)!]));
/** value (lower-case words) → roles that can hold it; built once. */
const LEXICON_VALUES = new Map<string, FieldRole[]>();
/** A value of a class counted in the plural, as written in the plural ("fiats") → as its field keeps it ("fiat"). */
const LEXICON_PLURALS = new Map<string, string>();
for (const lexicon of VALUE_LEXICONS) {
  for (const value of lexicon.values) {
    const forms = lexicon.plural ? [value, `${value}s`] : [value];
    if (lexicon.plural) LEXICON_PLURALS.set(`${value}s`, value);
    for (const form of forms) {
      const roles = LEXICON_VALUES.get(form) ?? [];
      roles.push(lexicon.role);
      LEXICON_VALUES.set(form, roles);
    }
  }
}
// a demonym also names a cuisine ("Thai dishes"); no role preference picks it, only a food word after it (ROLE_CUES)
for (const demonym of DEMONYM_COUNTRY.keys()) {
  const roles = LEXICON_VALUES.get(demonym) ?? [];
  if (!roles.includes('country')) roles.push('country');
  if (!roles.includes('cuisine')) roles.push('cuisine');
  LEXICON_VALUES.set(demonym, roles);
}
// a person's country is often kept as a nationality, or as its ISO code: a country or a demonym fills that field when
// it is the only one
for (const roles of LEXICON_VALUES.values()) if (roles.includes('country')) roles.push('nationality', 'countryCode');
// a schema may keep places only in a field named for where something is: a known place fills it when nothing else does
for (const roles of LEXICON_VALUES.values()) if (roles.some((r) => PLACE_ROLES.has(r))) roles.push('place');
/** The place roles a known value holds ("brazil" → country), none for a value no lexicon lists. */
export const placeRolesOf = (value: string): readonly FieldRole[] =>
  (LEXICON_VALUES.get(value.toLowerCase()) ?? []).filter((r) => PLACE_ROLES.has(r));
const LONGEST_VALUE = Math.max(...[...LEXICON_VALUES.keys()].map((v) => v.split(' ').length));

/**
 * What a word may open: `true` when it is a value of one word itself, else the words that may come second in the
 * longer values it opens ("the" → bahamas, gambia…). A value of one word is read whatever follows it; one that only
 * opens longer values ("the", "first", "credit") is read only before one of its second words.
 */
type Opening = true | ReadonlySet<string>;

/** Adds the openings of `values` to `openings`, a map of its own. */
function addOpenings(openings: Map<string, true | Set<string>>, values: Iterable<string>): Map<string, true | Set<string>> {
  for (const value of values) {
    const [first, second] = value.split(' ') as [string, string?];
    const held = openings.get(first);
    if (second === undefined) openings.set(first, true);
    else if (held === undefined) openings.set(first, new Set([second]));
    else if (held !== true) held.add(second);
  }
  return openings;
}
const LEXICON_OPENINGS: ReadonlyMap<string, Opening> = addOpenings(new Map(), LEXICON_VALUES.keys());
/** The openings of a schema's pack values, once per schema. */
const packOpenings = perSchema((index: FieldIndex): ReadonlyMap<string, Opening> => addOpenings(new Map(), index.packValues.keys()));

/** Whether the word at token `i` opens a value of `openings`, as a value itself or before a word that may come second. */
function opensAt(ctx: EngineContext, openings: ReadonlyMap<string, Opening>, i: number): boolean {
  const opening = openings.get(ctx.tokens[i]!.text);
  return opening === true || (opening !== undefined && opening.has(ctx.tokens[i + 1]?.text ?? ''));
}

/** The runs of two or more leading words of values ("new york" of "new york city"). */
function leadingRuns(values: Iterable<string>): ReadonlySet<string> {
  const runs = new Set<string>();
  for (const value of values) {
    const words = value.split(' ');
    for (let k = 2; k <= words.length; k++) runs.add(words.slice(0, k).join(' '));
  }
  return runs;
}
const LEXICON_RUNS = leadingRuns(LEXICON_VALUES.keys());
/** The runs of leading words of a schema's pack values, once per schema. */
const packRuns = perSchema((index: FieldIndex): ReadonlySet<string> => leadingRuns(index.packValues.keys()));

/** Whether a run of several words (lower-case, single spaces) opens a known value: only such a run is read further. */
function opensLongerValue(index: FieldIndex, run: string): boolean {
  return LEXICON_RUNS.has(run) || packRuns(index).has(run);
}

/** A state code or a letter rating as written: one or two capitals. */
const TWO_CAPITALS = /^\p{Lu}{1,2}$/u;

/**
 * Whether a value can start at token `i`: a known value of one word (as written or singular), the first word of a
 * longer one before a word that may come second in it, or a capital code or letter (state codes, letter ratings).
 * Most words open none, and skip the run building below.
 */
function mayOpenValue(ctx: EngineContext, i: number): boolean {
  const t = ctx.tokens[i]!;
  // two capitals are at most four UTF-16 units: longer words skip the regex
  if (opensAt(ctx, LEXICON_OPENINGS, i) || (t.raw.length <= 4 && startsUpperCase(t.raw) && TWO_CAPITALS.test(t.raw))) return true;
  // a schema no pack gives values for has nothing more to open; singularValue changes only a word ending in "s" or "ie"
  const { packValues } = ctx.index;
  return packValues.size > 0 && (opensAt(ctx, packOpenings(ctx.index), i) || ((t.text.endsWith('s') || t.text.endsWith('ie')) && packValues.has(singularValue(t.text))));
}

/** Values are written in the singular ("contractors" → contractor, "categories" → category); once per word. */
const singularValues = new BoundedCache<string, string>(CANON_CACHE_LIMIT);
const singularValue = (word: string): string => singularValues.getOrCompute(word, toSingularValue);
const toSingularValue = (word: string): string => singular(word).replace(/ie$/, 'y');
/** Places, languages, makers and funders are proper nouns: only read them when capitalised, so "us" or "turkey" in prose stays prose. */
const PROPER_ROLES: ReadonlySet<FieldRole> = new Set(['continent', 'region', 'country', 'nationality', 'countryCode', 'state', 'city', 'district', 'place', 'language', 'make', 'agency', 'publisher', 'supplier']);
/** Evidence of a place or language read in a question written all in lower case, where case tells no name apart. */
const CASELESS = '+caseless-question';
const capitaliseWords = (text: string): string => text.replace(/(^|\s)(\p{Ll})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
/** Roles of places, tongues, money and compass points, in the order one word that could fill several is given them (ROLE_PREFERENCE). */
const WHERE_ROLES: readonly FieldRole[] = ['city', 'district', 'state', 'continent', 'region', 'country', 'nationality', 'countryCode', 'language', 'place', 'currency', 'compass'];
/** Roles of classes of things a value is known by its kind to belong to (a maker, a payment method, a channel, a tier, a funder): every other lexicon's. */
const CLASS_ROLES: readonly FieldRole[] = VALUE_LEXICONS.map((l) => l.role).filter((r) => !WHERE_ROLES.includes(r));
/** Per role of a class whose values are ordinary words too, the words beside a value that say its class. */
const CLASS_CUES: ReadonlyMap<FieldRole, ClassCues> = new Map(VALUE_LEXICONS.flatMap((l) => (l.cues ? [[l.role, l.cues] as const] : [])));
const PAYMENT_CANON: ReadonlySet<string> = new Set(PAYMENT_FIELD_WORDS.map(canonWord));
const CHANNEL_SOURCE_CANON: ReadonlySet<string> = new Set(CHANNEL_SOURCE_WORDS.map(canonWord));
const CHANNEL_CANON = canonWord('channel');

/**
 * Whether a value at [from, to) of a class whose values are ordinary words too ("check", "basic", "web") is said as
 * one: a value of several words, one capitalised inside the question, one beside a word saying its class ("paid by
 * cheque", "bronze tier guests") or the records keeping its field ("kiosk sales"), or one in a question naming the
 * class's field ("pay methods other than cheque"); a payment method only where its field or that field's records
 * are a payment's, a channel only where its field is named a channel or is a contact's source (channelField).
 */
function saidAsClass(ctx: EngineContext, role: FieldRole, from: number, to: number): boolean {
  const cues = CLASS_CUES.get(role);
  if (cues && to - from === 1 && !(from > 0 && startsUpperCase(ctx.tokens[from]!.raw))) {
    const before = ARTICLES.has(ctx.tokens[from - 1]?.text ?? '') ? from - 2 : from - 1;
    const field = ctx.index.roleField(role);
    const cued = cues.before.has(ctx.tokens[before]?.text ?? '') || cues.after.has(ctx.tokens[to]?.text ?? '') || !!cues.alone?.has(ctx.tokens[from]!.text);
    // "web orders" where orders keep the channel: the records right after, owning the class's field
    const recordsAfter = !!field && collectionMentionAt(ctx, to)?.collection === ctx.owners.ownerOf.get(field);
    if (!cued && !recordsAfter && !ctx.mentions.some((m) => m.entry === field)) return false;
  }
  return role === 'paymentMethod' ? paymentMethodField(ctx) !== null : role !== 'channel' || channelField(ctx) !== null;
}

/**
 * The field of channels: one named a channel, or a source whose name or records' name says a contact's
 * (`lead_source`, `bookings.source`); any other source (`funding_source`) is where a thing came from, not how.
 */
function channelField(ctx: EngineContext): FieldEntry | null {
  const field = ctx.index.roleField('channel');
  if (!field || field.canonWords.includes(CHANNEL_CANON)) return field;
  const owner = ctx.owners.ownerOf.get(field);
  const contact = (words: readonly string[]): boolean => words.some((w) => CHANNEL_SOURCE_CANON.has(canonWord(w)));
  return contact(field.canonWords) || (!!owner && contact(fieldWords(owner))) ? field : null;
}

/** The field of payment methods: the method field when its name or its records' name says a payment (`pay_method`, `payments.method`). */
function paymentMethodField(ctx: EngineContext): FieldEntry | null {
  const field = ctx.index.roleField('paymentMethod');
  const owner = field && ctx.owners.ownerOf.get(field);
  const paying = (words: readonly string[]): boolean => words.some((w) => PAYMENT_CANON.has(canonWord(w)));
  return field && (paying(field.canonWords) || paying(field.writtenWords) || (!!owner && paying(fieldWords(owner)))) ? field : null;
}
/** When one word could fill several fields ("Italian"), the first role the schema has wins. */
const ROLE_PREFERENCE: readonly FieldRole[] = [...WHERE_ROLES, ...CLASS_ROLES];
const ROLE_CUES: ReadonlyMap<string, FieldRole> = new Map([
  ['language', 'language'], ['languages', 'language'], ['speaking', 'language'], ['spoken', 'language'],
  ['cuisine', 'cuisine'], ['food', 'cuisine'], ['dishes', 'cuisine'], ['dish', 'cuisine'], ['recipes', 'cuisine'], ['recipe', 'cuisine'],
  ['meals', 'cuisine'], ['meal', 'cuisine'],
  // "New York state", "Georgia the country": a place that names several kinds of place, with the kind said
  ['state', 'state'], ['city', 'city'], ['country', 'country'], ['continent', 'continent'],
]);
/** "the state of Oregon", "the city of Lyon": the kind of place said before the value. */
const PLACE_KIND_BEFORE: ReadonlyMap<string, FieldRole> = new Map([['state', 'state'], ['city', 'city'], ['country', 'country']]);
/** Words before a value that say which field it fills: "in Spanish" is a language, "Spanish titles" may be a country. */
const LEADING_ROLE_CUES: ReadonlyMap<string, FieldRole> = new Map([['in', 'language']]);

/** True when a lower-case word or phrase is a place, language or demonym the engine knows. */
export const isLexiconValue = (text: string): boolean => LEXICON_VALUES.has(text);

/** A place or language written out ("Peru") fills the role's name field, not its code field, when the schema has both. */
function spelledOutField(ctx: EngineContext, field: FieldEntry | null): FieldEntry | null {
  const last = field?.canonWords[field.canonWords.length - 1];
  if (!field || (last !== 'code' && last !== 'id')) return field;
  const stem = field.canonWords.slice(0, -1).join(' ');
  return ctx.index.entries.find((e) => e.canonWords.slice(0, -1).join(' ') === stem && e.canonWords[e.canonWords.length - 1] === 'name') ?? field;
}

/** Leads of a place a route goes to or comes from, with the words of the field holding that end. */
const ROUTE_END_CANON: ReadonlySet<string> = new Set([...ROUTE_END_WORDS].map(canonWord));
const ROUTE_START_CANON: ReadonlySet<string> = new Set([...ROUTE_START_WORDS].map(canonWord));
const ROUTE_EVENT_CANON: ReadonlySet<string> = new Set([...ROUTE_EVENT_WORDS].map(canonWord));
/** "out of", and a verb of leaving, stand for a route's start only ("flights out of Lisbon"), as "from" does not. */
const OUT_OF_LEAD = OUT_OF.join(' ');
const ROUTE_LEADS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  [ROUTE_TO, ROUTE_END_CANON], ['into', ROUTE_END_CANON], [ROUTE_FROM, ROUTE_START_CANON], [OUT_OF_LEAD, ROUTE_START_CANON],
]);

/**
 * The route lead of a place starting at `from`: "to", "into", "from" or "out of" said right before it; for a verb of
 * reaching ("flights reaching Oslo") "to", of leaving ("ferries leaving Kiel") "out of"; for "trips that ended in Lagos"
 * and "rides that began at Kew", the lead a verb of ending ("to") or starting ("out of") before "in" or "at" stands
 * for; '' when none.
 */
function routeLeadOf(ctx: EngineContext, from: number): string {
  const lead = ctx.tokens[from - 1]?.text ?? '';
  if (ROUTE_LEADS.has(lead)) return lead;
  if ((lead === OUT_OF[1] && ctx.tokens[from - 2]?.text === OUT_OF[0]) || ROUTE_LEAVING_VERBS.has(lead)) return OUT_OF_LEAD;
  if (ROUTE_REACHING_VERBS.has(lead)) return ROUTE_TO;
  if (!ROUTE_VERB_LEADS.has(lead)) return '';
  const verb = ctx.tokens[from - 2]?.text ?? '';
  return ROUTE_ENDING_VERBS.has(verb) ? ROUTE_TO : ROUTE_BEGINNING_VERBS.has(verb) ? OUT_OF_LEAD : '';
}

/**
 * "crates still on their way to Oregon", "parcels from Ohio", "trips that ended in Lagos": after a route lead, the one
 * place field of the value's role under that end of a route (`destination.state`, `origin.state`, `dropoff.city`), when
 * the records named last before it keep that field (or none are named): where the records go or come from, not
 * another record's place. "flights to Lisbon" beside an airport's `city`: where a route goes, a field named only for
 * that end (`destination`) keeps any place.
 */
function routeEndPlace(ctx: EngineContext, roles: readonly FieldRole[], from: number): FieldEntry | null {
  const lead = routeLeadOf(ctx, from);
  const ends = lead ? routeEndPlaces(ctx.index).get(lead) : undefined;
  if (!ends) return null;
  const named = collectionNamedBefore(ctx, from - 1)?.collection;
  const theirs = (field: FieldEntry): boolean => !named || ctx.owners.ownerOf.get(field) === named;
  for (const role of ROLE_PREFERENCE) {
    const hits = roles.includes(role) ? ends.byRole.get(role) : undefined;
    if (hits?.length === 1 && theirs(hits[0]!)) return hits[0]!;
  }
  // after a bare "from", a field named only "from" or "source" may keep anything (a sender, a lead source): only the
  // other leads read a field named only for its end so
  return ends.wholeEnd?.length === 1 && theirs(ends.wholeEnd[0]!) ? ends.wholeEnd[0]! : null;
}

/** Fields of one end of a route: per role, the leaf place fields under it, and (but after "from") the leaves named only for it. */
interface RouteEndPlaces { readonly byRole: ReadonlyMap<FieldRole, readonly FieldEntry[]>; readonly wholeEnd?: readonly FieldEntry[] }

/** Per route lead, the fields of that end of a route; once per schema. */
const routeEndPlaces = perSchema((index: FieldIndex): ReadonlyMap<string, RouteEndPlaces> =>
  new Map([...ROUTE_LEADS].map(([lead, ends]) => {
    const byRole = new Map<FieldRole, FieldEntry[]>();
    for (const [role, words] of ROLE_WORDS) {
      const hits = index.entries.filter((e) => !e.children.length && words.has(e.canonWords.at(-1)!) && e.canonWords.some((w) => ends.has(w)));
      if (hits.length) byRole.set(role, hits);
    }
    const wholeEnd = lead !== ROUTE_FROM
      ? index.entries.filter((e) => !e.children.length && e.canonWords.every((w) => ends.has(w) && !STOP_WORDS.has(w) && !ROUTE_EVENT_CANON.has(w)))
      : undefined;
    return [lead, { byRole, wholeEnd }] as const;
  })));

/** The field a place or language fills, with the evidence suffix of how it was chosen among namesakes ('' when it was not). */
function roleFor(ctx: EngineContext, span: readonly [number, number], roles: readonly FieldRole[], used: ReadonlySet<FieldEntry>): { entry: FieldEntry; suffix: string } | null {
  const [from, to] = span;
  const routed = routeEndPlace(ctx, roles, from);
  if (routed) return { entry: routed, suffix: '+route-end' };
  const kindBefore = ctx.tokens[from - 1]?.text === 'of' ? PLACE_KIND_BEFORE.get(ctx.tokens[from - 2]?.text ?? '') : undefined;
  const field = kindBefore && roles.includes(kindBefore) && ctx.index.roleField(kindBefore)
    ? ctx.index.roleField(kindBefore)
    : roleFieldFor(ctx, roles, ctx.tokens[to]?.text, used, ctx.tokens[from - 1]?.text);
  const placed = field && placedAmongNamesakes(ctx, field, from, to);
  const entry = spelledOutField(ctx, placed?.entry ?? null);
  return entry && { entry, suffix: (placed?.entry !== field ? placed!.suffix : '') + (placed?.placeWords ? PLACE_WORD_NAMESAKES : '') };
}

/** Evidence of a place chosen among fields ending in the same role word by the words of its own clause. */
const OWN_CLAUSE = '+own-clause';
/** Evidence of a place chosen among namesakes the words name alike by the records named nearest. */
const RECORDS_NAMED = '+records-named';
/** Evidence of a place kept among only the namesakes named for that place too, where every namesake would have chosen another. */
const PLACE_WORD_NAMESAKES = '+place-word-namesakes';
/** Less than a word is worth: scores this close differ only by the resolver's pull towards shallow fields. */
const DEPTH_PULL = 0.05;

/**
 * "shipments heading to Canada" on a schema with `country` and `destination.country`: among fields ending in the
 * same role word, the one the words around the value name best. Words after it count only up to the end of its
 * clause: in "patrons in Norway who have loans" the words before say whose country it is, the loans are another condition.
 * Of namesakes the words name alike ("patients who live in Lyon" beside a clinic's `clinicCity` and a patient's
 * `address.city`), the one kept by the records named nearest. `placeWords` says the choice differs from the one among
 * every namesake.
 */
function placedAmongNamesakes(ctx: EngineContext, field: FieldEntry, from: number, to: number): { entry: FieldEntry; suffix: string; placeWords: boolean } {
  // a field named for its place elsewhere than at its end (`country_code`) has for namesakes the fields ending alike
  // that are named for that place too (`origin_country_code`), not every code
  const placeWords = field.canonWords.filter((w) => PLACE_ROLE_WORDS.has(w));
  const sameEnding = leavesEndingIn(ctx.index, field.canonWords[field.canonWords.length - 1]!);
  const namesakes = sameEnding.filter((e) => placeWords.every((w) => e.canonWords.includes(w)));
  const placed = placedAmong(ctx, field, namesakes, from, to);
  const unnarrowed = namesakes.length < sameEnding.length ? placedAmong(ctx, field, sameEnding, from, to) : placed;
  return { ...placed, placeWords: unnarrowed.entry !== placed.entry };
}

/** placedAmongNamesakes among the given namesakes. */
function placedAmong(ctx: EngineContext, field: FieldEntry, namesakes: readonly FieldEntry[], from: number, to: number): { entry: FieldEntry; suffix: string } {
  if (namesakes.length < 2) return { entry: field, suffix: '' };
  const scores = scoreFields(ctx, from, to, 'text', [], true);
  const score = (e: FieldEntry) => scores.get(e) ?? 0;
  const ranked = [field, ...namesakes.filter((e) => e !== field)].sort((a, b) => score(b) - score(a) || (a === field ? -1 : b === field ? 1 : 0));
  const best = ranked[0]!;
  const owned = ownedByNamedEntity(ctx, ranked.filter((e) => score(e) >= score(best) - DEPTH_PULL), from, to);
  return owned !== best ? { entry: owned, suffix: RECORDS_NAMED } : { entry: best, suffix: OWN_CLAUSE };
}

/**
 * The field of one of the roles a value in words fills, the role its cue names first; a field that keeps a number
 * (a train's `platform_number`) is no home for a word ("android"), whatever its name shares with the role.
 */
function roleFieldFor(ctx: EngineContext, roles: readonly FieldRole[], cue: string | undefined, used: ReadonlySet<FieldEntry>, lead?: string): FieldEntry | null {
  const field = cuedRoleField(ctx, roles, cue, used, lead);
  return field && !isMeasureField(field) ? field : null;
}

function cuedRoleField(ctx: EngineContext, roles: readonly FieldRole[], cue: string | undefined, used: ReadonlySet<FieldEntry>, lead?: string): FieldEntry | null {
  const cued = (cue ? ROLE_CUES.get(cue) : undefined) ?? (lead ? LEADING_ROLE_CUES.get(lead) : undefined);
  if (cued && roles.includes(cued) && ctx.index.roleField(cued)) return ctx.index.roleField(cued);
  // "Illinois or Georgia": a value that fits several fields goes where its neighbours went
  for (const role of roles) {
    const field = ctx.index.roleField(role);
    if (field && used.has(field)) return field;
  }
  for (const role of ROLE_PREFERENCE) {
    if (roles.includes(role)) {
      const field = ctx.index.roleField(role);
      if (field) return field;
    }
  }
  return null;
}

/** How far from a value the entity it describes may be named ("female students", "students who are female"). */
const ENTITY_WINDOW = 4;

/**
 * Of several fields that hold a value ("female": a dormitory's `gender`, a student's `Sex`), the one of the entity
 * named nearest the value; the pack's order otherwise.
 */
export function ownedByNamedEntity(ctx: EngineContext, targets: readonly FieldEntry[], from: number, to: number): FieldEntry {
  if (targets.length < 2) return targets[0];
  const nearest = nearestNamedCollection(ctx, from, to);
  return (nearest && targets.find((t) => ctx.owners.ownerOf.get(t) === nearest)) || targets[0];
}

/** The one collection the question names, however often; none when it names none or several. */
function onlyNamedCollection(ctx: EngineContext): string | undefined {
  const first = ctx.collectionMentions[0]?.collection;
  // a plain loop: asked on every question
  for (const m of ctx.collectionMentions) if (m.collection !== first) return undefined;
  return first;
}

/** The collection named nearest the words [from, to), within ENTITY_WINDOW; none when none is. */
function nearestNamedCollection(ctx: EngineContext, from: number, to: number): string | undefined {
  let nearest: string | undefined;
  let distance = Infinity;
  for (const m of ctx.collectionMentions) {
    const d = m.from >= to ? m.from - to : from - m.to;
    if (d >= 0 && d < ENTITY_WINDOW && d < distance) {
      nearest = m.collection;
      distance = d;
    }
  }
  return nearest;
}

/**
 * A pack's stage word kept in a status field of other records ("unpaid invoices" where the pack's `status` is a
 * member's): the one status field the records named beside the word own keeps it instead.
 */
function namedRecordsStatus(ctx: EngineContext, field: FieldEntry, from: number, to: number, only: string | undefined): FieldEntry {
  if (!isStatusField(field)) return field;
  // "parcels from the northern depot, all of them returned": a stage said far from the records is still theirs when they are the only ones named
  const nearest = nearestNamedCollection(ctx, from, to) ?? only;
  if (!nearest || ctx.owners.ownerOf.get(field) === nearest) return field;
  return ownedStatusFields(ctx.owners).get(nearest) ?? field;
}

/** Evidence of a place or tongue given the role a field names after "as". */
const AS_FIELD = '+as-field';
const FIELD_NAMED_AFTER = '+field-named-after';

/**
 * "members who give Danish as their first language", "with Oslo as the home city": a text field named after "as" and
 * its determiners, ending the clause, is the field the value before "as" fills, whatever role the lexicon gives it.
 */
function fieldGivenAs(ctx: EngineContext, at: number): FieldEntry | undefined {
  if (ctx.tokens[at]?.text !== ROLE_GIVER) return undefined;
  let k = at + 1;
  while (ROLE_DETERMINERS.has(ctx.tokens[k]?.text ?? '')) k++;
  const named = mentionStartingAt(ctx, k);
  return named && isTextLeaf(named.entry) && endsClause(ctx.tokens[named.to]?.text) ? named.entry : undefined;
}

/**
 * The field a demonym said of the records goes to: the nationality field, or the country field when that one is kept by
 * the records named nearest ("Chilean guests" beside a guest's `country` and a crew member's `crew.nationality`).
 */
function demonymField(ctx: EngineContext, from: number, to: number): FieldEntry | null {
  const nationality = ctx.index.roleField('nationality');
  const country = ctx.index.roleField('country');
  if (!nationality || !country || country === nationality) return nationality;
  return ownedByNamedEntity(ctx, [nationality, country], from, to);
}

/** A class's value as its field keeps it, in the case written: a plural said ("Fiats", "money orders") in the singular. */
function classValue(text: string, raw: string, rule: string): string {
  const one = rule === 'filters.value-class' ? LEXICON_PLURALS.get(text) : undefined;
  return one ? raw.slice(0, one.length) : raw;
}

/** "Middle East & North Africa": an ampersand may join the words of one value, as its list writes it. */
const VALUE_AMPERSAND = '&';

/**
 * "emergency encounters" beside `encounters.encounter_type` and a specialty a pack lists "emergency" for: a value
 * right before records in the plural that keep their own kind, none of the fields the pack gives it, is their kind
 * (the kind-modifier reads it).
 */
function kindOfRecordsAfter(ctx: EngineContext, end: number, targets: readonly FieldEntry[]): boolean {
  const records = ctx.tokens[end];
  if (records?.kind !== 'word' || !isPluralWord(records.text)) return false;
  const kind = ownKindField(ctx.index, records.canon);
  return !!kind && !targets.includes(kind);
}

/** Categorical values: pack vocabularies first, then places and languages, state codes and letter ratings. */
export function vocabularyProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens, index } = ctx;
  const found = new Map<string, { values: string[]; negated: boolean; span: [number, number]; claims: Array<[number, number]>; rule: string }>();
  const longest = Math.max(index.longestValue, LONGEST_VALUE);
  const rolesUsed = new Set<FieldEntry>();
  // "shops in portugal, count": a question written all in lower case says nothing by case, so places and languages
  // are read there as if capitalised; asked only of a lower-case place, as most questions have none
  let caseless: boolean | undefined;
  // the one collection the question names, said once for every stage word of the pack (see namedRecordsStatus)
  const onlyNamed = onlyNamedCollection(ctx);
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].kind !== 'word' || ctx.roles[i] !== undefined || !mayOpenValue(ctx, i) || collectionMentionAt(ctx, i)) continue;
    // a value is a run of unclaimed words: the run's prefixes (as read and as written), joined once, longest tried
    // first; the run grows only while it still opens a value of several words
    const texts: string[] = [];
    const raws: string[] = [];
    for (let k = i; k < Math.min(i + longest, tokens.length) && (tokens[k].kind === 'word' || (k > i && tokens[k].text === VALUE_AMPERSAND)) && ctx.roles[k] === undefined; k++) {
      const text = k > i ? `${texts[k - i - 1]} ${tokens[k].text}` : tokens[k].text;
      if (k > i && !opensLongerValue(index, text)) break;
      texts.push(text);
      raws.push(k > i ? `${raws[k - i - 1]} ${tokens[k].raw}` : tokens[k].raw);
    }
    const inMention = mentionAt(ctx, i);
    let matched = false;
    for (let n = texts.length; n >= 1 && !matched; n--) {
      const text = texts[n - 1];
      let field: FieldEntry | null = null;
      let rule = '';
      let suffix = '';
      // "excluding contractors": a pack value written in the plural
      const exact = index.packValues.get(text);
      const singularText = exact || n > 1 ? text : singularValue(text);
      const packTargets = exact ?? index.packValues.get(singularText);
      const demonym = DEMONYM_COUNTRY.has(text) && !ROLE_CUES.has(tokens[i + n]?.text ?? '');
      if (packTargets && !(inMention && inMention.kind === 'full') && !kindOfRecordsAfter(ctx, i + n, packTargets) && !namesOwnLeaf(ctx, inMention, i, i + n, packTargets) && !namesGroupKey(ctx, inMention, i, i + n) && !demonym && !sentToPlace(ctx, i + n) && !datedEvent(ctx, i + n) && !measuredEvent(ctx, i + n) && !verbWithObject(ctx, i, i + n) && !namesOneRecord(ctx, i, i + n)) {
        const after = fieldNamedAfter(ctx, i, i + n);
        const owned = after ?? ownedByNamedEntity(ctx, packTargets, i, i + n);
        field = namedRecordsStatus(ctx, owned, i, i + n, onlyNamed);
        rule = field === owned ? `filters.pack-vocabulary${owned === after ? '+field-named-after' : ''}` : 'filters.pack-vocabulary+records-status';
      } else if (!inMention || inMention.to - inMention.from < n) {
        const roles = LEXICON_VALUES.get(text);
        if (roles && opensProperName(ctx, i, i + n)) {
          // "the Belgian Spring Classic": a place or demonym that opens a longer proper name is part of that name
          continue;
        } else if (roles) {
          // a lower-case word that is also a common noun or a function word ("turkey", "us") stays prose even there
          const proper = startsUpperCase(tokens[i].raw) || ((caseless ??= tokens.every((t) => t.raw === t.raw.toLowerCase())) && !tokens.slice(i, i + n).some((t) => STOP_WORDS.has(t.text) || isClassedNoun(t.text)));
          const usable = roles.filter((r) => (proper || !PROPER_ROLES.has(r)) && saidAsClass(ctx, r, i, i + n));
          // "German drivers": a demonym says what someone is, which a nationality field keeps beside a country field
          // unless that field is another record's and the records named beside the demonym keep a country of their own
          const nationality = demonym && proper ? demonymField(ctx, i, i + n) : null;
          const givenAs = usable.length ? fieldGivenAs(ctx, i + n) : undefined;
          // "mills in the Varn district": a place-holding field said right after a place written as a name keeps it
          const namedAfter = usable.length && !givenAs && startsUpperCase(tokens[i].raw) ? areaNamedAfter(ctx, i, i + n) : undefined;
          const role = givenAs || namedAfter || nationality || !usable.length ? null : roleFor(ctx, [i, i + n], usable, rolesUsed);
          field = givenAs ?? namedAfter ?? nationality ?? role?.entry ?? null;
          // "Cessna hangars", "settled by cheque", "SMS leads": a value its kind alone sends to a field of its class
          rule = field && CLASS_ROLES.some((r) => usable.includes(r) && index.roleField(r) === field) ? 'filters.value-class' : 'filters.lexicon';
          if (role) suffix = role.suffix;
          if (givenAs) suffix = AS_FIELD;
          if (namedAfter) suffix = FIELD_NAMED_AFTER;
          // "CT" beside no modality field: the state code it also is
          if (!field && isStateCodeAt(ctx, i, n)) {
            field = index.roleField('state');
            rule = 'filters.state-code';
          }
          // a place or a nationality, which only the question's lack of case lets be read (no other role's field took it)
          const byCaselessness = !!field && proper && !startsUpperCase(tokens[i].raw) && !roles.some((r) => !PROPER_ROLES.has(r) && index.roleField(r) === field);
          if (byCaselessness) {
            suffix += CASELESS;
            raws[n - 1] = capitaliseWords(raws[n - 1]!);
          }
        } else if (isStateCodeAt(ctx, i, n)) {
          field = index.roleField('state');
          rule = 'filters.state-code';
        } else if (n === 1 && /^\p{Lu}$/u.test(tokens[i].raw) && isRatingContext(ctx, i)) {
          // "rated R", "a rating of G": one capital letter after a rating word is the rating
          field = index.roleField('rated');
          rule = 'filters.letter-rating';
        }
      }
      // a demonym no place or language field takes is the pack's value ("Italian" on a cuisine field)
      if (!field && demonym && packTargets) {
        field = packTargets[0];
        rule = 'filters.pack-vocabulary';
      }
      if (!field) continue;
      matched = true;
      rolesUsed.add(field);
      const plural = rule.startsWith('filters.pack-vocabulary') && !exact;
      const value = rule === 'filters.lexicon' && (field === index.roleField('country') || field === index.roleField('countryCode') || field === index.roleField('place')) && DEMONYM_COUNTRY.has(text)
        ? DEMONYM_COUNTRY.get(text)! : plural ? singularText : classValue(text, raws[n - 1]!, rule);
      const entry = found.get(field.name) ?? { values: [], negated: negatedAt(ctx, i), span: [i, i + n] as [number, number], claims: [], rule: rule + suffix };
      if (!entry.values.includes(value)) entry.values.push(value);
      entry.span[1] = i + n;
      entry.claims.push([i, i + n]);
      found.set(field.name, entry);
      i += n - 1;
    }
  }
  // most questions hold no known value: no list to build
  if (!found.size) return [];
  // "male versus female staff per site": every sex named is a breakdown by sex, no condition
  return [...found].filter(([, entry]) => !namesBothSexes(entry.values)).map(([field, entry]) => ({
    field, value: listValue(entry.values, entry.negated), span: entry.span, claims: entry.claims, confidence: 0.75, rule: entry.rule,
  }));
}

/**
 * "platinum medals" beside a `medals.platinum` count: words that spell a leaf's whole own name name that field, and
 * are no vocabulary value of another, unless that other field is named right after them ("platinum rank").
 */
function namesOwnLeaf(ctx: EngineContext, mention: FieldMention | undefined, from: number, to: number, targets: readonly FieldEntry[]): boolean {
  if (!mention || mention.from !== from || mention.to !== to || mention.entry.children.length) return false;
  const own = mention.entry.ownWords;
  if (own.length !== to - from || own.some((w, k) => ctx.tokens[from + k].canon !== w)) return false;
  const next = mentionStartingAt(ctx, to);
  return !(next && targets.includes(next.entry));
}

/**
 * "members per country" beside a `profile.country` and a genre list holding "country": a field named whole right after a
 * ranging word or "by" is the key the records are grouped by, no value of another field.
 */
function namesGroupKey(ctx: EngineContext, mention: FieldMention | undefined, from: number, to: number): boolean {
  return !!mention && mention.from === from && mention.to === to && GROUP_KEY_LEADS.has(ctx.tokens[from - 1]?.text ?? '');
}

/**
 * "staff in the Surgery department" beside `specialty` and `department`: after an article, a text field said right after
 * the value, ending the phrase, is the field it is a value of, before any other its vocabulary gives, even one it lists
 * no value for ("in the top rank" beside a `priority` listing "top" and a `rank`). Undefined when none is said there.
 */
function fieldNamedAfter(ctx: EngineContext, from: number, to: number): FieldEntry | undefined {
  if (!ARTICLES.has(ctx.tokens[from - 1]?.text ?? '')) return undefined;
  const next = mentionStartingAt(ctx, to);
  return next && isTextLeaf(next.entry) && endsClause(ctx.tokens[next.to]?.text) ? next.entry : undefined;
}

/** The area words a place's name is said before (`district`, `zone`), in canonical form. */
const AREA_AFTER_NAME_CANON: ReadonlySet<string> = new Set(AREA_AFTER_NAME_FIELD_WORDS.map(canonWord));
/**
 * The place-holding field named right after a place after an article ("the Varn district"), unless its word names the
 * records ("the Varn mills") or a field of another kind (`store_type`).
 */
function areaNamedAfter(ctx: EngineContext, from: number, to: number): FieldEntry | undefined {
  const field = fieldNamedAfter(ctx, from, to);
  if (!field || collectionMentionAt(ctx, to)) return undefined;
  return AREA_AFTER_NAME_CANON.has(field.canonWords[field.canonWords.length - 1]!) ? field : undefined;
}

/**
 * Whether the capitalised value at [from, to) runs on into a capitalised word that no field, collection or known value
 * claims ("Belgian Spring Classic", "British Rail"): then it is the first word of a proper name.
 */
function opensProperName(ctx: EngineContext, from: number, to: number): boolean {
  const next = ctx.tokens[to];
  return startsUpperCase(ctx.tokens[from].raw) && isCapitalised(next) && ctx.roles[to] === undefined && !mentionAt(ctx, to)
    && !collectionMentionAt(ctx, to) && !LEXICON_VALUES.has(next.text) && !ROLE_CUES.has(next.text);
}

/** "hikers who climbed a peak": a past verb with its object after it does something, it states no status. */
function verbWithObject(ctx: EngineContext, from: number, to: number): boolean {
  return to - from === 1 && PAST_PARTICIPLE_FORM.test(ctx.tokens[from]!.text) && ARTICLES.has(ctx.tokens[to]?.text ?? '');
}

/**
 * "parcels delivered after 1 May", "claims filed last week": a participle followed by when it happened dates the
 * event (a date field and the time frame keep it), not the state a status field keeps. `end` is the token after it.
 */
function datedEvent(ctx: EngineContext, end: number): boolean {
  if (!PAST_PARTICIPLE_FORM.test(ctx.tokens[end - 1]!.text)) return false;
  // "renewed in the last 6 weeks": a preposition and an article may open the time's phrase
  let k = end;
  while (k < end + MAX_TIME_LEADS && TIME_LEADS.has(ctx.tokens[k]?.text ?? '')) k++;
  return ctx.roles[k] === 'time';
}
/** Most words that may open the phrase saying when ("in the"). */
const MAX_TIME_LEADS = 2;

/**
 * "parcels held more than 3 days", "prescriptions refilled over 3 times": a participle followed by a comparison says by
 * how much or how often, which a measure keeps, not the state a status field keeps. `end` is the token after it.
 */
function measuredEvent(ctx: EngineContext, end: number): boolean {
  return MEASURE_COMPARISON_OPENERS.has(ctx.tokens[end]?.text ?? '') && PAST_PARTICIPLE_FORM.test(ctx.tokens[end - 1]!.text);
}

/**
 * "orders delivered to Madrid", "shipped to Peru": a participle followed by "to" and a place says where the records
 * went, not the state a status field keeps. `end` is the token after the participle.
 */
function sentToPlace(ctx: EngineContext, end: number): boolean {
  return ctx.tokens[end]?.text === 'to' && PAST_PARTICIPLE_FORM.test(ctx.tokens[end - 1]!.text) && isCapitalised(ctx.tokens[end + 1]);
}

/**
 * "the ID 5512", "order ID": the word for an identifier, not a place, unless it follows "in" or a city and a comma
 * ("Boise, ID"); after a comma and a lower-case word it is one more item of a list ("the name, ID, and email").
 */
const namesAnIdentifier = (ctx: EngineContext, i: number): boolean => {
  if (ctx.tokens[i].canon !== 'id') return false;
  const before = ctx.tokens[i - 1]?.text ?? '';
  return before === ',' ? !isCapitalised(ctx.tokens[i - 2]) : !PLACE_LEADS.has(before);
};

/** A US state code as written, one word of two capitals that is no word for an identifier. */
const isStateCodeAt = (ctx: EngineContext, i: number, n: number): boolean =>
  n === 1 && US_STATE_CODES.has(ctx.tokens[i].raw) && ctx.tokens[i].raw.length === 2 && !namesAnIdentifier(ctx, i);

function isRatingContext(ctx: EngineContext, i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 4; j--) if (/^rat(ed|ing|ings)$/.test(ctx.tokens[j].text)) return true;
  return false;
}

/** "Snellville, GA": a capitalised place before a state code is a city. */
export function cityBeforeStateProposals(ctx: EngineContext): FilterProposal[] {
  const city = ctx.index.roleField('city');
  const proposals: FilterProposal[] = [];
  if (!city) return proposals;
  for (let i = 2; i < ctx.tokens.length; i++) {
    if (!US_STATE_CODES.has(ctx.tokens[i].raw) || ctx.tokens[i - 1].text !== ',') continue;
    let from = i - 1;
    while (from > 0 && isCapitalised(ctx.tokens[from - 1]) && ctx.roles[from - 1] === undefined && !US_STATE_CODES.has(ctx.tokens[from - 1].raw)) from--;
    if (from === i - 1) continue;
    const value = ctx.tokens.slice(from, i - 1).map((t) => t.raw).join(' ');
    proposals.push({ field: city.name, value, span: [from, i + 1], claims: [[from, i - 1]], confidence: 0.7, rule: 'filters.city-state' });
  }
  return proposals;
}

/**
 * "Danish-flagged vessels", "Panama-registered ships": a known place joined to a participle says where the records
 * are placed in the way the verb says, kept in the one field that verb's noun names (`flag_country`); the place
 * fills it as a country does, whatever field another word of the question names.
 */
export function placeCompoundProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  ctx.tokens.forEach((t, i) => {
    const hyphen = t.text.lastIndexOf('-');
    if (t.kind !== 'word' || hyphen <= 0 || ctx.roles[i] !== undefined) return;
    const place = t.text.slice(0, hyphen);
    if (!placeRolesOf(place).length) return;
    const bases = new Set(participleBases(t.text.slice(hyphen + 1)).map(canonWord));
    const fields = bases.size ? ctx.index.entries.filter((e) => !e.children.length && e.canonWords.some((w) => bases.has(w))) : [];
    if (fields.length !== 1) return;
    // the lexicon's own form of a demonym's country, as filters.lexicon gives it ("British" → UK); a place as written
    const value = DEMONYM_COUNTRY.get(place) ?? t.raw.slice(0, t.raw.lastIndexOf('-'));
    proposals.push({ field: fields[0]!.name, value, span: [i, i + 1], confidence: 0.7, rule: 'filters.place-compound' });
  });
  return proposals;
}

// unlike a yes/no state (states.ts: "inactive"), a value word opening with "in" is rarely its negation ("indoor", "income")
const NEGATING_PREFIXES = ['non', 'un'];
const MIN_NEGATED_VALUE = 4;

/** What a word negates by its prefix ("unresolved" → resolved, "non-refunded" → refunded), else ''. */
function negatedValue(word: string): string {
  const text = word.includes('-') ? word.replace(/-/g, '') : word;
  for (const prefix of NEGATING_PREFIXES) {
    if (text.startsWith(prefix) && text.length - prefix.length >= MIN_NEGATED_VALUE) return text.slice(prefix.length);
  }
  return '';
}

/** "unresolved tickets", "non-refunded orders": a known categorical value with a negating prefix excludes it. */
export function negatedValueProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  // the values are pack values: a schema no pack gives values for has none to exclude
  if (!ctx.index.packValues.size) return proposals;
  for (let i = 0; i < ctx.tokens.length; i++) {
    const t = ctx.tokens[i];
    if (t.kind !== 'word' || ctx.roles[i] !== undefined || mentionAt(ctx, i)) continue;
    const value = negatedValue(t.text);
    const field = value ? ctx.index.packValues.get(value)?.[0] : undefined;
    if (!field) continue;
    proposals.push({ field: field.name, value: { $ne: value }, span: [i, i + 1], confidence: 0.65, rule: 'filters.negated-value', keep: true });
  }
  return proposals;
}
