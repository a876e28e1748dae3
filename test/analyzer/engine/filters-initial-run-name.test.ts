import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name field written as the entity\'s initial run into "name" (`dname`) holds a name given by a naming word', () => {
  test('"the depot named riverside" on `dname`', () => {
    const { analysis } = analyze('Find the city of the depot named riverside.', { fields: ['depot_id', 'dname', 'city'], collections: ['Depots'] });
    expect(analysis.filters).toEqual({ dname: 'riverside' });
  });

  test('"the depot called Riverside" on `dname`, written as a name', () => {
    const { analysis } = analyze('Find the city of the depot called Riverside.', { fields: ['depot_id', 'dname', 'city'], collections: ['Depots'] });
    expect(analysis.filters).toEqual({ dname: 'Riverside' });
  });

  test('a run-in name of another initial (`rname`) is not the depot\'s', () => {
    const { analysis } = analyze('Find the city of the depot named riverside.', { fields: ['depot_id', 'rname', 'city'], collections: ['Depots'] });
    expect(Object.keys(analysis.filters)).not.toContain('rname');
  });
});
