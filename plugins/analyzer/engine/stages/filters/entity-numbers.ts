import { phraseAt, type EngineContext, type Token } from '../../context.ts';
import { isPluralWord } from '../../field-kinds.ts';
import { IDENTIFIER_ENDINGS, LABEL_ENDINGS, NAME_ENDINGS, PHRASAL_PARTICLES, POSTAL_FIELD_WORDS, POSTAL_LEADS, STOP_WORDS } from '../../lexicon/words.ts';
import { PHONE_NUMBER } from '../../lexicon/values.ts';
import { perSchema } from '../../schema-memo.ts';
import { setWhileUnique } from '../../multimap.ts';
import { endsWithWords, holdsAny, type FieldEntry, type FieldIndex } from '../../field-index.ts';
import { canonWord, derivationalStem, participleBases } from '../../text.ts';
import { collectionMentionAt, collectionNamedBefore, mentionAt, mentionEndingAt } from '../../mentions.ts';
import { isMeasureField } from './field-resolver.ts';
import { fieldCalled, ownedBy, ownedByShortened, ownedFields } from './owned-fields.ts';
import type { FilterProposal } from './proposal.ts';
import { routeEndKeeping, routeSideWordsAt } from './routes.ts';
import { subjectsNounPointer } from '../reference-key.ts';
import { CONNECTORS, isFreeNumber, leavesEndingIn, listValue } from './shared.ts';
import { OBJECT_QUESTION_AUXILIARIES, OBJECT_QUESTION_WORDS, ROLE_LINKS } from '../../lexicon/function-words.ts';

/** Marks allowed between an entity noun and its number ("order #1182", "invoice no 7"). */
const NUMBER_MARKS = new Set(['#', 'no', 'no.']);

/** The participle that says the numbers after it identify the records named before it ("orders numbered 5 to 9"). */
const NUMBERING_PARTICIPLE = 'numbered';

/**
 * Words that say the number identifies the entity named before them ("the crate numbered 7", "the bay identified as
 * 12", "courier number 88"), longest first. Those that call it a number prefer the entity's number field.
 */
const IDENTIFYING_LINKS: ReadonlyArray<readonly [readonly string[], 'number' | 'identity']> = [
  [['identified', 'by', 'the', 'number'], 'number'], [['identified', 'by', 'number'], 'number'], [['with', 'the', 'number'], 'number'],
  [['identified', 'by', 'id'], 'identity'], [['identified', 'as'], 'identity'], [['identified', 'by'], 'identity'],
  [['with', 'number'], 'number'], [[NUMBERING_PARTICIPLE], 'number'], [['number'], 'number'],
];
const NUMBER_ENDINGS: ReadonlySet<string> = new Set(['number', 'no', 'num']);

/** The identifying phrase that ends right before token `i`: its first token and what it calls the number. */
function linkBefore(ctx: EngineContext, i: number): { at: number; kind: 'number' | 'identity' } | null {
  for (const [words, kind] of IDENTIFYING_LINKS) {
    const at = i - words.length;
    if (at > 0 && phraseAt(ctx.tokens, at, words)) return { at, kind };
  }
  return null;
}

/**
 * "member 20417", "loans for book 48213", "trips on route 42", "account #4402118773": a bare number right after a
 * singular entity noun is that entity's identifier, when the schema has an id, code or number field for the entity;
 * several listed ("orders 77120 and 77121") are a list of them.
 * A number that a word after it measures ("route 42 passengers") is not.
 */
