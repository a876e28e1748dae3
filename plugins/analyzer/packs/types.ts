import type { SectorPack } from './schema.ts';

export type SectorConfidence = 'high' | 'medium' | 'low';

/** Where a pack came from: bundled in `sector-packs/`, or the operator's `SECTOR_PACKS_DIR`. */
export type PackSource = 'builtin' | 'operator';

/** A validated pack with its request-independent indexes built once at start-up. */
export interface CompiledPack {
  readonly pack: SectorPack;
  /** normalised term (lower-case words joined by one space) → field-name candidates, in pack order */
  readonly synonyms: ReadonlyMap<string, readonly string[]>;
  /** normalised signal field names (lower-case, non-alphanumerics removed) */
  readonly signalFields: ReadonlySet<string>;
  /** normalised alias → canonical entity (collection) name */
  readonly entityAliases: ReadonlyMap<string, string>;
  /** normalised categorical value → field names that can hold it */
  readonly vocabulary: ReadonlyMap<string, readonly string[]>;
  /** absent means 'builtin' (hand-made packs in tests need not say) */
  readonly source?: PackSource;
}

export interface SectorDetection {
  readonly pack: CompiledPack;
  readonly confidence: SectorConfidence;
  /** evidence: the supplied field/collection names that matched the winning pack's signals */
  readonly matched: readonly string[];
  readonly score: number;
}

export interface PackLoadProblem {
  readonly path: string;
  readonly reason: string;
}

export interface PackRegistry {
  readonly generic: CompiledPack;
  /** every loaded pack by id, `_generic` included */
  readonly packs: ReadonlyMap<string, CompiledPack>;
  readonly problems: readonly PackLoadProblem[];
  detect(fields: readonly string[], collections: readonly string[]): SectorDetection;
}
