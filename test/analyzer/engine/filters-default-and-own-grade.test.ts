import { describe, test } from 'bun:test';
import { expectFilters } from './fixtures.ts';

// an invented bug tracker: each ticket keeps its queue's default severity beside its own
const TRACKER: readonly [string[], string[]] = [
  ['ticket_id', 'default_severity', 'severity', 'opened_on', 'is_closed', 'queue_id', 'queue_name', 'queue_owner'],
  ['tickets', 'queues'],
];
// the queues keep the default, the tickets their own grade
const SPLIT: readonly [string[], string[]] = [
  ['queue_id', 'queue_name', 'default_severity', 'ticket_id', 'severity', 'opened_on', 'is_closed'],
  ['queues', 'tickets'],
];

describe('filters: a grade said of records keeping a default grade and their own is their own (filters.scale-value, rule: default-and-own-grade)', () => {
  test('both the records\' fields: the own grade', () => {
    expectFilters('critical tickets', TRACKER, { severity: 'critical' }, 'filters.scale-value+records-after+own-not-default');
  });
  test('the own grade alone among the records\' fields: read as before', () => {
    expectFilters('critical tickets', SPLIT, { severity: 'critical' }, '!own-not-default');
  });
});
