import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { GENERIC, makeRegistry, NOW } from './fixtures.ts';

// an invented staffing pack that spells its units in full
const STAFFING: SectorPack = {
  ...GENERIC, id: 'staffing', label: 'Staffing', signals: { fields: ['emp_id', 'dept_name'] },
  synonyms: { department: ['department', 'departmentName'] }, vocabularies: { department: ['sales', 'marketing'] },
};
// a schema writing the unit shorter
const STAFF = { fields: ['emp_id', 'dept_name', 'salary', 'office_city'], collections: ['employees'] };
const engine = createEngine(makeRegistry(STAFFING));

describe('a pack value whose field the schema writes shorter is kept there', () => {
  test.each([
    ['employees in Sales', { dept_name: 'Sales' }],
    ['employees not in Marketing', { dept_name: { $ne: 'Marketing' } }],
  ])('%p', (prompt, filters) => {
    expect(engine.analyze({ prompt, ...STAFF }, { now: NOW }).analysis.filters).toEqual(filters);
  });
});
