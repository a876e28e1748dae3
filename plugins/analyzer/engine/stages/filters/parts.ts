import type { EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { enclosingNoun, holdsAny, isIdField } from '../../field-index.ts';
import { AS_NOT_PART, INDEFINITE_ARTICLES, OCCUPATION_PART_WORDS, PART_ENDS, PART_HOLDERS, PART_LINKS, PART_NAMINGS, PART_TAILS, PART_WORDS, PRESENTATION_NOUNS, QUALIFIED_TITLES, RANK_GRADES, RANK_PART_WORDS, RANK_TITLES, SPECIALISING_LINK, SPECIALISING_VERBS, SPECIALIST_CLASS, SPECIALTY_WORDS } from '../../lexicon/function-words.ts';
import { isUnderClass, practiceOf } from './hypernym-values.ts';
import { CANON_CACHE_LIMIT, canonWord } from '../../text.ts';
import { BoundedCache } from '../../../../../src/bounded-cache.ts';
import { OCCUPATIONS } from '../../lexicon/occupations.ts';
import { PRACTISED_BRANCHES } from '../../lexicon/class-aliases.ts';
import { NAME_ENDINGS } from '../../lexicon/words.ts';
import { collectionMentionAt, mentionAt } from '../../mentions.ts';
import { perSchema } from '../../schema-memo.ts';
import type { FilterProposal } from './proposal.ts';
import { nameFieldPairs } from './proper-values.ts';
import { eventFieldOf, eventFields } from './states.ts';
import { endsClause, isCapitalised, isFreeWord, LETTERS_ONLY, listValue, negatedAt, nounForms, startsUpperCase } from './shared.ts';

/** The word of `words` a leaf's own name ends in, past a tail that still holds the part (`job_title` → job), or null. */
function endWordOf(entry: FieldEntry, words: ReadonlySet<string>): string | null {
  if (entry.children.length || isIdField(entry)) return null;
  const own = entry.ownWords;
  const last = own.length > 1 && PART_TAILS.has(own[own.length - 1]!) ? own.length - 2 : own.length - 1;
  return words.has(own[last]!) ? own[last]! : null;
}
/** The part word a leaf's own name ends in (`job_title` → job), or null. */
const partWordOf = (entry: FieldEntry): string | null => endWordOf(entry, PART_WORDS);

/** Per schema: the one leaf keeping a person's rank (`rank`, `staff.rank_title`); null when none or several. */
const rankField = perSchema((index: FieldIndex): FieldEntry | null => {
  const found = index.entries.filter((entry) => endWordOf(entry, RANK_PART_WORDS) !== null);
  return found.length === 1 ? found[0]! : null;
});

/** Per schema: the leaves keeping the part a person plays (`job`, `crewPos`, `crew.role_name`). */
const partFields = perSchema((index: FieldIndex): readonly FieldEntry[] => index.entries.filter((entry) => partWordOf(entry) !== null));

/** The one leaf keeping the part a person plays; null when none or several. */
const partField = (index: FieldIndex): FieldEntry | null => {
  const found = partFields(index);
  return found.length === 1 ? found[0]! : null;
};

/**
 * The leaf an occupation is kept in: the one part field whose part word names an occupation (`job_title` beside a
 * junction table's `project_role`), failing that the one keeping a person's rank beside them (`rank` beside a rota's `duty_role`),
 * failing that the one part field; null when none or still several.
 */
const occupationField = (ctx: EngineContext): FieldEntry | null => {
  const { index } = ctx;
  const found = partFields(index);
  const jobs = found.filter((entry) => OCCUPATION_PART_WORDS.has(partWordOf(entry)!));
  if (jobs.length) return jobs.length === 1 ? jobs[0]! : null;
  if (!found.length) return null;
  return rankField(index) ?? (found.length === 1 ? found[0]! : personsOwnPart(ctx, found));
};
/** Evidence of an occupation kept in the part field beside the people's names (personsOwnPart). */
const PERSONS_OWN = '+persons-own-part';

/**
 * Of several part fields, the one the people's own records keep beside their names (a crew list's `role` with its
 * first and last names, not a rota's `position` in one duty): what a person is, said as an occupation, is kept there.
 * Null when none or several are.
 */
function personsOwnPart(ctx: EngineContext, found: readonly FieldEntry[]): FieldEntry | null {
  const pairs = nameFieldPairs(ctx.index);
  const owner = (entry: FieldEntry): string | undefined => ctx.owners.ownerOf.get(entry);
  const kept = found.filter((entry) => pairs.some(({ first }) => first.parent === entry.parent && owner(first) === owner(entry)));
  return kept.length === 1 ? kept[0]! : null;
}

/**
 * Where the title of the occupation noun at `i` starts: before the grades no stage has read ("senior auditors"), and
 * a word making a known title with the noun ("petty officers").
 */
function titleStart(ctx: EngineContext, i: number): number {
  const occupation = occupationOf(ctx.tokens[i]!.text);
  if (!occupation) return i;
  let from = i;
  const free = (k: number): boolean => ctx.roles[k] === undefined && !ctx.projection[k];
  if (from > 0 && QUALIFIED_TITLES.has(`${ctx.tokens[from - 1]!.text} ${occupation}`) && free(from - 1)) from--;
  while (from > 0 && RANK_GRADES.has(ctx.tokens[from - 1]!.text) && free(from - 1)) from--;
  return from;
}

/** The question names one of the schema's part fields. */
const namesPartField = (ctx: EngineContext): boolean => ctx.mentions.some((m) => partWordOf(m.entry) !== null);

/**
 * A plain lower-case word no stage has read, which may name a part: not a function word, a field, a collection, a number
 * or a participle. With `capitalOk` it may be capitalised, for nouns a dictionary writes so ("Tuesday").
 */
export function isFreeNoun(ctx: EngineContext, i: number, capitalOk = false): boolean {
  const t = ctx.tokens[i];
  // a part is a common noun: a capitalised word inside the question is a name ("the drug sold as Zorvex")
  // asked of every word by several readings: the look-ups go before the Unicode regex
  return isFreeWord(ctx, i) && (i === 0 || capitalOk || !startsUpperCase(t.raw)) && !ctx.projection[i] && !PART_WORDS.has(t.canon) && LETTERS_ONLY.test(t.raw)
    && !collectionMentionAt(ctx, i);
}

/** The noun at `i` ends what names the part: the question or its clause ends, or a preposition leads on. */
function endsPart(ctx: EngineContext, i: number): boolean {
  const next = ctx.tokens[i + 1]?.text;
  return endsClause(next) || PART_ENDS.has(next ?? '');
}

/**
 * Per schema: the nouns of the embedded records it keeps (`comorbidities`) and of the names it keeps by a noun
 * (`guestNames`, `guest_name`), canonical.
 */
const keptRecordNouns = perSchema((index: FieldIndex): ReadonlySet<string> => {
  const nouns = new Set<string>();
  for (const e of index.entries) {
    const own = e.segmentWords;
    // the path above a leaf (listed or not) is the embedded records' noun
    const above = enclosingNoun(e);
    if (above) nouns.add(above);
    if (!e.children.length && own.length === 2 && NAME_ENDINGS.has(own[1]!)) nouns.add(own[0]!);
  }
  return nouns;
});

/** Where the one noun naming a part sits, and where its phrase starts, or null. */
function partNounAt(ctx: EngineContext, i: number): { start: number; via: string } | null {
  const word = (k: number): string => ctx.tokens[k]?.text ?? '';
  const article = INDEFINITE_ARTICLES.has(word(i - 1)) ? 1 : 0;
  // "plays as a cellist", "working as ushers"; not a value already read taken as one ("have 'Ann Lee' as a member"),
  // nor how the answer is shown ("as a table")
  const as = i - 1 - article;
  // "listed as a comorbidity" beside `comorbidities.code`, "as a guest" beside `guestNames`: the records or the names the
  // schema keeps under that noun, not a part someone plays
  if (word(as) === 'as' && !AS_NOT_PART.has(word(as - 1)) && ctx.roles[as - 1] === undefined && !PRESENTATION_NOUNS.has(ctx.tokens[i].canon)
    && endsPart(ctx, i) && !keptRecordNouns(ctx.index).has(ctx.tokens[i].canon)) return { start: as, via: 'as' };
  // "a member who is a juror", "given that she is a juror"
  if (article && PART_LINKS.has(word(i - 2)) && PART_HOLDERS.has(word(i - 3)) && endsPart(ctx, i)) return { start: i - 3, via: 'link' };
  // "the juror named Ann Lee"
  if (word(i - 1) === 'the' && PART_NAMINGS.has(word(i + 1)) && isCapitalised(ctx.tokens[i + 2])) return { start: i - 1, via: 'naming' };
  // "the role of cellist", "the position of an usher"
  if (word(as) === 'of' && PART_WORDS.has(ctx.tokens[as - 1]?.canon ?? '') && endsPart(ctx, i)) return { start: as - 1, via: 'of' };
  // "the cellist role"
  if (PART_WORDS.has(ctx.tokens[i + 1]?.canon ?? '') && (word(i - 1) === 'the' || article) && endsPart(ctx, i + 1)) return { start: i - 1, via: 'named' };
  return null;
}

const occupations = new BoundedCache<string, string | null>(CANON_CACHE_LIMIT);
const findOccupation = (word: string): string | null => nounForms(word).find((form) => OCCUPATIONS.has(form)) ?? null;
/**
 * The occupation a word names, singular ("plumbers" → plumber, "secretaries" → secretary, "firemen" → fireman), or
 * null; once per word, as every noun of every question asks it.
 */
export const occupationOf = (word: string): string | null => occupations.getOrCompute(word, findOccupation);

/** A noun of an occupation said as the people the question is about ("how many plumbers", "older than any plumber"), or null. */
export function occupationNounAt(ctx: EngineContext, i: number): string | null {
  // most words name no occupation: that cached look-up goes before the mentions of the next word are searched
  const occupation = occupationOf(ctx.tokens[i]!.text);
  if (!occupation) return null;
  // a noun qualifying the next one is no occupation of the records ("the plumber id", "a pilot study")
  const next = i + 1 < ctx.tokens.length && ctx.tokens[i + 1]!.kind === 'word' ? i + 1 : -1;
  if (next >= 0 && (mentionAt(ctx, next) || collectionMentionAt(ctx, next))) return null;
  // a noun the schema dates as an event is that event, not a part ("the latest hires" beside `hire_on`)
  return eventFieldOf(eventFields(ctx.index), occupation) ? null : occupation;
}

/**
 * Per schema: the one leaf keeping the branch its people practise (`specialty`, `specialty_code`); among several, the
 * one naming nothing but the branch and a tail that still holds it (`specialty_code` beside `specialty_description`).
 */
const SPECIALTY_CANONS: ReadonlySet<string> = new Set([...SPECIALTY_WORDS].map(canonWord));
const specialtyField = perSchema((index: FieldIndex): FieldEntry | null => {
  if (!holdsAny(SPECIALTY_CANONS, index.words)) return null;
  const found = index.entries.filter((e) => !e.children.length && !isIdField(e) && e.ownWords.some((w) => SPECIALTY_CANONS.has(w)));
  if (found.length <= 1) return found[0] ?? null;
  const plain = found.filter((e) => e.ownWords.every((w) => SPECIALTY_CANONS.has(w) || PART_TAILS.has(w)));
  return plain.length === 1 ? plain[0]! : null;
});

/** Whether an occupation is a specialist's ("cardiologist"), by its dictionary classes. */
const isSpecialist = (occupation: string): boolean => PRACTISED_BRANCHES.has(occupation) || isUnderClass(occupation, SPECIALIST_CLASS);

/** The specialist a noun said as the people asked about names ("cardiologists", "a dermatologist"), or null. */
function specialistNounAt(ctx: EngineContext, i: number): string | null {
  const occupation = occupationNounAt(ctx, i);
  return occupation && isSpecialist(occupation) ? occupation : null;
}

/**
 * "how many cardiologists", "which dermatologist charges the most": a specialist said as the people asked about is a
 * value of the schema's one field keeping the branch they practise (`specialty`), whether or not a role field is kept.
 */
export function specialistProposals(ctx: EngineContext): FilterProposal[] {
  const field = specialtyField(ctx.index);
  if (!field) return [];
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const specialist = isFreeNoun(ctx, i) ? specialistNounAt(ctx, i) : null;
    if (!specialist) continue;
    proposals.push({
      field: field.name, value: listValue([practiceOf(specialist)], negatedAt(ctx, i)), span: [i, i + 1], confidence: 0.6,
      rule: 'filters.specialist-noun+specialty-field', keep: true,
    });
  }
  return [...proposals, ...branchNamedProposals(ctx, field)];
}

