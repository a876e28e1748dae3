import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a yes/no field named by what its records do, said as a verb (filters.flag-state-word, filters.flag-compound-participle)', () => {
  // an invented gym: trainers and the memberships sold there
  const GYM = {
    fields: ['trainer_id', 'trainer_name', 'taking_new', 'specialty', 'membership_id', 'tier', 'self_renew', 'monthly_fee'],
    collections: ['trainers', 'memberships'],
  };

  test('"trainers taking new clients" beside `taking_new`: the name leaves out the noun the records take on', () => {
    const r = analyze('trainers taking new clients sorted by specialty', GYM);
    expect(r.analysis.filters).toEqual({ taking_new: true });
  });

  test('"…are not taking new clients" denies it', () => {
    const r = analyze('Which trainers are not taking new clients?', GYM);
    expect(r.analysis.filters).toEqual({ taking_new: false });
  });

  test('"self-renewing memberships" beside `self_renew`: one hyphenated participle says the field whole', () => {
    const r = analyze('How many self-renewing memberships are there?', GYM);
    expect(r.analysis.filters).toEqual({ self_renew: true });
  });

  test('"memberships that are not self-renewing" denies it', () => {
    const r = analyze('list memberships that are not self-renewing', GYM);
    expect(r.analysis.filters).toEqual({ self_renew: false });
  });

  test('the noun left out may name other records: "trainers taking new clients" beside `takingNew` and a clients collection', () => {
    const r = analyze('trainers taking new clients sorted by specialty', {
      fields: ['trainer_id', 'trainer_name', 'takingNew', 'specialty', 'client_id', 'client_name'],
      collections: ['trainers', 'clients'],
    });
    expect(r.analysis.filters).toEqual({ takingNew: true });
  });
});
