import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Allotments: plots embed the crops sown in them (named, no id of their own) and their harvests, which have an id. */
const ALLOTMENTS = {
  collections: ['plots'],
  fields: ['plotId', 'holder', 'crops', 'crops.name', 'crops.sownOn', 'crops.rows', 'harvests', 'harvests.harvestId', 'harvests.kg'],
};

describe('a frequency ranking of embedded records with no id of their own', () => {
  test.each(['top 3 most common crops', 'the 3 most planted crops'])('%p groups by the records\' name (groupBy.*+record-key)', (prompt) => {
    const { analysis, explanation } = analyze(prompt, ALLOTMENTS, { explain: true });
    expect([analysis.intent, analysis.operation, analysis.groupBy, analysis.limit]).toEqual(['aggregate', '$count', ['crops.name'], 3]);
    expect(explanation!.groupBy.evidence.some((e) => e.rule.endsWith('+record-key'))).toBe(true);
  });
});
