import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('a group key written with the short code ending `_cd`', () => {
  // library loans keep the desk a loan was made at and the branch; borrowers have names
  const LOANS = {
    fields: ['loan_ref', 'desk_cd', 'branch_cd', 'loaned_dt', 'borrower_ref', 'fine_amt', 'first_name', 'last_name', 'contact_email'],
    collections: ['loans', 'borrowers'],
  };
  test('the group noun after a qualifier names the code field', () => {
    const { analysis } = analyze('which lending desk do borrowers visit most often for loans?', LOANS);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['desk_cd']);
  });
});

describe('a group noun kept under another field word (field.country-kept-as)', () => {
  // cyclists keep where they come from as a nationality; teams have none
  const CYCLING = { fields: ['rider_ref', 'full_name', 'nationality', 'team_ref', 'team_name', 'formed_year'], collections: ['riders', 'teams'] };
  test('"which country supplied the most riders" counts riders per nationality', () => {
    const { analysis } = analyze('which country supplied the most riders', CYCLING);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['nationality']);
  });
});
