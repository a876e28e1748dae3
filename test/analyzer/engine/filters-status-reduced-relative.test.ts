import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented ferry office: sailings keep their stage and the day they leave
const FERRY = { fields: ['sailing_id', 'route_id', 'sail_date', 'status', 'passengers'], collections: ['sailings', 'routes'] };

describe('a past participle right after the records\' noun is a relative clause without its pronoun (filters.status-word+after-records)', () => {
  test('followed by a time: "sailings postponed last month", "in May"', () => {
    const { analysis, explanation } = analyze('sailings postponed last month', FERRY, { explain: true });
    expect(analysis.filters).toEqual({ status: 'postponed' });
    expect(analysis.timeFrame).toBe('last_month');
    expect(explanation!.filters.evidence.map((e) => e.rule)).toEqual(['filters.status-word+after-records']);
    expect(analyze('sailings postponed in May', FERRY).analysis.filters).toEqual({ status: 'postponed' });
  });

  test('closing the question it is what is counted: "the number of sailings postponed"', () => {
    expect(analyze('the number of sailings postponed', FERRY).analysis.filters).toEqual({});
  });

  test('a timestamp named by the participle dates it instead', () => {
    const stamped = { fields: [...FERRY.fields, 'postponed_at'], collections: FERRY.collections };
    expect(analyze('sailings postponed last month', stamped).analysis.filters).toEqual({});
  });

  test.each([
    ['sailings cancelled in March', 'cancellation_date'],
    ['sailings cancelled last week', 'cancelledDate'],
    ['sailings closed last week', 'close_date'],
    ['sailings approved before May', 'approval_date'],
    ['sailings expired before 2024', 'expiry_date'],
    ['sailings released in 2020', 'release_year'],
  ])('any date or time field named by the participle\'s verb dates it instead: %p beside %p', (prompt, dated) => {
    const filters = analyze(prompt, { fields: [...FERRY.fields, dated], collections: FERRY.collections }).analysis.filters;
    expect(filters).not.toHaveProperty('status');
  });

  test('the time must close the clause: before a possessive time or an object the participle is the main verb', () => {
    const crews = { fields: [...FERRY.fields, 'crew_id'], collections: ['crews', 'sailings'] };
    expect(analyze("crews cancelled last month's sailings", crews).analysis.filters).not.toHaveProperty('status');
    expect(analyze('sailings postponed last month by the harbour master', FERRY).analysis.filters).toEqual({});
  });
});
