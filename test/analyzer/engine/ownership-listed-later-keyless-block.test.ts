import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { compilePack, GENERIC } from './fixtures.ts';

// an invented building contractor, each field listed once, the collections sent in an order of their own: a job
// points at its client by a key listed amid its values, before its visits; the crews' block opens at their key right
// after the visits, and the clients, sent last, keep their keyless fields after it
const JOBS = [
  '_id', 'job_id', 'title', 'site', 'started_on', 'client_id', 'budget', 'visits', 'visits.visit_id', 'visits.date',
  'visits.hours', 'crew_id', 'trade', 'day_rate', 'certified_on', 'town', 'mobile',
];

const owners = (fields: readonly string[], collections: readonly string[]) => {
  const index = buildFieldIndex(fields, [compilePack(GENERIC)]);
  const { ownerOf } = fieldOwners(index, collections);
  return (name: string) => ownerOf.get(index.byName.get(name)!);
};

test('listed-later-keyless-block: a key of a collection sent after the next block\'s points from the record listing it', () => {
  const owner = owners(JOBS, ['jobs', 'crews', 'clients']);
  expect(['client_id', 'budget', 'visits', 'visits.date'].map(owner)).toEqual(['jobs', 'jobs', 'jobs', 'jobs']);
  expect(['crew_id', 'trade', 'day_rate'].map(owner)).toEqual(['crews', 'crews', 'crews']);
});

test('listed-later-keyless-block: the pointed-at collection sent before the next block\'s still begins at its key', () => {
  const owner = owners(JOBS, ['jobs', 'clients', 'crews']);
  expect(['client_id', 'budget'].map(owner)).toEqual(['clients', 'clients']);
});

test('listed-later-keyless-block: collections sent sorted give no order, the key still begins its block', () => {
  const owner = owners(JOBS, ['clients', 'crews', 'jobs']);
  expect(owner('client_id')).toBe('clients');
});

// invented lists where the collections are sent in an order the fields do not follow: the document's collection is
// not listed before the later block's, so the order says nothing and the id still begins its collection's block
const CAMPUS = ['course_id', 'title', 'credits', 'campus_id', 'city', 'founded', 'buildings.code', 'buildings.floors', 'teacher_id', 'subject', 'salary'];
const KENNEL = ['dog_id', 'name', 'breed', 'kennel_id', 'address', 'capacity', 'runs.number', 'runs.length', 'owner_id', 'surname', 'phone'];
const THEATRE = ['show_id', 'title', 'opens_on', 'venue_id', 'seats', 'city', 'stages.name', 'stages.width', 'producer_id', 'company', 'budget'];

test.each([
  ['campus', CAMPUS, ['teachers', 'courses', 'campuses'], ['campus_id', 'city', 'founded', 'buildings.code'], 'campuses'],
  ['campus', CAMPUS, ['teachers', 'campuses', 'courses'], ['campus_id', 'city', 'founded', 'buildings.code'], 'campuses'],
  ['kennel', KENNEL, ['owners', 'dogs', 'kennels'], ['kennel_id', 'address', 'capacity', 'runs.number'], 'kennels'],
  ['kennel', KENNEL, ['owners', 'kennels', 'dogs'], ['kennel_id', 'address', 'capacity', 'runs.number'], 'kennels'],
  ['theatre', THEATRE, ['producers', 'venues', 'shows'], ['venue_id', 'seats', 'city', 'stages.name'], 'venues'],
  ['jobs', JOBS, ['crews', 'jobs', 'clients'], ['client_id', 'budget'], 'clients'],
] as const)('listed-later-keyless-block: does not fire when the document\'s collection is not listed first (%s %p)', (_, fields, collections, block, owner) => {
  const ownerOf = owners(fields, collections);
  expect(block.map(ownerOf)).toEqual(block.map(() => owner));
});
