import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented home-alarm service: each account keeps its settings
const ALARMS = {
  fields: ['account_id', 'holder_name', 'plan', 'nightMode', 'smsAlerts', 'installed_on', 'monthly_fee'],
  collections: ['accounts'],
};
const filtersOf = (prompt: string) => analyze(prompt, ALARMS, { explain: true });

describe('filters: a setting named in full and said switched on or off (filters.flag-state-word+switched)', () => {
  test.each([
    ['accounts with night mode switched off', { nightMode: false }],
    ['accounts with night mode turned on', { nightMode: true }],
    ['accounts whose sms alerts are disabled', { smsAlerts: false }],
    ['accounts whose sms alerts are not enabled', { smsAlerts: false }],
    ['how many accounts have night mode off', { nightMode: false }],
  ])('%p', (prompt, expected) => {
    expect(filtersOf(prompt).analysis.filters).toEqual(expected);
  });

  test('the evidence names the rule', () => {
    expect(filtersOf('accounts with night mode switched off').explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.flag-state-word+switched']);
  });

  test.each([
    // the switch word opens a phrase of its own, or is no switch at all
    'accounts with night mode turned on for the plan',
    'the dates on which accounts were installed',
    'accounts with night mode',
  ])('%p sets no setting', (prompt) => {
    const filters = filtersOf(prompt).analysis.filters;
    expect(Object.keys(filters).filter((f) => f === 'nightMode' || f === 'smsAlerts')).toEqual([]);
  });
});
