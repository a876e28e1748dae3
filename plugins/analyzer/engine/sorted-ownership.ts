import { measureWordOf, type FieldEntry, type FieldIndex } from './field-index.ts';
import { DATE_FIELD_HEADS } from './lexicon/field-kinds.ts';
import { canonJoined, PERSON_FIELD_CANON } from './field-kinds.ts';
import { ADDRESS_PART_WORDS, BE_FORMS, IDENTIFIER_ENDINGS, PERSON_ATTRIBUTE_WORDS, PLACE_NAME_HEADS, WHEREABOUTS_WORDS } from './lexicon/words.ts';
import { canonWord } from './text.ts';
import {
  entityHead, entityNamedKey, entityWords, isEmbedded, isOwnName, isPersonName, namesPeople, qualifiedName, qualifiesCollection, rootNames, spreadFromRoots,
  type FieldOwners,
} from './ownership.ts';

/** Fewest fields a list sorted by name must have for its order to be read as a sort, not the caller's own order. */
const SORTED_MIN_FIELDS = 8;

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** Field names compared case-insensitively, as a schema tool sorts them (a parent before its children). */
export const byLowerCase = (a: string, b: string): number => byCodePoint(a.toLowerCase(), b.toLowerCase());

/**
 * (rule: sorted-field-list) Whether the caller's flat field list of several collections is sorted by name, whole,
 * case-insensitively or by code point (a schema tool sorting keys, a union of every collection's keys): its order then
 * says nothing of which collection a field belongs to. A short list may be sorted by chance.
 */
export function isSortedFieldList(fields: readonly string[], collections: readonly string[]): boolean {
  if (collections.length < 2 || fields.length < SORTED_MIN_FIELDS) return false;
  const sorted = (compare: (a: string, b: string) => number) => fields.every((f, k) => k === 0 || compare(fields[k - 1]!, f) <= 0);
  return sorted(byLowerCase) || sorted(byCodePoint);
}

const BIRTH = canonJoined('birth');

/** Whether words in a row of a field join to `joined` ("guest_first_name" holds firstname, "guest_firstname" too). */
const holdsWords = (words: readonly string[], joined: string): boolean => words.some((_, k) => {
  let run = '';
  for (let j = k; j < words.length && run.length < joined.length; j++) run += words[j];
  return run === joined;
});

/** A birth date: a birth word glued to a date word or next to one ("birthday", "birth_date", "dateOfBirth"), not a "birth_rate". */
const isBirthDate = (words: readonly string[]): boolean => words.some((w, k) =>
  w === BIRTH ? [words[k - 1] === 'of' ? words[k - 2] : words[k - 1], words[k + 1]].some((n) => n !== undefined && DATE_FIELD_HEADS.has(n))
    : w.startsWith(BIRTH) && DATE_FIELD_HEADS.has(w));

const PERSON_ATTRIBUTES: ReadonlySet<string> = new Set(PERSON_ATTRIBUTE_WORDS.map(canonWord));

/**
 * What only a person has, its word unqualified, first in the field but for a yes-or-no "is" ("age_years",
 * "email_primary", "is_female"): a qualifier makes it another record's ("support_email", "min_age").
 */
const holdsPersonAttribute = (words: readonly string[]): boolean => PERSON_ATTRIBUTES.has((BE_FORMS.has(words[0]!) ? words[1] : words[0]) ?? '');

/**
 * A field keeping a person's given or family name, birth date or sex ("fname", "guest_first_name", "dob", "Gender"), its
 * person words whole field words, or what only a person has (holdsPersonAttribute) (rule: sorted-person-attribute).
 */
const isPersonAttribute = (entry: FieldEntry): boolean =>
  isPersonName(entry) || holdsPersonAttribute(entry.canonWords)
  || PERSON_FIELD_CANON.some(([w]) => (w === BIRTH ? isBirthDate(entry.canonWords) : holdsWords(entry.canonWords, w)));

const ADDRESS = canonWord('address');
const ADDRESS_PARTS: ReadonlySet<string> = new Set(ADDRESS_PART_WORDS.map(canonWord));
const LINE = canonWord('line');
/**
 * A field keeping a part of a postal address ("city_name", "postcode_zone"), or a numbered line of one ("line_2"; a
 * "line_total" is an invoice line's) (rule: sorted-address-part).
 */
