import { note, phraseAt, phraseMatcher, type EngineContext, type Token } from '../context.ts';
import { isCountField, type FieldEntry, type FieldMention } from '../field-index.ts';
import { DEMONYM_COUNTRY, US_STATE_CODES, VALUE_LEXICONS } from '../lexicon/values.ts';
import {
  AGENT_VERBS, CLAUSE_BREAKS, COMPARISON_PHRASES, CREATOR_NOUNS, DIRECT_AGENT_VERBS, GEO_CUES, HAS_ANY_VERBS, NAME_LEAD_FILLER,
  NEGATIONS, PERCENT_FIELD_WORDS, REQUEST_VERBS, STOP_WORDS, TRAILING_AGENT_VERBS, UNIT_ROLES, type ComparisonOp, type FieldRole,
} from '../lexicon/words.ts';
import { ATTRIBUTE_COMPARATIVES, ATTRIBUTE_WORDS, UNIT_ATTRIBUTES } from '../lexicon/attributes.ts';
import { countFieldFor } from '../ownership.ts';
import { collectionMentionAt, mentionAfter, mentionAt, mentionBefore, mentionStartingAt, numericLeaf } from '../mentions.ts';
import { canonWord } from '../text.ts';
import { impliedField, resolveField, valueShape } from './filters/field-resolver.ts';
import { commitProposals } from './filters/proposal.ts';
import { properValueProposals } from './filters/proper-values.ts';

const matchComparison = phraseMatcher([...COMPARISON_PHRASES, ...ATTRIBUTE_COMPARATIVES].map(([p, op]) => [p.split(' '), op] as const));
const TRAILING: ReadonlyArray<readonly [readonly string[], ComparisonOp]> = [[['or', 'more'], '$gte'], [['or', 'less'], '$lte'], [['or', 'fewer'], '$lte'], [['+'], '$gte'], [['plus'], '$gte']];

/** value (lower-case words) → roles that can hold it; built once. */
const LEXICON_VALUES = new Map<string, FieldRole[]>();
for (const lexicon of VALUE_LEXICONS) {
  for (const value of lexicon.values) {
    const roles = LEXICON_VALUES.get(value) ?? [];
    roles.push(lexicon.role);
    LEXICON_VALUES.set(value, roles);
  }
}
for (const demonym of DEMONYM_COUNTRY.keys()) {
  const roles = LEXICON_VALUES.get(demonym) ?? [];
  if (!roles.includes('country')) roles.push('country');
  LEXICON_VALUES.set(demonym, roles);
}
const LONGEST_VALUE = Math.max(...[...LEXICON_VALUES.keys()].map((v) => v.split(' ').length));
/** Places and languages are proper nouns: only read them when capitalised, so "us" or "turkey" in prose stays prose. */
const PROPER_ROLES: ReadonlySet<FieldRole> = new Set(['continent', 'country', 'state', 'city', 'language']);
/** When one word could fill several fields ("Italian"), the first role the schema has wins. */
const ROLE_PREFERENCE: readonly FieldRole[] = ['city', 'state', 'continent', 'country', 'language'];
const ROLE_CUES: ReadonlyMap<string, FieldRole> = new Map([
  ['language', 'language'], ['languages', 'language'], ['speaking', 'language'], ['spoken', 'language'],
  ['cuisine', 'cuisine'], ['food', 'cuisine'], ['dishes', 'cuisine'],
]);
/** Words before a value that say which field it fills: "in Spanish" is a language, "Spanish titles" may be a country. */
const LEADING_ROLE_CUES: ReadonlyMap<string, FieldRole> = new Map([['in', 'language']]);
const REGEX_CUES: ReadonlyArray<readonly [readonly string[], 'prefix' | 'suffix' | 'contains']> = [
  [['starting', 'with'], 'prefix'], [['starts', 'with'], 'prefix'], [['start', 'with'], 'prefix'], [['beginning', 'with'], 'prefix'],
  [['begins', 'with'], 'prefix'], [['begin', 'with'], 'prefix'], [['ending', 'with'], 'suffix'], [['ends', 'with'], 'suffix'],
  [['containing'], 'contains'], [['contains'], 'contains'], [['contain'], 'contains'], [['mention'], 'contains'],
  [['mentions'], 'contains'], [['mentioning'], 'contains'], [['including'], 'contains'], [['like'], 'contains'],
  [['matching'], 'contains'], [['with', 'the', 'word'], 'contains'], [['word'], 'contains'], [['words'], 'contains'],
];
const CONNECTORS = new Set([',', 'or', 'and', 'nor', '/', '&']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const OBJECT_ID = /^[0-9a-f]{24}$/i;
const NAME_PARTICLES = new Set(['de', 'da', 'del', 'van', 'von', 'der', 'la', 'le', 'di', 'du', 'st.', 'mc', 'bin', 'al']);

type FilterValue = string | number | boolean | Record<string, unknown>;

function setFilter(ctx: EngineContext, field: string, value: FilterValue): void {
  const current = ctx.analysis.filters[field];
  if (isOperatorObject(current) && isOperatorObject(value)) ctx.analysis.filters[field] = { ...current, ...value };
  else ctx.analysis.filters[field] = value;
}
const isOperatorObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function negatedAt(ctx: EngineContext, i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
    const t = ctx.tokens[j].text;
    if (NEGATIONS.has(t)) return t !== 'other' || ctx.tokens[j + 1]?.text === 'than';
    if (CLAUSE_BREAKS.has(t) && t !== 'than') return false;
  }
  return false;
}

