import { describe, expect, test } from 'bun:test';
import { expectFilters, filterEvidence as rules, runOnSchema as run } from './fixtures.ts';

/** Clinic visits keep one reason code, named after no code system. */
const VISITS: readonly [string[], string[]] = [['_id', 'visitId', 'reason_code', 'visit_date', 'clinician'], ['visits']];
/** Vessels keep a hull number beside their name. */
const VESSELS: readonly [string[], string[]] = [['Vessel_ID', 'Hull_Number', 'Vessel_Name', 'Flag_State', 'Gross_Tonnage'], ['Vessels']];
/** Squads keep the member who coaches them; members are records of their own. */
const SQUADS: readonly [string[], string[]] = [['_id', 'squadId', 'squadName', 'coachId', 'memberId', 'fullName', 'joinedOn'], ['squads', 'members']];
/** Workshop services list the repairs done (each with a code and a bay) and the alerts raised (each with a code). */
const SERVICES: readonly [string[], string[]] = [['_id', 'serviceId', 'plate', 'repairs.code', 'repairs.bay', 'repairs.hours', 'alerts.code', 'alerts.note'], ['services']];

describe('a public code system named like a code is the kind of code meant, no value', () => {
  test('"ICD-10" before a code field names no value of it', () => {
    expectFilters('which ICD-10 reason code is most frequent among visits', VISITS, {});
  });
  test('a code written in that system is still a value', () => {
    expectFilters('visits with ICD-10 code J45.2', VISITS, { reason_code: 'J45.2' });
  });
  test('the name written apart from its number ("ICD 10", "ISO 8601") names the system too', () => {
    expectFilters('visits with ICD 10 code J45', VISITS, { reason_code: 'J45' });
    expectFilters('visits with ISO 8601 dates after 2020', VISITS, {});
  });
  test('a key field\'s prefix is an ordinary word: a capitalised name still holds it ("Team Liquid")', () => {
    expectFilters('members of the Liquid team', [['member_id', 'team_code', 'team_name'], ['members']], { team_name: 'Liquid' });
  });
});

describe('a value in capitals right after a key field named in full is that key', () => {
  test('letters and a hyphen, no digit, after "hull number"', () => {
    expectFilters('vessels with hull number KX-RQT', VESSELS, { Hull_Number: 'KX-RQT' }, 'filters.code+capitals-after-key');
  });
  test('a function word in capitals after the key is no value of it', () => {
    expectFilters('vessels by hull number AND vessel name', VESSELS, {}, '!+capitals-after-key');
  });
  test('a sort direction in capitals, or a key named after "by", orders the records: no value of it', () => {
    expectFilters('vessels sorted by hull number ASC', VESSELS, {}, '!+capitals-after-key');
    expectFilters('vessels by hull number DESC', VESSELS, {}, '!+capitals-after-key');
    expectFilters('vessels by hull number KX-RQT', VESSELS, {}, '!+capitals-after-key');
  });
  test('after a name field the capitals stay a name', () => {
    expectFilters('vessels with vessel name ORCA', VESSELS, { Vessel_Name: 'ORCA' }, '!+capitals-after-key');
  });
});

describe('an entity noun after a verb and "by" plays the role the verb implies', () => {
  test('"coached by member M-…" is the coach key, not the member key', () => {
    expectFilters('squads coached by member M-4410', SQUADS, { coachId: 'M-4410' }, 'filters.code+agent-role-key');
  });
  test('without the verb the member key keeps the code', () => {
    expectFilters('squads with member M-4410', SQUADS, { memberId: 'M-4410' }, '!+agent-role-key');
  });
});

describe('a code beside a value read into embedded records is those records\' code', () => {
  test('the repair code beside the repair bay', () => {
    expectFilters('services where a K4402 brake job was done in bay 7', SERVICES, { 'repairs.bay': 7, 'repairs.code': 'K4402' }, 'filters.code+beside-filtered-part');
  });
  test('with no value in embedded records the rule stays silent', () => {
    const r = run('services where a K4402 brake job was done', ...SERVICES);
    expect(rules(r)).not.toContain('+beside-filtered-part');
  });
});

/** Planners keep the certification they hold, or the body that accredited them. */
const PLANNERS: readonly [string[], string[]] = [['_id', 'plannerId', 'fullName', 'certification', 'shift', 'hiredOn'], ['planners']];
const ACCREDITED: readonly [string[], string[]] = [['_id', 'plannerId', 'fullName', 'accreditation', 'shift'], ['planners']];

describe('a participle names the field by its noun in -ation', () => {
  test('a code in capitals before "certified" is the certification, after "the number of" too', () => {
    expectFilters('the number of PMP certified planners', PLANNERS, { certification: 'PMP' }, 'filters.proper-value+code-before-participle');
  });
  test('the noun in -ation of a verb in -ate: "rotated" names the rotation', () => {
    expectFilters('the number of ABC rotated crews', [['crew_id', 'rotation_code', 'shift'], ['crews']], { rotation_code: 'ABC' }, 'filters.proper-value+code-before-participle');
  });
  test('with no records after the participle the code qualifies nothing', () => {
    expectFilters('which planners are PMP certified', PLANNERS, { fullName: 'PMP' }, '!+code-before-participle');
  });
  test('a participle whose verb names no field leaves the code alone', () => {
    expectFilters('the number of PMP trained planners', PLANNERS, {}, '!+code-before-participle');
  });
  test('after the records, the participle\'s noun keeps the code', () => {
    expectFilters('planners accredited CIPS', ACCREDITED, { accreditation: 'CIPS' }, 'filters.proper-value+participle-field');
  });
});
