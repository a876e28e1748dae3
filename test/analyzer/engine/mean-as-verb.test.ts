import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented kennel club: dogs with a coat code looked up in a reference table
const KENNEL = {
  fields: ['dog_id', 'dog_name', 'coat_code', 'weight', 'coat_description'],
  collections: ['Dogs', 'Ref_Coats'],
};

test('"mean" as the verb after do/does/did asks what something signifies, not an average', () => {
  for (const prompt of ['what does coat code WRH mean', 'What do the coat codes mean?']) {
    const { analysis, explanation } = analyze(prompt, KENNEL, { explain: true });
    expect(analysis.operation).toBeNull();
    expect(analysis.intent).toBe('find');
    expect(explanation!.operation.evidence[0]!.rule).toBe('operation.no-aggregate+verb');
  }
});

test('"mean" as a noun or adjective still averages', () => {
  expect(analyze('what is the mean weight of dogs', KENNEL).analysis.operation).toBe('$avg');
  expect(analyze('what does the mean weight of dogs come to', KENNEL).analysis.operation).toBe('$avg');
});