function listValue(values: readonly (string | number)[], negated: boolean, all = false): FilterValue {
  if (values.length === 1) return negated ? { $ne: values[0] } : values[0];
  return negated ? { $nin: [...values] } : all ? { $all: [...values] } : { $in: [...values] };
}

/**
 * Field a number refers to: the head of the noun phrase right after it ("50 comments", "1000 customer votes",
 * "50 verified buyer reviews"), a unit ("150 minutes"), or the field named before the comparison.
 */
function numberTarget(ctx: EngineContext, comparatorAt: number, numberAt: number): FieldEntry | null {
  let head: FieldEntry | null = null;
  for (let j = numberAt + 1; j < ctx.tokens.length && j <= numberAt + 4; j++) {
    const t = ctx.tokens[j];
    if (t.kind !== 'word' || STOP_WORDS.has(t.text) || CLAUSE_BREAKS.has(t.text)) break;
    const m = mentionStartingAt(ctx, j);
    // "50 comments" names a collection, and also the field that counts it (num_comments)
    const counts = m && (m.kind === 'full' || isCountField(m.entry));
    if (m && (!collectionMentionAt(ctx, j) || counts)) {
      head = numericLeaf(m.entry);
      j = m.to - 1;
    } else if (!m && collectionMentionAt(ctx, j)) {
      // "more than 50 customer reviews": records of a collection counted by a field
      head = countFieldFor(ctx.index, collectionMentionAt(ctx, j)!.collection);
      break;
    }
  }
  if (head) return head;
  const unit = ctx.tokens[numberAt + 1];
  const role = unit ? UNIT_ROLES.get(unit.text) : undefined;
  if (role && ctx.index.roleField(role)) return ctx.index.roleField(role);
  // "earn more than 100k", "weigh over 5": a verb or adjective right before the comparison names the attribute
  const implied = ATTRIBUTE_WORDS.get(ctx.tokens[comparatorAt - 1]?.text ?? '') ?? ATTRIBUTE_WORDS.get(ctx.tokens[comparatorAt].text);
  const attribute = implied && impliedField(ctx, implied);
  if (attribute) return attribute;
  const before = mentionBefore(ctx, comparatorAt, 6);
  // a field named exactly stays the field even where a pack also calls a collection by that word ("salary")
  if (before && (!collectionMentionAt(ctx, before.from) || before.kind === 'full')) return numericLeaf(before.entry);
  // "older than 46", "32 years old", "memory larger than 32 GB": the words around say which attribute
  const units = UNIT_ATTRIBUTES.get(ctx.tokens[numberAt + 1]?.text ?? '') ?? [];
  return resolveField(ctx, comparatorAt, numberAt + 1, 'quantity', units)?.entry ?? null;
}

/** "above 80%" on a rating whose sibling is a percentage meter means the meter. */
function percentSibling(field: FieldEntry, token: Token): FieldEntry {
  if (!token.text.endsWith('%') || !field.parent) return field;
  const words = new Set(PERCENT_FIELD_WORDS);
  return field.parent.children.find((c) => c !== field && c.canonWords.some((w) => words.has(w))) ?? field;
}

const isFreeNumber = (ctx: EngineContext, i: number): boolean =>
  ctx.tokens[i]?.kind === 'number' && ctx.tokens[i].value !== undefined && ctx.roles[i] === undefined;

const HAVING = new Set(['with', 'have', 'has', 'had', 'having']);

/** The schema's geo field, one of its parts, or the object holding it. */
function isGeoRelated(ctx: EngineContext, entry: FieldEntry): boolean {
  const geo = ctx.index.roleField('geo');
  if (!geo) return false;
  const within = (inner: FieldEntry, outer: FieldEntry) => inner.name === outer.name || inner.name.startsWith(`${outer.name}.`);
  return within(entry, geo) || within(geo, entry);
}

