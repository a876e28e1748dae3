import { note, phraseAt, type EngineContext } from '../context.ts';
import type { FieldEntry } from '../field-index.ts';
import { CONCEPT_FIELD_WORDS, FIELD_ROLE_WORDS, SORT_DIRECTION_WORDS, SORT_PHRASES, SUPERLATIVES, type SortWord } from '../lexicon/words.ts';
import { collectionMentionAt, mentionAfter, numericLeaf } from '../mentions.ts';
import { canonWord, normName } from '../text.ts';

const PHRASES = SORT_PHRASES.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
const ASCENDING_BY_DEFAULT = new Set([...FIELD_ROLE_WORDS.name, 'year', 'date', 'released', 'created', 'time', 'email'].map(canonWord));
const COUNT_WORDS = new Set(['count', 'counts', 'number', 'frequency', 'total']);

/** The field that realises a sort concept ("most recent" → a date field), preferring fields the question names. */
function conceptField(ctx: EngineContext, concept: NonNullable<SortWord['concept']>): FieldEntry | null {
  const words = CONCEPT_FIELD_WORDS[concept].map((w) => canonWord(w.toLowerCase()));
  const packDates = concept === 'recent' ? [...ctx.pack.pack.dateFields, ...ctx.generic.pack.dateFields] : [];
  for (const name of packDates) {
    const entry = ctx.index.byNorm.get(normName(name));
    if (entry) return entry;
  }
  for (const word of words) {
    const mentioned = ctx.mentions.find((m) => numericLeaf(m.entry).canonWords.includes(word));
    if (mentioned) return numericLeaf(mentioned.entry);
  }
  for (const word of words) {
    const hit = ctx.index.phrases.get(word);
    if (hit) return numericLeaf(hit[0].entry);
  }
  return null;
}

function directionNear(ctx: EngineContext, from: number): 1 | -1 | undefined {
  for (let j = from; j < ctx.tokens.length && j < from + 5; j++) {
    const d = SORT_DIRECTION_WORDS.get(ctx.tokens[j].text);
    if (d) return d;
  }
  return undefined;
}

function set(ctx: EngineContext, key: string, direction: 1 | -1, rule: string, span: [number, number]): void {
  ctx.analysis.sort = { [key]: direction };
  note(ctx, 'sort', 0.85, { rule, span, text: key });
}

const isLowerBound = (v: unknown): boolean => typeof v === 'object' && v !== null && ('$gt' in v || '$gte' in v);

/** Key the ranking is by when the question counts per group ("top 5 genres" by count). */
const groupedCountKey = (ctx: EngineContext) => (ctx.analysis.groupBy.length && ctx.analysis.operation === '$count' ? 'count' : null);

/**
 * sort: an explicit "sorted by X [descending]" wins; else the last superlative that names a field ("with the most
 * comments"); else "top N" falls back to a rating-like field the question filters on.
 */
export function sortStage(ctx: EngineContext): void {
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    const phrase = PHRASES.find((p) => phraseAt(tokens, i, p));
    if (!phrase) continue;
    const at = i + phrase.length;
    const next = tokens[at]?.text ?? '';
    const explicit = directionNear(ctx, at);
    if (COUNT_WORDS.has(next) || (next === 'the' && COUNT_WORDS.has(tokens[at + 1]?.text ?? ''))) {
      const m = mentionAfter(ctx, at, 3);
      const key = groupedCountKey(ctx) ?? (m ? numericLeaf(m.entry).name : 'count');
      set(ctx, key, explicit ?? -1, 'sort.by-count', [i, at + 1]);
      return;
    }
    const superlative = SUPERLATIVES.get(next);
    const m = mentionAfter(ctx, at - 1, 4);
    if (m) {
      const entry = numericLeaf(m.entry);
      const fallback: 1 | -1 = ASCENDING_BY_DEFAULT.has(entry.canonWords[entry.canonWords.length - 1]) ? 1 : -1;
      set(ctx, entry.name, explicit ?? superlative?.direction ?? fallback, 'sort.sorted-by', [i, m.to]);
      return;
    }
    if (superlative?.concept) {
      const entry = conceptField(ctx, superlative.concept);
      if (entry) {
        set(ctx, entry.name, explicit ?? superlative.direction, 'sort.sorted-by-concept', [i, at + 1]);
        return;
      }
    }
  }
  let chosen: { key: string; direction: 1 | -1; rule: string; span: [number, number] } | null = null;
  let ranked = false;
  for (let i = 0; i < tokens.length; i++) {
    const word = SUPERLATIVES.get(tokens[i].text);
    if (!word || ctx.roles[i] === 'filter' || ctx.roles[i] === 'operation') continue;
    ranked = true;
    // "the most awarded movies", "highest IMDb rating", "with the most comments"
    let m = mentionAfter(ctx, i, 3);
    if (m && collectionMentionAt(ctx, m.from) && m.kind !== 'full' && !tokens.slice(i + 1, m.from).some((t) => t.text === 'number')) {
      m = tokens[i].text === 'most' || tokens[i].text === 'fewest' ? m : undefined;
    }
    if (m && m.from <= i + 3) {
      const key = groupedCountKey(ctx) && collectionMentionAt(ctx, m.from) ? 'count' : numericLeaf(m.entry).name;
      chosen = { key, direction: word.direction, rule: `sort.superlative-${tokens[i].text}`, span: [i, m.to] };
      continue;
    }
    if (word.concept && !chosen) {
      const entry = conceptField(ctx, word.concept);
      if (entry) chosen = { key: entry.name, direction: word.direction, rule: `sort.concept-${word.concept}`, span: [i, i + 1] };
    }
  }
  if (chosen) {
    set(ctx, chosen.key, chosen.direction, chosen.rule, chosen.span);
    return;
  }
  if (!ranked) return;
  const countKey = groupedCountKey(ctx);
  if (countKey) {
    set(ctx, countKey, -1, 'sort.top-groups-by-count', [0, 0]);
    return;
  }
  // "top 10 drama movies with IMDb rating above 8": rank by the rating-like field filtered on
  const filtered = Object.keys(ctx.analysis.filters).map((f) => ctx.index.byNorm.get(normName(f))).filter((e): e is FieldEntry => !!e);
  const ratingWords = new Set(CONCEPT_FIELD_WORDS.rating.map(canonWord));
  const byRating = filtered.find((e) => e.canonWords.some((w) => ratingWords.has(w)));
  const entry = byRating ?? filtered.find((e) => isLowerBound(ctx.analysis.filters[e.name])) ?? conceptField(ctx, 'rating');
  if (entry) set(ctx, entry.name, -1, 'sort.top-default', [0, 0]);
}
