import { describe, expect, test } from 'bun:test';
import { expectFilters, filterEvidence, runOnSchema } from './fixtures.ts';

// an invented help desk: tickets graded by severity, agents by support tier
const DESK: readonly [string[], string[]] = [
  ['ticket_id', 'severity', 'opened_on', 'agent_id', 'agent_id', 'full_name', 'support_tier', 'shelf_label'],
  ['tickets', 'agents'],
];
// an invented repair shop whose jobs are graded by priority and classed by a fault type code
const SHOP: readonly [string[], string[]] = [['repair_job_id', 'status', 'priority', 'fault_type_code', 'opened_on'], ['repair_jobs']];

describe('filters: a capital and a digit before the records is a step of the lettered scale the capital begins (filters.code+scale-step)', () => {
  test('the severity of tickets', () => {
    expectFilters('list the S2 tickets', DESK, { severity: 'S2' }, 'filters.code+scale-step');
  });
  test('the tier of agents', () => {
    expectFilters('how many T3 agents', DESK, { support_tier: 'T3' }, 'filters.code+scale-step');
  });
  test('a step of the records\' scale, not the code classing them', () => {
    expectFilters('open P1 repair jobs', SHOP, { status: 'open', priority: 'P1' }, 'filters.code+scale-step');
  });
  test('a capital no scale begins is no step', () => {
    expect(filterEvidence(runOnSchema('tickets with shelf label B12', ...DESK))).not.toContain('scale-step');
  });
  // invented schemas where a code of another field begins with a scale's initial
  test.each([
    // no records named right after the code
    ['flights leaving from terminal T2', ['flight_id', 'departure_terminal', 'fare_tier'], ['flights']],
    ['vehicles of class C2', ['vehicle_id', 'vehicle_class', 'criticality'], ['vehicles']],
    ['students in G7', ['student_id', 'class_code', 'grade'], ['students']],
    ['customers on the G2 plan', ['customer_id', 'plan_code', 'grade'], ['customers']],
    ['exams taken in T1', ['exam_id', 'term_code', 'tier'], ['exams']],
    ['accidents on I5', ['accident_id', 'road_code', 'importance'], ['accidents']],
    ['tickets opened in R2 with priority P1', ['ticket_id', 'region_code', 'risk'], ['tickets']],
    // more than one digit
    ['tasks in S12', ['task_id', 'sprint_code', 'severity'], ['tasks']],
    ['employees who filed a P45 form', ['employee_id', 'form_type', 'priority'], ['employees']],
  ] as const)('%p is no step', (prompt, fields, collections) => {
    expect(filterEvidence(runOnSchema(prompt, [...fields], [...collections]))).not.toContain('scale-step');
  });
});
