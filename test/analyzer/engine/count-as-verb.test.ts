import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a choir: singers belong to sections
const CHOIR = { fields: ['singer_id', 'singer_name', 'voice', 'sections', 'sections.section_ref', 'sections.leader'], collections: ['Singers'] };

test('"count" as a verb of belonging counts nothing', () => {
  for (const prompt of ['Which sections count "Mara Quill" as a leader?', 'Name the singers who count Otto among their section leaders.']) {
    const { analysis, explanation } = analyze(prompt, CHOIR, { explain: true });
    expect(analysis.operation).toBeNull();
    expect(explanation!.operation.evidence[0]!.rule).toBe('operation.no-count+count-among');
  }
});

test('"count" as a noun or an order still counts', () => {
  expect(analyze('Count the singers in each voice.', CHOIR).analysis.operation).toBe('$count');
  expect(analyze('What is the count of singers listed as altos?', CHOIR).analysis.operation).toBe('$count');
});
