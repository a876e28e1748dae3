import type { EngineContext } from '../../context.ts';
import { VALUE_LEXICONS } from '../../lexicon/values.ts';
import { ARTICLES, IDENTIFIER_ENDINGS, STOP_WORDS, type FieldRole } from '../../lexicon/words.ts';
import { DOER_LEAD } from '../../lexicon/function-words.ts';
import { RECENT_YEARS } from '../../lexicon/time-rules.ts';
import { collectionMentionAt, collectionNamedBefore, mentionAt } from '../../mentions.ts';
import { impliedField } from './field-resolver.ts';
import type { FilterProposal } from './proposal.ts';
import { agentRoleKey } from './codes.ts';
import { ownedBy, ownedFields } from './owned-fields.ts';
import { isCapitalised, isFreeNumber, listValue, negatedAt } from './shared.ts';
import { isLexiconValue } from './vocabulary.ts';

/**
 * Verbs that give a record's value of one kind of field through a preposition: where it is ("employees living in
 * Edmonton", "clubs located at 'AKW'"), what someone works as ("players who work as Researchers"), how something is
 * paid ("customers who paid with Cash"), whom it belongs to ("boats that belong to Acme"). Field words are tried in
 * order, most specific first.
 */
interface VerbRole {
  readonly rule: string;
  readonly verbs: ReadonlySet<string>;
  readonly prepositions: ReadonlySet<string>;
  readonly fieldWords: readonly string[];
  /** a lower-case word may be the value ("work as a doctor"); otherwise only quoted or capitalised values */
  readonly plainWords: boolean;
  /** the value lexicon's role whose values this role takes ("written in French": a language, not a nationality) */
  readonly lexiconRole?: FieldRole;
  /** verbs taking the value as their object, with no preposition ("speak Welsh"), or joined after it ("Welsh-speaking") */
  readonly objectVerbs?: ReadonlySet<string>;
}

const PLACE_FIELD_WORDS: readonly string[] = ['location', 'headquarter', 'city', 'town', 'residence', 'home', 'address', 'place', 'site'];

const VERB_ROLES: readonly VerbRole[] = [
  {
    rule: 'filters.place',
    verbs: new Set(['live', 'lives', 'living', 'lived', 'reside', 'resides', 'residing', 'resided', 'located', 'situated']),
    // "live on an island", "located on a street": "on" puts one in a place too
    prepositions: new Set(['in', 'at', 'on']),
    fieldWords: PLACE_FIELD_WORDS,
    plainWords: false,
  },
  {
    rule: 'filters.place',
    // "based on" says what a thing rests on ("marks based on the final exam"), not where it is
    verbs: new Set(['based', 'headquartered']),
    prepositions: new Set(['in', 'at']),
    fieldWords: PLACE_FIELD_WORDS,
    plainWords: false,
  },
  {
    rule: 'filters.occupation',
    verbs: new Set(['work', 'works', 'working', 'worked', 'employed', 'serve', 'serves', 'serving', 'served']),
    prepositions: new Set(['as']),
    fieldWords: ['occupation', 'profession', 'job', 'role', 'position'],
    plainWords: true,
  },
  {
    rule: 'filters.owner',
    verbs: new Set(['belong', 'belongs', 'belonging', 'belonged']),
    prepositions: new Set(['to']),
    fieldWords: ['owner'],
    plainWords: false,
  },
  {
    rule: 'filters.language',
    verbs: new Set(['written', 'spoken', 'taught', 'dubbed', 'subtitled', 'narrated', 'translated', 'published', 'sung', 'recorded', 'filmed']),
    prepositions: new Set(['in', 'into']),
    fieldWords: ['language', 'lang'],
    plainWords: false,
    lexiconRole: 'language',
    objectVerbs: new Set(['speak', 'speaks', 'speaking', 'spoke', 'spoken']),
  },
  {
    rule: 'filters.payment',
    verbs: new Set(['pay', 'pays', 'paid', 'paying']),
    prepositions: new Set(['with', 'by', 'using', 'via', 'in']),
    fieldWords: ['payment'],
    plainWords: true,
  },
];

/** The value lexicon's values by role, lower-case, for the roles a verb role takes them of. */
const LEXICON_ROLE_VALUES: ReadonlyMap<FieldRole, ReadonlySet<string>> = new Map(VERB_ROLES.flatMap((role) => role.lexiconRole
  ? [[role.lexiconRole, new Set(VALUE_LEXICONS.filter((l) => l.role === role.lexiconRole).flatMap((l) => l.values.map((v) => v.toLowerCase())))] as const] : []));

/** Each verb's kind (no verb has two): one lookup per word of the question. */
export const ROLE_OF_VERB: ReadonlyMap<string, VerbRole> = new Map(VERB_ROLES.flatMap((role) => [...role.verbs].map((verb) => [verb, role] as const)));
const ROLE_OF_OBJECT_VERB: ReadonlyMap<string, VerbRole> = new Map(VERB_ROLES.flatMap((role) => [...role.objectVerbs ?? []].map((verb) => [verb, role] as const)));
/** Every verb a verb role starts from, for the extractor's gate. */
export const VERB_ROLE_CUES: ReadonlySet<string> = new Set([...ROLE_OF_VERB.keys(), ...ROLE_OF_OBJECT_VERB.keys()]);


