import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('a group key written with the short code ending `_cd`', () => {
  // library loans keep how a loan was made and where; borrowers have names
  const LOANS = {
    fields: ['loan_ref', 'channel_cd', 'branch_cd', 'loaned_dt', 'borrower_ref', 'fine_amt', 'first_name', 'last_name', 'email_address'],
    collections: ['loans', 'borrowers'],
  };
  test('the group noun after a qualifier names the code field', () => {
    const { analysis } = analyze('which contact channel do borrowers use most often for loans?', LOANS);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['channel_cd']);
  });
});

describe('a group noun kept under another field word (field.country-kept-as)', () => {
  // cyclists keep where they come from as a nationality; teams have none
  const CYCLING = { fields: ['rider_ref', 'full_name', 'nationality', 'team_ref', 'team_name', 'founded_year'], collections: ['riders', 'teams'] };
  test('"which country has the most riders" counts riders per nationality', () => {
    const { analysis } = analyze('which country has produced the most riders', CYCLING);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['nationality']);
  });
});
