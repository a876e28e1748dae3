import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name before "applied" or "(had ever) paid" names the applicant or the payer', () => {
  // an invented grants office: grants keep who applied, reimbursements who paid them
  const GRANTS = {
    fields: ['grant_no', 'applicant_name', 'amount', 'submitted_on', 'officer_first_name', 'officer_last_name', 'claim_id', 'payer', 'paid_amount', 'billed_amount'],
    collections: ['grants', 'claims'],
  };
  test.each([
    ['show the grants Ivo Marsh applied for', { applicant_name: 'Ivo Marsh' }, 'filters.agent-before-applied'],
    ['the top sum Cobalt Mutual had ever paid for a grant', { payer: 'Cobalt Mutual' }, 'filters.agent-before-paid'],
  ])('%p', (prompt, filters, rule) => {
    const { analysis, explanation } = analyze(prompt, GRANTS, { explain: true });
    expect(analysis.filters).toEqual(filters);
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual([rule]);
  });
  // nearby: a name before a verb of no doer's noun stays a person's first and last names
  test('a name before another verb', () => {
    const { analysis } = analyze('show the grants officer Ivo Marsh signed', GRANTS);
    expect(analysis.filters).toEqual({ officer_first_name: 'Ivo', officer_last_name: 'Marsh' });
  });
});

describe('filters: "never" between a name and its verb denies the deed: the records\' doer is not that name', () => {
  // an invented film archive: films keep their director
  const ARCHIVE = { fields: ['film_id', 'title', 'director', 'release_year'], collections: ['films'] };
  test('"films Varga never directed" → `director ≠ Varga`', () => {
    expect(analyze('films Varga never directed', ARCHIVE).analysis.filters).toEqual({ director: { $ne: 'Varga' } });
    expect(analyze('films Varga has never directed', ARCHIVE).analysis.filters).toEqual({ director: { $ne: 'Varga' } });
    expect(analyze('films Varga directed', ARCHIVE).analysis.filters).toEqual({ director: 'Varga' });
  });
});
