import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented seed library: packets keep their own _id and a title; loans point at a packet by `packetId`
const SEEDS = {
  fields: ['_id', 'title', 'variety', 'shelfLabel', 'packetId', 'borrower', 'loanedAt'],
  collections: ['packets', 'loans'],
};

test('an object id after an entity noun is that entity key (filters.quoted+object-id-entity-key)', () => {
  const result = analyze('loans of packet 6a1f0c2b9e3d4a5b6c7d8e9f', SEEDS, { explain: true });
  expect(result.analysis.filters).toEqual({ packetId: '6a1f0c2b9e3d4a5b6c7d8e9f' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.quoted+object-id-entity-key']);
});

test('a verb of holding does not make the key a text search', () => {
  expect(analyze('loans that contain packet 6a1f0c2b9e3d4a5b6c7d8e9f', SEEDS).analysis.filters).toEqual({ packetId: '6a1f0c2b9e3d4a5b6c7d8e9f' });
});
