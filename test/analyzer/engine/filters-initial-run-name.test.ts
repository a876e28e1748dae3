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

describe('filters: a run-in name field is the named entity\'s only where that entity keeps it', () => {
  test('a person\'s `lname` is not "the lodge named …" beside lodges keeping a code', () => {
    const schema = { fields: ['rider_id', 'fname', 'lname', 'age', 'lodge_id', 'lodge_code', 'beds'], collections: ['rider', 'lodge'] };
    const { analysis } = analyze('How many riders stay at the lodge named Larkhill?', schema);
    expect(Object.keys(analysis.filters)).not.toContain('lname');
  });

  test('a person\'s `fname` is not "the farm named …"', () => {
    const schema = { fields: ['vet_id', 'fname', 'lname', 'species', 'farm_id', 'acres', 'town'], collections: ['vet', 'farm'] };
    const { analysis } = analyze('Which vets visit the farm named Brambles?', schema);
    expect(Object.keys(analysis.filters)).not.toContain('fname');
  });

  test('a run-in name another collection keeps (`dname`, the driver\'s) is not the depot\'s', () => {
    const schema = { fields: ['driver_id', 'dname', 'licence', 'depot_id', 'depot_code', 'bays'], collections: ['drivers', 'depots'] };
    const { analysis } = analyze('Find the bays of the depot named riverside.', schema);
    expect(Object.keys(analysis.filters)).not.toContain('dname');
  });

  test('a run-in name holding parts (`dname.short`) is an object, not the value\'s field', () => {
    const schema = { fields: ['depot_id', 'dname', 'dname.short', 'dname.full', 'city'], collections: ['Depots'] };
    const { analysis } = analyze('Find the city of the depot named riverside.', schema);
    expect(Object.keys(analysis.filters)).not.toContain('dname');
  });
});

describe('filters: a person\'s name part is no run-in name of a thing', () => {
  test('a lodge keeping its warden\'s `lname` is not "the lodge named …" by it', () => {
    const schema = { fields: ['lodge_id', 'fname', 'lname', 'beds', 'town'], collections: ['lodges'] };
    const { analysis } = analyze('How many beds does the lodge named Larkhill have?', schema);
    expect(Object.keys(analysis.filters)).not.toContain('lname');
  });
});
