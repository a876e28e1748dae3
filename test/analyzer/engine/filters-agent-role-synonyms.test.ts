import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// invented schemas: a puppet theatre's shows and its performers, a pottery studio's courses and its students
const PUPPETRY = {
  fields: ['show_id', 'show_title', 'playwright', 'season', 'performer_id', 'first_name', 'last_name', 'agent_name', 'hometown'],
  collections: ['shows', 'performers'],
};
const POTTERY = {
  fields: ['student_id', 'firstName', 'lastName', 'courseId', 'courseTitle', 'tutorName', 'kilnHours'],
  collections: ['students', 'courses'],
};

describe('a person named beside a verb goes to the field naming that verb\'s doer, or a kind of that doer', () => {
  test.each([
    ['shows written by Odile Varga', PUPPETRY, { playwright: 'Odile Varga' }, 'filters.agent-written'],
    ['performers represented by Brisk Talent', PUPPETRY, { agent_name: 'Brisk Talent' }, 'filters.agent-represented'],
    ['Which courses is Tamsin Okafor teaching?', POTTERY, { tutorName: 'Tamsin Okafor' }, 'filters.agent-before-teaching'],
  ] as const)('%p', (prompt, schema, filters, rule) => {
    const { analysis, explanation } = analyze(prompt, schema, { explain: true });
    expect(analysis.filters).toEqual(filters);
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual([rule]);
  });
});

// an invented ledger of a quarry's sales and a lending library's loans
const QUARRY = { fields: ['saleId', 'buyerName', 'soldOn', 'tonnes', 'settled'], collections: ['sales'] };
const LENDING = { fields: ['loan_id', 'borrower', 'lent_on', 'amount'], collections: ['loans'] };

describe('"to" after a handing-over names its receiver', () => {
  test.each([
    ['the unsettled sales to Granite Works', QUARRY, 'buyerName', 'Granite Works'],
    ['loans to Ilse Brandt this year', LENDING, 'borrower', 'Ilse Brandt'],
  ] as const)('%p', (prompt, schema, field, value) => {
    const { analysis, explanation } = analyze(prompt, schema, { explain: true });
    expect((analysis.filters as Record<string, unknown>)[field]).toBe(value);
    expect(explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.role-after-to');
  });

  test('goods sent "to" a place are not given to a receiver', () => {
    const { analysis } = analyze('sales to Norway', { fields: ['saleId', 'buyerName', 'country'], collections: ['sales'] });
    expect(analysis.filters).not.toHaveProperty('buyerName', 'Norway');
  });
});

describe('"against" names an opponent', () => {
  test('"bouts against X" goes to the opponent field, not to a person\'s first and last name', () => {
    const schema = { fields: ['bout_id', 'opponent', 'held_on', 'fighter_id', 'first_name', 'last_name'], collections: ['bouts', 'fighters'] };
    const { analysis, explanation } = analyze('List the bouts against Copper Valley.', schema, { explain: true });
    expect(analysis.filters).toEqual({ opponent: 'Copper Valley' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.role-after-against']);
  });
});
