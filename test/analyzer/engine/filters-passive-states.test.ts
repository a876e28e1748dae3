import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented blood bank: donations, each noting what was done with it
const DONORS = {
  fields: ['donation_id', 'donor_name', 'volume_ml', 'salineGiven', 'consent_signed', 'donated_on'],
  collections: ['donations'],
};
const run = (prompt: string) => analyze(prompt, DONORS, { explain: true });

describe('filters: a thing said in the passive to have been treated so, beside a field named by both (filters.flag-state-word)', () => {
  test.each([
    ['donations where saline was given', { salineGiven: true }],
    ['donations where saline was not given', { salineGiven: false }],
    ['donations whose consent has been signed', { consent_signed: true }],
    ['donations where consent was never signed', { consent_signed: false }],
  ])('%p', (prompt, expected) => {
    expect(run(prompt).analysis.filters).toEqual(expected);
  });

  test.each([
    // an amount of the thing asked, or the participle taking an agent or a time of its own
    'how much saline was given',
    'donations where saline was given by the nurse',
    'donations where consent was signed by the donor',
  ])('%p reads no yes or no', (prompt) => {
    const filters = run(prompt).analysis.filters;
    expect([filters.salineGiven, filters.consent_signed]).toEqual([undefined, undefined]);
  });
});
