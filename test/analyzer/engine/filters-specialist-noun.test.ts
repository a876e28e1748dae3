import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

const engine = createEngine(loadBuiltinRegistry());
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW, explain: true });

describe('filters: a specialist said as the people asked about is a value of the field keeping their branch', () => {
  // an invented practice: its doctors keep the branch they practise, its rooms a floor
  const PRACTICE = {
    fields: ['room_id', 'floor', 'doctorId', 'doctor_name', 'specialty', 'years_licensed', 'room_ref'],
    collections: ['rooms', 'doctors'],
  };

  test('"how many neurologists" sets the specialty field to the branch, and its owner is the collection', () => {
    const result = run('how many neurologists do we employ?', PRACTICE);
    expect(result.analysis.filters).toEqual({ specialty: 'neurology' });
    expect(result.analysis.collection[0]).toBe('doctors');
    expect(JSON.stringify(result.explanation)).toContain('filters.specialist-noun+specialty-field');
  });

  test('a specialist the branch is not spelled from keeps its own noun; a plain occupation sets nothing', () => {
    expect(run('list the geriatricians', PRACTICE).analysis.filters).toEqual({ specialty: 'geriatrician' });
    expect(run('list the plumbers', PRACTICE).analysis.filters).toEqual({});
  });

  test('beside a role field the specialist still goes to the specialty, other occupations to the role', () => {
    const STAFF = { fields: ['staff_id', 'full_name', 'job_title', 'specialty', 'hired_on'], collections: ['staff'] };
    expect(run('how many oncologists are there?', STAFF).analysis.filters).toEqual({ specialty: 'oncology' });
    expect(run('how many nurses are there?', STAFF).analysis.filters).toEqual({ job_title: 'nurse' });
  });
  test('the noun before an occupation, or the words after "specialising in", name the branch practised', () => {
    const before = run('which of our doctors are wrist specialists?', PRACTICE);
    expect(before.analysis.filters).toEqual({ specialty: 'wrist' });
    expect(JSON.stringify(before.explanation)).toContain('filters.branch-named+before-occupation');
    const after = run('who are the doctors specialising in sleep apnoea?', PRACTICE);
    expect(after.analysis.filters).toEqual({ specialty: 'sleep apnoea' });
    expect(JSON.stringify(after.explanation)).toContain('filters.branch-named+after-specialising-verb');
  });
});
