import type { EngineContext } from '../../context.ts';
import { ARTICLES, BARE_VALUE_LEADS, CLAUSE_BREAKS, FIELD_STATE_WORDS, IN_PHRASE_WORDS, DEFAULT_SIDE_WORDS, RELATIVE_PRONOUNS, CONTENT_STOP_WORDS, DISTINCTNESS_WORDS, DIVERSITY_WORDS, IRREGULAR_PARTICIPLES, LABEL_FIELD_ENDINGS, NAME_ENDINGS, POINTING_ADJECTIVES, SORT_DIRECTION_WORDS, STOP_WORDS } from '../../lexicon/words.ts';
import { collectionMentionAt, mentionAt, mentionEndingAt, mentionStartingAt } from '../../mentions.ts';
import { COMPARED_WITH, LETTER_LINKS, NAMED_AS, NAMED_FOR, NAMING_WORDS, NULL_WORDS, PRONOUN_I, ROLE_DETERMINERS, ROLE_GIVER, TRANSITION_ENDS, WORD_LETTERS } from '../../lexicon/function-words.ts';
import { isPluralWord } from '../../field-kinds.ts';
import type { FieldEntry, FieldIndex, FieldMention } from '../../field-index.ts';
import { fieldWordsOf, isMeasureField, isTextLeaf, unlistedHolderWord } from './field-resolver.ts';
import { QUALITY_LEVEL_WORDS, SCALE_WORDS } from '../../lexicon/values.ts';
import { canonWord, PARTICIPLE_FORM, PAST_PARTICIPLE_FORM } from '../../text.ts';
import { FIELD_VALUE_LEADS, VALUE_PHRASE_LEADS } from '../../lexicon/function-words.ts';
import type { FilterProposal } from './proposal.ts';
import { perSchema } from '../../schema-memo.ts';
import { addToList } from '../../multimap.ts';
import { CONNECTORS, holderPrepositionAfter, isCapitalised, isFreeNumber, isFreeWord, leafNamed, listValue, negatedAt, ROMAN_NUMERAL } from './shared.ts';
import { entityNameAround } from './owned-fields.ts';
import { pairHeadedBy } from './people.ts';
import { nameFieldPairs, type NameFields, opensSentence, PERSON_WORD } from './proper-values.ts';

/** LABEL_FIELD_ENDINGS as field names are stored (canonical). */
const LABEL_ENDINGS: ReadonlySet<string> = new Set([...LABEL_FIELD_ENDINGS].map(canonWord));

/**
 * "encounters with status X" beside `claimStatus` and `encounters.status`: of the leaves a field word names, the one
 * kept by the records the noun at `nounAt` names (its path holds the noun, or its collection is the one named); else
 * the mention's own.
 */
function ownedAlternative(ctx: EngineContext, mention: FieldMention, nounAt: number): FieldEntry {
  const noun = ctx.tokens[nounAt];
  if (noun?.kind !== 'word') return mention.entry;
  const collection = collectionMentionAt(ctx, nounAt)?.collection;
  const owned = (e: FieldEntry) => !e.children.length && (e.canonWords.slice(0, -1).includes(noun.canon) || (!!collection && e.depth === 1 && ctx.owners.ownerOf.get(e) === collection));
  return owned(mention.entry) ? mention.entry : mention.alternatives.find((c) => owned(c.entry))?.entry ?? mention.entry;
}

/** Words that bind a plain word to the field named just before ("whose job is student", "status: open"). */
const BINDINGS = new Set(['is', 'are', 'was', 'were', 'equals', '=', ':']);
const NEGATION = 'not';
/** What may follow the value: the end of the condition. Anything else ("is greater than", "is home to") makes it a predicate. */
const VALUE_ENDS = new Set(['.', '?', '!', ',', ';', 'and', 'or']);