export function entityNumberProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  const owned = ownedFields(ctx.index, IDENTIFIER_ENDINGS);
  let saidWords: ReadonlySet<string> | undefined;
  const said = (): ReadonlySet<string> => (saidWords ??= wordsSaid(ctx));
  for (let i = 1; i < tokens.length; i++) {
    if (!isFreeNumber(ctx, i) || ctx.projection[i]) continue;
    const link = linkBefore(ctx, i);
    let at = link ? link.at - 1 : i - 1;
    if (!link && NUMBER_MARKS.has(tokens[at].text) && at > 0) at--;
    const noun = tokens[at];
    // a function word counts when it names a collection here ("order 100482"; see the fields stage), or an entity the
    // schema keeps a key for (`OrderID` where no collection is called orders)
    const keyedWord = STOP_WORDS.has(noun.text) && !collectionMentionAt(ctx, at);
    if (noun.kind !== 'word' || ctx.roles[at] !== undefined || (keyedWord && !owned.has(noun.canon))) continue;
    // "orders 77120 and 77121": numbers listed after the noun are ids of its entity, said in the plural for several
    const values = [tokens[i].value!];
    let end = i + 1;
    for (; CONNECTORS.has(tokens[end]?.text ?? '') && isFreeNumber(ctx, end + 1) && !ctx.projection[end + 1]; end += 2) values.push(tokens[end + 1].value!);
    const next = tokens[end];
    // "orders 5 and 6 days late": a word after the list may be what the numbers count
    const pluralForm = isPluralWord(noun.text);
    // a field named after the number takes it; records named there ("customer 20931 scripts") are that entity's
    if (next?.kind === 'word' && mentionAt(ctx, i + 1)) continue;
    const numbered = link?.kind === 'number' ? ownedBy(ctx.index, ownedFields(ctx.index, NUMBER_ENDINGS), noun.canon) : null;
    const spoken = numbered ?? ownedBy(ctx.index, owned, noun.canon) ?? (link ? fieldCalled(ctx, noun.canon) : null);
    const named = spoken ? undefined : collectionMentionAt(ctx, at);
    // "vessel 1187" where vessels keep `vsl_id`: the key of the collection named, written shorter
    const shortened = named ? ownedByShortened(owned, noun.canon) : null;
    const own = spoken ?? shortened;
    // "crew member 88" where the crew keep `Crew_ID`: an entity named in several words may be keyed by its first
    const leading = !own && named && named.from < at ? ownedBy(ctx.index, owned, tokens[named.from]!.canon) : null;
    // "the file for permit 5580013" on `permit_vrn`: the one identifier-like field whose name the noun heads; a noun
    // naming records is read by the rules of their keys and codes instead
    const headed = own || leading || keyedWord || named ? null : headedLeaf(ctx.index, noun.canon);
    if (!own && !leading && !headed) continue;
    // "routes starting from station 4": the route end keeping the station's id
    const routeEnd = link || !own ? null : routeEndKeeping(ctx, tokens[at - 1]?.text, own);
    // "matches team 7 played at home": the key kept in the role the question says (`home_team_id`)
    const role = link || routeEnd || !own ? null : roleKeySaid(ctx, own, said);
    // "drivers based at depot 7": the key the records named before point at it by
    const reference = link || routeEnd || role || !own ? null : subjectsReference(ctx, own, at);
    const field = routeEnd ?? role ?? reference ?? own ?? leading ?? headed!;
    // "herds of series 12": a noun the same in the singular (`series_id` writes it so) names one entity
    const plural = pluralForm && !field.writtenWords.includes(noun.text);
    if (plural && (values.length < 2 || (next?.kind === 'word' && !STOP_WORDS.has(next.text)))) continue;
    const rule = link ? 'filters.entity-number-linked' : plural ? 'filters.entity-number+listed' : pluralForm ? 'filters.entity-number+same-in-singular' : routeEnd ? 'filters.entity-number+route-end' : role ? 'filters.entity-number+role-said' : reference ? 'filters.entity-number+subjects-reference' : leading ? 'filters.entity-number+leading-word' : headed ? 'filters.entity-number+name-head' : shortened ? 'filters.entity-number+shortened-key' : keyedWord ? 'filters.entity-number+keyed-word' : 'filters.entity-number';
    proposals.push({ field: field.name, value: listValue(values, false), span: [at, end], claims: [[i, end]], confidence: 0.7, rule });
    i = end - 1;
  }
  return proposals;
}

/** Canonical field words after the head that say a leaf keeps a name, label or phone number, not an identifier. */
const UNIDENTIFYING_TAILS: ReadonlySet<string> = new Set([...NAME_ENDINGS, ...LABEL_ENDINGS, ...PHONE_NUMBER.words].map(canonWord));

