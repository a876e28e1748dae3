import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a messaging app: accounts keep settings named with the word saying they are on, and a date ending in "on"
const ACCOUNTS = { fields: ['account_id', 'email', 'alertsOn', 'darkModeEnabled', 'closed_on'], collections: ['accounts'] };

describe('a setting said switched on or off is its flag named with "on" or "enabled"', () => {
  test.each([
    ['accounts with alerts turned off', { alertsOn: false }],
    ['accounts with alerts switched on', { alertsOn: true }],
    ['accounts with dark mode disabled', { darkModeEnabled: false }],
    ['accounts whose alerts are not enabled', { alertsOn: false }],
  ])('%p', (prompt, filters) => {
    const { analysis, explanation } = analyze(prompt, ACCOUNTS, { explain: true });
    expect(analysis.filters).toEqual(filters);
    expect(explanation!.filters.evidence[0]!.rule).toBe('filters.flag-switched-setting');
  });

  test('a setting denied before it is said switched on is off', () => {
    expect(analyze('accounts without alerts turned on', ACCOUNTS).analysis.filters).toEqual({ alertsOn: false });
  });

  test('a date ending in "on" is no setting', () => {
    expect(Object.keys(analyze('accounts closed turned off', ACCOUNTS).analysis.filters)).not.toContain('closed_on');
  });
});
