import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: the field an attribute verb implies is the one named by its word alone before longer names ending in it', () => {
  // an invented dog-show circuit: dogs keep a running average, each judging its own score
  const SHOWS = { fields: ['_id', 'name', 'breed', 'averageScore', 'dogId', 'judgeId', 'score', 'judgedAt'], collections: ['dogs', 'judgings'] };
  test('"scored below 6" bounds `score`, not `averageScore`', () => {
    const result = analyze('judgings scored below 6', SHOWS, { explain: true });
    expect(result.analysis.filters).toEqual({ score: { $lt: 6 } });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.compare$lt']);
  });
});