function equalityFilter(ctx: EngineContext, i: number): boolean {
  const { tokens } = ctx;
  const before = ctx.mentions.find((m) => m.to === i);
  // "within 5 miles of coordinates 40.7, -73.9" is a location search, not an equality
  if (before && isGeoRelated(ctx, before.entry)) return false;
  if (before && !collectionMentionAt(ctx, before.from) && !TRAILING.some(([w]) => phraseAt(tokens, i + 1, w))) {
    const values: number[] = [];
    let end = i;
    while (isFreeNumber(ctx, end)) {
      values.push(tokens[end].value!);
      end++;
      if (CONNECTORS.has(tokens[end]?.text ?? '') && isFreeNumber(ctx, end + 1)) end++;
      else if (CONNECTORS.has(tokens[end]?.text ?? '') && CONNECTORS.has(tokens[end + 1]?.text ?? '') && isFreeNumber(ctx, end + 2)) end += 2;
      else break;
    }
    const field = leafNamed(ctx, before);
    setFilter(ctx, field.name, listValue(values, false));
    for (let k = i; k < end; k++) ctx.roles[k] = 'filter';
    note(ctx, 'filters', 0.75, { rule: 'filters.field-equals-number', span: [before.from, end], text: field.name });
    return true;
  }
  if (!HAVING.has(tokens[i - 1]?.text ?? '')) return false;
  const after = mentionStartingAt(ctx, i + 1);
  if (!after || (collectionMentionAt(ctx, i + 1) && !isCountField(after.entry) && after.kind !== 'full')) return false;
  const field = numericLeaf(after.entry);
  setFilter(ctx, field.name, tokens[i].value!);
  ctx.roles[i] = 'filter';
  note(ctx, 'filters', 0.7, { rule: 'filters.having-number', span: [i - 1, after.to], text: field.name });
  return true;
}

function comparisonFilters(ctx: EngineContext): void {
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    if (ctx.roles[i] !== undefined) continue;
    // "between 90 and 150 minutes", "75-100 minutes"
    if (tokens[i].text === 'between' || (isFreeNumber(ctx, i) && tokens[i + 1]?.text === '-' && isFreeNumber(ctx, i + 2))) {
      const a = tokens[i].text === 'between' ? i + 1 : i;
      const b = a + 2;
      // a range ascends: "7731-2" is a code, not a range
      if (isFreeNumber(ctx, a) && ['and', '-', 'to'].includes(tokens[a + 1]?.text ?? '') && isFreeNumber(ctx, b) && tokens[a].value! <= tokens[b].value!) {
        const field = numberTarget(ctx, i, b);
        if (field) {
          setFilter(ctx, field.name, { $gte: tokens[a].value!, $lte: tokens[b].value! });
          for (let k = i; k <= b; k++) ctx.roles[k] = 'filter';
          note(ctx, 'filters', 0.85, { rule: 'filters.between', span: [i, b + 1], text: field.name });
          i = b;
          continue;
        }
      }
    }
    const hit = matchComparison(tokens, i);
    if (hit) {
      const [words, op] = hit;
      let n = i + words.length;
      if (tokens[n]?.text === 'of' || tokens[n]?.text === 'a') n++;
      if (!isFreeNumber(ctx, n)) continue;
      const target = numberTarget(ctx, i, n);
      if (!target) continue;
      const field = percentSibling(target, tokens[n]);
      const negate = tokens[i - 1]?.text === 'not' || tokens[i - 1]?.text === 'no';
      const flipped: Record<string, ComparisonOp> = { $gt: '$lte', $gte: '$lt', $lt: '$gte', $lte: '$gt', $eq: '$ne', $ne: '$eq' };
      const finalOp = negate ? flipped[op] : op;
      setFilter(ctx, field.name, finalOp === '$eq' ? tokens[n].value! : { [finalOp]: tokens[n].value! });
      for (let k = i; k <= n; k++) ctx.roles[k] = 'filter';
      note(ctx, 'filters', 0.85, { rule: `filters.compare${finalOp}`, span: [i, n + 1], text: field.name });
      i = n;
      continue;
    }
    // "zip code 10019", "zip codes 10013, 10014 and 10011", "with 3 wins", "zero comments"
    if (isFreeNumber(ctx, i) && equalityFilter(ctx, i)) continue;
    // "5 or more awards", "10+ votes"
    if (isFreeNumber(ctx, i)) {
      const trailing = TRAILING.find(([words]) => phraseAt(tokens, i + 1, words));
      if (!trailing) continue;
      const end = i + 1 + trailing[0].length;
      const after = mentionAfter(ctx, end - 1, 3);
      const field = after ? numericLeaf(after.entry) : mentionBefore(ctx, i, 4)?.entry;
      if (!field) continue;
      setFilter(ctx, field.name, { [trailing[1]]: tokens[i].value! });
      for (let k = i; k < end; k++) ctx.roles[k] = 'filter';
      note(ctx, 'filters', 0.8, { rule: 'filters.trailing-compare', span: [i, end], text: field.name });
    }
  }
}