/** The value after the preposition: quoted, a run of capitalised words, or (where allowed) one plain word; its end. */
function valueAt(ctx: EngineContext, i: number, plainWords: boolean): { value: string; end: number } | null {
  const at = ARTICLES.has(ctx.tokens[i]?.text ?? '') ? i + 1 : i;
  const t = ctx.tokens[at];
  if (!t || ctx.roles[at] !== undefined || mentionAt(ctx, at) || collectionMentionAt(ctx, at)) return null;
  if (t.kind === 'quoted') return { value: t.raw, end: at + 1 };
  let end = at;
  while (isCapitalised(ctx.tokens[end]) && ctx.roles[end] === undefined && !mentionAt(ctx, end) && !collectionMentionAt(ctx, end)) end++;
  if (end > at) return { value: ctx.tokens.slice(at, end).map((w) => w.raw).join(' '), end };
  return plainWords && t.kind === 'word' && !STOP_WORDS.has(t.text) ? { value: t.raw, end: at + 1 } : null;
}

/**
 * A value after a verb of one of the kinds above goes to the schema's field of that kind, when it has one. Values a
 * lexicon knows (countries, states, cities) are left to the lexicon rules, which know their kind.
 */
export function verbRoleProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const joined = joinedObject(ctx, i);
    if (joined) {
      proposals.push(joined);
      continue;
    }
    const objectRole = ROLE_OF_OBJECT_VERB.get(tokens[i].text);
    const prepRole = ROLE_OF_VERB.get(tokens[i].text);
    const role = objectRole ?? (prepRole?.prepositions.has(tokens[i + 1].text) ? prepRole : undefined);
    if (!role) continue;
    const start = objectRole ? i + 1 : i + 2;
    const found = valueAt(ctx, start, role.plainWords);
    if (!found) continue;
    const lower = found.value.toLowerCase();
    // "written in French": a role taking a lexicon's values takes only those ("taught in Room B" names a room, not a
    // language); any other role leaves the lexicon's values to the lexicon rules
    if (role.lexiconRole ? !LEXICON_ROLE_VALUES.get(role.lexiconRole)?.has(lower) : isLexiconValue(lower)) continue;
    const field = impliedField(ctx, role.fieldWords, collectionNamedBefore(ctx, i)?.collection);
    if (!field) continue;
    // the verb is used up too: "paid by card" is how it was paid, not a `paid` status
    proposals.push({
      field: field.name, value: listValue([found.value], negatedAt(ctx, i)), span: [i, found.end], claims: [[i, i + 1], [start, found.end]],
      confidence: 0.7, rule: role.rule,
    });
    i = found.end - 1;
  }
  return proposals;
}

/** "Welsh-speaking guides": a lexicon value joined by a hyphen to an object verb goes to that verb's field. */
function joinedObject(ctx: EngineContext, i: number): FilterProposal | null {
  const { text, raw } = ctx.tokens[i];
  const hyphen = text.lastIndexOf('-');
  const role = hyphen > 0 ? ROLE_OF_OBJECT_VERB.get(text.slice(hyphen + 1)) : undefined;
  if (!role?.lexiconRole || !LEXICON_ROLE_VALUES.get(role.lexiconRole)?.has(text.slice(0, hyphen))) return null;
  const field = impliedField(ctx, role.fieldWords, collectionNamedBefore(ctx, i)?.collection);
  return field ? { field: field.name, value: listValue([raw.slice(0, hyphen)], negatedAt(ctx, i)), span: [i, i + 1], claims: [[i, i + 1]], confidence: 0.7, rule: role.rule } : null;
}

/**
 * "walks led by ranger 311", "squads coached by 88" beside `leaderRef` and `rangerRef`: a verb and "by" say the role
 * the numbered entity plays, so the key kept for that role takes the number, not the entity noun's own key (which
 * entity-numbers would give it). Only a role key naming no collection: one that does is an entity's own. A bare number
 * is no key when a content word after it is what it counts ("managed by 3 people") or when it reads as a year.
 */
export function doerKeyProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  let owners: ReturnType<typeof ownedFields> | undefined;
  for (let i = 1; i + 1 < tokens.length; i++) {
    if (tokens[i].text !== DOER_LEAD) continue;
    // the entity noun between the preposition and the number is optional ("led by 311")
    const noun = isFreeNumber(ctx, i + 1) ? null : i + 2 < tokens.length && isFreeNumber(ctx, i + 2) && tokens[i + 1].kind === 'word' ? i + 1 : -1;
    if (noun === -1) continue;
    const number = noun === null ? i + 1 : noun + 1;
    if (noun === null && (countsWordAfter(ctx, number) || yearLike(tokens[number].value!))) continue;
    owners ??= ownedFields(ctx.index, IDENTIFIER_ENDINGS);
    const own = noun === null ? null : ownedBy(ctx.index, owners, tokens[noun].canon);
    // a word after the preposition that keys nothing is no entity noun ("led by about 40")
    if (noun !== null && !own && !collectionMentionAt(ctx, noun)) continue;
    const key = agentRoleKey(ctx, i, owners, own);
    if (!key) continue;
    proposals.push({ field: key.name, value: tokens[number].value!, span: [i - 1, number + 1], claims: [[i - 1, i + 1], [number, number + 1]], confidence: 0.7, rule: 'filters.doer-key' });
    i = number;
  }
  return proposals;
}

/** A content word right after the number at `at` is what it counts or measures ("by 3 departments"). */
const countsWordAfter = (ctx: EngineContext, at: number): boolean => {
  const next = ctx.tokens[at + 1];
  return next?.kind === 'word' && !STOP_WORDS.has(next.text);
};
const yearLike = (value: number): boolean => Number.isInteger(value) && value >= RECENT_YEARS.from && value <= RECENT_YEARS.to;
