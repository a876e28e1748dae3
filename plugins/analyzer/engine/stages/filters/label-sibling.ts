import type { EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import type { FieldOwners } from '../../ownership.ts';
import { perSchema } from '../../schema-memo.ts';
import { isLookupTable, nameWords } from '../../ownership.ts';
import { DESCRIBING_WORDS, LOOKUP_TABLE_PREFIXES } from '../../lexicon/words.ts';
import { valueShape } from './field-resolver.ts';
import type { FilterProposal, FilterValue } from './proposal.ts';

/**
 * Field-name endings of a code or identifier, and of the words kept beside it, best first: its name
 * (`Berth_Code` / `Berth_Name`), else its description (`coat_code` / `coat_description`).
 */
const CODE_ENDINGS: ReadonlySet<string> = new Set(['code', 'id']);
const WORDING_ENDINGS: readonly string[] = ['name', 'description'];

/** A cheap look at how the path is spelt before the field itself is looked up: most fields end otherwise. */
const CODE_SPELLING = /(?:code|id)$/i;
/** How far before a value the word "code" or "id" binds it to the code field anyway ("with the code 'Herbs'"). */
const BINDING_WINDOW = 2;
/** "the code for X", "the id of X": the code is what the question asks for, and X names the thing that has it. */
const ASKING_LINKS: ReadonlySet<string> = new Set(['for', 'of']);

/** The plain strings of a value (one, or a list under $in/$nin/$ne); null for numbers, patterns and comparisons. */
function textsOf(value: FilterValue): readonly string[] | null {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return null;
  const texts: string[] = [];
  for (const [op, operand] of Object.entries(value)) {
    if (op === '$ne' && typeof operand === 'string') texts.push(operand);
    else if ((op === '$in' || op === '$nin') && Array.isArray(operand) && operand.every((v) => typeof v === 'string')) texts.push(...operand);
    else return null;
  }
  return texts;
}

/** The `…name` (else `…description`) field beside a `…code`/`…id` field: same parent, same words before the ending. */
function wordingBeside(index: FieldIndex, entry: FieldEntry): FieldEntry | null {
  const words = entry.canonWords;
  if (words.length < 2 || !CODE_ENDINGS.has(words[words.length - 1])) return null;
  const stem = words.slice(0, -1).join(' ');
  const siblings = (entry.parent ? entry.parent.children : index.entries.filter((e) => e.depth === entry.depth && !e.parent))
    .filter((s) => !s.children.length && s.canonWords.length === words.length && s.canonWords.slice(0, -1).join(' ') === stem);
  for (const ending of WORDING_ENDINGS) {
    const found = siblings.find((s) => s.canonWords[words.length - 1] === ending);
    if (found) return found;
  }
  return null;
}

/**
 * A lookup's key: a code kept beside its description (`grade_code` by `grade_description`), which every collection
 * referring to the lookup holds too.
 */
export const isLookupCode = (index: FieldIndex, entry: FieldEntry): boolean => wordingBeside(index, entry)?.canonWords.at(-1) === WORDING_ENDINGS[1];

/** Each lookup table by its name words past its prefix, canonical ("Ref_Fee_Types" → "fee type"), once per schema. */
const lookupsByName = perSchema((_owners: FieldOwners, collections: readonly string[]): ReadonlyMap<string, string> => {
  const found = new Map<string, string>();
  for (const c of collections) {
    if (!isLookupTable(c)) continue;
    const words = nameWords(c);
    found.set(words.slice(LOOKUP_TABLE_PREFIXES.has(words[0]!) ? 1 : 0).join(' '), c);
  }
  return found;
});

/**
 * The lookup table a code keys, by name (`fee_type_code` → `Ref_Fee_Types`), when the question does not name it: its
 * description lives in that table only, while the records asked about hold the code.
 */
function unnamedLookupOf(ctx: EngineContext, entry: FieldEntry): boolean {
  const stem = entry.canonWords.slice(0, -1).join(' ');
  const lookup = lookupsByName(ctx.owners, ctx.collections).get(stem);
  // "products whose colour is described as 'tan'" speaks of the description itself
  if (!lookup || ctx.tokens.some((t) => DESCRIBING_WORDS.has(t.text))) return false;
  // "coat colour" naming both the field and `Ref_Coat_Colour` names the field: the table is named by words of its own
  return !ctx.collectionMentions.some((m) => m.collection === lookup && ctx.tokens.slice(m.from, m.to).map((t) => t.canon).join(' ') !== stem);
}

/** Evidence of a value kept on the code because the lookup table holding its description goes unnamed (unnamedLookupOf). */
const CODE_OF_UNNAMED_LOOKUP = '+code-of-unnamed-lookup';

/** True when the question names the field itself ("the description of …"): then it asks for it, the value is elsewhere. */
const askedFor = (ctx: EngineContext, entry: FieldEntry): boolean =>
  ctx.mentions.some((m) => m.entry === entry || m.alternatives.some((a) => a.entry === entry));

/**
 * "the region code for Peru", "employees with the role of Editor": a word-like value the words around tie to a code
 * or id field is the thing's name when the schema keeps one beside the code, else its description ("coat colour 'tan'").
 * A value written like a code ("HR", "7731-2") stays, and so does one the question binds to the code itself ("the code
 * 'Herbs'").
 */
export function nameOverCode(ctx: EngineContext, proposal: FilterProposal): FilterProposal {
  if (!CODE_SPELLING.test(proposal.field)) return proposal;
  const texts = textsOf(proposal.value);
  if (!texts?.length || texts.some((t) => valueShape(t) !== 'text')) return proposal;
  const entry = ctx.index.byName.get(proposal.field);
  if (!entry) return proposal;
  const wording = wordingBeside(ctx.index, entry);
  // "the description of the coat colour 'tan'" asks for the description; a name is the value's home even when asked for
  const described = !!wording && wording.canonWords.at(-1) !== WORDING_ENDINGS[0];
  if (!wording || (described && (proposal.classed || askedFor(ctx, wording)))) return proposal;
  const lookupKeeps = described && unnamedLookupOf(ctx, entry);
  const ending = entry.canonWords[entry.canonWords.length - 1];
  const [from] = proposal.span;
  for (let j = Math.max(0, from - BINDING_WINDOW); j < from; j++) {
    if (ctx.tokens[j].canon === ending && !ASKING_LINKS.has(ctx.tokens[j + 1]?.text ?? '')) return proposal;
  }
  if (lookupKeeps) return { ...proposal, rule: `${proposal.rule}${CODE_OF_UNNAMED_LOOKUP}` };
  return { ...proposal, field: wording.name, rule: `${proposal.rule}+name-over-code` };
}
