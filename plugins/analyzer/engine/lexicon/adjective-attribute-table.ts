import { ADJECTIVE_ATTRIBUTE_LINES } from './adjective-attributes.ts';

let table: ReadonlyMap<string, readonly string[]> | undefined;

/**
 * The nouns of what an adjective describes ("severe" → severity, degree; "bad" → quality), read from the generated
 * WordNet table on first use, so a question without such a word costs nothing at start-up.
 */
export function adjectiveAttributes(adjective: string): readonly string[] | undefined {
  // one look-up: every question's every word asks, and most are no such adjective
  return adjectiveAttributeTable().get(adjective);
}

/**
 * The nouns of what an adjective describes that are its own noun form, made from its stem ("bitter" → bitterness,
 * "humid" → humidity, "noisy" → noisiness, "reliable" → reliability): they name the adjective's own end of the scale,
 * where the others may name the scale from its other end ("new" → age, "weak" → strength).
 */
export function ownAttributeNouns(adjective: string): readonly string[] {
  const stem = adjective.replace(/ble$/, 'bil').replace(/e$/, '').replace(/([^aeiou])y$/, '$1i');
  return (adjectiveAttributes(adjective) ?? []).filter((noun) => noun.startsWith(adjective) || noun.startsWith(stem));
}

/** Every adjective with the nouns of what it describes (adjectiveAttributes), for tables read the other way round. */
export function adjectiveAttributeTable(): ReadonlyMap<string, readonly string[]> {
  table ??= new Map([...ADDED_ATTRIBUTES, ...ADJECTIVE_ATTRIBUTE_LINES.split('\n').map((line) => {
    const [word, ...nouns] = line.split(' ');
    return [word!, [...nouns, ...(ADDED_ATTRIBUTES.get(word!) ?? [])]] as const;
  })]);
  return table;
}

/**
 * Attributes WordNet does not give an adjective's first sense but schemas name it by: who owns or runs a thing
 * ("private hospitals" → `ownership`, "public schools" → `sector`).
 */
const OWNERSHIP_NOUNS: readonly string[] = ['ownership', 'sector', 'governance'];
const ADDED_ATTRIBUTES: ReadonlyMap<string, readonly string[]> = new Map(
  ['private', 'public', 'municipal', 'nonprofit', 'charitable', 'independent', 'state-owned', 'government'].map((word) => [word, OWNERSHIP_NOUNS] as const),
);
