import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: "oldest" ranks by an age the records named keep, else by their date', () => {
  const WORKSHOP = {
    fields: ['luthier_id', 'luthier_name', 'birth_date', 'violin_id', 'model', 'year_made', 'price'],
    collections: ['luthiers', 'violins'],
  };
  test('the oldest violin: the birth date is the luthiers\', the violins\' own year ranks them', () => {
    const { analysis } = analyze('which is the oldest violin?', WORKSHOP);
    expect(analysis.sort).toEqual({ year_made: 1 });
  });
  test('the oldest luthiers: their own birth date', () => {
    expect(analyze('the oldest luthiers', WORKSHOP).analysis.sort).toEqual({ birth_date: 1 });
  });
});
