import { emailDomain } from '../../../../forms/email.ts';
import { phraseMatcher, type EngineContext } from '../../context.ts';
import { isIdField, type FieldEntry, type FieldIndex, type FieldMention } from '../../field-index.ts';
import { AGENT_VERBS, ID_OWNER_LINKS, IDENTIFIER_ENDINGS, KIND_FIELD_WORDS, STOP_WORDS } from '../../lexicon/words.ts';
import { canonWord, PAST_PARTICIPLE_FORM } from '../../text.ts';
import { collectionMentionAt, mentionAfter, mentionBefore, mentionEndingAt, mentionStartingAt } from '../../mentions.ts';
import { fieldWordsNamedBy, fieldWordsOf, impliedField, isMeasureField, isTextLeaf, namedByWord, resolveField, scoreFields, valueShape } from './field-resolver.ts';
import { ATTRIBUTE_WORDS } from '../../lexicon/attributes.ts';
import { ownKindField } from './kind-fields.ts';
import { isPluralWord } from '../../field-kinds.ts';
import { entityNameAround, nameBesideOrAbove, nameFieldHeadedBy, ownedBy, ownedFields } from './owned-fields.ts';
import { agentFieldOf, EMBEDDED_AGENT_NAME } from './people.ts';
import { isPersonName, listedThings, placeFieldFor, quotedPersonProposals } from './proper-values.ts';
import type { FilterProposal, FilterValue } from './proposal.ts';
import { searchedNameField } from './searched-names.ts';
import { affixRegex, CONNECTORS, holderPrepositionAfter, regexEscaped, holdsKey, leafNamed, listValue, negatedAt, startsUpperCase } from './shared.ts';
import { DENYING_LEADS, VALUE_LEAD_FILLERS, VALUE_PREPOSITIONS, NAMING_WORDS } from '../../lexicon/function-words.ts';

export const REGEX_CUES: ReadonlyArray<readonly [readonly string[], 'prefix' | 'suffix' | 'contains']> = [
  [['starting', 'with'], 'prefix'], [['starts', 'with'], 'prefix'], [['start', 'with'], 'prefix'], [['beginning', 'with'], 'prefix'],
  [['begins', 'with'], 'prefix'], [['begin', 'with'], 'prefix'], [['ending', 'with'], 'suffix'], [['ends', 'with'], 'suffix'],
  [['containing'], 'contains'], [['contains'], 'contains'], [['contain'], 'contains'], [['mention'], 'contains'],
  [['mentions'], 'contains'], [['mentioning'], 'contains'], [['including'], 'contains'], [['like'], 'contains'],
  [['matching'], 'contains'], [['with', 'the', 'word'], 'contains'], [['word'], 'contains'], [['words'], 'contains'],
];
/** The regex cue starting at a token: one look-up per token (no two cues share a first word). */
const regexCueAt = phraseMatcher(REGEX_CUES);
const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** Words between a field name and its quoted value ("email ending with '.com'", "JWT token starting with 'ey'"). */
const VALUE_LEAD = new Set(['with', 'is', 'named', 'called', 'titled', 'token', 'value', 'equal', 'equals', 'to', 'as', 'address',
  'starting', 'starts', 'start', 'beginning', 'begins', 'ending', 'ends', 'containing', 'contains', 'like', 'matching', '=', ':', 'either', 'exactly',
  'include', 'includes', 'including', 'the', 'term', 'string', 'substring', 'word']);
const SUBJECT_PREPOSITIONS = new Set(['for', 'about', 'on', 'of']);
const NAME_WORD = 'name';

/**
 * "the atlas publishers whose names include 'X'": names said of things the schema keeps as a plain text field, not as a
 * collection with a name of its own, are that field's values.
 */
function namesHolder(ctx: EngineContext, names: FieldMention): FieldEntry | null {
  return ctx.tokens[names.from - 1]?.text === 'whose' ? namesOwnedBy(ctx, names, mentionEndingAt(ctx, names.from - 1)) : null;
}

/**
 * The field the nearest noun before token `i` names ("publishers that have the substring …"), past function words and
 * the words that lead to a value; nothing when that noun names a collection or no field.
 */