/**
 * Per schema: by its first word, the one leaf whose own name is several words and may keep an identifier (`permit_vrn`
 * under permit); a measure, date, price, name or phone number (`floor_area`, `week_ending`, `ward_phone`) keeps none.
 */
const identifyingLeafByHead = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry | null> => {
  const byHead = new Map<string, FieldEntry | null>();
  for (const e of index.entries) {
    if (e.children.length || e.ownWords.length < 2 || isMeasureField(e) || e.ownWords.slice(1).some((w) => UNIDENTIFYING_TAILS.has(w))) continue;
    setWhileUnique(byHead, e.ownWords[0]!, e);
  }
  return byHead;
});
/** The one identifier-like leaf whose own name the (canonical) word opens and does not end (`permit_vrn` for permit), or none. */
const headedLeaf = (index: FieldIndex, word: string): FieldEntry | null => identifyingLeafByHead(index).get(word) ?? null;

/**
 * "orders numbered 5 to 9", "seats numbered between 10 and 20": the field identifying the records named right before
 * "numbered" at token `at`, their number field first (as for one record, "the crate numbered 7"), else their key.
 */
export function numberedRecordsField(ctx: EngineContext, at: number): FieldEntry | null {
  const noun = ctx.tokens[at - 1];
  if (ctx.tokens[at]?.text !== NUMBERING_PARTICIPLE || noun?.kind !== 'word' || STOP_WORDS.has(noun.text)) return null;
  return ownedBy(ctx.index, ownedFields(ctx.index, NUMBER_ENDINGS), noun.canon) ?? ownedBy(ctx.index, ownedFields(ctx.index, IDENTIFIER_ENDINGS), noun.canon);
}

/**
 * The words a question says, for naming a role a key is kept in: each word, its stem, a participle's verb base
 * ("finished at stop 4" → `finish_stop_id`), and a phrasal verb written as one word ("dropped off at zone 4" →
 * `dropoff_zone_id`).
 */
export function wordsSaid(ctx: EngineContext): ReadonlySet<string> {
  const known = saidMemo.get(ctx);
  if (known) return known;
  const { tokens } = ctx;
  const said = new Set(tokens.flatMap((t, k) => {
    const bases = [t.canon, derivationalStem(t.canon), ...participleBases(t.text)];
    const particle = tokens[k + 1]?.text ?? '';
    return PHRASAL_PARTICLES.has(particle) ? [...bases, ...bases.map((b) => b + particle)] : bases;
  }));
  saidMemo.set(ctx, said);
  return said;
}
/** wordsSaid once per question: every code and number of one question asks the same words. */
const saidMemo = new WeakMap<EngineContext, ReadonlySet<string>>();

/**
 * The one other key field ending in the words of an entity's key whose leading words the question says, or words of
 * their family ("at home" → `home_team_id` beside `team_id` and `away_team_id`), or null.
 */
export function roleKeySaid(ctx: EngineContext, key: FieldEntry, said: () => ReadonlySet<string>): FieldEntry | null {
  const keys = roleKeys(ctx.index).get(key);
  if (!keys) return null;
  // "meetings chaired by member 7" beside `chair_member_id`: a word of the same family as the role's says it too
  const roles = keys.filter((e) => e.canonWords.slice(0, e.canonWords.length - key.canonWords.length).every((w) => said().has(w) || said().has(derivationalStem(w))));
  return roles.length === 1 ? roles[0]! : null;
}

/**
 * "kennels based at yard Y-12" beside `yards.yardId` and `kennels.homeYardId`: the records named before the entity
 * noun point at it through the one key of theirs ending in its key's words; null when the key is theirs, or they keep
 * none or several such keys.
 */
export function subjectsReference(ctx: EngineContext, key: FieldEntry, at: number): FieldEntry | null {
  const subject = collectionNamedBefore(ctx, at)?.collection;
  const owner = ctx.owners.ownerOf.get(key);
  if (!subject || owner === subject) return null;
  const theirs = roleKeys(ctx.index).get(key)?.filter((e) => ctx.owners.ownerOf.get(e) === subject) ?? [];
  if (theirs.length) return theirs.length === 1 ? theirs[0]! : null;
  // "patients in ward W-12" beside `wards.ward_code` and `patients.home_ward`: a pointer named by the noun
  return owner ? subjectsNounPointer(ctx, owner, subject, ctx.tokens[at - 1]?.text) : null;
}