/**
 * "whose job is student", "cakes whose flavour is lemon", "status is not open": a word bound by "is" to a text field
 * named right before it, ending the condition, is that field's value; so is one right after a label field named after
 * "with" ("claims with status denied"). Only the schema's shape places such a value: no
 * vocabulary knows it, so the field must be named and hold text (not an amount, a count or a date).
 */
export function namedValueProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 2; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'word' || ctx.roles[i] !== undefined || ctx.projection[i] || STOP_WORDS.has(t.text) || CLAUSE_BREAKS.has(t.text)) continue;
    if (i + 1 < tokens.length && !VALUE_ENDS.has(tokens[i + 1].text)) continue;
    // "whose job title is Manager" beside `manager_id`: a capitalised word a key only answers to is written as a value
    if (NULL_WORDS.has(t.text) || (mentionAt(ctx, i) && !(isCapitalised(t) && mentionAt(ctx, i)!.kind !== 'full')) || collectionMentionAt(ctx, i)) continue;
    const negated = tokens[i - 1].text === NEGATION;
    const bindAt = negated ? i - 2 : i - 1;
    // "claims with status denied": a field named right after "with", then its value (a participle too: it is no verb there)
    const led = negated || t.raw.length < 2 || BINDINGS.has(tokens[bindAt]?.text ?? '') ? undefined : mentionEndingAt(ctx, i);
    const byLead = !!led && FIELD_VALUE_LEADS.has(tokens[led.from - 1]?.text ?? '') && LABEL_ENDINGS.has(led.entry.canonWords.at(-1)!);
    // a participle after "is" describes ("is associated with", "are listed"), and "is null" says the field is empty; neither is a stored value
    if (!byLead && (!BINDINGS.has(tokens[bindAt]?.text ?? '') || PARTICIPLE_FORM.test(t.text))) continue;
    const field = byLead ? led : mentionAt(ctx, bindAt - 1);
    if (!field || field.to !== (byLead ? i : bindAt) || field.entry.children.length || isMeasureField(field.entry) || collectionMentionAt(ctx, field.from)) continue;
    const entry = byLead ? ownedAlternative(ctx, field, field.from - 2) : field.entry;
    proposals.push({
      field: entry.name, value: listValue([t.raw], negated), span: [field.from, i + 1], claims: [[byLead ? i : bindAt, i + 1]], confidence: 0.6, rule: `filters.named-value${byLead ? '+field-after-lead' : ''}`, keep: true,
    });
  }
  return proposals;
}

/** A lone capital letter, a grade, a class or a code ("B", "X"); "I" is the pronoun. */
const LETTER = /^\p{Lu}$/u;
/** One letter is at most two UTF-16 units: longer words, asked about per token, skip the regex. */
const isLetter = (letter: RegExp, raw: string): boolean => raw.length <= 2 && letter.test(raw);
/** A capital letter, or a roman numeral read as one ("stage IV"). */
const isCapitalLetter = (raw: string): boolean => isLetter(LETTER, raw) || ROMAN_NUMERAL.test(raw);
/** What may follow a value named before its field: the condition ends, or a function word opens the next phrase. */
function endsValuePhrase(ctx: EngineContext, at: number): boolean {
  const after = ctx.tokens[at];
  if (!after) return true;
  // "a deeper pool than": a comparative before the field compares it, it names no value
  if (after.text === COMPARED_WITH) return false;
  // "the gold badge count": a content word goes on naming the thing
  return VALUE_ENDS.has(after.text) || CLAUSE_BREAKS.has(after.text) || (STOP_WORDS.has(after.text) && !CONTENT_STOP_WORDS.has(after.text));
}

/**
 * A free word (isFreeWord: no superlative, negation or participle) that neither orders ("descending"), spreads
 * ("various"), points ("specific") nor acts ("hosted"): it may be a stored value.
 */