function thingBefore(ctx: EngineContext, i: number): FieldMention | undefined {
  for (let j = i - 1; j >= 0 && j >= i - HOLDER_OWNER_WINDOW; j--) {
    const { text } = ctx.tokens[j];
    if (STOP_WORDS.has(text) || VALUE_LEAD.has(text)) continue;
    return collectionMentionAt(ctx, j) ? undefined : mentionEndingAt(ctx, j + 1);
  }
  return undefined;
}

/** The plain text field `owner` names, when `names` is the word "names" said of it and `owner` names no collection. */
function namesOwnedBy(ctx: EngineContext, names: FieldMention, owner: FieldMention | undefined): FieldEntry | null {
  if (names.to - names.from !== 1 || ctx.tokens[names.from].canon !== NAME_WORD) return null;
  return owner && isTextLeaf(owner.entry) && !collectionMentionAt(ctx, owner.to - 1) ? owner.entry : null;
}

/** Words that bind a value to the field named right before it ("status is 'open'", "code: 'X'"). */
const BINDING_LEAD = new Set(['is', 'named', 'called', 'titled', 'equal', 'equals', 'to', 'as', '=', ':', 'of', 'exactly']);

/**
 * "the pilot named 'X'" on flight.Pilot: the words name the field's own last segment, all of it, or spell the
 * name part it holds another way ("first name" for `fname`).
 */
const namesLeaf = (ctx: EngineContext, m: FieldMention): boolean =>
  m.via === 'field.name-part' || ctx.tokens.slice(m.from, m.to).map((t) => t.canon).join('') === fieldWordsOf(m.entry).join('');

/**
 * The field named before a value, and whether it is bound to it for sure: named exactly with only binding words
 * between, or the owner of a "with names starting with" phrase.
 */
function fieldNamedBefore(ctx: EngineContext, i: number): { entry: FieldEntry; bound: boolean; namesOf?: boolean } | null {
  let binding = true;
  for (let j = i - 1; j >= 0 && j >= i - 6; j--) {
    // "the pilot named 'X'": the verb that gives a name is a link, not the field called name
    const m = NAMING_WORDS.has(ctx.tokens[j].text) ? undefined : mentionEndingAt(ctx, j + 1);
    if (m) {
      // "towns with names starting with …": the thing named, not its name
      if (m.entry.canonWords.join('') === NAME_WORD && ctx.tokens[m.from - 1]?.text === 'with') {
        const owner = mentionEndingAt(ctx, m.from - 1);
        if (owner) return { entry: owner.entry, bound: true };
      }
      const holder = namesHolder(ctx, m);
      if (holder) return { entry: holder, bound: true, namesOf: true };
      return m.entry.children.length ? null : { entry: m.entry, bound: binding && (m.kind === 'full' || namesLeaf(ctx, m)) };
    }
    // "type is anything except 'X'": a denial keeps the value bound to the field, it only turns the test around
    if (DENYING_LEADS.has(ctx.tokens[j].text)) continue;
    if (!VALUE_LEAD.has(ctx.tokens[j].text)) return null;
    if (!BINDING_LEAD.has(ctx.tokens[j].text)) binding = false;
  }
  return null;
}

/** "theater with ID 776", "the movie with ID '…'", "stores with IDs …" → the collection's id field. */
/** Words that name an identifier, and the words allowed between it and its number ("ID 4", "id is 121", "identifier of 3"). */
const ID_WORDS = new Set(['id', 'identifier', 'identification']);
const ID_LINKS = new Set(['number', 'is', 'of', '=', ':', '#', 'no']);

/** Index of the identifier word a number belongs to, or -1. */
function idWordBefore(ctx: EngineContext, i: number): number {
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
    const t = ctx.tokens[j];
    if (t.canon === 'id' || ID_WORDS.has(t.text)) return j;
    if (!ID_LINKS.has(t.text)) return -1;
  }
  return -1;
}

/**
 * The id field the words before "ID" name ("the invoice with ID 9" → Invoices.invoice_id). The noun the identifier
 * belongs to ("kennel ID 12", "the locker with id 7") keeps the ids of that entity, wherever they are stored, when the
 * schema has one: not the id of another record named nearby.
 */
export function ownerIdField(ctx: EngineContext, idAt: number, numberAt: number): FieldEntry | null {
  return ownerIdReading(ctx, idAt, numberAt)?.entry ?? null;
}