/** The field a person-naming verb points at ("directed by" → a director field). */
function agentField(ctx: EngineContext, nouns: readonly string[]): FieldEntry | null {
  for (const noun of nouns) {
    const candidates = ctx.index.phrases.get(canonWord(noun));
    if (candidates?.length) return candidates[0].entry;
  }
  return null;
}

const isCapitalised = (t: Token | undefined): boolean => !!t && t.kind === 'word' && /^\p{Lu}/u.test(t.raw);

/** Proper names after token `at`: "Tom Hanks and Meg Ryan", "Joel Coen or Ethan Coen". */
function namesAfter(ctx: EngineContext, at: number): { names: string[]; end: number; all: boolean } {
  const names: string[] = [];
  let i = at;
  let all = false;
  if (ctx.tokens[i]?.text === 'both') {
    all = true;
    i++;
  }
  if (ctx.tokens[i]?.text === 'either') i++;
  while (i < ctx.tokens.length) {
    const parts: string[] = [];
    while (isCapitalised(ctx.tokens[i]) || (parts.length && (NAME_PARTICLES.has(ctx.tokens[i]?.text ?? '') || ctx.tokens[i]?.text === '.'))) {
      if (ctx.tokens[i].text === '.') parts[parts.length - 1] += '.';
      else parts.push(ctx.tokens[i].raw);
      i++;
    }
    if (!parts.length) break;
    names.push(parts.join(' '));
    if (CONNECTORS.has(ctx.tokens[i]?.text ?? '') && (isCapitalised(ctx.tokens[i + 1]) || CONNECTORS.has(ctx.tokens[i + 1]?.text ?? ''))) {
      i++;
      if (CONNECTORS.has(ctx.tokens[i]?.text ?? '')) i++;
    } else break;
  }
  return { names, end: i, all };
}

function agentFilter(ctx: EngineContext, nouns: readonly string[], names: string[], all: boolean, at: number, span: [number, number], rule: string): void {
  const field = agentField(ctx, nouns);
  if (!field || ctx.analysis.filters[field.name] !== undefined) return;
  setFilter(ctx, field.name, listValue(names, negatedAt(ctx, at), all));
  for (let k = span[0]; k < span[1]; k++) ctx.roles[k] ??= 'filter';
  note(ctx, 'filters', 0.75, { rule, span, text: field.name });
}

/** A capitalised run that is no known field, collection or value, and does not open the sentence. */
function properNameAt(ctx: EngineContext, i: number): boolean {
  const opensSentence = i === 0 && (STOP_WORDS.has(ctx.tokens[0].text) || REQUEST_VERBS.has(ctx.tokens[0].text) || !isCapitalised(ctx.tokens[1]));
  return !opensSentence && isCapitalised(ctx.tokens[i]) && !mentionAt(ctx, i) && !collectionMentionAt(ctx, i) && ctx.roles[i] === undefined
    && !LEXICON_VALUES.has(ctx.tokens[i].text) && !ctx.index.packValues.has(ctx.tokens[i].text);
}