/**
 * How the people are named at token `k`, when they are: by an occupation ("retina *specialists*"), or by their
 * collection when an occupation calls it ("yoga *coaches*" beside a `coaches` collection); '' when not.
 */
function peopleNamedAt(ctx: EngineContext, k: number): string {
  if (isFreeNoun(ctx, k) && occupationNounAt(ctx, k)) return 'before-occupation';
  const named = collectionMentionAt(ctx, k);
  if (!named || named.from !== k) return '';
  return occupationOf(ctx.tokens[named.to - 1]!.text) ? 'before-specialists' : '';
}

/** Most words a branch said after a specialising verb runs to ("tropical reef ecology"). */
const MAX_BRANCH_WORDS = 3;

/**
 * "retina specialists", "equine vets", "vets specialising in dental surgery": the plain noun right before an occupation
 * said as the people asked about, or the plain words after a specialising verb and "in" ending the clause, are the branch
 * those people practise, kept in the schema's one specialty field.
 */
function branchNamedProposals(ctx: EngineContext, field: FieldEntry): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  const { tokens } = ctx;
  for (let i = 0; i + 1 < tokens.length; i++) {
    let span: [number, number] | null = null;
    let via = '';
    const peopleAfter = isFreeNoun(ctx, i) && !occupationOf(tokens[i]!.text) ? peopleNamedAt(ctx, i + 1) : '';
    if (peopleAfter) {
      span = [i, i + 1];
      via = peopleAfter;
    } else if (SPECIALISING_VERBS.has(tokens[i]!.text) && tokens[i + 1]!.text === SPECIALISING_LINK) {
      let end = i + 2;
      while (end < tokens.length && end - i - 2 < MAX_BRANCH_WORDS && isFreeNoun(ctx, end)) end++;
      if (end > i + 2 && endsClause(tokens[end]?.text)) span = [i + 2, end];
      via = 'after-specialising-verb';
    }
    if (!span) continue;
    const value = tokens.slice(span[0], span[1]).map((t) => t.raw).join(' ');
    proposals.push({ field: field.name, value: listValue([value], negatedAt(ctx, span[0])), span, confidence: 0.55, rule: `filters.branch-named+${via}`, keep: true });
  }
  return proposals;
}

