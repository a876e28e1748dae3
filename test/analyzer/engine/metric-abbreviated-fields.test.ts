import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// field names that shorten the word people say, flat and with a unit suffix
const LIBRARIES = { fields: ['lName', 'county', 'circ', 'Disk_MiB', 'agcy_id', 'rank'], collections: ['libraries'] };
const run = (prompt: string) => analyze(prompt, LIBRARIES, { explain: true });

describe('an accumulator with no field named takes a field whose name abbreviates the spoken word', () => {
  test.each([
    ['What is the average circulation of libraries?', '$avg', 'circ'],
    ['total circulation across libraries in Florida', '$sum', 'circ'],
    ['the average disk size of libraries', '$avg', 'Disk_MiB'],
  ] as const)('%p → %p of %p', (prompt, op, metric) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe(metric);
    expect(explanation?.metric.evidence.some((e) => e.rule.startsWith('metric.'))).toBe(true);
  });

  test('an inflection is no abbreviation: "ranks" is not read through `rank` by this rule', () => {
    const { explanation } = run('the average of the ranks');
    expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.abbreviated-field')).toBe(false);
  });

  test('a word that does not open with a field name: no metric', () => {
    expect(run('What is the average endowment of libraries?').analysis.metric).toBeNull();
  });
});

describe('a field named by the consonant skeleton of the spoken word', () => {
  // racing drivers with their crashes and points kept under shortened names
  const DRIVERS = { fields: ['drvName', 'CRS', 'pts', 'HS', 'TM'], collections: ['drivers'] };
  const rules = (prompt: string) => analyze(prompt, DRIVERS, { explain: true }).explanation?.metric.evidence.map((e) => e.rule) ?? [];
  test.each([
    ['What is the average crashes of all drivers?', '$avg', 'CRS'],
    ['the mean points of the drivers', '$avg', 'pts'],
    ['What is the maximum points earned by a driver?', '$max', 'pts'],
  ] as const)('%p → %p of %p', (prompt, op, metric) => {
    const { analysis } = analyze(prompt, DRIVERS);
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe(metric);
  });

  test('the skeleton rule says so in the evidence', () => {
    expect(rules('What is the average crashes of all drivers?')).toContain('metric.skeleton-abbreviation');
  });

  test('first and last letters must both agree: "teams" is not `TM`, "hits" not `HS` when too short', () => {
    expect(analyze('the average teams of drivers', DRIVERS).analysis.metric).toBeNull();
    expect(analyze('the average hits of drivers', DRIVERS).analysis.metric).toBeNull();
  });
});