function agentFilters(ctx: EngineContext): void {
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    const verb = tokens[i].text;
    const nouns = AGENT_VERBS.get(verb);
    let valueAt = -1;
    if (nouns && tokens[i + 1]?.text === 'by') valueAt = i + 2;
    else if (nouns && DIRECT_AGENT_VERBS.has(verb)) valueAt = i + 1;
    // "films by Akira Kurosawa": a collection followed by "by" and a name
    else if (verb === 'by' && collectionMentionAt(ctx, i - 1) && isCapitalised(tokens[i + 1])) valueAt = i + 1;
    if (valueAt >= 0) {
      while (valueAt < tokens.length && NAME_LEAD_FILLER.has(tokens[valueAt].text) && tokens[valueAt].text !== 'both') valueAt++;
      const { names, end, all } = namesAfter(ctx, valueAt);
      if (!names.length) continue;
      agentFilter(ctx, nouns ?? CREATOR_NOUNS, names, all, i, [i, end], `filters.agent-${verb}`);
      i = end - 1;
      continue;
    }
    if (!properNameAt(ctx, i)) continue;
    // "Tim Burton and Johnny Depp movies", "Quentin Tarantino's films", "did Akira Kurosawa direct", "X and Y starred"
    const { names, end, all } = namesAfter(ctx, i);
    if (!names.length) continue;
    const possessive = /'s$/.test(tokens[end - 1].raw) || tokens[end]?.text === "'s";
    let next = end;
    while (next < tokens.length && next < end + 3 && (tokens[next].text === 'together' || tokens[next].text === 'have' || tokens[next].text === 'both' || tokens[next].text === "'s")) next++;
    const trailing = TRAILING_AGENT_VERBS.get(tokens[next]?.text ?? '');
    if (trailing) {
      agentFilter(ctx, trailing, names, all || tokens[next + 1]?.text === 'together' || tokens[end]?.text === 'together', i, [i, next + 1], `filters.agent-before-${tokens[next].text}`);
    } else if (possessive || collectionMentionAt(ctx, end) || collectionMentionAt(ctx, end + 1)) {
      const multiWord = names.some((n) => n.includes(' '));
      if (possessive || multiWord || !/^\p{Lu}+$/u.test(names[0])) agentFilter(ctx, CREATOR_NOUNS, names.map((n) => n.replace(/'s$/, '')), false, i, [i, end], 'filters.creator-name');
    }
    i = end - 1;
  }
}

/** Words between a field name and its quoted value ("email ending with '.com'", "JWT token starting with 'ey'"). */
const VALUE_LEAD = new Set(['with', 'is', 'named', 'called', 'titled', 'token', 'value', 'equal', 'equals', 'to', 'as', 'address',
  'starting', 'starts', 'start', 'beginning', 'begins', 'ending', 'ends', 'containing', 'contains', 'like', 'matching', '=', ':', 'either', 'exactly']);
const SUBJECT_PREPOSITIONS = new Set(['for', 'about', 'on', 'of']);

/** Words that bind a value to the field named right before it ("status is 'open'", "code: 'X'"). */
const BINDING_LEAD = new Set(['is', 'named', 'called', 'titled', 'equal', 'equals', 'to', 'as', '=', ':', 'of', 'exactly']);

/**
 * The field named before a value, and whether it is bound to it for sure: named exactly with only binding words
 * between, or the owner of a "with names starting with" phrase.
 */
function fieldNamedBefore(ctx: EngineContext, i: number): { entry: FieldEntry; bound: boolean } | null {
  let binding = true;
  for (let j = i - 1; j >= 0 && j >= i - 6; j--) {
    const m = ctx.mentions.find((x) => x.to - 1 === j);
    if (m) {
      // "cities with names starting with …": the thing named, not its name
      if (m.entry.canonWords.join('') === 'name' && ctx.tokens[m.from - 1]?.text === 'with') {
        const owner = ctx.mentions.find((x) => x.to === m.from - 1);
        if (owner) return { entry: owner.entry, bound: true };
      }
      return m.entry.children.length ? null : { entry: m.entry, bound: binding && m.kind === 'full' };
    }
    if (!VALUE_LEAD.has(ctx.tokens[j].text)) return null;
    if (!BINDING_LEAD.has(ctx.tokens[j].text)) binding = false;
  }
  return null;
}

/** "theater with ID 776", "the movie with ID '…'", "stores with IDs …" → the collection's id field. */
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

function quotedField(ctx: EngineContext, from: number, i: number): FieldEntry | null {
  const value = ctx.tokens[i].raw;
  const entityId = entityIdBefore(ctx, i);
  if (entityId) return entityId;
  // "the rating of 'Country Strong'": the quoted thing is the subject, not a value of the field before
  const subject = SUBJECT_PREPOSITIONS.has(ctx.tokens[from - 1]?.text ?? '');
  const named = subject ? null : fieldNamedBefore(ctx, from);
  // a field bound to the value by name is the field; otherwise the words around it decide
  if (named?.bound) return named.entry;
  if (EMAIL.test(value)) return ctx.index.roleField('email');
  if (OBJECT_ID.test(value)) return ctx.index.byNorm.get('id') ?? null;
  // "'murder' in their plot"
  if (ctx.tokens[i + 1]?.text === 'in' || ctx.tokens[i + 1]?.text === 'within') {
    const after = mentionAfter(ctx, i, 4);
    if (after) return after.entry;
  }
  const resolved = subject ? null : resolveField(ctx, from, i + 1, valueShape(value));
  if (resolved) return resolved.entry;
  if (named) return named.entry;
  // "'A' grade"
  const next = mentionStartingAt(ctx, i + 1);
  if (next && !collectionMentionAt(ctx, i + 1)) return leafNamed(ctx, next);
  if (!subject) {
    const before = mentionBefore(ctx, i, 3);
    if (before && !before.entry.children.length) return before.entry;
  }
  return ctx.index.roleField('name');
}

/** An object field named by a word means its child named the same ("grade" on grades → grades.grade). */
function leafNamed(ctx: EngineContext, mention: FieldMention): FieldEntry {
  if (!mention.entry.children.length) return mention.entry;
  const word = ctx.tokens[mention.to - 1].canon;
  return mention.entry.children.find((c) => c.canonWords[c.canonWords.length - 1] === word) ?? mention.entry;
}

/** "theater with ID 776", "ID number 2862": a number after an entity's id is that id. */
function idNumberFilters(ctx: EngineContext): void {
  for (let i = 1; i < ctx.tokens.length; i++) {
    if (ctx.tokens[i].kind !== 'number' || ctx.roles[i] !== undefined) continue;
    if (ctx.tokens[i - 1].canon !== 'id' && !(ctx.tokens[i - 1].text === 'number' && ctx.tokens[i - 2]?.canon === 'id')) continue;
    const field = entityIdBefore(ctx, i);
    if (!field) continue;
    setFilter(ctx, field.name, ctx.tokens[i].value!);
    ctx.roles[i] = 'filter';
    note(ctx, 'filters', 0.85, { rule: 'filters.entity-id', span: [i - 1, i + 1], text: field.name });
  }
}

function quotedFilters(ctx: EngineContext): void {
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].kind !== 'quoted') continue;
    const values = [tokens[i].raw];
    let end = i + 1;
    while (CONNECTORS.has(tokens[end]?.text ?? '') && tokens[end + 1]?.kind === 'quoted') {
      values.push(tokens[end + 1].raw);
      end += 2;
    }
    const field = quotedField(ctx, i, end - 1);
    if (!field) continue;
    let style: 'prefix' | 'suffix' | 'contains' | null = null;
    for (let j = Math.max(0, i - 4); j < i && !style; j++) {
      style = REGEX_CUES.find(([words]) => phraseAt(tokens, j, words))?.[1] ?? null;
    }
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    let value: FilterValue;
    if (style) {
      const body = values.map(escape).join('|');
      const grouped = values.length > 1 ? `(${body})` : body;
      value = { $regex: style === 'prefix' ? `^${grouped}` : style === 'suffix' ? `${grouped}$` : grouped, $options: 'i' };
    } else value = listValue(values, negatedAt(ctx, i));
    setFilter(ctx, field.name, value);
    for (let k = i; k < end; k++) ctx.roles[k] = 'filter';
    note(ctx, 'filters', 0.9, { rule: style ? `filters.quoted-${style}` : 'filters.quoted', span: [i, end], text: field.name });
    i = end - 1;
  }
}

