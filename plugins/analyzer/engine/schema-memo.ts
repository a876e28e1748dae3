import type { SectorT } from '../model.ts';
import type { CompiledPack, PackRegistry } from '../packs/types.ts';
import { BoundedCache } from '../../../src/bounded-cache.ts';
import { fieldIndexFor, type FieldIndex } from './field-index.ts';
import { collectionKey, collectionNameKeys, fieldOwners, type FieldOwners } from './ownership.ts';
import { canonWord } from './text.ts';

/** Everything the engine derives from the schema alone (fields + collections), whatever the prompt. */
export interface SchemaFacts {
  readonly pack: CompiledPack;
  readonly sector: SectorT;
  readonly index: FieldIndex;
  /** matching key of a collection name or of a pack entity alias → the candidate collection it names */
  readonly collectionKeys: ReadonlyMap<string, string>;
  /** which collection each field lives in (see ownership.ts) */
  readonly owners: FieldOwners;
}

export const SCHEMA_CACHE_LIMIT = 64;

/**
 * Requests repeat schemas far more than prompts: sector detection, the field index and collection keys are
 * computed once per distinct (fields, collections) pair and kept for the last SCHEMA_CACHE_LIMIT pairs.
 */
export function createSchemaMemo(registry: PackRegistry, limit = SCHEMA_CACHE_LIMIT) {
  const cache = new BoundedCache<string, SchemaFacts>(limit);
  const memo = (fields: readonly string[], collections: readonly string[]): SchemaFacts =>
    // JSON keeps the key unambiguous whatever characters the names contain
    cache.getOrCompute(JSON.stringify([fields, collections]), () => schemaFacts(registry, fields, collections));
  return Object.assign(memo, { size: () => cache.size });
}

export function schemaFacts(registry: PackRegistry, fields: readonly string[], collections: readonly string[]): SchemaFacts {
  let pack: CompiledPack = registry.generic;
  let sector: SectorT = { id: registry.generic.pack.id, label: registry.generic.pack.label, confidence: 'low' };
  try {
    const detected = registry.detect(fields, collections);
    pack = detected.pack;
    sector = { id: pack.pack.id, label: pack.pack.label, confidence: detected.confidence };
  } catch {
    // a faulty pack must not fail the request: fall back to the generic pack
  }
  const packs = pack === registry.generic ? [pack] : [pack, registry.generic];
  const index = fieldIndexFor(fields, packs);
  const named = collections.filter((c) => typeof c === 'string' && c.length > 0);
  return { pack, sector, index, collectionKeys: collectionKeysFor(collections, [pack, registry.generic]), owners: fieldOwners(index, named) };
}

/** Collections by matching key: their own names first, then the pack entity aliases that name one of them. */
function collectionKeysFor(collections: readonly string[], packs: readonly CompiledPack[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const c of collections) {
    if (typeof c === 'string' && c) keys.set(collectionKey(c), c);
  }
  // "shipping agents" names Ref_Shipping_Agents, "routes" flight_routes, when no other collection claims the words
  for (const [key, c] of collectionNameKeys(collections)) if (!keys.has(key)) keys.set(key, c);
  for (const pack of packs) {
    for (const [alias, entity] of pack.entityAliases) {
      const target = keys.get(collectionKey(entity));
      const key = alias.split(/\s+/).map(canonWord).join('');
      if (target && !keys.has(key)) keys.set(key, target);
    }
  }
  return keys;
}
