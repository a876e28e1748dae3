import { normaliseFieldName } from './compile.ts';
import type { CompiledPack, SectorConfidence, SectorDetection } from './types.ts';

/**
 * Sector detection: which pack do the supplied field and collection names look like?
 *
 * Score of a pack = distinct signal fields hit + collectionWeight × distinct signal collections hit.
 * - A supplied field hits through its whole path or, failing that, its last dotted segment
 *   (`items.unit_price` → `unitprice`), compared normalised (lower-case, alphanumerics only) and
 *   singular/plural-insensitive (`genre` ~ `genres`, `category` ~ `categories`, `address` ~ `addresses`).
 * - A signal counts once however many supplied names hit it, so `address.city` + `location.city` is one point.
 * - Signal collections are the pack's `signals.collections` plus its entity names; they weigh more than a field
 *   because a collection called `patients` says more than a field called `diagnosis`.
 *
 * Confidence scale (best = top score, margin = best − runner-up; `_generic` never competes):
 * - best < 2 (thin evidence) or margin 0 (tie)              → `_generic`, low
 * - best ≥ 6, margin ≥ 3 and best ≥ 1.5 × runner-up         → winner, high
 * - best ≥ 3 and margin ≥ 2                                 → winner, medium
 * - otherwise                                               → winner, low
 */
export const DETECTION_SCALE = {
  collectionWeight: 2,
  minScore: 2,
  high: { score: 6, margin: 3, ratio: 1.5 },
  medium: { score: 3, margin: 2 },
} as const;

/** The spellings one name takes in singular and plural (English regular forms, enough for field names). */
function numberVariants(name: string): string[] {
  const variants = [name];
  if (/[^aeiou]y$/.test(name)) variants.push(`${name.slice(0, -1)}ies`);
  else if (/(s|x|ch|sh)$/.test(name)) variants.push(`${name}es`);
  else variants.push(`${name}s`);
  if (name.endsWith('ies')) variants.push(`${name.slice(0, -3)}y`);
  else if (/(s|x|ch|sh)es$/.test(name)) variants.push(name.slice(0, -2));
  if (/[^s]s$/.test(name)) variants.push(name.slice(0, -1));
  return variants;
}

const NO_KEY = -1;

/**
 * Names are looked up by a 53-bit hash of their normalised form (ASCII letters lower-cased, digits kept, everything
 * else dropped, as normaliseFieldName does) computed in one pass over the raw text, so a request allocates no
 * strings. Two independent 32-bit multiplicative hashes make a collision with one of the few hundred signal
 * spellings practically impossible, and harmless if it happened (one point). `from` has no default on purpose:
 * a defaulted parameter made this loop three times slower on Bun 1.4.
 */
function nameKey(text: string, from: number): number {
  let low = 0x811c9dc5;
  let high = 0x9747b28c;
  let kept = 0;
  for (let index = from; index < text.length; index++) {
    let code = text.charCodeAt(index);
    if (code >= 65 && code <= 90) code += 32;
    else if (!((code >= 97 && code <= 122) || (code >= 48 && code <= 57))) continue;
    low = Math.imul(low ^ code, 0x01000193);
    high = Math.imul(high ^ code, 0x5bd1e995);
    kept++;
  }
  return kept === 0 ? NO_KEY : (low >>> 0) * 0x200000 + (high >>> 11);
}

/** Maps every spelling of every signal to one signal id, and each signal id to the packs that list it. */
class SignalIndex {
  private readonly idByKey = new Map<number, number>();
  readonly packsBySignal: number[][] = [];

  add(name: string, packIndex: number): void {
    const keys = numberVariants(normaliseFieldName(name)).map((spelling) => nameKey(spelling, 0)).filter((key) => key !== NO_KEY);
    let id = keys.map((key) => this.idByKey.get(key)).find((known) => known !== undefined);
    if (id === undefined) {
      id = this.packsBySignal.length;
      this.packsBySignal.push([]);
    }
    for (const key of keys) if (!this.idByKey.has(key)) this.idByKey.set(key, id);
    const packs = this.packsBySignal[id];
    if (!packs.includes(packIndex)) packs.push(packIndex);
  }

  /** Signal id a supplied name spells (from `from` on), if any. */
  lookup(text: string, from: number): number | undefined {
    return this.idByKey.get(nameKey(text, from));
  }

