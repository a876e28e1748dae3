import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// each orchard keeps its own tallies; its harvests are embedded records
const ORCHARDS = {
  fields: ['Orchard_ID', 'Orchard_name', 'Total_Trees', 'Ladders', 'harvest', 'harvest.Harvest_ID', 'harvest.Crates', 'harvest.Picked_on'],
  collections: ['orchard'],
};

describe('"total" after a possessive of the records names their own stored figure', () => {
  test('"the orchards and their total number of trees": each orchard\'s Total_Trees, nothing added up', () => {
    const { analysis, explanation } = analyze('For every orchard, give its name together with its total number of trees', ORCHARDS, { explain: true });
    expect(analysis.operation).toBeNull();
    expect(analysis.metric).toBeNull();
    expect(explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.no-sum+possessed-own-figure');
  });

  test('the records named by their own field ("the names of orchards … their total ladders")', () => {
    const { analysis } = analyze('List the names of orchards ordered by their total ladders.', ORCHARDS);
    expect(analysis.operation).toBeNull();
    expect(analysis.sort).toEqual({ Ladders: 1 });
  });

  test('a figure kept in embedded records is still added up per record', () => {
    const { analysis } = analyze('Show the names of orchards and their total crates harvested.', ORCHARDS);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('harvest.Crates');
  });

  test('the asker\'s own possessive adds up ("our total trees")', () => {
    expect(analyze('What is our total number of trees?', ORCHARDS).analysis.operation).toBe('$sum');
    expect(analyze('For orchards, what is our total number of trees?', ORCHARDS).analysis.operation).toBe('$sum');
  });
});

describe('a total ordered by the very field it adds up, with no groups, is each record\'s own figure', () => {
  test('"total trees … sorted from fewest": orchards sorted by Total_Trees', () => {
    const { analysis, explanation } = analyze('Give the total number of trees of the orchards, sorted in ascending order', ORCHARDS, { explain: true });
    expect(analysis.operation).toBeNull();
    expect(analysis.metric).toBeNull();
    expect(analysis.sort).toEqual({ Total_Trees: 1 });
    expect(explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.no-sum+sorted-own-figure');
  });

  test('a limit with a superlative picks the records to add up ("the total trees of the 2 biggest orchards")', () => {
    const { analysis } = analyze('What is the total number of trees of the 2 orchards with the most trees?', ORCHARDS);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('Total_Trees');
  });

  test('a figure kept in embedded records is still added up, ordered or not', () => {
    const { analysis } = analyze('Give the total crates across orchards, sorted in descending order', ORCHARDS);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('harvest.Crates');
  });

  test('a total with no order still adds up', () => {
    const { analysis } = analyze('What is the total number of trees in all orchards?', ORCHARDS);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('Total_Trees');
  });
});
