import { describe, expect, test } from 'bun:test';
import { FormatRegistry } from '@sinclair/typebox';
import '../../src/docs.ts';
import { registerFormats } from '../../src/formats.ts';

describe('string formats', () => {
  test('date: YYYY-MM-DD naming a real calendar day, leap years included (as the docs plugin had it)', () => {
    const zodDate = FormatRegistry.Get('date')!;
    registerFormats();
    const date = FormatRegistry.Get('date')!;
    expect(date).not.toBe(zodDate);
    const samples = ['2024-02-29', '2000-02-29', '1900-02-29', '2023-02-29', '2023-02-28', '2023-04-31', '2023-12-31', '0001-01-01',
      '2023-13-01', '2023-00-10', '2023-1-01', '2023-01-01T00:00:00Z', ' 2023-01-01', '', 'today'];
    for (const sample of samples) expect(date(sample)).toBe(zodDate(sample));
    expect(samples.filter(date)).toEqual(['2024-02-29', '2000-02-29', '2023-02-28', '2023-12-31', '0001-01-01']);
  });
});
