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
});
