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

// an invented boat yard: boats keep the services done to them, each with the yard's name
const BOATS = { fields: ['hull_no', 'berth', 'services.service_date', 'services.cost', 'services.yard_name'], collections: ['boats', 'owners'] };

test('a company\'s name after "at" a verb is whoever did it, like one after "by" (filters.agent-serviced+embedded-name)', () => {
  const result = analyze('boats that have been serviced at Harrow Yard Ltd', BOATS, { explain: true });
  expect(result.analysis.filters).toEqual({ 'services.yard_name': 'Harrow Yard Ltd' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.agent-serviced+embedded-name']);
});

test('a firm after "with", after a verb whose subject buys, or where the records keep a firm field is no doer', () => {
  const SPARES = { fields: ['_id', 'part_no', 'buyer_name', 'supplier_name', 'price'], collections: ['spares'] };
  expect(analyze('spares bought at Orme Supplies Ltd', SPARES).analysis.filters).toEqual({ supplier_name: 'Orme Supplies Ltd' });
  const DEALS = { fields: ['_id', 'signer_name', 'counterparty'], collections: ['deals'] };
  expect(analyze('deals signed with Pelham Ltd', DEALS).analysis.filters).not.toHaveProperty('signer_name');
  const PARCELS = { fields: ['_id', 'sender_name', 'carrier_name'], collections: ['parcels'] };
  expect(analyze('parcels sent with Swift Haul Inc', PARCELS).analysis.filters).not.toHaveProperty('sender_name');
  expect(analyze('boats serviced with Harrow Yard Inc', BOATS).analysis.filters).not.toHaveProperty('services.yard_name');
});
