import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: the agent of a verb may be kept as an organisation field (filters.agent-owned)', () => {
  // an invented orchard register: orchards and the firm that owns each
  const ORCHARDS = { fields: ['orchard_id', 'orchard_name', 'owner_company', 'hectares', 'county'], collections: ['orchards'] };
  test('"owned by" goes to the owner\'s company field', () => {
    const owned = analyze('Which orchards are owned by Bramble Fruit?', ORCHARDS, { explain: true });
    expect(owned.analysis.filters).toEqual({ owner_company: 'Bramble Fruit' });
    expect(owned.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.agent-owned');
  });
  test('a field the agent noun names itself is still preferred', () => {
    const OWNED = { fields: ['orchard_id', 'orchard_name', 'owner', 'owner_company'], collections: ['orchards'] };
    expect(Object.keys(analyze('orchards owned by Bramble Fruit', OWNED).analysis.filters)).toEqual(['owner']);
  });
});

describe('filters: a full stop after an agent\'s name ends the sentence unless it follows an initial (filters.agent-owned)', () => {
  const BARGES = { fields: ['barge_id', 'barge_name', 'owner', 'tonnage'], collections: ['barges'] };
  test('the sentence\'s full stop is no part of the name, an initial\'s is', () => {
    expect(analyze('Show barges owned by Tamsin.', BARGES).analysis.filters).toEqual({ owner: 'Tamsin' });
    expect(analyze('Show barges owned by K. Oduya.', BARGES).analysis.filters).toEqual({ owner: 'K. Oduya' });
  });
});
