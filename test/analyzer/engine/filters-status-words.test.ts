import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a courier firm (each courier keeps their runs, each run its stage) and a help desk (the stage named by the records)
const COURIERS = {
  fields: ['courier_id', 'courier_name', 'Runs', 'Runs.run_id', 'Runs.status', 'Runs.parcel_count', 'Runs.started_on'],
  collections: ['couriers'],
};
const DESK = { fields: ['ticket_id', 'subject', 'ticket_status_code', 'opened_on', 'assigned_to'], collections: ['tickets'] };
const SHELTER = { fields: ['animal_id', 'animal_name', 'adoption_status', 'intake_date'], collections: ['animals'] };
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('filters: a stage word said of records sets the status field keeping their stage', () => {
  test.each([
    ['couriers with cancelled runs', COURIERS, { 'Runs.status': 'cancelled' }],
    ['couriers whose runs are pending', COURIERS, { 'Runs.status': 'pending' }],
    ['how many tickets have been resolved', DESK, { ticket_status_code: 'resolved' }],
    ['tickets that were not closed', DESK, { ticket_status_code: { $ne: 'closed' } }],
    ['confirmed courier runs', COURIERS, { 'Runs.status': 'confirmed' }],
    ['how many tickets were withdrawn', DESK, { ticket_status_code: 'withdrawn' }],
    ['couriers with voided runs', COURIERS, { 'Runs.status': 'voided' }],
    ['couriers with paid runs', COURIERS, { 'Runs.status': 'paid' }],
    ['unresolved tickets', DESK, { ticket_status_code: 'unresolved' }],
    ['tickets that are still available', DESK, { ticket_status_code: 'available' }],
    ['how many adopted animals', SHELTER, { adoption_status: 'adopted' }],
    ['how many animals are dead', SHELTER, { adoption_status: 'dead' }],
    // a phrase of ending up in a state links it as a verb of being
    ['tickets that came back closed', DESK, { ticket_status_code: 'closed' }],
    ['how many tickets ended up withdrawn', DESK, { ticket_status_code: 'withdrawn' }],
  ])('%p', (prompt, schema, expected) => {
    expect(run(prompt, schema).analysis.filters).toEqual(expected);
  });

  test('the evidence names the status-word rule', () => {
    expect(run('couriers with cancelled runs', COURIERS).explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.status-word']);
  });

  test.each([
    // the stage word said of something else, or a verb taking an object
    ['couriers who completed the training', COURIERS],
    ['tickets closed by the night shift', DESK],
    ['tickets paid by card', DESK],
    ['couriers available for a run on Monday', COURIERS],
    // a stage word ranked by an adverb measures a figure ("the best paid")
    ['the 3 best paid couriers', COURIERS],
    ['well paid couriers', COURIERS],
    ['tickets that came back from the vendor', DESK],
  ])('%p sets no stage', (prompt, schema) => {
    expect(Object.keys(run(prompt, schema).analysis.filters).filter((f) => f.includes('status'))).toEqual([]);
  });
});

describe('filters: a stage phrase hyphenated before the records\' noun is their stage', () => {
  test.each([
    ['in-progress tickets', { ticket_status_code: 'in-progress' }],
    ['how many on-hold tickets are there', { ticket_status_code: 'on-hold' }],
  ])('%p', (prompt, filters) => {
    expect(run(prompt, DESK).analysis.filters).toEqual(filters);
  });
});