/**
 * "musicians who play as cellists", "a member who is a juror", "the juror named Ann", "the role of usher", "the usher role": a noun said as
 * the part a person plays is the value of the schema's one field keeping that part (`job`, `crewPos`, `staff.role`),
 * whether or not the question names that field; so is a noun of an occupation said as the people asked about
 * ("how many plumbers", "the oldest plumber"), in its singular form.
 */
export function partProposals(ctx: EngineContext): FilterProposal[] {
  const field = partField(ctx.index);
  const jobField = occupationField(ctx);
  const rank = rankField(ctx.index);
  if (!jobField && !rank) return [];
  const keepsSpecialty = !!specialtyField(ctx.index);
  const ownPart = !!jobField && !field && !rank && !OCCUPATION_PART_WORDS.has(partWordOf(jobField) ?? '');
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    // "senior auditors" where auditors are the records: the grade makes the title one of theirs
    const free = isFreeNoun(ctx, i);
    const titled = !free && ctx.roles[i] === undefined && collectionMentionAt(ctx, i) !== undefined && titleStart(ctx, i) < i;
    if (!titled && !free) continue;
    const at = i > 0 && !titled ? partNounAt(ctx, i) : null;
    if (!at) {
      // among several part fields, one the question names places its own value ("whose role is manager")
      // a specialist is said by the branch practised where the schema keeps one (specialistProposals)
      const noun = occupationNounAt(ctx, i);
      const occupation = noun && (field || !namesPartField(ctx)) && !(keepsSpecialty && isSpecialist(noun)) ? noun : null;
      const from = titleStart(ctx, i);
      // with no part field, a rank field keeps a title only ("senior auditors") or a rank said bare ("lieutenants"): another
      // bare noun may name the records
      const kept = jobField ?? (from < i || (occupation && RANK_TITLES.has(occupation)) ? rank : null);
      if (occupation && kept) {
        const title = [...ctx.tokens.slice(from, i).map((t) => t.text), occupation].join(' ');
        proposals.push({
          field: kept.name, value: listValue([title], negatedAt(ctx, from)), span: [from, i + 1], confidence: 0.55,
          rule: `filters.part+occupation-noun${kept === rank ? `+rank-field${from === i && !jobField ? '+rank-title' : ''}` : field ? '' : '+job-field'}${ownPart ? PERSONS_OWN : ''}${from < i ? '+title' : ''}`, keep: true,
        });
      }
      continue;
    }
    if (!field) continue;
    const end = at.via === 'named' ? i + 2 : i + 1;
    proposals.push({
      field: field.name, value: listValue([ctx.tokens[i].raw], negatedAt(ctx, at.start)), span: [at.start, end], confidence: 0.6,
      rule: `filters.part+${at.via}`, keep: true,
    });
  }
  return proposals;
}