/** A place or language written out ("Peru") fills the role's name field, not its code field, when the schema has both. */
function spelledOutField(ctx: EngineContext, field: FieldEntry | null): FieldEntry | null {
  const last = field?.canonWords[field.canonWords.length - 1];
  if (!field || (last !== 'code' && last !== 'id')) return field;
  const stem = field.canonWords.slice(0, -1).join(' ');
  return ctx.index.entries.find((e) => e.canonWords.slice(0, -1).join(' ') === stem && e.canonWords[e.canonWords.length - 1] === 'name') ?? field;
}

function roleFor(ctx: EngineContext, roles: readonly FieldRole[], cue: string | undefined, used: ReadonlySet<FieldEntry>, lead?: string): FieldEntry | null {
  return spelledOutField(ctx, roleFieldFor(ctx, roles, cue, used, lead));
}

function roleFieldFor(ctx: EngineContext, roles: readonly FieldRole[], cue: string | undefined, used: ReadonlySet<FieldEntry>, lead?: string): FieldEntry | null {
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

/** Categorical values: pack vocabularies first, then places, languages, genres, cuisines and certificates. */
function vocabularyFilters(ctx: EngineContext): void {
  const { tokens, index } = ctx;
  const found = new Map<string, { values: string[]; negated: boolean; span: [number, number]; rule: string }>();
  const longest = Math.max(index.longestValue, LONGEST_VALUE);
  const rolesUsed = new Set<FieldEntry>();
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].kind !== 'word' || ctx.roles[i] !== undefined || collectionMentionAt(ctx, i)) continue;
    // a value is a run of unclaimed words: the run's prefixes (as read and as written), joined once, longest tried first
    const texts: string[] = [];
    const raws: string[] = [];
    for (let k = i; k < Math.min(i + longest, tokens.length) && tokens[k].kind === 'word' && ctx.roles[k] === undefined; k++) {
      texts.push(k > i ? `${texts[k - i - 1]} ${tokens[k].text}` : tokens[k].text);
      raws.push(k > i ? `${raws[k - i - 1]} ${tokens[k].raw}` : tokens[k].raw);
    }
    const inMention = mentionAt(ctx, i);
    let matched = false;
    for (let n = texts.length; n >= 1 && !matched; n--) {
      const text = texts[n - 1];
      let field: FieldEntry | null = null;
      let rule = '';
      const packTargets = index.packValues.get(text);
      const demonym = DEMONYM_COUNTRY.has(text) && !ROLE_CUES.has(tokens[i + n]?.text ?? '');
      if (packTargets && !(inMention && inMention.kind === 'full') && !demonym) {
        field = packTargets[0];
        rule = 'filters.pack-vocabulary';
      } else if (!inMention || inMention.to - inMention.from < n) {
        const roles = LEXICON_VALUES.get(text);
        if (roles) {
          const proper = /^\p{Lu}/u.test(tokens[i].raw);
          const usable = roles.filter((r) => proper || !PROPER_ROLES.has(r));
          field = usable.length ? roleFor(ctx, usable, tokens[i + n]?.text, rolesUsed, tokens[i - 1]?.text) : null;
          rule = 'filters.lexicon';
        } else if (n === 1 && US_STATE_CODES.has(tokens[i].raw) && tokens[i].raw.length === 2 && !namesAnIdentifier(ctx, i)) {
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
      const value = rule === 'filters.lexicon' && field === index.roleField('country') && DEMONYM_COUNTRY.has(text)
        ? DEMONYM_COUNTRY.get(text)! : raws[n - 1];
      const entry = found.get(field.name) ?? { values: [], negated: negatedAt(ctx, i), span: [i, i + n] as [number, number], rule };
      if (!entry.values.includes(value)) entry.values.push(value);
      entry.span[1] = i + n;
      found.set(field.name, entry);
      for (let k = i; k < i + n; k++) ctx.roles[k] = 'filter';
      i += n - 1;
    }
  }
  for (const [field, entry] of found) {
    setFilter(ctx, field, listValue(entry.values, entry.negated));
    note(ctx, 'filters', 0.75, { rule: entry.rule, span: entry.span, text: field });
  }
}

