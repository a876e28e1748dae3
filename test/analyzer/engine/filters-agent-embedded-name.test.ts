import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented pattern library: patterns embed their author's pen name; reviews keep who reviewed them
const PATTERNS = {
  fields: ['_id', 'title', 'craft', 'author.id', 'author.penName', 'postedOn', 'patternId', 'reviewer', 'stars'],
  collections: ['patterns', 'reviews'],
};

test('a creator named after "by" is the name kept inside the record the creator noun names (filters.agent-by+embedded-name)', () => {
  const result = analyze('patterns by Ines Marlowe', PATTERNS, { explain: true });
  expect(result.analysis.filters).toEqual({ 'author.penName': 'Ines Marlowe' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.agent-by+embedded-name']);
});
