import type { EngineContext } from '../../context.ts';
import { isIdField, type FieldEntry, type FieldMention } from '../../field-index.ts';
import { CLAUSE_BREAKS, GEO_CUES, HAS_ANY_VERBS, NEGATIONS } from '../../lexicon/words.ts';
import { holdsRecords, mentionAt, mentionStartingAt, numericLeaf } from '../../mentions.ts';
import { canonWord } from '../../text.ts';
import { embeddedNamed, fieldWordsOf, isMeasureField, ownContentWords } from './field-resolver.ts';
import { IDENTIFIER_ENDINGS } from './owned-fields.ts';
import type { FilterProposal } from './proposal.ts';
import { negatedAt } from './shared.ts';

const FLAG_PREFIXES = new Set(['is', 'has']);
const NEGATING_PREFIXES = ['non', 'in', 'un'];
const NEGATING_INITIALS: ReadonlySet<string> = new Set(NEGATING_PREFIXES.map((p) => p[0]!));
/** A yes/no field named as a state: `isRemote`, `has_discount`. */
const isFlagField = (entry: FieldEntry): boolean => entry.canonWords.length >= 2 && FLAG_PREFIXES.has(entry.canonWords[0]) && !entry.children.length;
/**
 * A yes/no field named by "on" and its state (`OnProbation`, `on_call`): "staff on probation", "probation
 * staff". The state words name it in full; a question that spells the field as an identifier ("OnCall") names
 * the field itself, not the state.
 */
const STATE_PREFIX = 'on';
const IDENTIFIER_SPELLING = /[a-z][A-Z]|_/;
function statedFlag(ctx: EngineContext, mention: FieldMention): boolean {
  // most fields have no "on" among their words: the cheap test first, then their own last segment
  if (!mention.entry.canonWords.includes(STATE_PREFIX) || mention.entry.children.length) return false;
  const words = fieldWordsOf(mention.entry);
  if (words.length < 2 || words[0] !== STATE_PREFIX) return false;
  for (let k = mention.from; k < mention.to; k++) if (IDENTIFIER_SPELLING.test(ctx.tokens[k].raw)) return false;
  return true;
}

/** A yes/no field named by its state alone (`paid`, `active`): one word that measures nothing and keys nothing. */
const isBareState = (entry: FieldEntry): boolean =>
  fieldWordsOf(entry).length === 1 && !entry.children.length && !isIdField(entry) && !isMeasureField(entry) && !IDENTIFIER_ENDINGS.has(entry.canonWords.at(-1)!);

/** A flag field named by a word with a negating prefix ("inactive", "non-remote"), or null. */
function negatedFlagAt(ctx: EngineContext, i: number): FieldEntry | null {
  // a word token starts with a letter or digit, so its first letter already tells whether a prefix can follow
  if (!NEGATING_INITIALS.has(ctx.tokens[i].text[0]!)) return null;
  const text = ctx.tokens[i].text.replace(/-/g, '');
  for (const prefix of NEGATING_PREFIXES) {
    if (!text.startsWith(prefix) || text.length - prefix.length < 4) continue;
    const entry = ctx.index.phrases.get(canonWord(text.slice(prefix.length)))?.find((c) => isFlagField(c.entry) || isBareState(c.entry))?.entry;
    if (entry) return entry;
  }
  return null;
}

/** "remote employees", "inactive users", "not international": a yes/no field named by its state word. */
export function flagProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    if (ctx.tokens[i].kind !== 'word' || ctx.roles[i] !== undefined) continue;
    const mention = mentionStartingAt(ctx, i);
    const named = mention && ((isFlagField(mention.entry) && mention.kind !== 'full') || statedFlag(ctx, mention)) ? mention.entry : null;
    const negated = named ? null : mention ? null : negatedFlagAt(ctx, i);
    const field = named ?? negated;
    if (!field) continue;
    const to = mention?.to ?? i + 1;
    const rule = negated && !isFlagField(negated) ? 'filters.flag+bare-state' : 'filters.flag';
    proposals.push({ field: field.name, value: !negated && !negatedAt(ctx, i), span: [i, to], confidence: 0.7, rule, keep: true });
    i = to - 1;
  }
  return proposals;
}

/** "won awards", "award-winning movies": at least one of the counted thing. */
export function hasAnyProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
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
    if (!mention.entry.children.length && mention.entry === field && !compound && !/s$/.test(tokens[mention.to - 1].text)) continue;
    // "growers who were sent a permit": having a related record is what relating them means, not a number to meet
    if (!compound && holdsRecords(mention.entry)) continue;
    proposals.push({ field: field.name, value: { $gte: 1 }, span: [i, mention.to], claims: [], confidence: 0.6, rule: 'filters.has-any', keep: true });
  }
  return proposals;
}

/** "within the bounding box …", "near", "within 5 miles": a location search on the schema's geo field. */
export function geoProposals(ctx: EngineContext): FilterProposal[] {
  const at = ctx.tokens.findIndex((t, k) => GEO_CUES.has(t.text) && !ctx.projection[k]);
  const field = at >= 0 ? ctx.index.roleField('geo') : null;
  if (!field) return [];
  const numbers = ctx.tokens.map((t, k) => (t.kind === 'number' && ctx.roles[k] === undefined ? k : -1)).filter((k) => k >= 0);
  const values = numbers.map((k) => (ctx.tokens[k - 1]?.text === '-' ? -ctx.tokens[k].value! : ctx.tokens[k].value!));
  const value = values.length ? { $geoNear: values } : { $geoNear: null };
  return [{ field: field.name, value, span: [at, at + 1], claims: numbers.map((k) => [k, k + 1] as const), confidence: 0.6, rule: 'filters.geo', keep: true }];
}