export const mayBeValue = (ctx: EngineContext, i: number): boolean => {
  const word = ctx.tokens[i].text;
  return isFreeWord(ctx, i) && !SORT_DIRECTION_WORDS.has(word) && !DIVERSITY_WORDS.has(word) && !DISTINCTNESS_WORDS.has(word) && !POINTING_ADJECTIVES.has(word)
    && !IRREGULAR_PARTICIPLES.has(word);
};

/**
 * "accounts in the north region", "members with a gold badge", "tickets for the balcony tier": a plain word between a
 * group lead and its article and a text field named right after it in the singular, ending the phrase, is that field's
 * value; after "with", "having" or "in" the article may be left out ("cabins with rustic decor"). Not a name ("filed
 * under the maiden name"), a measure or an id, nor a word that ranks, points or denies.
 */
export function valueBeforeFieldProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 1; i + 1 < tokens.length; i++) {
    // "with a gold badge", or with no article after a lead of holding or placing: "cabins with rustic decor"
    const lead = ARTICLES.has(tokens[i - 1].text) ? i - 2 : i - 1;
    if (lead < 0 || !(lead === i - 1 ? BARE_VALUE_LEADS : VALUE_PHRASE_LEADS).has(tokens[lead].text) || !plainValueWord(ctx, i)) continue;
    if (lead === i - 1 && !bareValueWord(tokens[lead].text, tokens[i].text)) continue;
    // "albums in the folk rock category": a value may take two words
    const end = !mentionAt(ctx, i + 1) && plainValueWord(ctx, i + 1) ? i + 2 : i + 1;
    const field = mentionAt(ctx, end);
    if (!field || field.from !== end || !isTextLeaf(field.entry) || collectionMentionAt(ctx, field.from)) continue;
    // "in the upland districts": a plural names a class of things, not the one value a field holds
    const noun = tokens[field.to - 1].text;
    if (isPluralWord(noun) || PARTICIPLE_FORM.test(noun) || NAME_ENDINGS.has(field.entry.canonWords[field.entry.canonWords.length - 1])) continue;
    if (!endsValuePhrase(ctx, field.to)) continue;
    const value = tokens.slice(i, end).map((t) => t.raw).join(' ');
    proposals.push({
      field: field.entry.name, value: listValue([value], false), span: [i, field.to], confidence: 0.55, rule: 'filters.named-value+before-field', keep: true,
    });
  }
  return proposals;
}

const IN_LEAD = 'in';
/**
 * Whether a word right after its lead, with no article, may be a value: not one saying the field is empty or repeats
 * ("posts with empty body"), nor one making a phrase with "in" ("tasks in progress state").
 */
const bareValueWord = (lead: string, word: string): boolean =>
  !FIELD_STATE_WORDS.has(word) && !NULL_WORDS.has(word) && !(lead === IN_LEAD && IN_PHRASE_WORDS.has(word));

/** The most words a value given a field's role may take ("names sea kayaking as a hobby"). */
const ROLE_VALUE_WORDS = 3;

/**
 * "members who list chess as a hobby", "users with sea kayaking as a pastime": the object of a verb after a relative
 * pronoun, or of a lead ("with", "having"), given the role a text field names after "as", is a value of that field. The
 * value may be a gerund ("hiking"); a past participle or a function word ends it.
 */
export function valueAsFieldProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i].text !== ROLE_GIVER) continue;
    let at = i + 1;
    while (ROLE_DETERMINERS.has(tokens[at]?.text ?? '')) at++;
    const field = mentionAt(ctx, at);
    if (!field || field.from !== at || !isTextLeaf(field.entry) || collectionMentionAt(ctx, at) || !endsValuePhrase(ctx, field.to)) continue;
    // the value stands right after its lead, or after a relative pronoun and the verb taking it
    let from = i;
    while (from > 0 && i - from < ROLE_VALUE_WORDS && objectWord(ctx, from - 1)) from--;
    const lead = tokens[from - 1]?.text ?? '';
    const verbAfterPronoun = tokens[from - 1]?.kind === 'word' && RELATIVE_PRONOUNS.has(tokens[from - 2]?.text ?? '');
    const start = VALUE_PHRASE_LEADS.has(lead) || verbAfterPronoun ? from : RELATIVE_PRONOUNS.has(lead) ? from + 1 : i;
    if (start >= i || i - start > ROLE_VALUE_WORDS) continue;
    const value = tokens.slice(start, i).map((t) => t.raw).join(' ');
    proposals.push({ field: field.entry.name, value: listValue([value], negatedAt(ctx, start)), span: [start, field.to], confidence: 0.55, rule: 'filters.named-value+as-field', keep: true });
  }
  return proposals;
}

