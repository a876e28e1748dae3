import { describe, expect, test } from 'bun:test';
import { runOnSchema as run } from './fixtures.ts';

/** Crews belong to a depot, and each keeps the rota it works; depots and rotas are written as capitals codes. */
const CREW_FIELDS = ['_id', 'crewName', 'depotCode', 'rotaId', 'foremanName', 'headcount'];
const CREW_COLLECTIONS = ['crews', 'depots'];

describe('capitals joined by hyphens are a code, read like one with digits', () => {
  test('after the entity noun its key names', () => {
    expect(run('crews at depot NORTH-YARD', CREW_FIELDS, CREW_COLLECTIONS).analysis.filters).toEqual({ depotCode: 'NORTH-YARD' });
    expect(run('crews on rota NIGHT-B', CREW_FIELDS, CREW_COLLECTIONS).analysis.filters).toEqual({ rotaId: 'NIGHT-B' });
  });
  test('the same code with digits was read already', () => {
    expect(run('crews at depot NY-7', CREW_FIELDS, CREW_COLLECTIONS).analysis.filters).toEqual({ depotCode: 'NY-7' });
  });
  test('a capitalised hyphened name is no such code', () => {
    expect(run('crews at depot North-Yard', CREW_FIELDS, CREW_COLLECTIONS).analysis.filters).not.toEqual({ depotCode: 'North-Yard' });
  });
});
