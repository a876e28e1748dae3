import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an agency: clients own projects, payments point at both
const AGENCY = {
  fields: ['client_id', 'client_name', 'country', 'project_id', 'client_id', 'title', 'payment_id', 'project_id', 'client_id', 'amount', 'paid_on'],
  collections: ['clients', 'projects', 'payments'],
};

describe('the accumulated field votes for its collection', () => {
  test('"total amount paid last month": the collection holding the amount ranks first', () => {
    const { analysis, explanation } = analyze('total amount paid last month', AGENCY, { explain: true });
    expect(analysis.metric).toBe('amount');
    expect(analysis.collection[0]).toBe('payments');
    expect(explanation!.collection.evidence.map((e) => e.rule)).toContain('collection.owns-accumulated-field');
  });

  test('a collection the question names still comes first', () => {
    expect(analyze('total amount paid by clients in Peru', AGENCY).analysis.collection[0]).toBe('clients');
  });
});
