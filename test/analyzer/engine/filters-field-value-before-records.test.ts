import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A fire service: stations embed their callouts, each with an alarm grade, a district and a crew size. */
const FIRE = {
  collections: ['stations'],
  fields: ['stationId', 'stationName', 'callouts', 'callouts.note', 'callouts.grade', 'callouts.district', 'callouts.crewSize'],
};

describe('a field named right before its value, ahead of the records it qualifies', () => {
  test('"<field> N or higher <records>" bounds that field, not a field of the records after it', () => {
    const { analysis, explanation } = analyze('count grade 2 or higher callouts', FIRE, { explain: true });
    expect(analysis.filters).toEqual({ 'callouts.grade': { $gte: 2 } });
    expect(explanation!.filters.evidence.map((e) => e.rule)).toContain('filters.trailing-compare+field-before');
  });

  test('"how many <field> N <records>" counts the records; the field takes its value and is no measure added up', () => {
    const { analysis } = analyze('how many grade 3 callouts', FIRE);
    expect([analysis.operation, analysis.metric, analysis.filters]).toEqual(['$count', null, { 'callouts.grade': 3 }]);
  });
});