/** A word that may be part of a verb's object: no stage read it, no function word, name or past participle; a gerund may be. */
function objectWord(ctx: EngineContext, i: number): boolean {
  const t = ctx.tokens[i];
  return !!t && t.kind === 'word' && ctx.roles[i] === undefined && !STOP_WORDS.has(t.text) && !CLAUSE_BREAKS.has(t.text) && !PAST_PARTICIPLE_FORM.test(t.text)
    && !mentionAt(ctx, i) && !collectionMentionAt(ctx, i);
}

/**
 * A word no stage has read that could be a stored value: no function word, no field or collection name, no lone
 * letter ("a B band" is read with the letters around it) and no word that ranks, points or denies.
 */
function plainValueWord(ctx: EngineContext, i: number): boolean {
  const t = ctx.tokens[i];
  return !!t && mayBeValue(ctx, i) && !ctx.projection[i] && !CLAUSE_BREAKS.has(t.text) && !isCapitalLetter(t.raw) && !collectionMentionAt(ctx, i);
}

/** Most linking words between a field and the letter after it ("the class of C", "tier is F"). */
const MOST_LETTER_LINKS = 2;

/** The field mention that ends right before the linking words before the letter at `i`, if any. */
function fieldBeforeLetter(ctx: EngineContext, i: number): FieldMention | undefined {
  let link = i - 1;
  while (LETTER_LINKS.has(ctx.tokens[link]?.text ?? '') && link > i - 1 - MOST_LETTER_LINKS) link--;
  return mentionEndingAt(ctx, link + 1);
}

/** A lone capital letter no stage has read, not opening a sentence ("A list of …"). */
function freeLetter(ctx: EngineContext, i: number): boolean {
  const t = ctx.tokens[i];
  return !!t && t.kind === 'word' && isCapitalLetter(t.raw) && t.raw !== PRONOUN_I && ctx.roles[i] === undefined && !ctx.projection[i] && !opensSentence(ctx, i);
}

/** The text leaf a field mention names (an object's child named the same), unless a measure, an id or a collection's name. */
function letterField(ctx: EngineContext, mention: FieldMention | undefined): FieldEntry | null {
  if (!mention || collectionMentionAt(ctx, mention.from)) return null;
  const leaf = leafNamed(ctx, mention);
  return isTextLeaf(leaf) ? leaf : null;
}

/** A lone lower-case letter; "a" and "i" are words of their own. */
const LOWER_LETTER = /^\p{Ll}$/u;

/**
 * "the bin with code x", "whose tier is b": a lone lower-case letter right after a text field's noun (past
 * "is"/"of"), ending the phrase, is its value; before a noun it is too often a word or a variable to read.
 */
function lowerLetterAfterField(ctx: EngineContext, i: number): FilterProposal | null {
  const t = ctx.tokens[i];
  if (t.kind !== 'word' || !isLetter(LOWER_LETTER, t.raw) || WORD_LETTERS.has(t.text) || ctx.roles[i] !== undefined || ctx.projection[i]) return null;
  if (!endsValuePhrase(ctx, i + 1)) return null;
  const noun = fieldBeforeLetter(ctx, i);
  const field = letterField(ctx, noun);
  return field && noun ? {
    field: field.name, value: listValue([t.raw], negatedAt(ctx, noun.from)), span: [i, i + 1],
    confidence: 0.55, rule: 'filters.letter-value+lower-case', keep: true,
  } : null;
}

