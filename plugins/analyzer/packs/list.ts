import type { PackRegistry, PackSource } from './types.ts';

export interface PackSummary {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly source: PackSource;
  /** number of signal fields */
  readonly signals: number;
  /** number of synonym terms */
  readonly synonyms: number;
  /** canonical entity (collection) names */
  readonly entities: readonly string[];
}

/** What `GET /api/sectors` answers: one line per loaded pack, `_generic` first, then by id. */
export function listPacks(registry: PackRegistry): PackSummary[] {
  return [...registry.packs.values()]
    .map(({ pack, synonyms, source }) => ({
      id: pack.id,
      label: pack.label,
      description: pack.description ?? '',
      source: source ?? 'builtin',
      signals: pack.signals.fields.length,
      synonyms: synonyms.size,
      entities: pack.entities.map((entity) => entity.name),
    }))
    .sort((a, b) => (a.id === b.id ? 0 : a.id < b.id ? -1 : 1));
}
