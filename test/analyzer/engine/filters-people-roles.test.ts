import { describe, expect, test } from 'bun:test';
import { expectFilters, filterEvidence, runOnSchema } from './fixtures.ts';

// an invented equine clinic: visits keep the surgeon as a record of its own, with the name inside it
const CLINIC: readonly [string[], string[]] = [
  ['visitId', 'horseName', 'visitType', 'surgeon', 'surgeon.name', 'surgeon.staffNo', 'stable', 'stable.name', 'approvedBy', 'fee'],
  ['visits'],
];
// an invented physio practice: sessions keep their physician, referrals the referring clinician
const PHYSIO: readonly [string[], string[]] = [
  ['sessionId', 'startedOn', 'physician', 'minutes', 'referralId', 'referringClinician', 'reason'],
  ['referrals', 'sessions'],
];
// an invented kennel club: kennels keep their owner as a record of its own
const KENNELS: readonly [string[], string[]] = [['kennelId', 'breed', 'isClosed', 'owner', 'owner.memberId', 'owner.fullName'], ['kennels']];
// an invented shipyard: welds keep the welder; seams the yard department
const YARD: readonly [string[], string[]] = [['weldId', 'seamCode', 'weldedOn', 'welderName', 'department'], ['welds']];
// an invented bike workshop: repairs keep the mechanic by a clipped noun
const WORKSHOP: readonly [string[], string[]] = [['repairId', 'bikeModel', 'techName', 'labourMins', 'partsCost'], ['repairs']];
// an invented brewery: batches keep their tastings, each with its taster
const BREWERY: readonly [string[], string[]] = [['batchId', 'style', 'brewer', 'tastings', 'tastings.tastedOn', 'tastings.taster', 'tastings.score'], ['batches']];

describe('filters: a person named for a role goes to the field for that role', () => {
  test('a title names the name kept inside the record of its class, not another record\'s name', () => {
    expectFilters('visits with Dr Varga last week', CLINIC, { 'surgeon.name': 'Varga' }, 'filters.titled-person');
    const noSurgeon: readonly [string[], string[]] = [CLINIC[0].filter((f) => !f.startsWith('surgeon')), CLINIC[1]];
    expect(runOnSchema('visits with Dr Varga', ...noSurgeon).analysis.filters['stable.name']).toBeUndefined();
  });

  test('of two fields of a title\'s class, the one kept by the records the question names', () => {
    expectFilters('sessions Dr Varga ran in May', PHYSIO, { physician: 'Varga' }, 'filters.titled-person');
    expect(filterEvidence(runOnSchema('anything Dr Varga ran', ...PHYSIO))).not.toContain('filters.titled-person');
  });

  test('a surname after a title written in lower case is read as a name, where the schema keeps names', () => {
    const named: readonly [string[], string[]] = [[...PHYSIO[0], 'patientName'], PHYSIO[1]];
    expectFilters('sessions with dr varga', named, { physician: 'Varga' }, 'filters.titled-person+lower-case-name');
    expectFilters('sessions with dr varga', PHYSIO, {});
  });

  test('a bare verb after "did" and a titled name names the field spelled with that verb and "by"', () => {
    expectFilters('which visits did Dr Varga approve', CLINIC, { approvedBy: 'Varga' }, 'filters.agent-before-done-by-field');
    expectFilters('which visits did Dr Varga attend', CLINIC, { 'surgeon.name': 'Varga' }, 'filters.titled-person');
  });

  test('an agent noun naming a record of its own gives the name kept inside it', () => {
    expectFilters('closed kennels owned by Ines Falk', KENNELS, { isClosed: true, 'owner.fullName': 'Ines Falk' }, 'filters.agent-owned+embedded-name');
  });

  test('a verb with a particle and "by" before a person names the records\' doer, not before a noun of the schema', () => {
    expectFilters('welds carried out by K. Brandt', YARD, { welderName: 'K. Brandt' }, 'filters.agent-carried+records-doer');
    expect(runOnSchema('welds carried out by Hull department', ...YARD).analysis.filters.welderName).toBeUndefined();
  });

  test('work assigned to a person goes to the records\' doer, a clipped occupation among them', () => {
    expectFilters('open repairs assigned to Brandt', WORKSHOP, { techName: 'Brandt' }, 'filters.assigned-to');
    expect(runOnSchema('repairs sent to Brandt', ...WORKSHOP).analysis.filters.techName).toBeUndefined();
  });

  test('a doer inside the embedded records named before the verb', () => {
    expectFilters('batches with a tasting done by L. Moreau', BREWERY, { 'tastings.taster': 'L. Moreau' }, 'filters.agent-done+records-doer');
  });
});
