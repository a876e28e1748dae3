import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented fire service: firefighters with a rank, and shifts keeping the post each took that day
const FIRE = {
  fields: ['ffId', 'fullName', 'rank', 'stationCode', 'joinedOn', 'ShiftID', 'FFID', 'ShiftDate', 'Post', 'Position'],
  collections: ['firefighters', 'shifts'],
};

test('an occupation noun goes to the rank field beside a duty\'s position', () => {
  const { analysis, explanation } = analyze('list the lieutenants at station 4', FIRE, { explain: true });
  expect(analysis.filters.rank).toBe('lieutenant');
  expect(analysis.filters.Position).toBeUndefined();
  expect(explanation!.filters.evidence.map((e) => e.rule)).toContain('filters.part+occupation-noun');
});

test('a qualifier makes one title with the occupation noun of the records, kept in the rank field', () => {
  const ARCHIVE = { fields: ['curatorId', 'surname', 'rank', 'wing'], collections: ['curators'] };
  const { analysis, explanation } = analyze('show all assistant curators', ARCHIVE, { explain: true });
  expect(analysis.filters).toEqual({ rank: 'assistant curator' });
  expect(explanation!.filters.evidence.map((e) => e.rule)).toContain('filters.part+occupation-noun+job-field+title');
});

test('with a rank field alone, a bare occupation noun names the records, not a rank', () => {
  const ARCHIVE = { fields: ['staffId', 'surname', 'rank', 'floor'], collections: ['staff'] };
  expect(analyze('list the curators on floor 3', ARCHIVE).analysis.filters.rank).toBeUndefined();
});

test('a stage word in shorthand, and a settled one, are stages kept in the status field', () => {
  const DEPOT = { fields: ['consignment_id', 'placedAt', 'status', 'total'], collections: ['consignments'] };
  const { analysis, explanation } = analyze("show cxl'd consignments", DEPOT, { explain: true });
  expect(analysis.filters.status).toBe('cancelled');
  expect(explanation!.filters.evidence.map((e) => e.rule).some((r) => r.startsWith('filters.status-word'))).toBe(true);
  expect(analyze('how many settled consignments', DEPOT).analysis.filters.status).toBe('settled');
  expect(analyze('show consignments over 40 kg', DEPOT).analysis.filters.status).toBeUndefined();
});