/** Evidence of the key copy the records named before an entity keep (subjectsReference): record-path leaves it there. */
export const SUBJECTS_REFERENCE = '+subjects-reference';
/** Evidence of the key copy an object question's records keep (askedRecordsReference): record-path leaves it there. */
export const ASKED_RECORDS = '+asked-records-reference';

/**
 * "which tenants did agent AG-4 visit" beside `agents.agent_id` and `tenants.calls.agent_id`: in an object question
 * the entity named at `at`, right after the auxiliary, acts on the records asked, which keep its key; the one copy of
 * the key another collection keeps, or null.
 */
export function askedRecordsReference(ctx: EngineContext, key: FieldEntry, at: number): FieldEntry | null {
  const { tokens } = ctx;
  if (at < 3 || !OBJECT_QUESTION_AUXILIARIES.has(tokens[at - 1]!.text) || tokens[at - 2]!.kind !== 'word' || !OBJECT_QUESTION_WORDS.has(tokens[at - 3]!.text)) return null;
  const owner = ctx.owners.ownerOf.get(key);
  const copies = roleKeys(ctx.index).get(key)?.filter((e) => {
    const theirs = ctx.owners.ownerOf.get(e);
    return !!theirs && theirs !== owner;
  }) ?? [];
  return copies.length === 1 ? copies[0]! : null;
}

/**
 * "pets whose vet is NPI 1457…" beside `npi` and `vet_npi`: the word said right before a field named (or before
 * a linking "is") that, with the field's words, spells a longer leaf (or a word of its family does) names that leaf.
 */
export function roleFieldBefore(ctx: EngineContext, field: FieldEntry, from: number): FieldEntry | null {
  let j = from - 1;
  while (j > 0 && ROLE_LINKS.has(ctx.tokens[j]!.text)) j--;
  const word = ctx.tokens[j];
  if (word?.kind !== 'word') return null;
  const stem = derivationalStem(word.canon);
  const roles = roleKeys(ctx.index).get(field)?.filter((e) => e.canonWords.length === field.canonWords.length + 1
    && (e.canonWords[0] === word.canon || derivationalStem(e.canonWords[0]!) === stem)) ?? [];
  return roles.length === 1 ? roles[0]! : null;
}

/** Per schema: each leaf's longer leaves ending in its words (`team_id` → `home_team_id`, `away_team_id`). */
const roleKeys = perSchema((index: FieldIndex): ReadonlyMap<FieldEntry, readonly FieldEntry[]> => {
  const byKey = new Map<FieldEntry, FieldEntry[]>();
  for (const key of index.entries) {
    if (key.children.length || !key.canonWords.length) continue;
    const longer = leavesEndingIn(index, key.canonWords[key.canonWords.length - 1]!)
      .filter((e) => e.canonWords.length > key.canonWords.length && endsWithWords(e.canonWords, key.canonWords));
    if (longer.length) byKey.set(key, longer);
  }
  return byKey;
});

/** How a postal code is written: five digits, with four more after a hyphen ("94110", "94110-2201"). */
const POSTAL_CODE = /^\d{5}(?:-\d{4})?$/;
const POSTAL_CANON: ReadonlySet<string> = new Set([...POSTAL_FIELD_WORDS].map(canonWord));

/** The schema's one leaf field for a postal code, shallowest first; null when it keeps none or several at that depth. */
const postalField = perSchema((index: FieldIndex): FieldEntry | null => {
  if (!holdsAny(POSTAL_CANON, index.words)) return null;
  const found = index.entries.filter((e) => !e.children.length && e.canonWords.some((w) => POSTAL_CANON.has(w))).sort((a, b) => a.depth - b.depth);
  return found.length && found.filter((e) => e.depth === found[0]!.depth).length === 1 ? found[0]! : null;
});

