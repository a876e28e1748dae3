import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

const engine = createEngine(loadBuiltinRegistry());
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW, explain: true });

describe('filters: a noun said as the part a person plays is the value of the field keeping that part', () => {
  // a choir's concerts list who sang in them, each singer with the voice part an abbreviated field keeps
  const CHOIR = {
    fields: ['concert_id', 'venue', 'held_on', 'Singers', 'Singers.sid', 'Singers.vPos', 'Singers.solo_minutes'],
    collections: ['Concerts'],
  };

  test('"sang as a tenor" sets the part field though the question never names it', () => {
    const result = run('how many concerts had someone who sang as a tenor?', CHOIR);
    expect(result.analysis.filters).toEqual({ 'Singers.vPos': 'tenor' });
    expect(JSON.stringify(result.explanation)).toContain('filters.part+as');
  });

  test('"who is a", "the position of" and "the … role" name the part too', () => {
    expect(run('concerts with a singer who is a baritone', CHOIR).analysis.filters).toEqual({ 'Singers.vPos': 'baritone' });
    expect(run('list concerts where someone sang in the position of alto', CHOIR).analysis.filters).toEqual({ 'Singers.vPos': 'alto' });
    expect(run('concerts with no singer in the soprano role', CHOIR).analysis.filters).toEqual({ 'Singers.vPos': { $ne: 'soprano' } });
  });

  test('a part said of a person by name or by a pronoun: "the tenor named Ivo", "given that she is an alto"', () => {
    const CHORISTERS = { fields: ['chorister_id', 'full_name', 'age', 'choir_role'], collections: ['Choristers'] };
    const named = run('how old is the tenor named Ivo?', CHORISTERS);
    expect(named.analysis.filters).toEqual({ choir_role: 'tenor', full_name: 'Ivo' });
    expect(JSON.stringify(named.explanation)).toContain('filters.part+naming');
    expect(run("what is Mila's age, given that she is an alto?", CHORISTERS).analysis.filters).toEqual({ full_name: 'Mila', choir_role: 'alto' });
  });

  test('a value written out beside a part word is the part, not a value placed by its shape: "the position of \'Cantor\'"', () => {
    const result = run('which concerts had someone holding the position of "Cantor"?', CHOIR);
    expect(result.analysis.filters).toEqual({ 'Singers.vPos': 'Cantor' });
    expect(JSON.stringify(result.explanation)).toContain('filters.part+written');
    expect(run('concerts with a singer in the Descant role', CHOIR).analysis.filters).toEqual({ 'Singers.vPos': 'Descant' });
  });

  test('a name, a comparison or a value already read before "as" is no part', () => {
    expect(run('concerts at the hall known as Meridian', CHOIR).analysis.filters).not.toHaveProperty('Singers.vPos');
    expect(run('concerts with voices such as altos', CHOIR).analysis.filters).not.toHaveProperty('Singers.vPos');
  });

  test('how the answer is shown, after "as", is no part', () => {
    expect(run('show the solo minutes per venue as a percentage', CHOIR).analysis.filters).toEqual({});
    expect(run('show concerts per venue as a table', CHOIR).analysis.filters).toEqual({});
  });

  test('with two fields keeping a part the noun stays unread', () => {
    const twoParts = { fields: ['concert_id', 'Singers', 'Singers.vPos', 'Staff', 'Staff.role'], collections: ['Concerts'] };
    expect(run('concerts where someone sang as a tenor', twoParts).analysis.filters).toEqual({});
  });
});

describe('filters: an occupation said as the people asked about is the value of the field keeping the part', () => {
  // a shipping firm's crew, each with the job they do aboard
  const CREW = { fields: ['crew_id', 'full_name', 'age', 'wage', 'job_title'], collections: ['CrewMembers'] };

  test('"how many welders", "older than every carpenter": the noun, singular, is the part field\'s value', () => {
    const result = run('how many welders are older than 40?', CREW);
    expect(result.analysis.filters).toEqual({ age: { $gt: 40 }, job_title: 'welder' });
    expect(JSON.stringify(result.explanation)).toContain('filters.part+occupation-noun');
    expect(run('how many crew members are older than every carpenter?', CREW).analysis.filters).toEqual({ job_title: 'carpenter' });
    expect(run('list the plumbers who earn more than 3000', CREW).analysis.filters).toEqual({ wage: { $gt: 3000 }, job_title: 'plumber' });
  });

  test('a generic word for working people names no part: "how many employees"', () => {
    expect(run('how many employees are older than 40?', CREW).analysis.filters).toEqual({ age: { $gt: 40 } });
  });

  test('no occupation is read when it names the collection, or with two part fields', () => {
    const welders = { fields: ['welder_id', 'full_name', 'age', 'job'], collections: ['Welders'] };
    expect(run('how many welders are older than 40?', welders).analysis.filters).toEqual({ age: { $gt: 40 } });
    const twoParts = { fields: ['crew_id', 'age', 'role', 'Shifts', 'Shifts.role'], collections: ['CrewMembers'] };
    expect(run('how many welders are older than 40?', twoParts).analysis.filters).toEqual({ age: { $gt: 40 } });
  });
});
