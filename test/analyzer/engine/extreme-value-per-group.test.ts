import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('extreme value per group: "the smallest <measure> for each <field>" is that extreme per group (groupBy.extreme-per-group)', () => {
  // an invented charity: donors embed their donations and a membership with a level
  const CHARITY = {
    fields: ['donorId', 'fullName', 'membership', 'membership.level', 'membership.since', 'donations', 'donations.amount', 'donations.givenOn', 'campaignId', 'title'],
    collections: ['donors', 'campaigns'],
  };
  const read = (prompt: string) => {
    const { analysis } = analyze(prompt, CHARITY);
    return [analysis.operation, analysis.metric, analysis.groupBy, analysis.sort, analysis.limit];
  };

  test('a superlative of a measure with "for each" and a field is the minimum per group', () => {
    expect(read('what is the smallest donation for each membership level')).toEqual(['$min', 'donations.amount', ['membership.level'], {}, null]);
  });

  test('"per" after a unit is a rate, no group: the value stays one extreme', () => {
    expect(read('the largest donation in miles per hour')).toEqual(['$max', 'donations.amount', [], {}, null]);
  });
});