/**
 * "pupils with C, D or E bands", "lockers with size X", "tier is F": lone capital letters right before a text
 * field's noun, or right after it (past "is"/"of"), are values of that field: a letter is a grade, a class or a code,
 * which proper names (a lone letter is none) and vocabulary never read.
 */
export function letterValueProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!freeLetter(ctx, i)) {
      const lower = lowerLetterAfterField(ctx, i);
      if (lower) proposals.push(lower);
      continue;
    }
    // "XL or S sizes": the list began before the letter, and the rule that read its first member reads it
    const prev = tokens[i - 1]?.text ?? '';
    if (CONNECTORS.has(prev)) continue;
    const opener = ARTICLES.has(prev) ? tokens[i - 2]?.text ?? '' : prev;
    const letters = [i];
    while (CONNECTORS.has(tokens[letters[letters.length - 1] + 1]?.text ?? '')) {
      // "A, B, and C": a comma then a conjunction joins the last one
      let next = letters[letters.length - 1] + 2;
      if (CONNECTORS.has(tokens[next]?.text ?? '')) next++;
      if (!freeLetter(ctx, next)) break;
      letters.push(next);
    }
    const last = letters[letters.length - 1];
    // "from a C band to a B band", "from A to F": the letters end a change or a range, they pick no records; "by
    // surname A to Z": a letter opening such a range is an order
    const opensRange = tokens[last + 1]?.text === 'to' && freeLetter(ctx, last + 2);
    if (!TRANSITION_ENDS.has(opener) && !opensRange) {
      const nounAfter = mentionStartingAt(ctx, last + 1);
      const nounBefore = fieldBeforeLetter(ctx, i);
      const after = letterField(ctx, nounAfter);
      const field = after ?? letterField(ctx, nounBefore);
      if (field) {
        // after its field the letters alone are the span, so "code X" keeps the letter on the code it is said with
        const span: [number, number] = after ? [i, nounAfter!.to] : [i, last + 1];
        proposals.push({
          field: field.name, value: listValue(letters.map((k) => tokens[k].raw), negatedAt(ctx, after ? i : nounBefore!.from)), span, claims: [[i, last + 1]],
          confidence: 0.6, rule: `filters.letter-value${after ? '' : '+after-field'}`, keep: true,
        });
      }
    }
    i = last;
  }
  return proposals;
}

/** The leaf fields of the records named at token `at`: a collection's, or an embedded list's children. */
export function recordFieldsAt(ctx: EngineContext, at: number, oneToo = false): readonly FieldEntry[] {
  const collection = collectionMentionAt(ctx, at);
  if (collection?.from === at) return ctx.index.entries.filter((e) => !e.children.length && ctx.owners.ownerOf.get(e) === collection.collection);
  const list = mentionStartingAt(ctx, at);
  if (list?.entry.children.length) return list.entry.children.filter((c) => !c.children.length);
  // an embedded list a flat schema names only in its leaves' paths (`requests.urgency` with no `requests`): the leaves
  // whose path names it just above their own segment
  const t = ctx.tokens[at];
  return t?.kind === 'word' && (oneToo || isPluralWord(t.text)) ? unlistedArrayLeaves(ctx.index).get(t.canon) ?? [] : [];
}

/** Per schema, by the last word of the path above them: leaves of an embedded list that is not listed itself (`requests.urgency`). */
const unlistedArrayLeaves = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byHolder = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) {
    if (entry.parent || entry.children.length) continue;
    const holder = unlistedHolderWord(entry);
    if (holder) addToList(byHolder, holder, entry);
  }
  return byHolder;
});

/** A word no field, collection or stop word reads at token `at` ("reactions" where nothing is called that). */
const unknownNounAt = (ctx: EngineContext, at: number): boolean => {
  const t = ctx.tokens[at];
  return t?.kind === 'word' && !STOP_WORDS.has(t.text) && !mentionAt(ctx, at) && !collectionMentionAt(ctx, at) && ctx.roles[at] === undefined;
};

