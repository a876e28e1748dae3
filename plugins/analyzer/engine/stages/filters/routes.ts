import type { EngineContext } from '../../context.ts';
import { endsWithWords, holdsAny, type FieldEntry, type FieldIndex } from '../../field-index.ts';
import { FIELD_ROLE_WORDS, HOME_PLACE_ROLES, ROUTE_END_WORDS, ROUTE_EVENT_WORDS, ROUTE_END_LEADS, ROUTE_LEAVING_VERBS, ROUTE_MOMENT_WORDS, ROUTE_REACHING_VERBS, ROUTE_START_LEADS, ROUTE_START_WORDS } from '../../lexicon/words.ts';
import { RECEIVING_PARTY_WORDS, SENDING_PARTY_WORDS } from '../../lexicon/attributes.ts';
import { collectionMentionAt, mentionAt } from '../../mentions.ts';
import { perSchema } from '../../schema-memo.ts';
import { canonWord } from '../../text.ts';
import type { FilterProposal } from './proposal.ts';
import { isCapitalised } from './shared.ts';
import { placeRolesOf } from './vocabulary.ts';
import { OUT_OF } from '../../lexicon/function-words.ts';
import { twoPartPostalCodeAt } from './entity-numbers.ts';

const START_CANON = new Set([...ROUTE_START_WORDS].map(canonWord));
const END_CANON = new Set([...ROUTE_END_WORDS].map(canonWord));
const MOMENT_CANON = new Set([...ROUTE_MOMENT_WORDS].map(canonWord));

const EVENT_CANON = new Set([...ROUTE_EVENT_WORDS].map(canonWord));
/** Less than a shared word: an end named by its event only breaks ties between pairs sharing as many words. */
const EVENT_PENALTY = 0.25;
const namedByEvent = (e: FieldEntry): number => (e.canonWords.some((w) => EVENT_CANON.has(w)) ? 1 : 0);

interface RouteFields { readonly start: FieldEntry; readonly end: FieldEntry }

/**
 * The schema's start and end fields of a route under one parent (`origin`/`destination`, `SourceAirport`/`DestAirport`):
 * the pair sharing the most other words; none when the schema has no such pair. Fields of when an end is reached
 * (`departure_time`, `arrival_date`) hold no place; of pairs sharing as many words, the one fewer of whose ends are
 * named by the event of reaching it (`plan_dep` beside `source`) keeps the places.
 */
const routeFields = perSchema((index: FieldIndex): RouteFields | null => {
  // most schemas name no start or no end anywhere, and keep no route
  if (!holdsAny(START_CANON, index.words) || !holdsAny(END_CANON, index.words)) return null;
  const starts: FieldEntry[] = [];
  const ends: FieldEntry[] = [];
  for (const e of index.entries) {
    if (e.children.length || e.canonWords.some((w) => MOMENT_CANON.has(w))) continue;
    if (e.canonWords.some((w) => START_CANON.has(w))) starts.push(e);
    if (e.canonWords.some((w) => END_CANON.has(w))) ends.push(e);
  }
  let best: RouteFields | null = null;
  let bestShared = -Infinity;
  for (const start of starts) {
    for (const end of ends) {
      if (start === end || start.parent !== end.parent) continue;
      const rest = new Set(start.canonWords.filter((w) => !START_CANON.has(w)));
      const shared = end.canonWords.filter((w) => !END_CANON.has(w) && rest.has(w)).length - EVENT_PENALTY * (namedByEvent(start) + namedByEvent(end));
      if (shared > bestShared) {
        best = { start, end };
        bestShared = shared;
      }
    }
  }
  return best;
});

/**
 * The end of a route a word before a place says, as the canonical words naming that end in fields: its start after
 * a preposition or verb of leaving ("from", "left"), its end after one of reaching ("into", "reached"); null for any other word.
 */
export function routeLeadEnd(lead: string | undefined): ReadonlySet<string> | null {
  if (lead === undefined) return null;
  if (ROUTE_START_LEADS.has(lead) || ROUTE_LEAVING_VERBS.has(lead)) return START_CANON;
  return ROUTE_END_LEADS.has(lead) || ROUTE_REACHING_VERBS.has(lead) ? END_CANON : null;
}

