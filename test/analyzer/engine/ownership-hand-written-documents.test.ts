import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

// invented document schemas written by hand, each field listed once, collections sorted by name: a record may keep
// plain values after its embedded lists, and point at another collection among its own values

/** The owner read for each field named, by name. */
const ownersRead = (schema: { fields: string[]; collections: string[] }, names: string[]) => {
  const index = buildFieldIndex(schema.fields, []);
  const { ownerOf } = fieldOwners(index, schema.collections);
  return Object.fromEntries(names.map((name) => [name, ownerOf.get(index.byName.get(name)!)]));
};
const expectOwners = (schema: { fields: string[]; collections: string[] }, expected: Record<string, string>) => expect(ownersRead(schema, Object.keys(expected))).toEqual(expected);

// a brewery: brewers (pointing at their supplier), batches with values after their lists, tastings, then the
// suppliers' keyless block (their key listed with the brewers)
const BREWERY = {
  fields: [
    '_id', 'brewerId', 'supplierId', 'shiftPattern', 'certifications', 'certifications.code', 'certifications.issuedOn',
    'batchId', 'brewedOn', 'style', 'hops', 'hops.lotCode', 'hops.grams', 'finalGravity', 'adjuncts', 'adjuncts.itemCode', 'adjuncts.grams', 'litres', 'labelCost',
    'tastingId', 'tastedOn', 'panelSize', 'scores', 'scores.judgeCode', 'scores.points',
    'leadTimeDays', 'depot', 'depot.city', 'depot.region', 'rating',
  ],
  collections: ['batches', 'brewers', 'suppliers', 'tastings'],
};

test('plain values after a record\'s lists continue it when more such runs come than collections left', () => {
  expectOwners(BREWERY, { finalGravity: 'batches', labelCost: 'batches', leadTimeDays: 'suppliers', 'depot.city': 'suppliers' });
});

test('negative: one run after lists for the one collection left is that collection\'s block', () => {
  const fields = BREWERY.fields.filter((f) => !['finalGravity', 'adjuncts', 'adjuncts.itemCode', 'adjuncts.grams', 'litres', 'labelCost'].includes(f));
  expectOwners({ ...BREWERY, fields }, { 'hops.grams': 'batches', leadTimeDays: 'suppliers' });
});

// a book club app: members keyed by the document key alone, the club they belong to among their values, and meetings
// pointing at clubs under roles
const BOOK_CLUB = {
  fields: ['_id', 'nickname', 'email', 'birthDate', 'clubId', 'prefs', 'prefs.genre', 'prefs.format', 'isActive', 'joinedAt', 'title', 'foundedOn', 'hostClubId', 'guestClubId', 'heldOn'],
  collections: ['clubs', 'meetings', 'members'],
};
const clubOwners = (fields: string[]) => Object.values(ownersRead({ ...BOOK_CLUB, fields }, ['clubId', 'prefs.genre', 'joinedAt']));

test('records keyed by the document key alone: a bare id of a collection pointed at under roles begins no block among a record\'s values', () => {
  expect(clubOwners(BOOK_CLUB.fields)).not.toContain('clubs');
});

test('negative: with no role pointing at the collection, or no nested value right after the id, the id still begins its block', () => {
  expect(clubOwners(BOOK_CLUB.fields.map((f) => (f === 'hostClubId' ? 'venueName' : f)).filter((f) => f !== 'guestClubId'))).toEqual(['clubs', 'clubs', 'clubs']);
  expect(clubOwners(BOOK_CLUB.fields.filter((f) => !f.startsWith('prefs')))).toContain('clubs');
});