  /** Signal id of a supplied field: its whole path, else its last dotted segment. */
  lookupField(field: string): number | undefined {
    const whole = this.lookup(field, 0);
    if (whole !== undefined) return whole;
    const dot = field.lastIndexOf('.');
    return dot >= 0 ? this.lookup(field, dot + 1) : undefined;
  }
}

export type Detector = (fields: readonly string[], collections: readonly string[]) => SectorDetection;

/** Precomputes the signal indexes of `candidates` (the packs that compete; not `_generic`). */
export function createDetector(candidates: readonly CompiledPack[], generic: CompiledPack): Detector {
  const fieldSignals = new SignalIndex();
  const collectionSignals = new SignalIndex();
  candidates.forEach((compiled, packIndex) => {
    for (const field of compiled.pack.signals.fields) fieldSignals.add(field, packIndex);
    for (const collection of compiled.pack.signals.collections ?? []) collectionSignals.add(collection, packIndex);
    for (const entity of compiled.pack.entities) collectionSignals.add(entity.name, packIndex);
  });
  // One cell per signal, reused across calls: a signal is already counted when its cell holds this call's stamp.
  const fieldStamps = new Float64Array(fieldSignals.packsBySignal.length);
  const collectionStamps = new Float64Array(collectionSignals.packsBySignal.length);
  const scores = new Float64Array(candidates.length);
  let stamp = 0;
  // Signal id each supplied name hit in this call (-1: none), so the evidence pass need not hash again.
  let fieldHits = new Int32Array(64);
  let collectionHits = new Int32Array(64);

  /** Adds `weight` to every pack listing signal `id`, unless this call already counted that signal; returns the id or -1. */
  function count(index: SignalIndex, stamps: Float64Array, id: number | undefined, weight: number): number {
    if (id === undefined) return -1;
    if (stamps[id] !== stamp) {
      stamps[id] = stamp;
      for (const packIndex of index.packsBySignal[id]) scores[packIndex] += weight;
    }
    return id;
  }

  /** The supplied names whose hit signal the winner lists, in the order given: fields, then collections. */
  function evidence(winner: number, fields: readonly string[], collections: readonly string[]): string[] {
    const matched: string[] = [];
    const collect = (names: readonly string[], hits: Int32Array, index: SignalIndex) => {
      for (let position = 0; position < names.length; position++) {
        const id = hits[position];
        if (id >= 0 && index.packsBySignal[id].includes(winner)) matched.push(names[position]);
      }
    };
    collect(fields, fieldHits, fieldSignals);
    collect(collections, collectionHits, collectionSignals);
    return matched;
  }

  return (fields, collections) => {
    stamp += 1;
    scores.fill(0);
    if (fieldHits.length < fields.length) fieldHits = new Int32Array(fields.length);
    if (collectionHits.length < collections.length) collectionHits = new Int32Array(collections.length);
    for (let position = 0; position < fields.length; position++) {
      fieldHits[position] = count(fieldSignals, fieldStamps, fieldSignals.lookupField(fields[position]), 1);
    }
    for (let position = 0; position < collections.length; position++) {
      const id = collectionSignals.lookup(collections[position], 0);
      collectionHits[position] = count(collectionSignals, collectionStamps, id, DETECTION_SCALE.collectionWeight);
    }

    let best = -1;
    let runnerUpScore = 0;
    for (let packIndex = 0; packIndex < scores.length; packIndex++) {
      const score = scores[packIndex];
      if (best < 0 || score > scores[best]) {
        if (best >= 0) runnerUpScore = scores[best];
        best = packIndex;
      } else if (score > runnerUpScore) {
        runnerUpScore = score;
      }
    }
    const bestScore = best < 0 ? 0 : scores[best];
    if (bestScore < DETECTION_SCALE.minScore || bestScore === runnerUpScore) {
      return { pack: generic, confidence: 'low', matched: [], score: bestScore };
    }
    return {
      pack: candidates[best],
      confidence: confidenceOf(bestScore, runnerUpScore),
      matched: evidence(best, fields, collections),
      score: bestScore,
    };
  };
}

function confidenceOf(best: number, runnerUp: number): SectorConfidence {
  const { high, medium } = DETECTION_SCALE;
  const margin = best - runnerUp;
  if (best >= high.score && margin >= high.margin && best >= high.ratio * runnerUp) return 'high';
  if (best >= medium.score && margin >= medium.margin) return 'medium';
  return 'low';
}