/** QUALITY_LEVEL_WORDS as field words are read. */
const QUALITY_LEVEL_ENDINGS: ReadonlySet<string> = new Set(QUALITY_LEVEL_WORDS.map(canonWord));
/** Per schema, by the quality they keep the level of: text leaves named for a quality and a level word (`lightLevel` → light). */
const qualityLevelFields = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byQuality = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) {
    const own = fieldWordsOf(entry);
    if (isTextLeaf(entry) && own.length === 2 && QUALITY_LEVEL_ENDINGS.has(own[1]!)) addToList(byQuality, own[0]!, entry);
  }
  return byQuality;
});

/** A text field named in several words from token `at` whose last word names one of the scales `graded`, if one is. */
function scaleFieldNamedAt(ctx: EngineContext, at: number, graded: readonly string[]): FieldMention | undefined {
  const named = mentionStartingAt(ctx, at);
  return named && named.to - named.from > 1 && isTextLeaf(named.entry) && graded.includes(ctx.tokens[named.to - 1]!.canon) ? named : undefined;
}

/**
 * Per schema: leaves named by a DEFAULT_SIDE_WORDS word and the whole name of another leaf (`Default_Severity` beside
 * `Severity`), each with that other leaf, which keeps what one record has.
 */
const ownTwins = perSchema((index: FieldIndex): ReadonlyMap<FieldEntry, FieldEntry> => {
  const twins = new Map<FieldEntry, FieldEntry>();
  for (const entry of index.entries) {
    const own = entry.children.length ? [] : entry.ownWords;
    if (own.length < 2 || !DEFAULT_SIDE_WORDS.has(own[0]!)) continue;
    const rest = own.slice(1).join(' ');
    const twin = index.entries.find((e) => e !== entry && !e.children.length && e.ownWords.join(' ') === rest);
    if (twin) twins.set(entry, twin);
  }
  return twins;
});

/** Fields found on a scale, each own twin of a default found with it left out (see ownTwins). */
const pairedWithTwin = (found: readonly FieldEntry[], twins: ReadonlyMap<FieldEntry, FieldEntry>): readonly FieldEntry[] => {
  const twinned = new Set(found.map((d) => twins.get(d)));
  return found.filter((f) => !twinned.has(f));
};

/** SCALE_WORDS with the field words in their canonical form ("severity" → "severitie"), as field words are compared. */
const CANON_SCALES: ReadonlyMap<string, readonly string[]> = new Map([...SCALE_WORDS].map(([word, fields]) => [word, fields.map(canonWord)]));

/** Per schema: the words of a scale (CANON_SCALES) some text leaf is graded on, whose fields' words name the scale. */
const gradesOnScaleOf = perSchema((index: FieldIndex): ReadonlySet<string> => {
  const leaves = index.entries.filter(isTextLeaf);
  return new Set([...CANON_SCALES].filter(([, graded]) => leaves.some((e) => fieldWordsOf(e).some((w) => graded.includes(w)))).map(([grade]) => grade));
});

/**
 * "high risk hives", "low-urgency jobs", "severe faults": a word of an ordinal scale is a value of the
 * one field grading records on the scale named right after it (in the same hyphenated word, as the next word, or as the
 * last word of a field's name right after it), else of the one such field of the records named right after it, else of
 * the level field of the quality said right after it ("low light" → `lightLevel`).
 */
