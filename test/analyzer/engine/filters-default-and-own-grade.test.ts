import { describe, test } from 'bun:test';
import { expectFilters } from './fixtures.ts';

/**
 * An invented bug tracker, twice: each ticket keeping its queue's default severity beside its own, then the queues
 * keeping the default and the tickets their own grade alone.
 */
const TICKET_FIELDS = ['ticket_id', 'severity', 'opened_on', 'is_closed'];
const QUEUE_FIELDS = ['queue_id', 'queue_name', 'queue_owner'];

describe('filters: a grade said of records keeping a default grade and their own is their own (rule: default-and-own-grade)', () => {
  test.each([
    ['both the records\' fields: the own grade', [...TICKET_FIELDS, 'default_severity', ...QUEUE_FIELDS], 'filters.scale-value+records-after+own-not-default'],
    ['the own grade alone among the records\' fields: read as before', [...QUEUE_FIELDS, 'default_severity', ...TICKET_FIELDS], '!own-not-default'],
  ])('%s', (_, fields, rule) => {
    const collections = fields[0] === 'ticket_id' ? ['tickets', 'queues'] : ['queues', 'tickets'];
    expectFilters('critical tickets', [fields, collections], { severity: 'critical' }, rule);
  });
});