/** Whether a field is named as one end of a route (`from_bay`, `destination_port`). */
export const namesRouteEnd = (e: FieldEntry): boolean => e.segmentWords.some((w) => START_CANON.has(w) || END_CANON.has(w));

/**
 * "routes from station 4", "trips to depot 9", "shipments that left depot 4": the route end that keeps the id of the
 * record named after "from" or "to" or a verb of leaving or reaching (`origin_station_id` ends in `station_id`), or null.
 */
export function routeEndKeeping(ctx: EngineContext, lead: string | undefined, id: FieldEntry): FieldEntry | null {
  const said = routeLeadEnd(lead);
  const route = said ? routeFields(ctx.index) : null;
  const end = route && (said === START_CANON ? route.start : route.end);
  return end && end !== id && end.canonWords.length > id.canonWords.length && endsWithWords(end.canonWords, id.canonWords) ? end : null;
}

/**
 * A place's name at token `i`: a quoted value, or capitalised words naming no field or collection. Returns its end.
 * A lone letter names no place: "from A to Z" is an order.
 */
export function placeNameEnd(ctx: EngineContext, i: number): number {
  const free = (k: number): boolean => ctx.roles[k] === undefined && !ctx.projection[k] && !mentionAt(ctx, k) && !collectionMentionAt(ctx, k);
  if (ctx.tokens[i]?.kind === 'quoted') return free(i) ? i + 1 : i;
  let end = i;
  while (isCapitalised(ctx.tokens[end]) && free(end)) end++;
  return end === i + 1 && ctx.tokens[i].raw.length === 1 ? i : end;
}

/**
 * The first token of a place's name ending right before the "to" at `to` (capitalised words naming no field or
 * collection), when the records are named right before it or it opens the question; `to` when there is none.
 */
function placeStartBefore(ctx: EngineContext, to: number): number {
  const free = (k: number): boolean => ctx.roles[k] === undefined && !ctx.projection[k] && !mentionAt(ctx, k) && !collectionMentionAt(ctx, k);
  let k = to;
  while (k > 0 && isCapitalised(ctx.tokens[k - 1]) && free(k - 1)) k--;
  if (k === to || (k === to - 1 && ctx.tokens[k]!.raw.length === 1)) return to;
  return k === 0 || collectionMentionAt(ctx, k - 1) ? k : to;
}

/** Field words of where someone or something is from: "riders from Leith" name the riders' own town, no route's start. */
const HOME_PLACE_WORDS: ReadonlySet<string> = new Set(HOME_PLACE_ROLES.flatMap((role) => FIELD_ROLE_WORDS[role]).map(canonWord));

/** The records named first keep a place of their own besides the route's ends (a home town, a nationality). */
function namedRecordsHavePlace(ctx: EngineContext, route: RouteFields): boolean {
  const named = ctx.collectionMentions[0]?.collection;
  return !!named && ctx.index.entries.some((e) => e !== route.start && e !== route.end && !e.children.length
    && ctx.owners.ownerOf.get(e) === named && e.canonWords.some((w) => HOME_PLACE_WORDS.has(w)));
}

/** Evidence of a route end moved to the field of the place's kind (endForPlace); the end words chose it, no copy is moved. */
export const PLACE_KIND = '+place-kind';

/** The words of a start's fields, and of its party's (`sender_city`); of an end's, and of its party's (`recipient_city`). */
const START_SIDE = new Set([...START_CANON, ...SENDING_PARTY_WORDS.map(canonWord)]);
const END_SIDE = new Set([...END_CANON, ...RECEIVING_PARTY_WORDS.map(canonWord)]);

/**
 * The words of the fields of the route's side a lead at token `i` opens ("from" a start's, "to" an end's, with the
 * party's there), or null when no route lead stands there.
 */
export function routeSideWordsAt(ctx: EngineContext, i: number): ReadonlySet<string> | null {
  const text = ctx.tokens[i]?.text ?? '';
  if (ROUTE_START_LEADS.has(text) || ROUTE_LEAVING_VERBS.has(text)) return START_SIDE;
  return ROUTE_END_LEADS.has(text) || ROUTE_REACHING_VERBS.has(text) ? END_SIDE : null;
}

