import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const rulesOf = (prompt: string, schema: { fields: string[]; collections: string[] }) =>
  analyze(prompt, schema, { explain: true }).explanation?.metric.evidence.map((e) => e.rule) ?? [];

describe('a measure word takes a field whose head spells the consonant skeleton of a word listed for it', () => {
  // ferry bookings with their fares kept as shortened amounts
  const BOOKINGS = { fields: ['bkg_ref', 'route_cd', 'disc_amt', 'pd_amt', 'sail_dt'], collections: ['bookings'] };
  test('"paid" reads `pd_amt`, not another amount whose head it does not spell', () => {
    const { analysis } = analyze('total paid per route', BOOKINGS);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('pd_amt');
    expect(rulesOf('total paid per route', BOOKINGS)).toContain('metric.field.measure-noun');
  });
});

describe('of fields a measure word stands for alike, the one with no qualifier left unsaid', () => {
  // orchards with a yearly and a daily rainfall
  const ORCHARDS = { fields: ['orchard_code', 'yr_prcp_mm', 'obs_day', 'prcp_mm'], collections: ['orchards', 'readings'] };
  test('"rainfall" reads `prcp_mm` over `yr_prcp_mm`', () => {
    expect(analyze('total rainfall by orchard code', ORCHARDS).analysis.metric).toBe('prcp_mm');
  });
});

describe('a field of a rate per some unit measures the word before "per"', () => {
  // netball players with their averages per match
  const PLAYERS = { fields: ['player_code', 'squad', 'GoalsPerMatch', 'InterceptsPerMatch', 'caps'], collections: ['players'] };
  test.each([
    ['avg goals per squad', 'GoalsPerMatch'],
    ['average intercepts for each squad', 'InterceptsPerMatch'],
  ] as const)('%p → %p', (prompt, metric) => {
    const { analysis } = analyze(prompt, PLAYERS);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe(metric);
    expect(rulesOf(prompt, PLAYERS)).toContain('metric.rate-per-unit');
  });
});

describe('measure words with a usual other field name', () => {
  test.each([
    ['total payroll per club', { fields: ['club_code', 'WageGbp', 'shirt_no'], collections: ['footballers'] }, 'WageGbp'],
    ['the average award for each sponsor', { fields: ['sponsor_code', 'grant_amt', 'grant_ref'], collections: ['bursaries'] }, 'grant_amt'],
    ['total levy collected at each harbour', { fields: ['harbour_code', 'levy_rate', 'total_levy_paid'], collections: ['moorings'] }, 'total_levy_paid'],
    ['total hrs logged per porter', { fields: ['porter_code', 'hours', 'ward'], collections: ['duties'] }, 'hours'],
    ['mean humidity per greenhouse', { fields: ['greenhouse_code', 'rh_pct', 'temp_c'], collections: ['readings'] }, 'rh_pct'],
  ] as const)('%p → %p', (prompt, schema, metric) => {
    expect(analyze(prompt, { fields: [...schema.fields], collections: [...schema.collections] }).analysis.metric).toBe(metric);
  });
});