/** "the ID 5512", "order ID": the word for an identifier, not a place, unless it follows a city or "in" ("Boise, ID"). */
const namesAnIdentifier = (ctx: EngineContext, i: number): boolean =>
  ctx.tokens[i].canon === 'id' && !PLACE_LEADS.has(ctx.tokens[i - 1]?.text ?? '');
const PLACE_LEADS = new Set([',', 'in', 'from']);

function isRatingContext(ctx: EngineContext, i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 4; j--) if (/^rat(ed|ing|ings)$/.test(ctx.tokens[j].text)) return true;
  return false;
}

/** "within the bounding box …", "near", "within 5 miles": a location search on the schema's geo field. */
function geoFilter(ctx: EngineContext): void {
  const at = ctx.tokens.findIndex((t, k) => GEO_CUES.has(t.text) && !ctx.projection[k]);
  const field = at >= 0 ? ctx.index.roleField('geo') : null;
  if (!field || ctx.analysis.filters[field.name] !== undefined) return;
  const numbers = ctx.tokens.map((t, k) => (t.kind === 'number' && ctx.roles[k] === undefined ? k : -1)).filter((k) => k >= 0);
  const values = numbers.map((k) => (ctx.tokens[k - 1]?.text === '-' ? -ctx.tokens[k].value! : ctx.tokens[k].value!));
  setFilter(ctx, field.name, values.length ? { $geoNear: values } : { $geoNear: null });
  for (const k of numbers) ctx.roles[k] = 'filter';
  note(ctx, 'filters', 0.6, { rule: 'filters.geo', span: [at, at + 1], text: field.name });
}

/** "won awards", "award-winning movies": at least one of the counted thing. */
function hasAnyFilters(ctx: EngineContext): void {
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i].text;
    const compound = t.endsWith('-winning') ? mentionAt(ctx, i) : undefined;
    let mention = compound;
    if (!mention && HAS_ANY_VERBS.has(t)) {
      let j = i + 1;
      if (tokens[j]?.text === 'any' || tokens[j]?.text === 'an' || tokens[j]?.text === 'some') j++;
      mention = mentionStartingAt(ctx, j);
    }
    if (!mention) continue;
    const field = numericLeaf(mention.entry);
    if (ctx.analysis.filters[field.name] !== undefined || !mention.entry.children.length && mention.entry === field && !compound && !/s$/.test(tokens[mention.to - 1].text)) continue;
    setFilter(ctx, field.name, { $gte: 1 });
    note(ctx, 'filters', 0.6, { rule: 'filters.has-any', span: [i, mention.to], text: field.name });
  }
}

