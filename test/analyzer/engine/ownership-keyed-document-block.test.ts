import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { compilePack, GENERIC } from './fixtures.ts';

// an invented building office, each field listed once, the collections sent sorted by name: a permit's fields begin at
// its number, an inspector's id stands among them, and the inspectors' own fields come last without their key
const PERMITS = [
  '_id', 'permit_number', 'permit_kind', 'zone_code', 'issued_on', 'status', 'inspector_id', 'site_contact',
  'site.street', 'site.city', 'fees_due', 'visits', 'visits.visit_id', 'visits.visited_on', 'visits.result',
  'full_name', 'district', 'hired_on',
];

test('keyed-document-block: an id amid a document keyed by a number points from it', () => {
  const index = buildFieldIndex(PERMITS, [compilePack(GENERIC)]);
  const { ownerOf } = fieldOwners(index, ['inspectors', 'permits']);
  const owner = (name: string) => ownerOf.get(index.byName.get(name)!);
  expect(['inspector_id', 'site_contact', 'site.city', 'fees_due', 'visits.result'].map(owner)).toEqual(['permits', 'permits', 'permits', 'permits', 'permits']);
  expect(['full_name', 'hired_on'].map(owner)).toEqual(['inspectors', 'inspectors']);
});
