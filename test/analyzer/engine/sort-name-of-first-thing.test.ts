import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented flat schema: glass kilns and the batches fired in them, linked by kiln_id
const KILNS = { fields: ['kiln_id', 'kiln_name', 'site', 'batch_id', 'batch_name', 'fired_on', 'pieces'], collections: ['batches', 'kilns'] };
const sortOf = (prompt: string) => {
  const { analysis, explanation } = analyze(prompt, KILNS, { explain: true });
  return { key: analysis.sort, rules: explanation?.sort.evidence.map((e) => e.rule) };
};

describe('sort: "by name" far from any thing sorts by the name of the first thing the question names', () => {
  test('"batches fired after 2019 at the north site sorted by name" sorts by the batch name', () => {
    expect(sortOf('batches fired after 2019 at the north site sorted by name')).toEqual({ key: { batch_name: 1 }, rules: ['sort.sorted-by+first-thing-name'] });
  });

  test('a thing just before the order still names it', () => {
    expect(sortOf('show the north site kilns sorted by name').key).toEqual({ kiln_name: 1 });
  });
});
