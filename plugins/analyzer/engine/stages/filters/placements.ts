import type { EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { PLACE_HOLDING_WORDS, type Placement, PLACEMENT_VERBS, SENDING_PARTY_WORDS } from '../../lexicon/attributes.ts';
import { FIELD_ROLE_WORDS, ROUTE_START_LEADS } from '../../lexicon/words.ts';
import { collectionNamedBefore } from '../../mentions.ts';
import { perSchemaKeyed } from '../../schema-memo.ts';
import { canonWord } from '../../text.ts';
import type { FilterProposal } from './proposal.ts';
import { CONNECTORS, listValue } from './shared.ts';
import { placeNameEnd } from './routes.ts';
import { placeRolesOf } from './vocabulary.ts';

const PLACE_HOLDING_CANON: ReadonlySet<string> = new Set(PLACE_HOLDING_WORDS.map(canonWord));

/**
 * The leaf fields keeping a placement's place: named by one of its words and by a word of a place beside it
 * (`base_depot`, `delivery_country`), or by its words alone (`destination`), or by the word of the party there and a
 * place's (`recipient_city`); once per schema and placement.
 */
const placementFields = perSchemaKeyed((index: FieldIndex, placement: Placement): readonly FieldEntry[] => {
  const own = new Set(placement.fieldWords.map(canonWord));
  const party = new Set((placement.partyWords ?? []).map(canonWord));
  const named = (e: FieldEntry): boolean => e.canonWords.some((w) => own.has(w))
    || (e.canonWords.some((w) => party.has(w)) && e.canonWords.some((w) => PLACE_HOLDING_CANON.has(w)));
  return index.entries.filter((e) => !e.children.length && named(e)
    && e.canonWords.every((w) => own.has(w) || party.has(w) || PLACE_HOLDING_CANON.has(w)));
});

/** Whether a placement's own words name the field (`delivery_city`), not only the words of the party there (`recipient_city`). */
const namedByOwnWords = (e: FieldEntry, placement: Placement): boolean =>
  e.canonWords.some((w) => placement.fieldWords.some((own) => canonWord(own) === w));

const SENDING_CANON: ReadonlySet<string> = new Set(SENDING_PARTY_WORDS.map(canonWord));

/** The field of the sending party's place of the kind a receiving party's field keeps (`addressee_city` → `sender_city`). */
function sendingPartyField(index: FieldIndex, field: FieldEntry): FieldEntry | null {
  const kind = field.canonWords[field.canonWords.length - 1];
  const found = index.entries.filter((e) => e.parent === field.parent && !e.children.length
    && e.canonWords[e.canonWords.length - 1] === kind && e.canonWords.some((w) => SENDING_CANON.has(w)));
  return found.length === 1 ? found[0]! : null;
}

/** The end of the lead of `placement` starting at token `i` ("at", "out of"), or -1 when none starts there. */
function leadEnd(ctx: EngineContext, i: number, placement: Placement): number {
  for (const lead of placement.leads) if (lead.every((word, k) => ctx.tokens[i + k]?.text === word)) return i + lead.length;
  return -1;
}

/**
 * Of several fields keeping the placement, the one of the records named before the verb, else the one named for the
 * kind of place the value is (a known country in `delivery_country` beside `delivery_city`); null when none stands out.
 */
function fieldFor(ctx: EngineContext, fields: readonly FieldEntry[], verb: number, place: string): FieldEntry | null {
  if (fields.length === 1) return fields[0]!;
  const named = collectionNamedBefore(ctx, verb)?.collection;
  const theirs = named ? fields.filter((e) => ctx.owners.ownerOf.get(e) === named) : fields;
  if (theirs.length === 1) return theirs[0]!;
  const kinds = new Set(placeRolesOf(place).flatMap((role) => FIELD_ROLE_WORDS[role]).map(canonWord));
  const ofKind = theirs.filter((e) => e.canonWords.some((w) => kinds.has(w)));
  return ofKind.length === 1 ? ofKind[0]! : null;
}

/**
 * "vans based at KRS", "riders stationed in Leith or York", "parcels delivered to Lisbon": after a verb putting records at a place
 * and the words leading that place, the place's name or code is kept in the field named for that placement (a home or
 * base, where things are sent), whatever other field a place or a code would go to.
 */
export function placementProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    const placement = PLACEMENT_VERBS.get(tokens[i].text);
    if (!placement || ctx.roles[i] !== undefined) continue;
    const from = leadEnd(ctx, i + 1, placement);
    const end = from < 0 ? from : placeNameEnd(ctx, from);
    if (end <= from) continue;
    const fields = placementFields(ctx.index, placement);
    if (!fields.length) continue;
    // "based in Leeds or York": places listed after the first are kept in the same field
    const places = [tokens.slice(from, end).map((t) => t.raw).join(' ')];
    let last = end;
    for (let next = placeNameEnd(ctx, last + 1); CONNECTORS.has(tokens[last]?.text ?? '') && next > last + 1; next = placeNameEnd(ctx, last + 1)) {
      places.push(tokens.slice(last + 1, next).map((t) => t.raw).join(' '));
      last = next;
    }
    // "invoices sent to Tovik Ltd": a party's field keeps only a known place (`addressee_city`), not the party's name
    const known = placeRolesOf(places[0]!).length > 0;
    const usable = known ? fields : fields.filter((e) => namedByOwnWords(e, placement));
    if (!usable.length) continue;
    const field = fieldFor(ctx, usable, i, places[0]!);
    if (!field) continue;
    proposals.push({ field: field.name, value: listValue(places, false), span: [i, last], confidence: 0.7, rule: `filters.placement+${placement.kind}` });
    // "crates sent to Dunmore from Kelby" beside `addressee_city`, `sender_city`: the place it leaves is the sender's
    const startEnd = ROUTE_START_LEADS.has(tokens[last]?.text ?? '') ? placeNameEnd(ctx, last + 1) : -1;
    const sender = startEnd > last + 1 && !namedByOwnWords(field, placement) ? sendingPartyField(ctx.index, field) : null;
    if (sender) {
      proposals.push({ field: sender.name, value: tokens.slice(last + 1, startEnd).map((t) => t.raw).join(' '), span: [last, startEnd], confidence: 0.7, rule: `filters.placement+${placement.kind}+sent-from` });
      last = startEnd;
    }
    i = last - 1;
  }
  return proposals;
}
