import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a roster of pupils (no collection is called pupils) with their classroom and a few numbers of their own
const SCHOOL = { fields: ['pupil_name', 'Classroom', 'Grade', 'age', 'Sport', 'Sport.Hours'], collections: ['roster'] };
const run = (prompt: string) => analyze(prompt, SCHOOL).analysis;

describe('the figure asked per key is named before "each / every / per", never by the key itself', () => {
  test.each([
    'What is the total number of pupils for each classroom?',
    'the total count of pupils in every classroom',
    'total number of pupils per classroom',
  ])('%p counts pupils per classroom', (prompt) => {
    const analysis = run(prompt);
    expect(analysis.operation).toBe('$count');
    expect(analysis.metric).toBeNull();
    expect(analysis.groupBy).toEqual(['Classroom']);
  });

  test('an attribute word before the key still names the field', () => {
    const analysis = run('How old is the average pupil for each classroom?');
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('age');
  });

  test('a field named before the key is the figure', () => {
    const analysis = run('the average age of pupils for each classroom');
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('age');
  });
});
