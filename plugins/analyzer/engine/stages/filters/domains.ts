import type { EngineContext } from '../../context.ts';
import { holdsAny, type FieldEntry, type FieldIndex } from '../../field-index.ts';
import { perSchema } from '../../schema-memo.ts';
import { collectionMentionAt, mentionAt } from '../../mentions.ts';
import { scoreFields } from './field-resolver.ts';
import type { FilterProposal } from './proposal.ts';
import { affixRegex, regexEscaped } from './shared.ts';
import { MAIL_FIELD_WORDS } from '../../lexicon/function-words.ts';

/** A domain name written bare: labels joined by dots, ending in a top-level domain of letters ("fernmail.net", "ac.nz"). */
const DOMAIN = /^[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,6}$/i;

/** Per schema: the leaf fields keeping an e-mail address, in schema order. */
const mailFields = perSchema((index: FieldIndex): readonly FieldEntry[] =>
  (holdsAny(MAIL_FIELD_WORDS, index.words) ? index.entries.filter((e) => !e.children.length && e.canonWords.some((w) => MAIL_FIELD_WORDS.has(w))) : []));

/**
 * "members with an address at fernmail.net", "clients with mail ending in ac.nz": a domain name written bare is where the
 * e-mail addresses end, kept in the schema's e-mail field (of several, the one the words around name best).
 */
export function domainProposals(ctx: EngineContext): FilterProposal[] {
  const fields = mailFields(ctx.index);
  if (!fields.length) return [];
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const t = ctx.tokens[i]!;
    if (t.kind !== 'word' || !t.raw.includes('.') || !DOMAIN.test(t.raw) || ctx.roles[i] !== undefined || ctx.projection[i] || mentionAt(ctx, i) || collectionMentionAt(ctx, i)) continue;
    let field = fields[0]!;
    if (fields.length > 1) {
      const scores = scoreFields(ctx, i, i + 1, 'code', [...MAIL_FIELD_WORDS]);
      for (const e of fields) if ((scores.get(e) ?? 0) > (scores.get(field) ?? 0)) field = e;
    }
    proposals.push({ field: field.name, value: affixRegex('suffix', regexEscaped(t.raw)), span: [i, i + 1], confidence: 0.7, rule: 'filters.mail-domain' });
  }
  return proposals;
}
