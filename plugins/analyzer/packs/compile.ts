import type { SectorPack } from './schema.ts';
import type { CompiledPack, PackSource } from './types.ts';

/** Business terms, aliases and categorical values: lower-case, `_` and whitespace runs become one space. */
export function normaliseTerm(term: string): string {
  return term.toLowerCase().replace(/[\s_]+/g, ' ').trim();
}

/** Field names: lower-case with every non-alphanumeric removed, so `order_date`, `orderDate` and `order-date` meet. */
export function normaliseFieldName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function appendUnique<K>(index: Map<K, string[]>, key: K, values: readonly string[]): void {
  const existing = index.get(key);
  if (!existing) {
    index.set(key, [...new Set(values)]);
    return;
  }
  for (const value of values) if (!existing.includes(value)) existing.push(value);
}

/** Builds the request-independent indexes of one validated pack. */
export function compilePack(pack: SectorPack, source: PackSource = 'builtin'): CompiledPack {
  // Two spellings of one term ("Revenue", "revenue ") merge their candidates, first spelling's order first.
  const synonyms = new Map<string, string[]>();
  for (const [term, candidates] of Object.entries(pack.synonyms)) appendUnique(synonyms, normaliseTerm(term), candidates);

  const signalFields = new Set(pack.signals.fields.map(normaliseFieldName));

  // The canonical name is an alias of itself so "orders" resolves even when no alias repeats it.
  const entityAliases = new Map<string, string>();
  for (const entity of pack.entities) {
    for (const alias of [entity.name, ...entity.aliases]) {
      const key = normaliseTerm(alias);
      if (!entityAliases.has(key)) entityAliases.set(key, entity.name);
    }
  }

  const vocabulary = new Map<string, string[]>();
  for (const [field, values] of Object.entries(pack.vocabularies)) {
    for (const value of values) appendUnique(vocabulary, normaliseTerm(value), [field]);
  }

  return { pack, source, synonyms, signalFields, entityAliases, vocabulary };
}