/** "Snellville, GA": a capitalised place before a state code is a city. */
function cityBeforeState(ctx: EngineContext): void {
  const city = ctx.index.roleField('city');
  if (!city) return;
  for (let i = 2; i < ctx.tokens.length; i++) {
    if (!US_STATE_CODES.has(ctx.tokens[i].raw) || ctx.tokens[i - 1].text !== ',') continue;
    let from = i - 1;
    while (from > 0 && isCapitalised(ctx.tokens[from - 1]) && ctx.roles[from - 1] === undefined && !US_STATE_CODES.has(ctx.tokens[from - 1].raw)) from--;
    if (from === i - 1) continue;
    setFilter(ctx, city.name, ctx.tokens.slice(from, i - 1).map((t) => t.raw).join(' '));
    for (let k = from; k < i - 1; k++) ctx.roles[k] = 'filter';
    note(ctx, 'filters', 0.7, { rule: 'filters.city-state', span: [from, i + 1], text: city.name });
  }
}

const FLAG_PREFIXES = new Set(['is', 'has']);
const NEGATING_PREFIXES = ['non', 'in', 'un'];
/** A yes/no field named as a state: `isRemote`, `has_discount`. */
const isFlagField = (entry: FieldEntry): boolean => entry.canonWords.length >= 2 && FLAG_PREFIXES.has(entry.canonWords[0]) && !entry.children.length;

/** A flag field named by a word with a negating prefix ("inactive", "non-remote"), or null. */
function negatedFlagAt(ctx: EngineContext, i: number): FieldEntry | null {
  const text = ctx.tokens[i].text.replace(/-/g, '');
  for (const prefix of NEGATING_PREFIXES) {
    if (!text.startsWith(prefix) || text.length - prefix.length < 4) continue;
    const entry = ctx.index.phrases.get(canonWord(text.slice(prefix.length)))?.find((c) => isFlagField(c.entry))?.entry;
    if (entry) return entry;
  }
  return null;
}

/** "remote employees", "inactive users", "not international": a yes/no field named by its state word. */
function flagFilters(ctx: EngineContext): void {
  for (let i = 0; i < ctx.tokens.length; i++) {
    if (ctx.tokens[i].kind !== 'word' || ctx.roles[i] !== undefined) continue;
    const mention = mentionStartingAt(ctx, i);
    const named = mention && isFlagField(mention.entry) && mention.kind !== 'full' ? mention.entry : null;
    const negated = named ? null : mention ? null : negatedFlagAt(ctx, i);
    const field = named ?? negated;
    if (!field || ctx.analysis.filters[field.name] !== undefined) continue;
    const to = mention?.to ?? i + 1;
    setFilter(ctx, field.name, !negated && !negatedAt(ctx, i));
    for (let k = i; k < to; k++) ctx.roles[k] = 'filter';
    note(ctx, 'filters', 0.7, { rule: 'filters.flag', span: [i, to], text: field.name });
    i = to - 1;
  }
}

/** "unresolved tickets", "non-refunded orders": a known categorical value with a negating prefix excludes it. */
function negatedValueFilters(ctx: EngineContext): void {
  for (let i = 0; i < ctx.tokens.length; i++) {
    const t = ctx.tokens[i];
    if (t.kind !== 'word' || ctx.roles[i] !== undefined || mentionAt(ctx, i)) continue;
    const text = t.text.replace(/-/g, '');
    const prefix = ['non', 'un'].find((p) => text.startsWith(p) && text.length - p.length >= 4);
    const value = prefix ? text.slice(prefix.length) : '';
    const field = value ? ctx.index.packValues.get(value)?.[0] : undefined;
    if (!field || ctx.analysis.filters[field.name] !== undefined) continue;
    setFilter(ctx, field.name, { $ne: value });
    ctx.roles[i] = 'filter';
    note(ctx, 'filters', 0.65, { rule: 'filters.negated-value', span: [i, i + 1], text: field.name });
  }
}

/** filters: comparisons with numbers, people after agent verbs, quoted values, then known categorical values. */
export function filtersStage(ctx: EngineContext): void {
  quotedFilters(ctx);
  idNumberFilters(ctx);
  comparisonFilters(ctx);
  cityBeforeState(ctx);
  agentFilters(ctx);
  flagFilters(ctx);
  vocabularyFilters(ctx);
  commitProposals(ctx, properValueProposals(ctx));
  negatedValueFilters(ctx);
  hasAnyFilters(ctx);
  geoFilter(ctx);
}