/** ownerIdField, and whether the noun the identifier belongs to chose it. */
function ownerIdReading(ctx: EngineContext, idAt: number, numberAt: number): { entry: FieldEntry; byOwner: boolean } | null {
  const owner = idOwnerWord(ctx, idAt);
  const ownerWords = new Set(owner ? fieldWordsNamedBy(ctx.index, owner) : []);
  const ownersId = (entry: FieldEntry) => entry.canonWords.length > 1 && ownerWords.has(entry.canonWords[entry.canonWords.length - 2]);
  let best: FieldEntry | null = null;
  let bestScore = ID_MIN_SCORE;
  let bestOwned: FieldEntry | null = null;
  let bestOwnedScore = ID_MIN_SCORE;
  for (const [entry, score] of scoreFields(ctx, idAt, numberAt + 1, 'code', ['id'])) {
    if (entry.canonWords[entry.canonWords.length - 1] !== 'id') continue;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
    if (score > bestOwnedScore && ownersId(entry)) {
      bestOwned = entry;
      bestOwnedScore = score;
    }
  }
  if (bestOwned) return { entry: bestOwned, byOwner: bestOwned !== best };
  return best && { entry: best, byOwner: false };
}

/** The canonical noun an identifier word at `idAt` belongs to ("kennel" of "kennel ID"), if one is said. */
function idOwnerWord(ctx: EngineContext, idAt: number): string | undefined {
  const at = ID_OWNER_LINKS.has(ctx.tokens[idAt - 1]?.text ?? '') ? idAt - 2 : idAt - 1;
  const noun = ctx.tokens[at];
  return noun?.kind === 'word' && !STOP_WORDS.has(noun.text) && ctx.roles[at] === undefined ? noun.canon : undefined;
}
/** As sure as the field resolver must be of any field. */
const ID_MIN_SCORE = 0.35;

function entityIdBefore(ctx: EngineContext, i: number): FieldEntry | null {
  let sawId = false;
  for (let j = i - 1; j >= 0 && j >= i - 5; j--) {
    if (ctx.tokens[j].canon === 'id') sawId = true;
    const c = collectionMentionAt(ctx, j);
    if (c) {
      if (!sawId) return null;
      const key = ctx.tokens.slice(c.from, c.to).map((t) => t.canon).join('') + 'id';
      return ctx.index.phrases.get(key)?.find((x) => x.kind === 'full')?.entry ?? null;
    }
    if (!['with', 'the', 'account', 'number', '#', ':'].includes(ctx.tokens[j].text) && ctx.tokens[j].canon !== 'id') return null;
  }
  return null;
}

const ownSegment = (entry: FieldEntry): string => entry.name.slice(entry.name.lastIndexOf('.') + 1);

/** How far before the value the entity that "their" points back to may be named. */
const HOLDER_OWNER_WINDOW = 8;

/**
 * "'harbour' in their motto", "'Lindqvist' in their name": the field named after "in" holds the value. When several
 * fields answer to that word, "their" points back at the entity named before the value: the field whose path names
 * it ("keepers … in their name" → keeper.name rather than enclosure_name); `byAntecedent` when the words before alone
 * would have chosen another.
 */
function holderFieldAfter(ctx: EngineContext, from: number, i: number): { entry: FieldEntry; byAntecedent: boolean; namesOf?: boolean } | null {
  const at = holderPrepositionAfter(ctx, i);
  if (at < 0) return null;
  const after = mentionAfter(ctx, at - 1, 4);
  if (!after) return null;
  // "publishers with 'X' in their names": the names of the things named before the value
  const owned = namesOwnedBy(ctx, after, thingBefore(ctx, from));
  if (owned) return { entry: owned, byAntecedent: false, namesOf: true };
  const before = new Set(ctx.tokens.slice(Math.max(0, from - HOLDER_OWNER_WINDOW), from).map((t) => t.canon));
  let best = after.entry;
  let bestHits = 0;
  let bestOthers = Infinity;
  let byWords = after.entry;
  let byWordsHits = 0;
  const leaves = after.alternatives.filter(({ entry }) => !entry.children.length);
  // "their" points back at the nearest noun some field's path names ("the keeper with 'X' in their name")
  let antecedent: string | undefined;
  for (let j = from - 1; j >= 0 && j >= from - HOLDER_OWNER_WINDOW && !antecedent; j--) {
    const word = ctx.tokens[j].canon;
    if (leaves.some(({ entry }) => entry.canonWords.slice(0, -1).includes(word))) antecedent = word;
  }
  for (const { entry } of leaves) {
    const qualifiers = entry.canonWords.slice(0, -1);
    const hits = qualifiers.filter((w) => before.has(w)).length;
    if (hits > byWordsHits) {
      byWords = entry;
      byWordsHits = hits;
    }
    // of the fields whose path names the antecedent, the one no other word qualifies (keeper.name, not keeper.enclosure_name)
    const others = antecedent && qualifiers.includes(antecedent) ? qualifiers.length - 1 : Infinity;
    if (others < bestOthers || (others === bestOthers && hits > bestHits)) {
      best = entry;
      bestHits = hits;
      bestOthers = others;
    }
  }
  return { entry: best, byAntecedent: best !== byWords };
}

