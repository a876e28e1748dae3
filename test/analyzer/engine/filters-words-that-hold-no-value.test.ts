import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a sailing club: sailors with a yes/no captain flag, loans with a status, members with surnames
const CLUB = {
  fields: ['sailor_id', 'handle', 'isCaptain', 'xp_total', 'loan_id', 'amount', 'status', 'member_id', 'surname', 'joined_on'],
  collections: ['sailors', 'loans', 'members'],
};

describe('a yes/no flag named by a doer keeps no doer\'s name', () => {
  test('a name after a verb and "by" goes to no flag', () => {
    expect(analyze('sailors trained by Ortega', CLUB).analysis.filters).toEqual({});
  });
});

// sailors keep who coaches them
const COACHED = { fields: ['sailor_id', 'handle', 'coachName', 'xp_total'], collections: ['sailors'] };

describe('capitals spelling a word of a field after "by" name the key, not a person', () => {
  test('the records go by the field; nothing is filtered', () => {
    const { analysis } = analyze('top 3 sailors by XP', COACHED);
    expect(analysis.filters).toEqual({});
    expect(analysis.sort).toEqual({ xp_total: -1 });
  });
});

describe('a stage denied by a "non-" prefix finds the records after it', () => {
  for (const stage of ['denied', 'settled']) {
    test(`non-${stage} loans`, () => {
      const { analysis, explanation } = analyze(`non-${stage} loans`, CLUB, { explain: true });
      expect(analysis.filters).toEqual({ status: { $ne: stage } });
      expect(explanation!.filters.evidence[0]!.rule).toBe('filters.status-word');
    });
  }
});

describe('the alphabet from end to end is an order, no value', () => {
  for (const order of ['A-Z', 'Z-A']) {
    test(order, () => {
      const { analysis } = analyze(`members sorted by surname ${order}`, CLUB);
      expect(analysis.filters).toEqual({});
      expect(Object.keys(analysis.sort)).toEqual(['surname']);
    });
  }
});
