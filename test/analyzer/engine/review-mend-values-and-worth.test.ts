import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { analyze } from './fixtures.ts';

const rules = (evidence: ReadonlyArray<{ rule: string }> | undefined): string[] => (evidence ?? []).map((e) => e.rule);

describe('capitals spell a collection\'s initials only where they name records', () => {
  // a parcel depot: consignments and the sender accounts that book them
  const DEPOT = { fields: ['_id', 'consignmentNo', 'state', 'dispatchedOn', 'weightKg', 'courierAgentId', 'agentName', 'creditLimit'], collections: ['consignments', 'courier_agents'] };
  // a council: officers and the planning appeals they handle
  const COUNCIL = { fields: ['_id', 'officerNo', 'fullName', 'department', 'grade', 'planningAppealId', 'siteAddress', 'lodgedOn'], collections: ['officers', 'planning_appeals'] };

  test('the plural initials name the records (collection.initialism)', () => {
    const r = analyze('list the PAs', COUNCIL, { explain: true });
    expect(r.analysis.collection[0]).toBe('planning_appeals');
    expect(rules(r.explanation?.collection.evidence)).toContain('collection.initialism');
  });

  test('singular initials before a number name the records', () => {
    expect(analyze('PA 5120', COUNCIL).analysis.collection[0]).toBe('planning_appeals');
  });

  test('singular initials before a noun no field is named by name the records', () => {
    expect(analyze('PA backlog by grade', COUNCIL).analysis.collection[0]).toBe('planning_appeals');
  });

  test('negative: a value after a place preposition stays a value', () => {
    const { analysis, explanation } = analyze('consignments sent to CA', DEPOT, { explain: true });
    expect(analysis.collection[0]).toBe('consignments');
    expect(analysis.filters).toEqual({ state: 'CA' });
    expect(rules(explanation?.collection.evidence)).not.toContain('collection.initialism');
  });

  test('negative: capitals qualifying a field word stay its value', () => {
    const { analysis } = analyze('officers in the PA department', COUNCIL);
    expect(analysis.collection[0]).toBe('officers');
    expect(analysis.filters).toEqual({ department: 'PA' });
  });
});

describe('a field named in full before "amount" is no cut-off collection name', () => {
  // a broadband reseller: networks rented monthly, bills raised for them ("net" would cut "networks" short)
  const BROADBAND = { fields: ['_id', 'networkId', 'label', 'monthlyCost', 'billNo', 'net_amount', 'vat', 'raisedOn'], collections: ['networks', 'bills'] };
  // a charity register: benefactors and the gifts they make
  const GIFTS = { fields: ['_id', 'benefactorId', 'fullName', 'annual_fee', 'giftNo', 'ben_amount', 'givenOn'], collections: ['benefactors', 'gifts'] };

  test('the exact field is kept, with "of" the records', () => {
    expect(analyze('total net amount of bills', BROADBAND).analysis.metric).toBe('net_amount');
    expect(analyze('total ben amount of gifts', GIFTS).analysis.metric).toBe('ben_amount');
  });

  test('the exact field is kept without the records named', () => {
    expect(analyze('sum of net amount', BROADBAND).analysis.metric).toBe('net_amount');
  });

  test('negative: a cut-off name that is no field still names the records keeping the amount', () => {
    expect(analyze('average ben amount', { ...GIFTS, fields: GIFTS.fields.map((f) => (f === 'ben_amount' ? 'gift_total' : f)) }).analysis.metric).toBe('annual_fee');
  });
});

describe('a person\'s name goes to the records pointed at only when those records are people', () => {
  test('a division keeps no first and last name', () => {
    const fields = ['staff_id', 'division_id', 'email', 'phone', 'hired_on', 'first_name', 'last_name'];
    const index = buildFieldIndex(fields, []);
    const owners = fieldOwners(index, ['staff', 'divisions']).ownerOf;
    expect(['first_name', 'last_name'].map((f) => owners.get(index.byName.get(f)!))).toEqual(['staff', 'staff']);
  });

  test('negative: a trainer pointed at by an id still takes the name', () => {
    const fields = ['classId', 'trainerId', 'startsAt', 'places', 'givenName', 'surname', 'certificate'];
    const index = buildFieldIndex(fields, []);
    const owners = fieldOwners(index, ['classes', 'trainers']).ownerOf;
    expect(['givenName', 'surname', 'certificate'].map((f) => owners.get(index.byName.get(f)!))).toEqual(['trainers', 'trainers', 'trainers']);
  });
});

describe('"amount" picks none of several money fields by its own word', () => {
  // a dog-walking firm: walks keep a whole fee and a tip
  const WALKS = { fields: ['_id', 'kennel_id', 'kennel_name', 'walker_id', 'first_name', 'walk_id', 'dog_name', 'walked_at', 'total_fee', 'tip_amount', 'rebate_id', 'amount', 'rebated_at'], collections: ['kennels', 'walkers', 'walks', 'rebates'] };

  test('the whole fee, not the field ending in "amount"', () => {
    expect(analyze('average walk amount', WALKS).analysis.metric).toBe('total_fee');
  });

  test('negative: the tip named is kept', () => {
    expect(analyze('average walk tip amount', WALKS).analysis.metric).toBe('tip_amount');
  });
});

describe('a total noun summed per group from the grouped records says so in its evidence', () => {
  // a toll road: operators report a yearly revenue, tickets keep their own price
  const TOLLS = { fields: ['_id', 'operator_id', 'operator_name', 'annual_revenue', 'ticket_id', 'lane', 'sold_at', 'ticket_price'], collections: ['operators', 'tickets'] };

  test('the grouped records\' money field, tagged grouped-records-worth', () => {
    const { analysis, explanation } = analyze('revenue by lane', TOLLS, { explain: true });
    expect(analysis.metric).toBe('ticket_price');
    expect(rules(explanation?.metric.evidence)).toContain('metric.sum-per-group+grouped-records-worth');
  });

  test('negative: the field of the grouped records themselves keeps the plain rule', () => {
    const { analysis, explanation } = analyze('revenue by operator name', TOLLS, { explain: true });
    expect(analysis.metric).toBe('annual_revenue');
    expect(rules(explanation?.metric.evidence)).toEqual(['metric.sum-per-group']);
  });
});

describe('the number sign said out a bounded number of times', () => {
  test('a long prompt of number signs stays bounded and quick', () => {
    const prompt = '# a '.repeat(1000);
    const started = performance.now();
    const r = analyze(prompt, { fields: ['_id', 'name'], collections: ['things'] });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(r.analysis.rawTokens.filter((t) => t === 'number').length).toBeLessThanOrEqual(8);
  });

  test('negative: a few number signs are all said out', () => {
    const r = analyze('# of kennels and # of walkers', { fields: ['_id', 'kennel_id', 'walker_id'], collections: ['kennels', 'walkers'] });
    expect(r.analysis.rawTokens.filter((t) => t === 'number').length).toBe(2);
  });
});
