import type { EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { DATE_FIELD_HEADS } from '../../lexicon/field-kinds.ts';
import { GROUP_KEY_LEADS } from '../../lexicon/grouping.ts';
import { AGENT_FLAG_WORDS, MEASURED_THINGS, THING_FLAG_ENDINGS, THING_FLAG_LEADS, THING_FLAG_VERBS } from '../../lexicon/values.ts';
import { AMOUNT_ASKING_WORDS, ARTICLES, DENYING_DETERMINERS, FLAG_PREFIXES, LACKING_WORDS, PAIRED_DENIALS } from '../../lexicon/words.ts';
import { collectionMentionAt, mentionAt } from '../../mentions.ts';
import { perSchema } from '../../schema-memo.ts';
import { canonWord, PAST_PARTICIPLE_FORM, participleBases, presentParticipleBases, singular } from '../../text.ts';
import { matchComparison } from './comparisons.ts';
import { fieldWordsOf, isMeasureField } from './field-resolver.ts';
import type { FilterProposal } from './proposal.ts';
import { endsClause, negatedAt } from './shared.ts';
import { stateLinks } from './states.ts';

const ENDINGS: readonly (readonly string[])[] = THING_FLAG_ENDINGS.map((e) => e.split(' ').map(canonWord));
const MEASURED: ReadonlySet<string> = new Set([...MEASURED_THINGS].map(canonWord));

/** The bases a form of a verb may come from: "smoke", "smokes", "smoked", "smoking" → smoke (and stems only looked up). */
const verbBases = (word: string): readonly string[] => [word, singular(word), ...participleBases(word), ...presentParticipleBases(word)];

/** Treatment flags by the thing's word, then by the noun of their participle (`climate_controlled` → climate, control). */
type Treatments = ReadonlyMap<string, ReadonlyMap<string, FieldEntry>>;

/**
 * Per schema, by the thing's one word: leaves named by a thing and a flag ending (`autopayEnabled` → autopay,
 * `contrast_used` → contrast) or by a verb of having and the thing (`allowsPets` → pet), none an amount (`fuel_used`, `points_used`); and by the bases of its verb, the
 * one-word habit flags (`smoker` → smok, smoke, which verbBases reads "smokes" and "smoking" as).
 */
const thingFlags = perSchema((index: FieldIndex): { readonly byThing: ReadonlyMap<string, FieldEntry>; readonly byVerb: ReadonlyMap<string, FieldEntry>; readonly byTreatment: Treatments } => {
  const byThing = new Map<string, FieldEntry>();
  const byVerb = new Map<string, FieldEntry>();
  const byTreatment = new Map<string, Map<string, FieldEntry>>();
  for (const entry of index.entries) {
    if (entry.children.length) continue;
    const words = fieldWordsOf(entry);
    // `climate_controlled` → "climate control": the thing and the noun its participle is made from; no flag prefix or
    // date before the participle (`is_deleted`, `date_created`)
    const treatable = words.length === 2 && !FLAG_PREFIXES.has(words[0]!) && !DATE_FIELD_HEADS.has(words[0]!);
    if (treatable && PAST_PARTICIPLE_FORM.test(words[1]!) && !isMeasureField(entry)) {
      for (const base of participleBases(words[1]!)) {
        let byNoun = byTreatment.get(words[0]!);
        if (!byNoun) byTreatment.set(words[0]!, (byNoun = new Map()));
        if (!byNoun.has(base)) byNoun.set(base, entry);
      }
    }
    for (const ending of ENDINGS) {
      const thing = words.length === ending.length + 1 && ending.every((w, k) => words[k + 1] === w) ? words[0]! : '';
      if (thing && !MEASURED.has(thing) && !isMeasureField(entry) && !byThing.has(thing)) byThing.set(thing, entry);
    }
    // `containsNuts` → nut: the verb before the thing names the flag as well as an ending after it
    const led = words.length === 2 && THING_FLAG_VERBS.has(entry.canonWords.at(-2)!) ? entry.canonWords.at(-1)! : '';
    if (led && !isMeasureField(entry) && !byThing.has(led)) byThing.set(led, entry);
    const own = entry.ownWords;
    if (own.length === 1 && AGENT_FLAG_WORDS.has(own[0]!)) {
      // the -er agent noun's verb: "smoker" → smok, smoke
      const stem = own[0]!.slice(0, -2);
      for (const base of [stem, `${stem}e`]) if (!byVerb.has(base)) byVerb.set(base, entry);
    }
  }
  return { byThing, byVerb, byTreatment };
});

/**
 * The word before a thing at `i`, an article or a denying determiner between passed over ("need a courier", "with no
 * climate control"), and whether that determiner denies the thing.
 */
function leadBefore(ctx: EngineContext, i: number): { readonly word: string; readonly denied: boolean } {
  const before = ctx.tokens[i - 1]?.text ?? '';
  const denied = DENYING_DETERMINERS.has(before);
  return { word: ctx.tokens[denied || ARTICLES.has(before) ? i - 2 : i - 1]?.text ?? '', denied };
}

/**
 * "halls with climate control", "halls without climate control" beside `climate_controlled`: the thing and the noun
 * of the flag's participle, said after a word giving it to the records or one of lacking, set the flag or deny it.
 * The flag and where its words end; null when the words at `i` say no such thing.
 */
function treatmentAt(ctx: EngineContext, i: number, byTreatment: Treatments): { readonly flag: FieldEntry; readonly lacked: boolean } | null {
  const { tokens } = ctx;
  const flag = tokens[i + 1]?.kind === 'word' ? byTreatment.get(tokens[i]!.canon)?.get(tokens[i + 1]!.canon) : undefined;
  // most words open no treatment: nothing more is read for them
  if (!flag) return null;
  const lead = leadBefore(ctx, i);
  const lacked = LACKING_WORDS.has(lead.word);
  return (lacked || THING_FLAG_LEADS.has(lead.word)) && endsClause(tokens[i + 2]?.text) ? { flag, lacked: lacked || lead.denied } : null;
}

/**
 * "clients who haven't signed the consent form" beside `consent_signed`: the verb of a flag's participle, denied, with
 * its object (an article passed over) the flag's thing, says the thing was not done. The flag and where its thing
 * ends; null when the words at `i` say no such thing. Only denied: a done verb with an object is often a condition
 * of its own ("who signed the form in May").
 */
function deniedTreatmentAt(ctx: EngineContext, i: number, byTreatment: Treatments): { readonly flag: FieldEntry; readonly to: number } | null {
  const { tokens } = ctx;
  const thingAt = ARTICLES.has(tokens[i + 1]?.text ?? '') ? i + 2 : i + 1;
  const byNoun = tokens[thingAt]?.kind === 'word' ? byTreatment.get(tokens[thingAt]!.canon) : undefined;
  // most words take no flag's thing as object: their verb forms are not worked out
  if (!byNoun) return null;
  const flag = verbBases(tokens[i]!.text).map((b) => byNoun.get(b)).find(Boolean);
  return flag && negatedAt(ctx, i) ? { flag, to: thingAt + 1 } : null;
}

/**
 * "hikes where the compass was not used" beside `compassUsed`: after the flag's thing, a verb of being and the flag's
 * ending in the passive, ending its clause, say the thing was or was not used. Where those words end and whether
 * they deny it; null when the words from `k` say no such thing.
 */
function passiveEndingAt(ctx: EngineContext, k: number, flag: FieldEntry): { readonly to: number; readonly denied: boolean } | null {
  const { end, denied, verb } = stateLinks(ctx, k, 1);
  const ending = fieldWordsOf(flag).slice(1);
  if (!verb || !ending.every((w, n) => ctx.tokens[end + n]?.canon === w)) return null;
  const to = end + ending.length;
  return endsClause(ctx.tokens[to]?.text) ? { to, denied } : null;
}

/**
 * "customers on autopay", "studies done with contrast", "autopay customers" beside `autopayEnabled`, `contrast_used`:
 * the thing a yes/no field is named for, said after a word that gives it to the records or right before the records,
 * is the flag set, unless a comparison follows ("points over 500" is an amount); "patients who smoke" beside `smoker`:
 * the verb a habit flag is the agent noun of, said without an object, is that flag set, unless it keys groups ("by smoking").
 */
export function thingFlagProposals(ctx: EngineContext): FilterProposal[] {
  const { byThing, byVerb, byTreatment } = thingFlags(ctx.index);
  if (!byThing.size && !byVerb.size && !byTreatment.size) return [];
  const proposals: FilterProposal[] = [];
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word' || ctx.roles[i] !== undefined) continue;
    const treated = byTreatment.size ? treatmentAt(ctx, i, byTreatment) : null;
    if (treated) {
      proposals.push({ field: treated.flag.name, value: !treated.lacked && !negatedAt(ctx, i), span: [i, i + 2], confidence: 0.7, rule: 'filters.thing-flag+treatment' });
      i++;
      continue;
    }
    const undone = byTreatment.size ? deniedTreatmentAt(ctx, i, byTreatment) : null;
    if (undone) {
      proposals.push({ field: undone.flag.name, value: false, span: [i, undone.to], confidence: 0.7, rule: 'filters.thing-flag+denied-treatment' });
      i = undone.to - 1;
      continue;
    }
    const flag = byThing.get(t.canon);
    const mention = mentionAt(ctx, i);
    const free = flag && (!mention || mention.entry === flag);
    // "neither leash nor muzzle was used": the first thing of a denied pair is said by the passive after the second
    const paired = free && PAIRED_DENIALS.has(tokens[i + 1]?.text ?? '') && byThing.has(tokens[i + 2]?.canon ?? '');
    // "how much saline was given" asks an amount of the thing, not whether it was given
    const passive = free && !AMOUNT_ASKING_WORDS.has(tokens[i - 1]?.text ?? '') ? passiveEndingAt(ctx, paired ? i + 3 : i + 1, flag) : null;
    if (passive) {
      proposals.push({ field: flag!.name, value: !passive.denied && !negatedAt(ctx, i) && !PAIRED_DENIALS.has(tokens[i - 1]?.text ?? ''), span: [i, paired ? i + 1 : passive.to], confidence: 0.7, rule: 'filters.thing-flag+passive' });
      if (!paired) i = passive.to - 1;
      continue;
    }
    const lead = free ? leadBefore(ctx, i) : null;
    if (free && !matchComparison(tokens, i + 1) && (THING_FLAG_LEADS.has(lead!.word) || collectionMentionAt(ctx, i + 1))) {
      proposals.push({ field: flag!.name, value: !lead!.denied && !negatedAt(ctx, i), span: [i, i + 1], confidence: 0.7, rule: 'filters.thing-flag' });
      continue;
    }
    // the bases of each word are worked out only where the schema keeps a habit flag
    const habit = byVerb.size ? verbBases(t.text).map((b) => byVerb.get(b)).find(Boolean) : undefined;
    if (habit && mention && mention.entry !== habit) continue;
    if (habit && i > 0 && !GROUP_KEY_LEADS.has(tokens[i - 1]!.text) && (i + 1 >= tokens.length || endsClause(tokens[i + 1]!.text))) {
      proposals.push({ field: habit.name, value: !negatedAt(ctx, i), span: [i, i + 1], confidence: 0.7, rule: 'filters.habit-flag' });
    }
  }
  return proposals;
}
