import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('a Greek plural in -ses meets its singular in -sis', () => {
  // a lab's samples embed analyses; the sample has a collection method of its own
  const SAMPLES = { fields: ['sample_id', 'method', 'analyses', 'analyses.method', 'analyses.result'], collections: ['samples'] };
  test('"analysis method" is analyses.method', () => {
    expect(analyze('count samples by analysis method', SAMPLES).analysis.groupBy).toEqual(['analyses.method']);
  });
});