/** The ending of a key an identifier word names ("the owner with id …" → `ownerId`, not `ownerCode`). */
const ID_ENDING: ReadonlySet<string> = new Set(['id']);

/**
 * "playlists that hold track 64f1…", "reviews of dish 65a0…": an object id right after an entity noun is that
 * entity's key (`dishId`), not the document's own `_id` nor a name.
 */
function entityKeyBefore(ctx: EngineContext, at: number, reading: QuotedReading): FieldEntry | null {
  const noun = ctx.tokens[at - 1];
  // "the owner with id 65f1…": the noun the identifier word belongs to, whose key said so (`owner.ownerId`), not `_id`
  const idWord = noun !== undefined && ID_WORDS.has(noun.text);
  const word = idWord ? idOwnerWord(ctx, at - 1) : noun?.kind === 'word' && !STOP_WORDS.has(noun.text) ? noun.canon : undefined;
  const key = word ? ownedBy(ctx.index, ownedFields(ctx.index, idWord ? ID_ENDING : IDENTIFIER_ENDINGS), word) : null;
  reading.idOwner = idWord && !!key;
  return key;
}

/** How quotedField chose its field, when the evidence names a rule of its own for it. */
interface QuotedReading { objectKey?: boolean; idOwner?: boolean; kindAfter?: boolean; namesOf?: boolean; email?: boolean; person?: boolean; kind?: boolean; place?: boolean; fieldAfter?: boolean; antecedent?: boolean; head?: boolean; entity?: string; notListed?: boolean; askedOf?: boolean; setByVerb?: boolean; embeddedAgent?: boolean }

/**
 * "orders shipped to 'Oak Street Warehouse Club'" where `ship_to` exists: a verb before the preposition before a value
 * names the field the value goes to, whatever entity the value's last word names.
 */
function verbNamesField(ctx: EngineContext, from: number): boolean {
  const verb = ctx.tokens[from - 2];
  if (!VALUE_PREPOSITIONS.has(ctx.tokens[from - 1]?.text ?? '') || verb?.kind !== 'word' || !PAST_PARTICIPLE_FORM.test(verb.text)) return false;
  const words = fieldWordsNamedBy(ctx.index, verb.text);
  return ctx.index.entries.some((e) => !e.children.length && e.canonWords.some((w) => words.includes(w)));
}

/** The attribute a naming verb implies ("named", "labelled"). */
const NAME_ATTRIBUTE = 'name';

/** A key, a code or a measure: no field for a person's name. */
const holdsNoName = (entry: FieldEntry): boolean => holdsKey(entry) || isMeasureField(entry);

/** The word right after the value, or right before it past fillers, names `entry` as written or by an attribute it implies ("classified" → type). */
function namedBeside(ctx: EngineContext, from: number, to: number, entry: FieldEntry): boolean {
  let before = from - 1;
  while (VALUE_LEAD_FILLERS.has(ctx.tokens[before]?.text ?? '')) before--;
  return [ctx.tokens[before], ctx.tokens[to + 1]].some((t) => t?.kind === 'word' && namedByWord(ctx, t, entry));
}

/** How well another field must be named to take a value from the listed things' name field, against that field. */
const NOT_LISTED_MIN_SHARE = 0.5;