export function scaleValueProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'word' || ctx.roles[i] !== undefined || ctx.projection[i]) continue;
    // split only a word that opens a scale: most words open none
    const hyphen = t.text.indexOf('-');
    const grade = hyphen < 0 ? t.text : t.text.slice(0, hyphen);
    const graded = CANON_SCALES.get(grade);
    if (!graded) continue;
    // every reading below takes a text field graded on the scale, a field named on it right after, or a quality's level
    // field: most schemas keep none
    if (!gradesOnScaleOf(ctx.index).has(grade) && !qualityLevelFields(ctx.index).size && !scaleFieldNamedAt(ctx, i + 1, graded)) continue;
    const [level, scale, ...rest] = t.text.split('-');
    if (rest.length) continue;
    const grades = (e: FieldEntry) => isTextLeaf(e) && fieldWordsOf(e).some((w) => graded.includes(w));
    // the scale said in the same hyphenated word or as the next word ("high risk"), else the records' own scale
    const next = tokens[i + 1];
    const said = scale ? canonWord(scale) : next?.kind === 'word' && graded.includes(next.canon) ? next.canon : undefined;
    // "high emetogenic risk": the scale said as the last word of a field's name right after the grade
    const named = said ? undefined : scaleFieldNamedAt(ctx, i + 1, graded);
    // "a severe complication": a graded item may be named in the singular, one of its list
    const after = said || named ? [] : recordFieldsAt(ctx, i + 1, true).filter(grades);
    // "major drug interactions": one word of theirs may stand between the grade and the records' collection
    const records = after.length || said || named || collectionMentionAt(ctx, i + 2)?.from !== i + 2 ? after : recordFieldsAt(ctx, i + 2).filter(grades);
    // "with severe reactions": a word of a scale of its own before a noun the schema does not know is a value of the
    // one field the whole schema grades on that scale
    const sole = !said && !named && !records.length && graded.length === 1 && unknownNounAt(ctx, i + 1) ? ctx.index.entries.filter(grades) : [];
    const onScale = named ? [named.entry] : said ? ctx.index.entries.filter((e) => grades(e) && fieldWordsOf(e).includes(said)) : records.length ? records : sole;
    // "plants in low light": the quality said after the grade, kept by the level field named for it (`lightLevel`)
    const levelled = onScale.length || scale || !isFreeWord(ctx, i + 1) ? undefined : qualityLevelFields(ctx.index).get(next!.canon);
    // (rule: default-and-own-grade) the records keeping both a kind's default grade and their own ("default_severity",
    // "severity") grade on one scale, not two: the own one is dropped here and taken below as the default's twin
    const found = pairedWithTwin(levelled ?? onScale, ownTwins(ctx.index));
    if (found.length !== 1) continue;
    const via = scale ? '+hyphenated' : said ? '+field-after' : named ? '+scale-field-named-after' : levelled ? '+quality-level' : records.length ? '+records-after' : '+sole-scale';
    const end = named ? named.to : (said && !scale) || levelled ? i + 2 : i + 1;
    // "critical faults" beside `default_severity` and `severity`: the grade one record has, not its kind's default
    const twin = named ? undefined : ownTwins(ctx.index).get(found[0]!);
    proposals.push({ field: (twin ?? found[0]!).name, value: listValue([level!], negatedAt(ctx, i)), span: [i, end], confidence: 0.6, rule: `filters.scale-value${via}${twin ? '+own-not-default' : ''}`, keep: true });
  }
  return proposals;
}

/** Most words an unquoted name given by a naming verb runs to ("the branch named north side"). */
const MAX_NAMED_WORDS = 3;

/**
 * Where the name a naming word at `lead` gives ends: a number, a run of capitalised words, or a run of plain words
 * ending the clause ("named north side."); `lead + 1` when none.
 */
function namedValueEnd(ctx: EngineContext, lead: number): number {
  const from = lead + 1;
  if (isFreeNumber(ctx, from)) return from + 1;
  // a capitalised name may spell any word ("Keeling"); plain words must be free ones
  const capitalised = isCapitalised(ctx.tokens[from]);
  const inName = (i: number) => (capitalised ? isCapitalised(ctx.tokens[i]) && ctx.roles[i] === undefined : isFreeWord(ctx, i) && !isCapitalised(ctx.tokens[i]));
  let end = from;
  while (end - from < MAX_NAMED_WORDS && inName(end) && !collectionMentionAt(ctx, end)) end++;
  return end > from && (capitalised || endsValuePhrase(ctx, end)) ? end : from;
}

