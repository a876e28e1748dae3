import { note, type CollectionMention, type EngineContext } from '../context.ts';
import { collectionMentionAt } from '../mentions.ts';
import { collectionKey, fieldOwners, referencedKeys } from '../ownership.ts';

const EMBEDDED_GAIN = 1.5;
const NAMING_FIELD_GAIN = 1;
const FIELD_GAIN = 0.5;
const COUNT_LEADS = new Set(['many', 'of', 'count']);
const AVERAGE_WORDS = new Set(['average', 'avg', 'mean', 'median']);
/** In a count per group, "the most X" names the records counted ("categories with the most products"). */
const RANKED_COUNT_LEADS = new Set(['most', 'fewest', 'least']);

/**
 * "the names of the players" read as the field player_name still names the players: the words after "of" in a
 * field's of-phrase are a collection mention when they name one.
 */
function ownersNamedInOfPhrases(ctx: EngineContext): CollectionMention[] {
  const found: CollectionMention[] = [];
  for (const m of ctx.mentions) {
    if (m.via !== 'field.of-phrase') continue;
    let at = m.from + 1;
    while (at < m.to && (ctx.tokens[at].text === 'of' || ctx.tokens[at].text === 'the')) at++;
    const key = ctx.tokens.slice(at, m.to).map((t) => t.canon).join('');
    const collection = ctx.collectionKeys.get(key);
    if (collection) found.push({ collection, from: at, to: m.to, via: 'collection.name-in-of-phrase' });
  }
  return found;
}

/**
 * collection: every candidate ranked by evidence. A named collection scores most (the first named most of all, and
 * the thing counted in "how many X" more still); without names, the collection other collections point at through
 * `<entity>_id` fields is the likely subject. Ties keep the caller's order.
 */
export function collectionStage(ctx: EngineContext): void {
  const candidates = ctx.collections.filter((c): c is string => typeof c === 'string' && c.length > 0);
  if (!candidates.length) return;
  const score = new Map<string, number>(candidates.map((c) => [c, 0]));
  const named = [...ctx.collectionMentions, ...ownersNamedInOfPhrases(ctx)].sort((a, b) => a.from - b.from);
  named.forEach((m, k) => {
    const lead = ctx.tokens[m.from - 1]?.text ?? '';
    const lead2 = ctx.tokens[m.from - 2]?.text ?? '';
    const averaged = AVERAGE_WORDS.has(ctx.tokens[m.from - 3]?.text ?? '') || AVERAGE_WORDS.has(lead2);
    const groupCount = ctx.analysis.operation === '$count' && ctx.analysis.groupBy.length > 0;
    const rankedCount = groupCount && (RANKED_COUNT_LEADS.has(lead) || (lead === 'the' && RANKED_COUNT_LEADS.has(lead2)));
    const counted = !averaged && (COUNT_LEADS.has(lead) || COUNT_LEADS.has(lead2) || rankedCount);
    const gain = (k === 0 ? 4 : 2) + (counted ? 3 : 0);
    score.set(m.collection, (score.get(m.collection) ?? 0) + gain);
    note(ctx, 'collection', k === 0 ? 0.9 : 0.6, { rule: counted ? 'collection.counted' : m.via, span: [m.from, m.to], text: m.collection });
  });
  // the fields the question names vote for the collection they live in: an embedded entity ("patients" in a
  // collection that embeds Patient) most, a field whose name names its collection next, any other field least
  const owners = fieldOwners(ctx.index, candidates);
  for (const m of ctx.mentions) {
    const owner = owners.ownerOf.get(m.entry);
    if (!owner || collectionMentionAt(ctx, m.from)) continue;
    const embedded = m.entry.depth > 1 || m.entry.children.length > 0;
    const gain = embedded ? EMBEDDED_GAIN : owners.naming.has(m.entry) ? NAMING_FIELD_GAIN : FIELD_GAIN;
    score.set(owner, (score.get(owner) ?? 0) + gain);
    note(ctx, 'collection', 0.5, { rule: embedded ? 'collection.embeds-named-field' : 'collection.owns-named-field', span: [m.from, m.to], text: owner });
  }
  const referenced = referencedKeys(ctx.index);
  for (const c of candidates) {
    const refs = referenced.get(collectionKey(c)) ?? 0;
    if (refs) {
      score.set(c, score.get(c)! + Math.min(refs, 2) * 0.5);
      if (!ctx.collectionMentions.length) note(ctx, 'collection', 0.3, { rule: 'collection.referenced-by-id-fields', text: c });
    }
  }
  const order = new Map(candidates.map((c, i) => [c, i]));
  ctx.analysis.collection = [...new Set(candidates)].sort((a, b) => score.get(b)! - score.get(a)! || order.get(a)! - order.get(b)!);
  // nothing spoke for any candidate: the caller's order stands, and the explanation says so
  if (score.get(ctx.analysis.collection[0]) === 0) note(ctx, 'collection', 0.1, { rule: 'collection.no-evidence-caller-order', text: ctx.analysis.collection[0] });
}