export function quotedField(ctx: EngineContext, from: number, i: number, reading: QuotedReading = {}): FieldEntry | null {
  const value = ctx.tokens[i].raw;
  const entityId = entityIdBefore(ctx, i);
  if (entityId) return entityId;
  const objectKey = OBJECT_ID.test(value) ? entityKeyBefore(ctx, from, reading) : null;
  reading.objectKey = !!objectKey;
  if (objectKey) return objectKey;
  // "the member whose e-mail is 'ann@x.org'": an address is the email's, whatever record or field word is
  // around it, unless an identifier is named for it ("user ID ann@x.org")
  const email = emailDomain(value) !== null ? ctx.index.roleField('email') : null;
  if (email) {
    const named = fieldNamedBefore(ctx, from);
    reading.email = !(named?.bound && isIdField(named.entry));
    if (reading.email) return email;
  }
  // "all 'Dome' tents": a value before a plural noun classes the things, it names none of them
  const classed = ctx.tokens[i + 1];
  const kind = classed?.kind === 'word' && isPluralWord(classed.text) ? ownKindField(ctx.index, classed.canon) : undefined;
  reading.kind = !!kind;
  if (kind) return kind;
  const entityName = entityNameAround(ctx, from, i);
  if (entityName) {
    reading.entity = entityName.via;
    return entityName.entry;
  }
  // "recipes that contain the word 'rye'": their name; where "in their title" names the same field, its path stands
  const searched = searchedNameField(ctx, from, i);
  if (searched) {
    const holder = holderFieldAfter(ctx, from, i);
    if (!holder || ownSegment(holder.entry) !== ownSegment(searched)) return searched;
    reading.antecedent = holder.byAntecedent;
    return holder.entry;
  }
  // "buildings managed by 'Emma'": the person a verb's agent names
  const agentNouns = ctx.tokens[from - 1]?.text === 'by' ? AGENT_VERBS.get(ctx.tokens[from - 2]?.text ?? '') : undefined;
  const agent = agentNouns ? agentFieldOf(ctx, agentNouns) : null;
  if (agent) {
    reading.embeddedAgent = agent.embedded;
    return agent.entry;
  }
  // "the rating of 'Country Strong'": the quoted thing is the subject, not a value of the field before
  // "tents of 'Dome' type": a value before a kind word classes the records, it is no subject the question asks about
  const prepositioned = SUBJECT_PREPOSITIONS.has(ctx.tokens[from - 1]?.text ?? '');
  reading.kindAfter = prepositioned && KIND_FIELD_WORDS.has(ctx.tokens[i + 1]?.text ?? '');
  const subject = prepositioned && !reading.kindAfter;
  const named = subject ? null : fieldNamedBefore(ctx, from);
  // a field bound to the value by name is the field; otherwise the words around it decide
  if (named?.bound) {
    reading.namesOf = named.namesOf;
    return named.entry;
  }
  // "packets tagged 'heirloom'": a verb right before the value sets the attribute it implies, over a field named further
  // off; one that names the thing ("labelled", "titled") gives it to the thing named before it instead
  const setBy = subject ? undefined : ATTRIBUTE_WORDS.get(ctx.tokens[from - 1]?.text ?? '');
  const set = setBy && !setBy.includes(NAME_ATTRIBUTE) && PAST_PARTICIPLE_FORM.test(ctx.tokens[from - 1]!.text) ? impliedField(ctx, setBy) : null;
  reading.setByVerb = !!set;
  if (set) return set;
  // "members of the 'Harbour Rowing Club'": a name headed by the word for an entity is that entity's name (the field
  // it keeps for one), unless a field is named right before it ("route 'Larch Street Depot'")
  const headed = !named && value.includes(' ') && !verbNamesField(ctx, from) ? nameFieldHeadedBy(ctx, canonWord(value.slice(value.lastIndexOf(' ') + 1).toLowerCase())) : null;
  reading.head = !!headed;
  if (headed) return headed;
  // "held at 'Riverside Arena'": a place's name, written as one
  const place = startsUpperCase(value) ? placeFieldFor(ctx, from, i + 1) : null;
  reading.place = !!place;
  if (place) return place;
  if (OBJECT_ID.test(value)) return ctx.index.byNorm.get('id') ?? null;
  const holder = holderFieldAfter(ctx, from, i);
  reading.fieldAfter = !!holder;
  reading.antecedent = !!holder?.byAntecedent;
  reading.namesOf = holder?.namesOf;
  if (holder) return holder.entry;
  let resolved = subject ? null : resolveField(ctx, from, i + 1, valueShape(value));
  // "the depot of routes driven by 'Ann Lee'": a value written like a person's name is held by no key, code or measure the words
  // further off name; one the words right beside it name stays ("the 'Deep Tissue' massage type")
  if (resolved && holdsNoName(resolved.entry) && !namedBeside(ctx, from, i, resolved.entry) && isPersonName(ctx, value.trim().replace(/[.!?]$/, '').split(/\s+/))) {
    resolved = resolveField(ctx, from, i + 1, valueShape(value), [], undefined, holdsNoName);
    reading.person = true;
  }
  if (resolved) {
    // "patrons settling by 'Voucher'": no name of the patrons listed, when another field takes it
    const listed = listedThings(ctx, from, i + 1);
    const instead = listed?.names.has(resolved.entry) ? resolveField(ctx, from, i + 1, valueShape(value), [], undefined, (e) => listed.names.has(e)) : null;
    reading.notListed = !!instead && instead.score >= resolved.score * NOT_LISTED_MIN_SHARE;
    return (reading.notListed ? instead! : resolved).entry;
  }
  if (named) return named.entry;
  // "'A' grade"
  const next = mentionStartingAt(ctx, i + 1);
  if (next && !collectionMentionAt(ctx, i + 1)) return leafNamed(ctx, next);
  if (!subject) {
    const before = mentionBefore(ctx, i, 3);
    if (before && !before.entry.children.length) return before.entry;
  }
  // "the plot description for 'X'": the name of the record whose field is asked, beside that field or, for a field
  // inside an embedded object ("the critic reviews for 'X'"), beside the object
  const asked = subject ? mentionEndingAt(ctx, from - 1)?.entry : undefined;
  const askedName = asked ? nameBesideOrAbove(ctx, asked) : null;
  reading.askedOf = !!askedName;
  return askedName ?? ctx.index.roleField('name');
}