/** Words that deny having something, besides the general negations ("films that lack ratings"). */
/** Negations that set a thing apart rather than deny having it ("other details", "outside the city"). */
const SETTING_APART = new Set(['other', 'besides', 'outside']);
const ABSENCE_WORDS = new Set([...[...NEGATIONS].filter((w) => !SETTING_APART.has(w)), 'lack', 'lacks', 'lacking', 'never', 'none']);
const ABSENCE_WINDOW = 6;

/**
 * The embedded array a word names: of those whose name ends with it, the one with the most words of its name in the
 * question ("guests not in any party" → Guests_in_Parties rather than Parties), shallowest on a tie.
 */
function embeddedAt(ctx: EngineContext, j: number): FieldEntry | null {
  // "fault log entries": a word that opens the name of an array named by the next word is part of that name
  const next = ctx.tokens[j + 1];
  const compound = next?.kind === 'word' ? embeddedNamed(ctx.index, next.canon).filter((e) => ownContentWords(e).includes(ctx.tokens[j].canon)) : [];
  const candidates = compound.length ? compound : embeddedNamed(ctx.index, ctx.tokens[j].canon);
  if (candidates.length < 2) return candidates[0] ?? null;
  const asked = new Set(ctx.tokens.map((t) => t.canon));
  let best = candidates[0];
  let bestHits = -1;
  for (const entry of candidates) {
    const hits = ownContentWords(entry).filter((w) => asked.has(w)).length;
    if (hits > bestHits) {
      best = entry;
      bestHits = hits;
    }
  }
  return best;
}

/**
 * "shoppers who never filled a basket", "depots with no vans", "bakers without any awards": a
 * denial followed by a word naming an embedded array or object of the record means that array is empty.
 */
export function absenceProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    if (!ABSENCE_WORDS.has(tokens[i].text) || ctx.roles[i] !== undefined || ctx.roles[i + 1] !== undefined) continue;
    for (let j = i + 1; j < tokens.length && j <= i + ABSENCE_WINDOW; j++) {
      const t = tokens[j];
      if (ctx.roles[j] !== undefined || (CLAUSE_BREAKS.has(t.text) && t.text !== 'with')) break;
      // stop words too: "order" is one, and an embedded array may be called that
      const embedded = t.kind === 'word' ? embeddedAt(ctx, j) : null;
      if (!embedded) continue;
      // "stages without a gig in genre 'Folk'": a condition already on the array's records is what the denial negates
      if (Object.keys(ctx.analysis.filters).some((f) => f.startsWith(`${embedded.name}.`))) break;
      proposals.push({ field: embedded.name, value: { $size: 0 }, span: [i, j + 1], claims: [[j, j + 1]], confidence: 0.55, rule: 'filters.absence', keep: true });
      i = j;
      break;
    }
  }
  return proposals;
}

/** Last words of a timestamp named by the event it records (`returned_at`, `closedOn`, `shipped_date`). */
const EVENT_TIME_ENDINGS: ReadonlySet<string> = new Set(['at', 'on', 'date', 'time'].map(canonWord));
/** Words between a denial and the event ("not yet returned", "never been shipped"). */
const EVENT_FILLERS: ReadonlySet<string> = new Set(['yet', 'been', 'being', 'be', 'ever']);
const eventTimes = new WeakMap<object, ReadonlyMap<string, FieldEntry>>();

/** Timestamp leaves by the canonical event word their name opens with ("return" → `returned_at`); once per schema. */
function eventTimeFields(ctx: EngineContext): ReadonlyMap<string, FieldEntry> {
  let byEvent = eventTimes.get(ctx.index);
  if (!byEvent) {
    const map = new Map<string, FieldEntry>();
    for (const entry of ctx.index.entries) {
      const own = fieldWordsOf(entry);
      if (entry.children.length || own.length !== 2 || !EVENT_TIME_ENDINGS.has(own[1]!) || map.has(own[0]!)) continue;
      map.set(own[0]!, entry);
    }
    eventTimes.set(ctx.index, (byEvent = map));
  }
  return byEvent;
}

/**
 * "loans not yet returned", "tickets never closed", "unshipped orders": the event did not happen, so the timestamp
 * named by it is unset.
 */
export function unsetEventProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  const { tokens } = ctx;
  const byEvent = eventTimeFields(ctx);
  if (!byEvent.size) return proposals;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'word' || ctx.roles[i] !== undefined) continue;
    let end = i;
    let field: FieldEntry | undefined;
    if (t.text.startsWith('un') && t.text.length > 6) field = byEvent.get(canonWord(t.text.slice(2)));
    else if (NEGATIONS.has(t.text)) {
      end = i + 1;
      while (EVENT_FILLERS.has(tokens[end]?.text ?? '')) end++;
      if (tokens[end]?.kind === 'word' && ctx.roles[end] === undefined) field = byEvent.get(tokens[end]!.canon);
    }
    if (!field || field.name in ctx.analysis.filters) continue;
    // equal to null: the timestamp is missing or null
    proposals.push({ field: field.name, value: { $eq: null }, span: [i, end + 1], confidence: 0.55, rule: 'filters.unset-event', keep: true });
    i = end;
  }
  return proposals;
}
