import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('count per group: "N times" after a verb counts the occurrences of the records named before it', () => {
  // an invented climbing gym: climbers and the visits they log
  const GYM = {
    fields: ['_id', 'climber_id', 'nickname', 'visit_no', 'visited_on', 'wall', 'minutes'],
    collections: ['climbers', 'visits'],
  };
  test.each([
    'climbers who came in more than 4 times',
    'which climbers have visited at least 10 times?',
  ])('%p', (prompt) => {
    const { analysis } = analyze(prompt, GYM);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['climber_id']);
  });
});
