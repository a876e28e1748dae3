import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// ferry lines embed their sailings; a sailing carries its berth's id before its own, and no field names its passengers
const LINES = {
  fields: ['line_code', 'Sailings', 'Sailings.berth_id', 'Sailings.sailing_id', 'Sailings.departs_at'],
  collections: ['ferry_lines'],
};
const run = (prompt: string) => analyze(prompt, LINES, { explain: true });

describe('embedded records named with "id" group by their own id', () => {
  test.each([
    'Which sailing id carried the most passengers?',
    'List the sailing ID that ferried the greatest count of passengers',
    'the sailing identifier that carried the most passengers',
  ])('%p groups by Sailings.sailing_id', (prompt) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.groupBy).toEqual(['Sailings.sailing_id']);
    expect(analysis.operation).toBe('$count');
    expect(explanation!.groupBy.evidence.map((e) => e.rule).some((rule) => rule.endsWith('+records-id'))).toBe(true);
  });
});
