import type { EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { ROUTE_END_WORDS, ROUTE_MOMENT_WORDS, ROUTE_START_WORDS } from '../../lexicon/words.ts';
import { collectionMentionAt, mentionAt } from '../../mentions.ts';
import { perSchema } from '../../schema-memo.ts';
import { canonWord } from '../../text.ts';
import type { FilterProposal } from './proposal.ts';
import { isCapitalised } from './shared.ts';

const START_CANON = new Set([...ROUTE_START_WORDS].map(canonWord));
const END_CANON = new Set([...ROUTE_END_WORDS].map(canonWord));
const MOMENT_CANON = new Set([...ROUTE_MOMENT_WORDS].map(canonWord));

interface RouteFields { readonly start: FieldEntry; readonly end: FieldEntry }

/**
 * The schema's start and end fields of a route under one parent (`origin`/`destination`, `SourceAirport`/`DestAirport`):
 * the pair sharing the most other words; none when the schema has no such pair. Fields of when an end is reached
 * (`departure_time`, `arrival_date`) hold no place.
 */
const routeFields = perSchema((index: FieldIndex): RouteFields | null => {
  const leaves = index.entries.filter((e) => !e.children.length && !e.canonWords.some((w) => MOMENT_CANON.has(w)));
  const starts = leaves.filter((e) => e.canonWords.some((w) => START_CANON.has(w)));
  const ends = leaves.filter((e) => e.canonWords.some((w) => END_CANON.has(w)));
  let best: RouteFields | null = null;
  let bestShared = -1;
  for (const start of starts) {
    for (const end of ends) {
      if (start === end || start.parent !== end.parent) continue;
      const rest = new Set(start.canonWords.filter((w) => !START_CANON.has(w)));
      const shared = end.canonWords.filter((w) => !END_CANON.has(w) && rest.has(w)).length;
      if (shared > bestShared) {
        best = { start, end };
        bestShared = shared;
      }
    }
  }
  return best;
});

/**
 * A place's name at token `i`: a quoted value, or capitalised words naming no field or collection. Returns its end.
 * A lone letter names no place: "from A to Z" is an order.
 */
function placeNameEnd(ctx: EngineContext, i: number): number {
  const free = (k: number): boolean => ctx.roles[k] === undefined && !ctx.projection[k] && !mentionAt(ctx, k) && !collectionMentionAt(ctx, k);
  if (ctx.tokens[i]?.kind === 'quoted') return free(i) ? i + 1 : i;
  let end = i;
  while (isCapitalised(ctx.tokens[end]) && free(end)) end++;
  return end === i + 1 && ctx.tokens[i].raw.length === 1 ? i : end;
}

/** The records keeping the route's ends are named in the question ("passengers from Oslo" are no route's). */
const routeHolderNamed = (ctx: EngineContext, route: RouteFields): boolean => {
  const owner = ctx.owners.ownerOf.get(route.start);
  return !!owner && ctx.collectionMentions.some((m) => m.collection === owner);
};

/**
 * "ferries sailing from Kiel to Oslo", "buses from 'NTH' to 'STH'": the name after "from" is where the route
 * starts and the one after "to" where it ends, when the schema keeps both ends of a route as fields; a start alone
 * ("routes from Kiel") only when the records keeping the route are named.
 */
export function routeProposals(ctx: EngineContext): FilterProposal[] {
  const route = routeFields(ctx.index);
  if (!route) return [];
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].text !== 'from') continue;
    const startEnd = placeNameEnd(ctx, i + 1);
    if (startEnd === i + 1) continue;
    const name = (from: number, to: number): string => tokens.slice(from, to).map((t) => t.raw).join(' ');
    const endEnd = tokens[startEnd]?.text === 'to' ? placeNameEnd(ctx, startEnd + 1) : startEnd + 1;
    if (endEnd === startEnd + 1) {
      // "routes from Kiel": a start alone, said of the records that keep the route
      if (routeHolderNamed(ctx, route)) proposals.push({ field: route.start.name, value: name(i + 1, startEnd), span: [i, startEnd], confidence: 0.6, rule: 'filters.route-start+alone' });
      continue;
    }
    proposals.push(
      { field: route.start.name, value: name(i + 1, startEnd), span: [i, startEnd], confidence: 0.7, rule: 'filters.route-start' },
      { field: route.end.name, value: name(startEnd + 1, endEnd), span: [startEnd, endEnd], confidence: 0.7, rule: 'filters.route-end' },
    );
  }
  return proposals;
}
