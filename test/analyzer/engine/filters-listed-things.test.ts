import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const rules = (prompt: string, schema: { fields: string[]; collections: string[] }) =>
  analyze(prompt, schema, { explain: true }).explanation?.filters.evidence.map((e) => e.rule) ?? [];

// branches keep aisles; the link record names both by their ids
const LIBRARY = {
  fields: ['aisle_id', 'aisle_name', 'Stocks', 'Stocks.branchid', 'Stocks.aisleid', 'branchid', 'branch_name', 'opening_hour'],
  collections: ['Branch', 'Aisle'],
};

describe('filters: a name is not the name of the things a plural noun lists', () => {
  test.each([
    'Which aisles are there inside Maple Grove Annex?',
    'Which aisles sit inside Maple Grove Annex, in alphabetical order?',
  ])('the other record keeps the name: %p', (prompt) => {
    expect(analyze(prompt, LIBRARY).analysis.filters).toEqual({ branch_name: 'Maple Grove Annex' });
    expect(rules(prompt, LIBRARY)).toEqual(['filters.proper-value+other-record-name+not-listed-thing']);
  });

  test('a word that gives the listed things the name keeps it theirs', () => {
    expect(analyze('aisles named Maple Grove Annex', LIBRARY).analysis.filters).toEqual({ aisle_name: 'Maple Grove Annex' });
  });

  test.each(['Which aisles does Maple Grove Annex have?', 'aisles stocked by Maple Grove Annex'])(
    'a link record below the things acted on holds no name of who acts: %p', (prompt) => {
      const linked = { ...LIBRARY, fields: ['aisle_id', 'aisle_name', 'Carries_aisle', 'Carries_aisle.branchid', 'Carries_aisle.aisleid', 'branchid', 'branch_name'] };
      expect(analyze(prompt, linked).analysis.filters).toEqual({ branch_name: 'Maple Grove Annex' });
    },
  );

  const PATRONS = {
    fields: ['patron_id', 'patron_name', 'tender_method', 'joined_on', 'Loans', 'Loans.loan_id', 'Loans.due_date'],
    collections: ['Patrons'],
  };
  test('a quoted value goes to the field the words around it name beside the listed things\' name', () => {
    const prompt = 'Which patrons settle their loans by "Voucher" as tender method?';
    expect(analyze(prompt, PATRONS).analysis.filters).toEqual({ tender_method: 'Voucher' });
    expect(rules(prompt, PATRONS)).toEqual(['filters.quoted+not-listed-thing']);
  });

  test('a quoted value said to be in their names stays there', () => {
    expect(analyze('patrons whose names contain "Voucher"', PATRONS).analysis.filters).toEqual({ patron_name: { $regex: 'Voucher', $options: 'i' } });
  });
});

describe('filters: a plural noun right before a name does not name it', () => {
  test('the entity noun after the name does', () => {
    expect(analyze('Aisle names: the aisles Maple Grove Annex branch has.', LIBRARY).analysis.filters).toEqual({ branch_name: 'Maple Grove Annex' });
  });

  test('unless a naming word joins them', () => {
    expect(analyze('aisles named Maple Grove Annex', LIBRARY).analysis.filters).toEqual({ aisle_name: 'Maple Grove Annex' });
  });
});
