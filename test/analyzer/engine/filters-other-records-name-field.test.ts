import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe("filters: a name said after a record's noun goes to that record's own name field, not another record's first/last-name pair", () => {
  // an invented flat list of a removals firm: clients keep one name, movers a first and a last name
  const REMOVALS = {
    fields: ['client_id', 'client_name', 'email', 'city', 'mover_id', 'first_name', 'last_name', 'hired_on', 'job_id', 'moved_on', 'volume_m3'],
    collections: ['clients', 'movers', 'jobs'],
  };
  test('the client named in two words', () => {
    const { analysis, explanation } = analyze('find the client Harrow Tools', REMOVALS, { explain: true });
    expect(analysis.filters).toEqual({ client_name: 'Harrow Tools' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.proper-value']);
  });
  // nearby: the movers' own noun keeps the first/last-name pair
  test('the mover named in two words', () => {
    const { analysis } = analyze('find the mover Ada Brill', REMOVALS);
    expect(analysis.filters).toEqual({ first_name: 'Ada', last_name: 'Brill' });
  });
});