/** A value written out as such, which no stage has read: a quoted one, or a capitalised word inside the question. */
function isWrittenValue(ctx: EngineContext, i: number): boolean {
  const t = ctx.tokens[i];
  if (!t || ctx.roles[i] !== undefined || ctx.projection[i]) return false;
  return t.kind === 'quoted' || (i > 0 && t.kind === 'word' && startsUpperCase(t.raw) && !mentionAt(ctx, i) && !collectionMentionAt(ctx, i));
}

/**
 * "serves in the role of 'Treasurer'", "the Cellist role": a value written out beside a word naming a person's part is
 * that part, read before a quoted value or a name is placed by its shape alone.
 */
export function writtenPartProposals(ctx: EngineContext): FilterProposal[] {
  const field = partField(ctx.index);
  if (!field) return [];
  const proposals: FilterProposal[] = [];
  const word = (k: number): string => ctx.tokens[k]?.text ?? '';
  const isPartWord = (k: number): boolean => PART_WORDS.has(ctx.tokens[k]?.canon ?? '');
  for (let i = 2; i < ctx.tokens.length; i++) {
    if (!isWrittenValue(ctx, i)) continue;
    const span: [number, number] | null = word(i - 1) === 'of' && isPartWord(i - 2) && endsPart(ctx, i) ? [i - 2, i + 1]
      : word(i - 1) === 'the' && isPartWord(i + 1) && endsPart(ctx, i + 1) ? [i - 1, i + 2] : null;
    if (span) proposals.push({ field: field.name, value: ctx.tokens[i].raw, span, confidence: 0.65, rule: 'filters.part+written', keep: true });
  }
  return proposals;
}
