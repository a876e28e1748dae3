import type { EngineContext } from '../../context.ts';
import { STOP_WORDS } from '../../lexicon/words.ts';
import { collectionMentionAt, mentionAt } from '../../mentions.ts';
import { singular } from '../../text.ts';
import { IDENTIFIER_ENDINGS, ownedBy, ownedFields } from './owned-fields.ts';
import type { FilterProposal } from './proposal.ts';
import { isFreeNumber } from './shared.ts';

/** Marks allowed between an entity noun and its number ("order #1182", "invoice no 7"). */
const NUMBER_MARKS = new Set(['#', 'no', 'no.']);

/**
 * "member 20417", "loans for book 48213", "trips on route 42", "account #4402118773": a bare number right after a
 * singular entity noun is that entity's identifier, when the schema has an id, code or number field for the entity.
 * A number that a word after it measures ("route 42 passengers") is not.
 */
export function entityNumberProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  const owned = ownedFields(ctx.index, IDENTIFIER_ENDINGS);
  for (let i = 1; i < tokens.length; i++) {
    if (!isFreeNumber(ctx, i) || ctx.projection[i]) continue;
    let at = i - 1;
    if (NUMBER_MARKS.has(tokens[at].text) && at > 0) at--;
    const noun = tokens[at];
    if (noun.kind !== 'word' || ctx.roles[at] !== undefined || STOP_WORDS.has(noun.text) || singular(noun.text) !== noun.text) continue;
    const next = tokens[i + 1];
    if (next?.kind === 'word' && (mentionAt(ctx, i + 1) || collectionMentionAt(ctx, i + 1))) continue;
    const field = ownedBy(ctx.index, owned, noun.canon);
    if (!field) continue;
    proposals.push({ field: field.name, value: tokens[i].value!, span: [at, i + 1], claims: [[i, i + 1]], confidence: 0.7, rule: 'filters.entity-number' });
  }
  return proposals;
}
