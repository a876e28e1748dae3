import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// beekeepers keeping their lifetime honey yield as `totalKilos`, each with the hives they tend
const KEEPERS = {
  fields: ['keeperId', 'keeperName', 'apiary', 'totalKilos', 'hives', 'hives.hiveId', 'hives.queenAge', 'hives.frames'],
  collections: ['beekeepers'],
};
// orchard sales, each keeping its money under `totals`
const SALES = { fields: ['saleId', 'soldOn', 'orchard', 'totals.fruit', 'totals.delivery', 'totals.grand'], collections: ['sales'] };

const rules = (prompt: string, schema: { fields: string[]; collections: string[] }) => {
  const { analysis, explanation } = analyze(prompt, schema, { explain: true });
  return { analysis, operationRules: explanation?.operation.evidence.map((e) => e.rule) ?? [] };
};

/** The question asks one value, the largest `metric`, with `rule` among the operation's evidence. */
function expectLargestValue(prompt: string, schema: { fields: string[]; collections: string[] }, metric: string, rule: string): void {
  const { analysis, operationRules } = rules(prompt, schema);
  expect(analysis.operation).toBe('$max');
  expect(analysis.metric).toBe(metric);
  expect(analysis.limit).toBeNull();
  expect(operationRules).toContain(rule);
}

describe('operation: "total" after a superlative or a number is the first word of a field named with it', () => {
  test('"the highest total honey kilos of any keeper" asks the largest stored figure', () => {
    expectLargestValue('What is the highest total honey kilos of any keeper in the north apiary?', KEEPERS, 'totalKilos', 'operation.no-sum+total-in-field-name');
  });

  test('"more than 900 total honey kilos" compares the stored figure, nothing is added up', () => {
    const { analysis, operationRules } = rules('Show beekeepers with more than 900 total honey kilos.', KEEPERS);
    expect(analysis.operation).toBeNull();
    expect(analysis.intent).toBe('find');
    expect(Object.keys(analysis.filters)).toContain('totalKilos');
    expect(operationRules).toContain('operation.no-sum+total-in-field-name');
  });

  test('"the total honey kilos of all keepers" still adds the figure up', () => {
    const { analysis, operationRules } = rules('What is the total honey kilos of all keepers?', KEEPERS);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('totalKilos');
    expect(operationRules).not.toContain('operation.no-sum+total-in-field-name');
  });

  test('a year before "total" is no figure compared: "the 2023 total honey kilos" adds the figure up', () => {
    const { analysis, operationRules } = rules('What was the 2023 total honey kilos of all keepers?', KEEPERS);
    expect(analysis.operation).toBe('$sum');
    expect(operationRules).not.toContain('operation.no-sum+total-in-field-name');
  });

  test('a number compared may look like a year: "more than 1200 total honey kilos" compares the stored figure', () => {
    expect(rules('keepers with more than 1200 total honey kilos', KEEPERS).operationRules).toContain('operation.no-sum+total-in-field-name');
  });

  test('"total" away from the field\'s name adds it up: "the highest total of the honey kilos"', () => {
    expect(rules('What is the highest total of the honey kilos?', KEEPERS).operationRules).not.toContain('operation.no-sum+total-in-field-name');
  });
});

describe('operation: "total" opening a field\'s name, with a word of adding up after it, sums that field', () => {
  test.each(['total delivery collected in May 2024', 'What is the total delivery across all sales?'])('%p sums totals.delivery', (prompt) => {
    const { analysis, operationRules } = rules(prompt, SALES);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('totals.delivery');
    expect(operationRules).toContain('operation.total+opens-field-name');
  });

  test('"sales with more total delivery than 40" compares the stored figure', () => {
    const { analysis } = rules('List the sales with more total delivery than 40.', SALES);
    expect(analysis.operation).toBeNull();
  });
});

describe('operation: "count of" after a field that stores the number names that number', () => {
  // herbaria keeping the specimens each sheet holds as `sheets.specimens`
  const HERBARIA = { fields: ['herbariumId', 'curator', 'sheets', 'sheets.sheetNo', 'sheets.specimens', 'sheets.collectedOn'], collections: ['herbaria'] };

  test('"the highest specimen count of any sheet" asks the largest stored number', () => {
    expectLargestValue('What is the highest specimen count of any sheet?', HERBARIA, 'sheets.specimens', 'operation.no-count+stored-tally');
  });

  test('"the count of sheets" still counts', () => {
    const { analysis, operationRules } = rules('What is the count of sheets per curator?', HERBARIA);
    expect(analysis.operation).toBe('$count');
    expect(operationRules).not.toContain('operation.no-count+stored-tally');
  });
});