const isAddressPart = (entry: FieldEntry): boolean =>
  entry.canonWords.some((w, k) => ADDRESS_PARTS.has(w) || (w === LINE && /^\d+$/.test(entry.canonWords[k + 1] ?? '')));
const PLACE_HEADS: ReadonlySet<string> = new Set([...PLACE_NAME_HEADS].map(canonWord));
const WHEREABOUTS: ReadonlySet<string> = new Set(WHEREABOUTS_WORDS.map(canonWord));
/** A field keeping where a record stands ("location", "address", "geo") (rule: sorted-place-whereabouts). */
const isWhereabouts = (entry: FieldEntry): boolean => WHEREABOUTS.has(entry.canonWords.at(-1)!);

/**
 * Owners of a field list sorted by name (isSortedFieldList), read from names alone, every field with its most likely
 * owner, since the rules reading owners need one (status fields, dates, sort fields, the collection asked about):
 * - (rule: sorted-own-name) a top-level plain field naming a collection is that collection's ("guest_id", "Role_Name"),
 *   unless it names it after a qualifier ("home_branch", "referring_doctor_id"), which points from another record;
 * - (rule: sorted-embedded-points-back) an embedded list goes with the collection its plain children point at by key or
 *   name ("Shifts.ward_id", "Visits.clinic"), most often, the one its own name names aside (it names what it holds), of
 *   several pointed at as often the one most plain fields name (rule: sorted-pointed-tie); else with the one its name
 *   names ("Customer_Orders");
 * - (rule: sorted-kind-of-person) an embedded list naming people ("Trainees", "Candidates") and no collection is the one
 *   collection of people's: the people it lists are some of those people, in a role;
 * - (rule: sorted-address-part) a part of a postal address ("city", "postcode_zone"), naming no collection, is the one
 *   collection of addresses';
 * - (rule: sorted-person-attribute) a person's name, birth date, sex or what only a person has ("age_years",
 *   "email_primary"), naming no collection, is the one collection of people's;
 * - (rule: sorted-place-whereabouts) a top-level field or list keeping where a record stands ("location", "address"),
 *   naming no collection and no person's attribute, is the one collection of places' ("Theaters", "Hotels"), when no
 *   collection keeps addresses;
 * - (rule: sorted-bare-measure) a top-level field named by a generic measure word alone ("amount", "value") is left to
 *   none: it says nothing of whose it is, and the records asked about read it as their own;
 * - (rule: sorted-default-owner) any other field is the default collection's (defaultOwner), a bare name or title
 *   another's than the one collection of people named by a first or last name (rule: sorted-one-name);
 * and a field below a top-level one goes with it.
 */
