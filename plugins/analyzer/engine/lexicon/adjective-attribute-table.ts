import { ADJECTIVE_ATTRIBUTE_LINES } from './adjective-attributes.ts';

let table: ReadonlyMap<string, readonly string[]> | undefined;

/**
 * The nouns of what an adjective describes ("severe" → severity, degree; "bad" → quality), read from the generated
 * WordNet table on first use, so a question without such a word costs nothing at start-up.
 */
export function adjectiveAttributes(adjective: string): readonly string[] | undefined {
  table ??= new Map(ADJECTIVE_ATTRIBUTE_LINES.split('\n').map((line) => {
    const [word, ...nouns] = line.split(' ');
    return [word!, nouns] as const;
  }));
  return table.get(adjective);
}