/** A postal code written in two parts, a district then a unit ("QX9 4ZZ", "QX1A 4ZZ"), as its parts are written. */
const DISTRICT_PART = /^\p{Lu}{1,2}\d[\p{Lu}\d]?$/u;
const UNIT_PART = /^\d\p{Lu}{2}$/u;
/** Whether tokens `i` and `i + 1` write a postal code in two parts. */
export const twoPartPostalCodeAt = (tokens: readonly Token[], i: number): boolean =>
  DISTRICT_PART.test(tokens[i]?.raw ?? '') && UNIT_PART.test(tokens[i + 1]?.raw ?? '');

/** How many words before a postal code may name the records whose postal field keeps it ("a drop at postcode …"). */
const POSTAL_OWNER_WINDOW = 4;

/**
 * The postal field keeping a code at token `i`: after a route's lead, the one of that side (`recipient_postcode` after
 * "to"); else the one named by a word said just before the code ("a drop at postcode …" → `drops.postcode`); else the
 * schema's one (postalField).
 */
function postalFieldFor(ctx: EngineContext, leaves: readonly FieldEntry[], field: FieldEntry | null, i: number): FieldEntry | null {
  const side = routeSideWordsAt(ctx, i - 1);
  const ofSide = side ? leaves.filter((e) => e.canonWords.some((w) => side.has(w))) : [];
  if (ofSide.length === 1) return ofSide[0]!;
  const near = new Set(ctx.tokens.slice(Math.max(0, i - POSTAL_OWNER_WINDOW), i).map((t) => t.canon));
  const named = leaves.filter((e) => e.canonWords.some((w) => !POSTAL_CANON.has(w) && near.has(w)));
  return named.length === 1 ? named[0]! : field;
}

/**
 * "crates bound for QX9 4ZZ", "a drop at postcode QX9 4ZZ": a district and a unit written as a postal code's two parts
 * are one postal code, whatever word leads it, unless a field of another kind is named right before it ("bin QX9 4ZZ"
 * is a bin's label); kept in the postal field of the route's side or of the records named, else the schema's one.
 */
function twoPartPostalCodes(ctx: EngineContext, field: FieldEntry | null): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  const leaves = ctx.index.entries.filter((e) => !e.children.length && e.canonWords.some((w) => POSTAL_CANON.has(w)));
  const free = (k: number): boolean => ctx.roles[k] === undefined && !ctx.projection[k];
  for (let i = 0; i + 1 < ctx.tokens.length; i++) {
    if (!twoPartPostalCodeAt(ctx.tokens, i) || !free(i) || !free(i + 1)) continue;
    const said = mentionEndingAt(ctx, i)?.entry;
    if (said && !leaves.includes(said)) continue;
    const kept = postalFieldFor(ctx, leaves, field, i);
    if (!kept) continue;
    proposals.push({ field: kept.name, value: `${ctx.tokens[i]!.raw} ${ctx.tokens[i + 1]!.raw}`, span: [i, i + 2], confidence: 0.7, rule: 'filters.postal-code+two-part' });
    i++;
  }
  return proposals;
}

/**
 * "riders who live in 94110", "stores near 10001", "cafes in zip 60614": a number written as a postal code after a
 * place word, or after the word for a postal code, is one; a code in two parts wherever it stands (twoPartPostalCodes).
 */
export function postalCodeProposals(ctx: EngineContext): FilterProposal[] {
  const field = postalField(ctx.index);
  if (!field && !holdsAny(POSTAL_CANON, ctx.index.words)) return [];
  const proposals = twoPartPostalCodes(ctx, field);
  if (!field) return proposals;
  for (let i = 1; i < ctx.tokens.length; i++) {
    // the long form reads as a code ("94110-2201"), the short one as a number
    const free = isFreeNumber(ctx, i) || (ctx.tokens[i].kind === 'word' && ctx.roles[i] === undefined);
    const lead = ctx.tokens[i - 1]!;
    const named = POSTAL_CANON.has(lead.canon);
    if (!free || ctx.projection[i] || !(named || POSTAL_LEADS.has(lead.text)) || !POSTAL_CODE.test(ctx.tokens[i].raw)) continue;
    proposals.push({ field: field.name, value: ctx.tokens[i].raw, span: [i - 1, i + 1], claims: [[i, i + 1]], confidence: 0.65, rule: named ? 'filters.postal-code+named' : 'filters.postal-code' });
  }
  return proposals;
}
