import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const collectionOf = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });
const rules = (result: ReturnType<typeof analyze>) => result.explanation?.collection.evidence.map((e) => e.rule) ?? [];

describe('collection: records named after a count threshold, pointing at the records before it, are counted', () => {
  const GUILDS = { fields: ['_id', 'guild_name', 'founded_yr', 'weaver_id', 'guild_id', 'weaver_name', 'loom_count'], collections: ['guilds', 'weavers'] };

  test.each(['guilds with more than 9 weavers', 'guilds that have at least 3 weavers'])('%p → weavers', (prompt) => {
    const result = collectionOf(prompt, GUILDS);
    expect(result.analysis.collection[0]).toBe('weavers');
    expect(rules(result)).toContain('collection.counted');
  });

  test('records linked to the group only through a third collection are not counted there', () => {
    const LINKED = {
      fields: ['_id', 'potter_id', 'potter_name', 'fair_id', 'fair_town', 'stall_no', 'stall_potter_id', 'stall_fair_id'],
      collections: ['potters', 'fairs', 'stalls'],
    };
    expect(rules(collectionOf('potters with more than 2 fairs', LINKED))).not.toContain('collection.counted');
  });
});