export function sortedFieldOwners(index: FieldIndex, collections: readonly string[], nameKeys: ReadonlyMap<string, string>, entityKeys: ReadonlyMap<string, string>): FieldOwners {
  const ownerOf = new Map<FieldEntry, string>();
  const naming = new Set<FieldEntry>();
  const { keys, rootOf, roots, names: spelled } = rootNames(index, collections, nameKeys);
  const leading = leadingWordNames(collections, keys);
  const names = roots.map((entry, k) => {
    if (entry.depth !== 1) return null;
    const named = spelled[k] ?? entityNamedKey(entry, entityKeys) ?? leading.get(entry.canonWords[0]!) ?? null;
    if (!named || isEmbedded(entry)) return named;
    return qualifiedName(entry, named, keys) || qualifiesCollection(entry, named, keys) ? null : named;
  });
  const people = collections.filter(namesPeople);
  const addressBooks = collections.filter((c) => entityHead(c) === ADDRESS);
  const addresses = addressBooks.length === 1 ? addressBooks[0]! : null;
  const placeKinds = collections.filter((c) => PLACE_HEADS.has(entityHead(c)));
  const places = !addresses && placeKinds.length === 1 ? placeKinds[0]! : null;
  const fallback = defaultOwner(collections, roots, names);
  // (rule: sorted-one-name) a record is called by one name: people given a first or last name have no bare "name" or
  // "title", which then goes with the default of the other collections
  const personNamed = people.length === 1 && roots.some((r) => !isEmbedded(r) && isPersonName(r)) ? people[0]! : null;
  const thingFallback = personNamed && fallback === personNamed ? defaultOwner(collections.filter((c) => c !== personNamed), roots, names) : fallback;
  const ownerOfRoot = new Map<FieldEntry, string>();
  roots.forEach((root, k) => {
    if (names[k]) naming.add(root);
    const embedded = isEmbedded(root);
    const pointed = embedded ? pointedBackAt(root, keys, leading, names[k], collections) : [];
    const owner = (pointed.length > 1 ? defaultOwner(pointed, roots, names) : pointed[0]) ?? names[k]
      ?? (embedded && people.length === 1 && namesPeople(root.name) ? people[0]! : null)
      ?? (!embedded && addresses && isAddressPart(root) ? addresses : null)
      ?? (!embedded && people.length === 1 && isPersonAttribute(root) ? people[0]! : null)
      ?? (places && root.depth === 1 && isWhereabouts(root) ? places : null)
      ?? (measureWordOf(root) ? null : isOwnName(root) ? thingFallback : fallback);
    if (owner) ownerOfRoot.set(root, owner);
  });
  spreadFromRoots(index, rootOf, ownerOfRoot, ownerOf);
  return { ownerOf, naming };
}

/**
 * The collection the plain fields naming none most likely describe: the one most top-level plain fields name (its
 * records described at length), the first listed of those naming as many. Null when no plain field names any: a guess
 * would then have nothing to go on (measured: leaving them unowned serves better than the first collection listed).
 */
function defaultOwner(collections: readonly string[], roots: readonly FieldEntry[], names: readonly (string | null)[]): string | null {
  const named = new Map<string, number>();
  names.forEach((c, k) => { if (c && !isEmbedded(roots[k]!)) named.set(c, (named.get(c) ?? 0) + 1); });
  let best: string | null = collections[0] ?? null;
  for (const c of collections) if ((named.get(c) ?? 0) > (named.get(best!) ?? 0)) best = c;
  return named.size ? best : null;
}

/**
 * The collections an embedded list's plain children point at most often, by key ("ward_id", "supplier_company_id",
 * "Role_Code") or by its whole name ("Physician"; "minDonation" is a measure, no pointer), leaving out `holds`, the one
 * the list's own name names; several on a tie, in the order listed; none when no child points at any.
 */
function pointedBackAt(root: FieldEntry, keys: ReadonlyMap<string, string>, leading: ReadonlyMap<string, string>, holds: string | null, collections: readonly string[]): readonly string[] {
  const votes = new Map<string, number>();
  for (const child of root.children) {
    if (child.children.length) continue;
    const own = child.ownWords;
    const key = own.length > 1 && IDENTIFIER_ENDINGS.has(own.at(-1)!);
    const words = key ? own.slice(0, -1) : own;
    const named = keys.get(words.join('')) ?? (key ? keys.get(words.at(-1)!) ?? leading.get(words[0]!) : undefined);
    if (named && named !== holds) votes.set(named, (votes.get(named) ?? 0) + 1);
  }
  const most = Math.max(0, ...votes.values());
  return collections.filter((c) => most > 0 && votes.get(c) === most);
}

/**
 * (rule: sorted-leading-word) The first word of a collection's name of several words ("product" of Products_for_Hire,
 * Product_Categories), when no other collection's name has the word and it is no matching key already: in a list
 * sorted by name, the fields it begins ("product_name") stand together, the collection's own.
 */
function leadingWordNames(collections: readonly string[], keys: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  // how many collections' names hold each word, counted once per name
  const holding = new Map<string, number>();
  for (const c of collections) for (const word of new Set(entityWords(c))) holding.set(word, (holding.get(word) ?? 0) + 1);
  const found = new Map<string, string>();
  for (const c of collections) {
    const first = entityWords(c)[0];
    if (first && entityWords(c).length > 1 && !keys.has(first) && holding.get(first) === 1) found.set(first, c);
  }
  return found;
}
