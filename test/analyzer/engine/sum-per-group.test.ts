import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('an amount named first and then grouped is totalled per group (operation.sum-per-group)', () => {
  // an invented dog-grooming salon: each appointment keeps its fee and the groomer
  const SALON = { fields: ['appointment_id', 'groomer', 'breed', 'fee', 'booked_for'], collections: ['appointments'] };
  test('the sum of the amount per group, not a count', () => {
    const result = analyze('fee per groomer', SALON, { explain: true });
    expect([result.analysis.operation, result.analysis.metric, result.analysis.groupBy]).toEqual(['$sum', 'fee', ['groomer']]);
    expect(result.explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.sum-per-group');
  });
  test('records named first are still counted per group', () => {
    expect(analyze('appointments per groomer', SALON).analysis.operation).toBe('$count');
  });
  // an invented orchard co-op: each harvest keeps the crates picked and the picker
  const ORCHARD = { fields: ['picker_id', 'picker_name', 'harvest_id', 'crates_picked', 'harvest_day'], collections: ['pickers', 'harvests'] };
  test('things done named first, then "by each" record, are totalled per record', () => {
    const result = analyze('crates picked by each picker in 2021', ORCHARD, { explain: true });
    expect([result.analysis.operation, result.analysis.metric, result.analysis.groupBy]).toEqual(['$sum', 'crates_picked', ['picker_id']]);
    expect(result.explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.sum-per-group');
  });
  test('a "by" naming one record is no group', () => {
    expect(analyze('crates picked by picker 4', ORCHARD).analysis.groupBy).toEqual([]);
  });
});

describe('hours and values named first and then grouped are totalled per group (operation.sum-per-group)', () => {
  // an invented repair shop: jobs keep the hours a mechanic logged and the value of the parts fitted
  const SHOP = { fields: ['job_id', 'mechanic', 'bay', 'labourHours', 'partsValue', 'opened_on'], collections: ['jobs'] };
  test.each([
    ['labour hours per mechanic', 'labourHours', ['mechanic']],
    ['parts value by bay', 'partsValue', ['bay']],
  ])('%p', (prompt, metric, groupBy) => {
    const result = analyze(prompt, SHOP, { explain: true });
    expect([result.analysis.operation, result.analysis.metric, result.analysis.groupBy]).toEqual(['$sum', metric, groupBy]);
    expect(result.explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.sum-per-group');
  });
});
