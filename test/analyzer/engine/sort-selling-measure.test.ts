import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented publisher: novels keep how many copies were sold and when they were published
const PUBLISHER = { fields: ['novel_id', 'novel_title', 'copies_sold', 'published_date', 'author_id', 'author_name'], collections: ['novels', 'authors'] };
/** The order a question gets and the rules that gave it. */
const ranked = (prompt: string) => {
  const { analysis, explanation } = analyze(prompt, PUBLISHER, { explain: true });
  return { sort: analysis.sort, rules: explanation?.sort.evidence.map((e) => e.rule) ?? [] };
};

describe('sort: how much of a thing sold ranks by the field of what was sold', () => {
  test('"the best-selling novel" ranks by `copies_sold`, most first', () => {
    expect(ranked('the best-selling novel')).toEqual({ sort: { copies_sold: -1 }, rules: ['sort.attribute-best-selling'] });
  });

  test('"top 3 novels by sales published in 2019": the measure word after "by" is the key, not the date named after it', () => {
    expect(ranked('top 3 novels by sales published in 2019')).toEqual({ sort: { copies_sold: -1 }, rules: ['sort.top-n-by-measure-word'] });
  });

  test('"sorted by" a field keeps its own reading', () => {
    expect(ranked('novels sorted by published date').sort).toEqual({ published_date: 1 });
  });
});
