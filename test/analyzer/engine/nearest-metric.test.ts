import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const LAB = { fields: ['sample_code', 'sample_label', 'ABV', 'collected_on', 'technician'], collections: ['samples'] };
const FLEET = { fields: ['truck_plate', 'depot', 'Breakdowns', 'service_date'], collections: ['trucks'] };
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('an accumulator left without a field takes the nearest field named that holds a number', () => {
  test('a field restated as an abbreviation in brackets, past the accumulator\'s reach', () => {
    const { analysis, explanation } = run('give the maximum over all samples of the alcohol by volume (ABV)', LAB);
    expect(analysis.operation).toBe('$max');
    expect(analysis.metric).toBe('ABV');
    expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.nearest-measure-mention')).toBe(true);
  });

  test('a field named after "on average" in a count', () => {
    const { analysis } = run('on average, how often have trucks had breakdowns per depot', FLEET);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('Breakdowns');
  });

  test('a field in a condition after the accumulator is filtered, not accumulated', () => {
    const { analysis } = run('what is the average over trucks whose breakdowns looked odd', FLEET);
    expect(analysis.metric).toBeNull();
  });

  test('a year is never added up', () => {
    const { analysis } = run('what is the average, for trucks of the northern depot, of the Year', { fields: ['depot_name', 'Year', 'Hours'], collections: ['trucks'] });
    expect(analysis.metric).toBeNull();
  });

  test('a field holding words is never accumulated', () => {
    const { analysis } = run('what is the average across all samples, shown with their sample label', LAB);
    expect(analysis.metric).toBeNull();
  });
});