/** The token of the noun a naming word at `lead` gives a name to ("customer" of "customer known as"). */
const namedNounAt = (ctx: EngineContext, lead: number): number => (ctx.tokens[lead].text === 'as' ? lead - 2 : lead - 1);

/** The first/last-name pair of the person a noun names: by its words (`customer_first_name`), else kept by the collection it names. */
function pairOfNoun(ctx: EngineContext, at: number): NameFields | null {
  const noun = ctx.tokens[at];
  if (noun?.kind !== 'word') return null;
  const collection = collectionMentionAt(ctx, at)?.collection;
  return pairHeadedBy(ctx, noun.canon) ?? nameFieldPairs(ctx.index).find((pair) => !!collection && ctx.owners.ownerOf.get(pair.first) === collection) ?? null;
}

/** The pair of the person noun ending at token `at`, of one word or two ("the crew member known as …"). */
const pairOfPersonNoun = (ctx: EngineContext, at: number): NameFields | null => pairOfNoun(ctx, at) ?? pairOfNoun(ctx, at - 1);

/**
 * "the tenant known as Odile", "the author named 'Ann'": a person's name in one or two words fills the first/last-name
 * pair of the person noun named, a lone word its first name.
 */
function personNamed(ctx: EngineContext, lead: number, words: readonly string[], end: number): FilterProposal[] {
  // "authors named 'Ann' in their surname": the field said after the name holds it
  if (words.length > 2 || !words.every((w) => PERSON_WORD.test(w)) || holderPrepositionAfter(ctx, end - 1) >= 0) return [];
  const pair = pairOfPersonNoun(ctx, namedNounAt(ctx, lead));
  if (!pair) return [];
  return [pair.first, pair.last].slice(0, words.length).map((field, k) => ({
    field: field.name, value: words[k], span: [lead + 1, end], confidence: 0.7, rule: `filters.naming-word-value+person-${k ? 'last' : 'first'}-name`, keep: true,
  }));
}

/**
 * "the locker named 412", "the branch called morningside": a number or plain lower-case words after a naming word
 * ("named", "known as") after an entity noun are that entity's name, kept in its name field. A name written as one
 * (capitalised or quoted) of an entity with a name field is the proper and quoted values' to place; of a person noun
 * whose records keep no such field, it fills their first/last-name pair ("the tenant known as Odile").
 */
export function namingWordValueProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let lead = 1; lead < tokens.length - 1; lead++) {
    const naming = NAMING_WORDS.has(tokens[lead].text) || (tokens[lead].text === 'as' && NAMED_AS.has(tokens[lead - 1].text));
    if (!naming || ctx.roles[lead + 1] !== undefined || NAMED_FOR.has(tokens[lead + 1].text)) continue;
    const quoted = tokens[lead + 1].kind === 'quoted';
    const end = quoted ? lead + 2 : namedValueEnd(ctx, lead);
    if (end === lead + 1) continue;
    const words = tokens.slice(lead + 1, end);
    const named = entityNameAround(ctx, lead + 1, end - 1);
    const writtenAsName = quoted || isCapitalised(words[0]);
    if (!writtenAsName && named) {
      const value = words.length === 1 && words[0].kind === 'number' ? words[0].value! : words.map((t) => t.raw).join(' ');
      proposals.push({ field: named.entry.name, value, span: [lead + 1, end], confidence: 0.7, rule: `filters.naming-word-value${named.via}`, keep: true });
    } else if (writtenAsName && !named) proposals.push(...personNamed(ctx, lead, words.flatMap((t) => t.raw.trim().split(/\s+/)), end));
    lead = end - 1;
  }
  return proposals;
}
