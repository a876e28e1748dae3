import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe("filters: a code said with an indefinite article is one of the records' parts, picked by the noun after it", () => {
  // an invented repair shop: jobs embed the parts fitted and the tasks done, each with its own code
  const SHOP = {
    fields: ['jobId', 'jobType', 'openedOn', 'parts.partCode', 'parts.qty', 'tasks.taskCode', 'tasks.hours', 'tasks.tool.toolCode'],
    collections: ['jobs'],
  };
  // the same shop with no code on the tasks themselves, only on the tool a task used
  const SHOP_NO_TASK_CODE = { ...SHOP, fields: ['jobId', 'jobType', 'openedOn', 'parts.partCode', 'parts.qty', 'tasks.tool.toolCode'] };
  test.each([
    ['jobs with a B7730', { 'parts.partCode': 'B7730' }, SHOP_NO_TASK_CODE],
    ['jobs that included a QZ-22 task', { 'tasks.taskCode': 'QZ-22' }, SHOP],
    ['jobs with a PX-4410 part', { 'parts.partCode': 'PX-4410' }, SHOP],
  ])('%p', (prompt, filters, schema) => {
    const { analysis, explanation } = analyze(prompt, schema, { explain: true });
    expect(analysis.filters).toEqual(filters);
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.code+subject-code+included-parts']);
  });
  // nearby: a code right after the records' noun is their own key
  test('job J-7730', () => {
    const { analysis } = analyze('job J-7730', SHOP);
    expect(analysis.filters).toEqual({ jobId: 'J-7730' });
  });
});
