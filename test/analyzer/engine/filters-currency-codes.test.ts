import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented travel agency: refunds in the currency they were paid in
const AGENCY = { fields: ['refund_id', 'booking_ref', 'currency', 'refunded_amount', 'refunded_on'], collections: ['refunds'] };

describe('filters: an ISO currency code goes to the currency field (filters.lexicon)', () => {
  test.each([
    ['refunds in GBP', 'GBP'],
    ['count refunds paid in chf', 'chf'],
  ])('%p', (prompt, code) => {
    const { analysis, explanation } = analyze(prompt, AGENCY, { explain: true });
    expect([analysis.filters, explanation?.filters.evidence[0]?.rule]).toEqual([{ currency: code }, 'filters.lexicon']);
  });
});
