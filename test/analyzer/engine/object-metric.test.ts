import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a shop whose branches embed their members; one field beside them stores how many there are
const SHOP = {
  fields: [
    'branch_code', 'branch_title', 'no_of_members', 'members', 'members.member_code', 'members.bal_due', 'members.loyalty_score',
    'members.visit_total', 'orders', 'orders.order_code', 'orders.placed_on', 'orders.amount_of_order', 'orders.lines_count',
  ],
  collections: ['branches'],
};
const run = (prompt: string) => analyze(prompt, SHOP, { explain: true });
const rules = (prompt: string) => run(prompt).explanation?.metric.evidence.map((e) => e.rule) ?? [];

describe('an accumulator over embedded records takes the number the words before them name', () => {
  test.each([
    ['Give the average balance of the members in each branch', '$avg', 'members.bal_due'],
    ['the mean loyalty of members', '$avg', 'members.loyalty_score'],
    ['the average value of orders per branch', '$avg', 'orders.amount_of_order'],
  ] as const)('%p → %p of %p', (prompt, op, metric) => {
    const { analysis } = run(prompt);
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe(metric);
  });

  test('the named child is recorded as the rule that chose it', () => {
    expect(rules('Give the average balance of the members in each branch')).toContain('metric.named-child');
  });

  test('words naming no child leave the default child alone', () => {
    const plain = analyze('What is the average of members per branch?', SHOP).analysis.metric;
    expect(run('What is the average of the members per branch?').analysis.metric).toBe(plain);
    expect(rules('What is the average of the members per branch?')).not.toContain('metric.named-child');
  });

  test('a short word ("of") in a child name is no evidence for it', () => {
    expect(run('the average of members').analysis.metric).not.toBe('members.no_of_members');
    expect(rules('the average of members')).not.toContain('metric.named-child');
  });
});

describe('embedded ratings measured in stars', () => {
  const RATED = { fields: ['item_title', 'ratings', 'ratings.rater_id', 'ratings.item_id', 'ratings.stars', 'ratings.rated_on'], collections: ['items'] };
  test('"the average rating" is the average of the stars, not of an id', () => {
    const { analysis } = analyze('What is the average rating for each item title?', RATED);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('ratings.stars');
  });
});