/** "theater with ID 776", "ID number 2862": a number after an entity's id is that id. */
export function idNumberProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  for (let i = 1; i < ctx.tokens.length; i++) {
    if (ctx.tokens[i].kind !== 'number' || ctx.roles[i] !== undefined) continue;
    const idAt = idWordBefore(ctx, i);
    if (idAt < 0) continue;
    // "the depot with ID 512" names the collection; "the invoice whose id is 9" names an id field by its owner
    const entity = entityIdBefore(ctx, idAt + 1);
    const owned = entity ? null : ownerIdReading(ctx, idAt, i);
    const field = entity ?? owned?.entry;
    if (!field) continue;
    proposals.push({ field: field.name, value: ctx.tokens[i].value!, span: [idAt, i + 1], claims: [[i, i + 1]], confidence: 0.85, rule: `filters.entity-id${owned?.byOwner ? '+owner-noun' : ''}` });
  }
  return proposals;
}

/** A value the sentence ties to a name field of its own: "the club 'X'", "the 'X' club", "short name 'X'", "titled 'X'". */
const anchoredName = (ctx: EngineContext, i: number): boolean =>
  ctx.tokens[i - 1]?.text === 'titled' || !!entityNameAround(ctx, i, i) || !!fieldNamedBefore(ctx, i)?.bound;

/** "the \"date joined\" of each member": quoted words that spell out a field's whole name quote the field, not a value. */
function namesField(ctx: EngineContext, raw: string): boolean {
  const words = raw.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  if (words.length < 2) return false;
  const key = words.map(canonWord).join('');
  return !!ctx.index.phrases.get(key)?.some((c) => c.kind !== 'alias' && fieldWordsOf(c.entry).join('') === key);
}

/**
 * Some leaf field's own name holds both words, two different ones ("launch" and "day" in `boat_launch_day`). Asked
 * only of quoted words, so it reads the fields when both are schema words rather than keep a per-schema table.
 */
function leafNamesBoth(index: FieldIndex, a: string, b: string): boolean {
  if (a === b || !index.words.has(a) || !index.words.has(b)) return false;
  return index.entries.some((entry) => !entry.children.length && entry.ownWords.includes(a) && entry.ownWords.includes(b));
}

/**
 * "the 'pickup' and 'dropoff' hours", "the 'launch' day": one quoted word before a noun that, with the noun, is a word of
 * a leaf field's own name quotes that field (`pickup_hour`, `boat_launch_day`), not a value.
 */
