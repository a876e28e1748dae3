import { describe, expect, test } from 'bun:test';
import { expectFilters, filterEvidence, runOnSchema } from './fixtures.ts';

// an invented help desk: tickets graded by severity, agents by support tier
const DESK: readonly [string[], string[]] = [
  ['ticket_id', 'severity', 'opened_on', 'agent_id', 'agent_id', 'full_name', 'support_tier', 'shelf_label'],
  ['tickets', 'agents'],
];

describe('filters: a capital and a number is a step of the lettered scale the capital begins (filters.code+scale-step)', () => {
  test('the severity of tickets', () => {
    expectFilters('list the S2 tickets', DESK, { severity: 'S2' }, 'filters.code+scale-step');
  });
  test('the tier of agents, after a preposition', () => {
    expectFilters('how many agents are on a T3 rota', DESK, { support_tier: 'T3' }, 'filters.code+scale-step');
  });
  test('a capital no scale begins is no step', () => {
    expect(filterEvidence(runOnSchema('tickets with shelf label B12', ...DESK))).not.toContain('scale-step');
  });
});
