import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: names listed before an entity noun are all names of that entity', () => {
  const LABELS = {
    fields: ['label_id', 'label_name', 'city', 'Albums', 'Albums.title', 'Albums.year'],
    collections: ['labels'],
  };
  test.each([
    ['How many albums came out on the Driftwood and Copperline labels?', ['Driftwood', 'Copperline']],
    ['List the album titles of the Driftwood, Copperline or Saltmarsh label', ['Driftwood', 'Copperline', 'Saltmarsh']],
  ])('%p', (prompt, names) => {
    const { analysis, explanation } = analyze(prompt, LABELS, { explain: true });
    expect(analysis.filters).toEqual({ label_name: { $in: names } });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.proper-value+listed-names']);
  });
});