function quotesFieldWord(ctx: EngineContext, raw: string, nounAt: number): boolean {
  const noun = ctx.tokens[nounAt];
  const word = raw.trim().toLowerCase();
  return noun?.kind === 'word' && !/\s/.test(word) && leafNamesBoth(ctx.index, canonWord(word), noun.canon);
}

/** How many connector tokens (one, or a comma and a conjunction) lead from `at` to the next quoted value; 0 when none does. */
function listGap(tokens: EngineContext['tokens'], at: number): number {
  if (!CONNECTORS.has(tokens[at]?.text ?? '')) return 0;
  if (tokens[at + 1]?.kind === 'quoted') return 1;
  return tokens[at].text === ',' && CONNECTORS.has(tokens[at + 1]?.text ?? '') && tokens[at + 2]?.kind === 'quoted' ? 2 : 0;
}

/** Quoted values ("'Open'", "'ey' prefix"), with the field the sentence gives them. */
export function quotedProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  // the quoted tokens of the list around i and where it ends: scanned once per list, since every value of a list
  // that found no field would otherwise rescan the rest of it
  let list: number[] = [];
  let first = 0;
  let end = 0;
  // the list's last value that quotes no field word, found once per list: the values from `first` on all quote one
  // when `first` is past it (asking that of the rest of the list at each of its values was quadratic)
  let lastPlain = -1;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].kind !== 'quoted' || ctx.roles[i] !== undefined) continue;
    if (i >= end) {
      list = [i];
      first = 0;
      end = i + 1;
      // "'A', 'B', and 'C'": a comma and a conjunction together join the last value
      for (let gap = listGap(tokens, end); gap > 0; gap = listGap(tokens, end)) {
        list.push(end + gap);
        end += gap + 1;
      }
      lastPlain = list.length - 1;
      while (lastPlain >= 0 && quotesFieldWord(ctx, tokens[list[lastPlain]].raw, end)) lastPlain--;
    }
    while (list[first] < i) first++;
    if (first === list.length - 1 && namesField(ctx, tokens[i].raw)) continue;
    if (first > lastPlain) {
      i = end - 1;
      continue;
    }
    const reading: QuotedReading = {};
    const field = quotedField(ctx, i, end - 1, reading);
    if (!field) continue;
    const values = list.slice(first).map((at) => tokens[at].raw);
    let style: 'prefix' | 'suffix' | 'contains' | null = null;
    // an entity's key is matched whole, whatever verb says the records hold it
    for (let j = Math.max(0, i - 4); j < i && !style && !reading.objectKey; j++) {
      style = regexCueAt(tokens, j)?.[1] ?? null;
    }
    const person = values.length === 1 && !style && !anchoredName(ctx, i) ? quotedPersonProposals(ctx, i, field) : [];
    if (person.length) {
      proposals.push(...person);
      i = end - 1;
      continue;
    }
    let value: FilterValue;
    if (style) {
      const body = values.map(regexEscaped).join('|');
      const grouped = values.length > 1 ? `(${body})` : body;
      value = affixRegex(style, grouped);
    } else value = listValue(values, negatedAt(ctx, i));
    const rule = style ? `filters.quoted-${style}` : 'filters.quoted';
    const searched = field === searchedNameField(ctx, i, end - 1) ? '+searched-name' : '';
    proposals.push({ field: field.name, value, span: [i, end], confidence: 0.9, rule: rule + (reading.objectKey ? '+object-id-entity-key' : '') + (reading.idOwner ? '+id-word-owner' : '') + (reading.email ? '+email-address' : '') + (reading.person ? '+person-name' : '') + (reading.kind ? '+kind-of-things' : '') + (reading.place ? '+place' : '') + (reading.fieldAfter ? '+field-after' : '') + (reading.antecedent ? '+their-antecedent' : '') + (reading.namesOf ? '+names-of-field-thing' : '') + (reading.head ? '+name-head' : '') + (reading.notListed ? '+not-listed-thing' : '') + (reading.askedOf ? '+asked-of' : '') + (reading.setByVerb ? '+set-by-verb' : '') + (reading.embeddedAgent ? EMBEDDED_AGENT_NAME : '') + (reading.kindAfter ? '+kind-word-after' : '') + (reading.entity ?? '') + searched });
    i = end - 1;
  }
  return proposals;
}
