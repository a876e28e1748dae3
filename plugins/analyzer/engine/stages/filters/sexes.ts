import type { EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { perSchema } from '../../schema-memo.ts';
import { SEX_FIELD_WORDS, SEX_WORDS } from '../../lexicon/values.ts';
import { BEING_FLAG_PREFIX } from '../../lexicon/words.ts';
import { canonWord } from '../../text.ts';
import { fieldWordsOf } from './field-resolver.ts';
import type { FilterProposal } from './proposal.ts';
import { namesBothSexes, negatedAt } from './shared.ts';
import { ownedByNamedEntity } from './vocabulary.ts';

/** Where a schema keeps people's sex: text fields (`gender`, `Sex`, `patient_sex`) or yes/no ones (`isFemale`). */
interface SexFields {
  readonly text: readonly FieldEntry[];
  /** yes/no fields by the sex they say yes to */
  readonly flags: ReadonlyMap<'female' | 'male', FieldEntry>;
}

const FIELD_WORDS = new Set(SEX_FIELD_WORDS.map(canonWord));

const fieldsOf = perSchema((index: FieldIndex): SexFields => {
  const text: FieldEntry[] = [];
  const flags = new Map<'female' | 'male', FieldEntry>();
  for (const entry of index.entries) {
    if (entry.children.length) continue;
    const words = fieldWordsOf(entry);
    if (words.some((w) => FIELD_WORDS.has(w))) text.push(entry);
    // a yes/no field of one sex says what a person is (`isFemale`), never what they have
    const said = words.length <= 2 && (words.length === 1 || words[0] === BEING_FLAG_PREFIX) ? SEX_WORDS.get(words[words.length - 1]!) : undefined;
    if (said && !flags.has(said)) flags.set(said, entry);
  }
  return { text, flags };
});

/**
 * "the count of female and male jockeys", "how many are men and how many women": both sexes asked about in a
 * question that accumulates is one figure per sex: the schema's sex field (of the entity named nearest the first
 * sex word) and where that word is; null when the question names one sex or the schema keeps no sex in words.
 */
export function sexBreakdown(ctx: EngineContext): { field: string; at: number } | null {
  const unread = ctx.tokens.map((t, i) => (ctx.roles[i] === undefined ? t.text : ''));
  if (!namesBothSexes(unread)) return null;
  const { text } = fieldsOf(ctx.index);
  const at = unread.findIndex((w) => SEX_WORDS.has(w));
  return text.length && at >= 0 ? { field: ownedByNamedEntity(ctx, text, at, at + 1).name, at } : null;
}

/**
 * "women", "girls", "male artists": words for people of one sex fill the schema's sex or gender field (of the
 * entity named nearest), or say yes or no to a yes/no one ("isFemale"). Runs after the pack vocabularies, which
 * already read "female" where their trade keeps it.
 */
export function sexProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  // "men versus women in each choir": both sexes asked about is a breakdown, not a condition
  if (namesBothSexes(ctx.tokens.filter((_, i) => ctx.roles[i] === undefined).map((t) => t.text))) return proposals;
  for (let i = 0; i < ctx.tokens.length; i++) {
    const sex = ctx.roles[i] === undefined ? SEX_WORDS.get(ctx.tokens[i].text) : undefined;
    if (!sex) continue;
    const { text, flags } = fieldsOf(ctx.index);
    const negated = negatedAt(ctx, i);
    if (text.length) {
      const field = ownedByNamedEntity(ctx, text, i, i + 1);
      proposals.push({ field: field.name, value: negated ? { $ne: sex } : sex, span: [i, i + 1], confidence: 0.7, rule: 'filters.sex-word' });
      continue;
    }
    const other = sex === 'female' ? 'male' : 'female';
    const flag = flags.get(sex) ?? flags.get(other);
    if (!flag) return proposals;
    proposals.push({ field: flag.name, value: (flags.get(sex) === flag) !== negated, span: [i, i + 1], confidence: 0.7, rule: 'filters.sex-word+flag' });
  }
  return proposals;
}