/**
 * "parcels from Peru" where the route's start keeps both `origin.city` and `origin.country`, "parcels sent to Leeds"
 * where its end is a `destination_depot_code` beside the `recipient_city`: the place is kept in the sibling field of
 * the same end, or of the party at that end, named for the kind of place the value is (a known city), when the
 * chosen one is not.
 */
function endForPlace(index: FieldIndex, end: FieldEntry, side: ReadonlySet<string>, place: string): FieldEntry {
  const roleWords = new Set(placeRolesOf(place).flatMap((role) => FIELD_ROLE_WORDS[role]).map(canonWord));
  if (!roleWords.size || end.canonWords.some((w) => roleWords.has(w))) return end;
  const sibling = index.entries.find((e) => e.parent === end.parent && !e.children.length
    && e.canonWords.some((w) => side.has(w)) && e.canonWords.some((w) => roleWords.has(w)));
  return sibling ?? end;
}

/**
 * "ferries sailing from Kiel to Oslo", "buses from 'NTH' to 'STH'": the name after "from" is where the route
 * starts and the one after "to" where it ends, when the schema keeps both ends of a route as fields; either end said
 * alone ("crossings from Kiel", "crossings to Oslo") unless the records named keep a place of their own ("riders
 * from Leith" are from a home town).
 */
export function routeProposals(ctx: EngineContext): FilterProposal[] {
  const route = routeFields(ctx.index);
  if (!route) return [];
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  const name = (from: number, to: number): string => tokens.slice(from, to).map((t) => t.raw).join(' ');
  // the same for every end said alone in one question: read at the first
  let homePlace: boolean | undefined;
  for (let i = 0; i < tokens.length; i++) {
    // "shipped out of Leith" says where the route starts as "from" does, and "voyages leaving Leith" as well; "ferries
    // reaching Oslo" where it ends, as "to" does
    const outOf = tokens[i].text === OUT_OF[1] && tokens[i - 1]?.text === OUT_OF[0];
    const leaving = ROUTE_LEAVING_VERBS.has(tokens[i].text);
    const starts = tokens[i].text === 'from' || outOf || leaving;
    if (!starts && tokens[i].text !== 'to' && !ROUTE_REACHING_VERBS.has(tokens[i].text)) continue;
    // "crates bound for QX9 4ZZ": a postal code is no place's name; its end's postal field keeps it (postalCodeProposals)
    const placeEnd = twoPartPostalCodeAt(tokens, i + 1) ? i + 1 : placeNameEnd(ctx, i + 1);
    if (placeEnd === i + 1) continue;
    // "from X to Y" pairs the ends; a "to" right after a start was read with it
    const paired = starts ? tokens[placeEnd]?.text === 'to' && placeNameEnd(ctx, placeEnd + 1) > placeEnd + 1 : proposals.at(-1)?.span[1] === i;
    // "ferries Kiel to Oslo": a place named right after the records, before "to", is where the route starts as after "from"
    const startAt = starts || paired || tokens[i].text !== 'to' ? i : placeStartBefore(ctx, i);
    if (startAt < i) {
      proposals.push({ field: endForPlace(ctx.index, route.start, START_SIDE, name(startAt, i)).name, value: name(startAt, i), span: [startAt, i], confidence: 0.7, rule: 'filters.route-start+before-to' });
      const end = name(i + 1, placeEnd);
      proposals.push({ field: endForPlace(ctx.index, route.end, END_SIDE, end).name, value: end, span: [i, placeEnd], confidence: 0.7, rule: 'filters.route-end+after-start' });
      i = placeEnd - 1;
      continue;
    }
    if (!paired && (homePlace ??= namedRecordsHavePlace(ctx, route))) continue;
    const alone = paired ? '' : '+alone';
    const place = name(i + 1, placeEnd);
    const field = starts ? endForPlace(ctx.index, route.start, START_SIDE, place) : endForPlace(ctx.index, route.end, END_SIDE, place);
    const kind = field === route.start || field === route.end ? '' : PLACE_KIND;
    const verb = tokens[i].text === 'from' || tokens[i].text === 'to' || outOf ? '' : '+verb';
    proposals.push({ field: field.name, value: place, span: [i, placeEnd], confidence: 0.7, rule: `filters.route-${starts ? 'start' : 'end'}${alone}${kind}${outOf ? '+out-of' : verb}` });
    i = placeEnd - 1;
  }
  return proposals;
}
