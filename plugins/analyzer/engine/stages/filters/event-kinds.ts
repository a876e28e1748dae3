import type { EngineContext } from '../../context.ts';
import type { FieldEntry } from '../../field-index.ts';
import { isPluralWord } from '../../field-kinds.ts';
import { RECORD_HEAD_LEADS } from '../../lexicon/function-words.ts';
import { KIND_FIELD_WORDS } from '../../lexicon/grouping.ts';
import { EVENT_DATING_WORDS } from '../../lexicon/time-rules.ts';
import { addToList } from '../../multimap.ts';
import { BE_FORMS, SUPERLATIVES } from '../../lexicon/words.ts';
import type { FieldOwners } from '../../ownership.ts';
import { perSchema } from '../../schema-memo.ts';
import { PAST_PARTICIPLE_FORM, singular } from '../../text.ts';
import { isSchemaWord, isTextLeaf } from './field-resolver.ts';
import { isFreeNoun } from './parts.ts';
import type { FilterProposal } from './proposal.ts';
import { endsClause, listValue, negatedAt } from './shared.ts';

/**
 * Per schema: the one kind field (`entry_type`, `type`) of a collection that also dates its records, a log of events
 * of several kinds; null when no collection or several keep both.
 */
const datedKindField = perSchema((owners: FieldOwners): FieldEntry | null => {
  const kinds = new Map<string, FieldEntry[]>();
  const dated = new Set<string>();
  for (const [entry, owner] of owners.ownerOf) {
    if (entry.children.length || entry.depth > 1) continue;
    const last = entry.ownWords[entry.ownWords.length - 1]!;
    if (KIND_FIELD_WORDS.has(last) && isTextLeaf(entry)) addToList(kinds, owner, entry);
    if (EVENT_DATING_WORDS.has(last)) dated.add(owner);
  }
  const found = [...kinds].filter(([owner, entries]) => dated.has(owner) && entries.length === 1);
  return found.length === 1 ? found[0]![1][0]! : null;
});

/** Whether the question says when the records were: a time phrase, or a ranking by how recent. */
const datesRecords = (ctx: EngineContext): boolean =>
  ctx.roles.includes('time') || ctx.tokens.some((t) => SUPERLATIVES.get(t.text)?.concept === 'recent');

/**
 * "how many refunds last week", "latest 10 transfers": a plural noun naming neither a field nor a collection, said as
 * the records asked about, when the question names no collection and dates them, is a kind of event, kept in the kind
 * field of the one collection that both dates its records and sorts them into kinds (a ledger's `entry_type`).
 */
export function eventKindProposals(ctx: EngineContext): FilterProposal[] {
  // the schema's field first (once per schema): most keep none, and then the question need not be read for dates
  const field = ctx.collectionMentions.length ? null : datedKindField(ctx.owners);
  if (!field || !datesRecords(ctx)) return [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const t = ctx.tokens[i]!;
    if (!isPluralWord(t.text) || !isFreeNoun(ctx, i) || isSchemaWord(ctx.index, t.canon)) continue;
    // the records asked about: opening the question, after a word leading them or a count or a ranking ("latest 20 …")
    const before = ctx.tokens[i - 1];
    const head = !before || RECORD_HEAD_LEADS.has(before.text) || before.kind === 'number' || SUPERLATIVES.has(before.text);
    // and ending their phrase: the clause or the question ends, a time phrase or a verb said of them follows
    const next = ctx.tokens[i + 1]?.text;
    const ends = endsClause(next) || ctx.roles[i + 1] === 'time' || BE_FORMS.has(next ?? '') || PAST_PARTICIPLE_FORM.test(next ?? '');
    if (!head || !ends) continue;
    return [{ field: field.name, value: listValue([singular(t.text)], negatedAt(ctx, i)), span: [i, i + 1], confidence: 0.5, rule: 'filters.event-kind+dated-kind-field', keep: true, classed: true }];
  }
  return [];
}
